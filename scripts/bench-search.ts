/**
 * `npm run bench -- --search` (also part of the full `npm run bench`): site search, side by
 * side. This site's search (Pagefind, plugins/search) against the search it replaced (the
 * local-search plugin, tuned to leave out the same page parts), built in a scratch copy of
 * the site with SEARCH_ENGINE=easyops. For each, median of RUNS runs in Debian's Chromium:
 *
 *  - cold: empty cache, a fresh page load, click the box and type a query at 40 ms a key;
 *    the bytes fetched from the click until the results, and the time from the first
 *    keystroke to the first matching result;
 *  - warm: on the same page, the time from a new query to its results (several queries).
 *
 * First, the quality of this site's search on the query sets (tests/search/querySets.ts):
 * success@1, success@3 and MRR of each set, the held-out halves apart. `--misses` lists the
 * misses of the tuning sets, never of the held-out ones; `--quality` measures quality alone.
 *
 *   npx tsx scripts/bench-search.ts [--reuse] [--quality] [--misses]   (--reuse keeps an existing scratch build)
 */
import {spawn, spawnSync, type ChildProcess} from 'node:child_process';
import {cpSync, existsSync, mkdirSync, rmSync, symlinkSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {chromium, type Page} from '@playwright/test';
import {chromiumPath} from './ensure-browser-packages';
import {chromiumFlags} from './lib/chromium';
import {waitForServer} from './lib/firstLoad';
import {benchCommand, tableLog, writeBenchmarks} from './lib/benchmarks';
import {QUERY_SETS} from '../tests/search/querySets';
import {percent, rankAll, scores, searchPageLinks} from '../tests/search/evaluate';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const SCRATCH = path.join(tmpdir(), 'gcm-docs-bench-easyops');
const COLD = {query: 'provision', expect: 'Provision gift cards'};
const WARM = [
  {query: 'CNAME', expect: 'DNS cutover'},
  {query: 'void card', expect: 'Void a gift card'},
  {query: 'settlement report', expect: 'Financial settlements'},
];

interface Engine {
  name: string;
  dir: string;
  port: number;
}

/** A copy of the site built with the plugin it replaced instead of its own (plugins/search is left out of that config). */
function buildEasyops(): string {
  const out = path.join(SCRATCH, 'build');
  const skip = new Set(['node_modules', 'build', 'build-e2e', '.docusaurus', '.git', 'test-results']);
  if (process.argv.includes('--reuse') && existsSync(path.join(out, 'index.html'))) return out;
  rmSync(SCRATCH, {recursive: true, force: true});
  mkdirSync(SCRATCH, {recursive: true});
  cpSync('.', SCRATCH, {recursive: true, filter: (src) => !skip.has(path.relative('.', src).split(path.sep)[0])});
  symlinkSync(path.resolve('node_modules'), path.join(SCRATCH, 'node_modules'));
  const env = {...process.env, SEARCH_ENGINE: 'easyops'};
  // The build precompresses its output itself (plugins/site-outputs).
  const {status} = spawnSync('npx', ['docusaurus', 'build'], {cwd: SCRATCH, stdio: 'inherit', env});
  if (status !== 0) throw new Error(`docusaurus build failed in ${SCRATCH}`);
  return out;
}

function serve(engine: Engine): ChildProcess {
  // Its own process group, so that stopping it stops tsx and node under npx too.
  return spawn('npx', ['tsx', 'scripts/serve.ts', '--dir', engine.dir, '--port', String(engine.port)], {
    stdio: 'ignore',
    detached: true,
  });
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Records, in the page, when the first key went down and when a result with the expected text appeared. */
function recorder() {
  const w = window as unknown as {__firstKey?: number; __found?: number; __expect?: string};
  document.addEventListener('keydown', () => (w.__firstKey ??= performance.now()), true);
  new MutationObserver(() => {
    if (w.__found || !w.__expect) return;
    const options = document.querySelectorAll('[role="option"]');
    if (Array.from(options).some((o) => o.textContent?.includes(w.__expect!))) w.__found = performance.now();
  }).observe(document, {subtree: true, childList: true, characterData: true});
}

async function warmQuery(page: Page, query: string, expect: string): Promise<number> {
  return page.evaluate(
    ({query, expect}) =>
      new Promise<number>((resolve) => {
        const input = document.querySelector<HTMLInputElement>('.navbar__search input')!;
        const found = () =>
          Array.from(document.querySelectorAll('[role="option"]')).some((o) => o.textContent?.includes(expect));
        const started = performance.now();
        const observer = new MutationObserver(() => {
          if (!found()) return;
          observer.disconnect();
          resolve(performance.now() - started);
        });
        observer.observe(document, {subtree: true, childList: true, characterData: true});
        input.value = query;
        input.dispatchEvent(new Event('input', {bubbles: true}));
      }),
    {query, expect},
  );
}

async function measure(engine: Engine) {
  const browser = await chromium.launch({executablePath: chromiumPath, args: [...chromiumFlags]});
  const cold: {kib: number; ms: number}[] = [];
  const warm: number[] = [];
  try {
    for (let run = 0; run < RUNS; run += 1) {
      const context = await browser.newContext(); // empty cache
      const page = await context.newPage();
      // tsx names functions with an `__name` helper that pages do not have.
      await page.addInitScript('window.__name = (f) => f;');
      await page.addInitScript(recorder);
      await page.goto(`http://127.0.0.1:${engine.port}/docs/introduction`);
      await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
      await page.waitForLoadState('networkidle');
      const fetched: Promise<number>[] = [];
      page.on('requestfinished', (request) =>
        fetched.push(
          request
            .sizes()
            .then((s) => {
              if (process.env.BENCH_VERBOSE) console.log(`  ${s.responseBodySize} ${request.url()}`);
              return s.responseBodySize;
            })
            // A request that finishes as the context closes has no sizes to give: it was not waited for.
            .catch(() => 0),
        ),
      );
      await page.evaluate((expect) => ((window as unknown as {__expect: string}).__expect = expect), COLD.expect);
      await page.locator('.navbar__search input').click();
      await page.keyboard.type(COLD.query, {delay: 40});
      await page.waitForFunction(() => (window as unknown as {__found?: number}).__found, null, {timeout: 30_000});
      await page.waitForLoadState('networkidle');
      const ms = await page.evaluate(() => {
        const w = window as unknown as {__firstKey: number; __found: number};
        return w.__found - w.__firstKey;
      });
      const bytes = (await Promise.all(fetched)).reduce((sum, n) => sum + n, 0);
      cold.push({kib: bytes / 1024, ms});
      if (process.env.BENCH_VERBOSE) console.log(`  -- cold: ${bytes} bytes in ${fetched.length} responses`);
      for (const {query, expect} of WARM) warm.push(await warmQuery(page, query, expect));
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return {
    kib: median(cold.map((c) => c.kib)),
    coldMs: median(cold.map((c) => c.ms)),
    warmMs: median(warm),
  };
}

/** success@1, success@3 and MRR of every query set on the built site served at `port`. */
async function measureQuality(port: number): Promise<void> {
  const browser = await chromium.launch({executablePath: chromiumPath, args: [...chromiumFlags]});
  const rows: string[] = [];
  const misses: string[] = [];
  try {
    const page = await (await browser.newContext({baseURL: `http://127.0.0.1:${port}`})).newPage();
    page.on('pageerror', (error) => console.error(`page error: ${error.message}`));
    for (const set of QUERY_SETS) {
      const ranked = await rankAll((query) => searchPageLinks(page, query), set.queries);
      const {n, at1, at3, mrr} = scores(ranked);
      rows.push(`| ${set.name} | ${n} | ${percent(at1)} | ${percent(at3)} | ${mrr.toFixed(3)} |`);
      if (set.heldOut) continue;
      for (const {query, rank, got} of ranked.filter(({rank}) => rank !== 1)) {
        misses.push(`  ${set.name}: ${rank > 0 ? `#${rank}` : 'missed'}: ${query}: got ${got.join(', ')}`);
      }
    }
  } finally {
    await browser.close();
  }
  const {log, lines} = tableLog();
  log('\nSearch quality: the first result that answers, by query set (tests/search/querySets.ts)\n');
  log('| query set | queries | success@1 | success@3 | MRR |');
  log('| --- | --- | --- | --- | --- |');
  for (const row of rows) log(row);
  // The misses stay out of the file: they are for tuning, printed only when asked for.
  writeBenchmarks({key: 'search-quality', title: 'Search quality', command: benchCommand(), lines});
  if (process.argv.includes('--misses')) console.log(`\nTuning sets, not first:\n${misses.join('\n')}`);
}

async function withServer<T>(engine: Engine, run: () => Promise<T>): Promise<T> {
  const server = serve(engine);
  try {
    // Not a fixed second: on a busy machine npx and tsx take longer than that to start.
    await waitForServer(engine.port);
    return await run();
  } finally {
    process.kill(-server.pid!, 'SIGTERM');
  }
}

async function benchSearch(): Promise<void> {
  const site: Engine = {name: 'Pagefind (this site)', dir: 'build', port: 4321};
  await withServer(site, () => measureQuality(site.port));
  if (process.argv.includes('--quality')) return;
  const engines: Engine[] = [site, {name: 'local-search plugin, tuned', dir: buildEasyops(), port: 4322}];
  const rows = [];
  for (const engine of engines) rows.push({engine, ...(await withServer(engine, () => measure(engine)))});
  const {log, lines} = tableLog();
  log(`\nSearch, median of ${RUNS} runs (cold: empty cache; warm: ${WARM.length} more queries per run)\n`);
  log('| engine | cold: KiB fetched | cold: first results after first key, ms | warm query, ms |');
  log('| --- | --- | --- | --- |');
  for (const r of rows) {
    log(`| ${r.engine.name} | ${r.kib.toFixed(1)} | ${Math.round(r.coldMs)} | ${Math.round(r.warmMs)} |`);
  }
  log('\nTargets: cold ≤ 300 KiB and ≤ 500 ms; warm ≤ 300 ms.');
  writeBenchmarks({key: 'search-speed', title: 'Search speed', command: benchCommand(), lines});
}

benchSearch().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
