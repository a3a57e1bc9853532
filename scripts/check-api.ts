/**
 * `npm run check:api [-- SPEC_FILE]`: reads and validates an API description (default
 * api/openapi.json) the way `start` and `build` do, without generating anything. Prints
 * each problem as `file:line:col: message [rule]` and exits 1 if the reference could not be built.
 *
 * For api/openapi.json it is also the breaking-change gate (plugins/api-changes): compared with
 * the newest release in api/releases/, a breaking change fails unless the major version went
 * up, and any other change must be in the changelog's `## Unreleased` section, each reported
 * the same way.
 */
import path from 'node:path';
import {loadSpec} from '../plugins/openapi/model';
import {formatProblem, runCli} from '../plugins/shared/problems';
import {gate} from '../plugins/api-changes';

async function main(): Promise<number> {
  const spec = process.argv[2] ?? 'api/openapi.json';
  const cwd = process.argv[2] ? (process.env.INIT_CWD ?? process.cwd()) : path.resolve(__dirname, '..');
  const model = await loadSpec(spec, {cwd, allowExternalRefs: process.argv[2] !== undefined});
  for (const warning of model.warnings) console.warn(`${formatProblem(warning)} (warning)`);
  console.log(
    `check:api: ${model.file} OK: ${model.operations.length} operations, ${model.webhooks.length} webhooks, ` +
      `${model.schemas.length} schemas, ${model.warnings.length} warnings`,
  );
  if (process.argv[2] !== undefined) return 0;
  const result = await gate(cwd);
  for (const problem of result.problems) console.error(formatProblem(problem));
  const against = result.newest ? `release ${result.newest.version} (${result.newest.file})` : 'no release';
  const breaking = result.changes.filter((c) => c.breaking).length;
  console.log(
    `check:api: ${result.current.version} against ${against}: ${result.changes.length} change(s), ${breaking} breaking, ` +
      `${result.problems.length} problem(s)`,
  );
  return result.problems.length === 0 ? 0 : 1;
}

runCli('check:api', main, 'the reference cannot be built until they are fixed');
