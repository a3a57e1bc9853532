/** A few string helpers for the static HTML of reference blocks: everything is escaped. */

const ESCAPES: Record<string, string> = {'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;'};

export function escapeHtml(text: unknown): string {
  return String(text).replace(/[&<>"']/g, (ch) => ESCAPES[ch]);
}

const UNESCAPES: Record<string, string> = Object.fromEntries(
  Object.entries(ESCAPES).map(([ch, entity]) => [entity, ch]),
);

/** The text of a piece of this module's HTML: tags dropped, entities decoded. */
export function htmlText(html: string): string {
  return html.replace(/<[^>]*>/g, '').replace(/&(?:amp|lt|gt|quot|#39);/g, (entity) => UNESCAPES[entity]);
}

type AttributeValue = string | number | boolean | undefined | null;

/** Elements followed by a line break, so the generated HTML reads one block a line. */
const BLOCK_TAGS = new Set([
  'p',
  'div',
  'ul',
  'li',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'section',
  'details',
  'table',
  'thead',
  'tbody',
  'tr',
]);

/** `<tag a="b">children</tag>`, attribute values escaped; false, null and undefined attributes are left out. */
export function el(
  tag: string,
  attributes: Record<string, AttributeValue>,
  ...children: (string | false | null | undefined)[]
): string {
  const attrs = Object.entries(attributes)
    .filter(([, value]) => value !== false && value !== null && value !== undefined)
    .map(([name, value]) => (value === true ? ` ${name}` : ` ${name}="${escapeHtml(value)}"`))
    .join('');
  return `<${tag}${attrs}>${children.filter(Boolean).join('')}</${tag}>${BLOCK_TAGS.has(tag) ? '\n' : ''}`;
}

/**
 * Control characters (C0 but tab and line ends, DEL and C1) as JSON writes them, `\u0015`: raw
 * bytes in an example (Lago's) show as nothing, or as boxes, and HTML calls most of them errors.
 * Inside JSON they stand only in strings, where the escape means the same character.
 */
export function escapeControls(text: string): string {
  return text.replace(
    // eslint-disable-next-line no-control-regex -- finding control characters is the point
    /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/** Inline code for a literal value (strings as they are, anything else as JSON). */
export function codeValue(value: unknown): string {
  // An empty string is written as JSON writes it: an empty code span shows nothing.
  const text = typeof value === 'string' && value !== '' ? value : JSON.stringify(value);
  return el('code', {}, escapeHtml(escapeControls(text)));
}

/** An HTML id for an anchor: no whitespace, nothing that needs escaping in a URL fragment. */
export function anchorId(text: string): string {
  return text.replace(/[^\p{L}\p{N}._:-]+/gu, '-').replace(/^-+|-+$/g, '') || 'item';
}

/** Unique ids within one page: a second `a` becomes `a-2`. */
export class AnchorRegistry {
  private readonly used = new Set<string>();

  claim(raw: string): string {
    const base = anchorId(raw);
    let id = base;
    for (let n = 2; this.used.has(id); n += 1) id = `${base}-${n}`;
    this.used.add(id);
    return id;
  }
}
