/**
 * Prefetching, client-side navigation weight and what the built bundles must not carry,
 * as the performance issue sets them.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {signingVectors} from '../../src/data/signingVectors';
import {test, expect, gotoHydrated} from './fixtures';
import {BUDGET, builtScripts, emulateConnection, KIB, recordRequests, weigh} from './pageWeight';

/** The chunks Docusaurus asked the browser to prefetch (as <link rel="prefetch">) after load. */
const prefetchedAfterLoad = async (page: import('@playwright/test').Page) => {
  await gotoHydrated(page, '/docs/introduction');
  // Scroll so more links come into view; Docusaurus prefetches visible links.
  await page.mouse.wheel(0, 400);
  await page.waitForTimeout(1500);
  return page.locator('head link[rel="prefetch"]').evaluateAll((links) => links.map((l) => l.getAttribute('href')));
};

test('linked pages are prefetched on a normal connection', async ({page}) => {
  await emulateConnection(page, {effectiveType: '4g', saveData: false});
  expect((await prefetchedAfterLoad(page)).length).toBeGreaterThan(0);
});

for (const connection of [
  {effectiveType: '2g', saveData: false},
  {effectiveType: 'slow-2g', saveData: false},
  {effectiveType: '4g', saveData: true},
]) {
  test(`nothing is prefetched on ${connection.effectiveType}${connection.saveData ? ' with Save-Data' : ''}`, async ({
    page,
  }) => {
    await emulateConnection(page, connection);
    expect(await prefetchedAfterLoad(page)).toEqual([]);
  });
}

test('moving from one API page to another loads at most 50 KiB more JS', async ({page}) => {
  await emulateConnection(page, {effectiveType: '4g', saveData: true});
  await gotoHydrated(page, '/docs/api/partner-api/void-card');
  await page.waitForLoadState('networkidle');
  const {requests} = recordRequests(page);
  await page
    .getByRole('navigation', {name: 'Docs sidebar'})
    .getByRole('link', {name: 'List provisioned gift cards'})
    .click();
  await expect(page).toHaveURL(/\/get-cards$/);
  await expect(page.getByRole('heading', {level: 1})).toBeVisible();
  await page.waitForLoadState('networkidle');
  const weight = weigh('build', requests);
  console.log(
    `client navigation void-card → get-cards: js ${(weight.js / KIB).toFixed(1)} KiB (${weight.files.join(', ')})`,
  );
  expect(weight.js).toBeLessThanOrEqual(BUDGET.clientNavigationJs);
});

test('the page paints before its bundles run, and the bundles still start in order', async ({page}) => {
  await page.addInitScript(() => {
    const w = window as unknown as {__clientEntryAt?: number; docusaurus?: unknown};
    let value: unknown;
    // Docusaurus's client entry assigns window.docusaurus when main.js runs.
    Object.defineProperty(window, 'docusaurus', {
      configurable: true,
      get: () => value,
      set: (next) => {
        // The real object, not the placeholder the start script sets first.
        if (typeof (next as {prefetch?: unknown} | undefined)?.prefetch === 'function') {
          w.__clientEntryAt ??= performance.now();
        }
        value = next;
      },
    });
  });
  await gotoHydrated(page, '/docs/additional-support/hmac-signature-generation');
  const timing = await page.evaluate(() => ({
    firstContentfulPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
    clientEntry: (window as unknown as {__clientEntryAt?: number}).__clientEntryAt,
    scripts: Array.from(
      document.querySelectorAll<HTMLScriptElement>('head script[src]'),
      (s) => new URL(s.src).pathname,
    ),
  }));
  expect(timing.firstContentfulPaint).toBeGreaterThan(0);
  expect(timing.clientEntry).toBeGreaterThan(timing.firstContentfulPaint!);
  expect(timing.scripts.slice(0, 2)).toEqual([
    expect.stringMatching(/^\/assets\/js\/runtime~main\.\w+\.js$/),
    expect.stringMatching(/^\/assets\/js\/main\.\w+\.js$/),
  ]);
});

/**
 * The theme's in-browser code-sample generator and what it drags in, each with a string
 * from its own source that minifying keeps. The markers are checked against the installed
 * packages first, so a marker that no longer exists cannot make the check pass by itself.
 */
const EXPLORER_MARKERS = [
  {
    name: 'postman-code-generators',
    file: 'postman-code-generators/codegens/curl/lib/index.js',
    marker: 'requestTimeoutInSeconds',
  },
  {name: 'postman-collection', file: 'postman-collection/lib/collection/item.js', marker: '_postman_'},
  {name: 'faker', file: '@faker-js/faker/lib/locales/en/name/last_name.js', marker: 'Greenfelder'},
  {name: 'iconv-lite', file: 'iconv-lite/lib/index.js', marker: 'iconv-lite'},
  {name: 'the process polyfill', file: 'process/browser.js', marker: 'process.binding is not supported'},
  {name: 'the Buffer polyfill', file: 'buffer/index.js', marker: 'Attempt to access memory outside buffer bounds'},
];

test('no code-sample generator, faker, iconv-lite or Node polyfill reaches the browser', () => {
  const scripts = builtScripts();
  for (const {name, file, marker} of EXPLORER_MARKERS) {
    expect(readFileSync(path.join('node_modules', file), 'utf8'), `${name} marker`).toContain(marker);
    expect(
      scripts.filter(({source}) => source.includes(marker)).map(({file: script}) => script),
      name,
    ).toEqual([]);
  }
});

test('no page carries all of tslib: the main bundle has none of its unused helpers', () => {
  const main = builtScripts().filter(({file}) => /^main\.\w+\.js$/.test(file));
  expect(main).toHaveLength(1);
  // Helpers nothing on the site calls; they arrive only with the whole of tslib.
  expect(main[0].source).not.toContain('__addDisposableResource');
  expect(main[0].source).not.toContain('__classPrivateFieldGet');
});

test('only the primary signing vector reaches the browser', () => {
  const [primary, ...others] = signingVectors;
  const scripts = builtScripts();
  // A vector's description is its own prose; its values also occur in the API reference's examples.
  const carrying = (vector: (typeof signingVectors)[number]) =>
    scripts.filter(({source}) => source.includes(JSON.stringify(vector.description).slice(1, -1))).map((s) => s.file);
  expect(carrying(primary)).toHaveLength(1);
  for (const vector of others) expect(carrying(vector), vector.name).toEqual([]);
});
