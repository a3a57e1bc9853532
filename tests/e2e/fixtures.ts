/**
 * Shared e2e fixtures: every test fails on an uncaught page error or a console error
 * unless it declares the exact errors it provokes, and on any request that leaves the
 * local server (the site calls no third party). `crawlTest` does the same on one page per worker.
 */
import {
  test as base,
  expect,
  type ConsoleMessage,
  type Locator,
  type Page,
  type Request,
  type Response,
} from '@playwright/test';

export interface ConsoleLog {
  errors: string[];
  warnings: string[];
  /** Console errors matching one of these are expected by the test, not failures. */
  allow: RegExp[];
}

interface PageWatch {
  log: ConsoleLog;
  offsite: string[];
  /** Stops listening, then fails on any error the test did not allow and any off-site request. */
  finish: () => void;
}

function watchPage(page: Page): PageWatch {
  const log: ConsoleLog = {errors: [], warnings: [], allow: []};
  const offsite: string[] = [];
  const onRequest = (request: Request) => {
    const url = new URL(request.url());
    if ((url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '127.0.0.1') {
      offsite.push(request.url());
    }
  };
  const onPageError = (error: Error) => log.errors.push(`pageerror: ${error.message}`);
  const onConsole = (message: ConsoleMessage) => {
    if (message.type() === 'error') log.errors.push(`console.error: ${message.text()}`);
    if (message.type() === 'warning') log.warnings.push(message.text());
  };
  page.on('request', onRequest);
  page.on('pageerror', onPageError);
  page.on('console', onConsole);
  return {
    log,
    offsite,
    finish() {
      page.off('request', onRequest);
      page.off('pageerror', onPageError);
      page.off('console', onConsole);
      const unexpected = log.errors.filter((text) => !log.allow.some((pattern) => pattern.test(text)));
      expect(unexpected, 'page errors and console errors').toEqual([]);
      expect(offsite, 'requests that left the site').toEqual([]);
    },
  };
}

async function watchedConsoleLog({page}: {page: Page}, use: (log: ConsoleLog) => Promise<void>): Promise<void> {
  const watch = watchPage(page);
  await use(watch.log);
  watch.finish();
}

export const test = base.extend<{consoleLog: ConsoleLog}>({
  consoleLog: [watchedConsoleLog, {auto: true}],
});

/**
 * For crawls of many pages: every test of a worker gets the same page, with the HTTP cache
 * off so that each visit loads (and weighs) what a first visit would, watched like `test`.
 * A new context per URL costs more than the visit itself on two cores.
 */
export const crawlTest = base.extend<{consoleLog: ConsoleLog}, {workerPage: Page}>({
  workerPage: [
    async ({browser}, use, workerInfo) => {
      const context = await browser.newContext({baseURL: workerInfo.project.use.baseURL});
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.setCacheDisabled', {cacheDisabled: true});
      await use(page);
      await context.close();
    },
    {scope: 'worker'},
  ],
  // Each test starts in the colour scheme its `use` asks for, whatever the last test switched to.
  page: async ({workerPage, colorScheme}, use) => {
    await workerPage.emulateMedia({colorScheme});
    await use(workerPage);
  },
  consoleLog: [watchedConsoleLog, {auto: true}],
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
