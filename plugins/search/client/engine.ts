/**
 * The search engine in the browser: Pagefind's static index (written by plugins/search),
 * loaded on first use. A query fetches only the index chunks its words need and the
 * fragments of the results it shows. Typos are corrected against the docs' vocabulary
 * (spelling.ts), a small file loaded with the engine.
 */
import {SEARCH_DIR, VOCABULARY_FILE} from './paths';
import type {SearchKind} from './fields';
import {correctQuery} from './spelling';
import {toHit, type PagefindResultData, type SearchHit} from './results';

interface PagefindResult {
  id: string;
  data: () => Promise<PagefindResultData>;
}
interface PagefindSearch {
  results: PagefindResult[];
  unfilteredResultCount: number;
  filters: Record<string, Record<string, number>>;
  totalFilters: Record<string, Record<string, number>>;
}
export interface PagefindInstance {
  init(): Promise<void>;
  search(term: string, options?: {filters?: Record<string, string>}): Promise<PagefindSearch>;
  filters(): Promise<Record<string, Record<string, number>>>;
}
interface PagefindModule {
  createInstance(options: Record<string, unknown>): PagefindInstance;
}

export interface SearchOptions {
  kind?: SearchKind;
  /** How many hits to load (each loads its fragment). */
  limit: number;
  /**
   * Aborted when the reader has typed on: the index chunks a query needed are kept (the
   * next query often needs them too), but the fragments of its results are not fetched.
   */
  signal?: AbortSignal;
  /** How long to wait for a next keystroke before fetching the fragments (0: none is expected). */
  settleMs?: number;
}

export interface SearchOutcome {
  query: string;
  /** The query that was searched, when the one typed found nothing and a corrected one did. */
  correctedQuery?: string;
  hits: SearchHit[];
  /** Matching pages in the chosen kind, and per kind. */
  total: number;
  counts: Partial<Record<SearchKind, number>>;
}

/**
 * Ranking, tuned against the query sets in tests/e2e (searchQueries.ts, rankingQueries.ts):
 * no penalty for a long page (a guide or an operation is long because it is thorough), a word
 * typed in full beats longer words it is the start of ("sign" finds "sign" before
 * "signature"), and a match in what a page defines (its `terms`: headings, field names, error
 * codes, defined terms; plugins/search/annotate.ts) counts next to a match in its title or,
 * for an operation, its operationId, the name guides call it by. The metadata the results
 * only display (`section`, `method`) counts for nothing.
 */
const RANKING = {
  pageLength: 0,
  termSimilarity: 6,
  metaWeights: {title: 5, operation: 1, terms: 3, section: 0, method: 0, image: 0, image_alt: 0},
};

let instance: Promise<PagefindInstance> | undefined;
let vocabulary: Promise<string[]> | undefined;

function siteUrl(baseUrl: string, file: string): string {
  return `${baseUrl}${SEARCH_DIR}/${file}`;
}

/** Loads Pagefind once (its script, WebAssembly and index metadata), and the vocabulary beside it. */
export function loadEngine(baseUrl: string): Promise<PagefindInstance> {
  loadVocabulary(baseUrl).catch(() => undefined);
  instance ??= (async () => {
    const url = siteUrl(baseUrl, 'pagefind.js');
    const module = (await import(/* webpackIgnore: true */ url)) as PagefindModule;
    const pagefind = module.createInstance({
      // In the page, not a worker: the worker would fetch a second copy of Pagefind's code
      // (11 KiB) to run searches that take a few milliseconds here.
      noWorker: true,
      basePath: `${baseUrl}${SEARCH_DIR}/`,
      baseUrl,
      excerptLength: 18,
      ranking: RANKING,
    });
    await pagefind.init();
    // Loads the filter index (a few hundred bytes), so every result set counts pages per kind.
    await pagefind.filters();
    return pagefind;
  })();
  instance.catch(() => {
    instance = undefined;
  });
  return instance;
}

async function loadVocabulary(baseUrl: string): Promise<string[]> {
  vocabulary ??= fetch(siteUrl(baseUrl, VOCABULARY_FILE))
    .then((response) => {
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      return response.json() as Promise<{words: string[]}>;
    })
    .then((data) => data.words);
  vocabulary.catch(() => {
    vocabulary = undefined;
  });
  return vocabulary;
}

async function run(pagefind: PagefindInstance, query: string, options: SearchOptions) {
  const filters = options.kind ? {kind: options.kind} : undefined;
  const found = await pagefind.search(query, filters ? {filters} : {});
  if (options.signal) {
    // Let a keystroke that is already waiting, or one expected soon, make this query stale
    // before its results' fragments are fetched.
    await new Promise((resolve) => setTimeout(resolve, options.settleMs ?? 0));
    options.signal.throwIfAborted();
  }
  const hits = await Promise.all(found.results.slice(0, options.limit).map(async (r) => toHit(await r.data(), query)));
  const counts = (found.totalFilters?.kind ?? {}) as SearchOutcome['counts'];
  // Matches in any kind, whatever the filter.
  const anywhere = found.unfilteredResultCount;
  return {found: {hits, total: found.results.length, counts}, anywhere};
}

/**
 * Pagefind drops punctuation inside a word, so `/v1/gift-cards` would become one word: paths
 * are split. One-letter words ("void a card") are dropped: Pagefind would take "a" for the
 * start of every word beginning with it.
 */
export function prepareQuery(query: string): string {
  const words = query.replace(/\//g, ' ').split(/\s+/).filter(Boolean);
  const meaningful = words.filter((word) => word.length > 1);
  return (meaningful.length > 0 ? meaningful : words).join(' ');
}

/**
 * A query against a loaded index and vocabulary. A word the docs do not contain (nor start
 * with) is taken for a typo: the corrected query is searched first, the typed one if the
 * correction finds nothing.
 */
export async function searchWith(
  pagefind: PagefindInstance,
  words: readonly string[],
  query: string,
  options: SearchOptions,
): Promise<SearchOutcome> {
  const typed = prepareQuery(query);
  const corrected = correctQuery(typed, words);
  if (corrected) {
    const {found, anywhere} = await run(pagefind, corrected, options);
    if (anywhere > 0) return {query, correctedQuery: corrected, ...found};
  }
  const {found} = await run(pagefind, typed, options);
  return {query, ...found};
}

export async function search(baseUrl: string, query: string, options: SearchOptions): Promise<SearchOutcome> {
  const [pagefind, words] = await Promise.all([
    loadEngine(baseUrl),
    // Without the vocabulary, search still works; it just corrects no typos.
    loadVocabulary(baseUrl).catch((): string[] => []),
  ]);
  return searchWith(pagefind, words, query, options);
}
