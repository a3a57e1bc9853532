/**
 * Operation pages read at a glance. At the laptop sizes partners use (1200 x 800,
 * 1280 x 720, 1440 x 900) every operation page shows at least ten lines of the request
 * sample at the top of the page, under a one-row language picker, with the example
 * response beside the request in the same column. On a phone (390 x 844) the page reads in
 * order: header and request, responses, then the request sample and the example response.
 * Also: collapsed nesting with "Expand all"; deep links that open collapsed fields;
 * error-code anchors; tables that fit or visibly scroll. Every page is measured in light mode;
 * the colour mode changes no geometry, so dark mode measures Provision alone. Screenshots of
 * Provision at each size in both colour modes are attached to the test output for review.
 */
import type {Page} from '@playwright/test';
import {test, expect, gotoHydrated} from './fixtures';
import {codeSampleLanguages} from '../../plugins/openapi/codeSampleLanguages';
import {model, referenceRoute} from './specModel';
import {READING_SIZES} from './viewports';

const PROVISION = referenceRoute('provision-gift-card');
const OPERATIONS = model.operations.map((op) => referenceRoute(op.id.split('/').pop()!));
/** Lines of the request sample that must be on screen at the top of an operation page. */
const MIN_CODE_LINES = 10;
/** The tallest the panel header with the language picker may be. */
const MAX_CONTROL_HEIGHT = 56;
/** Provision on a phone: its whole height, and how far below the request its responses start. */
const MAX_PHONE_HEIGHT = 8000;
const MAX_PHONE_REQUEST_TO_RESPONSES = 3000;

async function box(page: Page, selector: string) {
  const found = await page.locator(selector).first().boundingBox();
  expect(found, selector).not.toBeNull();
  return found!;
}

/**
 * Lines of the shown code of a panel that are whole inside both its scroll box (above its
 * scrollbar) and the window. Highlighted code is text with newlines, one line per line height.
 */
function linesOnScreen(page: Page, panel: string): Promise<number> {
  return page.evaluate((selector) => {
    const pre = document.querySelector<HTMLElement>(`${selector} .api-panel__item:not([hidden]) pre`);
    const code = pre?.querySelector('code');
    if (!pre || !code) return 0;
    const box = pre.getBoundingClientRect();
    const top = Math.max(box.top + pre.clientTop, 0);
    const bottom = Math.min(box.top + pre.clientTop + pre.clientHeight, window.innerHeight);
    const style = getComputedStyle(code);
    const lineHeight = parseFloat(style.lineHeight);
    const first = code.getBoundingClientRect().top + parseFloat(style.paddingTop);
    const lines = (code.textContent ?? '').replace(/\n$/, '').split('\n').length;
    let whole = 0;
    for (let i = 0; i < lines; i += 1) {
      const lineTop = first + i * lineHeight;
      if (lineTop >= top - 0.5 && lineTop + lineHeight <= bottom + 0.5) whole += 1;
    }
    return whole;
  }, panel);
}

