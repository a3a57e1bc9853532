#!/usr/bin/env node
// Pre-generation guard for the OpenAPI description, run first by `npm run gen-api`.
//
//   node scripts/check-openapi.mjs [path]      (default: api/openapi.json)
//
// On problems prints `error: <file> <where>: <message>` for each one, then a
// one-line hint, and exits 1. On success prints
// `check:api: <file> OK (<n> operations, <m> schemas)`. Never prints a stack trace.
import {readFileSync} from 'node:fs';
import path from 'node:path';
import process from 'node:process';
import {fileURLToPath} from 'node:url';

import {checkOpenApiText, summarizeOpenApiText} from './lib/check-openapi.mjs';

const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function displayPath(absolute) {
  const relative = path.relative(process.cwd(), absolute);
  return (relative && !relative.startsWith('..') ? relative : absolute).split(path.sep).join('/');
}

function main() {
  const target = path.resolve(process.argv[2] ?? path.join(rootDir, 'api', 'openapi.json'));
  const file = displayPath(target);

  let text;
  try {
    text = readFileSync(target, 'utf8');
  } catch (error) {
    const reason = error && typeof error === 'object' && 'code' in error ? error.code : String(error);
    console.error(`error: ${file} file: cannot read the file (${reason})`);
    console.error('hint: pass the path of the OpenAPI description, or create api/openapi.json');
    return 1;
  }

  const problems = checkOpenApiText(text, file);
  if (problems.length > 0) {
    for (const problem of problems) console.error(`error: ${problem.file} ${problem.where}: ${problem.message}`);
    const isSyntax = problems.some((problem) => problem.where.startsWith('line '));
    console.error(
      isSyntax
        ? `hint: fix the JSON syntax at the line and column shown, then run \`npm run gen-api\` again`
        : `hint: ${problems.length} problem(s) found; the locations are JSON pointers into ${file}; \`npm run lint:api\` runs the full lint`,
    );
    return 1;
  }

  const {operations, schemas} = summarizeOpenApiText(text);
  console.log(`check:api: ${file} OK (${operations} operations, ${schemas} schemas)`);
  return 0;
}

try {
  process.exitCode = main();
} catch (error) {
  console.error(`error: check-openapi failed unexpectedly: ${error instanceof Error ? error.message : String(error)}`);
  console.error('hint: this is a bug in scripts/check-openapi.mjs; the OpenAPI file may still be fine');
  process.exitCode = 1;
}
