/**
 * tests/corpus: every description there is one `npm run test:corpus` builds (plain, gzipped or
 * a folder with its `corpus-entry`), listed with its source in the README's table, and a
 * gzipped one unzips under its own name.
 */
import {existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {gzipSync} from 'node:zlib';

import {afterAll, describe, expect, it} from 'vitest';

import {CORPUS_ENTRY, corpusName, descriptionsIn, readableDescription} from '../reference/corpusFiles';

const corpusDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../corpus');
const scratch = mkdtempSync(path.join(os.tmpdir(), 'corpus-files-'));
afterAll(() => rmSync(scratch, {recursive: true, force: true}));

/** The first cell of each row of the README's first table (the descriptions and their sources). */
function readmeFiles(): string[] {
  const lines = readFileSync(path.join(corpusDir, 'README.md'), 'utf8').split('\n');
  const start = lines.findIndex((line) => line.startsWith('| file | format |'));
  const rows = [];
  for (const line of lines.slice(start + 2)) {
    if (!line.startsWith('|')) break;
    rows.push(line.split('|')[1].trim());
  }
  return rows;
}

describe('descriptionsIn', () => {
  it('lists JSON and YAML files, gzipped ones, and the entry of each folder that names one', () => {
    const dir = path.join(scratch, 'lists');
    mkdirSync(path.join(dir, 'split/specification'), {recursive: true});
    mkdirSync(path.join(dir, 'other'));
    for (const file of ['b.yaml', 'a.json.gz', 'c.yml', 'notes.md', 'd.txt.gz', 'split/specification/api.yaml']) {
      writeFileSync(path.join(dir, file), '');
    }
    writeFileSync(path.join(dir, 'split', CORPUS_ENTRY), 'specification/api.yaml\n');
    expect(descriptionsIn(dir).map((spec) => path.relative(dir, spec))).toEqual([
      'a.json.gz',
      'b.yaml',
      'c.yml',
      'split/specification/api.yaml',
    ]);
    expect(corpusName(path.join(dir, 'split/specification/api.yaml'))).toBe('split/specification/api.yaml');
    expect(corpusName(path.join(dir, 'a.json.gz'))).toBe('a.json.gz');
  });
});

describe('readableDescription', () => {
  it('unzips a gzipped description under its own name, byte for byte, and cleans up', () => {
    const text = '{"openapi": "3.1.0", "info": {"title": "é", "version": "1"}}\n';
    const stored = path.join(scratch, 'api.json.gz');
    writeFileSync(stored, gzipSync(text));
    const {file, cleanup} = readableDescription(stored);
    expect(path.basename(file)).toBe('api.json');
    expect(readFileSync(file, 'utf8')).toBe(text);
    cleanup();
    expect(existsSync(file)).toBe(false);
  });

  it('reads any other description where it is', () => {
    const stored = path.join(corpusDir, 'harbor-v2.0-swagger.yaml');
    expect(readableDescription(stored).file).toBe(stored);
  });
});

describe('tests/corpus', () => {
  const specs = descriptionsIn(corpusDir);

  it('holds descriptions only (and the README)', () => {
    const listed = new Set(specs.map((spec) => path.relative(corpusDir, spec).split(path.sep)[0]));
    expect(readdirSync(corpusDir).filter((entry) => entry !== 'README.md' && !listed.has(entry))).toEqual([]);
  });

  it("lists each description in the README's table, with no row for one it does not have", () => {
    const names = specs.map((spec) => corpusName(spec).split('/')[0]);
    const rows = readmeFiles().map((cell) => cell.split(/[ /]/)[0]);
    expect(rows.slice().sort()).toEqual(names.slice().sort());
  });

  it('has gzipped descriptions that unzip to one', () => {
    for (const spec of specs.filter((file) => file.endsWith('.gz'))) {
      const {file, cleanup} = readableDescription(spec);
      try {
        // The version field, at the top level of a YAML or JSON document (a JSON one may be on one line).
        const text = readFileSync(file, 'utf8');
        const keys = file.endsWith('.json') ? Object.keys(JSON.parse(text) as object) : [];
        if (keys.length > 0)
          expect(
            keys.filter((key) => key === 'openapi' || key === 'swagger'),
            spec,
          ).toHaveLength(1);
        else expect(text, spec).toMatch(/^\s*"?(openapi|swagger)"?\s*:/m);
      } finally {
        cleanup();
      }
    }
  });
});