for (const colorScheme of ['light', 'dark'] as const) {
  for (const {width, height} of READING_SIZES) {
    const desktop = width >= 1200;
    const pages = colorScheme === 'light' ? 'every operation page' : 'Provision';
    test(`${pages} at ${width} x ${height}, ${colorScheme}: ${desktop ? `${MIN_CODE_LINES}+ lines of code at the top, the response beside the request` : 'read in order: request, responses, sample, example response'}`, async ({
      page,
    }, testInfo) => {
      test.setTimeout(90_000);
      await page.emulateMedia({colorScheme});
      await page.addInitScript((mode) => window.localStorage.setItem('theme', mode), colorScheme);
      await page.setViewportSize({width, height});
      // Geometry does not change with the colour mode: dark mode looks at Provision alone, for its screenshot.
      for (const route of colorScheme === 'light' ? OPERATIONS : [PROVISION]) {
        await gotoHydrated(page, route);
        await expect(page.locator('html')).toHaveAttribute('data-theme', colorScheme);
        const intro = await box(page, '.api-operation__intro');
        const request = await box(page, '.api-panel--request');
        const control = await box(page, '.api-panel--request select');
        const head = await page
          .locator('.api-panel--request select')
          .evaluate((select) => select.parentElement!.getBoundingClientRect().height);
        expect(head, `${route}: the language control's row`).toBeLessThanOrEqual(MAX_CONTROL_HEIGHT);
        expect(control.height).toBeLessThanOrEqual(MAX_CONTROL_HEIGHT);
        // Nothing sticks out sideways.
        expect(await page.evaluate(() => document.documentElement.scrollWidth), route).toBeLessThanOrEqual(width);
        if (desktop) {
          expect(
            await linesOnScreen(page, '.api-panel--request'),
            `${route}: code lines on screen`,
          ).toBeGreaterThanOrEqual(MIN_CODE_LINES);
          // The samples are the second column, level with the top of the page's content.
          expect(request.x, route).toBeGreaterThanOrEqual(intro.x + intro.width);
          expect(Math.abs(request.y - intro.y), route).toBeLessThan(5);
          // The example response is under the request, in the same column.
          const response = await box(page, '.api-panel--response');
          expect(Math.abs(response.x - request.x), route).toBeLessThan(1);
          expect(response.y, route).toBeGreaterThanOrEqual(request.y + request.height);
          if (width === 1440) {
            // ... and on screen with it.
            expect(
              await linesOnScreen(page, '.api-panel--response'),
              `${route}: response lines`,
            ).toBeGreaterThanOrEqual(3);
          }
          // Reading further down, the samples stay in view beside the fields.
          await page.evaluate(() => document.getElementById('responses')?.scrollIntoView({block: 'start'}));
          await expect(page.locator('.api-panel--request select')).toBeInViewport();
          await page.evaluate(() => window.scrollTo(0, 0));
        } else {
          const responses = await box(page, '.api-operation__responses');
          const response = await box(page, '.api-panel--response');
          expect(responses.y, route).toBeGreaterThanOrEqual(intro.y + intro.height - 1);
          expect(request.y, route).toBeGreaterThanOrEqual(responses.y + responses.height - 1);
          expect(response.y, route).toBeGreaterThanOrEqual(request.y + request.height - 1);
          if (route === PROVISION) {
            const {total, gap} = await page.evaluate(() => ({
              total: document.documentElement.scrollHeight,
              gap:
                document.getElementById('responses')!.getBoundingClientRect().top -
                document.getElementById('request')!.getBoundingClientRect().top,
            }));
            expect(total, 'the height of Provision on a phone').toBeLessThanOrEqual(MAX_PHONE_HEIGHT);
            expect(gap, 'from the request to the responses').toBeLessThanOrEqual(MAX_PHONE_REQUEST_TO_RESPONSES);
          }
        }
        if (route === PROVISION) {
          const name = `provision-${width}x${height}-${colorScheme}.png`;
          await page.screenshot({path: testInfo.outputPath(name)});
          await testInfo.attach(name, {path: testInfo.outputPath(name), contentType: 'image/png'});
        }
      }
    });
  }
}

