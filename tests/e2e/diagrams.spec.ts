/**
 * Architecture diagrams in both colour modes (ThemedDiagram, plugins/themed-diagrams), their
 * Markdown twins, and the guides added with them reached from the sidebar.
 */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import type {Page} from '@playwright/test';
import {test, expect, gotoHydrated} from './fixtures';

const PAGE = '/docs/quickstarts/components/introduction';
const LIGHT = '/img/diagrams/components.svg';
const DARK = '/img/diagrams/components-dark.svg';
const ALT = /^Your server sends signed requests to POST \/v1\/iframes/;
/** Every guide that places a diagram, found in the MDX sources. */
const DIAGRAM_PAGES = (readdirSync('docs', {recursive: true, encoding: 'utf8'}) as string[])
  .filter((file) => file.endsWith('.mdx') && readFileSync(path.join('docs', file), 'utf8').includes('<ThemedDiagram'))
  .map((file) => `/docs/${file.replaceAll(path.sep, '/').replace(/\.mdx$/, '')}`);

/** Stores a colour-mode choice before the page's own scripts run, as a returning reader has it. */
async function chooseMode(page: Page, mode: 'light' | 'dark'): Promise<void> {
  await page.addInitScript((value) => localStorage.setItem('theme', value), mode);
}

/** Paths of the diagram files the page requests from now on. */
function diagramRequests(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (request) => {
    const {pathname} = new URL(request.url());
    if (pathname.startsWith('/img/diagrams/')) paths.push(pathname);
  });
  return paths;
}

/** The visible diagram, scrolled into view and loaded. */
async function shownDiagram(page: Page) {
  const shown = page.locator('img[src^="/img/diagrams/"]:visible');
  await expect(shown).toHaveCount(1);
  await shown.scrollIntoViewIfNeeded();
  await expect.poll(() => shown.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(720);
  await page.waitForLoadState('networkidle');
  return shown;
}

test.describe('architecture diagrams', () => {
  for (const [mode, shownSrc, hiddenSrc] of [
    ['dark', DARK, LIGHT],
    ['light', LIGHT, DARK],
  ] as const) {
    test(`${mode} mode shows the ${mode} variant, and never downloads the other`, async ({page}) => {
      await chooseMode(page, mode);
      const requested = diagramRequests(page);
      await gotoHydrated(page, PAGE);
      await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
      const shown = await shownDiagram(page);
      await expect(shown).toHaveAttribute('src', shownSrc);
      await expect(page.locator(`img[src="${hiddenSrc}"]`)).toBeHidden();
      expect(requested).toEqual([shownSrc]);
      await expect(page.getByRole('img', {name: ALT})).toHaveCount(1);
    });
  }

  test('follows the colour-mode toggle, not only the operating system', async ({browser}) => {
    const context = await browser.newContext({colorScheme: 'light'});
    const page = await context.newPage();
    await chooseMode(page, 'dark');
    await gotoHydrated(page, PAGE);
    await expect(await shownDiagram(page)).toHaveAttribute('src', DARK);

    // dark → system, which follows the light operating system
    await page.getByRole('button', {name: /Switch between dark and light mode/}).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await expect(await shownDiagram(page)).toHaveAttribute('src', LIGHT);
    await context.close();
  });

  test('before any script runs, the server HTML shows one variant and names it once', async ({browser}) => {
    const context = await browser.newContext({javaScriptEnabled: false});
    const page = await context.newPage();
    await page.goto(PAGE);
    await expect(page.locator(`img[src="${LIGHT}"]`)).toBeVisible();
    await expect(page.locator(`img[src="${DARK}"]`)).toBeHidden();
    await expect(page.getByRole('img', {name: ALT})).toHaveCount(1);
    await context.close();
  });

  test('every diagram page has both variants on the built site', async ({request}) => {
    expect(DIAGRAM_PAGES).toContain(PAGE);
    const built = readdirSync('build/img/diagrams').filter((file) => file.endsWith('.svg'));
    for (const path of DIAGRAM_PAGES) {
      const html = await (await request.get(path)).text();
      const sources = [...html.matchAll(/<img[^>]*?src="?(\/img\/diagrams\/[\w-]+\.svg)/g)].map((m) => m[1]);
      expect(sources, path).toHaveLength(2);
      expect(sources[1], path).toBe(sources[0].replace(/\.svg$/, '-dark.svg'));
      for (const source of sources) {
        expect(built, source).toContain(source.split('/').pop());
        const response = await request.get(source);
        expect(response.status(), source).toBe(200);
        expect(response.headers()['content-type'], source).toMatch(/^image\/svg\+xml/);
      }
    }
  });
});

test.describe('Markdown twins link images', () => {
  test('a diagram page links its light diagram by absolute URL, once, and embeds no data: URL', async ({request}) => {
    const markdown = await (await request.get(`${PAGE}.md`)).text();
    expect(markdown).not.toContain('data:');
    const images = [...markdown.matchAll(/!\[([^\]]*)\]\(([^)]+)\)/g)];
    expect(images).toHaveLength(1);
    const [, alt, url] = images[0];
    expect(alt).toMatch(ALT);
    expect(url).toBe(`https://docs.gcm.example${LIGHT}`);
    const response = await request.get(new URL(url).pathname);
    expect(response.status()).toBe(200);
  });

  test('inlined images, such as the display guideline mockups, are linked to files that resolve', async ({request}) => {
    const markdown = await (await request.get('/docs/additional-support/display-guidelines.md')).text();
    expect(markdown).not.toContain('data:');
    const urls = [...markdown.matchAll(/!\[[^\]]+\]\((https:\/\/docs\.gcm\.example\/[^)]+)\)/g)].map((m) => m[1]);
    // One link per image of the page's source, and no fewer.
    const source = readFileSync('docs/additional-support/display-guidelines.mdx', 'utf8');
    expect(urls.length).toBeGreaterThan(0);
    expect(urls).toHaveLength(source.match(/!\[[^\]]+\]\(/g)!.length);
    for (const url of urls) expect((await request.get(new URL(url).pathname)).status(), url).toBe(200);
  });
});

test.describe('guides of the partner console and the components script', () => {
  for (const [label, path, heading] of [
    ['Partner console', '/docs/additional-support/partner-console', 'Partner console'],
    ['Components script', '/docs/additional-support/components-script', 'Components script reference'],
  ] as const) {
    test(`"${label}" is reachable from the guide sidebar`, async ({page}) => {
      await gotoHydrated(page, '/docs/introduction');
      const sidebar = page.getByRole('navigation', {name: 'Docs sidebar'});
      await sidebar.getByRole('link', {name: label, exact: true}).click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole('heading', {level: 1})).toHaveText(heading);
      await expect(sidebar.locator(`a[href="${path}"]`)).toHaveAttribute('aria-current', 'page');
    });
  }

  test('the components quickstarts link the components script reference', async ({page}) => {
    for (const quickstart of [
      '/docs/quickstarts/components/introduction',
      '/docs/quickstarts/components-custom-provider/introduction',
    ]) {
      await gotoHydrated(page, quickstart);
      await expect(page.locator('article a[href="/docs/additional-support/components-script"]').first()).toBeVisible();
    }
  });
});
