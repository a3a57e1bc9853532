/**
 * Ranking by how much of the query a page answers, as Algolia's optional words do: each
 * query word (a group of words any one of which answers it, understand.ts) was searched on
 * its own, so that no query ends in no results because one of its words is missing.
 *
 * - A page with every word as typed (Pagefind's own AND search) keeps Pagefind's score for
 *   them all, as a look-up always ranked.
 * - Any other page scores the sum of Pagefind's scores for the words it has (each already
 *   weighs a rare word above a common one) times its coverage: the share of the query's
 *   weight it has, a word weighing by its rarity, so that a page missing a word the partner
 *   cares about drops and one missing a common word barely does. Pages with under half the
 *   best coverage are listed only after the others, and only when there are fewer than five.
 * - A schema page counts less than the operation that takes its fields, and the kind of page
 *   the query asks for (an operation, the error catalogue, the operation that takes a field)
 *   is lifted.
 */
import type {Intent} from './understand';

/** What a page is, as the search index's page table records it (plugins/search/vocabulary.ts). */
export type PageType = 'guide' | 'operation' | 'schema' | 'errors' | 'reference';

export interface WordResults {
  /** A word that only names a kind of page ("endpoint"): it weighs little. */
  intentOnly: boolean;
  /** An everyday word ("worth", "good"): it weighs half of what its rarity says. */
  common?: boolean;
  /** A word the docs never use, found by words related to it (understand.ts): it weighs at most as the lightest word the docs use. */
  related?: boolean;
  /** Each matching page's Pagefind score for the word (the best of its alternatives, another form's discounted), best first. */
  pages: Map<string, number>;
}

export interface RankedPage {
  id: string;
  score: number;
  /** The share of the query's weight the page matches, 0 to 1. */
  coverage: number;
}

/**
 * A schema page counts this much: the operation that takes a field answers a partner before
 * the schema that defines it, and a schema's own name still finds it first (its title).
 */
const SCHEMA_WEIGHT = 0.7;
/** An intent word weighs this share of the query's lightest real word. */
const INTENT_WORD_WEIGHT = 0.3;
/** An everyday word weighs this share of what its rarity says. */
const COMMON_WORD_WEIGHT = 0.5;
/** A page under this share of the best page's coverage answers too little of the query to list… */
const MIN_RELATIVE_COVERAGE = 0.5;
/**
 * …unless fewer pages than this answer more: the pages that answer most of the rest follow them,
 * so that one word only a page or two have ("obtain", in "obtained") never leaves the reader with
 * those pages alone, without the ones about the rest of the query ("access token").
 */
const MIN_LISTED = 5;

/** How much a page of each type is lifted when the query asks for it. */
const INTENT_LIFT: Readonly<Record<Intent, Partial<Record<PageType, number>>>> = {
  operation: {operation: 1.6},
  errors: {errors: 1.8},
  field: {operation: 1.3},
};

/** A word's weight by how few pages have it (BM25's inverse document frequency). */
export function wordWeight(pagesWithWord: number, totalPages: number): number {
  return Math.log(1 + (totalPages - pagesWithWord + 0.5) / (pagesWithWord + 0.5));
}

/**
 * Each word's weight: by rarity; an intent word a share of the lightest real word; a word
 * found only by related words no more than the lightest word the docs use (a related word
 * few pages have is a guess, not the heart of the query); a word no page has, 0.
 */
export function wordWeights(words: readonly WordResults[], totalPages: number): number[] {
  const rarity = words.map((word) =>
    word.pages.size === 0 ? 0 : wordWeight(word.pages.size, totalPages) * (word.common ? COMMON_WORD_WEIGHT : 1),
  );
  const lightestOf = (keep: (word: WordResults) => boolean) => {
    const weights = rarity.filter((weight, i) => weight > 0 && keep(words[i]));
    return weights.length > 0 ? Math.min(...weights) : undefined;
  };
  const lightest = lightestOf((word) => !word.intentOnly) ?? 1;
  const lightestUsed = lightestOf((word) => !word.intentOnly && !word.related);
  return rarity.map((weight, i) => {
    if (weight === 0) return 0;
    if (words[i].intentOnly) return lightest * INTENT_WORD_WEIGHT;
    return words[i].related && lightestUsed !== undefined ? Math.min(weight, lightestUsed) : weight;
  });
}

/**
 * Pages ranked by how much of the query they answer, best first; ties keep the order in which
 * the words' searches found them. `typeOf` says what a page is; `together` holds the pages
 * that have every word of the query as typed, with Pagefind's score for them all.
 */
export function rankPages(
  words: readonly WordResults[],
  totalPages: number,
  intents: readonly Intent[],
  typeOf: (id: string) => PageType | undefined,
  together: ReadonlyMap<string, number> = new Map(),
): RankedPage[] {
  const weights = wordWeights(words, totalPages);
  // Coverage is of the words the query is about: an intent word steers, it is not asked for.
  const subject = weights.map((weight, w) => (words[w].intentOnly ? 0 : weight));
  const totalWeight = subject.reduce((sum, weight) => sum + weight, 0);
  if (weights.every((weight) => weight === 0)) return [];
  const pages = new Map<string, RankedPage>();
  words.forEach((word, w) => {
    if (weights[w] === 0) return;
    for (const [id, score] of word.pages) {
      const page = pages.get(id) ?? {id, score: 0, coverage: 0};
      // An intent word is no subject: its matches add little ("endpoint" in a title).
      page.score += score * (word.intentOnly ? INTENT_WORD_WEIGHT : word.common ? COMMON_WORD_WEIGHT : 1);
      page.coverage += totalWeight > 0 ? subject[w] / totalWeight : 0;
      pages.set(id, page);
    }
  });
  const ranked = [...pages.values()];
  for (const page of ranked) {
    // A page with every word as typed keeps Pagefind's own score for them all; the others are
    // scaled down by the share of the query they miss.
    page.score = together.get(page.id) ?? page.score * page.coverage;
    const type = typeOf(page.id);
    if (type === 'schema') page.score *= SCHEMA_WEIGHT;
    for (const intent of intents) page.score *= (type && INTENT_LIFT[intent][type]) ?? 1;
  }
  const mostCovered = Math.max(...ranked.map((page) => page.coverage));
  const enough = (page: RankedPage) => page.coverage >= mostCovered * MIN_RELATIVE_COVERAGE - 1e-9;
  const listed = ranked.filter(enough).sort((a, b) => b.score - a.score);
  if (listed.length >= MIN_LISTED) return listed;
  const rest = ranked.filter((page) => !enough(page)).sort((a, b) => b.coverage - a.coverage || b.score - a.score);
  return [...listed, ...rest.slice(0, MIN_LISTED - listed.length)];
}
