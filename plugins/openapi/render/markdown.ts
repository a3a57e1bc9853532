/**
 * Descriptions from the API description, as safe HTML for the static reference blocks.
 * markdown-it with raw HTML off: tags in a description show as text, links with a
 * script or data URL are dropped, images from other hosts become links (the site loads
 * nothing from a third party), headings move below the page's own, and code is
 * highlighted at build time like every other code block.
 */
import MarkdownIt from 'markdown-it';
import {highlightToHtml, resolveLanguage} from '../../static-code';
import {escapeHtml, htmlText} from './html';

/** What a link in a description may point at: the href to use, or null to show its text only. */
export type LinkPolicy = (href: string) => string | null;
const keepLinks: LinkPolicy = (href) => href;
interface Env {
  linkPolicy?: LinkPolicy;
}

const md = new MarkdownIt({html: false, linkify: false, typographer: false});

// Links the policy refuses lose their target and keep their text.
md.core.ruler.push('link_policy', (state) => {
  const policy = (state.env as Env)?.linkPolicy ?? keepLinks;
  for (const block of state.tokens) {
    if (block.type !== 'inline' || !block.children) continue;
    const dropped: boolean[] = [];
    block.children = block.children.filter((token) => {
      if (token.type === 'link_open') {
        const href = policy(String(token.attrGet('href') ?? ''));
        dropped.push(href === null);
        if (href !== null) token.attrSet('href', href);
        return href !== null;
      }
      if (token.type === 'link_close') return !dropped.pop();
      // An image inside a link cannot become a link of its own.
      if (token.type === 'image' && dropped.length > 0) token.meta = {...token.meta, insideLink: true};
      return true;
    });
  }
});

md.options.highlight = (code: string, language: string): string => {
  let known: string | null = null;
  try {
    known = resolveLanguage(language);
  } catch {
    known = null;
  }
  const body = known ? highlightToHtml(code, language) : escapeHtml(code);
  return `<pre class="api-code"><code>${body}</code></pre>`;
};

const defaultImage = md.renderer.rules.image!;
md.renderer.rules.image = (tokens, index, options, env, self) => {
  const token = tokens[index];
  const alt = self.renderInlineAsText(token.children ?? [], options, env) || String(token.attrGet('src') ?? '');
  const src = ((env as Env)?.linkPolicy ?? keepLinks)(String(token.attrGet('src') ?? ''));
  if (src === null) return escapeHtml(alt);
  token.attrSet('src', src);
  if (src.startsWith('/') && !src.startsWith('//')) return defaultImage(tokens, index, options, env, self);
  return token.meta?.insideLink ? escapeHtml(alt) : `<a href="${escapeHtml(src)}">${escapeHtml(alt)}</a>`;
};

md.renderer.rules.heading_open = (tokens, index) => {
  const level = Math.min(6, Number(tokens[index].tag.slice(1)) + 3);
  return `<h${level} class="api-md-heading">`;
};
md.renderer.rules.heading_close = (tokens, index) => {
  const level = Math.min(6, Number(tokens[index].tag.slice(1)) + 3);
  return `</h${level}>`;
};
md.renderer.rules.table_open = () => '<div class="api-table-scroll" tabindex="0"><table>';
md.renderer.rules.table_close = () => '</table></div>';

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

/** Block Markdown (paragraphs, lists, tables, code) as HTML. */
export function markdownToHtml(text: unknown, linkPolicy?: LinkPolicy): string {
  if (typeof text !== 'string' || text.trim() === '') return '';
  return cached('block', text, linkPolicy, () => md.render(text, {linkPolicy} satisfies Env).trim());
}

/** One line of Markdown (a summary, a label) as inline HTML. */
export function inlineMarkdownToHtml(text: unknown, linkPolicy?: LinkPolicy): string {
  if (typeof text !== 'string' || text.trim() === '') return '';
  return cached('inline', text, linkPolicy, () =>
    md.renderInline(text.replace(/\s*\n\s*/g, ' ').trim(), {linkPolicy} satisfies Env),
  );
}

/** Plain text of some Markdown: for front matter descriptions and attributes. */
export function markdownToPlainText(text: unknown): string {
  if (typeof text !== 'string') return '';
  return htmlText(inlineMarkdownToHtml(text.split(/\n\s*\n/)[0])).trim();
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
