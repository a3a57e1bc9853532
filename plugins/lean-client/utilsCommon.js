/**
 * @docusaurus/utils-common 3.8.1 for the browser: the same exports as its lib/index.js,
 * taken from the same files, without the `require("tslib")` that index.js makes for a
 * single `__importDefault`. That require pulls the whole of tslib (about 3 KiB
 * compressed) into every page's main bundle. plugins/lean-client/__tests__/leanClient.test.ts checks that
 * this module and the package's index export the same names and values.
 */
export {
  default as applyTrailingSlash,
  addTrailingSlash,
  addLeadingSlash,
  removeTrailingSlash,
} from '@docusaurus/utils-common/lib/applyTrailingSlash';
export {addPrefix, removeSuffix, addSuffix, removePrefix} from '@docusaurus/utils-common/lib/stringUtils';
export {getErrorCausalChain} from '@docusaurus/utils-common/lib/errorUtils';
export const blogPostContainerID = '__blog-post-container';
