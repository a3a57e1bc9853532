/** Small text helpers the generated pages, the Markdown exports and the agent skill share. */

/** Words joined as a list in prose: `a`, `a and b`, `a, b and c`. */
export function andList(items: readonly string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/**
 * A name as lower-case ASCII letters, digits and single hyphens, at most `max` characters
 * (`API reference: Café API` → `api-reference-cafe-api`); `fallback` when nothing is left.
 */
export function asciiSlug(name: string, max: number, fallback: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, max)
    .replace(/-+$/, '');
  return slug || fallback;
}

/**
 * A Markdown code span: a run of backticks, not itself escaped, up to the next run of the same
 * length (`` `a` ``, ``` `` a`b `` ```); an escaped backtick (`` \` ``) opens none.
 */
const CODE_SPAN = /(?<![\\`])(`+)(?!`)[\s\S]*?(?<!`)\1(?!`)/g;

/** `text` with `change` applied to each stretch outside its code spans, the spans kept as they are. */
export function outsideCodeSpans(text: string, change: (prose: string) => string): string {
  let changed = '';
  let at = 0;
  for (const span of text.matchAll(CODE_SPAN)) {
    changed += change(text.slice(at, span.index)) + span[0];
    at = span.index + span[0].length;
  }
  return changed + change(text.slice(at));
}

/**
 * Markdown text whose `<` would open a tag (`<customer list ID>`, `<currency>`, `</b>`) escaped
 * as `\<`, outside code spans: a Markdown reader shows it instead of taking it for HTML. An
 * autolink (`<https://…>`) stays one.
 */
export function escapeTagLikeText(markdown: string): string {
  return outsideCodeSpans(markdown, (prose) => prose.replace(/<(?=[a-zA-Z/!?])(?!(?:https?|mailto):[^\s>]*>)/g, '\\<'));
}

/** `text` without its code spans: its prose. */
export const withoutCodeSpans = (text: string) => text.replace(CODE_SPAN, '');
