/**
 * Measures a query set on the built site: on its /search page, in one browser page (each query
 * given to the page as a new address, as Back and Forward give it, without a reload, and the
 * links of its results read once the list says it holds that query's results), or with the
 * same engine in Node (nodeSearch.ts).
 */
import type {Page} from '@playwright/test';
import type {JudgedQuery} from './querySets';

export interface Ranked {
  query: string;
  /** 1-based rank of the first result that answers, 0 when none of the first ten does. */
  rank: number;
  got: string[];
}

export interface Scores {
  n: number;
  at1: number;
  at3: number;
  mrr: number;
}

/** Whether a result's link is an answer: the page, or the page and section, it names. */
export function answers(href: string, answer: string): boolean {
  const [page, section] = answer.split('#');
  const [hrefPage, hrefSection] = href.split('#');
  return hrefPage === page && (section === undefined || hrefSection === section);
}

/** Where the search page's results for `query` lead, in order (page and section, decoded). */
export async function searchPageLinks(page: Page, query: string, limit = 10): Promise<string[]> {
  if (!new URL(page.url()).pathname.endsWith('/search')) {
    await page.goto('/search');
    await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
  }
  await page.evaluate((q) => {
    window.history.pushState(null, '', `/search?q=${encodeURIComponent(q)}`);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, query);
  const list = page.locator('main ol[data-query]').filter({has: page.locator('li')});
  await page.waitForFunction(
    (q) =>
      document.querySelector('main ol[data-query]')?.getAttribute('data-query') === q ||
      Array.from(document.querySelectorAll('[role="status"]')).some(
        (s) => s.textContent?.startsWith(`No results for “${q}”`) && !s.textContent.includes('showing'),
      ),
    query.trim(),
    {timeout: 15_000},
  );
  const shown = await page.evaluate(() => document.querySelector('main ol[data-query]')?.getAttribute('data-query'));
  if (shown !== query.trim()) return [];
  const hrefs = await list
    .locator(':scope > li h2 a')
    .evaluateAll((as, n) => as.slice(0, n).map((a) => a.getAttribute('href') ?? ''), limit);
  return hrefs.map((href) => decodeURIComponent(href));
}

/** Where a search's results for a query lead, in order: the search page's (searchPageLinks) or the engine's in Node (nodeSearch.ts). */
export type Links = (query: string) => Promise<string[]>;

/** Each query's rank among the links `links` gives for it. */
export async function rankAll(links: Links, queries: readonly JudgedQuery[]): Promise<Ranked[]> {
  const ranked: Ranked[] = [];
  for (const q of queries) {
    const got = await links(q.query);
    const rank = got.findIndex((href) => q.answers.some((answer) => answers(href, answer))) + 1;
    ranked.push({query: q.query, rank, got: got.slice(0, 3)});
  }
  return ranked;
}

export function scores(ranked: readonly Ranked[]): Scores {
  const n = ranked.length;
  const at = (k: number) => ranked.filter(({rank}) => rank >= 1 && rank <= k).length / n;
  const mrr = ranked.reduce((sum, {rank}) => sum + (rank > 0 ? 1 / rank : 0), 0) / n;
  return {n, at1: at(1), at3: at(3), mrr};
}

export const percent = (value: number) => `${(value * 100).toFixed(1)}%`;
