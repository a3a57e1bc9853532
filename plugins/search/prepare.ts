/**
 * The first pass of the search index over a list of built pages (see index.ts): each page is
 * read, parsed once (its head and <main> only), annotated as far as it can be alone and
 * serialized again; that HTML and what the whole site needs to know of it come back, page by
 * page. index.ts runs it in this thread for a small site, and past PAGES_FOR_A_WORKER pages
 * in two worker threads (prepareWorker.cjs), each on every other page.
 */
import {readFile} from 'node:fs/promises';
import {parse, serialize} from 'parse5';
import {
  emptySkipped,
  entryNames,
  headingTexts,
  pageTree,
  PENDING_ATTR,
  prepareForIndex,
  type PendingPage,
} from './annotate';

/**
 * What of a built page reaches the index: its head and its `<main>`, where the indexed body
 * is. The navbar, the sidebar and the footer are left out before the page is parsed, which
 * changes nothing in the index (Pagefind reads only the body and the head's metadata) but
 * saves parsing, for this process and Pagefind's, the part of a page that grows with the site.
 */
export function indexedPart(html: string): string {
  const body = html.indexOf('<body');
  const main = html.indexOf('<main', body);
  const end = html.lastIndexOf('</main>');
  if (body < 0 || main < 0 || end < main) return html;
  const part = html.slice(main, end + '</main>'.length);
  return part.includes('data-pagefind-body') ? `${html.slice(0, body)}<body>${part}</body></html>` : html;
}

/**
 * The HTML tokens that matter to finding a `<pre>` element: a comment, a raw-text element with
 * its content (where a `<pre` is text), a `<pre>` start or end tag, any other tag (whose quoted
 * attributes may hold a `<pre`). Text between them is skipped.
 */
const TOKENS =
  /<!--[\s\S]*?-->|<(script|style|textarea|title|xmp|iframe|noembed|noframes|noscript)(?=[\s/>])(?:[^>"']|"[^"]*"|'[^']*')*>[\s\S]*?<\/\1\s*>|<(\/?)pre(?=[\s/>])(?:[^>"']|"[^"]*"|'[^']*')*>|<(?:[^>"']|"[^"]*"|'[^']*')*>/gi;

/**
 * A built page with the code of its `<pre>` elements taken out, for the index leaves them out
 * whole (INDEX_EXCLUDE) and they are half an operation page: parse5 need not build them only for
 * `emptySkipped` to empty them. The elements stay. A `<pre>` inside another, or holding a
 * `data-pagefind-` attribute, keeps its code, and so does every `<pre>` of a page with a
 * `<plaintext>`.
 */
export function withoutCode(html: string): string {
  if (/<plaintext/i.test(html)) return html;
  let kept = '';
  let from = 0;
  let code: number | undefined;
  for (const match of html.matchAll(TOKENS)) {
    const closing = match[2];
    if (closing === undefined) continue;
    const at = match.index;
    if (closing === '') {
      if (code !== undefined) return html;
      code = at + match[0].length;
    } else if (code !== undefined) {
      if (!html.slice(code, at).includes('data-pagefind-')) {
        kept += html.slice(from, code);
        from = at;
      }
      code = undefined;
    }
  }
  return kept + html.slice(from);
}

export interface PrepareJob {
  /** The built page. */
  html: string;
}

/**
 * A page read in the first pass: its annotated HTML (a few tens of KB, the code and the
 * excluded parts emptied) and what the site needs of it; `skip` when Pagefind does not index
 * it, `problem` when it cannot be indexed. The HTML is a string, not the parsed page: holding
 * every parsed page took over 8 GB with a reference of 3,000 pages.
 */
export type Prepared =
  {html: string; headings: string[]; entries: string[]; pending: PendingPage} | {skip: true} | {problem: string};

/**
 * Reads and prepares each page of `jobs` in turn, handing each to `onPage` with its place in
 * `jobs` as soon as it is done (and waiting for `onPage` before the next).
 */
export default async function preparePages(
  jobs: PrepareJob[],
  exclude: readonly string[],
  onPage: (k: number, page: Prepared) => void | Promise<void>,
): Promise<void> {
  for (const [k, job] of jobs.entries()) await onPage(k, await preparePage(job, exclude));
}

async function preparePage({html}: PrepareJob, exclude: readonly string[]): Promise<Prepared> {
  const content = await readFile(html, 'utf8');
  if (!content.includes('data-pagefind-body')) return {skip: true};
  if (content.includes(PENDING_ATTR)) return {problem: `${html}: a page may not use ${PENDING_ATTR}`};
  const part = indexedPart(content);
  const document = parse(exclude.includes('pre') ? withoutCode(part) : part);
  const tree = pageTree(document, exclude);
  const headings = headingTexts(tree);
  const entries = entryNames(tree);
  const pending = prepareForIndex(tree);
  emptySkipped(tree);
  return {html: serialize(document), headings, entries, pending};
}
