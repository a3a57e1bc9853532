/**
 * Code blocks are highlighted at build time (plugins/static-code): the coloured code is in
 * the static HTML, hydration keeps it as served, no tokenizer ships to the browser, and
 * the copy button still copies exactly the code.
 */
import {readFileSync} from 'node:fs';
import {renderReference} from '../../plugins/openapi/generate';
import {SITE_OPTIONS} from '../siteReference';
import {model} from './specModel';
import {test, expect, gotoHydrated} from './fixtures';
import {builtScripts} from './pageWeight';

const VOID_CARD = '/docs/api/partner-api/void-card';

/**
 * The code of the block titled `title` in a reference page as generated (its fenced blocks
 * become highlighted HTML only when the page is written for the bundler).
 */
function fencedCode(mdxFile: string, title: string): string {
  const source = renderReference(model, SITE_OPTIONS).files.get(mdxFile) ?? '';
  const start = source.indexOf(`title="${title}"\n`);
  expect(start, `block "${title}" in ${mdxFile}`).toBeGreaterThan(0);
  const body = source.slice(source.indexOf('\n', start) + 1);
  return body.slice(0, body.indexOf('\n```'));
}

async function codeHtml(page: import('@playwright/test').Page): Promise<string[]> {
  return page.locator('pre.prism-code > code').evaluateAll((codes) => codes.map((code) => code.innerHTML));
}

test('highlighted code is in the static HTML, coloured by class rather than inline styles', async ({request}) => {
  const html = await (await request.get(VOID_CARD)).text();
  expect(html).toMatch(/<pre[^>]*language-python[^>]*><code[^>]*><span class="token comment"># Void a gift card/);
  expect(html).toMatch(/<span class="token keyword">import<\/span> urllib\.request/);
  expect(html.split('class="token ').length).toBeGreaterThan(200);
  expect(html).not.toMatch(/class="token [^"]*" style=/);
});

test('the signing samples are read from examples/signing at build time and highlighted', async ({request}) => {
  const html = await (await request.get('/docs/additional-support/hmac-signature-generation')).text();
  for (const [language, file] of [
    ['python', 'examples/signing/python/sign.py'],
    ['go', 'examples/signing/go/main.go'],
    ['powershell', 'examples/signing/powershell/Sign.ps1'],
  ]) {
    const start = html.search(new RegExp(`<pre[^>]*language-${language}[^>]*><code[^>]*>`));
    expect(start, file).toBeGreaterThan(0);
    const code = html.slice(start, html.indexOf('</code>', start));
    expect(code, file).toContain('<span class="token ');
    const text = code
      .replace(/^<pre[^>]*><code[^>]*>/, '')
      .replace(/<\/?span[^>]*>/g, '')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&#x27;|&#39;/g, "'")
      .replace(/&amp;/g, '&');
    expect(text, file).toBe(readFileSync(file, 'utf8').replace(/\n$/, ''));
  }
});

test('hydration leaves every code block exactly as the server rendered it', async ({browser}) => {
  const noScript = await browser.newContext({javaScriptEnabled: false, baseURL: test.info().project.use.baseURL});
  const staticPage = await noScript.newPage();
  await staticPage.goto(VOID_CARD);
  const served = await codeHtml(staticPage);
  await noScript.close();
  expect(served.length).toBeGreaterThan(10);

  const context = await browser.newContext({baseURL: test.info().project.use.baseURL});
  const page = await context.newPage();
  await gotoHydrated(page, VOID_CARD);
  expect(await codeHtml(page)).toEqual(served);
  await context.close();
});

test.describe('the copy button', () => {
  test.beforeEach(async ({context, baseURL}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], {origin: baseURL});
  });

  const copyBlock = async (page: import('@playwright/test').Page, title: string) => {
    const block = page.locator('.theme-code-block').filter({hasText: title});
    await block.hover();
    await block.getByRole('button', {name: 'Copy code to clipboard'}).click();
    await expect(block.getByRole('button', {name: 'Copied'})).toBeVisible();
    return page.evaluate(() => navigator.clipboard.readText());
  };

  test('copies exactly the code of its block', async ({page}) => {
    await gotoHydrated(page, VOID_CARD);
    const title = '200 OK: Voided';
    expect(await copyBlock(page, title)).toBe(fencedCode('void-card.mdx', title));
  });

  test('still works on a page reached by client-side navigation', async ({page}) => {
    await gotoHydrated(page, '/docs/api/partner-api/get-cards');
    await page.getByRole('navigation', {name: 'Docs sidebar'}).getByRole('link', {name: 'Void a gift card'}).click();
    await expect(page).toHaveURL(new RegExp(`${VOID_CARD}$`));
    await expect(page.locator('pre.language-python .token.keyword').first()).toHaveText('import');
    const title = '200 OK: Voided';
    expect(await copyBlock(page, title)).toBe(fencedCode('void-card.mdx', title));
  });
});

test.describe('the buttons of a code block', () => {
  const firstBlock = (page: import('@playwright/test').Page) =>
    page.locator('.theme-code-block').filter({hasText: '200 OK: Voided'});

  test('are not built until the reader reaches for the block, then work from the keyboard', async ({page}) => {
    await gotoHydrated(page, VOID_CARD);
    const block = firstBlock(page);
    await expect(block.getByRole('button')).toHaveCount(0);
    await block.locator('pre').focus();
    await page.keyboard.press('Tab');
    // The next stop is the block's first button: word wrap when its lines overflow, else copy.
    await expect(block.getByRole('button').first()).toBeFocused();
    await expect(block.getByRole('button', {name: 'Copy code to clipboard'})).toBeVisible();
  });

  test.describe('on a narrow screen', () => {
    test.use({viewport: {width: 400, height: 800}});

    test('offer word wrap for lines too long to fit, and wrap them', async ({page}) => {
      await gotoHydrated(page, VOID_CARD);
      const block = page
        .locator('.theme-code-block')
        .filter({has: page.locator('pre.language-python')})
        .first();
      const pre = block.locator('pre');
      await pre.scrollIntoViewIfNeeded();
      await block.hover();
      const overflows = () => pre.evaluate((el) => el.scrollWidth > el.clientWidth);
      expect(await overflows()).toBe(true);
      await block.getByRole('button', {name: 'Toggle word wrap'}).click();
      await expect.poll(overflows).toBe(false);
    });
  });
});

test('no syntax highlighter is shipped to the browser', () => {
  const scripts = builtScripts();
  expect(scripts.length).toBeGreaterThan(10);
  for (const {file, source} of scripts) {
    // prism-react-renderer's line class, and Prism's C-like grammar that most others extend.
    expect(source, file).not.toContain('token-line');
    expect(source, file).not.toMatch(/extend\(["']clike["']/);
  }
});
