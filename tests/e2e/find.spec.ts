/**
 * Finding things: local full-text search (guides and the API reference), the llms.txt
 * index and full export, Markdown twins of every doc, and the API downloads.
 */
import {readFileSync} from 'node:fs';
import yaml from 'js-yaml';
import {test, expect, gotoHydrated} from './fixtures';
import {sitemapPaths} from './sitemap';
import {model, referenceRoute} from './specModel';

const spec = JSON.parse(readFileSync('api/openapi.json', 'utf8'));
const routes = sitemapPaths();
const docRoutes = routes.filter((route) => route.startsWith('/docs/'));

/** Types a query into the navbar search (opened with Ctrl+K) and returns the result options. */
async function search(page: import('@playwright/test').Page, query: string) {
  await gotoHydrated(page, '/docs/introduction');
  await page.keyboard.press('Control+k');
  const input = page.getByRole('combobox', {name: 'Search'});
  await expect(input).toBeFocused();
  await input.pressSequentially(query, {delay: 20});
  const options = page.getByRole('option');
  await expect(options.first()).toBeVisible({timeout: 15_000});
  return options;
}

/** Opens the first result whose text matches and returns the path it leads to. */
async function openResult(
  page: import('@playwright/test').Page,
  options: import('@playwright/test').Locator,
  text: RegExp,
) {
  await options.filter({hasText: text}).first().click();
  await page.waitForURL((url) => url.pathname !== '/docs/introduction');
  return new URL(page.url()).pathname;
}

test.describe('search', () => {
  test('the index is not loaded until the reader starts searching', async ({page}) => {
    const indexRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('search-index')) indexRequests.push(request.url());
    });
    await gotoHydrated(page, '/docs/introduction');
    await page.waitForLoadState('networkidle');
    expect(indexRequests).toEqual([]);
  });

  test('"void card" finds the void-card operation', async ({page}) => {
    const options = await search(page, 'void card');
    expect(await openResult(page, options, /Void a gift card.*Partner Provisioning API/)).toBe(
      '/docs/api/partner-api/void-card',
    );
  });

  test('"CNAME" finds the DNS cutover guide', async ({page}) => {
    const options = await search(page, 'CNAME');
    expect(await openResult(page, options, /DNS cutover/)).toBe('/docs/additional-support/dns-cutover');
  });

  test('a request-body field found on only one operation page finds that operation', async ({page, request}) => {
    // Pick a request-body field whose name appears on exactly one operation page.
    const {operations} = model;
    const pages = new Map<string, string>();
    for (const op of operations) pages.set(op.id, await (await request.get(referenceRoute(op.id))).text());
    let chosen: {field: string; op: (typeof operations)[number]} | undefined;
    for (const op of operations) {
      const body = model.resolve(op.operation.requestBody);
      const schema = body?.content?.['application/json']?.schema;
      if (!schema) continue;
      for (const field of Object.keys(model.resolve(schema).properties ?? {})) {
        const pagesWithField = [...pages.values()].filter((html) => html.includes(`<code>${field}</code>`));
        if (pagesWithField.length === 1 && field.length > 6) {
          chosen = {field, op};
          break;
        }
      }
      if (chosen) break;
    }
    expect(chosen, 'some body field is unique to one operation page').toBeDefined();
    const options = await search(page, chosen!.field);
    const escaped = chosen!.op.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    expect(await openResult(page, options, new RegExp(escaped))).toBe(referenceRoute(chosen!.op.id));
  });
});

test.describe('machine-readable docs', () => {
  test('llms.txt follows llmstxt.org and links every page with a description', async ({request}) => {
    const text = await (await request.get('/llms.txt')).text();
    const lines = text.split('\n');
    expect(lines[0]).toMatch(/^# \S/);
    expect(lines).toContainEqual(expect.stringMatching(/^> \S/));
    const links = [...text.matchAll(/^- \[[^\]]+\]\(https:\/\/docs\.gcm\.example([^)]+)\): \S.*$/gm)].map((m) => m[1]);
    for (const route of routes) {
      const expected = route.startsWith('/docs/') ? `${route}.md` : route;
      expect(links, route).toContain(expected);
    }
  });

  test('llms-full.txt holds every doc, the API reference included', async ({request}) => {
    const text = await (await request.get('/llms-full.txt')).text();
    for (const route of docRoutes) expect(text, route).toContain(`<!-- Source: https://docs.gcm.example${route} -->`);
    expect(text).toContain('`POST https://sandbox.api.gcm.example/v1/gift-cards/{giftCardId}/void`');
  });

  test('every doc has its Markdown twin at its URL plus .md', async ({request}) => {
    for (const route of docRoutes) {
      const response = await request.get(`${route}.md`);
      expect(response.status(), route).toBe(200);
      expect(await response.text(), route).toMatch(/^# \S/);
    }
  });

  test('"Copy page as Markdown" copies the page twin', async ({page, context, request}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await gotoHydrated(page, '/docs/api/partner-api/void-card');
    await page.getByRole('button', {name: 'Copy page as Markdown'}).click();
    await expect(page.getByRole('status').filter({hasText: 'Copied'})).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(await (await request.get('/docs/api/partner-api/void-card.md')).text());
  });
});

test.describe('downloads', () => {
  test('the info page offers JSON, YAML and a Postman collection', async ({page}) => {
    await gotoHydrated(page, '/docs/api/partner-api/gcm-api');
    for (const name of ['OpenAPI description (JSON)', 'OpenAPI description (YAML)', 'Postman collection (v2.1)']) {
      await expect(page.getByRole('link', {name})).toBeVisible();
    }
  });

  test('the downloads parse and match api/openapi.json', async ({request}) => {
    expect(await (await request.get('/downloads/openapi.json')).json()).toEqual(spec);
    expect(yaml.load(await (await request.get('/downloads/openapi.yaml')).text())).toEqual(spec);
    const collection = await (await request.get('/downloads/gcm-api.postman_collection.json')).json();
    expect(collection.info.schema).toBe('https://schema.getpostman.com/json/collection/v2.1.0/collection.json');
    const requests: {request: {method: string}}[] = [];
    const walk = (items: {item?: unknown[]; request?: {method: string}}[]) =>
      items.forEach((item) => (item.item ? walk(item.item as never) : requests.push(item as never)));
    walk(collection.item);
    expect(requests).toHaveLength(model.operations.length);
  });
});
