/**
 * Searches a built reference in headless Chromium as a reader does, on its /search page: the
 * pages each query's first results lead to. For the fixtures whose language is not English,
 * where the index is built for that language and the browser must pick it up.
 */
import {withServedBuild} from '../../scripts/lib/firstLoad';

/** Where the checks serve a build to search it (E2E_PORT_BASE moves it, as it moves the e2e servers). */
const SEARCH_PORT = Number(process.env.E2E_PORT_BASE ?? 4173) + 41;

/** For each query, the pages (paths, no section) its first `limit` results lead to, in order. */
export async function searchResultPages(
  buildDir: string,
  queries: string[],
  limit = 3,
): Promise<Map<string, string[]>> {
  return withServedBuild(buildDir, SEARCH_PORT, async (browser, origin) => {
    const found = new Map<string, string[]>();
    const page = await browser.newPage();
    for (const query of queries) {
      await page.goto(`${origin}/search?q=${encodeURIComponent(query)}`);
      await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached', timeout: 60_000});
      await page
        .getByRole('status')
        .filter({hasText: /found|No results/})
        .waitFor({timeout: 30_000});
      const hrefs = await page
        .locator('main ol > li h2 a')
        .evaluateAll((links, n) => links.slice(0, n).map((a) => a.getAttribute('href') ?? ''), limit);
      found.set(
        query,
        hrefs.map((href) => decodeURIComponent(href).split('#')[0]),
      );
    }
    return found;
  });
}
