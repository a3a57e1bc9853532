/**
 * Visits every page of the production build's sitemap: each must answer 200, hydrate,
 * log no error, carry the noindex robots meta, an English lang and a "|"-delimited title,
 * name its Markdown twin (which must exist) and llms.txt in the head it was served with,
 * stay within its byte budget on first load (prefetching off, so only what the page
 * itself needs is counted), and pass axe-core's WCAG 2.2 AA rules and best practices in
 * light mode and, after the operating system turns dark, the colour rules in dark mode. One
 * page per worker visits every URL (crawlTest), with the cache off so each visit is a first load.
 */
import {crawlTest as test, expect, gotoHydrated} from './fixtures';
import {sitemapPaths} from './sitemap';
import {GUIDE_URLS} from '../routeMap';
import {brand} from '../../src/data/brand';
import {expectNoA11yViolationsInBothModes} from './a11y';
import {budgetFor, emulateConnection, KIB, recordRequests, weigh} from './pageWeight';
import {markdownDiscoveryTags} from '../../plugins/exports/discovery';
import {markdownTwinOf} from '../../plugins/shared/routes';

const paths = sitemapPaths();

test('the sitemap lists every route of the spec route map', () => {
  const required = ['/', ...GUIDE_URLS, '/docs/api/partner-api/gcm-api'];
  for (const path of required) expect(paths, path).toContain(path);
});

// axe runs twice per page, and an operation page has thousands of nodes: on a busy 2-core
// machine that alone can take most of the default 30 s.
test.describe.configure({timeout: 90_000});

test.beforeAll(async ({workerPage}) => {
  await emulateConnection(workerPage, {effectiveType: '4g', saveData: true});
});

for (const path of paths) {
  test(`page ${path} hydrates cleanly, with noindex, a titled head naming its Markdown, within budget and passes axe in both modes`, async ({
    page,
  }) => {
    const recording = recordRequests(page);
    const response = await gotoHydrated(page, path);
    expect(response?.status()).toBe(200);
    // As served: the head manager drops the tags once the page hydrates (plugins/exports/discovery.ts).
    const head = (await response!.text()).split(/<body[\s>]/)[0];
    expect(head).toContain(markdownDiscoveryTags(markdownTwinOf(path)));
    // The head manager owns them (UPGRADING.md), so that a navigation never keeps another page's twin.
    await expect(page.locator('head link[type="text/markdown"]')).toHaveCount(0);
    const twin = await page.request.get(markdownTwinOf(path));
    expect(twin.status(), markdownTwinOf(path)).toBe(200);
    expect(twin.headers()['content-type'], markdownTwinOf(path)).toMatch(/^text\/markdown/);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page).toHaveTitle(new RegExp(`^.+ \\| ${brand.siteTitle}$`));
    await expect(page.getByRole('heading', {level: 1}).first()).toBeVisible();

    await page.waitForLoadState('networkidle');
    recording.stop();
    // The search page is a search: its index is the reader's query data, not page weight.
    const weight = weigh(
      'build',
      recording.requests.filter((r) => !r.url().includes('/pagefind/')),
    );
    const budget = budgetFor(path);
    const kib = (bytes: number) => `${(bytes / KIB).toFixed(1)} KiB`;
    console.log(`weight ${path}: total ${kib(weight.total)}, js ${kib(weight.js)}, css ${kib(weight.css)}`);
    expect(weight.total, `first-load bytes of ${path}: ${weight.files.join(', ')}`).toBeLessThanOrEqual(budget);
    await expectNoA11yViolationsInBothModes(page);
  });
}
