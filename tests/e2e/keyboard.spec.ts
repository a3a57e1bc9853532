/**
 * Keyboard alone: the navbar, the sidebar, the code samples' language picker and the
 * signing calculator can be used without a pointer (the search box: search.spec.ts). Also the
 * calculator's results, checked against an independently computed vector.
 */
import {test, expect, gotoHydrated, tabUntilFocused} from './fixtures';
import {signingVectors, vectorBodyText} from '../../src/data/signingVectors';

test('the navbar: Tab reaches "API" and Enter opens it', async ({page}) => {
  await gotoHydrated(page, '/');
  const api = page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'API', exact: true});
  await tabUntilFocused(page, api);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/docs\/api\/partner-api\/gcm-api$/);
});

test('the sidebar: a category folds with Enter and a link opens with Enter', async ({page}) => {
  await gotoHydrated(page, '/docs/introduction');
  const sidebar = page.getByRole('navigation', {name: 'Docs sidebar'});
  const toggle = sidebar.getByRole('button', {name: /Collapse sidebar category 'Quickstarts'/});
  await tabUntilFocused(page, toggle);
  await page.keyboard.press('Enter');
  await expect(sidebar.getByRole('button', {name: /Expand sidebar category 'Quickstarts'/})).toHaveAttribute(
    'aria-expanded',
    'false',
  );
  const changelog = sidebar.getByRole('link', {name: 'Changelog'});
  await tabUntilFocused(page, changelog);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/docs\/changelog$/);
});

test('code samples: the language picker is reached with Tab and changed with the arrow keys', async ({page}) => {
  await gotoHydrated(page, '/docs/api/partner-api/void-card');
  const picker = page.getByRole('combobox', {name: 'Language'});
  await tabUntilFocused(page, picker, 200);
  await page.keyboard.press('ArrowDown');
  await expect(picker).toHaveValue('curl');
  await expect(page.locator('.api-panel--request .api-panel__item:not([hidden])')).toContainText('curl "${args[@]}"');
});

test.describe('signing calculator', () => {
  const guide = '/docs/additional-support/hmac-signature-generation';

  test('computes a vector typed in from the keyboard', async ({page}) => {
    const vector = signingVectors.find((v) => vectorBodyText(v).length > 0 && vectorBodyText(v).length < 400)!;
    await gotoHydrated(page, guide);
    const fields: [string, string][] = [
      ['Signing secret', vector.secret],
      ['Path', vector.path],
      ['Timestamp', String(vector.timestamp)],
      ['Nonce', vector.nonce],
      ['Body', vectorBodyText(vector)],
    ];
    await tabUntilFocused(page, page.getByLabel('Signing secret', {exact: true}), 200);
    for (const [label, value] of fields) {
      const field = page.getByLabel(label, {exact: true});
      await tabUntilFocused(page, field);
      await page.keyboard.press('ControlOrMeta+a');
      await page.keyboard.insertText(value);
    }
    const method = page.getByLabel('Method', {exact: true});
    await method.focus();
    await method.selectOption(vector.method);
    await expect(page.getByLabel('String to sign', {exact: true})).toHaveValue(vector.stringToSign);
    await expect(page.getByLabel('Signature', {exact: true})).toHaveText(vector.signature);
  });

  test('"Now" and "New nonce" work from the keyboard, and bad input gets an inline message', async ({page}) => {
    await gotoHydrated(page, guide);
    const timestamp = page.getByLabel('Timestamp', {exact: true});
    await tabUntilFocused(page, page.getByRole('button', {name: 'Now'}), 200);
    // The clock is read around the key press alone: tabbing there can take seconds on a busy machine.
    const before = Math.floor(Date.now() / 1000);
    await page.keyboard.press('Enter');
    await expect(timestamp).not.toHaveValue('');
    const filled = Number(await timestamp.inputValue());
    const after = Math.ceil(Date.now() / 1000);
    expect(filled).toBeGreaterThanOrEqual(before);
    expect(filled).toBeLessThanOrEqual(after);
    const nonce = page.getByLabel('Nonce', {exact: true});
    const oldNonce = await nonce.inputValue();
    await tabUntilFocused(page, page.getByRole('button', {name: 'New nonce'}));
    await page.keyboard.press('Enter');
    await expect(nonce).not.toHaveValue(oldNonce);

    await timestamp.fill('12.5');
    await expect(timestamp).toHaveAttribute('aria-invalid', 'true');
    const describedBy = (await timestamp.getAttribute('aria-describedby'))!;
    const message = page.locator(
      `[id="${describedBy.split(' ').find((id) => id.includes('error')) ?? describedBy.split(' ')[0]}"]`,
    );
    await expect(message).not.toBeEmpty();
    const path = page.getByLabel('Path', {exact: true});
    await path.fill('v1/gift-cards');
    await expect(path).toHaveAttribute('aria-invalid', 'true');
  });
});
