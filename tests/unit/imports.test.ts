/** The build code's modules import each other without a loop. */
import {existsSync, readdirSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(name) && !name.endsWith('.d.ts') ? [full] : [];
  });
}

/** The files a module imports by a relative path (type-only imports too: they tie the modules as well). */
function relativeImports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const specifiers = [...text.matchAll(/^(?:import|export)\b[^'"]*?from\s+'(\.[^']+)'/gm)].map((m) => m[1]);
  return specifiers.flatMap((specifier) => {
    const base = path.resolve(path.dirname(file), specifier);
    const found = [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')].find((candidate) => existsSync(candidate));
    return found ? [path.relative(process.cwd(), found)] : [];
  });
}

/** Every loop of imports, each as the files around it. */
function importLoops(files: string[]): string[][] {
  const graph = new Map(files.map((file) => [file, relativeImports(file)]));
  const loops: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (file: string) => {
    state.set(file, 'open');
    stack.push(file);
    for (const next of graph.get(file) ?? []) {
      if (state.get(next) === 'open') loops.push([...stack.slice(stack.indexOf(next)), next]);
      else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(file, 'done');
  };
  for (const file of files) if (!state.has(file)) visit(file);
  return loops;
}

describe('imports', () => {
  it('plugins/ has no import loop', () => {
    expect(importLoops(sourceFiles('plugins')).map((loop) => loop.join(' → '))).toEqual([]);
  });
});
