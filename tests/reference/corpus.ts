/**
 * `npm run test:corpus [-- DIR]`: builds the reference of every OpenAPI description in DIR
 * (default ../shared/specs, public descriptions nobody here wrote) with build:reference,
 * and fails on any build error, any complaint of the build (invalid HTML, broken links) or
 * any operation missing from the pages. Prints a table.
 */
import {mkdtempSync, readdirSync, rmSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {loadSpec, ProblemError} from '../../plugins/openapi/model';
import {buildReference, warningSummary} from '../../scripts/build-reference';
import {buildComplaints, verifyBuild} from './verifyBuild';

export interface CorpusRow {
  file: string;
  operations: string;
  webhooks: string;
  pages: string;
  seconds: string;
  /** The warnings of the lenient reading, by rule (`duplicate-operation-id 5, …`). */
  warnings: string;
  result: 'ok' | 'FAILED';
  /** What build:reference printed. */
  output: string;
}

/** Builds and verifies one description; prints what went wrong. */
/** More checks of a built description (its output folder is `out`); returns problems. */
export type BuildCheck = (row: CorpusRow, spec: string, out: string) => string[];

export async function checkDescription(spec: string, check: BuildCheck = () => []): Promise<CorpusRow> {
  const file = path.basename(spec);
  const out = mkdtempSync(path.join(os.tmpdir(), 'corpus-'));
  const started = Date.now();
  const row: CorpusRow = {
    file,
    operations: '-',
    webhooks: '-',
    pages: '-',
    seconds: '',
    warnings: '-',
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
    const build = buildReference(spec, out, {capture: true});
    row.output = build.output;
    const total = Object.values(build.warnings).reduce((sum, n) => sum + n, 0);
    row.warnings = total > 0 ? warningSummary(build.warnings).replace(/^build:reference: /, '') : '0';
    if (build.status !== 0) {
      problems = [`build:reference exited with ${build.status}`, ...build.output.trim().split('\n').slice(-15)];
    } else {
      problems = buildComplaints(build.output);
      const report = verifyBuild(model, out);
      row.pages = String(report.pages);
      problems.push(...report.problems, ...check(row, spec, out));
    }
  } catch (error) {
    problems = [error instanceof ProblemError ? error.message : String(error)];
  } finally {
    rmSync(out, {recursive: true, force: true});
  }
  row.seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (problems.length > 0) row.result = 'FAILED';
  for (const line of problems.slice(0, 20)) console.error(`  ${file}: ${line}`);
  return row;
}

export function printTable(header: string[], rows: string[][]): void {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i])).join(' | ')} |`;
  console.log(`\n${line(header)}\n| ${widths.map((w) => '-'.repeat(w)).join(' | ')} |\n${rows.map(line).join('\n')}`);
}

/** The descriptions (JSON or YAML files) directly in `dir`. */
export function descriptionsIn(dir: string): string[] {
  return readdirSync(dir)
    .filter((f) => /\.(json|ya?ml)$/i.test(f))
    .sort()
    .map((f) => path.join(dir, f));
}

export async function runCorpus(specs: string[], check?: BuildCheck): Promise<number> {
  const rows: CorpusRow[] = [];
  for (const spec of specs) rows.push(await checkDescription(spec, check));
  printTable(
    ['description', 'operations', 'webhooks', 'pages', 'seconds', 'warnings', 'result'],
    rows.map((r) => [r.file, r.operations, r.webhooks, r.pages, r.seconds, r.warnings, r.result]),
  );
  const failed = rows.filter((r) => r.result !== 'ok').length;
  console.log(`\ncorpus: ${rows.length - failed} passed, ${failed} failed`);
  return failed;
}

if (require.main === module) {
  // The shared corpus and this repository's own (tests/corpus: descriptions as published, unedited).
  const dirs = process.argv[2]
    ? [path.resolve(process.env.INIT_CWD ?? process.cwd(), process.argv[2])]
    : [path.resolve(__dirname, '../../../shared/specs'), path.resolve(__dirname, '../corpus')];
  const specs = dirs.flatMap((dir) => descriptionsIn(dir));
  if (specs.length === 0) {
    console.error(`test:corpus: no .json or .yaml files in ${dirs.join(', ')}`);
    process.exit(1);
  }
  runCorpus(specs).then((failed) => process.exit(failed === 0 ? 0 : 1));
}
