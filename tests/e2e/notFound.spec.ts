/**
 * The 404 page helps a reader who followed a broken link: it answers with status 404, has a
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
