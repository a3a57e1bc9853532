/**
 * Descriptions from the API description, as safe HTML for the static reference blocks.
 * markdown-it reads CommonMark with its raw HTML (Stripe writes every description as
 * `<p>` with `<a>` and `<code>`); a text with raw HTML is then cleaned by ./sanitize.ts
 * with GitHub's allow-list. A text without (almost all of them) needs no cleaning: markdown-it
 * escapes every character of its own. Either way links go through the page's LinkPolicy
 * (script and data URLs never), images from other hosts become links (the site loads
 * nothing from a third party), headings move below the page's own, and code is
 * highlighted at build time like every other code block.
 */
import MarkdownIt, {type RendererRule, type Token} from 'markdown-it';
import {highlightToHtml} from '../../static-code';
import {blockHeading} from '../model/descriptionHeadings';
import {escapeHtml, htmlText} from './html';
import {outsideCodeSpans} from '../../shared/text';
import {
  CODE_CLASS,
  HEADING_CLASS,
  HTML_ELEMENTS,
  TABLE_SCROLL_CLASS,
  cleanTree,
  headingLevel,
  imageName,
  imageUse,
  knownLanguage,
  linkHref,
  treeText,
  treeToHtml,
  type LinkPolicy,
} from './sanitize';

export type {LinkPolicy} from './sanitize';
const keepLinks: LinkPolicy = (href) => href;

/** Levels a description's heading moves down in a reference block (h1 → h4). */
const BLOCK_HEADING_SHIFT = 3;

type Env = {
  linkPolicy?: LinkPolicy;
  /** Levels headings move down (default: BLOCK_HEADING_SHIFT). */
  headingShift?: number;
  /**
   * Set while parsing when the text has raw HTML: markdown-it then writes plain markup, and
   * ./sanitize.ts applies the policy and the generator's shape to all of it at once.
   */
  raw?: boolean;
  /** The elements the whole text closes, when it is read a paragraph at a time (closedElements). */
  closed?: ReadonlySet<string>;
};

const md = new MarkdownIt({html: true, linkify: false, typographer: false});
// Every destination is a link to markdown-it; the policy below (or ./sanitize.ts) refuses
// unsafe ones and keeps their text, where markdown-it would show the Markdown source.
md.validateLink = () => true;

/** An image's size after its destination, as Bump writes it: `![logo](logo.svg =128pxx32px)`, `=100x`, `=x20`. */
export const BUMP_IMAGE_SIZE = String.raw`=\d*(?:px)?x\d*(?:px)?`;
const IMAGE_SIZE = new RegExp(String.raw`(!\[[^\]\n]*\]\(\s*(?:<[^>\n]*>|[^\s)]+))\s+${BUMP_IMAGE_SIZE}\s*\)`, 'g');
// The size is dropped, the image kept: CommonMark has no such syntax and showed it all as text.
md.core.ruler.after('normalize', 'image_size', (state) => {
  state.src = state.src.replace(IMAGE_SIZE, '$1)');
});

/**
 * A tag whose last attribute's quote is never closed (Pinterest's `<a href="/docs/x"
 * target="blank>Open beta</a>`): CommonMark reads it as text, shown as a literal tag, and a
 * browser would take the rest of the text into the attribute. Read as its writer meant: the
 * quote closed before the `>`, when the tag is an HTML element's and no `"` follows in its
 * paragraph (a `>` inside a value whose quote closes later, `title="a > b"`, is left alone).
 * Only in a paragraph's text outside code spans: code shows what it says.
 */
