/**
 * `npm run bench -- --polymorphic`: the operation pages of the polymorphic fixture's
 * reference (build-polymorphic/, made by `npm run build:polymorphic` when missing), whose
 * variant pickers load each shape's samples when it is chosen. Lighthouse (mobile, default
 * throttling) 3 times per page, the median, and each page's first-load bytes.
 */
import {spawn, spawnSync} from 'node:child_process';
import {existsSync} from 'node:fs';
import {ensureBrowserPackages} from './ensure-browser-packages';
import {lighthouseMedians} from './lib/lighthouse';
import {weighPages} from './lib/firstLoad';
import {benchCommand, tableLog, writeBenchmarks} from './lib/benchmarks';
import {precompressFiles} from '../plugins/precompress';
import {routeOf} from '../plugins/shared/routes';

const DIR = 'build-polymorphic';
const PORT = 4311;
const WEIGH_PORT = 4312;
const RUNS = 3;
const PAGES = [routeOf('create-payment'), routeOf('send-notification')];

async function main(): Promise<void> {
  ensureBrowserPackages();
  if (!existsSync(`${DIR}/index.html`)) {
    const {status} = spawnSync('npm', ['run', 'build:polymorphic'], {stdio: 'inherit'});
    if (status !== 0) process.exit(status ?? 1);
  }
  const weights = await weighPages(DIR, PAGES, WEIGH_PORT);
  // Reference previews are not precompressed: compress what the pages load, as the site's build does.
  await precompressFiles(weights.flatMap((weight) => weight.files));
  // In a process group of its own, so that the whole server stops with it.
  const server = spawn('npx', ['tsx', 'scripts/serve.ts', '--dir', DIR, '--port', String(PORT)], {
    stdio: 'ignore',
    detached: true,
  });
  await new Promise((resolve) => setTimeout(resolve, 1500));
  try {
    const medians = await lighthouseMedians(
      PAGES.map((page) => `http://127.0.0.1:${PORT}${page}`),
      RUNS,
    );
    const {log, lines} = tableLog();
    log(`\nThe polymorphic fixture's pages: Lighthouse ${RUNS}× per page, mobile, median\n`);
    log('| page | first load KiB | perf | total KiB | JS KiB | LCP ms | TBT ms | CLS |');
    log('| --- | --- | --- | --- | --- | --- | --- | --- |');
    PAGES.forEach((page, i) => {
      const r = medians[i];
      const kib = (weights.find((w) => w.route === page)?.bytes ?? 0) / 1024;
      log(
        `| ${page} | ${kib.toFixed(1)} | ${r.perf.toFixed(2)} | ${r.total.toFixed(1)} | ${r.js.toFixed(1)} | ${Math.round(r.lcp)} | ${Math.round(r.tbt)} | ${r.cls.toFixed(3)} |`,
      );
    });
    writeBenchmarks({
      key: 'polymorphic',
      title: 'Variant pickers (polymorphic fixture)',
      command: benchCommand(),
      lines,
    });
  } finally {
    process.kill(-server.pid!, 'SIGTERM');
  }
}

main().catch((error: unknown) => {
  console.error(`bench: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
