/**
 * What the search index records about a doc page besides its text (read back by
 * results.ts): which part of the docs it is in and where it leads.
 */

export type SearchKind = 'Guides' | 'API reference';
export const SEARCH_KINDS: readonly SearchKind[] = ['Guides', 'API reference'];

export interface SearchFields {
  kind: SearchKind;
  /** Pagefind metadata: `method`, `path` and `operation` (its operationId) for an operation, `section` for every page. */
  meta: Record<string, string>;
}

/**
 * `frontMatter` is the doc's; generated reference pages carry `api_reference: true` and
 * operations `api_method`, `api_path` and `api_operation_id` (plugins/openapi). `trail` is the sidebar
 * breadcrumb labels without the page itself.
 */
export function searchFields(frontMatter: Record<string, unknown>, sections: string[]): SearchFields {
  const kind: SearchKind = frontMatter.api_reference === true ? 'API reference' : 'Guides';
  const meta: Record<string, string> = {};
  meta.section = [kind === 'API reference' ? 'API reference' : 'Docs', ...sections].join(' › ');
  if (typeof frontMatter.api_method === 'string' && typeof frontMatter.api_path === 'string') {
    meta.method = frontMatter.api_method;
    meta.path = frontMatter.api_path;
  }
  if (typeof frontMatter.api_operation_id === 'string') meta.operation = frontMatter.api_operation_id;
  // Pagefind reads `key:value` pairs separated by commas, so a value never holds one.
  for (const key of Object.keys(meta)) meta[key] = meta[key].replace(/,/g, '‚');
  return {kind, meta};
}
