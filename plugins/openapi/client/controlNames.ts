/**
 * The names that tie the controls in the static reference HTML to the code that handles them:
 * ../render/controls.ts (and the pages that write sections and anchor links) put them in the
 * HTML at generation, ../theme/ApiHtml/controls.ts finds them in the page once it is
 * interactive, and ./api-reference.css styles them. Plain data, for both sides.
 */

/** A copy button: the text it copies is this attribute's value. */
export const COPY_ATTRIBUTE = 'data-copy';
export const COPY_CLASS = 'api-copy';
/** Set for a moment on a control whose text or URL was just copied. */
export const COPIED_ATTRIBUTE = 'data-copied';
/** "Expand all": opens or closes every collapsed field of its section. */
export const EXPAND_ALL_ATTRIBUTE = 'data-expand-all';
export const EXPAND_ALL_CLASS = 'api-expand-all';
/** A section whose fields "Expand all" opens; its heading row is the section head. */
export const SECTION_CLASS = 'api-section';
export const SECTION_HEAD_CLASS = 'api-section__head';
/** Anchor links that, followed, also copy their URL: a field's name, and a response's `#`. */
export const FIELD_NAME_CLASS = 'api-field__name';
export const ANCHOR_CLASS = 'api-anchor';
/** The block of a request body's examples that shows the body of the variant chosen in the samples. */
export const VARIANT_EXAMPLE_ATTRIBUTE = 'data-variant-example';
