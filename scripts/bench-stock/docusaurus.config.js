// The stock docusaurus-plugin-openapi-docs and docusaurus-theme-openapi-docs 4.2.0, as their
// README sets them up, for the side-by-side columns of `npm run bench -- --corpus`. The
// benchmark copies this folder to .reference/stock and builds the description in
// STOCK_SPEC there (with webpack: the theme's Node polyfills need it).
module.exports = {
  title: 'Stock openapi-docs',
  url: 'https://docs.gcm.example',
  baseUrl: '/',
  onBrokenLinks: 'warn',
  onBrokenAnchors: 'warn',
  onBrokenMarkdownLinks: 'warn',
  presets: [
    [
      'classic',
      {
        docs: {sidebarPath: require.resolve('./sidebars.ts'), docItemComponent: '@theme/ApiItem'},
        blog: false,
        pages: false,
      },
    ],
  ],
  plugins: [
    [
      'docusaurus-plugin-openapi-docs',
      {
        id: 'openapi',
        docsPluginId: 'classic',
        config: {
          api: {
            specPath: process.env.STOCK_SPEC,
            outputDir: 'docs/api',
            sidebarOptions: {groupPathsBy: 'tag'},
            showSchemas: true,
          },
        },
      },
    ],
  ],
  themes: ['docusaurus-theme-openapi-docs'],
};
