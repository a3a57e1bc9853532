/**
 * A pass-through loader that runs before the MDX loader on every guide and declares the
 * files the guide's compiled output depends on besides itself (see ./index.ts). The
 * bundler requires loaders directly, so this one file is CommonJS; its logic is
 * ./inputs.cjs, which the unit tests import.
 */
const {guideInputFolders, guideInputs} = require('./inputs.cjs');

/**
 * @this {import('webpack').LoaderContext<{siteDir: string, specPath: string, changelog?: string, releasesDir?: string}>}
 * @param {string} source
 */
module.exports = function guideInputsLoader(source) {
  const where = {...this.getOptions(), guidePath: this.resourcePath};
  for (const file of guideInputs(source, where)) this.addDependency(file);
  for (const folder of guideInputFolders(source, where)) this.addContextDependency(folder);
  return source;
};
