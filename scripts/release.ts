/**
 * `npm run release -- X.Y.Z`: publishes api/openapi.json as release X.Y.Z (plugins/api-changes/
 * release.ts): sets its `info.version`, writes api/releases/X.Y.Z.json and renames the changelog's
 * `## Unreleased` to `## X.Y.Z — Month Year`, once the description, the version, the
 * breaking-change policy and the changelog's check all pass. Otherwise it changes nothing, prints
 * each problem as `file:line:col: message [rule]` and exits 1.
 */
import path from 'node:path';
import {release, releaseReport} from '../plugins/api-changes';
import {formatProblem, runCli} from '../plugins/shared/problems';

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  if (args.length !== 1) throw new Error('give the new version: npm run release -- X.Y.Z (e.g. 1.3.0)');
  const result = await release({cwd: path.resolve(__dirname, '..'), version: args[0]});
  for (const warning of result.warnings) console.warn(`${formatProblem(warning)} (warning)`);
  for (const line of releaseReport(result)) console.log(line);
  return 0;
}

runCli('release', main, 'nothing was changed; fix them and run it again');
