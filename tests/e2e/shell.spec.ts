/** The site shell as a reader meets it: navbar, footer, 404, skip link, sidebars, TOC. */
import sidebars from '../../sidebars';
import {test, expect, gotoHydrated} from './fixtures';
import {brand} from '../../src/data/brand';
import {model, referenceRoute} from './specModel';

test('an unknown path answers 404 with the not-found page, noindex included', async ({page, consoleLog}) => {
  consoleLog.allow.push(/Failed to load resource: the server responded with a status of 404/);
  const response = await gotoHydrated(page, '/docs/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Page Not Found');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expect(page).toHaveTitle(`Page Not Found | ${brand.siteTitle}`);
});

test('the navbar has the logo, Docs and API items', async ({page}) => {
  await gotoHydrated(page, '/');
  const navbar = page.getByRole('navigation', {name: 'Main'});
  await expect(navbar.getByRole('img', {name: 'GCM Logo'})).toBeVisible();
  await navbar.getByRole('link', {name: 'Docs', exact: true}).click();
  await expect(page).toHaveURL(/\/docs\/introduction$/);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Introduction');
  await navbar.getByRole('link', {name: 'API', exact: true}).click();
  await expect(page).toHaveURL(/\/docs\/api\/partner-api\/gcm-api$/);
  await expect(page.getByRole('heading', {level: 1})).toContainText('GCM API');
});

test('the footer is dark with the confidentiality notice and the 2024 patents-pending line', async ({page}) => {
  await gotoHydrated(page, '/docs/introduction');
  const footer = page.locator('footer.footer');
  await expect(footer).toHaveClass(/footer--dark/);
  await expect(footer).toContainText(brand.confidentialityNotice);
  await expect(footer).toContainText('Copyright © 2024');
  await expect(footer).toContainText('Patents pending');
});

test('"Skip to main content" is the first tab stop and the next Tab lands in the content', async ({page}) => {
  await gotoHydrated(page, '/docs/introduction');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', {name: 'Skip to main content'});
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  const focusIsInMain = await page.evaluate(() => !!document.activeElement?.closest('main'));
  expect(focusIsInMain, 'the Tab after skipping lands inside <main>, past the navbar').toBe(true);
});

