// Lints the OpenAPI description with Redocly's `recommended` ruleset plus the
// stricter rules configured in redocly.yaml.
//
//   tsx scripts/lint-openapi.ts [path]      (default: api/openapi.json)
//
// Prints one line per problem, as every check does (plugins/shared/problems.ts):
//   api/openapi.json:LINE:COL: <message> [<ruleId>]
// and exits 1 on any error or warning. Prints `lint:api: 0 problems` when clean.
//
// The document is linted twice with the same redocly.yaml rules. Redocly 1.x
// shares one JSON-schema validator per lint run, and whichever example rule
// creates it first fixes its additional-properties setting for the whole run;
// `no-invalid-schema-examples` always creates it in permissive mode. The second
// pass turns that one rule off so `no-invalid-media-type-examples` really
// rejects undeclared properties (allowAdditionalProperties: false). Problems
// from both passes are merged and de-duplicated.
import {existsSync} from 'node:fs';
import path from 'node:path';
import process from 'node:process';
import {fileURLToPath} from 'node:url';
import {getLineColLocation, lint, loadConfig, type NormalizedProblem} from '@redocly/openapi-core';
import {formatProblem, shownPath, type Problem} from '../plugins/shared/problems';

const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const configPath = path.join(rootDir, 'redocly.yaml');

function toProblem(problem: NormalizedProblem, fallbackFile: string): Problem {
  const location = problem.location?.[0];
  let file = fallbackFile;
  let line = 1;
  let col = 1;
  if (location) {
    try {
      const lineCol = getLineColLocation(location);
      line = lineCol.start?.line ?? 1;
      col = lineCol.start?.col ?? 1;
      if (location.source?.absoluteRef) file = shownPath(location.source.absoluteRef);
    } catch {
      // Keep line 1, column 1 if the location cannot be mapped.
    }
  }
  const message = String(problem.message).replace(/\s+/g, ' ').trim();
  return {file, line, col, rule: problem.ruleId, message};
}

async function main() {
  const target = path.resolve(process.argv[2] ?? path.join(rootDir, 'api', 'openapi.json'));
  const shown = shownPath(target);
  if (!existsSync(target)) {
    console.error(`lint:api: ${shown}: file not found`);
    return 1;
  }
  const fullConfig = await loadConfig({configPath});
  const strictExamplesConfig = await loadConfig({configPath});
  for (const rules of Object.values(strictExamplesConfig.rules)) {
    if (rules && typeof rules === 'object' && 'no-invalid-schema-examples' in rules) {
      rules['no-invalid-schema-examples'] = 'off';
    }
  }
  const seen = new Set();
  const active = [];
  for (const config of [fullConfig, strictExamplesConfig]) {
    const problems = await lint({ref: target, config});
    for (const problem of problems) {
      if (problem.ignored || (problem.severity !== 'error' && problem.severity !== 'warn')) continue;
      const key = `${problem.ruleId}|${problem.location?.[0]?.pointer ?? ''}|${problem.message}`;
      if (seen.has(key)) continue;
      seen.add(key);
      active.push(problem);
    }
  }
  for (const problem of active) console.log(formatProblem(toProblem(problem, shown)));
  if (active.length > 0) {
    const errors = active.filter((p) => p.severity === 'error').length;
    const warnings = active.length - errors;
    console.log(`lint:api: ${active.length} problem(s): ${errors} error(s), ${warnings} warning(s)`);
    return 1;
  }
  console.log('lint:api: 0 problems');
  return 0;
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error) => {
    console.error(`lint:api: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  },
);
