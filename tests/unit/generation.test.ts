/** Generating the API reference twice from the same description gives identical files. */
import {execFileSync} from 'node:child_process';
import {createHash} from 'node:crypto';
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

function digestTree(dir: string): Record<string, string> {
  const digests: Record<string, string> = {};
  const walk = (current: string) => {
    for (const entry of readdirSync(current, {withFileTypes: true})) {
      const full = path.join(current, entry.name);
      if (entry.isDirectory()) walk(full);
      else digests[path.relative(dir, full)] = createHash('sha256').update(readFileSync(full)).digest('hex');
    }
  };
  walk(dir);
  return digests;
}

describe('API reference generation', () => {
  it('is repeatable', () => {
    const generate = () => execFileSync('node', ['scripts/generate-api-docs.mjs'], {stdio: 'pipe'});
    generate();
    const first = digestTree('docs/api/partner-api');
    generate();
    const second = digestTree('docs/api/partner-api');
    expect(Object.keys(first).length).toBeGreaterThan(50);
    expect(second).toEqual(first);
  }, 120_000);
});
