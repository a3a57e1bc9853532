/**
 * `npm run bench -- --corpus DIR [--large] [--no-stock]`: how the reference scales. For
 * each description in DIR (and, with --large, made-up ones with 700 and 2,000 operations and
 * 1,000 schemas) it measures this project's generator and, side by side, the stock
 * docusaurus-plugin-openapi-docs + theme where they build: generation time, clean build
 * time, peak memory of the build, the heaviest operation page's first load (brotli) and, for
 * this project, that page's Lighthouse mobile score (median of 3, served compressed).
 * A benchmark, not a test: it prints a table.
 */
import {spawn} from 'node:child_process';
import {cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import kebabCase from 'lodash/kebabCase';
import {loadSpec, type SpecModel} from '../plugins/openapi/model';
import {renderReference, writeReference} from '../plugins/openapi/generate';
import {REFERENCE_FOLDER, REFERENCE_ROUTE_BASE} from '../plugins/shared/routes';
import {REFERENCE_BUILD_ENV} from '../plugins/openapi/referenceSite';
import {codeSampleLanguages} from '../plugins/openapi/codeSampleLanguages';
import {LARGE_SIZES, printTable} from '../tests/reference/corpus';
import {corpusName, descriptionsIn, readableDescription} from '../tests/reference/corpusFiles';
import {makeLargeSpec} from '../tests/reference/largeSpec';
import {heaviestOperationPage, waitForServer} from './lib/firstLoad';
import {lighthouseMedians} from './lib/lighthouse';
import {precompressFiles} from '../plugins/precompress';
import {runMeasured, type Measured} from './lib/measure';
import {benchCommand, tableLog, writeBenchmarks} from './lib/benchmarks';

const siteDir = path.resolve(__dirname, '..');
const docusaurusBin = require.resolve('@docusaurus/core/bin/docusaurus.mjs');
const STOCK_TIMEOUT_SECONDS = 20 * 60;
/** The stock build gets the same memory ceiling as this project's target, instead of the whole machine. */
const STOCK_HEAP_MIB = 6144;

function clearBundlerCaches(dir: string): void {
  rmSync(path.join(dir, '.docusaurus'), {recursive: true, force: true});
  rmSync(path.join(dir, 'node_modules', '.cache'), {recursive: true, force: true});
  rmSync(path.join(siteDir, 'node_modules', '.cache'), {recursive: true, force: true});
}

const kib = (bytes: number) => (bytes / 1024).toFixed(0);

const WEIGH_PORT = 4320;
const LIGHTHOUSE_PORT = 4321;
const LIGHTHOUSE_RUNS = 3;

/**
 * The heaviest operation page's first load (KiB) and, with `lighthouse`, its Lighthouse
 * mobile score (median of 3), served compressed.
 */
async function heaviestPage(
  buildDir: string,
  pages: string[],
  {lighthouse = false} = {},
): Promise<{kib: string; lighthouse: string}> {
  const heaviest = await heaviestOperationPage(buildDir, pages, WEIGH_PORT);
  if (!heaviest) return {kib: '-', lighthouse: '-'};
  if (!lighthouse) return {kib: kib(heaviest.bytes), lighthouse: '-'};
  // Reference previews are not precompressed: compress what this page loads, as the site's build does.
  await precompressFiles(heaviest.files);
  const server = spawn(
    process.execPath,
    [
      require.resolve('tsx/cli'),
      path.join(__dirname, 'serve.ts'),
      '--dir',
      buildDir,
      '--port',
      String(LIGHTHOUSE_PORT),
    ],
    {stdio: 'ignore'},
  );
  try {
    await waitForServer(LIGHTHOUSE_PORT);
    const [figures] = await lighthouseMedians(
      [`http://127.0.0.1:${LIGHTHOUSE_PORT}${heaviest.route}`],
      LIGHTHOUSE_RUNS,
    );
    return {kib: kib(heaviest.bytes), lighthouse: figures.perf.toFixed(2)};
  } finally {
    server.kill();
  }
}

function describeFailure(run: Measured): string {
  if (run.timedOut) return `timed out after ${STOCK_TIMEOUT_SECONDS / 60} min`;
  if (/heap out of memory|Allocation failed/i.test(run.output)) return `out of memory (${STOCK_HEAP_MIB} MiB heap)`;
  return `failed (exit ${run.status})`;
}

interface Figures {
  gen: string;
  build: string;
  rss: string;
  heaviest: string;
  /** Lighthouse mobile performance of the heaviest operation page (this project only). */
  lighthouse?: string;
  note?: string;
}

async function measureOurs(spec: string, model: SpecModel): Promise<Figures> {
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'bench-ours-'));
  const genStarted = Date.now();
  const reloaded = await loadSpec(spec, {mode: 'lenient'});
  const {files, prebuilt} = renderReference(reloaded, {
    routeBase: REFERENCE_ROUTE_BASE,
    docIdPrefix: REFERENCE_FOLDER,
    languages: codeSampleLanguages,
    envPrefix: 'API',
    downloads: [],
    descriptionLinks: 'external-only',
  });
  writeReference(files, path.join(scratch, 'partner-api'), prebuilt);
  const gen = ((Date.now() - genStarted) / 1000).toFixed(1);
  clearBundlerCaches(siteDir);
  rmSync(path.join(siteDir, '.reference/docs'), {recursive: true, force: true});
  mkdirSync(path.join(siteDir, '.reference/docs'), {recursive: true});
  const out = path.join(scratch, 'site');
  const run = await runMeasured(process.execPath, [docusaurusBin, 'build', '--out-dir', out], {
    cwd: siteDir,
    env: {...process.env, GCM_REFERENCE_SPEC: spec, NO_UPDATE_NOTIFIER: '1', ...REFERENCE_BUILD_ENV},
  });
  const figures: Figures =
    run.status === 0
      ? {
          gen,
          build: run.seconds.toFixed(0),
          rss: run.peakRssMiB.toFixed(0),
          ...(await heaviestPage(
            out,
            [...model.operations, ...model.webhooks].map((op) => `docs/${REFERENCE_FOLDER}/${op.id}`),
            {lighthouse: true},
          ).then(({kib: heaviest, lighthouse}) => ({heaviest, lighthouse}))),
        }
      : {gen, build: '-', rss: run.peakRssMiB.toFixed(0), heaviest: '-', note: describeFailure(run)};
  rmSync(scratch, {recursive: true, force: true});
  return figures;
}

