/**
 * `npm test`: every check, in order, each one a named npm script you can also run
 * on its own. Steps that need a failed step are skipped. Ends with a one-line summary.
 * `npm run test:quick` (`--quick`) runs the inner loop's checks only: lint, types, the unit
 * and component tests, and one reference fixture built whole.
 */
import {spawnSync} from 'node:child_process';

interface Check {
  name: string;
  script: string;
  needs?: string[];
}

/** The inner loop: what a change to code or docs most often breaks, in under three minutes. */
const QUICK: Check[] = [
  {name: 'lint', script: 'lint'},
  {name: 'lint:docs', script: 'lint:docs'},
  {name: 'typecheck', script: 'typecheck'},
  {name: 'unit', script: 'test:unit'},
  {name: 'reference:one', script: 'test:reference:one'},
];

const ALL: Check[] = [
  {name: 'setup:browser', script: 'test:ensure-browser'},
  {name: 'api:check', script: 'check:api'},
  {name: 'lint:api', script: 'lint:api'},
  {name: 'lint', script: 'lint'},
  {name: 'lint:docs', script: 'lint:docs'},
  {name: 'unused', script: 'lint:unused'},
  {name: 'typecheck', script: 'typecheck'},
  {name: 'unit', script: 'test:unit'},
  {name: 'samples', script: 'test:samples'},
  {name: 'reference', script: 'test:reference'},
  {name: 'build', script: 'build'},
  {name: 'build:polymorphic', script: 'build:polymorphic'},
  {name: 'api-samples', script: 'test:api-samples', needs: ['build', 'build:polymorphic']},
  {name: 'build:e2e', script: 'build:e2e'},
  {name: 'e2e', script: 'test:e2e', needs: ['setup:browser', 'build', 'build:e2e', 'build:polymorphic']},
  {name: 'dev', script: 'test:dev', needs: ['setup:browser']},
];

const checks = process.argv.includes('--quick') ? QUICK : ALL;

const results = new Map<string, {status: string; seconds: number; why?: string}>();
for (const check of checks) {
  const blocked = (check.needs ?? []).filter((dep) => results.get(dep)?.status !== 'passed');
  if (blocked.length > 0) {
    results.set(check.name, {status: 'skipped', seconds: 0, why: `needs ${blocked.join(', ')}`});
    continue;
  }
  console.log(`\n━━ ${check.name} (npm run ${check.script}) ━━`);
  const started = Date.now();
  const {status} = spawnSync('npm', ['run', '--silent', check.script], {stdio: 'inherit'});
  results.set(check.name, {status: status === 0 ? 'passed' : 'failed', seconds: (Date.now() - started) / 1000});
}

console.log('\n check                 result    time');
for (const [name, r] of results) {
  console.log(
    ` ${name.padEnd(21)} ${r.status.padEnd(9)} ${r.seconds.toFixed(1).padStart(6)} s${r.why ? `  (${r.why})` : ''}`,
  );
}
const count = (s: string) => [...results.values()].filter((r) => r.status === s).length;
const failed = count('failed') + count('skipped');
console.log(`\nchecks: ${count('passed')} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
