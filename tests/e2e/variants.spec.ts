/**
 * The variant pickers of a polymorphic body, on the reference of
 * tests/fixtures/openapi/polymorphic.yaml built alone (build-polymorphic/): choosing a shape,
 * with the mouse or the keyboard, changes the request's samples and body, or a response's
 * example; the choice is remembered per page, said by the URL and opened by a deep link; a
 * shape's file that loads late keeps the choice and the focus; and without JavaScript the
 * page still lists every shape's fields.
 */
import type {Locator, Page} from '@playwright/test';
import {test, expect, gotoHydrated} from './fixtures';
import {expectNoA11yViolationsInBothModes} from './a11y';

const PAYMENT = '/docs/api/partner-api/create-payment';
const NOTIFICATION = '/docs/api/partner-api/send-notification';

const requestPicker = (page: Page) => page.getByRole('group', {name: 'Shape of the request body'});
const responsePicker = (page: Page) => page.getByRole('group', {name: 'Shape of the 201 response'});
const paymentMethod = (page: Page) => requestPicker(page).getByLabel('payment_method', {exact: true});
/** The code the request panel shows, in the language chosen. */
const sample = (page: Page) => page.locator('section.api-panel--request .api-panel__item:not([hidden]) pre').first();
const response = (page: Page) => page.locator('section.api-panel--response .api-panel__item:not([hidden]) pre').first();
const status = (picker: Locator) => picker.getByRole('status');