async function measureStock(spec: string, model: SpecModel): Promise<Figures> {
  const stockDir = path.join(siteDir, '.reference/stock');
  rmSync(stockDir, {recursive: true, force: true});
  cpSync(path.join(__dirname, 'bench-stock'), stockDir, {recursive: true});
  mkdirSync(path.join(stockDir, 'docs'), {recursive: true});
  const env = {
    ...process.env,
    STOCK_SPEC: spec,
    NO_UPDATE_NOTIFIER: '1',
    NODE_OPTIONS: `--max-old-space-size=${STOCK_HEAP_MIB}`,
  };
  const gen = await runMeasured(process.execPath, [docusaurusBin, 'gen-api-docs', 'all'], {
    cwd: stockDir,
    env,
    timeoutSeconds: STOCK_TIMEOUT_SECONDS,
  });
  if (gen.status !== 0 || !existsSync(path.join(stockDir, 'docs/api/sidebar.ts'))) {
    return {
      gen: '-',
      build: '-',
      rss: gen.peakRssMiB.toFixed(0),
      heaviest: '-',
      note: `generation ${describeFailure(gen)}`,
    };
  }
  clearBundlerCaches(stockDir);
  const out = path.join(mkdtempSync(path.join(os.tmpdir(), 'bench-stock-')), 'site');
  const build = await runMeasured(process.execPath, [docusaurusBin, 'build', '--out-dir', out], {
    cwd: stockDir,
    env,
    timeoutSeconds: STOCK_TIMEOUT_SECONDS,
  });
  // The stock plugin's own page ids: kebab-cased operationId, else summary.
  const pages = model.operations.map((op) => `docs/api/${kebabCase(op.operationId ?? op.operation.summary ?? '')}`);
  const figures: Figures =
    build.status === 0
      ? {
          gen: gen.seconds.toFixed(1),
          build: build.seconds.toFixed(0),
          rss: build.peakRssMiB.toFixed(0),
          heaviest: (await heaviestPage(out, pages)).kib,
        }
      : {
          gen: gen.seconds.toFixed(1),
          build: '-',
          rss: build.peakRssMiB.toFixed(0),
          heaviest: '-',
          note: `build ${describeFailure(build)}`,
        };
  rmSync(path.dirname(out), {recursive: true, force: true});
  rmSync(stockDir, {recursive: true, force: true});
  return figures;
}

