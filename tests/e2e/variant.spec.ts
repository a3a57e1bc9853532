/**
 * Behaviours that need test-only configuration, run against the SITE_VARIANT=e2e
 * build: an announcement bar, and a page that can be made to crash.
 */
import {test, expect, gotoHydrated} from './fixtures';

test.describe('announcement bar', () => {
  const bar = (page: import('@playwright/test').Page) =>
    page.getByRole('banner').filter({hasText: 'Sandbox maintenance'});

  test('is shown, can be dismissed, and stays dismissed', async ({page}) => {
    await gotoHydrated(page, '/docs/introduction');
    await expect(bar(page)).toBeVisible();
    await bar(page).getByRole('button', {name: 'Close'}).click();
    await expect(bar(page)).toHaveCount(0);
    await gotoHydrated(page, '/docs/changelog');
    await expect(page.locator('body')).toContainText('Changelog');
    await expect(bar(page)).toHaveCount(0);
    await page.reload();
    await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
    await expect(bar(page)).toHaveCount(0);
  });

  test('comes back when the announcement id changes', async ({page}) => {
    // A reader who dismissed an earlier announcement (another id) sees the new one.
    await page.addInitScript(() => {
      if (!sessionStorage.getItem('seeded')) {
        localStorage.setItem('docusaurus.announcement.id', 'an-earlier-announcement');
        localStorage.setItem('docusaurus.announcement.dismiss', 'true');
        sessionStorage.setItem('seeded', '1');
      }
    });
    await gotoHydrated(page, '/docs/introduction');
    await expect(bar(page)).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('docusaurus.announcement.dismiss'))).toBe('false');
  });
});

test('a crashing page shows "This page crashed." and "Try again" recovers it', async ({page, consoleLog}) => {
  consoleLog.allow.push(/E2E fixture: deliberate render crash/, /The above error occurred/);
  await gotoHydrated(page, '/__e2e/crash');
  await expect(page.getByText('The page is rendering normally.')).toBeVisible();
  await page.getByRole('button', {name: 'Crash this page'}).click();
  await expect(page.getByRole('heading', {name: 'This page crashed.'})).toBeVisible();
  await expect(page).toHaveTitle(/^This page crashed\. \|/);
  await page.getByRole('button', {name: 'Try again'}).click();
  await expect(page.getByText('The page is rendering normally.')).toBeVisible();
  await expect(page.getByRole('heading', {name: 'This page crashed.'})).toHaveCount(0);
});

test('the table of contents lists h2 and h3 headings and nothing deeper', async ({page}) => {
  await gotoHydrated(page, '/__e2e/toc');
  const article = page.locator('main');
  const ids = (level: string) => article.locator(`${level}[id]`).evaluateAll((els) => els.map((el) => `#${el.id}`));
  const [h2, h3, deeper] = [await ids('h2'), await ids('h3'), [...(await ids('h4')), ...(await ids('h5'))]];
  expect(h2).toHaveLength(2);
  expect(h3).toHaveLength(1);
  expect(deeper).toHaveLength(2);
  const tocLinks = await page
    .locator('.table-of-contents a')
    .evaluateAll((els) => els.map((el) => el.getAttribute('href')));
  expect(tocLinks).toEqual([h2[0], h3[0], h2[1]]);
});
