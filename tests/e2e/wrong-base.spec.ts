/** The production build served under another path shows the base-URL issue banner. */
import {test, expect} from './fixtures';
import {PORTS, WRONG_BASE_PATH} from '../../playwright.config';

test('served from the wrong base path, the home page explains and suggests a base URL', async ({page, consoleLog}) => {
  // The scripts and styles 404 under the wrong base: that is the situation under test.
  consoleLog.allow.push(/Failed to load resource: the server responded with a status of 404/);
  await page.goto(WRONG_BASE_PATH);
  const banner = page.locator('#__docusaurus-base-url-issue-banner');
  await expect(banner).toBeVisible();
  await expect(banner).toContainText('Your Docusaurus site did not load properly.');
  await expect(banner).toContainText(`We suggest trying baseUrl = ${WRONG_BASE_PATH}`);
});

test('served from the right base path, no banner appears', async ({page, baseURL}) => {
  await page.goto(baseURL!.replace(/:\d+$/, `:${PORTS.production}`) + '/');
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
  await expect(page.locator('#__docusaurus-base-url-issue-banner')).toHaveCount(0);
});