test.describe('sidebars', () => {
  test('the guide sidebar lists the guides, not the hidden pages or the API', async ({page}) => {
    await gotoHydrated(page, '/docs/introduction');
    const sidebar = page.getByRole('navigation', {name: 'Docs sidebar'});
    for (const href of [
      '/docs/introduction',
      '/docs/quickstarts/introduction',
      '/docs/quickstarts/components/introduction',
      '/docs/quickstarts/components-custom-provider/introduction',
      '/docs/quickstarts/embeddable-storefront-integration/introduction',
      '/docs/quickstarts/integrated/introduction',
      '/docs/quickstarts/whitelabel/introduction',
      '/docs/category/additional-support',
      '/docs/additional-support/partner-console',
      '/docs/additional-support/hmac-signature-generation',
      '/docs/additional-support/components-script',
      '/docs/additional-support/display-guidelines',
      '/docs/additional-support/fraud-prevention-tools',
      '/docs/additional-support/dns-cutover',
      '/docs/changelog',
    ]) {
      await expect(sidebar.locator(`a[href="${href}"]`), href).toHaveCount(1);
    }
    for (const hidden of [
      '/docs/additional-support/financial-settlements',
      '/docs/quickstarts/api/provisioning/introduction',
      '/docs/quickstarts/api/provisioning/provision',
      '/docs/api/partner-api/gcm-api',
    ]) {
      await expect(sidebar.locator(`a[href="${hidden}"]`), hidden).toHaveCount(0);
    }
  });

  test('the hidden pages are still reachable', async ({page}) => {
    for (const path of [
      '/docs/additional-support/financial-settlements',
      '/docs/quickstarts/api/provisioning/introduction',
      '/docs/quickstarts/api/provisioning/provision',
    ]) {
      const response = await gotoHydrated(page, path);
      expect(response?.status(), path).toBe(200);
    }
  });

  test('the API sidebar is separate and lists the reference', async ({page}) => {
    await gotoHydrated(page, '/docs/api/partner-api/void-card');
    const sidebar = page.getByRole('navigation', {name: 'Docs sidebar'});
    await expect(sidebar.locator('a[href="/docs/api/partner-api/gcm-api"]')).toHaveCount(1);
    await expect(sidebar.locator('a[href="/docs/api/partner-api/void-card"]')).toHaveCount(1);
    await expect(sidebar.locator('a[href="/docs/introduction"]')).toHaveCount(0);
  });

  test('the additional-support category page is a generated index of its guides', async ({page}) => {
    await gotoHydrated(page, '/docs/category/additional-support');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Additional support');
    // One card per guide the sidebar lists in the category, and nothing else.
    const category = (sidebars.guideSidebar as {label?: string; items?: string[]}[]).find(
      (item) => item.label === 'Additional support',
    );
    const guides = category!.items!.map((id) => `/docs/${id}`);
    expect(guides.length).toBeGreaterThan(0);
    const cards = page.locator('article a.card');
    await expect(cards).toHaveCount(guides.length);
    for (const href of guides) await expect(page.locator(`article a.card[href="${href}"]`)).toBeVisible();
  });

  test('expanding one category does not collapse another', async ({page}) => {
    await gotoHydrated(page, '/docs/changelog');
    const sidebar = page.getByRole('navigation', {name: 'Docs sidebar'});
    const quickstarts = sidebar.getByRole('button', {name: /Quickstarts/});
    const support = sidebar.getByRole('button', {name: /Additional support/});
    // Both start open. Close both, then open one after the other: the first stays open.
    await quickstarts.click();
    await support.click();
    await expect(quickstarts).toHaveAttribute('aria-expanded', 'false');
    await expect(support).toHaveAttribute('aria-expanded', 'false');
    await quickstarts.click();
    await support.click();
    await expect(quickstarts).toHaveAttribute('aria-expanded', 'true');
    await expect(support).toHaveAttribute('aria-expanded', 'true');
  });

  test('a page far down the sidebar is shown in it, the window left at the top', async ({page}) => {
    await page.setViewportSize({width: 1280, height: 720});
    // The last schema: below the sidebar's view when it opens at the top.
    const last = [...model.schemas].sort((a, b) => a.name.localeCompare(b.name)).pop()!;
    await gotoHydrated(page, referenceRoute(last.id));
    const sidebar = page.getByRole('navigation', {name: 'Docs sidebar'});
    const current = sidebar.locator('a[aria-current="page"]');
    await expect(current).toHaveText(last.name);
    await expect(current).toBeInViewport({ratio: 1});
    expect(await sidebar.evaluate((list) => list.scrollTop)).toBeGreaterThan(0);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    // A page whose link the sidebar shows leaves the sidebar where the reader has it.
    const scrolled = await sidebar.evaluate((list) => list.scrollTop);
    await sidebar.locator('a.menu__link:not([aria-current])', {hasText: /\S/}).last().click();
    await expect(page.getByRole('heading', {level: 1})).not.toHaveText(last.name);
    expect(await sidebar.evaluate((list) => list.scrollTop)).toBe(scrolled);
  });

  test('the mobile menu opens with the current page in view', async ({page}) => {
    await page.setViewportSize({width: 390, height: 844});
    const last = [...model.schemas].sort((a, b) => a.name.localeCompare(b.name)).pop()!;
    await gotoHydrated(page, referenceRoute(last.id));
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    // The drawer's second panel is the docs sidebar (the first, the navbar's items, marks API current).
    const current = page.locator('.navbar-sidebar a[aria-current="page"]', {hasText: last.name});
    await expect(current).toBeInViewport({ratio: 1});
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    // The way back to the navbar's items stays at the top of the scrolled panel.
    const back = page.getByRole('button', {name: /Back to main menu/});
    await expect(back).toBeInViewport({ratio: 0.99});
    await back.click();
    await expect(page.locator('.navbar-sidebar').getByRole('link', {name: 'Docs', exact: true})).toBeInViewport();
  });

  test('the sidebar can be hidden and shown again', async ({page}) => {
    await gotoHydrated(page, '/docs/introduction');
    const sidebar = page.getByRole('navigation', {name: 'Docs sidebar'});
    await expect(sidebar).toBeVisible();
    await page.getByRole('button', {name: 'Collapse sidebar', exact: true}).click();
    await expect(sidebar).toBeHidden();
    await page.getByRole('button', {name: 'Expand sidebar', exact: true}).click();
    await expect(sidebar).toBeVisible();
  });
});

test('production has no e2e fixtures', async ({page, consoleLog}) => {
  consoleLog.allow.push(/Failed to load resource: the server responded with a status of 404/);
  const response = await gotoHydrated(page, '/__e2e/crash');
  expect(response?.status()).toBe(404);
});
