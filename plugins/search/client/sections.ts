/**
 * A page's matching sections and excerpts for a query of several words that were searched
 * one by one (rank.ts): Pagefind computes them for one search's matches, so the matches of
 * every word are merged here, each weighted by how much its word counts, and the sections
 * and excerpts are cut as Pagefind cuts them (the functions below follow Pagefind 1.6's
 * `calculate_excerpt_region`, `build_excerpt` and `calculate_sub_results`, MIT licence), so
 * that an excerpt marks every matched word and the section that answers is the one that
 * covers most of the query (then the one where its words weigh most).
 */

/** What Pagefind returns for one page (the parts used here). */
export interface PagefindResultData {
  url: string;
  excerpt: string;
  meta: Record<string, string | undefined>;
  filters?: Record<string, string[] | undefined>;
  sub_results?: PagefindSubResult[];
}

export interface PagefindSubResult {
  title: string;
  url: string;
  excerpt: string;
  /** The matches in this part of the page, each scored by its word's weight there (a heading's is higher). */
  weighted_locations?: {weight?: number; balanced_score: number}[];
  /** The share of the query's weight its matches cover, outside the page title, when known. */
  coverage?: number;
}

export interface WeightedLocation {
  weight?: number;
  balanced_score: number;
  location: number;
  /** The query word it matched (its index), once merged (mergeLocations). */
  word?: number;
}

/** The parts of a loaded Pagefind fragment that sections are cut from. */
export interface LoadedFragment {
  url: string;
  raw_content?: string;
  content: string;
  meta: Record<string, string | undefined>;
  filters?: Record<string, string[] | undefined>;
  anchors?: {element: string; id: string; text?: string; title?: string; location: number}[];
}

/** A section as cut here: Pagefind's sub-result, with every match's location. */
type SubResult = PagefindSubResult & {weighted_locations: WeightedLocation[]};

/** Pagefind weighs an h1 7: the page title, which belongs to every section of the page. */
export const TITLE_WEIGHT = 7;

/** The share of the query's weight (`weights`, by word index) that matches outside the page title cover. */
function coverageOf(locations: readonly WeightedLocation[], weights: readonly number[]): number {
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  if (total === 0) return 0;
  const words = new Set<number>();
  for (const l of locations) if (l.word !== undefined && (l.weight ?? 1) < TITLE_WEIGHT) words.add(l.word);
  return [...words].reduce((sum, word) => sum + (weights[word] ?? 0), 0) / total;
}

const WORD_SEPARATORS = /[^\S\uFEFF]+/g;

/** The start of the densest run of `length` words by score. */
export function excerptStart(locations: readonly WeightedLocation[], length: number): number {
  if (locations.length === 0) return 0;
  const words: number[] = [];
  for (const {location, balanced_score} of locations) words[location] = (words[location] ?? 0) + balanced_score;
  if (words.length <= length) return 0;
  let densest = 0;
  for (let i = 0; i < length; i += 1) densest += words[i] ?? 0;
  let sum = densest;
  let densestAt = [0];
  for (let i = 0; i < words.length; i += 1) {
    sum += (words[i + length] ?? 0) - (words[i] ?? 0);
    // As Pagefind records it: the word before the window, so that an excerpt opens on a word of context.
    if (sum > densest) {
      densest = sum;
      densestAt = [i];
    } else if (sum === densest && densestAt[densestAt.length - 1] === i - 1) {
      densestAt.push(i);
    }
  }
  return densestAt[Math.floor(densestAt.length / 2)];
}

/** `length` words of `content` from `start`, within [notBefore, notFrom), with `<mark>` around the matched ones. */
export function buildExcerpt(
  content: string,
  start: number,
  length: number,
  locations: readonly number[],
  notBefore = 0,
  notFrom?: number,
): string {
  const words = content.split(WORD_SEPARATORS);
  const end = notFrom ?? words.length;
  let size = Math.min(length, end - notBefore);
  let from = start;
  if (from + size > end) from = end - size;
  if (from < notBefore) from = notBefore;
  size = Math.max(0, size);
  const marked = new Set(locations);
  return words
    .slice(from, from + size)
    .map((word, i) => (marked.has(from + i) ? `<mark>${word}</mark>` : word))
    .join(' ')
    .trim();
}

