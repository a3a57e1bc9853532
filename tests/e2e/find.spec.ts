/**
 * Finding things besides site search (search.spec.ts): the llms.txt index and the full
 * text's parts, the operation twins' budgets, Markdown twins of every page, the API downloads
 * and the changelog feed.
 */
import {readFileSync} from 'node:fs';
import yaml from 'js-yaml';
import {test, expect, gotoHydrated} from './fixtures';
import {sitemapPaths} from './sitemap';
import {model, referenceRoute} from './specModel';
import {markdownTwinOf} from '../../plugins/shared/routes';
import {agentMarkdownProblems} from '../support/agentMarkdown';
import {OPERATION_TWIN_BUDGET} from '../../plugins/exports/operationTwin';

const spec = JSON.parse(readFileSync('api/openapi.json', 'utf8'));
const routes = sitemapPaths();
const docRoutes = routes.filter((route) => route.startsWith('/docs/'));

test.describe('machine-readable docs', () => {
  test('llms.txt follows llmstxt.org and links every page with a description', async ({request}) => {
    const text = await (await request.get('/llms.txt')).text();
    const lines = text.split('\n');
    expect(lines[0]).toMatch(/^# \S/);
    expect(lines).toContainEqual(expect.stringMatching(/^> \S/));
    const links = [...text.matchAll(/^- \[[^\]]+\]\(https:\/\/docs\.gcm\.example([^)]+)\): \S.*$/gm)].map((m) => m[1]);
    for (const route of routes) expect(links, route).toContain(markdownTwinOf(route));
  });

  test('llms.txt, the full-text parts and every operation twin are within their budgets, every part listed', () => {
    const operationRoutes = model.operations.map((op) => referenceRoute(op.id));
    expect(agentMarkdownProblems('build', {operationRoutes, twinBudget: OPERATION_TWIN_BUDGET})).toEqual([]);
  });

  test('the full-text parts hold every doc under its source URL, served as Markdown', async ({request}) => {
    const index = await (await request.get('/llms.txt')).text();
    const parts = [...index.matchAll(/\]\(https:\/\/docs\.gcm\.example(\/llms\/[^)]+\.md)\)/g)].map((m) => m[1]);
    expect(parts.length).toBeGreaterThan(1);
    let text = '';
    for (const part of parts) {
      const response = await request.get(part);
      expect(response.status(), part).toBe(200);
      // The hosts add the charset (hosting.spec.ts); `npm run serve` sends the type alone.
      expect(response.headers()['content-type'], part).toMatch(/^text\/markdown\b/);
      text += await response.text();
    }
    for (const route of docRoutes) expect(text, route).toContain(`<!-- Source: https://docs.gcm.example${route} -->`);
    expect(text).toContain('`POST https://sandbox.api.gcm.example/v1/gift-cards/{giftCardId}/void`');
  });

  test('every page has its Markdown twin at its URL plus .md (the home page at /index.md)', async ({request}) => {
    for (const route of routes) {
      const response = await request.get(markdownTwinOf(route));
      expect(response.status(), route).toBe(200);
      expect(await response.text(), route).toMatch(/^# \S/);
    }
  });

  test('"Copy page as Markdown" copies the page twin', async ({page, context, request}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await gotoHydrated(page, '/docs/api/partner-api/void-card');
    const button = page.getByRole('button', {name: 'Copy page as Markdown'});
    await button.click();
    await expect(page.getByRole('status').filter({hasText: 'Copied'})).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(await (await request.get('/docs/api/partner-api/void-card.md')).text());
    // "Copied" clears after about 2 s, so a second copy shows, and is announced, as a new one.
    await expect(page.getByRole('status').filter({hasText: 'Copied'})).toHaveCount(0, {timeout: 4000});
    await button.click();
    await expect(page.getByRole('status').filter({hasText: 'Copied'})).toBeVisible();
  });

  test('"Copy AI prompt" cites the page twin and /llms.txt, both there, and sends nothing', async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await gotoHydrated(page, '/docs/api/partner-api/void-card');
    const requests: string[] = [];
    page.on('request', (r) => requests.push(r.url()));
    await page.getByRole('button', {name: 'Copy AI prompt'}).click();
    await expect(page.getByRole('status').filter({hasText: 'Prompt copied'})).toBeVisible();
    const prompt = await page.evaluate(() => navigator.clipboard.readText());
    const cited = prompt.match(/https?:\/\/\S+/g) ?? [];
    expect(cited).toEqual([`${baseURL}/docs/api/partner-api/void-card.md`, `${baseURL}/llms.txt`]);
    for (const url of cited) expect((await request.get(url)).status(), url).toBe(200);
    expect(prompt).toContain('"Void a gift card"');
    expect(requests, 'requests made by copying the prompt').toEqual([]);
  });

  for (const mode of ['light', 'dark'] as const) {
    test(`"Copy page as Markdown" follows ${mode} mode, legible and with a visible edge`, async ({page}) => {
      await page.emulateMedia({colorScheme: mode});
      await gotoHydrated(page, '/docs/introduction');
      await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
      const colours = await page.getByRole('button', {name: 'Copy page as Markdown'}).evaluate((button) => {
        const rgb = (colour: string) =>
          colour
            .match(/[\d.]+/g)!
            .slice(0, 3)
            .map(Number);
        const luminance = (colour: string) => {
          const [r, g, b] = rgb(colour)
            .map((v) => v / 255)
            .map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4));
          return 0.2126 * r + 0.7152 * g + 0.0722 * b;
        };
        const ratio = (a: string, b: string) => {
          const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
          return (light + 0.05) / (dark + 0.05);
        };
        const own = getComputedStyle(button);
        // The first opaque background behind the button, else the white canvas.
        let page = 'rgb(255, 255, 255)';
        for (let el = button.parentElement; el; el = el.parentElement) {
          const background = getComputedStyle(el).backgroundColor;
          if (!/^rgba\(.*, 0\)$/.test(background) && background !== 'transparent') {
            page = background;
            break;
          }
        }
        return {
          text: ratio(own.color, own.backgroundColor),
          edge: Math.max(ratio(own.borderTopColor, page), ratio(own.backgroundColor, page)),
          border: own.borderTopWidth,
          darkText: luminance(own.color) < luminance(own.backgroundColor),
        };
      });
      expect(colours.text, 'text against the button').toBeGreaterThanOrEqual(4.5);
      expect(colours.edge, 'the button against the page (WCAG 1.4.11)').toBeGreaterThanOrEqual(3);
      expect(colours.border).not.toBe('0px');
      // It follows the colour mode, as the site's other buttons do: no pale block on a dark page.
      expect(colours.darkText, 'dark text on a light button').toBe(mode === 'light');
    });
  }
});

