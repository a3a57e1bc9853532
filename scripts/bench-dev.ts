/**
 * `npm run bench -- --dev`: how fast a save reaches the open page under `npm start`, on a
 * scratch copy of the site (scripts/lib/scratchSite.ts), in headless Chromium at 1280 × 800.
 * Saves the description 20 times (a one-operation change: the summary of void-card), a guide
 * 5 times, and breaks and fixes the description 3 times; prints, for each, how many saves
 * reached the page and the min, median and max seconds from the save to the new text on
 * screen (or the banner's coming and going). A benchmark, not a test: see tests/dev for that.
 */
import {spawn} from 'node:child_process';
import {readFileSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {chromium, type Page} from '@playwright/test';
import {chromiumFlags} from './lib/chromium';
import {makeScratchSite} from './lib/scratchSite';
import {benchCommand, tableLog, writeBenchmarks} from './lib/benchmarks';
import {routeOf} from '../plugins/shared/routes';

const PORT = 4320;
const BASE = `http://127.0.0.1:${PORT}`;
const SCRATCH = path.join(os.tmpdir(), `gcm-bench-dev-${PORT}`);
const GIVE_UP_MS = 60_000;

/** Seconds until `ready` holds, polled every 50 ms; null if it never does within a minute. */
async function secondsUntil(page: Page, ready: () => Promise<boolean>): Promise<number | null> {
  const started = Date.now();
  while (Date.now() - started < GIVE_UP_MS) {
    if (await ready()) return (Date.now() - started) / 1000;
    await page.waitForTimeout(50);
  }
  return null;
}

function row(what: string, times: (number | null)[]): string {
  const arrived = times.filter((t): t is number => t !== null).sort((a, b) => a - b);
  const at = (q: number) =>
    arrived.length ? arrived[Math.min(arrived.length - 1, Math.floor(q * arrived.length))] : NaN;
  const median = arrived.length % 2 ? at(0.5) : (arrived[arrived.length / 2 - 1] + arrived[arrived.length / 2]) / 2;
  const cell = (n: number) => (Number.isNaN(n) ? '—' : n.toFixed(2));
  return `| ${what} | ${arrived.length} of ${times.length} | ${cell(arrived[0] ?? NaN)} | ${cell(median)} | ${cell(arrived.at(-1) ?? NaN)} |`;
}

async function main(): Promise<void> {
  makeScratchSite(process.cwd(), SCRATCH);
  const started = Date.now();
  // In a process group of its own, so the whole dev server stops with it.
  const server = spawn('npx', ['docusaurus', 'start', '--host', '127.0.0.1', '--port', String(PORT), '--no-open'], {
    cwd: SCRATCH,
    stdio: 'ignore',
    detached: true,
    env: {...process.env, BROWSER: 'none'},
  });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: chromiumFlags,
  });
  try {
    const page = await browser.newPage({viewport: {width: 1280, height: 800}});
    const spec = path.join(SCRATCH, 'api/openapi.json');
    const original = readFileSync(spec, 'utf8');
    const title = page.locator('h1').first();
    // Asked again until the server answers; then given the time its first compilation takes.
    const serving = await secondsUntil(page, async () => {
      const answer = await page.goto(`${BASE}${routeOf('void-card')}`).catch(() => null);
      if (answer?.ok() !== true) return false;
      await page.waitForSelector('html[data-has-hydrated="true"]', {timeout: GIVE_UP_MS});
      return true;
    });
    const startup = (Date.now() - started) / 1000;

    const descriptionSaves: (number | null)[] = [];
    for (let n = 1; n <= 20; n++) {
      writeFileSync(spec, original.replace('"summary": "Void a gift card"', `"summary": "Void a gift card ${n}"`));
      descriptionSaves.push(
        await secondsUntil(page, async () => (await title.textContent()) === `Void a gift card ${n}`),
      );
    }

    const banner = page.locator('#dev-problems');
    const broken: (number | null)[] = [];
    const fixed: (number | null)[] = [];
    for (let n = 1; n <= 3; n++) {
      writeFileSync(spec, original.replace('#/components/schemas/VoidCardRequest"', '#/components/schemas/Missing"'));
      broken.push(await secondsUntil(page, async () => (await banner.count()) > 0));
      writeFileSync(spec, original.replace('"summary": "Void a gift card"', `"summary": "Void a gift card, fix ${n}"`));
      fixed.push(
        await secondsUntil(
          page,
          async () => (await banner.count()) === 0 && (await title.textContent()) === `Void a gift card, fix ${n}`,
        ),
      );
    }

    const guide = path.join(SCRATCH, 'docs/introduction.mdx');
    const guideText = readFileSync(guide, 'utf8');
    await page.goto(`${BASE}/docs/introduction`);
    await page.waitForSelector('html[data-has-hydrated="true"]');
    const guideSaves: (number | null)[] = [];
    for (let n = 1; n <= 5; n++) {
      writeFileSync(guide, guideText.replace('## Core concepts', `## Core concepts ${n}`));
      guideSaves.push(
        await secondsUntil(
          page,
          async () => (await page.getByRole('heading', {name: `Core concepts ${n}`}).count()) > 0,
        ),
      );
    }

    const {log, lines} = tableLog();
    log(
      `\nnpm start on a scratch copy: first page served and hydrated after ${startup.toFixed(1)} s${serving === null ? ' (never)' : ''}\n`,
    );
    log('| save | reached the page | min s | median s | max s |');
    log('| --- | --- | --- | --- | --- |');
    log(row('description, one operation’s summary', descriptionSaves));
    log(row('description broken: banner shown', broken));
    log(row('description fixed: banner gone, fix shown', fixed));
    log(row('guide, a heading', guideSaves));
    writeBenchmarks({key: 'dev', title: "The writers' loop", command: benchCommand(), lines});
  } finally {
    await browser.close();
    if (server.pid) process.kill(-server.pid, 'SIGTERM');
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
