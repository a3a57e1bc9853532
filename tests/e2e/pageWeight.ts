/**
 * Byte accounting for the budgets: what a page transfers on first load, counted from
 * the files of the build (brotli twin when there is one, as the server sends it), so the
 * figures are deterministic for a given build.
 */
import {existsSync, readdirSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import type {Page, Request} from '@playwright/test';

export const KIB = 1024;
/** Budgets, in compressed bytes on first load: every page within 200 KiB, guides within 160 KiB. */
export const BUDGET = {
  anyPage: 200 * KIB,
  guidePage: 160 * KIB,
  clientNavigationJs: 50 * KIB,
} as const;

export function budgetFor(pathname: string): number {
  if (pathname.startsWith('/docs/') && !pathname.startsWith('/docs/api/')) return BUDGET.guidePage;
  return BUDGET.anyPage;
}

/** Every JavaScript asset of `buildDir`, with its source, for checks of what ships. */
export function builtScripts(buildDir = 'build'): {file: string; source: string}[] {
  const dir = path.join(buildDir, 'assets', 'js');
  return readdirSync(dir)
    .filter((file) => file.endsWith('.js'))
    .map((file) => ({file, source: readFileSync(path.join(dir, file), 'utf8')}));
}

/** The file in `buildDir` that answers `pathname`. */
export function fileFor(buildDir: string, pathname: string): string {
  const clean = decodeURIComponent(pathname);
  const direct = path.join(buildDir, clean);
  if (existsSync(direct) && statSync(direct).isFile()) return direct;
  if (clean.endsWith('/')) return path.join(buildDir, clean, 'index.html');
  return `${direct}.html`;
}

export function transferSize(buildDir: string, pathname: string): number {
  const file = fileFor(buildDir, pathname);
  const compressed = `${file}.br`;
  return statSync(existsSync(compressed) ? compressed : file).size;
}

export interface Weight {
  total: number;
  js: number;
  css: number;
  files: string[];
}

/** Records the same-origin requests of `page` from now on, until `stop()` (for a page that outlives the test). */
export function recordRequests(page: Page): {requests: Request[]; stop: () => void} {
  const requests: Request[] = [];
  const onRequest = (request: Request) => {
    if (new URL(request.url()).hostname === '127.0.0.1') requests.push(request);
  };
  page.on('request', onRequest);
  return {requests, stop: () => page.off('request', onRequest)};
}

export function weigh(buildDir: string, requests: Request[]): Weight {
  const weight: Weight = {total: 0, js: 0, css: 0, files: []};
  for (const pathname of new Set(requests.map((r) => new URL(r.url()).pathname))) {
    const bytes = transferSize(buildDir, pathname);
    weight.total += bytes;
    if (pathname.endsWith('.js')) weight.js += bytes;
    if (pathname.endsWith('.css')) weight.css += bytes;
    weight.files.push(pathname);
  }
  return weight;
}

/** Pretends the reader asked to save data, which turns Docusaurus's link prefetching off. */
export async function emulateConnection(
  page: Page,
  connection: {effectiveType: string; saveData: boolean},
): Promise<void> {
  await page.addInitScript((value) => {
    Object.defineProperty(navigator, 'connection', {configurable: true, get: () => value});
  }, connection);
}
