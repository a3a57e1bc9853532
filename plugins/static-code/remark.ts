/**
 * Replaces every fenced code block with `<CodeBlock language title html>`, the code
 * already highlighted (./highlight.ts). The page then carries the coloured code
 * in its static HTML and its JS, and the browser never tokenizes it.
 *
 * A block's options are `title="…"` and `file=<rootDir>/path` (its code then comes from
 * that file, through remark-code-import, which must run before this plugin). An unknown
 * language or option stops the build with the file, line and column.
 */
import {highlightToHtml} from './highlight';
import {plainTokenTypes} from './themeCss';
import {FIX_THE_PAGE, ProblemError, problemAt, stopBuild} from '../shared/problems';
import {darkCodeTheme, lightCodeTheme} from './prismThemes';

/** Tokens both colour modes show as plain text go out without a span (see highlightToHtml). */
const PLAIN_TYPES = plainTokenTypes(lightCodeTheme, darkCodeTheme);

interface Node {
  type: string;
  lang?: string | null;
  meta?: string | null;
  value?: string;
  position?: {start: {line: number; column: number}};
  children?: Node[];
}

interface File {
  path?: string;
}

const TITLE = /^title=(["'])(.*?)\1$/;
/** `file=path`, read by remark-code-import (which runs first and fills the block from the file). */
const FILE = /(^|\s)file=\S+/;

/**
 * The title in a fence's meta string (`title="…"`). `file=…` is remark-code-import's and
 * is skipped; any other option throws.
 */
export function parseMeta(meta: string | null | undefined): {title?: string} {
  const rest = (meta ?? '').replace(FILE, ' ').trim();
  if (rest === '') return {};
  const match = TITLE.exec(rest);
  if (!match) throw new Error(`unsupported code block options \`${rest}\`; the options are title="…" and file=…`);
  return {title: match[2]};
}

function attribute(name: string, value: string) {
  return {type: 'mdxJsxAttribute', name, value};
}

export interface StaticCodeProps {
  language: string;
  title?: string;
  html: string;
}

/** The props of the `<CodeBlock>` a fenced block becomes (throws on an unknown language or option). */
export function staticCodeProps(
  code: string,
  lang: string | null | undefined,
  meta: string | null | undefined,
): StaticCodeProps {
  const {title} = parseMeta(meta);
  const language = lang ?? 'text';
  const html = highlightToHtml(code, language, {plainTypes: PLAIN_TYPES});
  return title === undefined ? {language, html} : {language, title, html};
}

function convert(node: Node, file: File): Node {
  try {
    const {language, title, html} = staticCodeProps(node.value ?? '', node.lang, node.meta);
    const attributes = [
      attribute('language', language),
      ...(title === undefined ? [] : [attribute('title', title)]),
      attribute('html', html),
    ];
    return {type: 'mdxJsxFlowElement', name: 'CodeBlock', attributes, children: []} as Node;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    stopBuild(new ProblemError(problemAt(file.path, node.position?.start, 'code-language', reason)), FIX_THE_PAGE);
  }
}

function transform(node: Node, file: File): void {
  if (!node.children) return;
  node.children = node.children.map((child) => {
    if (child.type === 'code') return convert(child, file);
    transform(child, file);
    return child;
  });
}

export default function remarkStaticCode() {
  return (tree: Node, file: File): void => transform(tree, file);
}
