/**
 * The API reference generated from api/openapi.json: every operation, tag and schema has
 * its page, and each operation page carries its request, responses and code samples in
 * the static HTML (no JavaScript needed), with no control that could call the API.
 */
import {test, expect, gotoHydrated} from './fixtures';
import {codeSampleLanguages} from '../../plugins/openapi/codeSampleLanguages';
import {verifyOperationPage} from '../reference/verifyBuild';
import {isObject} from '../../plugins/openapi/model';
import {model, referenceRoute} from './specModel';

test.describe('operation pages', () => {
  for (const op of model.operations) {
    const route = referenceRoute(op.id);

    test(`${route} serves ${op.method.toUpperCase()} ${op.path} completely in static HTML`, async ({request}) => {
      const response = await request.get(route);
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(verifyOperationPage(model, op, html)).toEqual([]);
      // All nine code samples are in the HTML, each with this operation's URL.
      for (const language of codeSampleLanguages) {
        expect(html, `${language.label} sample`).toContain(`(${language.label})</div>`);
      }
      expect(html.split(op.path.split('{')[0]).length - 1).toBeGreaterThanOrEqual(codeSampleLanguages.length);
      // Responses are collapsed but for the first success; child fields are collapsed too.
      // (The minified HTML may drop attribute quotes.)
      const responses = [...html.matchAll(/<details class="?api-response [^>]*?id="?(response-[\w-]+)"?([^>]*)>/g)];
      expect(responses.map((m) => m[1])).toEqual(Object.keys(op.responses).map((s) => `response-${s}`));
      expect(responses.filter((m) => /\bopen\b/.test(m[2])).map((m) => m[1])).toEqual([
        `response-${Object.keys(op.responses).find((s) => s.startsWith('2'))}`,
      ]);
      expect(html).toMatch(/<details class="?api-field__children"?>/);
      expect(html).not.toMatch(/<details class="?api-field__children"?[^>]* open/);
    });
  }

  test('code samples come in the nine languages, in order, with auth and signature headers', async ({page}) => {
    await gotoHydrated(page, referenceRoute('provision-gift-card'));
    const picker = page.getByRole('combobox', {name: 'Language'});
    await expect(picker.locator('option')).toHaveText(codeSampleLanguages.map((language) => language.label));
    await picker.selectOption('curl');
    const shown = page.locator('.api-panel--request .api-panel__item:not([hidden])');
    await expect(shown).toContainText('sign_request()');
    await expect(shown).toContainText('base=${GCM_API_BASE:-https://sandbox.api.gcm.example}');
    await expect(shown).toContainText("target='/v1/gift-cards'");
    for (const header of [
      'Authorization: Bearer ${GCM_ACCESS_TOKEN',
      'X-Partner-Id: ${GCM_PARTNER_ID',
      'X-Timestamp: $timestamp',
      'X-Nonce: $nonce',
      'X-Signature: $signature',
      'Idempotency-Key: $(openssl rand -hex 16)',
    ]) {
      await expect(shown).toContainText(header);
    }
    await expect(shown).toContainText('"businessId"');
    await picker.selectOption('java');
    await expect(shown).toContainText('Unirest');
    await expect(shown).toBeVisible();
  });

  test('a link with ?language= opens on that language, switched after hydration without a remount', async ({page}) => {
    await gotoHydrated(page, `${referenceRoute('void-card')}?language=go`);
    await expect(page.getByRole('combobox', {name: 'Language'})).toHaveValue('go');
    await expect(page.locator('.api-panel--request .api-panel__item:not([hidden])')).toContainText('package main');
    await expect(page.locator('.api-panel--request .api-panel__item[data-value="python"]')).toBeHidden();
  });

  test('links inside the reference navigate within the app', async ({page}) => {
    await gotoHydrated(page, referenceRoute('provision-gift-card'));
    await page.evaluate(() => ((window as unknown as {beforeNavigation: boolean}).beforeNavigation = true));
    await page.locator('.api-media a[href$="/schemas/provisiongiftcardrequest"]').first().click();
    await expect(page).toHaveURL(/\/schemas\/provisiongiftcardrequest$/);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('ProvisionGiftCardRequest');
    // The same document: no full page load happened.
    expect(await page.evaluate(() => (window as unknown as {beforeNavigation?: boolean}).beforeNavigation)).toBe(true);
  });

  test('the navbar’s API item is active on reference pages, and the sidebar moves between them in the app', async ({
    page,
  }) => {
    // The docs plugin's global data lists the reference by folder (plugins/lean-client/docs.ts):
    // the navbar still finds each page's sidebar, before and after a client-side navigation.
    const apiItem = page.locator('.navbar__items a.navbar__link', {hasText: /^API$/});
    await gotoHydrated(page, referenceRoute('void-card'));
    await expect(apiItem).toHaveClass(/navbar__link--active/);
    await page.evaluate(() => ((window as unknown as {beforeNavigation: boolean}).beforeNavigation = true));
    await page.locator('.theme-doc-sidebar-menu a[href$="/provision-gift-card"]').click();
    await expect(page).toHaveURL(/\/provision-gift-card$/);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Provision gift cards');
    await expect(page.locator('.theme-doc-sidebar-menu a[aria-current="page"]')).toHaveAttribute(
      'href',
      /\/provision-gift-card$/,
    );
    await expect(apiItem).toHaveClass(/navbar__link--active/);
    expect(await page.evaluate(() => (window as unknown as {beforeNavigation?: boolean}).beforeNavigation)).toBe(true);
  });

  test('a reference page is loaded ahead when its link is pointed at or focused, and opens with nothing left to load', async ({
    page,
  }) => {
    // The reference is not in Docusaurus's route table (plugins/lean-client/lazyRoutes.ts), so
    // its own prefetching cannot see these pages: client/prefetchIntent.ts loads them instead.
    const scripts: string[] = [];
    page.on('request', (request) => {
      // A page's scripts, and its body's HTML (plugins/openapi/client/bodyHtml.ts).
      if (request.resourceType() === 'script' || request.url().includes('/assets/api-html/'))
        scripts.push(request.url());
    });
    const bodyFiles = (urls: string[]) => urls.filter((url) => url.includes('/assets/api-html/')).length;
    await gotoHydrated(page, referenceRoute('void-card'));
    await page.waitForLoadState('networkidle');
    for (const [target, how, title] of [
      ['provision-gift-card', 'hover', 'Provision gift cards'],
      ['get-cards', 'focus', 'List provisioned gift cards'],
    ] as const) {
      const link = page.locator(`.theme-doc-sidebar-menu a[href$="/${target}"]`);
      const before = scripts.length;
      if (how === 'hover') await link.hover();
      else await link.focus();
      await expect
        .poll(() => scripts.length, {message: `${how} on the link to ${target} loads its page`})
        .toBeGreaterThan(before);
      await expect
        .poll(() => bodyFiles(scripts.slice(before)), {
          message: `${how} on the link to ${target} loads its body's HTML too`,
        })
        .toBe(1);
      await page.waitForLoadState('networkidle');
      const loaded = scripts.length;
      await link.click();
      await expect(page.getByRole('heading', {level: 1})).toHaveText(title);
      expect(scripts.slice(loaded), `opening ${target} after the ${how}`).toEqual([]);
    }
  });

  test('a page opened from its address hydrates its own HTML; one reached by a link loads it first, whole', async ({
    page,
    browser,
  }) => {
    // The browser bundle leaves an operation body's HTML to a file of its own
    // (plugins/openapi/client/bodyHtml.ts): the page the browser opened already has it.
    const bodyFiles: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/assets/api-html/')) bodyFiles.push(request.url());
    });
    const article = page.locator('article');
    const direct = async (slug: string) => {
      const fresh = await browser.newPage();
      await gotoHydrated(fresh, referenceRoute(slug));
      const text = await fresh.locator('article').innerText();
      await fresh.close();
      return text;
    };
    await gotoHydrated(page, referenceRoute('void-card'));
    const voidCard = await article.innerText();
    await expect(page.locator('.api-panel--request .api-panel__item:not([hidden]) pre')).toContainText('void');
    expect(bodyFiles).toEqual([]);
    await page.evaluate(() => ((window as unknown as {beforeNavigation: boolean}).beforeNavigation = true));
    await page.locator('.theme-doc-sidebar-menu a[href$="/provision-gift-card"]').click();
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Provision gift cards');
    expect(bodyFiles).toHaveLength(1);
    expect(await article.innerText()).toBe(await direct('provision-gift-card'));
    // Its samples and pickers work as on a page opened from its address.
    const language = page.getByRole('combobox', {name: 'Language'});
    const first = await language.inputValue();
    await language.selectOption({label: 'Go'});
    await expect(page.locator('.api-panel--request .api-panel__item:not([hidden])')).toContainText('package main');
    await language.selectOption(first);
    // Back to the first page: shown again in the app, whole, its HTML now loaded from its file.
    await page.goBack();
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Void a gift card');
    expect(await article.innerText()).toBe(voidCard);
    expect(bodyFiles).toHaveLength(2);
    expect(await page.evaluate(() => (window as unknown as {beforeNavigation?: boolean}).beforeNavigation)).toBe(true);
  });

  test('a page whose HTML file arrives late keeps the page before it on screen until it is whole', async ({page}) => {
    await page.route('**/assets/api-html/**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await gotoHydrated(page, referenceRoute('void-card'));
    const heading = page.getByRole('heading', {level: 1});
    const link = page.locator('.theme-doc-sidebar-menu a[href$="/get-cards"]');
    // From the keyboard: no pointer passes over other links on its way.
    await link.focus();
    await page.keyboard.press('Enter');
    // The file is on its way: the page that was there stays, whole.
    await page.waitForTimeout(500);
    await expect(heading).toHaveText('Void a gift card');
    await expect(page.locator('.api-panel--request .api-panel__item:not([hidden]) pre')).toContainText('void');
    await expect(heading).toHaveText('List provisioned gift cards');
    await expect(page).toHaveURL(/\/get-cards$/);
    await expect(page.locator('.api-panel--request .api-panel__item:not([hidden]) pre')).toContainText(
      '/v1/gift-cards',
    );
  });

  test('no page offers to send a request', async ({page}) => {
    for (const route of [
      referenceRoute('provision-gift-card'),
      referenceRoute('o-auth-2-authentication'),
      referenceRoute('gcm-api'),
    ]) {
      await gotoHydrated(page, route);
      await expect(page.getByRole('button', {name: /send/i})).toHaveCount(0);
      // The only input anywhere is the site's own search box.
      await expect(page.locator('main form, main input, main textarea')).toHaveCount(0);
      await expect(page.locator('form')).toHaveCount(0);
    }
  });

  test('example bodies keep their indentation', async ({page}) => {
    await gotoHydrated(page, referenceRoute('void-card'));
    const examples = page.locator('details.api-examples').first();
    await examples.locator('summary').click();
    const body = examples.locator('pre.api-code').first();
    await expect(body).toBeVisible();
    // As the description's example is written out: two spaces before each field.
    expect(await body.textContent()).toMatch(/^\{\n {2}"reason": "order_cancelled",\n {2}"note": /);
  });
});

test.describe('tag and schema pages', () => {
  for (const group of model.groups) {
    test(`tag page ${group.id} lists its operations in sidebar order`, async ({page}) => {
      await gotoHydrated(page, referenceRoute(group.id));
      await expect(page.getByRole('heading', {level: 1})).toHaveText(group.label);
      const listed = await page
        .locator('article table a')
        .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
      expect(listed).toEqual(group.operations.map((op) => referenceRoute(op.id)));
    });
  }

  for (const schema of model.schemas) {
    test(`schema page ${schema.id} shows the schema`, async ({request}) => {
      const response = await request.get(referenceRoute(schema.id));
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html).toMatch(new RegExp(`<h1[^>]*>${schema.name}</h1>`));
      const resolved = model.resolve(schema.schema);
      for (const property of Object.keys((isObject(resolved) && resolved.properties) || {})) {
        expect(html, property).toContain(`<code>${property}</code>`);
      }
    });
  }
});
