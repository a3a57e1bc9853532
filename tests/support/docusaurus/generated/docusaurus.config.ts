/**
 * What Docusaurus generates from docusaurus.config.ts, as much of it as the components under test
 * read: a site served at `/`, as this one is.
 */
export default {
  title: 'GCM Partner Docs',
  url: 'https://docs.gcm.example',
  baseUrl: '/',
  trailingSlash: false,
  future: {experimental_router: 'browser'},
  themeConfig: {},
  customFields: {},
};
