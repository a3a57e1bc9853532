/** Docusaurus's generated route table: no routes (theme-common reads it only for the home page's). */
export default [];