test.describe('variant picker', () => {
  test.beforeEach(async ({page}) => {
    // Each test starts with nothing remembered.
    await page.addInitScript(() => {
      if (!sessionStorage.getItem('cleared')) {
        localStorage.clear();
        sessionStorage.setItem('cleared', '1');
      }
    });
  });

  test('shows the page’s own example first, and a chosen shape in every sample and the body', async ({page}) => {
    await gotoHydrated(page, PAYMENT);
    // The description's example is a card: the picker says so.
    await expect(paymentMethod(page)).toHaveValue('0');
    await expect(sample(page)).toContainText('"number": "4111111111111111"');
    await paymentMethod(page).selectOption({label: 'Bank transfer'});
    await expect(status(requestPicker(page))).toHaveText('Shown below: payment_method: Bank transfer.');
    await expect(sample(page)).toContainText('"type": "bank_transfer"');
    await expect(sample(page)).toContainText('"iban": "DE89370400440532013000"');
    // The rest of the description's example is kept.
    await expect(sample(page)).toContainText('"reference": "order-1042"');
    expect(new URL(page.url()).hash).toBe('#request-body.payment_method=bank_transfer');
    // Every language follows.
    const language = page.getByLabel('Language', {exact: true});
    for (const label of ['cURL', 'Go', 'Java', 'PowerShell']) {
      await language.selectOption({label});
      await expect(sample(page)).toContainText('bank_transfer');
    }
    // So does the body under the fields.
    await page.getByText(/^Example request bod/).click();
    const body = page.locator('[data-variant-example]');
    await expect(body).toBeVisible();
    await expect(body).toContainText('"iban"');
    // Back to the page's own.
    await paymentMethod(page).selectOption({label: 'Card'});
    await expect(sample(page)).not.toContainText('bank_transfer');
    await expect(sample(page)).toContainText('4111111111111111');
    await expect(body).toBeHidden();
    expect(new URL(page.url()).hash).toBe('');
  });

  test('works from the keyboard, a nested shape appearing under its choice', async ({page}) => {
    await gotoHydrated(page, PAYMENT);
    await paymentMethod(page).focus();
    // Card → Bank transfer → Wallet.
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(paymentMethod(page)).toHaveValue('2');
    const provider = requestPicker(page).getByLabel('payment_method.provider', {exact: true});
    await expect(provider).toHaveValue('0');
    await expect(sample(page)).toContainText('"name": "ApplePay"');
    await expect(paymentMethod(page)).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(provider).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(sample(page)).toContainText('"name": "GooglePay"');
    await expect(sample(page)).toContainText('"type": "wallet"');
    expect(new URL(page.url()).hash).toBe('#request-body.payment_method=wallet&payment_method.provider=GooglePay');
  });

  test('is remembered per page, and opened by a deep link', async ({page}) => {
    await gotoHydrated(page, PAYMENT);
    await paymentMethod(page).selectOption({label: 'Wallet'});
    await expect(sample(page)).toContainText('"type": "wallet"');
    // Without the hash, the choice is still the page's.
    await gotoHydrated(page, PAYMENT);
    await expect(paymentMethod(page)).toHaveValue('2');
    await expect(sample(page)).toContainText('"type": "wallet"');
    await page.reload();
    await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
    await expect(sample(page)).toContainText('"type": "wallet"');
    // Another page does not take it.
    await gotoHydrated(page, NOTIFICATION);
    await expect(requestPicker(page).getByLabel('body', {exact: true})).toHaveValue('0');
    // A deep link opens its shape, nested ones too.
    await gotoHydrated(page, `${PAYMENT}#request-body.line_items[]=Shipping`);
    await expect(requestPicker(page).getByLabel('line_items[]', {exact: true})).toHaveValue('1');
    await expect(sample(page)).toContainText('"kind": "shipping"');
  });

  test('follows allOf inheritance and response shapes', async ({page}) => {
    await gotoHydrated(page, NOTIFICATION);
    const body = requestPicker(page).getByLabel('body', {exact: true});
    await expect(body.locator('option')).toHaveText(['EmailNotification', 'SmsNotification']);
    await expect(sample(page)).toContainText('"channel": "email"');
    await body.selectOption({label: 'SmsNotification'});
    await expect(sample(page)).toContainText('"channel": "sms"');
    await expect(sample(page)).toContainText('"phone": "+15550100"');

    await gotoHydrated(page, PAYMENT);
    await expect(response(page)).toContainText('"status": "succeeded"');
    await responsePicker(page).getByLabel('body', {exact: true}).selectOption({label: 'Pending'});
    await expect(response(page)).toContainText('"status": "pending"');
    await expect(response(page)).toContainText('"next_action"');
    await expect(response(page)).toContainText('"type": "redirect"');
    // A field of the response that is one of several shapes has its own picker, under its choice.
    const action = responsePicker(page).getByLabel('next_action', {exact: true});
    await expect(action.locator('option')).toHaveText(['Redirect', 'Challenge']);
    await action.selectOption({label: 'Challenge'});
    await expect(response(page)).toContainText('"challenge_token": "ch_tok_1"');
    await expect(response(page)).toContainText('"status": "pending"');
    expect(new URL(page.url()).hash).toBe('#response-201=pending&next_action=challenge');
    // The request's samples are not the response's business.
    await expect(sample(page)).toContainText('"type": "card"');
  });

  test('keeps the choice and the focus while a shape loads late, and has no accessibility violations', async ({
    page,
  }) => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api-variants/**', async (route) => {
      await held;
      await route.continue();
    });
    await gotoHydrated(page, PAYMENT);
    await paymentMethod(page).focus();
    await paymentMethod(page).selectOption({label: 'Bank transfer'});
    await expect(status(requestPicker(page))).toHaveText('Loading this shape…');
    await expect(paymentMethod(page)).toHaveValue('1');
    await expect(paymentMethod(page)).toBeFocused();
    release();
    await expect(sample(page)).toContainText('bank_transfer');
    await expect(paymentMethod(page)).toBeFocused();
    await expectNoA11yViolationsInBothModes(page);
  });

  test('moves nothing on the page when a shape’s file arrives after the choice', async ({page}) => {
    await page.route('**/api-variants/**', async (route) => {
      // Well past the half second after an input in which a shift does not count.
      await new Promise((resolve) => setTimeout(resolve, 1200));
      await route.continue();
    });
    await gotoHydrated(page, PAYMENT);
    await page.evaluate(() => {
      const shifts: number[] = [];
      (window as unknown as {shifts: number[]}).shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {value: number; hadRecentInput: boolean})[]) {
          if (!entry.hadRecentInput) shifts.push(entry.value);
        }
      }).observe({type: 'layout-shift', buffered: false});
    });
    // Keys the browser sees as the reader's (selectOption's events are not input to it): Bank transfer, Wallet, Card.
    await paymentMethod(page).focus();
    for (const key of ['ArrowDown', 'ArrowDown', 'ArrowUp', 'ArrowUp']) {
      await page.keyboard.press(key);
      await expect(status(requestPicker(page))).not.toHaveText('Loading this shape…', {timeout: 5000});
    }
    await expect(sample(page)).toContainText('"type": "card"');
    await responsePicker(page).getByLabel('body', {exact: true}).focus();
    await page.keyboard.press('ArrowDown');
    await expect(response(page)).toContainText('"status": "pending"');
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => (window as unknown as {shifts: number[]}).shifts)).toEqual([]);
  });

  test('a choice made before the page is interactive is kept', async ({page}) => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    // The app's scripts wait; the server HTML's picker is already there.
    await page.route('**/assets/js/**', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(PAYMENT, {waitUntil: 'domcontentloaded'});
    await paymentMethod(page).selectOption({label: 'Bank transfer'});
    release();
    await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
    await expect(paymentMethod(page)).toHaveValue('1');
    await expect(sample(page)).toContainText('bank_transfer');
  });
});

test.describe('without JavaScript', () => {
  test.use({javaScriptEnabled: false});

  test('the page lists every shape’s fields and shows its own samples', async ({page}) => {
    await page.goto(PAYMENT);
    const variants = page.locator('.api-variant');
    for (const name of ['Card', 'Bank transfer', 'Wallet', 'Product', 'Shipping']) {
      await expect(variants.filter({hasText: name}).first()).toBeAttached();
    }
    await expect(variants.filter({hasText: 'Bank transfer'}).first()).toContainText('iban');
    await expect(paymentMethod(page)).toHaveValue('0');
    await expect(sample(page)).toContainText('4111111111111111');
    // Stoplight's `<!-- theme: warning -->` before a quote: a warning, as its writers see it.
    await expect(page.locator('blockquote.alert.alert--warning')).toContainText('Sandbox first');
  });
});
