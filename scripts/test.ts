/**
 * `npm test`: every check, each one a named npm script you can also run on its own. Checks
 * run in stages; within a stage, lanes run side by side (each lane's checks in order): the
 * unit tests and types beside the linters, which keep one core busy each. The first lane prints as
 * it goes, the others print each check's output when it ends. A check whose prerequisite failed is
 * skipped. Ends with a table and a one-line summary.
 * `npm run test:quick` (`--quick`) runs the inner loop's checks only: lint, types, the unit
 * and component tests, and one reference fixture built whole.
 */
import {spawn} from 'node:child_process';

interface Check {
  name: string;
  script: string;
  needs?: string[];
}
/** Lanes that run side by side; the checks of a lane run one after another. */
type Stage = Check[][];

/** The inner loop: what a change to code or docs most often breaks, in under three minutes. */
const QUICK: Stage[] = [
  [
    [
      {name: 'unit', script: 'test:unit'},
      {name: 'typecheck', script: 'typecheck'},
    ],
    [
      {name: 'lint', script: 'lint'},
      {name: 'lint:docs', script: 'lint:docs'},
      {name: 'reference:one', script: 'test:reference:one'},
    ],
  ],
];

const ALL: Stage[] = [
  [
    [
      {name: 'setup:browser', script: 'test:ensure-browser'},
      {name: 'api:check', script: 'check:api'},
      {name: 'lint:api', script: 'lint:api'},
    ],
  ],
  // The unit tests alone take longer than the linters (123 s against 95): the type check runs beside them.
  [
    [{name: 'unit', script: 'test:unit'}],
    [
      {name: 'lint', script: 'lint'},
      {name: 'lint:docs', script: 'lint:docs'},
      {name: 'unused', script: 'lint:unused'},
      {name: 'typecheck', script: 'typecheck'},
    ],
  ],
  // The builds and the browser suite keep the machine busy on their own: beside another
  // check they took longer than after it (a run with the reference fixtures and the API
  // samples beside the browser suite took 24 minutes, one after the other 21).
  [
    [
      {name: 'samples', script: 'test:samples'},
      {name: 'reference', script: 'test:reference'},
      {name: 'build', script: 'build'},
      {name: 'build:polymorphic', script: 'build:polymorphic'},
      {name: 'api-samples', script: 'test:api-samples', needs: ['build', 'build:polymorphic']},
      {name: 'build:e2e', script: 'build:e2e'},
      {name: 'e2e', script: 'test:e2e', needs: ['setup:browser', 'build', 'build:e2e', 'build:polymorphic']},
      {name: 'dev', script: 'test:dev', needs: ['setup:browser']},
    ],
  ],
];

interface Result {
  status: 'passed' | 'failed' | 'skipped';
  seconds: number;
  why?: string;
}
const results = new Map<string, Result>();
const header = (check: Check) => `\n━━ ${check.name} (npm run ${check.script}) ━━`;

/** Runs one check: its output shown as it comes (`live`), or kept and shown when it ends. */
function run(check: Check, live: boolean): Promise<Result> {
  const started = Date.now();
  if (live) console.log(header(check));
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', check.script], {stdio: live ? 'inherit' : 'pipe'});
    const output: Buffer[] = [];
    child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
    child.on('close', (code) => {
      if (!live) process.stdout.write(`${header(check)}\n${Buffer.concat(output).toString()}`);
      resolve({status: code === 0 ? 'passed' : 'failed', seconds: (Date.now() - started) / 1000});
    });
  });
}

async function runLane(lane: Check[], live: boolean): Promise<void> {
  for (const check of lane) {
    const blocked = (check.needs ?? []).filter((dep) => results.get(dep)?.status !== 'passed');
    results.set(
      check.name,
      blocked.length > 0 ? {status: 'skipped', seconds: 0, why: `needs ${blocked.join(', ')}`} : await run(check, live),
    );
  }
}

async function main(stages: Stage[]): Promise<number> {
  for (const stage of stages) await Promise.all(stage.map((lane, i) => runLane(lane, i === 0)));
  console.log('\n check                 result    time');
  for (const lane of stages.flat()) {
    for (const {name} of lane) {
      const r = results.get(name)!;
      const why = r.why ? `  (${r.why})` : '';
      console.log(` ${name.padEnd(21)} ${r.status.padEnd(9)} ${r.seconds.toFixed(1).padStart(6)} s${why}`);
    }
  }
  const count = (s: Result['status']) => [...results.values()].filter((r) => r.status === s).length;
  const failed = count('failed') + count('skipped');
  console.log(`\nchecks: ${count('passed')} passed, ${failed} failed`);
  return failed;
}

main(process.argv.includes('--quick') ? QUICK : ALL).then((failed) => process.exit(failed === 0 ? 0 : 1));
