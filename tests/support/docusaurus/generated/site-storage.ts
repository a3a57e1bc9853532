/** Docusaurus's generated storage setting: localStorage with no namespace, the default. */
export default {type: 'localStorage', namespace: ''};
