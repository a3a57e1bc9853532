/**
 * Where a JSON pointer of a description is in its file, as `line:col`: the place Redocly's
 * `getLineColLocation` gives, found without its cost. That function counts the file's lines
 * from its first character on every call, so a long file with many findings paid for its
 * length once per finding (Mist's 3 MB description and its 439 warnings: 9 s of its build).
 * Here each file's line starts are indexed once, and a place is found by binary search
 * (../../shared/problems.ts, which every problem reporter uses).
 */
import {getAstNodeByPointer, type Source} from '@redocly/openapi-core';
import {safeLoad} from 'yaml-ast-parser';
import {lineColAt, lineStarts, type LineCol, type Problem} from '../../shared/problems';
import {toPointer} from './json';

const startsBySource = new WeakMap<Source, number[]>();

/**
 * Where `pointer` starts in `source` (at its key when `reportOnKey`), or where the deepest
 * node on its path starts when the file does not hold all of it. Throws as Redocly does when
 * the file cannot be read as YAML.
 */
export function positionOf(source: Source, pointer: string, reportOnKey: boolean): LineCol {
  // Redocly types the root as its own union of YAML nodes, which is what getAst gives.
  const root = source.getAst(safeLoad) as Parameters<typeof getAstNodeByPointer>[0];
  const node = getAstNodeByPointer(root, pointer, reportOnKey);
  let starts = startsBySource.get(source);
  if (starts === undefined) {
    starts = lineStarts(source.body);
    startsBySource.set(source, starts);
  }
  return lineColAt(starts, node?.startPosition ?? 0);
}

/** Where a pointer of the description is: its file, line and column. */
export type Locate = (pointer: string) => {file: string; line: number; col: number};

/**
 * The warnings of one part of the description that a rule of its own reads (`x-tagGroups`,
 * `x-topics`, tags' parents), and how to add one at a path under `base`.
 */
export function ruleWarnings(rule: string, base: readonly (string | number)[], locate: Locate) {
  const problems: Problem[] = [];
  const warn = (path: readonly (string | number)[], message: string) =>
    problems.push({...locate(toPointer([...base, ...path])), rule, message});
  return {problems, warn};
}