const UNCLOSED_QUOTE =
  /(<([a-zA-Z][\w-]*)(?:\s+[\w:.-]+(?:\s*=\s*(?:"[^"<>]*"|'[^'<>]*'|[^\s"'<>=`]+))?)*\s+[\w:.-]+\s*=\s*"[^"<>\n]*)>(?=[^"]*$)/g;
const closeQuotes = (prose: string) =>
  prose.replace(UNCLOSED_QUOTE, (tag: string, start: string, name: string) =>
    HTML_ELEMENTS.has(name.toLowerCase()) ? `${start}">` : tag,
  );
// After the blocks are read, before their text is: a paragraph's text is an inline token's.
md.core.ruler.after('block', 'unclosed_attribute_quote', (state) => {
  for (const token of state.tokens) {
    if (token.type === 'inline') token.content = outsideCodeSpans(token.content, closeQuotes);
  }
});

const isRaw = (token: Token) => token.type === 'html_block' || token.type === 'html_inline';

/**
 * A tag whose name is no HTML element's (`<id>`, `<string>`, `List<Card>`): a placeholder,
 * shown as text, unless it is markup of the writer's own site: an element the text closes
 * (`<x-lifecycle class="ea"></x-lifecycle>`, `<Message warning>…</Message>`,
 * `<currency>100</currency>`), one that closes itself (`<x-badge/>`), or one with an attribute
 * value (`<x-note kind="ea">`). The sanitizer removes those and keeps their text.
 */
function isPlaceholder(token: Token, closed: ReadonlySet<string>): boolean {
  const tag = /^<(\/?)([a-z][a-z0-9-]*)([^>]*)>/i.exec(token.content);
  if (!tag) return false;
  const [, closing, name, rest] = tag;
  if (HTML_ELEMENTS.has(name.toLowerCase())) return false;
  const markup = closed.has(name.toLowerCase()) || (!closing && (/\/\s*$/.test(rest) || /=/.test(rest)));
  return !markup;
}

/** The names of the elements a text's HTML closes (`</Message>` → `message`); code is not HTML. */
function closedElements(tokens: readonly Token[]): Set<string> {
  const names = new Set<string>();
  for (const token of tokens.flatMap((block) => [block, ...(block.children ?? [])])) {
    if (!isRaw(token)) continue;
    for (const [, name] of token.content.matchAll(/<\/([a-z][a-z0-9-]*)\s*>/gi)) names.add(name.toLowerCase());
  }
  return names;
}

/**
 * Stoplight's callouts: a comment naming a theme right before a quote (`<!-- theme: warning -->`,
 * PagerDuty's "Early Access" notes). The quote becomes one of the site's alerts of that kind;
 * the comment says nothing else, so it does not make the text raw HTML.
 */
const CALLOUT_THEMES = new Set(['info', 'success', 'warning', 'danger']);
const THEME_COMMENT = /^\s*<!--\s*theme:\s*([a-z]+)\s*-->\s*$/i;

/** A quote markCallouts made one of the site's alerts. */
const isCallout = (token: Token) =>
  token.type === 'blockquote_open' && /\balert\b/.test(String(token.attrGet('class') ?? ''));

function markCallouts(tokens: Token[]): Token[] {
  return tokens.filter((token, index) => {
    const theme = token.type === 'html_block' ? THEME_COMMENT.exec(token.content)?.[1].toLowerCase() : undefined;
    const next = tokens[index + 1];
    if (theme === undefined || !CALLOUT_THEMES.has(theme) || next?.type !== 'blockquote_open') return true;
    next.attrJoin('class', `alert alert--${theme}`);
    return false;
  });
}

// Marks a text with raw HTML, or else applies the link policy: links it refuses lose their
// target and keep their text.
md.core.ruler.push('link_policy', (state) => {
  const env = state.env as Env;
  const closed = env.closed ?? closedElements(state.tokens);
  // A line that starts with a placeholder is a paragraph, not an HTML block.
  state.tokens = markCallouts(state.tokens).flatMap((token) => {
    if (token.type !== 'html_block' || !isPlaceholder(token, closed)) return [token];
    const [open, inline, close] = (
      [
        ['paragraph_open', 'p', 1, 0],
        ['inline', '', 0, 1],
        ['paragraph_close', 'p', -1, 0],
      ] as const
    ).map(([type, tag, nesting, depth]) =>
      Object.assign(new state.Token(type, tag, nesting), {block: true, map: token.map, level: token.level + depth}),
    );
    inline.content = token.content.trim();
    state.md.inline.parse(inline.content, state.md, state.env, (inline.children = []));
    return [open, inline, close];
  });
  for (const block of state.tokens) {
    for (const token of block.children ?? []) {
      if (token.type === 'html_inline' && isPlaceholder(token, closed)) token.type = 'text';
    }
  }
  env.raw = state.tokens.some((token) => isRaw(token) || (token.children ?? []).some(isRaw));
  if (env.raw) return;
  const policy = env.linkPolicy ?? keepLinks;
  for (const block of state.tokens) {
    if (block.type !== 'inline' || !block.children) continue;
    const dropped: boolean[] = [];
    block.children = block.children.filter((token) => {
      if (token.type === 'link_open') {
        const href = linkHref(String(token.attrGet('href') ?? ''), policy);
        dropped.push(href === null);
        if (href !== null) token.attrSet('href', href);
        return href !== null;
      }
      if (token.type === 'link_close') return !dropped.pop();
      if (token.type === 'image' && dropped.length > 0) token.meta = {...token.meta, insideLink: true};
      return true;
    });
  }
});

md.options.highlight = (code: string, language: string): string => {
  const body = knownLanguage(language) ? highlightToHtml(code, language) : escapeHtml(code);
  return `<pre class="${CODE_CLASS}"><code>${body}</code></pre>`;
};

const rules = md.renderer.rules;
/** A rule of its own for the text without raw HTML; markdown-it's for the text ./sanitize.ts shapes. */
function unlessRaw(name: string, own: RendererRule): void {
  const plain: RendererRule =
    rules[name] ?? ((tokens, index, options, env, self) => self.renderToken(tokens, index, options));
  rules[name] = (tokens, index, options, env, self) =>
    ((env as Env | undefined)?.raw ? plain : own)(tokens, index, options, env, self);
}

const defaultFence = rules.fence!;
rules.fence = (tokens, index, options, env, self) =>
  defaultFence(tokens, index, (env as Env | undefined)?.raw ? {...options, highlight: null} : options, env, self);
unlessRaw(
  'code_block',
  (tokens, index) => `<pre class="${CODE_CLASS}"><code>${escapeHtml(tokens[index].content)}</code></pre>\n`,
);

const defaultImage = rules.image!;
unlessRaw('image', (tokens, index, options, env, self) => {
  const token = tokens[index];
  const src = String(token.attrGet('src') ?? '');
  const alt = self.renderInlineAsText(token.children ?? [], options, env);
  const insideLink = token.meta?.insideLink === true;
  const use = imageUse(src, (env as Env | undefined)?.linkPolicy ?? keepLinks, insideLink);
  // A link's only content keeps a name: a link with no text is no link to a screen reader.
  if (use.kind === 'text') return escapeHtml(alt || (insideLink && src ? imageName(src) : ''));
  if (use.kind === 'link') return `<a href="${escapeHtml(use.href)}">${escapeHtml(alt || imageName(src))}</a>`;
  token.attrSet('src', use.src);
  return defaultImage(tokens, index, options, env, self);
});

const level = (token: Token, env: unknown) =>
  headingLevel(Number(token.tag.slice(1)), (env as Env | undefined)?.headingShift ?? BLOCK_HEADING_SHIFT);
unlessRaw('heading_open', (tokens, index, options, env) => `<h${level(tokens[index], env)} class="${HEADING_CLASS}">`);
unlessRaw('heading_close', (tokens, index, options, env) => `</h${level(tokens[index], env)}>`);
unlessRaw('table_open', () => `<div class="${TABLE_SCROLL_CLASS}" tabindex="0"><table>`);
unlessRaw('table_close', () => '</table></div>');

/** markdown-it's HTML of a text, cleaned when it has raw HTML. */
function finish(html: string, env: Env, inline: boolean): string {
  if (!env.raw) return html.trim();
  const policy = env.linkPolicy ?? keepLinks;
  return treeToHtml(cleanTree(html, {policy, inline, headingShift: env.headingShift ?? BLOCK_HEADING_SHIFT}));
}

/**
 * What a text renders to under a link policy. A description is rendered wherever its schema
 * appears: a 700-operation description rendered 624 texts 104,873 times. A policy only maps
 * links (and may note the ones it drops, which it then already did), so a text renders the
 * same every time.
 */
const rendered = new WeakMap<LinkPolicy, Map<string, string>>();

function cached(kind: 'block' | 'inline', text: string, linkPolicy: LinkPolicy | undefined, render: () => string) {
  const policy = linkPolicy ?? keepLinks;
  let texts = rendered.get(policy);
  if (!texts) rendered.set(policy, (texts = new Map()));
  const key = `${kind}:${text}`;
  let html = texts.get(key);
  if (html === undefined) texts.set(key, (html = render()));
  return html;
}

const oneLine = (text: string) => text.replace(/\s*\n\s*/g, ' ').trim();

/** Block Markdown (paragraphs, lists, tables, code, HTML) as HTML. */
export function markdownToHtml(text: unknown, linkPolicy?: LinkPolicy): string {
  if (typeof text !== 'string' || text.trim() === '') return '';
  return cached('block', text, linkPolicy, () => {
    const env: Env = {linkPolicy};
    return finish(md.render(text, env), env, false);
  });
}

/** One line of Markdown (a summary, a label) as inline HTML: block elements are unwrapped. */
export function inlineMarkdownToHtml(text: unknown, linkPolicy?: LinkPolicy): string {
  if (typeof text !== 'string' || text.trim() === '') return '';
  return cached('inline', text, linkPolicy, () => {
    const env: Env = {linkPolicy};
    return finish(md.renderInline(oneLine(text), env), env, true);
  });
}

/** Plain text of one paragraph of Markdown: its words, without tags, comments or Markdown marks. */
function paragraphText(text: string, closed: ReadonlySet<string>): string {
  const env: Env = {closed};
  const html = md.render(text, env);
  // A block's end is a word's end: `> ### Early Access` then its paragraph is not "Early AccessThis".
  if (!env.raw)
    return htmlText(html.replace(/<\/(?:h[1-6]|p|li|blockquote|td|th|dt|dd)>|<br\s*\/?>/gi, '$& '))
      .replace(/\s+/g, ' ')
      .trim();
  return treeText(cleanTree(html, {policy: keepLinks}));
}

/** Plain text of some Markdown, its first paragraph with words: for front matter descriptions and attributes. */
export function markdownToPlainText(text: unknown): string {
  if (typeof text !== 'string') return '';
  const closed = closedElements(md.parse(text, {}));
  for (const paragraph of text.split(/\n\s*\n/)) {
    const plain = paragraphText(paragraph, closed);
    if (plain) return plain;
  }
  return '';
}

/** Front matter descriptions stay short: every page's is loaded with every docs page (in the version metadata). */
const SUMMARY_LENGTH = 120;

/** The first sentence of some Markdown as plain text, cut at a word before SUMMARY_LENGTH characters. */
export function summarize(text: unknown, fallback: string): string {
  const plain = markdownToPlainText(text);
  const sentence = /^(.+?[.!?])(\s|$)/.exec(plain)?.[1] ?? plain;
  if (!sentence) return fallback;
  if (sentence.length <= SUMMARY_LENGTH) return sentence;
  return `${sentence.slice(0, SUMMARY_LENGTH - 1).replace(/\s+\S*$/, '')}…`;
}

/** A part of a page's own description (./safeMdx.ts writes each into the page's MDX). */
export type DescriptionPart =
  /** Markdown without raw HTML, as written. */
  | {kind: 'markdown'; text: string}
  /** A heading of the description; `text` is its inline Markdown or HTML. */
  | {kind: 'heading'; level: number; text: string}
  /** Everything between two headings when it has raw HTML, cleaned. */
  | {kind: 'html'; html: string};

/**
 * A page's own description (the overview's, a tag's) in parts, or null when it has no raw
 * HTML and no `#` heading. Its headings stay headings of the page (in the table of contents,
 * with the anchors `#section/…` links name); what lies between them is Markdown when it
 * has no raw HTML, and cleaned HTML, headings unmoved, when it has.
 */
export function descriptionParts(text: string, linkPolicy?: LinkPolicy): DescriptionPart[] | null {
  const source = text.replace(/\r\n?/g, '\n');
  const env: Env = {linkPolicy, headingShift: 0};
  const tokens = md.parse(source, env);
  // Plain Markdown stays as written, unless a heading of it is a page's title's level, or it
  // has a Stoplight callout, which only the HTML shows as one.
  const plain = !env.raw && !tokens.some(isCallout);
  if (plain && !tokens.some((token, index) => blockHeading(tokens, index)?.level === 1)) return null;
  const lines = source.split('\n');
  const parts: DescriptionPart[] = [];
  let start = 0;
  let line = 0;
  const flush = (end: number, endLine: number) => {
    const run = tokens.slice(start, end);
    if (run.some((token) => isRaw(token) || isCallout(token) || (token.children ?? []).some(isRaw))) {
      const html = finish(md.renderer.render(run, md.options, env), env, false);
      if (html) parts.push({kind: 'html', html});
    } else {
      // Without the blank lines around it (an indented code block keeps its indent).
      const markdown = lines
        .slice(line, endLine)
        .join('\n')
        .replace(/^(?:[ \t]*\n)+/, '')
        .trimEnd();
      if (markdown) parts.push({kind: 'markdown', text: markdown});
    }
  };
  for (let index = 0; index < tokens.length; index += 1) {
    const heading = blockHeading(tokens, index);
    const map = tokens[index].map;
    if (!heading || !map) continue;
    flush(index, map[0]);
    parts.push({kind: 'heading', level: heading.level, text: heading.html ? oneLine(heading.source) : heading.source});
    [line, start] = [map[1], heading.next];
    index = start - 1;
  }
  flush(tokens.length, lines.length);
  return parts;
}

/**
 * One line of Markdown with raw HTML, cleaned, as a tree (./safeMdx.ts writes it as JSX);
 * null when it has no raw HTML.
 */
export function inlineHtmlTree(text: string, linkPolicy?: LinkPolicy) {
  const env: Env = {linkPolicy};
  const html = md.renderInline(oneLine(text), env);
  return env.raw ? cleanTree(html, {policy: linkPolicy ?? keepLinks, inline: true}) : null;
}
