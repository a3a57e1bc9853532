// The openapi theme ships CommonJS modules; without `unambiguous` Babel treats them
// as ESM and every page throws "exports is not defined" in the browser.
module.exports = {
  presets: [require.resolve('@docusaurus/core/lib/babel/preset')],
  sourceType: 'unambiguous',
};
