/** The reference-only site (`npm run build:reference`): where its generated docs live. */

/** The docs folder of a reference-only build (git-ignored; it holds only the generated reference). */
export const REFERENCE_ONLY_DOCS_DIR = '.reference/docs';
