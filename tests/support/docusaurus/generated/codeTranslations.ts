/** Docusaurus's generated translations: English, the default text of each <Translate>. */
export default {};
