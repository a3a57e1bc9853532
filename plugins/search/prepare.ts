/**
 * The first pass of the search index over a list of built pages (see index.ts): each page is
 * read, parsed once (its head and <main> only), annotated as far as it can be alone, and set
 * aside serialized in a scratch file; what the whole site needs to know of it comes back.
 * index.ts runs it on half the pages in a worker thread (prepareWorker.cjs) and on the other
 * half itself.
 */
import {readFile, writeFile} from 'node:fs/promises';
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

export interface PrepareJob {
  /** The built page. */
  html: string;
  /** Where its annotated HTML is set aside. */
  scratch: string;
}

/** A page read in the first pass; `skip` when Pagefind does not index it, `problem` when it cannot be indexed. */
export type Prepared = {headings: string[]; entries: string[]; pending: PendingPage} | {skip: true} | {problem: string};

export default async function preparePages(jobs: PrepareJob[], exclude: readonly string[]): Promise<Prepared[]> {
  const prepared: Prepared[] = [];
  for (const {html, scratch} of jobs) {
    const content = await readFile(html, 'utf8');
    if (!content.includes('data-pagefind-body')) {
      prepared.push({skip: true});
      continue;
    }
    if (content.includes(PENDING_ATTR)) {
      prepared.push({problem: `${html}: a page may not use ${PENDING_ATTR}`});
      continue;
    }
    const document = parse(indexedPart(content));
    const tree = pageTree(document, exclude);
    const headings = headingTexts(tree);
    const entries = entryNames(tree);
    const pending = prepareForIndex(tree);
    emptySkipped(tree);
    await writeFile(scratch, serialize(document));
    prepared.push({headings, entries, pending});
  }
  return prepared;
}
