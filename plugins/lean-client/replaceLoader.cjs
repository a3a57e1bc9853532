/**
 * A pre-loader that gives a module the contents of another file (`options.file`): the
 * production browser bundle reads the route table that plugins/lean-client/lazyRoutes.ts
 * wrote instead of the one Docusaurus generated for both bundles.
 */
const {readFileSync} = require('node:fs');

/**
 * @this {import('webpack').LoaderContext<{file: string}>}
 * @returns {string}
 */
module.exports = function replaceLoader() {
  const {file} = this.getOptions();
  this.addDependency(file);
  return readFileSync(file, 'utf8');
};
