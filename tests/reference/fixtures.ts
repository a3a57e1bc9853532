/**
 * `npm run test:reference`, part of `npm test`: builds the reference of each fixture
 * description in tests/fixtures/openapi (every construct of OpenAPI 3.0 and 3.1, and a
 * hostile one) with build:reference, and checks that each bad description in
 * tests/fixtures/openapi/bad stops build:reference with exit code 1, a `file:line:col`
 * message, no stack trace and no output folder.
 */
import {existsSync, mkdtempSync, rmSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {buildReference} from '../../scripts/build-reference';
import {descriptionsIn, printTable, runCorpus} from './corpus';

const FIXTURES = path.resolve(__dirname, '../fixtures/openapi');

function checkBadDescription(spec: string): string[] {
  const out = path.join(mkdtempSync(path.join(os.tmpdir(), 'bad-')), 'site');
  const build = buildReference(spec, out, {capture: true});
  const relative = path.relative(path.resolve(__dirname, '../..'), spec);
  const problems: string[] = [];
  if (build.status !== 1) problems.push(`exit code ${build.status}, expected 1`);
  if (!new RegExp(`${relative.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}:\\d+:\\d+: \\S`).test(build.output)) {
    problems.push(`no "${relative}:line:col: problem" line in:\n${build.output}`);
  }
  if (/^\s+at .+:\d+:\d+\)?$/m.test(build.output)) problems.push(`a stack trace:\n${build.output}`);
  if (existsSync(out) || existsSync(`${out}.building`)) problems.push('an output folder was left behind');
  rmSync(path.dirname(out), {recursive: true, force: true});
  return problems;
}

async function main(): Promise<number> {
  const failedBuilds = await runCorpus(descriptionsIn(FIXTURES));
  const rows: string[][] = [];
  let failedRefusals = 0;
  for (const spec of descriptionsIn(path.join(FIXTURES, 'bad'))) {
    const started = Date.now();
    const problems = checkBadDescription(spec);
    for (const problem of problems) console.error(`  ${path.basename(spec)}: ${problem}`);
    if (problems.length > 0) failedRefusals += 1;
    rows.push([
      path.basename(spec),
      ((Date.now() - started) / 1000).toFixed(1),
      problems.length > 0 ? 'FAILED' : 'refused',
    ]);
  }
  printTable(['bad description', 'seconds', 'result'], rows);
  const failed = failedBuilds + failedRefusals;
  const total = descriptionsIn(FIXTURES).length + rows.length;
  console.log(`\nreference fixtures: ${total - failed} passed, ${failed} failed`);
  return failed;
}

main().then((failed) => process.exit(failed === 0 ? 0 : 1));
