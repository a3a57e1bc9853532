/**
 * The HMAC guide's calculator as a reader sees it: the secret toggle says what it will do,
 * Method offers the methods the API signs, and the body hash is one labelled line of output
 * that fits a phone and can be copied (keyboard use and results: keyboard.spec.ts).
 */
import {test, expect, gotoHydrated} from './fixtures';
import {primarySigningVector} from '../../src/data/signingVectors';
import {SIGNED_METHODS} from '../../src/lib/signing';

const GUIDE = '/docs/additional-support/hmac-signature-generation';

test('the secret toggle reads "Show secret" or "Hide secret", whichever it will do', async ({page}) => {
  await gotoHydrated(page, GUIDE);
  const secret = page.getByLabel('Signing secret', {exact: true});
  await expect(secret).toHaveAttribute('type', 'password');
  await page.getByRole('button', {name: 'Show secret', exact: true}).click();
  await expect(secret).toHaveAttribute('type', 'text');
  const hide = page.getByRole('button', {name: 'Hide secret', exact: true});
  await expect(hide).toBeVisible();
  await expect(hide).not.toHaveAttribute('aria-pressed');
  await hide.click();
  await expect(secret).toHaveAttribute('type', 'password');
  await expect(page.getByRole('button', {name: 'Show secret', exact: true})).toBeVisible();
});

test('Method offers only the methods of the signed operations', async ({page}) => {
  await gotoHydrated(page, GUIDE);
  const method = page.getByLabel('Method', {exact: true});
  await expect(method.locator('option')).toHaveText([...SIGNED_METHODS]);
  await expect(method).toHaveValue(primarySigningVector.method);
});

test('a path that is not a path is answered with an example the API serves', async ({page}) => {
  await gotoHydrated(page, GUIDE);
  const path = page.getByLabel('Path', {exact: true});
  await path.fill('gift-cards');
  await expect(path).toHaveAccessibleDescription(/for example \/v1\/gift-cards\?page=2\./);
});

test.describe('the body hash on a 400 px phone', () => {
  test.use({viewport: {width: 400, height: 800}});

  test('is one labelled line of read-only output that fits and copies', async ({page, context, baseURL}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], {origin: baseURL});
    await gotoHydrated(page, GUIDE);
    const hash = page.getByLabel('Body SHA-256', {exact: true});
    await hash.scrollIntoViewIfNeeded();
    await expect(hash).toHaveText(primarySigningVector.bodySha256);
    const box = await hash.evaluate((el) => ({
      tag: el.tagName,
      resize: getComputedStyle(el).resize,
      fontFamily: getComputedStyle(el).fontFamily,
      overflows: el.scrollWidth > el.clientWidth,
      right: el.getBoundingClientRect().right,
    }));
    expect(box).toMatchObject({tag: 'OUTPUT', resize: 'none', overflows: false});
    expect(box.fontFamily).toMatch(/mono/i);
    expect(box.right).toBeLessThanOrEqual(400);

    await page.getByRole('button', {name: 'Copy body SHA-256'}).click();
    await expect(page.getByRole('status').filter({hasText: 'Copied body SHA-256.'})).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(primarySigningVector.bodySha256);
  });
});