export async function benchCorpus(args: string[]): Promise<void> {
  const dirArg = args[args.indexOf('--corpus') + 1];
  const dir = path.resolve(
    process.env.INIT_CWD ?? process.cwd(),
    dirArg && !dirArg.startsWith('--') ? dirArg : '../shared/specs',
  );
  const specs = existsSync(dir) ? descriptionsIn(dir) : [];
  if (args.includes('--large')) {
    const scratch = mkdtempSync(path.join(os.tmpdir(), 'bench-large-'));
    for (const operations of LARGE_SIZES) {
      const large = path.join(scratch, `large-${operations}-operations.json`);
      writeFileSync(large, JSON.stringify(makeLargeSpec({operations})));
      specs.push(large);
    }
  }
  if (specs.length === 0) throw new Error(`no descriptions in ${dir}`);
  const withStock = !args.includes('--no-stock');
  const rows: string[][] = [];
  const notes: string[] = [];
  for (const stored of specs) {
    const name = corpusName(stored);
    // A gzipped description is measured unzipped (readableDescription).
    const {file: spec, cleanup} = readableDescription(stored);
    const {model, pages, ours, stock} = await (async () => {
      // Read as build:reference reads it: leniently.
      const model = await loadSpec(spec, {mode: 'lenient'});
      const pages = 1 + model.groups.length + model.operations.length + model.webhooks.length + model.schemas.length;
      console.error(`▶ ${name}: ${model.operations.length} operations, ${pages} pages`);
      const ours = await measureOurs(spec, model);
      const stock = withStock ? await measureStock(spec, model) : undefined;
      return {model, pages, ours, stock};
    })().finally(cleanup);
    if (ours.note) notes.push(`${name}: this project's build ${ours.note}`);
    if (stock?.note) notes.push(`${name}: stock ${stock.note}`);
    rows.push([
      name,
      String(model.operations.length + model.webhooks.length),
      String(pages),
      ours.gen,
      ours.build,
      ours.rss,
      ours.heaviest,
      ours.lighthouse ?? '-',
      ...(stock ? [stock.gen, stock.build, stock.rss, stock.heaviest] : []),
    ]);
  }
  const {log, lines} = tableLog();
  log('\nReference generation and clean builds (Docusaurus Faster for this project, webpack for the stock plugin):');
  printTable(
    [
      'description',
      'operations',
      'pages',
      'gen s',
      'build s',
      'peak RSS MiB',
      'heaviest op KiB',
      'its Lighthouse',
      ...(withStock ? ['stock gen s', 'stock build s', 'stock RSS MiB', 'stock heaviest op KiB'] : []),
    ],
    rows,
    log,
  );
  for (const note of notes) log(`- ${note}`);
  writeBenchmarks({key: 'corpus', title: 'The reference at scale', command: benchCommand(), lines});
}

if (require.main === module) {
  benchCorpus(process.argv.slice(2)).catch((error) => {
    console.error(`bench --corpus: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
}
