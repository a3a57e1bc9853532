/**
 * One problem type and one reporter (plugins/shared/problems.ts): every check prints
 * `file:line:col: message [rule]`, code that finds problems throws them, and only the
 * boundaries (CLI scripts, plugins) turn them into an exit code.
 */
import {spawnSync} from 'node:child_process';
import {readdirSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {formatProblem, lineColAt, lineStarts, problemAt, ProblemError, shownPath, stopBuild} from '../problems';

const problem = {file: 'api/openapi.json', line: 12, col: 5, rule: 'invalid-json', message: 'invalid JSON: a comma'};

/** Runs `code` (TypeScript importing the module as `p`) in a fresh process, as a build or CLI would. */
function run(code: string, env: Record<string, string> = {}) {
  const script = `const p = require('./plugins/shared/problems');\n${code}`;
  const result = spawnSync(process.execPath, ['--require', 'tsx/cjs', '-e', script], {
    encoding: 'utf8',
    env: {...process.env, ...env},
    timeout: 60_000,
  });
  return {status: result.status, output: `${result.stdout}${result.stderr}`};
}

const STACK_FRAME = /^\s*at .+:\d+:\d+\)?$/m;

describe('a problem', () => {
  it('is printed in one shape, file:line:col: message [rule]', () => {
    expect(formatProblem(problem)).toBe('api/openapi.json:12:5: invalid JSON: a comma [invalid-json]');
  });

  it('thrown, carries every problem; its message and stack are the formatted problems', () => {
    const second = {...problem, line: 20, rule: 'circular-ref', message: 'circular $ref'};
    const error = new ProblemError([problem, second]);
    expect(error.problems).toEqual([problem, second]);
    expect(error.message).toBe(`${formatProblem(problem)}\n${formatProblem(second)}`);
    expect(error.stack).toBe(error.message);
    expect(new ProblemError(problem).problems).toEqual([problem]);
  });

  it('is placed by offset, and at a node of a page relative to where the command runs', () => {
    expect(lineColAt(lineStarts('ab\ncd\nef'), 4)).toEqual({line: 2, col: 2});
    expect(lineColAt(lineStarts('ab'), 2)).toEqual({line: 1, col: 3});
    expect(problemAt(path.resolve('docs/introduction.mdx'), {line: 3, column: 7}, 'api-facts', 'x')).toEqual({
      file: 'docs/introduction.mdx',
      line: 3,
      col: 7,
      rule: 'api-facts',
      message: 'x',
    });
    expect(problemAt(undefined, undefined, 'r', 'x')).toMatchObject({file: '<unknown file>', line: 1, col: 1});
    expect(shownPath('/elsewhere/spec.yaml')).toBe('/elsewhere/spec.yaml');
  });
});

describe('the plugin boundary', () => {
  it('while serving, throws the problems for the dev server to show, and rethrows any other error', () => {
    expect(() => stopBuild(new ProblemError(problem), 'fix it')).toThrow(formatProblem(problem));
    const bug = new TypeError('a bug');
    expect(() => stopBuild(bug, 'fix it')).toThrow(bug);
  });

  it('in a production build, prints the problems and the advice and exits 1, with no stack trace', () => {
    const {status, output} = run(
      `p.stopBuild(new p.ProblemError(${JSON.stringify(problem)}), 'The build stopped: fix it.');`,
      {NODE_ENV: 'production'},
    );
    expect(status).toBe(1);
    expect(output).toContain(formatProblem(problem));
    expect(output).toContain('The build stopped: fix it.');
    expect(output).not.toMatch(STACK_FRAME);
  }, 60_000);
});

describe('the CLI boundary', () => {
  it('exits with the code main returns', () => {
    expect(run(`p.runCli('check', async () => 3);`).status).toBe(3);
  }, 60_000);

  it('prints thrown problems with a count and exits 1, with no stack trace', () => {
    const {status, output} = run(
      `p.runCli('check:api', async () => { throw new p.ProblemError(${JSON.stringify(problem)}); }, 'fix them');`,
    );
    expect(status).toBe(1);
    expect(output).toContain(`${formatProblem(problem)}\ncheck:api: 1 problem(s); fix them`);
    expect(output).not.toMatch(STACK_FRAME);
  }, 60_000);
});

describe('build code', () => {
  const files = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) return files(full);
      return /\.tsx?$/.test(name) ? [full] : [];
    });

  it('never exits by itself: only the boundaries in plugins/shared/problems.ts do', () => {
    const exiting = files('plugins')
      .filter((file) => file !== path.join('plugins', 'shared', 'problems.ts'))
      // Code samples a reader runs are strings in the renderer, not calls.
      .filter((file) => /^\s*process\.exit\(/m.test(readFileSync(file, 'utf8')));
    expect(exiting).toEqual([]);
  });
});
