/**
 * No function in plugins/ over 100 lines: a long function is read as steps, each a named function
 * of its own that a test can call alone (see plugins/api-changes/diff.ts `diffSurfaces`). Counted
 * with the TypeScript parser from the line a function, arrow function or method starts on to the
 * line it ends on, comments and blank lines included.
 *
 * Not counted:
 * - the sample templates, plugins/openapi/render/samples/languages/*.ts: each is one function
 *   whose body is the program it writes, line by line in the order the reader sees it; split up,
 *   the program would no longer read top to bottom.
 * - the callbacks of `describe`, `it` and `test` in tests: a `describe` block is a list of cases,
 *   each its own `it`, not a step of the code.
 */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import {describe, expect, it} from 'vitest';

const MAX_LINES = 100;
const TEMPLATES = /^plugins\/openapi\/render\/samples\/languages\/[^/]+\.ts$/;
const TEST_CALLS = new Set(['describe', 'it', 'test']);

export interface LongFunction {
  file: string;
  line: number;
  name: string;
  lines: number;
}

/** The name a function goes by: its own, or the variable or property it is assigned to. */
function nameOf(node: ts.SignatureDeclaration, source: ts.SourceFile): string {
  if (node.name) return node.name.getText(source);
  const parent = node.parent;
  if ((ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent)) && parent.name)
    return parent.name.getText(source);
  return '(anonymous)';
}

/** A test's `describe(…, () => …)`, `it(…)` or `test(…)` callback. */
function isTestCallback(node: ts.Node): boolean {
  const call = node.parent;
  if (!ts.isCallExpression(call) || !call.arguments.includes(node as ts.Expression)) return false;
  const callee = ts.isPropertyAccessExpression(call.expression) ? call.expression.expression : call.expression;
  return ts.isIdentifier(callee) && TEST_CALLS.has(callee.text);
}

/** The functions of a file longer than `max` lines, outermost first. */
export function longFunctions(file: string, text: string, max = MAX_LINES): LongFunction[] {
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const found: LongFunction[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body && !isTestCallback(node)) {
      const start = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
      const end = source.getLineAndCharacterOfPosition(node.getEnd()).line + 1;
      const lines = end - start + 1;
      if (lines > max) found.push({file, line: start, name: nameOf(node, source), lines});
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function typeScriptFiles(dir: string): string[] {
  return readdirSync(dir, {recursive: true, encoding: 'utf8'})
    .map((file) => path.posix.join(dir, file.split(path.sep).join('/')))
    .filter((file) => /\.tsx?$/.test(file) && !file.endsWith('.d.ts') && !TEMPLATES.test(file));
}

const describeFunction = (f: LongFunction) => `${f.file}:${f.line} ${f.name} (${f.lines} lines)`;

describe('function length', () => {
  it('measures functions, arrow functions and methods, and leaves test blocks out', () => {
    const body = (n: number) => Array.from({length: n - 2}, () => '  x();').join('\n');
    const text = [
      `function long() {\n${body(101)}\n}`,
      `const short = () => {\n${body(100)}\n};`,
      `const arrow = () => {\n${body(102)}\n};`,
      `class C {\n  method() {\n${body(101)}\n  }\n}`,
      `describe('cases', () => {\n${body(150)}\n});`,
    ].join('\n');
    expect(longFunctions('x.ts', text).map(describeFunction)).toEqual([
      'x.ts:1 long (101 lines)',
      'x.ts:202 arrow (102 lines)',
      'x.ts:305 method (101 lines)',
    ]);
  });

  it(`finds no function over ${MAX_LINES} lines in plugins/`, () => {
    const found = typeScriptFiles('plugins').flatMap((file) => longFunctions(file, readFileSync(file, 'utf8')));
    expect(found.map(describeFunction)).toEqual([]);
  });
});
