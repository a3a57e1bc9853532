/**
 * The README and CONTRIBUTING.md stay true as the code changes:
 * - CONTRIBUTING.md's directory tree names only paths that exist, and names every folder of the
 *   layout (the top-level folders, and those one level under plugins/, src/, tests/, static/
 *   and deploy/);
 * - the README and CONTRIBUTING.md stay short enough to read (at most 250 and 300 lines): figures
 *   go to BENCHMARKS.md, which `npm run bench` writes, and history stays in git;
 * - every npm command either file names is a script of package.json or one of npm's own;
 * - every relative Markdown link in either file leads to a file that exists (and, for a link to
 *   a heading of a Markdown file, to a heading that exists).
 */
import {execFileSync, spawnSync} from 'node:child_process';
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {describe, expect, it} from 'vitest';

const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const read = (file: string) => readFileSync(path.join(rootDir, file), 'utf8');
const DOCS = ['README.md', 'CONTRIBUTING.md'];
const README_MAX_LINES = 250;
const CONTRIBUTING_MAX_LINES = 300;

/** The entries of the tree: a path at the start of a line, or two spaces in for a child of the entry above. */
function treeEntries(markdown: string): string[] {
  const start = markdown.indexOf('## Directory tree');
  if (start < 0) return [];
  const block = /^```\n([\s\S]*?)^```/m.exec(markdown.slice(start))?.[1] ?? '';
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

const entries = treeEntries(read('CONTRIBUTING.md'));
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

describe("CONTRIBUTING.md's directory tree", () => {
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

  it('has moved out of the README', () => {
    expect(treeEntries(read('README.md'))).toEqual([]);
  });
});

const lineCount = (file: string) => read(file).trimEnd().split('\n').length;

describe('the README', () => {
  it(`is at most ${README_MAX_LINES} lines`, () => {
    expect(lineCount('README.md')).toBeLessThanOrEqual(README_MAX_LINES);
  });
});

describe('CONTRIBUTING.md', () => {
  it(`is at most ${CONTRIBUTING_MAX_LINES} lines`, () => {
    expect(lineCount('CONTRIBUTING.md')).toBeLessThanOrEqual(CONTRIBUTING_MAX_LINES);
  });

  it('links the generated figures instead of typing them', () => {
    expect(relativeLinks(read('CONTRIBUTING.md'))).toContain('BENCHMARKS.md');
  });
});

const FENCED_BLOCK = /^(`{3,})[^\n]*\n([\s\S]*?)^\1[ \t]*$/gm;
const CODE_SPAN = /(`+)([\s\S]*?[^`])\1(?!`)/g;

/** Fenced blocks and inline code spans: where the docs name commands. */
function codeOf(markdown: string): string[] {
  const fences = [...markdown.matchAll(FENCED_BLOCK)].map((match) => match[2]);
  const spans = [...markdown.replace(FENCED_BLOCK, '').matchAll(CODE_SPAN)].map((match) => match[2]);
  return [...fences, ...spans];
}

/** Commands npm runs itself, without a script of package.json (test and start run theirs). */
const NPM_COMMANDS = new Set(['ci', 'install', 'i', 'test', 'start', 'stop', 'restart', 'exec', 'ls', 'outdated']);

/** `npm run X` names the script X; `npm X` names npm's own command X, or the script X. */
function npmCommands(markdown: string): string[] {
  const pattern = /\bnpm\s+(?:run\s+)?[\w:.-]+/g;
  const found = codeOf(markdown).flatMap((code) => [...code.matchAll(pattern)].map((match) => match[0]));
  return found.map((command) => command.replace(/\s+/g, ' '));
}

describe('the npm commands the docs name', () => {
  const scripts = new Set(Object.keys(JSON.parse(read('package.json')).scripts as Record<string, string>));
  const known = (command: string) => {
    const [, run = '', name = ''] = /^npm (run )?(\S+)$/.exec(command) ?? [];
    return scripts.has(name) || (!run && NPM_COMMANDS.has(name));
  };

  it.each(DOCS)('%s names commands', (file) => {
    expect(npmCommands(read(file)).length).toBeGreaterThan(0);
  });

  it.each(DOCS)('%s names only scripts of package.json and npm commands', (file) => {
    expect(npmCommands(read(file)).filter((command) => !known(command))).toEqual([]);
  });

  it('finds the commands it checks, in fenced blocks and in code spans that wrap', () => {
    const sample = '```bash\nnpm ci && npm start\n```\nthen `npm run\nserve:edge` or `npm run bench -- --reuse`';
    expect(npmCommands(sample)).toEqual(['npm ci', 'npm start', 'npm run serve:edge', 'npm run bench']);
    const commands = ['npm ci', 'npm test', 'npm run lint', 'npm run ci', 'npm frob'];
    expect(commands.filter(known)).toEqual(['npm ci', 'npm test', 'npm run lint']);
  });
});

/** A heading's anchor as GitHub makes it: lower case, punctuation dropped, spaces as hyphens. */
function anchorOf(heading: string): string {
  return heading
    .replace(/`/g, '')
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

function anchorsOf(markdown: string): Set<string> {
  const headings = markdown.replace(FENCED_BLOCK, '').matchAll(/^#{1,6}\s+(.+?)\s*#*$/gm);
  return new Set([...headings].map((match) => anchorOf(match[1])));
}

/** Relative links of the prose (code is left out): `[text](target)` and `[label]: target`. */
function relativeLinks(markdown: string): string[] {
  const prose = markdown.replace(FENCED_BLOCK, '').replace(CODE_SPAN, '');
  const targets = [
    ...[...prose.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map((match) => match[1]),
    ...[...prose.matchAll(/^\s*\[[^\]]+\]:\s*<?([^\s>]+)>?/gm)].map((match) => match[1]),
  ];
  // Site routes (/docs/…), other sites, mail and the page's own headings are not files of the repository.
  return targets.filter((target) => !/^([a-z][a-z0-9+.-]*:|\/|#)/i.test(target));
}

describe('the relative links of the docs', () => {
  it.each(DOCS)('%s has some', (file) => {
    expect(relativeLinks(read(file)).length).toBeGreaterThan(0);
  });

  it.each(DOCS)('%s links only to files and headings that exist', (file) => {
    const broken = relativeLinks(read(file)).filter((link) => {
      const [target, anchor] = link.split('#');
      const resolved = path.resolve(rootDir, path.dirname(file), decodeURIComponent(target));
      if (!existsSync(resolved)) return true;
      if (!anchor || !resolved.endsWith('.md')) return false;
      return !anchorsOf(readFileSync(resolved, 'utf8')).has(decodeURIComponent(anchor));
    });
    expect(broken).toEqual([]);
  });

  it('reads links, leaves out site routes and code, and spells anchors as GitHub does', () => {
    const sample = '[a](UPGRADING.md) [b](/docs/x) [c](https://x.io) `[d](nowhere.md)` [e](CONTRIBUTING.md#x "t")';
    expect(relativeLinks(sample)).toEqual(['UPGRADING.md', 'CONTRIBUTING.md#x']);
    expect(anchorOf('What `npm test` runs')).toBe('what-npm-test-runs');
    expect(anchorOf('Where the weight and the main-thread time went')).toContain('main-thread');
  });
});