test.describe('downloads', () => {
  test('the info page links JSON, YAML and a Postman collection as downloads with their own names', async ({page}) => {
    await gotoHydrated(page, '/docs/api/partner-api/gcm-api');
    const files = {
      'OpenAPI description (JSON)': 'openapi.json',
      'OpenAPI description (YAML)': 'openapi.yaml',
      'Postman collection (v2.1)': 'gcm-api.postman_collection.json',
    };
    for (const [name, file] of Object.entries(files)) {
      const link = page.getByRole('link', {name});
      await expect(link).toHaveAttribute('href', `/downloads/${file}`);
      await expect(link).toHaveAttribute('download', file);
      await expect(link).not.toHaveAttribute('target', /.+/);
      const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
      expect(download.suggestedFilename()).toBe(file);
      expect(download.url()).toMatch(new RegExp(`/downloads/${file.replace(/\./g, '\\.')}$`));
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

test.describe('changelog feed', () => {
  test('the changelog links its Atom feed in its head and its text', async ({page}) => {
    await gotoHydrated(page, '/docs/changelog');
    await expect(page.locator('head link[rel="alternate"][type="application/atom+xml"]')).toHaveAttribute(
      'href',
      '/docs/changelog.atom',
    );
    await expect(page.getByRole('link', {name: 'changelog feed (Atom)'})).toHaveAttribute(
      'href',
      '/docs/changelog.atom',
    );
  });

  test('the feed is Atom with one entry per release, each linking its section of the page', async ({page, request}) => {
    const response = await request.get('/docs/changelog.atom');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^application\/atom\+xml/);
    await gotoHydrated(page, '/docs/changelog');
    const releases = await page
      .locator('h2')
      .evaluateAll((headings) =>
        headings
          .filter((h) => /^\d+\.\d+\.\d+ — /.test(h.textContent ?? ''))
          .map((h) => ({id: h.id, title: h.textContent?.replace(/\u200b/g, '')})),
      );
    expect(releases.length).toBeGreaterThanOrEqual(3);
    const feed = await page.evaluate(
      (xml) => {
        const doc = new DOMParser().parseFromString(xml, 'application/xml');
        if (doc.querySelector('parsererror')) return null;
        return {
          root: doc.documentElement.namespaceURI,
          entries: Array.from(doc.querySelectorAll('entry')).map((entry) => ({
            title: entry.querySelector('title')?.textContent,
            link: entry.querySelector('link')?.getAttribute('href'),
            updated: entry.querySelector('updated')?.textContent,
            content: entry.querySelector('content')?.textContent ?? '',
          })),
        };
      },
      await response.text(),
    );
    expect(feed?.root).toBe('http://www.w3.org/2005/Atom');
    expect(feed!.entries.map((entry) => entry.title)).toEqual(releases.map((release) => release.title));
    for (const [i, entry] of feed!.entries.entries()) {
      expect(entry.link).toBe(`https://docs.gcm.example/docs/changelog#${releases[i].id}`);
      expect(Date.parse(entry.updated!)).not.toBeNaN();
      expect(entry.content).toContain('<h3>');
    }
  });
});
