/**
 * The signing function of each language, taken from the tested programs in
 * examples/signing (tests/samples runs them against the signing vectors), so the code
 * samples sign with exactly the code that is proven, not a second copy.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';

const EXAMPLES = path.resolve(__dirname, '../../../../examples/signing');

interface Extraction {
  file: string;
  /** The line that starts the function (comment lines right above it come along). */
  start: RegExp;
  /** The line that ends it. */
  end: RegExp;
}

const EXTRACTIONS: Record<string, Extraction> = {
  python: {file: 'python/sign.py', start: /^def sign_request\(/, end: /^\s+return /},
  curl: {file: 'curl/sign.sh', start: /^sign_request\(\) \{/, end: /^\}$/},
  csharp: {file: 'csharp/Sign.cs', start: /^ {4}public static string SignRequest\(/, end: /^ {4}\}$/},
  go: {file: 'go/main.go', start: /^func SignRequest\(/, end: /^\}$/},
  nodejs: {file: 'nodejs/sign.mjs', start: /^export function signRequest\(/, end: /^\}$/},
  ruby: {file: 'ruby/sign.rb', start: /^def sign_request\(/, end: /^end$/},
  php: {file: 'php/sign.php', start: /^function signRequest\(/, end: /^\}$/},
  java: {file: 'java/Sign.java', start: /^ {4}static String signRequest\(/, end: /^ {4}\}$/},
  powershell: {file: 'powershell/Sign.ps1', start: /^function Get-GcmSignature \{/, end: /^\}$/},
};

const COMMENT = /^\s*(#|\/\/|\/\*\*|\*)/;
const cache = new Map<string, string>();

/** The signing function of `language`, with its doc comment, as it stands in examples/signing. */
export function signingFunction(language: string): string {
  const cached = cache.get(language);
  if (cached) return cached;
  const extraction = EXTRACTIONS[language];
  if (!extraction) throw new Error(`no signing example for ${language}`);
  const lines = readFileSync(path.join(EXAMPLES, extraction.file), 'utf8').split('\n');
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
  cache.set(language, code);
  return code;
}
