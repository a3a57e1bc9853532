/**
 * Pagefind's results shaped for display: one hit per page, which says where it leads
 * (method and path for an operation, the sidebar trail for anything else), links to the
 * part of the page that answers the query, and lists the page sections that matched, each once.
 */
import type {SearchKind} from './fields';
import {tokenize} from './spelling';

/** What Pagefind returns for one page (the parts used here). */
export interface PagefindResultData {
  url: string;
  excerpt: string;
  meta: Record<string, string | undefined>;
  filters?: Record<string, string[] | undefined>;
  sub_results?: PagefindSubResult[];
}

interface PagefindSubResult {
  title: string;
  url: string;
  excerpt: string;
  /** The matches in this part of the page, each scored by its word's weight there (a heading's is higher). */
  weighted_locations?: {weight?: number; balanced_score: number}[];
}

export interface SearchSection {
  title: string;
  url: string;
  excerpt: string;
}

export interface SearchHit {
  url: string;
  title: string;
  kind: SearchKind;
  /** "POST" and "/v1/gift-cards" for an operation. */
  method?: string;
  path?: string;
  /** "Docs › Additional support", "API reference › Gift cards". */
  section?: string;
  /** Where the best match is: its section when that is not the top of the page. */
  target: SearchSection;
  /** The other matching sections, without the page top, each URL once. */
  sections: SearchSection[];
}

/** Pagefind weighs an h1 7: the page title, which belongs to every section of the page. */
const TITLE_WEIGHT = 7;

/** How much a part of the page matched: its matches by weight, the page title left out. */
const score = (sub: PagefindSubResult) =>
  (sub.weighted_locations ?? [])
    .filter((location) => (location.weight ?? 1) < TITLE_WEIGHT)
    .reduce((sum, location) => sum + location.balanced_score, 0);

/** Whether a query word matches a word of a name, roughly as Pagefind matches: as its start, or as the word with an ending ("cards", "card"). */
const matchesWord = (query: string, word: string) =>
  word.startsWith(query) || (word.length >= 4 && query.startsWith(word));

/** How many words of `text` the query does not ask for, when it names every word of the query; else undefined. */
function extraWords(text: string, queryWords: string[]): number | undefined {
  const words = [...new Set(tokenize(text))];
  if (queryWords.length === 0 || !queryWords.every((query) => words.some((word) => matchesWord(query, word))))
    return undefined;
  return words.filter((word) => !queryWords.some((query) => matchesWord(query, word))).length;
}

/** A section's name: its title and its anchor (a field's anchor holds its path, `request.delivery.method`). */
const sectionName = (sub: PagefindSubResult) => `${sub.title} ${decodeURIComponent(sub.url.split('#')[1] ?? '')}`;

/** The section named most nearly as the query (the first of equals), or else the one whose matches weigh most. */
function bestSection(subResults: PagefindSubResult[], pageUrl: string, queryWords: string[]) {
  let named: {sub: PagefindSubResult; extra: number} | undefined;
  for (const sub of subResults) {
    const extra = sub.url === pageUrl ? undefined : extraWords(sectionName(sub), queryWords);
    if (extra !== undefined && (!named || extra < named.extra)) named = {sub, extra};
  }
  if (named) return named.sub;
  let best: PagefindSubResult | undefined;
  for (const sub of subResults) if (!best || score(sub) > score(best)) best = sub;
  return best;
}

/**
 * One hit for a page found by `query`. It leads to the page itself when the page's title
 * names everything the query asks for; otherwise to the section named most nearly as the
 * query, or else to the part of the page whose matches weigh most (a heading or a field
 * name before a mention).
 */
export function toHit(data: PagefindResultData, query = ''): SearchHit {
  const title = data.meta.title ?? data.url;
  const top = {title, url: data.url, excerpt: data.excerpt};
  const subResults = data.sub_results ?? [];
  const seen = new Set<string>();
  const sections: SearchSection[] = [];
  for (const sub of subResults) {
    if (seen.has(sub.url)) continue;
    seen.add(sub.url);
    // The part of the page before its first section is the page itself.
    if (sub.url === data.url) continue;
    sections.push({title: sub.title, url: sub.url, excerpt: sub.excerpt});
  }
  const queryWords = tokenize(query);
  const best = bestSection(subResults, data.url, queryWords);
  const target =
    !best || best.url === data.url || extraWords(title, queryWords) !== undefined
      ? top
      : {title: best.title, url: best.url, excerpt: best.excerpt};
  const kind = data.filters?.kind?.[0] === 'API reference' ? 'API reference' : 'Guides';
  return {
    url: data.url,
    title,
    kind,
    method: data.meta.method,
    path: data.meta.path,
    section: data.meta.section,
    target,
    sections,
  };
}
