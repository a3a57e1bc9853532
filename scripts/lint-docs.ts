/**
 * `npm run lint:docs`: checks the hand-written guides against api/openapi.json, as a
 * writer would run it after an edit (the rules: plugins/docs-lint/index.ts). Prints one
 * `file:line:col [rule] message` per problem and exits 1 if there is any.
 */
import {loadSpec, SpecError} from '../plugins/openapi/model';
import {formatProblem, guideFiles, lintGuides} from '../plugins/docs-lint';

async function main(): Promise<number> {
  const files = guideFiles();
  const problems = lintGuides(await loadSpec('api/openapi.json'), files);
  for (const problem of problems) console.error(formatProblem(problem));
  console.log(`lint:docs: ${files.length} guides, ${problems.length} problem${problems.length === 1 ? '' : 's'}`);
  return problems.length === 0 ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    // A broken description is reported where it is, not as a stack trace.
    console.error(error instanceof SpecError ? error.message : String(error));
    process.exit(1);
  },
);