test.describe('the code panels', () => {
  test('the language picker works from the keyboard, shows that language and is remembered across pages', async ({
    page,
  }) => {
    await page.setViewportSize({width: 1280, height: 720});
    await gotoHydrated(page, referenceRoute('void-card'));
    const picker = page.getByRole('combobox', {name: 'Language'});
    await expect(picker).toHaveValue('python');
    await expect(picker.locator('option')).toHaveText(codeSampleLanguages.map((language) => language.label));
    await picker.focus();
    await page.keyboard.press('ArrowDown');
    await expect(picker).toHaveValue('curl');
    await expect(page.locator('.api-panel--request .api-panel__item:not([hidden])')).toContainText('curl "${args[@]}"');
    await page.keyboard.press('End');
    await expect(picker).toHaveValue('powershell');
    await page.keyboard.press('Home');
    await expect(picker).toHaveValue('python');
    await picker.selectOption('go');
    await expect(page).toHaveURL(/[?&]language=go/);
    await gotoHydrated(page, referenceRoute('get-cards'));
    await expect(page.getByRole('combobox', {name: 'Language'})).toHaveValue('go');
    await expect(page.locator('.api-panel--request .api-panel__item:not([hidden])')).toContainText('package main');
  });

  test('the response picker lists every documented status and named example, the success first', async ({page}) => {
    await gotoHydrated(page, PROVISION);
    const picker = page.getByRole('combobox', {name: 'Example response'});
    const options = await picker.locator('option').allTextContents();
    const op = model.operationById.get('ProvisionGiftCard')!;
    const statuses = Object.keys(op.responses);
    for (const status of statuses)
      expect(
        options.some((option) => option.startsWith(status)),
        status,
      ).toBe(true);
    expect(options[0]).toMatch(/^2/);
    await expect(picker).toHaveValue(options.length > 0 ? /^2/ : /.*/);
    await picker.selectOption({label: options.find((option) => option.startsWith('401'))!});
    await expect(page.locator('.api-panel--response .api-panel__item:not([hidden])')).toContainText('"code"');
  });

  test('the copy button copies the code shown, and says so', async ({page, context, baseURL}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], {origin: baseURL});
    await gotoHydrated(page, referenceRoute('void-card'));
    await page.getByRole('combobox', {name: 'Language'}).selectOption('ruby');
    const copy = page.locator('.api-panel--request').getByRole('button', {name: /^Copy the request/});
    await copy.click();
    await expect(copy).toHaveText('Copied');
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain("require 'net/http'");
    expect(copied.trim()).toBe(
      (await page.locator('.api-panel--request .api-panel__item:not([hidden]) pre').textContent())!.trim(),
    );
    await expect(copy).toHaveText('Copy', {timeout: 5000});
  });

  test('a language picked before the page is interactive is kept, focus stays, and nothing moves', async ({page}) => {
    // The bundles arrive late, as on a slow phone: the reader picks while the page is still static HTML.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/js\/.*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.setViewportSize({width: 1280, height: 720});
    await page.goto(referenceRoute('void-card'), {waitUntil: 'domcontentloaded'});
    const picker = page.getByRole('combobox', {name: 'Language'});
    const before = await box(page, '.api-panel--request');
    await picker.focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(picker).toHaveValue('csharp');
    expect(await page.locator('html').getAttribute('data-has-hydrated')).not.toBe('true');
    release();
    await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
    await expect(picker).toHaveValue('csharp');
    await expect(picker).toBeFocused();
    await expect(page.locator('.api-panel--request .api-panel__item:not([hidden])')).toContainText(
      'base class library only',
    );
    expect(await box(page, '.api-panel--request')).toEqual(before);
    // The choice was taken as a real one: remembered for the next page.
    await gotoHydrated(page, referenceRoute('get-cards'));
    await expect(page.getByRole('combobox', {name: 'Language'})).toHaveValue('csharp');
  });
});

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
    await unauthorized.locator('> summary').click();
    const link = unauthorized.locator('.api-error-codes a', {hasText: 'invalid_signature'});
    await expect(link).toHaveAttribute('href', `${referenceRoute('errors')}#invalid_signature`);
    await link.click();
    await expect(page).toHaveURL(/\/errors#invalid_signature$/);
    await expect(page.locator('tr[id="invalid_signature"]')).toBeInViewport();
  });
});

test.describe('one language choice, and tables that fit', () => {
  test('the reference and the HMAC guide share one language choice, with the same labels', async ({page}) => {
    await gotoHydrated(page, referenceRoute('void-card'));
    await page.getByRole('combobox', {name: 'Language'}).selectOption('ruby');
    await gotoHydrated(page, '/docs/additional-support/hmac-signature-generation');
    const guidePicker = page.getByRole('combobox', {name: 'Language'});
    await expect(guidePicker.locator('option')).toHaveText(codeSampleLanguages.map((language) => language.label));
    await expect(guidePicker).toHaveValue('ruby');
    await expect(page.locator('.api-panel__item:not([hidden])')).toContainText('examples/signing/ruby');
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
