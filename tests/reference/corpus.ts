/**
 * `npm run test:corpus [-- DIR|FILE]`: builds the reference of every OpenAPI description in DIR (or FILE alone)
 * (default ../shared/specs and tests/corpus, public descriptions nobody here wrote; gzipped
 * ones and folders of descriptions split over files too, see corpusFiles.ts) with
 * build:reference, and fails on any build error, any complaint of the build (invalid HTML,
 * broken links), any operation missing from the pages, or a heaviest operation page over
 * the 200 KiB first-load budget. Prints a table.
 *
 * `npm run test:corpus -- --large`: the same for the made-up description of
 * tests/reference/largeSpec.ts at 700 and at 2,000 operations, and each build's heaviest
 * operation page must stay within the byte budget of every page (200 KiB on first load,
 * brotli, as tests/e2e/pageWeight.ts counts it): the weight of a page must not grow with
 * the number of operations. Bytes are deterministic, so this is a test; timings belong to
 * `npm run bench`.
 */
import {existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {loadSpec, ProblemError, type SpecModel} from '../../plugins/openapi/model';
import {buildReference, warningSummary} from '../../scripts/build-reference';
import {heaviestOperationPage} from '../../scripts/lib/firstLoad';
import {BUDGET, KIB} from '../e2e/pageWeight';
import {makeLargeSpec} from './largeSpec';
import {buildComplaints, declaredLanguage, REFERENCE_ROUTE, verifyBuild} from './verifyBuild';
import {verifyVariants} from './verifyVariants';
import {VARIANTS_FOLDER} from '../../plugins/shared/routes';
import {CORPUS_ENTRY, corpusName, descriptionsIn, readableDescription} from './corpusFiles';

export {descriptionsIn};

/** The sizes `--large` builds: the benchmark's 700 operations and the issue's 2,000. */
export const LARGE_SIZES = [700, 2000] as const;
/** Where `--large` serves a build to weigh it (E2E_PORT_BASE moves it, as it moves the e2e servers). */
const WEIGH_PORT = Number(process.env.E2E_PORT_BASE ?? 4173) + 40;

export interface CorpusRow {
  file: string;
  operations: string;
  webhooks: string;
  pages: string;
  seconds: string;
  /** The warnings of the lenient reading, by rule (`duplicate-operation-id 5, …`). */
  warnings: string;
  /** Variant examples valid of those checked (verifyVariants.ts), and those the description makes unverifiable. */
  variants: string;
  /** The language the build declares (`<html lang>` of its home page): detected from the description. */
  language: string;
  /** First load of the heaviest operation page, KiB (only when weighed). */
  heaviest?: string;
  result: 'ok' | 'FAILED';
  /** What build:reference printed. */
  output: string;
}

/** More checks of a built description (its output folder is `out`); returns problems. */
export type BuildCheck = (row: CorpusRow, spec: string, out: string, model: SpecModel) => string[] | Promise<string[]>;

/** Builds and verifies one description as descriptionsIn lists it; prints what went wrong. */
export async function checkDescription(stored: string, check: BuildCheck = () => []): Promise<CorpusRow> {
  const file = corpusName(stored);
  const {file: spec, cleanup} = readableDescription(stored);
  const out = mkdtempSync(path.join(os.tmpdir(), 'corpus-'));
  const started = Date.now();
  const row: CorpusRow = {
    file,
    operations: '-',
    webhooks: '-',
    pages: '-',
    seconds: '',
    warnings: '-',
    variants: '-',
    language: '-',
    result: 'ok',
    output: '',
  };
  let problems: string[] = [];
  try {
    // Read as build:reference reads it: leniently.
    const model = await loadSpec(spec, {mode: 'lenient'});
    row.operations = String(model.operations.length);
    row.webhooks = String(model.webhooks.length);
    console.log(`▶ ${file}`);
    const build = await buildReference(spec, out, {capture: true});
    row.output = build.output;
    const total = Object.values(build.warnings).reduce((sum, n) => sum + n, 0);
    row.warnings = total > 0 ? warningSummary(build.warnings).replace(/^build:reference: /, '') : '0';
    if (build.status !== 0) {
      problems = [`build:reference exited with ${build.status}`, ...build.output.trim().split('\n').slice(-15)];
    } else {
      problems = buildComplaints(build.output);
      const report = verifyBuild(model, out);
      row.pages = String(report.pages);
      row.language = declaredLanguage(readFileSync(path.join(out, 'index.html'), 'utf8')) ?? '-';
      problems.push(...report.problems, ...(await check(row, spec, out, model)));
      // Every variant a picker offers builds an example its schema takes (and the build wrote their files).
      const variants = verifyVariants(model);
      const valid = variants.checked - variants.problems.length - variants.unverifiable.length;
      row.variants =
        variants.checked === 0
          ? '-'
          : `${valid}/${variants.checked}${variants.unverifiable.length > 0 ? ` (${variants.unverifiable.length} unverifiable)` : ''}`;
      problems.push(...variants.problems.map((problem) => `variant ${problem}`));
      if (variants.checked > 0 && !existsSync(path.join(out, VARIANTS_FOLDER))) {
        problems.push(`the build has no ${VARIANTS_FOLDER}/ folder of the variants' files`);
      }
    }
  } catch (error) {
    problems = [error instanceof ProblemError ? error.message : String(error)];
  } finally {
    rmSync(out, {recursive: true, force: true});
    cleanup();
  }
  row.seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (problems.length > 0) row.result = 'FAILED';
  for (const line of problems.slice(0, 20)) console.error(`  ${file}: ${line}`);
  return row;
}

export function printTable(header: string[], rows: string[][], log: (line: string) => void = console.log): void {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i])).join(' | ')} |`;
  log(`\n${line(header)}\n| ${widths.map((w) => '-'.repeat(w)).join(' | ')} |\n${rows.map(line).join('\n')}`);
}

/**
 * Builds and verifies each description, printing a table; returns how many failed. `together`:
 * how many builds run at the same time, as writers in one checkout may run them.
 */
export async function runCorpus(specs: string[], check?: BuildCheck, {together = 1} = {}): Promise<number> {
  const rows: CorpusRow[] = [];
  for (let i = 0; i < specs.length; i += together) {
    rows.push(...(await Promise.all(specs.slice(i, i + together).map((spec) => checkDescription(spec, check)))));
  }
  const weighed = rows.some((r) => r.heaviest !== undefined);
  printTable(
    [
      'description',
      'operations',
      'webhooks',
      'pages',
      'seconds',
      'warnings',
      'variants valid',
      'lang',
      ...(weighed ? ['heaviest op KiB'] : []),
      'result',
    ],
    rows.map((r) => [
      r.file,
      r.operations,
      r.webhooks,
      r.pages,
      r.seconds,
      r.warnings,
      r.variants,
      r.language,
      ...(weighed ? [r.heaviest ?? '-'] : []),
      r.result,
    ]),
  );
  const failed = rows.filter((r) => r.result !== 'ok').length;
  console.log(`\ncorpus: ${rows.length - failed} passed, ${failed} failed`);
  return failed;
}

/** The made-up descriptions of `--large`, written to a scratch folder. */
export function largeDescriptions(): string[] {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'corpus-large-'));
  return LARGE_SIZES.map((operations) => {
    const file = path.join(dir, `large-${operations}-operations.json`);
    writeFileSync(file, JSON.stringify(makeLargeSpec({operations})));
    return file;
  });
}

/** The check of `--large`: the heaviest operation page of the build stays within the budget of every page. */
export const withinPageBudget: BuildCheck = async (row, _spec, out, model) => {
  const pages = [...model.operations, ...model.webhooks].map((op) => `${REFERENCE_ROUTE}/${op.id}`);
  const heaviest = await heaviestOperationPage(out, pages, WEIGH_PORT);
  if (!heaviest) return ['no operation page to weigh'];
  row.heaviest = (heaviest.bytes / KIB).toFixed(1);
  return heaviest.bytes > BUDGET.anyPage
    ? [`${heaviest.route} weighs ${row.heaviest} KiB on first load, over the ${BUDGET.anyPage / KIB} KiB budget`]
    : [];
};

if (require.main === module && process.argv[2] === '--large') {
  runCorpus(largeDescriptions(), withinPageBudget).then((failed) => process.exit(failed === 0 ? 0 : 1));
} else if (require.main === module) {
  // The shared corpus and this repository's own (tests/corpus: descriptions as published, unedited).
  const dirs = process.argv[2]
    ? [path.resolve(process.env.INIT_CWD ?? process.cwd(), process.argv[2])]
    : [path.resolve(__dirname, '../../../shared/specs'), path.resolve(__dirname, '../corpus')];
  // A file named on its own is built alone (`npm run test:corpus -- tests/corpus/xero_accounting-3.2.yaml`).
  const specs = dirs.flatMap((dir) => (existsSync(dir) && statSync(dir).isFile() ? [dir] : descriptionsIn(dir)));
  if (specs.length === 0) {
    console.error(
      `test:corpus: no descriptions (.json, .yaml, gzipped or a folder's ${CORPUS_ENTRY}) in ${dirs.join(', ')}`,
    );
    process.exit(1);
  }
  runCorpus(specs, withinPageBudget).then((failed) => process.exit(failed === 0 ? 0 : 1));
}
