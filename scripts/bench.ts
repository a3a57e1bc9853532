/**
 * `npm run bench`: a benchmark, not a test. Builds the site (timing a clean build) unless
 * `--reuse` is given and build/ exists (`--with-webpack` also times a clean webpack build,
 * DOCS_BUNDLER=webpack, for the ratio), serves it compressed with scripts/serve.ts, and
 * runs Lighthouse (mobile, default throttling) 3 times on five pages with Debian's
 * Chromium. Prints the median per page: performance, total and JS KiB transferred, LCP,
 * TBT and CLS, plus the build time.
 *
 * Then site search, side by side with the search it replaced (scripts/bench-search.ts;
 * `npm run bench -- --search [--reuse] [--quality] [--misses]` runs only that).
 *
 * `npm run bench -- --corpus [DIR] [--large] [--no-stock]` measures the API reference at
 * scale instead (scripts/bench-corpus.ts), and `npm run bench -- --dev` how fast a save
 * reaches the open page under `npm start` (scripts/bench-dev.ts), and `npm run bench --
 * --polymorphic` the variant pickers' pages of the polymorphic fixture (scripts/bench-polymorphic.ts).
 *
 * Every mode also writes the tables it prints into its own section of BENCHMARKS.md
 * (scripts/lib/benchmarks.ts), keeping the other modes' sections: the docs link that file and
 * type no figure by hand.
 */
import {spawn, spawnSync} from 'node:child_process';
import {existsSync, rmSync} from 'node:fs';
import {ensureBrowserPackages} from './ensure-browser-packages';
import {lighthouseMedians} from './lib/lighthouse';
import {benchCommand, tableLog, writeBenchmarks} from './lib/benchmarks';
import {routeOf} from '../plugins/shared/routes';

const PORT = 4310;
const RUNS = 3;
const PAGES = [
  ['home', '/'],
  ['guide', '/docs/introduction'],
  ['HMAC guide', '/docs/additional-support/hmac-signature-generation'],
  ['operation', routeOf('provision-gift-card')],
  ['schema', routeOf('schemas/business')],
];

// The command as typed, for the BENCHMARKS.md sections this run and the scripts it starts write.
process.env.BENCH_COMMAND = [
  'npm run bench',
  ...(process.argv.length > 2 ? ['--', ...process.argv.slice(2)] : []),
].join(' ');

if (process.argv.includes('--dev')) {
  // The writers' loop under `npm start` (scripts/bench-dev.ts): its own table.
  ensureBrowserPackages();
  const {status} = spawnSync('npx', ['tsx', 'scripts/bench-dev.ts'], {stdio: 'inherit'});
  process.exit(status ?? 1);
}

if (process.argv.includes('--polymorphic')) {
  const {status} = spawnSync('npx', ['tsx', 'scripts/bench-polymorphic.ts'], {stdio: 'inherit'});
  process.exit(status ?? 1);
}

if (process.argv.includes('--corpus')) {
  // The reference at scale (scripts/bench-corpus.ts): no browser, its own table.
  const {status} = spawnSync('npx', ['tsx', 'scripts/bench-corpus.ts', ...process.argv.slice(2)], {stdio: 'inherit'});
  process.exit(status ?? 1);
}

ensureBrowserPackages();

/** Site search, Pagefind against the plugin it replaced: its own table. */
function benchSearch() {
  const args = ['--reuse', '--quality', '--misses'].filter((flag) => process.argv.includes(flag));
  const {status} = spawnSync('npx', ['tsx', 'scripts/bench-search.ts', ...args], {stdio: 'inherit'});
  if (status !== 0) process.exit(status ?? 1);
}

if (process.argv.includes('--search')) {
  if (!existsSync('build/index.html')) spawnSync('npm', ['run', 'build'], {stdio: 'inherit'});
  benchSearch();
  process.exit(0);
}

/** Times a clean `npm run build` (no build/, .docusaurus/ or bundler cache) in seconds. */
function timeCleanBuild(env = {}) {
  rmSync('build', {recursive: true, force: true});
  rmSync('.docusaurus', {recursive: true, force: true});
  // The bundler's persistent cache too, so the time is a first build's.
  rmSync('node_modules/.cache', {recursive: true, force: true});
  const started = Date.now();
  const {status} = spawnSync('npm', ['run', 'build'], {stdio: 'inherit', env: {...process.env, ...env}});
  if (status !== 0) process.exit(status ?? 1);
  return (Date.now() - started) / 1000;
}

/**
 * The Lighthouse table. In a function: tsx runs this file as CommonJS (the package has no
 * "type": "module"), where a top-level await does not compile.
 */
async function main(): Promise<void> {
  let buildTimes = ['build: reused'];
  if (!(process.argv.includes('--reuse') && existsSync('build/index.html'))) {
    // webpack first, so the build Lighthouse measures is the Rspack one.
    const webpack = process.argv.includes('--with-webpack') ? timeCleanBuild({DOCS_BUNDLER: 'webpack'}) : null;
    const rspack = timeCleanBuild();
    buildTimes = [`clean npm run build, Docusaurus Faster (Rspack): ${rspack.toFixed(1)} s`];
    if (webpack !== null) {
      buildTimes.push(
        `clean npm run build, webpack: ${webpack.toFixed(1)} s (${(webpack / rspack).toFixed(1)}× the Rspack time)`,
      );
    }
  }

  // In a process group of its own: npx starts tsx as a child, which a kill of npx alone would
  // leave serving the old build to the next run.
  const server = spawn('npx', ['tsx', 'scripts/serve.ts', '--port', String(PORT)], {stdio: 'ignore', detached: true});
  await new Promise((resolve) => setTimeout(resolve, 1000));
  let rows;
  try {
    const medians = await lighthouseMedians(
      PAGES.map(([, path]) => `http://127.0.0.1:${PORT}${path}`),
      RUNS,
    );
    rows = PAGES.map(([name, path], i) => ({name, path, ...medians[i]}));
  } finally {
    process.kill(-server.pid!, 'SIGTERM');
  }

  const {log, lines} = tableLog();
  log(`\nLighthouse ${RUNS}× per page, mobile, median; served compressed by scripts/serve.ts\n`);
  log('| page | path | perf | total KiB | JS KiB | LCP ms | TBT ms | CLS |');
  log('| --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const r of rows) {
    log(
      `| ${r.name} | ${r.path} | ${r.perf.toFixed(2)} | ${r.total.toFixed(1)} | ${r.js.toFixed(1)} | ${Math.round(r.lcp)} | ${Math.round(r.tbt)} | ${r.cls.toFixed(3)} |`,
    );
  }
  log(`\n${buildTimes.join('\n')}`);
  writeBenchmarks({key: 'lighthouse', title: 'Page weight and Lighthouse', command: benchCommand(), lines});
  benchSearch();
}

main().catch((error: unknown) => {
  console.error(`bench: ${error instanceof Error ? (process.env.DEBUG ? error.stack : error.message) : String(error)}`);
  process.exit(1);
});
