/** Where the search index lives in the built site (written by plugins/search). */
export const SEARCH_DIR = 'pagefind';
/** The search data beside the index (vocabulary, glossary, page table; plugins/search/vocabulary.ts), loaded with the engine. */
export const VOCABULARY_FILE = 'vocabulary.json';
/** The folder of the related words of words the docs never use, in the index's folder (../thesaurus.ts, related.ts). */
export const RELATED_DIR = 'related';
