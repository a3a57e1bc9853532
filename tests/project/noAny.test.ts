/**
 * No `any` in plugins/ or src/. ESLint's no-explicit-any reports each use, but a line can switch it
 * off, which is how `type Json = any` came back once; this check cannot be switched off.
 */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

/** `any` as a type: after `:`, `<`, `,`, `|`, `&`, `as`, `=` in a type alias, or as `any[]`. */
const ANY_TYPE_RE = /(?::|<|,|\||&|\bas|\btype\s+\w+(?:<[^>]*>)?\s*=)\s*any\b(?!-)|\bany\[\]/;
const SWITCHED_OFF_RE = /eslint-disable[^\n]*no-explicit-any/;

/** Lines of TypeScript that use `any`, or switch the lint rule off, as `file:line: text`. */
export function anyUses(file: string, text: string): string[] {
  return text.split('\n').flatMap((line, index) => {
    const code = line.replace(/\/\/.*$/, '').replace(/'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"|`[^`]*`/g, "''");
    const comment = /^\s*(\*|\/\*)/.test(line);
    return SWITCHED_OFF_RE.test(line) || (!comment && ANY_TYPE_RE.test(code))
      ? [`${file}:${index + 1}: ${line.trim()}`]
      : [];
  });
}

function typeScriptFiles(dir: string): string[] {
  return readdirSync(dir, {recursive: true, encoding: 'utf8'})
    .filter((file) => /\.tsx?$/.test(file))
    .map((file) => path.join(dir, file));
}

describe('no any', () => {
  it('finds each way of writing it, and not the word in prose or strings', () => {
    const found = (line: string) => anyUses('x.ts', line).length;
    expect(found('type Json = any;')).toBe(1);
    expect(found('let x: any = 1;')).toBe(1);
    expect(found('const c: ComponentType<any> = C;')).toBe(1);
    expect(found('const v = value as any;')).toBe(1);
    expect(found('function f(a: string, b: any[]) {}')).toBe(1);
    expect(found('// eslint-disable-next-line @typescript-eslint/no-explicit-any')).toBe(1);
    expect(found(' * any component is accepted, and')).toBe(0);
    expect(found("const message = 'accepts any: value';")).toBe(0);
    expect(found('const anyOf = schema.anyOf;')).toBe(0);
  });

  it('is used nowhere in plugins/ or src/', () => {
    const uses = ['plugins', 'src']
      .flatMap(typeScriptFiles)
      .flatMap((file) => anyUses(file, readFileSync(file, 'utf8')));
    expect(uses).toEqual([]);
  });
});
