/**
 * Shared e2e fixtures: every test fails on an uncaught page error or a console error
 * unless it declares the exact errors it provokes, and on any request that leaves the
 * local server (the site calls no third party).
 */
import {test as base, expect, type Locator, type Page, type Response} from '@playwright/test';

export interface ConsoleLog {
  errors: string[];
  warnings: string[];
  /** Console errors matching one of these are expected by the test, not failures. */
  allow: RegExp[];
}

export const test = base.extend<{consoleLog: ConsoleLog}>({
  consoleLog: [
    async ({page}, use) => {
      const log: ConsoleLog = {errors: [], warnings: [], allow: []};
      const offsite: string[] = [];
      page.on('request', (request) => {
        const url = new URL(request.url());
        if ((url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '127.0.0.1') {
          offsite.push(request.url());
        }
      });
      page.on('pageerror', (error) => log.errors.push(`pageerror: ${error.message}`));
      page.on('console', (message) => {
        if (message.type() === 'error') log.errors.push(`console.error: ${message.text()}`);
        if (message.type() === 'warning') log.warnings.push(message.text());
      });
      await use(log);
      const unexpected = log.errors.filter((text) => !log.allow.some((pattern) => pattern.test(text)));
      expect(unexpected, 'page errors and console errors').toEqual([]);
      expect(offsite, 'requests that left the site').toEqual([]);
    },
    {auto: true},
  ],
});

export {expect};

/** Opens a path and waits until React has hydrated the server-rendered page. */
export async function gotoHydrated(page: Page, path: string): Promise<Response | null> {
  const response = await page.goto(path);
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
  return response;
}

/** Presses Tab until the target has the focus; fails after `max` presses. */
export async function tabUntilFocused(page: Page, target: Locator, max = 60): Promise<void> {
  for (let i = 0; i < max; i += 1) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`never reached ${target} with Tab`);
}
