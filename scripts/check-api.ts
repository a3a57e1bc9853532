/**
 * `npm run check:api [-- SPEC_FILE]`: reads and validates an API description (default
 * api/openapi.json) the way `start` and `build` do, without generating anything. Prints
 * each problem as `file:line:col: message` and exits 1 if the reference could not be built.
 */
import path from 'node:path';
import {formatProblem, loadSpec, SpecError} from '../plugins/openapi/model';

async function main(): Promise<number> {
  const spec = process.argv[2] ?? 'api/openapi.json';
  const cwd = process.argv[2] ? (process.env.INIT_CWD ?? process.cwd()) : path.resolve(__dirname, '..');
  try {
    const model = await loadSpec(spec, {cwd, allowExternalRefs: process.argv[2] !== undefined});
    for (const warning of model.warnings) console.warn(`${formatProblem(warning)} (warning)`);
    console.log(
      `check:api: ${model.file} OK: ${model.operations.length} operations, ${model.webhooks.length} webhooks, ` +
        `${model.schemas.length} schemas, ${model.warnings.length} warnings`,
    );
    return 0;
  } catch (error) {
    if (!(error instanceof SpecError)) throw error;
    console.error(error.message);
    console.error(`check:api: ${error.problems.length} problem(s); the reference cannot be built until they are fixed`);
    return 1;
  }
}

main().then((code) => process.exit(code));
