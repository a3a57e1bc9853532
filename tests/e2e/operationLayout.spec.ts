/**
 * Operation pages read at a glance: two columns with sticky samples from 1200 px, one
 * column below; collapsed nesting with "Expand all"; deep links that open collapsed
 * fields; error-code anchors; a tab strip that shows and reaches every language; tables
 * that fit or visibly scroll. Screenshots of an operation page at 1440 and 390 px in both
 * colour modes are attached to the test output for review.
 */
import type {Page} from '@playwright/test';
import {test, expect, gotoHydrated} from './fixtures';
import {codeSampleLanguages} from '../../src/data/codeSampleLanguages';
import {referenceRoute} from './specModel';

const PROVISION = referenceRoute('provision-gift-card');
/** The tallest the Provision page may be at 1440 px, in its default (collapsed) state. */
const MAX_PROVISION_HEIGHT = 9000;

async function box(page: Page, selector: string) {
  const found = await page.locator(selector).first().boundingBox();
  expect(found, selector).not.toBeNull();
  return found!;
}

for (const colorScheme of ['light', 'dark'] as const) {
  for (const width of [1440, 1280, 390]) {
    test(`Provision gift cards at ${width} px, ${colorScheme}: ${width >= 1200 ? 'two columns, samples sticky beside the request' : 'one column, samples after the request'}`, async ({
      page,
    }, testInfo) => {
      await page.emulateMedia({colorScheme});
      await page.addInitScript((mode) => window.localStorage.setItem('theme', mode), colorScheme);
      await page.setViewportSize({width, height: 900});
      await gotoHydrated(page, PROVISION);
      await expect(page.locator('html')).toHaveAttribute('data-theme', colorScheme);
      const intro = await box(page, '.api-operation__intro');
      const aside = await box(page, '.api-operation__aside');
      const responses = await box(page, '.api-operation__responses');
      if (width >= 1200) {
        expect(aside.x).toBeGreaterThanOrEqual(intro.x + intro.width);
        expect(Math.abs(aside.y - intro.y)).toBeLessThan(5);
        // Reading the request body, the code samples stay in view beside it.
        await page.locator('#request-body').scrollIntoViewIfNeeded();
        await page.evaluate(() => document.getElementById('request-body')!.scrollIntoView({block: 'start'}));
        const samples = page.getByRole('tablist').first();
        await expect(samples).toBeInViewport();
        const height = await page.evaluate(() => document.documentElement.scrollHeight);
        if (width === 1440) expect(height).toBeLessThanOrEqual(MAX_PROVISION_HEIGHT);
      } else {
        expect(aside.y).toBeGreaterThanOrEqual(intro.y + intro.height - 1);
        expect(responses.y).toBeGreaterThanOrEqual(aside.y + aside.height - 1);
        // Nothing sticks out sideways on a phone.
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      }
      if (width !== 1280) {
        await page.evaluate(() => window.scrollTo(0, 0));
        await page.screenshot({path: testInfo.outputPath(`provision-${width}-${colorScheme}.png`)});
        await testInfo.attach(`provision-${width}-${colorScheme}`, {
          path: testInfo.outputPath(`provision-${width}-${colorScheme}.png`),
          contentType: 'image/png',
        });
      }
    });
  }
}

