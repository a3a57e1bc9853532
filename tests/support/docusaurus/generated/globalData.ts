/** Docusaurus's generated plugin data: none for the components under test. */
export default {};
