/** The MDX around the static HTML: front matter, imports, code blocks and JSX attributes. */

const unicodeEscape = (ch: string) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`;

/** A JS string literal safe inside an MDX expression: MDX finds the end of `{…}` by counting braces. */
export function jsString(value: string): string {
  return JSON.stringify(value).replace(/[{}\u2028\u2029]/g, unicodeEscape);
}

/**
 * A JS template literal, safe inside an MDX expression, that keeps the text's line breaks
 * (so generated pages and their golden snapshots read line by line) but never has a blank line.
 */
export function jsTemplate(value: string): string {
  const body = value
    .replace(/\\/g, '\\\\')
    .replace(/`/g, '\\`')
    .replace(/[{}]/g, unicodeEscape)
    .replace(/\r/g, '\\r')
    .replace(/\n(?=\n)/g, '\\n');
  return `\`${body}\``;
}

/** The text a `jsTemplate` literal (with its backticks) stands for. */
export function fromJsTemplate(literal: string): string {
  const escapes: Record<string, string> = {'\\': '\\', '`': '`', r: '\r', n: '\n', u007b: '{', u007d: '}'};
  return literal.slice(1, -1).replace(/\\(\\|`|r|n|u007b|u007d)/g, (_, escape: string) => escapes[escape]);
}

/**
 * Text Docusaurus puts in places it does not escape for HTML, such as the JSON-LD
 * breadcrumbs inside a `<script>`: a `<` there could end the script, so it becomes `‹`.
 */
export function plainText(text: string): string {
  return text.replace(/</g, '‹');
}

/**
 * YAML front matter of a generated page; strings are written as JSON strings, which YAML
 * reads as they are. Every generated page says it is part of the reference (`api_reference`),
 * which site search records (plugins/search/client/fields.ts).
 */
export function frontMatter(fields: Record<string, string | number | boolean | null | undefined>): string {
  const lines = Object.entries({...fields, api_reference: true})
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => `${key}: ${typeof value === 'string' ? JSON.stringify(plainText(value)) : String(value)}`);
  return `---\n${lines.join('\n')}\n---\n`;
}

/** A block of static reference HTML (see ../theme/ApiHtml). */
export function apiHtml(html: string): string {
  return html ? `<ApiHtml html={${jsTemplate(html)}} />` : '';
}

/** A Markdown code fence longer than any run of backticks in `code`, so the code cannot close it. */
export function codeFence(code: string): string {
  const longestRun = Math.max(2, ...[...code.matchAll(/`+/g)].map((match) => match[0].length));
  return '`'.repeat(longestRun + 1);
}

/** A fenced code block whose fence can never be closed by its own content. */
export function codeBlock(language: string, title: string, code: string): string {
  const fence = codeFence(code);
  // A backtick fence's info string may hold no backtick: the block would not be a block at all.
  const safeTitle = title.replace(/["\n\r`]/g, "'");
  return `${fence}${language} title="${safeTitle}"\n${code}\n${fence}`;
}

/** A JSX attribute value: `"text"` when plain, `{"text"}` otherwise. */
export function jsxAttr(value: string): string {
  return /^[\w .:/()#+,-]*$/.test(value) ? `"${value}"` : `{${jsString(value)}}`;
}
