/**
 * The 404 page helps a reader who followed a broken link: it answers with status 404, shows
 * the pages that best match the words of the address (searched on the site itself), has a
 * search box that works with or without script, and links to four places to start.
 */
import {test, expect, gotoHydrated} from './fixtures';
import {notFoundLinks} from '../../src/data/notFound';
import {expectNoA11yViolationsInBothModes} from './a11y';

const BROKEN = ['/no-such-page', '/docs/no-such-page'];

test.beforeEach(({consoleLog}) => {
  consoleLog.allow.push(/Failed to load resource: the server responded with a status of 404/);
});

for (const path of BROKEN) {
  test(`${path} answers 404 with a heading, one sentence, a search box and four places to start`, async ({page}) => {
    const response = await gotoHydrated(page, path);
    expect(response?.status()).toBe(404);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', {level: 1})).toHaveText('Page Not Found');
    await expect(main.locator('p').first()).toContainText('There is no page at this address');
    await expect(main.getByRole('search').getByRole('searchbox', {name: 'Search the docs'})).toBeVisible();
    const links = main.getByRole('navigation', {name: 'Places to start'}).getByRole('link');
    await expect(links).toHaveText(notFoundLinks.map((link) => link.title));
    for (const [i, link] of notFoundLinks.entries()) await expect(links.nth(i)).toHaveAttribute('href', link.to);
  });
}

test('a mistyped address gets the three pages that best match its words, the answer first', async ({page}) => {
  // A search, two axe passes and a navigation: 17 s on a quiet 2-core machine, past 30 s under load.
  test.slow();
  const requests: string[] = [];
  page.on('request', (request) => requests.push(new URL(request.url()).origin));
  await gotoHydrated(page, '/docs/api/partner-api/void-cards');
  const suggestions = page.getByRole('main').getByRole('navigation', {name: 'Pages like “void cards”'});
  const links = suggestions.getByRole('link');
  await expect(links).toHaveCount(3, {timeout: 15_000});
  await expect(links.first()).toHaveText('Void a gift card');
  await expect(links.first()).toHaveAttribute('href', '/docs/api/partner-api/void-card');
  await expect(suggestions).toContainText('POST /v1/gift-cards/{giftCardId}/void');
  // The fixture fails on a request off the site; the search ran on it.
  expect(new Set(requests)).toEqual(new Set([new URL(page.url()).origin]));
  await expectNoA11yViolationsInBothModes(page);
  await links.first().click();
  await expect(page).toHaveURL(/\/docs\/api\/partner-api\/void-card$/);
});

test('a mistyped guide address is corrected to the guide', async ({page}) => {
  await gotoHydrated(page, '/docs/additional-support/partner-consle');
  const links = page.getByRole('navigation', {name: /^Pages like/}).getByRole('link');
  await expect(links.first()).toHaveText('Partner console', {timeout: 15_000});
});

test('typing a query and pressing Enter opens its results', async ({page}) => {
  await gotoHydrated(page, '/docs/no-such-page');
  const box = page.getByRole('main').getByRole('searchbox', {name: 'Search the docs'});
  await box.fill('idempotency key');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=idempotency%20key$/);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Search results for “idempotency key”');
  await expect(page.locator('main ol > li h2 a').first()).toBeVisible({timeout: 15_000});
});

test('before any script runs, the search box submits to the search page', async ({browser, baseURL}) => {
  const context = await browser.newContext({baseURL, javaScriptEnabled: false});
  const page = await context.newPage();
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  const box = page.getByRole('main').getByRole('searchbox', {name: 'Search the docs'});
  await box.fill('nonce');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=nonce$/);
  await expect(page.getByRole('main').getByRole('searchbox', {name: 'Search the docs'})).toBeVisible();
  await context.close();
});

for (const path of BROKEN) {
  test(`the 404 page at ${path} passes axe in both colour modes`, async ({page}) => {
    await gotoHydrated(page, path);
    await expectNoA11yViolationsInBothModes(page);
  });
}
