/**
 * Prism per page, not per site. Stock Docusaurus registers grammars in a client module
 * that imports prism-react-renderer (about 23 KB compressed) into the main bundle of
 * every page, code or not. This plugin replaces that client module with an empty one;
 * CodeBlock still imports prism-react-renderer, so it now ships only with pages that
 * show code, and ./remark.ts adds the extra grammars each page uses to that page.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

export {default as remarkPrismLanguages} from './remark';

export default function perPagePrism(): Plugin {
  const stockClientModule = require.resolve('@docusaurus/theme-classic/lib/prism-include-languages');
  return {
    name: 'per-page-prism',
    configureWebpack() {
      return {resolve: {alias: {[stockClientModule]: path.join(__dirname, 'noPrismClientModule.js')}}};
    },
  };
}
