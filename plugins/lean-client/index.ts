/**
 * Trims what Docusaurus itself puts in every page's JavaScript without changing its
 * behaviour: the browser bundle resolves @docusaurus/utils-common to ./utilsCommon.js,
 * which re-exports the package's own functions without loading all of tslib.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

export default function leanClient(): Plugin {
  return {
    name: 'lean-client',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {resolve: {alias: {'@docusaurus/utils-common$': path.join(__dirname, 'utilsCommon.js')}}};
    },
  };
}
