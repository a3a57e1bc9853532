/**
 * The headings of a page's own description (the overview's, a tag's), read once for the two
 * that need them: the renderer makes them the page's headings (render/markdown.ts,
 * `descriptionParts`), and the links model resolves `#section/…` against them (links.ts). A
 * heading is a top-level block that is a Markdown heading, `#` or underlined (setext), or an
 * HTML block that is one `<h1>`…`<h6>` element alone (Lob writes `<h3>Postcards</h3>`).
 */
import MarkdownIt, {type Token} from 'markdown-it';
import {fromHtml} from 'hast-util-from-html';
import type {Nodes} from 'hast';

const md = new MarkdownIt({html: true, linkify: false, typographer: false});

/** An HTML block that is one heading element alone. */
const HTML_HEADING = /^\s*<h([1-6])(?:\s[^>]*)?>([\s\S]*?)<\/h\1>\s*$/i;

export interface BlockHeading {
  level: number;
  /** Its text as written: inline Markdown, or the element's inner HTML. */
  source: string;
  /** Whether it is an HTML element. */
  html: boolean;
  /** The index of the first token after it. */
  next: number;
}

/** The heading that `tokens[index]` (markdown-it's block tokens, html on) opens, if it opens one. */
export function blockHeading(tokens: readonly Token[], index: number): BlockHeading | undefined {
  const token = tokens[index];
  if (token.level !== 0 || !token.map) return undefined;
  if (token.type === 'heading_open') {
    return {level: Number(token.tag.slice(1)), source: tokens[index + 1].content, html: false, next: index + 3};
  }
  const element = token.type === 'html_block' ? HTML_HEADING.exec(token.content) : null;
  return element ? {level: Number(element[1]), source: element[2], html: true, next: index + 1} : undefined;
}

function textOf(node: Nodes): string {
  if (node.type === 'text') return node.value;
  return 'children' in node ? node.children.map((child) => textOf(child)).join('') : '';
}

/** A description's headings in order, each with its level and its words as the page shows them. */
export function descriptionHeadings(markdown: string): {level: number; text: string}[] {
  const tokens = md.parse(markdown.replace(/\r\n?/g, '\n'), {});
  const found: {level: number; text: string}[] = [];
  for (let index = 0; index < tokens.length; index += 1) {
    const heading = blockHeading(tokens, index);
    if (!heading) continue;
    const text = textOf(fromHtml(md.renderInline(heading.source), {fragment: true}))
      .replace(/\s+/g, ' ')
      .trim();
    if (text) found.push({level: heading.level, text});
    index = heading.next - 1;
  }
  return found;
}
