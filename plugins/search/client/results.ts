/**
 * Pagefind's results shaped for display: one hit per page, which says where it leads
 * (method and path for an operation, the sidebar trail for anything else), links to the
 * part of the page that answers the query, and lists the page sections that matched, each once.
 */
import type {SearchKind} from './fields';
import {squashed, tokenize} from './spelling';
import {TITLE_WEIGHT, type PagefindResultData, type PagefindSubResult} from './sections';

export type {PagefindResultData} from './sections';

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

/** How much a part of the page matched: its matches by weight, the page title left out. */
const score = (sub: PagefindSubResult) =>
  (sub.weighted_locations ?? [])
    .filter((location) => (location.weight ?? 1) < TITLE_WEIGHT)
    .reduce((sum, location) => sum + location.balanced_score, 0);

/** Whether a query word matches a word of a name, roughly as Pagefind matches: as its start, or as the word with an ending ("cards", "card"). */
const matchesWord = (query: string, word: string) =>
  word.startsWith(query) || (word.length >= 4 && query.startsWith(word));

/**
 * The words of a query, each a group of words any one of which answers it (the typed word,
 * its other forms, the site's words for it; understand.ts). A plain string is one group a word.
 */
export type QueryTerms = string | readonly (readonly string[])[];

const termGroups = (terms: QueryTerms): (readonly string[])[] =>
  typeof terms === 'string' ? tokenize(terms).map((word) => [word]) : terms.filter((group) => group.length > 0);

/** The query's words as typed, then (when given) with their other forms and the glossary's words. */
const readingsOf = (terms: QueryTerms, expanded?: readonly (readonly string[])[]) => [
  termGroups(terms),
  ...(expanded ? [expanded.filter((group) => group.length > 0)] : []),
];

/** How many words of `text` the query does not ask for, when it names every word of the query; else undefined. */
function extraWords(text: string, groups: readonly (readonly string[])[]): number | undefined {
  // A name in camelCase is its words ("VoidCardResponse" names "void card").
  const words = [...new Set(tokenize(text.replace(/([a-z0-9])([A-Z])/g, '$1 $2')))];
  const named = (group: readonly string[]) => words.some((word) => group.some((query) => matchesWord(query, word)));
  if (groups.length === 0 || !groups.every(named)) return undefined;
  return words.filter((word) => !groups.some((group) => group.some((query) => matchesWord(query, word)))).length;
}

/** A section's name: its title and its anchor (a field's anchor holds its path, `request.delivery.method`). */
const sectionName = (sub: PagefindSubResult) => `${sub.title} ${decodeURIComponent(sub.url.split('#')[1] ?? '')}`;

/**
 * The section named most nearly as the query (the first of equals), if any names it. The page's
 * title belongs to every section's name: "when a fraud control fires" names the section "When
 * a control fires" of the page "Fraud prevention tools".
 */
function namedSection(
  subResults: PagefindSubResult[],
  page: {url: string; title: string},
  groups: readonly (readonly string[])[],
) {
  let named: {sub: PagefindSubResult; extra: number} | undefined;
  for (const sub of subResults) {
    const extra = sub.url === page.url ? undefined : extraWords(`${page.title} ${sectionName(sub)}`, groups);
    if (extra !== undefined && (!named || extra < named.extra)) named = {sub, extra};
  }
  return named?.sub;
}

/** Whether `a` answers more of the query than `b`: it covers more of it, or as much with heavier matches. */
const answersMore = (a: PagefindSubResult, b: PagefindSubResult) => {
  const covers = (a.coverage ?? 0) - (b.coverage ?? 0);
  return covers > 1e-9 || (covers > -1e-9 && score(a) > score(b));
};

/** The part of the page that covers most of the query, and of those the one whose matches weigh most. */
function heaviestSection(subResults: PagefindSubResult[]) {
  let best: PagefindSubResult | undefined;
  for (const sub of subResults) if (!best || answersMore(sub, best)) best = sub;
  return best;
}

/**
 * Whether the page, or one of its sections, is named exactly as the query: its title or a
 * heading has every word of the query (as typed, or in `expanded`'s forms) and no other. Such
 * a page explains what the query names ("Idempotency" for `idempotency`), where others
 * mention it in a longer name (`Idempotency-Key`).
 */
export function namedExactly(
  data: PagefindResultData,
  terms: QueryTerms = '',
  expanded?: readonly (readonly string[])[],
): boolean {
  const names = [
    data.meta.title ?? '',
    ...(data.sub_results ?? []).filter((sub) => sub.url !== data.url).map(sectionName),
  ];
  return readingsOf(terms, expanded).some((groups) => names.some((name) => extraWords(name, groups) === 0));
}

/**
 * One hit for a page found by a query (`terms`). It leads to the page itself when the page's title
 * names everything the query asks for; otherwise to the section named most nearly as the
 * query, or else to the part of the page whose matches weigh most (a heading or a field
 * name before a mention). The words as typed are tried first, then `expanded` (each word with
 * its other forms and the glossary's words for it, understand.ts), so that "webhooks" leads to
 * the section named so before a page titled with the glossary's "status changes".
 */
export function toHit(
  data: PagefindResultData,
  terms: QueryTerms = '',
  expanded?: readonly (readonly string[])[],
): SearchHit {
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
  const readings = readingsOf(terms, expanded);
  // A query that is the operation's name as an identifier ("getcards") asks for the operation.
  const identifier = squashed(readings[0].map((group) => group[0]).join(''));
  const identified = identifier !== '' && squashed(data.meta.operation ?? '') === identifier;
  const target = (() => {
    if (identified) return top;
    for (const groups of readings) {
      if (extraWords(title, groups) !== undefined) return top;
      const named = namedSection(subResults, {url: data.url, title}, groups);
      if (named) return {title: named.title, url: named.url, excerpt: named.excerpt};
    }
    const best = heaviestSection(subResults);
    return !best || best.url === data.url ? top : {title: best.title, url: best.url, excerpt: best.excerpt};
  })();
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
