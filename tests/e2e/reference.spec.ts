/**
 * The API reference generated from api/openapi.json: every operation, tag and schema has
 * its page, and each operation page carries its request, responses and code samples in
 * the static HTML (no JavaScript needed), with no control that could call the API.
 */
import {readFileSync} from 'node:fs';
import kebabCase from 'lodash/kebabCase';
import {test, expect, gotoHydrated} from './fixtures';
import {codeSampleLanguages} from '../../src/data/codeSampleLanguages';
import {listOperations, operationParameters, type OpenApiDocument} from '../../src/lib/apiReference/spec';

const spec: OpenApiDocument = JSON.parse(readFileSync('api/openapi.json', 'utf8'));
const operations = listOperations(spec);
const base = '/docs/api/partner-api';

test.describe('operation pages', () => {
  for (const entry of operations) {
    const id = entry.operation.operationId as string;
    const route = `${base}/${kebabCase(id)}`;

    test(`${route} serves ${entry.method.toUpperCase()} ${entry.path} completely in static HTML`, async ({request}) => {
      const response = await request.get(route);
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html).toContain(`>${entry.method.toUpperCase()}<`);
      expect(html).toContain(entry.path);
      for (const parameter of operationParameters(spec, entry)) {
        expect(html, `parameter ${parameter.name}`).toContain(`<code>${parameter.name}</code>`);
      }
      for (const status of Object.keys(entry.operation.responses)) {
        expect(html, `response ${status}`).toMatch(new RegExp(`<h3[^>]*>${status}\\b`));
      }
      // All nine code samples are in the HTML, each with this operation's URL.
      const samplePath = entry.path.split('{')[0];
      for (const language of codeSampleLanguages) {
        expect(html, `${language.label} sample`).toContain(`(${language.label})</div>`);
      }
      const occurrences = html.split(samplePath).length - 1;
      expect(occurrences).toBeGreaterThanOrEqual(codeSampleLanguages.length);
    });
  }

  test('code samples come in the nine languages, in order, with auth and signature headers', async ({page}) => {
    await gotoHydrated(page, `${base}/provision-gift-card`);
    const tabs = page.getByRole('tab');
    await expect(tabs).toHaveText(codeSampleLanguages.map((language) => language.label));
    await page.getByRole('tab', {name: 'cURL'}).click();
    const curl = page.getByRole('tabpanel').filter({hasText: 'curl --location'});
    await expect(curl).toContainText("curl --location 'https://sandbox.api.gcm.example/v1/gift-cards'");
    for (const header of [
      'Authorization: Bearer',
      'X-Partner-Id:',
      'X-Timestamp:',
      'X-Nonce:',
      'X-Signature:',
      'Idempotency-Key:',
    ]) {
      await expect(curl).toContainText(header);
    }
    await expect(curl).toContainText('"businessId"');
    await page.getByRole('tab', {name: 'Java'}).click();
    await expect(page.getByRole('tabpanel').filter({hasText: 'Unirest'})).toBeVisible();
  });

  test('the language choice is remembered across operation pages', async ({page}) => {
    await gotoHydrated(page, `${base}/void-card`);
    await page.getByRole('tab', {name: 'Go'}).click();
    await gotoHydrated(page, `${base}/get-cards`);
    await expect(page.getByRole('tab', {name: 'Go'})).toHaveAttribute('aria-selected', 'true');
  });

  test('a link with ?language= opens on that language, switched after hydration without a remount', async ({page}) => {
    await gotoHydrated(page, `${base}/void-card?language=go`);
    await expect(page.getByRole('tab', {name: 'Go'})).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel').filter({hasText: 'package main'})).toBeVisible();
    await expect(page.getByRole('tab', {name: 'Python'})).toHaveAttribute('aria-selected', 'false');
  });

  test('no page offers to send a request', async ({page}) => {
    for (const route of [`${base}/provision-gift-card`, `${base}/o-auth-2-authentication`, `${base}/gcm-api`]) {
      await gotoHydrated(page, route);
      await expect(page.getByRole('button', {name: /send/i})).toHaveCount(0);
      // The only input anywhere is the site's own search box.
      await expect(page.locator('main form, main input, main textarea')).toHaveCount(0);
      await expect(page.locator('form')).toHaveCount(0);
    }
  });
});

test.describe('tag and schema pages', () => {
  for (const tag of spec.tags ?? []) {
    test(`tag page ${kebabCase(tag.name)} lists its operations`, async ({page}) => {
      await gotoHydrated(page, `${base}/${kebabCase(tag.name)}`);
      await expect(page.getByRole('heading', {level: 1})).toHaveText(tag.name);
      for (const entry of operations.filter((e) => e.operation.tags?.includes(tag.name))) {
        const link = page.locator(`article a[href="${base}/${kebabCase(entry.operation.operationId)}"]`);
        await expect(link).toHaveCount(1);
      }
    });
  }

  for (const name of Object.keys(spec.components?.schemas ?? {})) {
    test(`schema page ${name.toLowerCase()} shows the schema`, async ({request}) => {
      const response = await request.get(`${base}/schemas/${name.toLowerCase()}`);
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html).toMatch(new RegExp(`<h1[^>]*>${name}</h1>`));
      const properties = Object.keys(spec.components!.schemas![name].properties ?? {});
      for (const property of properties) expect(html, property).toContain(`<code>${property}</code>`);
    });
  }
});
