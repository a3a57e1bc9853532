/**
 * What the browser reads beside the index (client/engine.ts `SearchData`): the spelling
 * vocabulary (every word of the indexed text with how often it occurs, most frequent first,
 * so that a query word that matches nothing is corrected to the likeliest word the docs do
 * contain, client/spelling.ts), the portal's glossary, and a table of what each page is
 * (an operation, a schema, the error catalogue) for the query's intent words (client/rank.ts).
 */
import {gunzipSync} from 'node:zlib';
import {squashed, tokenize} from './client/spelling';
import type {PageType} from './client/rank';

export interface Vocabulary {
  /** Lower-case words, most frequent first. */
  words: string[];
}

/** Words shorter than this are never corrected, so they are not worth shipping. */
const MIN_LENGTH = 4;
const MAX_LENGTH = 24;

export interface Fragment {
  url: string;
  content: string;
  meta: Record<string, string | undefined>;
  filters?: Record<string, string[] | undefined>;
}

const SIGNATURE = 'pagefind_dcd';

/** A Pagefind fragment file: gzip of a signature and the JSON of the indexed page. */
export function readFragment(bytes: Buffer): Fragment {
  const text = gunzipSync(bytes).toString('utf8');
  if (!text.startsWith(SIGNATURE)) throw new Error('not a Pagefind fragment');
  return JSON.parse(text.slice(SIGNATURE.length)) as Fragment;
}

export function buildVocabulary(texts: string[]): Vocabulary {
  const counts = new Map<string, number>();
  for (const text of texts) {
    for (const word of tokenize(text)) {
      // Numbers, ids and hashes from examples ("8fq3zk1lw9xc") are nothing a reader misspells.
      if (word.length < MIN_LENGTH || word.length > MAX_LENGTH || /\d.*\d/.test(word)) continue;
      counts.set(word, (counts.get(word) ?? 0) + 1);
    }
  }
  const words = [...counts.entries()].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).map(([word]) => word);
  return {words};
}

/** What an indexed page is: an operation (it has a method), a schema, the error catalogue, another reference page, or a guide. */
export function pageType(fragment: Fragment): PageType {
  if (fragment.meta.method) return 'operation';
  if (fragment.filters?.kind?.[0] !== 'API reference') return 'guide';
  const route = fragment.url.split('#')[0].replace(/\/$/, '');
  if (/\/schemas\/[^/]+$/.test(route)) return 'schema';
  if (route.endsWith('/errors')) return 'errors';
  return 'reference';
}

/** The page table: the Pagefind ids of the pages of each type but guides (the default), each list sorted. */
export function pageTable(fragments: ReadonlyMap<string, Fragment>): Partial<Record<PageType, string[]>> {
  const table: Partial<Record<PageType, string[]>> = {};
  for (const id of [...fragments.keys()].sort()) {
    const type = pageType(fragments.get(id)!);
    if (type !== 'guide') (table[type] ??= []).push(id);
  }
  return table;
}

/**
 * The operations by their operationId as an identifier (`voidcard` for VoidCard, ../client/spelling.ts
 * `squashed`) → their Pagefind page id, for a query that names one (client/engine.ts). An id two
 * operations share (case apart) names neither.
 */
export function operationIds(fragments: ReadonlyMap<string, Fragment>): Record<string, string> {
  const ids = new Map<string, string | null>();
  for (const id of [...fragments.keys()].sort()) {
    const operation = fragments.get(id)!.meta.operation;
    if (!operation) continue;
    const key = squashed(operation);
    ids.set(key, ids.has(key) ? null : id);
  }
  return Object.fromEntries([...ids].filter((entry): entry is [string, string] => entry[1] !== null));
}

/** Every word of the indexed text, for checking that a glossary's targets exist. */
export function siteWords(texts: readonly string[]): Set<string> {
  const words = new Set<string>();
  for (const text of texts) for (const word of tokenize(text)) words.add(word);
  return words;
}
