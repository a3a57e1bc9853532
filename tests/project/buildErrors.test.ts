/**
 * A writer's mistake in a guide stops `docusaurus build` with the file, line and column and
 * the problem, and no stack trace: an unknown `:limit[…]` name (plugins/api-facts) and an
 * unknown code-block language (plugins/static-code). Each is built in a scratch copy of
 * the site, so the working tree is never touched.
 */
import {execFile} from 'node:child_process';
import {cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {promisify} from 'node:util';
import {afterAll, describe, expect, it} from 'vitest';

const SKIP = new Set(['node_modules', 'build', 'build-e2e', '.docusaurus', '.git', 'test-results', '.bench']);
const scratch = mkdtempSync(path.join(tmpdir(), 'gcm-build-error-'));
cpSync('.', scratch, {recursive: true, filter: (src) => !SKIP.has(path.relative('.', src).split(path.sep)[0])});
symlinkSync(path.resolve('node_modules'), path.join(scratch, 'node_modules'));
afterAll(() => rmSync(scratch, {recursive: true, force: true}));

const run = promisify(execFile);

/**
 * Builds the scratch site with one line of the introduction replaced; returns its status and
 * output. The build runs beside the test's thread, never blocking it: a worker blocked for a
 * minute misses its calls to Vitest ("Timeout calling onTaskUpdate") on a busy machine.
 */
async function buildWithIntroductionLine(find: string, replace: string) {
  const file = path.join(scratch, 'docs/introduction.mdx');
  const original = readFileSync(file, 'utf8');
  expect(original).toContain(find);
  writeFileSync(file, original.replace(find, replace));
  try {
    const line = lineOf(original, find);
    const options = {
      cwd: scratch,
      env: {...process.env, NO_UPDATE_NOTIFIER: '1'},
      timeout: 240_000,
      maxBuffer: 1 << 26,
    };
    try {
      const {stdout, stderr} = await run(
        'npx',
        ['docusaurus', 'build', '--out-dir', path.join(scratch, 'out')],
        options,
      );
      return {status: 0, output: stdout + stderr, line};
    } catch (error) {
      const failed = error as {code?: unknown; stdout?: string; stderr?: string};
      return {
        status: typeof failed.code === 'number' ? failed.code : -1,
        output: `${failed.stdout}${failed.stderr}`,
        line,
      };
    }
  } finally {
    writeFileSync(file, original);
  }
}

const lineOf = (text: string, find: string) => text.slice(0, text.indexOf(find)).split('\n').length;
/** A stack frame, as Node prints it (`at fn (file:line:col)`), with or without a box-drawing prefix. */
const STACK_FRAME = /^[\s│]*at .+:\d+:\d+\)?$/m;

describe('a mistake in a guide', () => {
  it('an unknown :limit[…] name stops the build at its place, with the names it could be', async () => {
    const {status, output, line} = await buildWithIntroductionLine(
      ':limit[accessTokenLifetime]',
      ':limit[accessTokenLifetme]',
    );
    expect(status).not.toBe(0);
    expect(output).toMatch(
      new RegExp(
        `docs/introduction\\.mdx:${line}:\\d+: unknown limit "accessTokenLifetme" in :limit\\[…\\]; .*accessTokenLifetime`,
      ),
    );
    expect(output).not.toMatch(STACK_FRAME);
  }, 300_000);

  it('an unknown code-block language stops the build at its line', async () => {
    const {status, output, line} = await buildWithIntroductionLine(
      '```bash title="Get a sandbox access token"',
      '```bashh title="Get a sandbox access token"',
    );
    expect(status).not.toBe(0);
    expect(output).toMatch(new RegExp(`docs/introduction\\.mdx:${line}:\\d+: .*bashh`));
    expect(output).not.toMatch(STACK_FRAME);
  }, 300_000);
});