test.describe('collapsed nesting and deep links', () => {
  test('"Expand all" opens every collapsed field of its section, and collapses them again', async ({page}) => {
    await gotoHydrated(page, PROVISION);
    const request = page.locator('.api-section').filter({has: page.locator('#request')});
    const closed = request.locator('details:not([open])');
    expect(await closed.count()).toBeGreaterThan(0);
    const button = request.getByRole('button', {name: 'Expand all of Request'});
    await button.click();
    await expect(closed).toHaveCount(0);
    await expect(request.getByRole('button', {name: 'Collapse all of Request'})).toHaveText('Collapse all');
    await request.getByRole('button', {name: 'Collapse all of Request'}).click();
    expect(await closed.count()).toBeGreaterThan(0);
  });

  test('a link to a nested field opens its collapsed ancestors and scrolls it into view', async ({page}) => {
    await gotoHydrated(page, PROVISION);
    const nestedId = await page
      .locator('.api-operation__intro details.api-field__children li.api-field[id]')
      .first()
      .getAttribute('id');
    expect(nestedId).toContain('.');
    // A fresh load with the hash, as from a link support pasted.
    await gotoHydrated(page, `${PROVISION}#${nestedId}`);
    const field = page.locator(`[id="${nestedId}"]`);
    await expect(field).toBeVisible();
    await expect(field).toBeInViewport();
    // And on the same page, after collapsing everything again.
    await page.evaluate(() => {
      document.querySelectorAll('details').forEach((d) => (d.open = false));
      window.location.hash = '#request';
    });
    await expect(field).toBeHidden();
    await page.evaluate((id) => (window.location.hash = `#${id}`), nestedId!);
    await expect(field).toBeVisible();
  });

  test('every field, parameter and response has an anchor, and clicking a field name copies its link', async ({
    page,
    context,
    baseURL,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], {origin: baseURL});
    await gotoHydrated(page, PROVISION);
    const anchored = await page
      .locator('.api-html li.api-field')
      .evaluateAll((items) =>
        items.map((item) => [item.id, item.querySelector('a.api-field__name')?.getAttribute('href')]),
      );
    expect(anchored.length).toBeGreaterThan(10);
    for (const [id, href] of anchored) expect(href).toBe(`#${id}`);
    const responseIds = await page.locator('details.api-response').evaluateAll((items) => items.map((d) => d.id));
    for (const id of responseIds) await expect(page.locator(`a.api-anchor[href="#${id}"]`)).toHaveCount(1);

    const first = page.locator('.api-operation__intro a.api-field__name').first();
    const href = await first.getAttribute('href');
    await first.click();
    await expect(page).toHaveURL(new RegExp(`${href!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}${PROVISION}${href}`);
  });

  test('the header shows method and URL with a copy button', async ({page, context, baseURL}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], {origin: baseURL});
    await gotoHydrated(page, PROVISION);
    await expect(page.locator('.api-endpoint--main')).toContainText('POST');
    await page.getByRole('button', {name: 'Copy the URL'}).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      'https://sandbox.api.gcm.example/v1/gift-cards',
    );
  });
});

