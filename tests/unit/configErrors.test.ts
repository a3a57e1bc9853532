/**
 * A navbar item that cannot render is a configuration error: the build refuses it with
 * a message naming the bad item, before doing any work.
 */
import {spawnSync} from 'node:child_process';
import {mkdtempSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

/** Runs a production build with the given test switch on; returns its exit status and output. */
function buildWith(switchName: string, timeout: number) {
  const outDir = mkdtempSync(path.join(tmpdir(), 'gcm-config-error-'));
  const result = spawnSync('npx', ['docusaurus', 'build', '--out-dir', outDir], {
    encoding: 'utf8',
    env: {...process.env, [switchName]: '1', NO_UPDATE_NOTIFIER: '1'},
    timeout,
  });
  return {status: result.status, output: result.stdout + result.stderr};
}

describe('site configuration', () => {
  it('a build with a navbar item of an unknown type fails with a clear message', () => {
    const result = buildWith('E2E_BROKEN_NAVBAR_ITEM', 120_000);
    expect(result.status).not.toBe(0);
    expect(result.output).toContain('Bad navbar item type no-such-item-type');
  }, 130_000);
});

describe('page modules', () => {
  it('a page module without a default export stops the build with a clear error', () => {
    const result = buildWith('E2E_NO_DEFAULT_EXPORT_PAGE', 240_000);
    expect(result.status).not.toBe(0);
    expect(result.output).toContain("doesn't have a default export");
  }, 250_000);
});
