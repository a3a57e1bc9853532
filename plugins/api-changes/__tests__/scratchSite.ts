/**
 * A scratch copy of the site's descriptions and changelog (api/openapi.json, api/releases/,
 * docs/changelog.mdx) in a temporary directory, for the tests of `npm run release` and
 * `npm run changes`: they edit and publish the copy, never the working tree.
 */
import {cpSync, mkdtempSync, readdirSync, readFileSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {applyEdits, modify, type JSONPath} from 'jsonc-parser';

const root = path.resolve(__dirname, '../../..');

export const SPEC = 'api/openapi.json';
export const CHANGELOG_FILE = 'docs/changelog.mdx';

/** A new directory with copies of the description, the releases and the changelog. */
export function scratchSite(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'api-release-'));
  for (const file of [SPEC, 'api/releases', CHANGELOG_FILE])
    cpSync(path.join(root, file), path.join(dir, file), {recursive: true});
  return dir;
}

export const readIn = (dir: string, file: string) => readFileSync(path.join(dir, file), 'utf8');

/** Sets (or, with `undefined`, deletes) the value at `at` of the JSON file, leaving the rest of its text as it is. */
export function editJson(dir: string, file: string, at: JSONPath, value: unknown): void {
  const text = readIn(dir, file);
  writeFileSync(path.join(dir, file), applyEdits(text, modify(text, at, value, {})));
}

/** Replaces `before` (which must be there) by `after` in a file of the copy. */
export function editText(dir: string, file: string, before: string, after: string): void {
  const text = readIn(dir, file);
  if (!text.includes(before)) throw new Error(`${file} has no ${JSON.stringify(before)}`);
  writeFileSync(path.join(dir, file), text.replace(before, after));
}

/** Every file under `dir` with its bytes, to show that nothing was written, renamed or left behind. */
export function snapshot(dir: string): Map<string, string> {
  const files = readdirSync(dir, {recursive: true, withFileTypes: true}).filter((entry) => entry.isFile());
  return new Map(
    files
      .map((entry) => path.join(entry.parentPath, entry.name))
      .sort()
      .map((file) => [path.relative(dir, file), readFileSync(file).toString('base64')]),
  );
}
