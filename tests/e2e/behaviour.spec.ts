/** Client behaviours the product specification asks for: colour mode, storage failure, mobile menu, route changes. */
import {test, expect, gotoHydrated} from './fixtures';

test.describe('colour mode', () => {
  const toggle = (page: import('@playwright/test').Page) =>
    page.getByRole('button', {name: /Switch between dark and light mode/});
  const storedTheme = (page: import('@playwright/test').Page) => page.evaluate(() => localStorage.getItem('theme'));

  test('is light on a first visit and cycles light → dark → system → light, stored under "theme"', async ({page}) => {
    await gotoHydrated(page, '/docs/introduction');
    const html = page.locator('html');
    await expect(html).toHaveAttribute('data-theme', 'light');
    await expect(toggle(page)).toHaveAccessibleName(/system mode/);

    await toggle(page).click();
    await expect(html).toHaveAttribute('data-theme', 'light');
    await expect(html).toHaveAttribute('data-theme-choice', 'light');
    expect(await storedTheme(page)).toBe('light');

    await toggle(page).click();
    await expect(html).toHaveAttribute('data-theme', 'dark');
    expect(await storedTheme(page)).toBe('dark');

    await toggle(page).click();
    await expect(html).toHaveAttribute('data-theme-choice', 'system');
    await expect(html).toHaveAttribute('data-theme', 'light');
    expect(await storedTheme(page)).toBeNull();

    await toggle(page).click();
    await expect(html).toHaveAttribute('data-theme-choice', 'light');
  });

  test('the choice persists across reloads and pages', async ({page}) => {
    await gotoHydrated(page, '/docs/introduction');
    await toggle(page).click();
    await toggle(page).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await gotoHydrated(page, '/docs/changelog');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  });

  test('with no stored choice it follows a dark operating system', async ({browser}) => {
    const context = await browser.newContext({colorScheme: 'dark'});
    const page = await context.newPage();
    await gotoHydrated(page, '/');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await context.close();
  });
});

test('unavailable browser storage only logs a console warning', async ({page, consoleLog}) => {
  await page.addInitScript(() => {
    Object.defineProperty(window, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
  });
  await gotoHydrated(page, '/docs/introduction');
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Introduction');
  // The site still works: the colour toggle and client navigation respond.
  await page.getByRole('button', {name: /Switch between dark and light mode/}).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme-choice', 'light');
  await page.getByRole('link', {name: 'Changelog'}).first().click();
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Changelog');
  expect(consoleLog.warnings.some((text) => text.includes('browser storage is not available'))).toBe(true);
});

test.describe('mobile (400 px)', () => {
  test.use({viewport: {width: 400, height: 800}});

  test('the menu opens the doc sidebar and goes back to the main menu', async ({page}) => {
    await gotoHydrated(page, '/docs/introduction');
    await expect(page.getByRole('navigation', {name: 'Docs sidebar'})).toBeHidden();
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    const panel = page.locator('.navbar-sidebar');
    await expect(panel.getByRole('link', {name: 'Changelog'})).toBeVisible();
    await panel.getByRole('button', {name: '← Back to main menu'}).click();
    await expect(panel.getByRole('link', {name: 'Docs', exact: true})).toBeVisible();
    await expect(panel.getByRole('link', {name: 'API', exact: true})).toBeVisible();
    await panel.getByRole('link', {name: 'API', exact: true}).click();
    await expect(page).toHaveURL(/\/docs\/api\/partner-api\/gcm-api$/);
    await expect(panel).toBeHidden();
  });

  test('Escape closes the menu and gives the focus back to the menu button', async ({page}) => {
    await gotoHydrated(page, '/docs/introduction');
    const toggle = page.getByRole('button', {name: 'Toggle navigation bar'});
    const panel = page.locator('.navbar-sidebar');
    // From a link inside the drawer.
    await toggle.click();
    const changelog = panel.getByRole('link', {name: 'Changelog'});
    await expect(changelog).toBeVisible();
    await changelog.focus();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();
    // From the menu button itself, opened with the keyboard.
    await page.keyboard.press('Enter');
    await expect(changelog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(toggle).toBeFocused();
    await expect(page).toHaveURL(/\/docs\/introduction$/);
  });

  test('the closed menu prefetches nothing: only links the reader can see do', async ({page}) => {
    // Record every link Docusaurus's per-link IntersectionObserver reports as in view.
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as {inView: string[]}).inView = seen;
      const Native = window.IntersectionObserver;
      window.IntersectionObserver = class extends Native {
        constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
          super((entries, observer) => {
            for (const entry of entries) {
              if (entry.isIntersecting || entry.intersectionRatio > 0)
                seen.push(entry.target.closest('.navbar-sidebar') ? 'drawer' : 'page');
            }
            callback(entries, observer);
          }, options);
        }
      };
    });
    await gotoHydrated(page, '/docs/api/partner-api/schemas/business');
    await page.waitForLoadState('networkidle');
    const inView = await page.evaluate(() => (window as unknown as {inView: string[]}).inView);
    expect(inView).toContain('page');
    expect(inView.filter((where) => where === 'drawer')).toEqual([]);
    // Opening it still shows the docs menu.
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    await expect(page.locator('.navbar-sidebar').getByRole('link', {name: 'Error codes'})).toBeVisible();
  });

  test('at 996 px and above the desktop sidebar shows instead', async ({page}) => {
    await page.setViewportSize({width: 997, height: 800});
    await gotoHydrated(page, '/docs/introduction');
    await expect(page.getByRole('navigation', {name: 'Docs sidebar'})).toBeVisible();
    await expect(page.getByRole('button', {name: 'Toggle navigation bar'})).toBeHidden();
  });
});

