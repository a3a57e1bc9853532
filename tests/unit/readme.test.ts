/**
 * The README's directory tree stays true as the layout changes: every path it names
 * exists, and every folder of the layout (the top-level folders, and those one level
 * under plugins/, src/, tests/, static/ and deploy/) is named by an entry.
 */
import {execFileSync, spawnSync} from 'node:child_process';
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {describe, expect, it} from 'vitest';

const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const readme = readFileSync(path.join(rootDir, 'README.md'), 'utf8');

/** The entries of the tree: a path at the start of a line, or two spaces in for a child of the entry above. */
function treeEntries(markdown: string): string[] {
  const section = markdown.slice(markdown.indexOf('## Directory tree'));
  const block = /^```\n([\s\S]*?)^```/m.exec(section)?.[1] ?? '';
  const entries: string[] = [];
  let parent = '';
  for (const line of block.split('\n')) {
    const top = /^(\S+)/.exec(line)?.[1];
    const child = /^ {2}(\S+\/)/.exec(line)?.[1];
    if (top) entries.push((parent = top));
    else if (child) entries.push(`${parent}${child}`);
  }
  return entries;
}

const entries = treeEntries(readme);
/** Git-ignored entries (the generated reference) exist only after a build; git answers for all at once. */
const ignoredEntries = new Set(
  spawnSync('git', ['check-ignore', ...entries], {cwd: rootDir, encoding: 'utf8'}).stdout.split('\n'),
);
const ignored = (entry: string) => ignoredEntries.has(entry);
/** Entries that stand for a pattern (`src/components/Name/`) name no single path. */
const concrete = entries.filter((entry) => !/\/Name\//.test(entry) && !ignored(entry));

/** The folders of the layout, from the files git tracks. */
function layoutFolders(): string[] {
  const files = execFileSync('git', ['ls-files'], {cwd: rootDir, encoding: 'utf8'}).split('\n').filter(Boolean);
  const folders = new Set<string>();
  for (const parts of files.map((file) => file.split('/'))) {
    if (parts.length > 1) folders.add(`${parts[0]}/`);
    if (parts.length > 2 && ['plugins', 'src', 'tests', 'static', 'deploy'].includes(parts[0])) {
      folders.add(`${parts[0]}/${parts[1]}/`);
    }
  }
  return [...folders].sort();
}

describe('the README directory tree', () => {
  it('has entries, children included', () => {
    expect(entries).toContain('plugins/openapi/');
    expect(entries).toContain('plugins/openapi/model/');
    expect(entries).toContain('docs/api/partner-api/');
    expect(concrete).not.toContain('docs/api/partner-api/');
  });

  it('names only paths that exist', () => {
    expect(concrete.filter((entry) => !existsSync(path.join(rootDir, entry)))).toEqual([]);
  });

  it('names every folder of the layout', () => {
    const named = (folder: string) => entries.some((entry) => entry.startsWith(folder));
    expect(layoutFolders().filter((folder) => !named(folder))).toEqual([]);
  });
});
