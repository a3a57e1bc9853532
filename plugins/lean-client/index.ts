/**
 * Trims what Docusaurus itself puts in every page's JavaScript, and what it does for every
 * page it renders, without changing its behaviour:
 * - the browser bundle resolves @docusaurus/utils-common to ./utilsCommon.js, which
 *   re-exports the package's own functions without loading all of tslib;
 * - async chunks are named by their id and the build's hash (`[id].[fullhash:8].js`) instead
 *   of Docusaurus's chunk name, id and content hash: the runtime every page loads then holds no
 *   map with an entry per chunk (with a content hash, it maps every chunk to its hash: 41 KiB
 *   compressed on every page of a reference of 6,200 pages), and `__webpack_require__.gca`
 *   comes from ./chunkAsset.ts, which tells Docusaurus's prefetching of a merged chunk;
 * - in the production browser bundle, the reference's pages leave the route table: each
 *   folder of them is one route that loads a page's content from a shard (./lazyRoutes.ts,
 *   ./client/lazyRoute.tsx, and ./theme/DocRoot for an address with no page); a link to one
 *   of them loads its page ahead when pointed at, focused or touched (./client/prefetchIntent.ts);
 * - the server bundle, which renders each page from the whole route table, finds a page's
 *   route by its address instead of trying every route before it (./matchRoutes.ts), and
 *   names its chunks by id alone (SERVER_CHUNK_FILENAME).
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {REPLACED, writeLazyRoutes} from './lazyRoutes';
import {ChunkAssetPlugin, isDocusaurusChunkAssetPlugin} from './chunkAsset';

/** Docusaurus's docs plugin with a lighter version prop (a plugin of its own, used in place of the preset's). */
export {default as leanDocs} from './docs';

/**
 * The production client's file name of async chunks (Docusaurus's is
 * `assets/js/[name].[contenthash:8].js`). One hash for the whole build, so the runtime builds
 * each name from the chunk's id alone: a new build renames every chunk, which a page's first
 * load does not feel. Docusaurus's prefetching relied on a per-chunk hash to skip a chunk
 * merged into another (its hash was `undefined`); ./chunkAsset.ts answers `undefined` for it.
 */
export const CHUNK_FILENAME = 'assets/js/[id].[fullhash:8].js';

/**
 * The server bundle's file name of chunks (Docusaurus's is the client's, with a content hash).
 * With a hash in the name, the function that names a chunk's file holds a map of every chunk
 * to its hash, an object literal built again on each call, and rendering loads a chunk per
 * page: time in the square of the pages (Mist's 3,866: 4 s of each rendering thread's 21). The
 * server bundle is deleted after the build, so its names need no hash.
 */
export const SERVER_CHUNK_FILENAME = '[id].js';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export default function leanClient(context: LoadContext): Plugin {
  return {
    name: 'lean-client',
    getThemePath: () => path.join(__dirname, 'theme'),
    getClientModules: () => [path.join(__dirname, 'client', 'prefetchIntent.ts')],
    configureWebpack(config, isServer) {
      if (isServer) {
        return {
          resolve: {alias: {'react-router-config$': path.join(__dirname, 'matchRoutes.ts')}},
          output: {chunkFilename: SERVER_CHUNK_FILENAME},
        };
      }
      const alias = {resolve: {alias: {'@docusaurus/utils-common$': path.join(__dirname, 'utilsCommon.js')}}};
      // The dev server regenerates the route table on every change; it keeps Docusaurus's.
      if (config.mode !== 'production') return alias;
      const outDir = path.join(context.generatedFilesDir, 'lean-client');
      writeLazyRoutes(context.generatedFilesDir, outDir);
      // Docusaurus lets a plugin change the config in place: its ChunkAssetPlugin gives way to ours.
      config.plugins = config.plugins?.filter((plugin) => !isDocusaurusChunkAssetPlugin(plugin));
      return {
        ...alias,
        output: {chunkFilename: CHUNK_FILENAME},
        plugins: [new ChunkAssetPlugin()],
        module: {
          rules: REPLACED.map((file) => ({
            test: new RegExp(`^${escape(path.join(context.generatedFilesDir, file))}$`),
            enforce: 'pre' as const,
            use: [{loader: path.join(__dirname, 'replaceLoader.cjs'), options: {file: path.join(outDir, file)}}],
          })),
        },
      };
    },
  };
}
