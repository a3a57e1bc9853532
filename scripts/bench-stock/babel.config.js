// The openapi theme ships CommonJS; without `unambiguous`, Babel treats it as ESM and
// hydration fails with `exports is not defined` under webpack.
module.exports = {presets: [require.resolve('@docusaurus/core/lib/babel/preset')], sourceType: 'unambiguous'};
