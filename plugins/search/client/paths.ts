/** Where the search index lives in the built site (written by plugins/search). */
export const SEARCH_DIR = 'pagefind';
/** The spelling vocabulary beside the index, fetched only when a query finds nothing. */
export const VOCABULARY_FILE = 'vocabulary.json';
