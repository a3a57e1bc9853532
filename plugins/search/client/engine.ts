/**
 * The search engine in the browser: Pagefind's static index (written by plugins/search),
 * loaded on first use. A query fetches only the index chunks its words need and the
 * fragments of the results it shows. A query is read first (understand.ts: filler words
 * dropped, other word forms, the glossary's words, typos corrected against the docs'
 * vocabulary), each of its words searched on its own, and pages ranked by how much of the
 * query they answer (rank.ts). The vocabulary, glossary and page table are one small file
 * loaded with the engine (plugins/search/vocabulary.ts).
 */
import {RELATED_DIR, SEARCH_DIR, VOCABULARY_FILE} from './paths';
import type {SearchKind} from './fields';
import {correctQuery, squashed, unknownWord, vocabularySet} from './spelling';
import {relatedWordsFrom} from './related';
import {namedExactly, toHit, type PagefindResultData, type SearchHit} from './results';
import {
  FILLER_WORDS,
  planWords,
  queryPieces,
  understandQuery,
  type Glossary,
  type QueryPlan,
  type QueryWord,
} from './understand';
import {rankPages, wordWeights, type PageType, type RankedPage, type WordResults} from './rank';
import {mergeLocations, pageResult, sectionCoverage, type LoadedFragment, type WeightedLocation} from './sections';

