/** The .br and .gz twins of a build's text files (plugins/precompress). */
import {existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import {precompress} from '..';

describe('precompress', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'precompress-'));
  afterAll(() => rmSync(dir, {recursive: true, force: true}));
  const text = 'x'.repeat(1000);

  it('writes twins of the text files, never of the host files no host serves', async () => {
    mkdirSync(path.join(dir, 'docs'));
    for (const file of ['index.html', 'docs/introduction.md', 'llms.txt', '_worker.js', '_routes.json', 'small.js']) {
      writeFileSync(path.join(dir, file), file === 'small.js' ? 'tiny' : text);
    }
    expect(await precompress(dir)).toBe(3);
    for (const file of ['index.html', 'docs/introduction.md', 'llms.txt']) {
      expect(existsSync(path.join(dir, `${file}.br`)), file).toBe(true);
      expect(existsSync(path.join(dir, `${file}.gz`)), file).toBe(true);
    }
    for (const file of ['_worker.js', '_routes.json', 'small.js']) {
      expect(existsSync(path.join(dir, `${file}.br`)), file).toBe(false);
    }
  });
});