test('the progress bar shows during a slow route change and ends when it completes', async ({page}) => {
  await gotoHydrated(page, '/docs/introduction');
  // Hold back every script the next route needs for a second.
  await page.route('**/assets/js/*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await route.continue();
  });
  await page.getByRole('navigation', {name: 'Docs sidebar'}).getByRole('link', {name: 'Changelog'}).click();
  await expect(page.locator('#nprogress .bar')).toBeVisible();
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Changelog');
  await expect(page.locator('#nprogress')).toHaveCount(0);
});

test('a fast route change shows no progress bar (200 ms delay)', async ({page}) => {
  await gotoHydrated(page, '/docs/introduction');
  await page.evaluate(() => {
    const seen = {bar: false};
    (window as unknown as {progressSeen: typeof seen}).progressSeen = seen;
    new MutationObserver(() => {
      if (document.getElementById('nprogress')) seen.bar = true;
    }).observe(document.documentElement, {childList: true, subtree: true});
  });
  // Warm the route so the change completes well within 200 ms.
  await page.evaluate(() =>
    (window as unknown as {docusaurus: {preload: (p: string) => Promise<void>}}).docusaurus.preload('/docs/changelog'),
  );
  await page.getByRole('navigation', {name: 'Docs sidebar'}).getByRole('link', {name: 'Changelog'}).click();
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Changelog');
  await page.waitForTimeout(400);
  expect(await page.evaluate(() => (window as unknown as {progressSeen: {bar: boolean}}).progressSeen.bar)).toBe(false);
});

test('a page chunk that fails to load makes the page reload at the new route', async ({page, consoleLog}) => {
  // The deliberately failed downloads, and the hover preload that rejects with them.
  consoleLog.allow.push(/Failed to load resource/, /Loading chunk \d+ failed/);
  await gotoHydrated(page, '/docs/introduction');
  await page.evaluate(() => {
    (window as unknown as {beforeReload: boolean}).beforeReload = true;
  });
  // Every script fails until the browser starts loading a new document.
  let reloading = false;
  let failed = 0;
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) reloading = true;
  });
  await page.route('**/assets/js/*.js', async (route) => {
    if (reloading) return route.continue();
    failed += 1;
    return route.abort('failed');
  });
  await page.getByRole('navigation', {name: 'Docs sidebar'}).getByRole('link', {name: 'Changelog'}).click();
  await page.waitForURL(/\/docs\/changelog$/);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Changelog');
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
  expect(failed).toBeGreaterThan(0);
  // A full reload happened: the marker set on the old document is gone.
  expect(await page.evaluate(() => (window as unknown as {beforeReload?: boolean}).beforeReload)).toBeUndefined();
});
