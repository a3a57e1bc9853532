/**
 * `npm run lint:docs`: checks the hand-written guides against api/openapi.json, as a
 * writer would run it after an edit (the rules: plugins/docs-lint/index.ts). Prints one
 * `file:line:col: message [rule]` per problem and exits 1 if there is any. It also checks the
 * changelog against the releases' diffs (plugins/api-changes): every change of a release
 * mentioned in its section, none claimed that is not there.
 */
import {loadSpec} from '../plugins/openapi/model';
import {formatDocsProblem, guideFiles, lintGuides} from '../plugins/docs-lint';
import {checkReleasesChangelog} from '../plugins/api-changes';
import {formatProblem, runCli} from '../plugins/shared/problems';

async function main(): Promise<number> {
  const files = guideFiles();
  const problems = lintGuides(await loadSpec('api/openapi.json'), files);
  for (const problem of problems) console.error(formatDocsProblem(problem));
  const changelog = await checkReleasesChangelog(process.cwd());
  for (const problem of changelog) console.error(formatProblem(problem));
  const total = problems.length + changelog.length;
  console.log(
    `lint:docs: ${files.length} guides and the changelog against api/releases/, ${total} problem${total === 1 ? '' : 's'}`,
  );
  return total === 0 ? 0 : 1;
}

// A broken description is reported where it is, not as a stack trace.
runCli('lint:docs', main, 'the guides cannot be checked until the description is fixed');
