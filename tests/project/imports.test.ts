/**
 * The build code's modules import each other without a loop: no loop of files in plugins/,
 * and no loop of folders either (each feature of plugins/ and the browser code in src/ is one
 * node: a feature builds on others, never on what builds on it). plugins/ never imports src/.
 */
import {existsSync, readdirSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    // Tests are not part of the code's structure: a feature's test may read another feature.
    if (name === '__tests__') return [];
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(name) && !/\.(d|test)\.tsx?$/.test(name) ? [full] : [];
  });
}

/** What a module imports (type-only imports too: they tie the modules as well). */
function importSpecifiers(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/^(?:import|export)\b[^'"]*?from\s+'([^']+)'/gm)].map((m) => m[1]);
}

/** The files of this site a module imports, by a relative path or by `@site/`. */
function localImports(file: string): string[] {
  return importSpecifiers(file).flatMap((specifier) => {
    let base: string;
    if (specifier.startsWith('.')) base = path.resolve(path.dirname(file), specifier);
    else if (specifier.startsWith('@site/')) base = path.resolve(specifier.slice('@site/'.length));
    else return [];
    const found = [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx'), base].find(
      (candidate) => existsSync(candidate) && statSync(candidate).isFile(),
    );
    return found ? [path.relative(process.cwd(), found)] : [];
  });
}

/** Some loop of every part of `graph` that has one (none: there is no loop), each as the nodes around it. */
function findLoops(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  const loops: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (node: string) => {
    state.set(node, 'open');
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      if (state.get(next) === 'open') loops.push([...stack.slice(stack.indexOf(next)), next]);
      else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(node, 'done');
  };
  for (const node of graph.keys()) if (!state.has(node)) visit(node);
  return loops;
}

/** The folder a file counts as: its feature (`plugins/openapi`), or `src`; none for other files. */
function folderOf(file: string): string | undefined {
  const [top, feature, ...rest] = file.split(path.sep);
  if (top === 'src') return 'src';
  return top === 'plugins' && rest.length > 0 ? `${top}/${feature}` : undefined;
}

/** Folder → the other folders its files import, each with one import that ties them (`a.ts → b.ts`). */
function folderGraph(files: string[]): Map<string, Map<string, string>> {
  const graph = new Map<string, Map<string, string>>();
  for (const file of files) {
    const from = folderOf(file);
    if (!from) continue;
    const edges = graph.get(from) ?? new Map<string, string>();
    graph.set(from, edges);
    for (const target of localImports(file)) {
      const to = folderOf(target);
      if (to && to !== from && !edges.has(to)) edges.set(to, `${file} → ${target}`);
    }
  }
  return graph;
}

const tsFiles = () => [...sourceFiles('plugins'), ...sourceFiles('src')];

describe('imports', () => {
  it('plugins/ has no import loop', () => {
    const files = sourceFiles('plugins');
    const graph = new Map(files.map((file) => [file, localImports(file)]));
    expect(findLoops(graph).map((loop) => loop.join(' → '))).toEqual([]);
  });

  it('finds a loop however long it is, and none where there is none', () => {
    const graph = (edges: Record<string, string[]>) => new Map(Object.entries(edges));
    expect(findLoops(graph({a: ['b'], b: ['a']}))).toEqual([['a', 'b', 'a']]);
    expect(findLoops(graph({d: ['a'], a: ['b'], b: ['c'], c: ['a']}))).toEqual([['a', 'b', 'c', 'a']]);
    expect(findLoops(graph({a: ['b', 'c'], b: ['c'], c: [], d: ['a']}))).toEqual([]);
  });

  it('no two folders (features of plugins/, and src/) import each other, directly or through others', () => {
    const graph = folderGraph(tsFiles());
    const loops = findLoops(new Map([...graph].map(([folder, edges]) => [folder, [...edges.keys()]])));
    // Each loop with the import that ties each folder to the next.
    const described = loops.map((loop) =>
      [loop.join(' → '), ...loop.slice(0, -1).map((folder, i) => `  ${graph.get(folder)?.get(loop[i + 1])}`)].join(
        '\n',
      ),
    );
    expect(described).toEqual([]);
  });

  it('plugins/ never imports src/ (a feature keeps what both sides use in its own folder)', () => {
    const fromSrc = sourceFiles('plugins').flatMap((file) =>
      importSpecifiers(file)
        .filter((specifier) =>
          specifier.startsWith('.')
            ? folderOf(path.relative(process.cwd(), path.resolve(path.dirname(file), specifier))) === 'src'
            : specifier.startsWith('@site/src/'),
        )
        .map((specifier) => `${file}: '${specifier}'`),
    );
    expect(fromSrc).toEqual([]);
  });
});
