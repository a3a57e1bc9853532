/**
 * Where the pages live: the one spelling of the docs route and of the API reference's folder
 * and route, for the config, the sidebars, the generator, the guides' directives, the docs
 * checks, the exports and the tests. A reference page's slug is the spec model's
 * (plugins/openapi/model/slugs.ts, the one formula); this module only puts it under the route.
 */

/** The route of the docs plugin's pages. */
export const DOCS_ROUTE_BASE = '/docs';

/** The reference's folder inside the docs folder, which is also the prefix of its doc ids. */
export const REFERENCE_FOLDER = 'api/partner-api';

/**
 * The folder at the site's root of the files a reference page loads when a reader chooses a
 * shape of a polymorphic body (plugins/openapi/render/variants.ts): named by their content's
 * hash, so hosts may cache them for good (plugins/hosting).
 */
export const VARIANTS_FOLDER = 'api-variants';

/**
 * The folder of the files holding the HTML of operation pages' bodies in the browser bundle
 * (plugins/openapi/bodyHtmlLoader.cjs): named by their content's hash, among the hashed assets.
 */
export const BODY_HTML_FOLDER = 'assets/api-html';

/** The folders of JSON files named by their content's hash: one host rule covers each, however many files. */
export const HASHED_JSON_FOLDERS = [VARIANTS_FOLDER, BODY_HTML_FOLDER] as const;

/** The route of the reference: `/docs/api/partner-api`. */
export const REFERENCE_ROUTE_BASE = `${DOCS_ROUTE_BASE}/${REFERENCE_FOLDER}`;

/**
 * The route of a reference page (a page id of the spec model), and of a section of it:
 * `routeOf('void-card', 'responses')` → `/docs/api/partner-api/void-card#responses`.
 * A reference built elsewhere passes its own `routeBase`.
 */
export function routeOf(page: string, anchor?: string, routeBase: string = REFERENCE_ROUTE_BASE): string {
  return `${routeBase}/${page}${anchor ? `#${anchor}` : ''}`;
}

/** The doc id of a reference page: `api/partner-api/gcm-api`. */
export function referenceDocId(page: string): string {
  return `${REFERENCE_FOLDER}/${page}`;
}

/** The index of every page and its Markdown twin, for agents (llmstxt.org), at the site's root. */
export const LLMS_INDEX_PATH = '/llms.txt';

/**
 * Where a page's Markdown twin is (llmstxt.org: its URL plus `.md`): `/docs/introduction` →
 * `/docs/introduction.md`; an address ending in `/` (the home page) → its folder's `index.md`.
 * The exports write the twins there, and the host rules point to them.
 */
export function markdownTwinOf(route: string): string {
  return route.endsWith('/') ? `${route}index.md` : `${route}.md`;
}
