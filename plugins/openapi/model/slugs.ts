/**
 * The one place page slugs come from. Every page id, link, sidebar entry, docs check
 * and test asks the model for a page's slug; nothing else derives one.
 *
 * - Names (operationIds, tags, the API title) go through lodash `kebabCase`:
 *   `OAuth2Authentication` → `o-auth-2-authentication`, `iFrames` → `i-frames`.
 * - An operation without an operationId takes its method and path: `GET /pets/{id}` → `get-pets-id`.
 * - Schema pages take the schema's name in lower case (`BusinessDetail` → `businessdetail`),
 *   whatever its `title` says; characters that do not belong in a URL segment become `-`.
 * - Two pages that would share a slug in one folder are told apart with `-2`, `-3`, … in
 *   the order they are claimed (the overview, operations, webhooks, tags, the schema index,
 *   then schemas).
 */
import kebabCase from 'lodash/kebabCase';

export function slugify(text: string): string {
  return kebabCase(text);
}

export function operationSlug(operation: {operationId?: string; method: string; path: string}): string {
  return (
    (operation.operationId ? slugify(operation.operationId) : '') ||
    slugify(`${operation.method} ${operation.path}`) ||
    operation.method
  );
}

export function schemaSlug(name: string): string {
  return (
    name
      .toLowerCase()
      .replace(/[^\p{L}\p{N}_-]+/gu, '-')
      .replace(/^-+|-+$/g, '') || 'schema'
  );
}

/** Hands out unique slugs within each folder of the generated reference. */
export class SlugRegistry {
  private readonly taken = new Set<string>();

  claim(folder: string, slug: string): string {
    const prefix = folder ? `${folder}/` : '';
    let candidate = slug;
    for (let n = 2; this.taken.has(prefix + candidate); n += 1) candidate = `${slug}-${n}`;
    this.taken.add(prefix + candidate);
    return prefix + candidate;
  }
}
