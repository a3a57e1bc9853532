/**
 * Replaces every fenced code block with `<CodeBlock language title html>`, the code
 * already highlighted (src/lib/codeHighlight). The page then carries the coloured code
 * in its static HTML and its JS, and the browser never tokenizes it.
 *
 * A block's only option is `title="…"`. An unknown language or option stops the build
 * with the file, line and column.
 */
import {highlightToHtml} from '../../src/lib/codeHighlight/highlight';

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

/** The title in a fence's meta string (`title="…"`); throws on any other option. */
export function parseMeta(meta: string | null | undefined): {title?: string} {
  const rest = (meta ?? '').trim();
  if (rest === '') return {};
  const match = TITLE.exec(rest);
  if (!match) throw new Error(`unsupported code block options \`${rest}\`; the only option is title="…"`);
  return {title: match[2]};
}

function attribute(name: string, value: string) {
  return {type: 'mdxJsxAttribute', name, value};
}

function convert(node: Node, file: File): Node {
  try {
    const {title} = parseMeta(node.meta);
    const language = node.lang ?? 'text';
    const attributes = [
      attribute('language', language),
      ...(title === undefined ? [] : [attribute('title', title)]),
      attribute('html', highlightToHtml(node.value ?? '', language)),
    ];
    return {type: 'mdxJsxFlowElement', name: 'CodeBlock', attributes, children: []} as Node;
  } catch (error) {
    const where = node.position ? `:${node.position.start.line}:${node.position.start.column}` : '';
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`${file.path ?? '<unknown file>'}${where}: ${reason}`);
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
