/**
 * Trims what Docusaurus itself puts in every page's JavaScript without changing its
 * behaviour:
 * - the browser bundle resolves @docusaurus/utils-common to ./utilsCommon.js, which
 *   re-exports the package's own functions without loading all of tslib;
 * - async chunks are named by their id and content hash (`[id].[contenthash:8].js`) instead
 *   of Docusaurus's chunk name, id and hash: the runtime every page loads maps each chunk to
 *   its file, so each name it leaves out is 8 hex digits less per chunk, and the reference
 *   has a chunk per page (about 10 KiB compressed at 1,738 pages).
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/** The production client's file name of async chunks (Docusaurus's is `assets/js/[name].[contenthash:8].js`). */
export const CHUNK_FILENAME = 'assets/js/[id].[contenthash:8].js';

export default function leanClient(): Plugin {
  return {
    name: 'lean-client',
    configureWebpack(config, isServer) {
      if (isServer) return {};
      return {
        resolve: {alias: {'@docusaurus/utils-common$': path.join(__dirname, 'utilsCommon.js')}},
        ...(config.mode === 'production' ? {output: {chunkFilename: CHUNK_FILENAME}} : {}),
      };
    },
  };
}
