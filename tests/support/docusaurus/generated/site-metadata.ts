/** Docusaurus's generated version data. */
export default {docusaurusVersion: '3.8.1', siteVersion: undefined, pluginVersions: {}};
