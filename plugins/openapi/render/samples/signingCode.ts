/**
 * The signing function of each language, taken from the tested programs in
 * examples/signing (tests/samples runs them against the signing vectors), so the code
 * samples sign with exactly the code that is proven, not a second copy. Where each
 * language's function stands is its module's `signing` (languages/<id>.ts).
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import type {SigningExtraction} from './languages/types';

export const SIGNING_EXAMPLES = path.resolve(__dirname, '../../../../examples/signing');

const COMMENT = /^\s*(#|\/\/|\/\*\*|\*)/;
const cache = new Map<string, string>();

/** The signing function `extraction` points at, with its doc comment, as it stands in examples/signing. */
export function signingFunction(extraction: SigningExtraction): string {
  const cached = cache.get(extraction.file);
  if (cached) return cached;
  const lines = readFileSync(path.join(SIGNING_EXAMPLES, extraction.file), 'utf8').split('\n');
  let first = lines.findIndex((line) => extraction.start.test(line));
  if (first < 0) throw new Error(`examples/signing/${extraction.file}: the signing function was not found`);
  const last = lines.findIndex((line, index) => index > first && extraction.end.test(line));
  if (last < 0) throw new Error(`examples/signing/${extraction.file}: the signing function has no end`);
  while (first > 0 && COMMENT.test(lines[first - 1])) first -= 1;
  // Exported in the example module; a sample is one program.
  const code = lines
    .slice(first, last + 1)
    .join('\n')
    .replace(/^export function/m, 'function');
  cache.set(extraction.file, code);
  return code;
}
