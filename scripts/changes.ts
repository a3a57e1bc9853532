/**
 * `npm run changes -- FROM [TO]`: prints, as Markdown for a pull request, the classified changes
 * from release FROM to release TO of api/releases/, or to the working api/openapi.json without TO
 * (plugins/api-changes/changes.ts): breaking changes first, then the others by kind.
 */
import path from 'node:path';
import {changesReport} from '../plugins/api-changes';
import {runCli} from '../plugins/shared/problems';

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  if (args.length < 1 || args.length > 2) throw new Error('give one or two releases: npm run changes -- FROM [TO]');
  process.stdout.write(await changesReport(path.resolve(__dirname, '..'), args[0], args[1]));
  return 0;
}

runCli('changes', main, 'the changes cannot be listed until they are fixed');