interface PagefindResult {
  id: string;
  score: number;
  data: () => Promise<PagefindResultData & LoadedFragment & {weighted_locations?: WeightedLocation[]}>;
}
interface PagefindSearch {
  results: PagefindResult[];
}
export interface PagefindInstance {
  init(): Promise<void>;
  search(term: string, options?: {filters?: Record<string, string>}): Promise<PagefindSearch>;
  filters(): Promise<Record<string, Record<string, number>>>;
}
export interface PagefindModule {
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
 * Pagefind's own ranking of each word, tuned against the look-up sets (tests/search/querySets.ts):
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

/** What the search index writes beside itself for the browser (plugins/search/vocabulary.ts). */
export interface SearchData {
  /** The docs' words, most frequent first, for typo correction. */
  words: string[];
  /** The portal's glossary: a reader's words → the site's. */
  glossary: Glossary;
  /** The pages of each type but guides, by Pagefind page id. */
  types: Partial<Record<PageType, string[]>>;
  /** Each operation's page id by its operationId as an identifier (`voidcard`; ../vocabulary.ts). */
  operations?: Record<string, string>;
  /** How many pages the index holds. */
  pageCount: number;
}

const NO_DATA: SearchData = {words: [], glossary: {}, types: {}, pageCount: 0};

/** How much a match of a word's other form counts, against the word as typed, in choosing a section. */
const ALTERNATIVE_MATCH_WEIGHT = 0.5;
/** How much a match of an intent word ("endpoint") counts in choosing a section. */
const INTENT_MATCH_WEIGHT = 0.3;

/** How much the words of a hyphenated name, searched together, add to a page that has the name. */
const PARTS_WEIGHT = 0.2;

/** How many of the first pages shown are weighed again by their best section. */
const FOCUS_WINDOW = 10;
/** How much a page whose one section answers the whole query gains over one whose words are scattered. */
const FOCUS_LIFT = 1;

/** How much a page gains whose title or one of whose headings is named exactly as the query (results.ts). */
const NAMED_LIFT = 1.3;

/** Words in an excerpt. */
const EXCERPT_LENGTH = 18;

/** A word's related words, when the docs never use it (related.ts). */
export type RelatedWords = (word: string) => Promise<readonly string[]>;

const noRelatedWords: RelatedWords = async () => [];

let instance: Promise<PagefindInstance> | undefined;
let related: RelatedWords | undefined;
let vocabulary: Promise<SearchData> | undefined;

function siteUrl(baseUrl: string, file: string): string {
  return `${baseUrl}${SEARCH_DIR}/${file}`;
}

/** Pagefind's options: the index at `basePath` (its folder's URL), results' links under `baseUrl`. */
export function pagefindOptions(basePath: string, baseUrl: string): Record<string, unknown> {
  return {
    // In the page, not a worker: the worker would fetch a second copy of Pagefind's code
    // (11 KiB) to run searches that take a few milliseconds here.
    noWorker: true,
    basePath,
    baseUrl,
    excerptLength: EXCERPT_LENGTH,
    ranking: RANKING,
  };
}

/** Loads Pagefind once (its script, WebAssembly and index metadata), and the vocabulary beside it. */
export function loadEngine(baseUrl: string): Promise<PagefindInstance> {
  loadVocabulary(baseUrl).catch(() => undefined);
  instance ??= (async () => {
    const url = siteUrl(baseUrl, 'pagefind.js');
    const module = (await import(/* webpackIgnore: true */ url)) as PagefindModule;
    const pagefind = module.createInstance(pagefindOptions(`${baseUrl}${SEARCH_DIR}/`, baseUrl));
    await pagefind.init();
    return pagefind;
  })();
  instance.catch(() => {
    instance = undefined;
  });
  return instance;
}

async function loadVocabulary(baseUrl: string): Promise<SearchData> {
  vocabulary ??= fetch(siteUrl(baseUrl, VOCABULARY_FILE)).then((response) => {
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return response.json() as Promise<SearchData>;
  });
  vocabulary.catch(() => {
    vocabulary = undefined;
  });
  return vocabulary;
}

/** What one query word found: each page's best score, and the results to load its matches from. */
interface WordFound extends WordResults {
  /** Each page's results, with the index of the alternative that found it (0: the word as typed). */
  results: Map<string, {result: PagefindResult; alternative: number}[]>;
  /** Whether the word's first alternative (a typo's correction, when it was taken for one) found any page. */
  firstFound: boolean;
}

/** Searches each alternative of a word and keeps each page's best score (Pagefind's order kept). */
async function searchWord(pagefind: PagefindInstance, word: QueryWord): Promise<WordFound> {
  const found: WordFound = {
    intentOnly: word.intentOnly,
    common: word.common,
    related: word.related,
    pages: new Map(),
    results: new Map(),
    firstFound: false,
  };
  // Searched at once (each loads the index chunks it needs), read in order: the same ranking.
  const [searches, parts] = await Promise.all([
    Promise.all(word.alternatives.map((alternative) => pagefind.search(alternative))),
    word.parts === undefined ? undefined : pagefind.search(word.parts),
  ]);
  for (const [a, {results}] of searches.entries()) {
    if (a === 0) found.firstFound = results.length > 0;
    // Every alternative counts as the word: its other forms and the glossary's words mean it.
    for (const result of results) {
      found.pages.set(result.id, Math.max(found.pages.get(result.id) ?? 0, result.score));
      found.results.set(result.id, [...(found.results.get(result.id) ?? []), {result, alternative: a}]);
    }
  }
  // A hyphenated name's words order the pages that have the name (the page that explains it
  // uses its words most), and find no page of their own.
  for (const {id, score} of parts?.results ?? []) {
    const named = found.pages.get(id);
    if (named !== undefined) found.pages.set(id, named + PARTS_WEIGHT * score);
  }
  return found;
}

/**
 * For a query of several words, the pages that have every word that matters as typed, with
 * Pagefind's own score for them all (its AND search), as a look-up has always ranked (rank.ts).
 */
async function pagesWithAll(pagefind: PagefindInstance, plan: QueryPlan): Promise<Map<string, number>> {
  const real = plan.words.filter((word) => !word.intentOnly).map((word) => word.alternatives[0]);
  // One word is its own search, where its other forms count as much as it ("redeeming" finds
  // the redemption pages).
  if (real.length < 2) return new Map();
  return new Map((await pagefind.search(real.join(' '))).results.map((result) => [result.id, result.score]));
}

/** What a page is, from the page table: a guide unless the table says otherwise. */
function pageTypes(data: SearchData): (id: string) => PageType {
  const types = new Map<string, PageType>();
  for (const [type, ids] of Object.entries(data.types) as [PageType, string[]][]) {
    for (const id of ids) types.set(id, type);
  }
  return (id) => types.get(id) ?? 'guide';
}

const kindOf = (type: PageType): SearchKind => (type === 'guide' ? 'Guides' : 'API reference');

/**
 * One page's hit: every matched word's matches loaded (one fragment fetch: Pagefind keeps the
 * fragment) and merged, so that its excerpt marks them all and it leads to the section where
 * they weigh most; and how much of the query its best section answers (`focus`). Pagefind
 * hands every load the same fragment object, so the loads run one after another and each
 * one's matches are kept before the next.
 */
async function loadHit(
  found: WordFound[],
  weights: readonly number[],
  id: string,
  plan: QueryPlan,
): Promise<{hit: SearchHit; focus: number; named: boolean}> {
  const perWord: {word: number; weight: number; locations: WeightedLocation[]}[] = [];
  let fragment: LoadedFragment | undefined;
  for (const [w, word] of found.entries()) {
    for (const {result, alternative} of word.results.get(id) ?? []) {
      const data = await result.data();
      fragment = {...data};
      const weight = word.intentOnly
        ? INTENT_MATCH_WEIGHT
        : alternative === 0 || plan.words[w].synonym
          ? 1
          : ALTERNATIVE_MATCH_WEIGHT;
      perWord.push({word: w, weight, locations: data.weighted_locations ?? []});
    }
  }
  const real = plan.words.filter((word) => !word.intentOnly);
  const typed = real.map((word) => word.alternatives[0]).join(' ');
  const expanded = real.map((word) => planWords({...plan, words: [word]}));
  const realWeights = weights.map((weight, w) => (found[w].intentOnly ? 0 : weight));
  const page = pageResult(fragment!, mergeLocations(perWord), EXCERPT_LENGTH, realWeights);
  return {
    hit: toHit(page, typed, expanded),
    focus: sectionCoverage(fragment!, perWord, realWeights),
    named: namedExactly(page, typed, expanded),
  };
}

/**
 * The related words of the query's words that no docs word is or starts with, by their
 * lower-case key: each fetched (its file once) only when the query has such a word.
 */
async function relatedOfUnknown(query: string, data: SearchData, relatedOf: RelatedWords) {
  const known = vocabularySet(data.words);
  const keys = queryPieces(query)
    .map((piece) => piece.toLowerCase())
    .filter((key) => /^[a-z]{3,}$/.test(key) && !FILLER_WORDS.has(key) && unknownWord(key, known, data.words));
  const found = await Promise.all(keys.map(async (key) => [key, await relatedOf(key)] as const));
  return new Map(found.filter(([, words]) => words.length > 0));
}

/** The query's words as one identifier ("check balance endpoint" → `checkbalance`). */
const namedIn = (plan: QueryPlan) =>
  squashed(
    plan.words
      .filter((word) => !word.intentOnly)
      .map((word) => word.typed)
      .join(' '),
  );

/**
 * The operation whose operationId the query is, however it is run together or separated
 * ("voidcard", "void-card", "get_cards", "check balance endpoint"), first: a reader who half
 * remembers a name types it so, and the docs mention it in longer names (VoidCardResponse) and
 * in guides that use it, which can rank above the operation itself.
 */
function namedOperationFirst(
  ranked: RankedPage[],
  plan: QueryPlan,
  data: SearchData,
): {ranked: RankedPage[]; named?: RankedPage} {
  const name = namedIn(plan);
  const id = Object.hasOwn(data.operations ?? {}, name) ? data.operations![name] : undefined;
  // Only a page the query's words found: its hit is cut from their matches.
  const named = id === undefined ? undefined : ranked.find((page) => page.id === id);
  return named ? {ranked: [named, ...ranked.filter((page) => page !== named)], named} : {ranked};
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
 * A query against a loaded index and its search data: read (understand.ts), each word
 * searched, pages ranked by how much of the query they answer (rank.ts), and the fragments
 * of the hits shown loaded. A word the docs do not contain (nor start with) is taken for a
 * typo and its correction searched too; the outcome says so when the correction found pages.
 */
export async function searchWith(
  pagefind: PagefindInstance,
  data: SearchData,
  query: string,
  options: SearchOptions,
  relatedOf: RelatedWords = noRelatedWords,
): Promise<SearchOutcome> {
  const prepared = prepareQuery(query);
  const relatedWords = await relatedOfUnknown(prepared, data, relatedOf);
  const plan = understandQuery(prepared, {
    glossary: data.glossary,
    vocabulary: data.words,
    correct: (word) => correctQuery(word, data.words),
    related: (key) => relatedWords.get(key),
  });
  const [found, together] = await Promise.all([
    Promise.all(plan.words.map((word) => searchWord(pagefind, word))),
    pagesWithAll(pagefind, plan),
  ]);
  const typeOf = pageTypes(data);
  const pageCount = data.pageCount || new Set(found.flatMap((word) => [...word.pages.keys()])).size;
  const {ranked, named} = namedOperationFirst(rankPages(found, pageCount, plan.intents, typeOf, together), plan, data);
  const counts: SearchOutcome['counts'] = {};
  for (const page of ranked) counts[kindOf(typeOf(page.id))] = (counts[kindOf(typeOf(page.id))] ?? 0) + 1;
  const inKind = options.kind ? ranked.filter((page) => kindOf(typeOf(page.id)) === options.kind) : ranked;
  if (options.signal) {
    // Let a keystroke that is already waiting, or one expected soon, make this query stale
    // before its results' fragments are fetched.
    await new Promise((resolve) => setTimeout(resolve, options.settleMs ?? 0));
    options.signal.throwIfAborted();
  }
  // The pages shown, up to the first ten, are weighed again by how much of the query one
  // section of each answers (the words together, not scattered over a long page); only their
  // fragments load. Past ten ("Show more"), pages keep their order, so the first ten stay put.
  const weights = wordWeights(found, pageCount);
  const shown = inKind.slice(0, options.limit);
  const loaded = await Promise.all(shown.map((page) => loadHit(found, weights, page.id, plan)));
  // The operation the query names stays first.
  const kept = named && shown[0] === named ? 1 : 0;
  const focused = loaded
    .slice(0, FOCUS_WINDOW)
    .map(({hit, focus, named: namedExactly}, i) => ({
      hit,
      score: i < kept ? Infinity : shown[i].score * (1 + FOCUS_LIFT * focus) * (namedExactly ? NAMED_LIFT : 1),
    }))
    .sort((a, b) => b.score - a.score)
    .map(({hit}) => hit);
  const hits = [...focused, ...loaded.slice(FOCUS_WINDOW).map(({hit}) => hit)].slice(0, options.limit);
  // The outcome says it searched a correction when a corrected word's correction found pages.
  const correctionFound = plan.words.some((word, w) => word.corrected && found[w].firstFound);
  const corrected = plan.corrected && correctionFound ? {correctedQuery: plan.corrected} : {};
  return {query, ...corrected, hits, total: inKind.length, counts};
}

export async function search(baseUrl: string, query: string, options: SearchOptions): Promise<SearchOutcome> {
  const [pagefind, data] = await Promise.all([
    loadEngine(baseUrl),
    // Without the search data, search still works; it just reads no glossary and corrects no typos.
    loadVocabulary(baseUrl).catch((): SearchData => NO_DATA),
  ]);
  related ??= relatedWordsFrom(siteUrl(baseUrl, `${RELATED_DIR}/`));
  return searchWith(pagefind, data, query, options, related);
}