/** The page's sections that hold matches, each with its matches and an excerpt of them. */
export function subResults(
  fragment: LoadedFragment,
  locations: readonly WeightedLocation[],
  length: number,
  weights?: readonly number[],
): SubResult[] {
  const content = fragment.raw_content ?? fragment.content;
  const anchors = (fragment.anchors ?? [])
    .filter((a) => (a.title && /\S/.test(a.title)) || (/h\d/i.test(a.element) && a.text && /\S/.test(a.text)))
    .sort((a, b) => a.location - b.location);
  const sorted = [...locations].sort((a, b) => a.location - b.location);
  const results: SubResult[] = [];
  let sectionStart = 0;
  let current = {title: fragment.meta.title ?? fragment.url, url: fragment.url, found: [] as WeightedLocation[]};
  const close = (end?: number) => {
    if (current.found.length === 0) return;
    const relative = current.found.map((l) => ({...l, location: l.location - sectionStart}));
    const start = excerptStart(relative, length) + sectionStart;
    const size = end === undefined ? length : Math.min(end - start, length);
    const marks = current.found.map((l) => l.location);
    const excerpt = buildExcerpt(content, start, size, marks, sectionStart, end);
    const coverage = weights ? {coverage: coverageOf(current.found, weights)} : {};
    results.push({title: current.title, url: current.url, excerpt, weighted_locations: current.found, ...coverage});
  };
  let next = 0;
  for (const found of sorted) {
    if (next < anchors.length && found.location >= anchors[next].location) {
      close(anchors[next].location);
      while (next + 1 < anchors.length && found.location >= anchors[next + 1].location) next += 1;
      const anchor = anchors[next];
      next += 1;
      sectionStart = anchor.location;
      const title = anchor.title || anchor.text || '';
      current = {title, url: `${fragment.url.split('#')[0]}#${anchor.id}`, found: []};
    }
    current.found.push(found);
  }
  close(anchors[next]?.location);
  return results;
}

/** The sections a page is cut into: the locations where its headings start, in order. */
function sectionStarts(fragment: LoadedFragment): number[] {
  return (fragment.anchors ?? [])
    .filter((a) => (a.title && /\S/.test(a.title)) || (/h\d/i.test(a.element) && a.text && /\S/.test(a.text)))
    .map((a) => a.location)
    .sort((a, b) => a - b);
}

/** The section a location is in: how many section starts are at or before it. */
function sectionOf(starts: readonly number[], location: number): number {
  let low = 0;
  let high = starts.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (starts[middle] <= location) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * How much of the query the page's best section answers: the largest share of the words'
 * weight (`weights`, by word index) matched within one section, 0 to 1.
 */
export function sectionCoverage(
  fragment: LoadedFragment,
  perWord: readonly {word: number; locations: readonly WeightedLocation[]}[],
  weights: readonly number[],
): number {
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  if (total === 0) return 0;
  const starts = sectionStarts(fragment);
  const wordsIn = new Map<number, Set<number>>();
  for (const {word, locations} of perWord) {
    for (const {location} of locations) {
      const section = sectionOf(starts, location);
      wordsIn.set(section, (wordsIn.get(section) ?? new Set()).add(word));
    }
  }
  let best = 0;
  for (const words of wordsIn.values()) {
    best = Math.max(best, [...words].reduce((sum, word) => sum + (weights[word] ?? 0), 0) / total);
  }
  return best;
}

/** Merges each word's matches on one page (a location matched by several words keeps its best), each naming its word. */
export function mergeLocations(
  perWord: readonly {word?: number; weight: number; locations: readonly WeightedLocation[]}[],
) {
  const merged = new Map<number, WeightedLocation>();
  for (const {word, weight, locations} of perWord) {
    for (const location of locations) {
      const scored = {
        ...location,
        balanced_score: location.balanced_score * weight,
        ...(word === undefined ? {} : {word}),
      };
      const known = merged.get(location.location);
      if (!known || known.balanced_score < scored.balanced_score) merged.set(location.location, scored);
    }
  }
  return [...merged.values()].sort((a, b) => a.location - b.location);
}

/**
 * The page as results.ts reads it: its excerpt and sections, from every word's matches; with
 * the words' weights, each section says how much of the query it covers.
 */
export function pageResult(
  fragment: LoadedFragment,
  locations: readonly WeightedLocation[],
  length: number,
  weights?: readonly number[],
): PagefindResultData {
  const content = fragment.raw_content ?? fragment.content;
  const marks = locations.map((l) => l.location);
  return {
    url: fragment.url,
    meta: fragment.meta,
    filters: fragment.filters,
    excerpt: buildExcerpt(content, excerptStart(locations, length), length, marks),
    sub_results: subResults(fragment, locations, length, weights),
  };
}