test.describe('error codes', () => {
  test('every code has its own anchor, and problem responses link the codes they can return', async ({page}) => {
    await gotoHydrated(page, `${referenceRoute('errors')}#invalid_signature`);
    const row = page.locator('tr[id="invalid_signature"]');
    await expect(row).toBeInViewport();
    await expect(row).toContainText('401');

    await gotoHydrated(page, PROVISION);
    const unauthorized = page.locator('details#response-401');
    await unauthorized.locator('summary').click();
    const link = unauthorized.locator('.api-error-codes a', {hasText: 'invalid_signature'});
    await expect(link).toHaveAttribute('href', `${referenceRoute('errors')}#invalid_signature`);
    await link.click();
    await expect(page).toHaveURL(/\/errors#invalid_signature$/);
    await expect(page.locator('tr[id="invalid_signature"]')).toBeInViewport();
  });
});

test.describe('tabs and tables that fit', () => {
  for (const width of [1280, 390]) {
    test(`all nine language tabs are visible at ${width} px, and Home, End and the arrows move along them`, async ({
      page,
    }) => {
      await page.setViewportSize({width, height: 900});
      await gotoHydrated(page, PROVISION);
      const strip = page.getByRole('tablist').first();
      const tabs = strip.getByRole('tab');
      await expect(tabs).toHaveText(codeSampleLanguages.map((language) => language.label));
      const stripBox = (await strip.boundingBox())!;
      for (const tab of await tabs.all()) {
        const tabBox = (await tab.boundingBox())!;
        expect(tabBox.x).toBeGreaterThanOrEqual(stripBox.x - 1);
        expect(tabBox.x + tabBox.width).toBeLessThanOrEqual(stripBox.x + stripBox.width + 1);
      }
      await tabs.first().focus();
      await page.keyboard.press('End');
      await expect(tabs.last()).toBeFocused();
      await page.keyboard.press('Home');
      await expect(tabs.first()).toBeFocused();
      await page.keyboard.press('ArrowLeft');
      await expect(tabs.last()).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(tabs.last()).toHaveAttribute('aria-selected', 'true');
    });
  }

  test('the reference and the HMAC guide share one language choice, with the same labels', async ({page}) => {
    await gotoHydrated(page, referenceRoute('void-card'));
    await page.getByRole('tab', {name: 'Ruby'}).click();
    await gotoHydrated(page, '/docs/additional-support/hmac-signature-generation');
    const guideTabs = page.getByRole('tablist').first().getByRole('tab');
    await expect(guideTabs).toHaveText(codeSampleLanguages.map((language) => language.label));
    await expect(page.getByRole('tab', {name: 'Ruby'})).toHaveAttribute('aria-selected', 'true');
  });

  for (const route of [
    referenceRoute('gcm-api'),
    referenceRoute('errors'),
    '/docs/quickstarts/introduction',
    '/docs/additional-support/hmac-signature-generation',
  ]) {
    test(`tables on ${route} fit their column at 1280 px or scroll with a visible cue`, async ({page}) => {
      await page.setViewportSize({width: 1280, height: 900});
      await gotoHydrated(page, route);
      const tables = await page.locator('.markdown table, .api-table-scroll').evaluateAll((elements) =>
        elements.map((element) => {
          const style = getComputedStyle(element);
          return {
            overflows: element.scrollWidth > element.clientWidth + 1,
            scrolls: /auto|scroll/.test(style.overflowX),
            cue: style.backgroundImage.includes('gradient'),
            focusable: element.getAttribute('tabindex') === '0' || element.closest('[tabindex="0"]') !== null,
          };
        }),
      );
      expect(tables.length).toBeGreaterThan(0);
      for (const table of tables.filter((t) => t.overflows)) {
        expect(table).toEqual({overflows: true, scrolls: true, cue: true, focusable: true});
      }
      // Header and field names in table cells never break in the middle.
      const broken = await page
        .locator('.markdown td > code')
        .evaluateAll((codes) =>
          codes.filter((code) => code.getClientRects().length > 1).map((code) => code.textContent),
        );
      expect(broken).toEqual([]);
    });
  }
});

test('long one-word schema names wrap in the sidebar instead of being cut off', async ({page}) => {
  await page.setViewportSize({width: 1280, height: 900});
  await gotoHydrated(page, referenceRoute('schemas/business'));
  const clipped = await page
    .locator('nav[aria-label="Docs sidebar"] .menu__link')
    .evaluateAll((links) => links.filter((a) => a.scrollWidth > a.clientWidth + 1).map((a) => a.textContent));
  expect(clipped).toEqual([]);
});

test('on a phone each error code is a readable block, nothing scrolled out of sight', async ({page}) => {
  await page.setViewportSize({width: 400, height: 800});
  await gotoHydrated(page, referenceRoute('errors'));
  const row = page.locator('tr[id="business_not_accepting_gift_cards"]');
  const width = await row.evaluate((el) => el.getBoundingClientRect().width);
  expect(width).toBeLessThanOrEqual(400);
  await row.scrollIntoViewIfNeeded();
  await expect(row.getByText('What to do:')).toBeInViewport();
  const overflow = await page.locator('.api-table-scroll').evaluate((el) => el.scrollWidth - el.clientWidth);
  expect(overflow).toBeLessThanOrEqual(1);
});
