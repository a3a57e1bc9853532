/**
 * What the docs checks read from one Markdown or MDX guide, from its mdast (remark-parse,
 * with remark-mdx, GFM, directives and front matter): the text with front matter and MDX
 * `import`/`export` blanked, the prose without code, its sentences and its code blocks.
 * Every part keeps the offsets and line numbers of the original file.
 */
import type {Code, Table, TableCell} from 'mdast';
import type {Node, Parent} from 'unist';
import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import {unified} from 'unified';

export interface CodeBlock {
  lang: string;
  meta: string;
  /** The `title="…"` of the meta string, or empty. */
  title: string;
  content: string;
  /** Line of the opening fence. */
  line: number;
  /** Line of the first content line. */
  contentLine: number;
}

/** A sentence of prose, or one table cell. */
export interface ProseSentence {
  text: string;
  /** Where it starts in the document. */
  offset: number;
  /** The header of its table column; empty outside tables. */
  column: string;
  /** The whole table row, for a table cell. */
  row?: string;
}

/** Markdown as the guides are written: GFM tables, front matter, directives (`:::note`, `:limit[…]`). */
const markdownParser = unified().use(remarkParse).use(remarkFrontmatter).use(remarkGfm).use(remarkDirective);
/** The same, reading MDX: `import`/`export` lines become their own nodes. */
const mdxParser = unified().use(remarkParse).use(remarkFrontmatter).use(remarkGfm).use(remarkDirective).use(remarkMdx);

const isParent = (node: Node): node is Parent => Array.isArray((node as Partial<Parent>).children);

/** Calls `visit` on every node of an mdast tree, parents first; `false` skips a node's children. */
function walk(node: Node, visit: (node: Node) => boolean | void): void {
  if (visit(node) === false || !isParent(node)) return;
  for (const child of node.children) walk(child, visit);
}

// Parsed nodes always have positions with offsets.
const startOf = (node: Node) => node.position!.start.offset!;
const endOf = (node: Node) => node.position!.end.offset!;

const blank = (s: string) => s.replace(/[^\n]/g, ' ');

/** `source` with the characters of each range replaced by spaces, line breaks kept. */
const blankRanges = (source: string, ranges: [number, number][]) =>
  [...ranges]
    .sort((x, y) => x[0] - y[0])
    .reduce((out, [start, end]) => out.slice(0, start) + blank(out.slice(start, end)) + out.slice(end), source);

/**
 * Splits a guide into the parts the checks read. `scannable` is the text with front
 * matter and MDX `import`/`export` blanked (code kept); `prose` also has code blocks blanked.
 */
export function splitDocument(text: string): {scannable: string; prose: string; codeBlocks: CodeBlock[]} {
  const codeBlocks: CodeBlock[] = [];
  const hidden: [number, number][] = [];
  const code: [number, number][] = [];
  walk(mdxParser.parse(text), (node) => {
    if (node.type === 'yaml' || node.type === 'mdxjsEsm') hidden.push([startOf(node), endOf(node)]);
    if (node.type !== 'code') return true;
    const {lang, meta, value, position} = node as Code;
    const title = /title=(?:"([^"]*)"|'([^']*)'|(\S+))/.exec(meta ?? '');
    codeBlocks.push({
      lang: lang ?? '',
      meta: meta ?? '',
      title: title ? (title[1] ?? title[2] ?? title[3]) : '',
      content: value,
      line: position!.start.line,
      contentLine: position!.start.line + 1,
    });
    code.push([startOf(node), endOf(node)]);
    return false;
  });
  const scannable = blankRanges(text, hidden);
  return {scannable, prose: blankRanges(scannable, code), codeBlocks};
}

/** Splits a unit of prose after sentence punctuation followed by whitespace, never inside a code span. */
function sentencesOf(text: string, offset: number): ProseSentence[] {
  const sentences: ProseSentence[] = [];
  let start = 0;
  let inCode = false;
  for (let i = 0; i < text.length; i += 1) {
    const ch = text[i];
    if (ch === '`') inCode = !inCode;
    else if (!inCode && /[.!?;]/.test(ch) && /\s/.test(text[i + 1] ?? ' ')) {
      sentences.push({text: text.slice(start, i + 1), offset: offset + start, column: ''});
      start = i + 1;
    }
  }
  if (start < text.length && text.slice(start).trim() !== '') {
    sentences.push({text: text.slice(start), offset: offset + start, column: ''});
  }
  return sentences;
}

/**
 * The sentences of `prose` (from `splitDocument`), each with its offset in the document:
 * paragraphs and headings are split into sentences; each table cell is one sentence that
 * carries its column's header and its whole row.
 */
export function proseSentences(prose: string): ProseSentence[] {
  const sentences: ProseSentence[] = [];
  const slice = (node: Node) => prose.slice(startOf(node), endOf(node));
  // A cell's position takes in its pipes: its text is what lies between them.
  const content = (cell: TableCell) => {
    const raw = slice(cell);
    const lead = /^\|?\s*/.exec(raw)![0].length;
    return {text: raw.slice(lead).replace(/\s*\|?\s*$/, ''), offset: startOf(cell) + lead};
  };
  walk(markdownParser.parse(prose), (node) => {
    if (node.type === 'paragraph' || node.type === 'heading') {
      sentences.push(...sentencesOf(slice(node), startOf(node)));
      return false;
    }
    if (node.type !== 'table') return true;
    const [header, ...rows] = (node as Table).children;
    const columns = header.children.map((cell) => content(cell).text);
    for (const cell of header.children) sentences.push({...content(cell), column: ''});
    for (const row of rows) {
      for (const [index, cell] of row.children.entries()) {
        sentences.push({...content(cell), column: columns[index] ?? '', row: slice(row)});
      }
    }
    return false;
  });
  return sentences;
}

/** A guide as the checks read it: `splitDocument`'s parts and the prose's sentences, parsed once. */
export interface GuideText {
  scannable: string;
  prose: string;
  codeBlocks: CodeBlock[];
  sentences: ProseSentence[];
}

export function readGuide(text: string): GuideText {
  const parts = splitDocument(text);
  return {...parts, sentences: proseSentences(parts.prose)};
}
