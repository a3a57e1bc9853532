/**
 * First-load weight of built pages, as the e2e byte budgets count it: the page is opened in
 * headless Chromium with prefetching off, every same-origin request is recorded, and each
 * file is counted at its brotli size (quality 11, as plugins/precompress writes it).
 */
import {spawn} from 'node:child_process';
import {createServer} from 'node:net';
import {existsSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import {brotliCompressSync, constants} from 'node:zlib';
import {chromium, type Browser} from '@playwright/test';
import {chromiumFlags} from './chromium';

const sizes = new Map<string, number>();

function compressedSize(file: string): number {
  let size = sizes.get(file);
  if (size === undefined) {
    const twin = `${file}.br`;
    size = existsSync(twin)
      ? statSync(twin).size
      : brotliCompressSync(readFileSync(file), {params: {[constants.BROTLI_PARAM_QUALITY]: 11}}).length;
    sizes.set(file, size);
  }
  return size;
}

function fileFor(buildDir: string, pathname: string): string {
  const direct = path.join(buildDir, decodeURIComponent(pathname));
  if (existsSync(direct) && statSync(direct).isFile()) return direct;
  return pathname.endsWith('/') ? path.join(direct, 'index.html') : `${direct}.html`;
}

/** Resolves once a server answers on `port` (30 s at most). */
export async function waitForServer(port: number): Promise<void> {
  for (let attempt = 0; attempt < 120; attempt += 1) {
    try {
      await fetch(`http://127.0.0.1:${port}/`);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  throw new Error(`the server on port ${port} did not start`);
}

/**
 * The first-load bytes of each route in `routes`, served from `buildDir` on `port`.
 * Returns the routes with their weight in bytes, heaviest first.
 */
export interface PageWeight {
  route: string;
  /** First-load bytes (brotli). */
  bytes: number;
  /** The build's files the page loaded. */
  files: string[];
}

/**
 * `preferred` when nothing listens on it, else a free port: a server another run left on the
 * port would answer for this build, and its pages would be weighed instead (two
 * `npm run test:corpus` side by side did that).
 */
function freePort(preferred: number): Promise<number> {
  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      const probe = createServer();
      probe.once('error', reject);
      probe.listen(port, '127.0.0.1', () => {
        const {port: bound} = probe.address() as {port: number};
        probe.close(() => resolve(bound));
      });
    });
  return listen(preferred).catch(() => listen(0));
}

/**
 * Runs `use` with headless Chromium and `buildDir` served as production serves it
 * (scripts/serve.ts) at `origin`, on `preferredPort` when it is free; stops both after.
 */
export async function withServedBuild<T>(
  buildDir: string,
  preferredPort: number,
  use: (browser: Browser, origin: string) => Promise<T>,
): Promise<T> {
  const port = await freePort(preferredPort);
  const server = spawn(
    process.execPath,
    [require.resolve('tsx/cli'), require.resolve('../serve.ts'), '--dir', buildDir, '--port', String(port)],
    {stdio: 'ignore'},
  );
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [...chromiumFlags],
  });
  try {
    await waitForServer(port);
    return await use(browser, `http://127.0.0.1:${port}`);
  } finally {
    await browser.close();
    server.kill();
  }
}

export async function weighPages(buildDir: string, routes: string[], preferredPort: number): Promise<PageWeight[]> {
  return withServedBuild(buildDir, preferredPort, async (browser, origin) => {
    const weights: PageWeight[] = [];
    for (const route of routes) {
      const context = await browser.newContext();
      const page = await context.newPage();
      // Save-Data turns Docusaurus's prefetching of linked pages off, as in the e2e budgets.
      // (A string, not a function: the bundler that runs this script would add helpers the page lacks.)
      await page.addInitScript({
        content:
          "Object.defineProperty(navigator, 'connection', {configurable: true, get: () => ({effectiveType: '4g', saveData: true})});",
      });
      const seen = new Set<string>();
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (url.hostname === '127.0.0.1') seen.add(url.pathname);
      });
      await page.goto(`${origin}${route}`);
      await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached', timeout: 60_000});
      await page.waitForLoadState('networkidle');
      const files = [...seen].map((pathname) => fileFor(buildDir, pathname));
      weights.push({route, bytes: files.reduce((total, file) => total + compressedSize(file), 0), files});
      await context.close();
    }
    return weights.sort((a, b) => b.bytes - a.bytes);
  });
}

/** How many operation pages `heaviestOperationPage` opens: those with the most HTML, which carry the most. */
export const PAGES_WEIGHED = 5;

/**
 * The heaviest first load among the `PAGES_WEIGHED` pages of `pages` (routes without the
 * leading slash, e.g. `docs/api/partner-api/get-pet`) that have the most HTML in `buildDir`,
 * or undefined when none was built.
 */
export async function heaviestOperationPage(
  buildDir: string,
  pages: string[],
  port: number,
): Promise<PageWeight | undefined> {
  const htmlSize = (page: string) => statSync(path.join(buildDir, `${page}.html`)).size;
  const candidates = pages
    .filter((page) => existsSync(path.join(buildDir, `${page}.html`)))
    .sort((a, b) => htmlSize(b) - htmlSize(a))
    .slice(0, PAGES_WEIGHED);
  if (candidates.length === 0) return undefined;
  const [heaviest] = await weighPages(
    buildDir,
    candidates.map((page) => `/${page}`),
    port,
  );
  return heaviest;
}
