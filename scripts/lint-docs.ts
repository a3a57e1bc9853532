/**
 * `npm run lint:docs`: checks the hand-written guides against api/openapi.json, as a
 * writer would run it after an edit (the rules: plugins/docs-lint/index.ts). Prints one
 * `file:line:col [rule] message` per problem and exits 1 if there is any. It also checks the
 * changelog against the releases' diffs (plugins/api-changes): every change of a release
 * mentioned in its section, none claimed that is not there (`file:line:col: message (rule)`).
 */
import {loadSpec, SpecError} from '../plugins/openapi/model';
import {formatProblem, guideFiles, lintGuides} from '../plugins/docs-lint';
import {checkReleasesChangelog, formatChangelogProblem} from '../plugins/api-changes';

async function main(): Promise<number> {
  const files = guideFiles();
  const problems = lintGuides(await loadSpec('api/openapi.json'), files);
  for (const problem of problems) console.error(formatProblem(problem));
  const changelog = await checkReleasesChangelog(process.cwd());
  for (const problem of changelog) console.error(formatChangelogProblem(problem));
  const total = problems.length + changelog.length;
  console.log(
    `lint:docs: ${files.length} guides and the changelog against api/releases/, ${total} problem${total === 1 ? '' : 's'}`,
  );
  return total === 0 ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    // A broken description is reported where it is, not as a stack trace.
    console.error(error instanceof SpecError ? error.message : String(error));
    process.exit(1);
  },
);
