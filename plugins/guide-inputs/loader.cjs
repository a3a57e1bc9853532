/**
 * A pass-through loader that runs before the MDX loader on every guide and declares the
 * files the guide's compiled output depends on besides itself (see ./index.ts). The
 * bundler requires loaders directly, so this one file is CommonJS; its logic is
 * ./inputs.cjs, which the unit tests import.
 */
const {guideInputs} = require('./inputs.cjs');

/**
 * @this {import('webpack').LoaderContext<{siteDir: string, specPath: string}>}
 * @param {string} source
 */
module.exports = function guideInputsLoader(source) {
  const {siteDir, specPath} = this.getOptions();
  for (const file of guideInputs(source, {siteDir, specPath, guidePath: this.resourcePath})) this.addDependency(file);
  return source;
};
