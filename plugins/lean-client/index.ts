/**
 * Trims what Docusaurus itself puts in every page's JavaScript without changing its
 * behaviour:
 * - the browser bundle resolves @docusaurus/utils-common to ./utilsCommon.js, which
 *   re-exports the package's own functions without loading all of tslib;
 * - async chunks are files named by their id in a folder named by the build's hash
 *   (`assets/js/<build hash>/[id].js`) instead of Docusaurus's `[name].[contenthash:8].js`:
 *   the runtime every page loads then computes a chunk's file instead of looking it up in
 *   two maps with an entry per chunk (name → id, id → hash), about 21 KiB compressed with a
 *   reference of 1,738 pages. The price: a new build moves every async chunk, so a returning
 *   reader downloads again those a page needs (the main bundle, the runtime and the CSS keep
 *   their content hash);
 * - in the production browser bundle, the reference's pages leave the route table: each
 *   folder of them is one route that loads a page's content from a shard (./lazyRoutes.ts,
 *   ./client/lazyRoute.tsx, and ./theme/DocRoot for an address with no page).
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {REPLACED, writeLazyRoutes} from './lazyRoutes';

/**
 * The production client's file name of async chunks (Docusaurus's is
 * `assets/js/[name].[contenthash:8].js`): one template with no per-chunk part but the id,
 * so the runtime holds no map; still immutable, since every build has its own folder.
 */
export const CHUNK_FILENAME = 'assets/js/[fullhash:8]/[id].js';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export default function leanClient(context: LoadContext): Plugin {
  return {
    name: 'lean-client',
    getThemePath: () => path.join(__dirname, 'theme'),
    configureWebpack(config, isServer) {
      if (isServer) return {};
      const alias = {resolve: {alias: {'@docusaurus/utils-common$': path.join(__dirname, 'utilsCommon.js')}}};
      // The dev server regenerates the route table on every change; it keeps Docusaurus's.
      if (config.mode !== 'production') return alias;
      const outDir = path.join(context.generatedFilesDir, 'lean-client');
      writeLazyRoutes(context.generatedFilesDir, outDir);
      return {
        ...alias,
        output: {chunkFilename: CHUNK_FILENAME},
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
