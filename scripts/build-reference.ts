/**
 * Builds the API reference of one Swagger 2.0, OpenAPI 3.0 or 3.1 description (JSON or
 * YAML) alone, with the site's page design and none of the GCM guides: how a writer
 * previews a description, and how the tests build the corpus of public descriptions.
 *
 *   npm run build:reference -- [--strict] SPEC_FILE OUT_DIR
 *
 * Paths are relative to where npm was run. OUT_DIR is replaced only when the build
 * succeeds; a bad description stops with `file:line:col` problems and exit code 1. By
 * default a mistake with one reading is a warning (`file:line:col: message (rule)`), the
 * reference is built and a summary counts the warnings by rule; `--strict` refuses them. The
 * pages are not minified (REFERENCE_BUILD_ENV).
 */
import {spawnSync} from 'node:child_process';
import {existsSync, mkdirSync, readFileSync, renameSync, rmSync} from 'node:fs';
import path from 'node:path';
import {REFERENCE_BUILD_ENV, REFERENCE_ONLY_DOCS_DIR} from '../plugins/openapi/referenceSite';

const siteDir = path.resolve(__dirname, '..');
const callerDir = process.env.INIT_CWD ?? process.cwd();

export interface BuildResult {
  status: number;
  /** What the build printed, when run with `capture`. */
  output: string;
  /** The description's warnings by rule (none when it was refused). */
  warnings: Record<string, number>;
}

export interface BuildOptions {
  capture?: boolean;
  /** Every warning is an error. */
  strict?: boolean;
}

/** `build:reference: 7 warnings: duplicate-operation-id 5, …` (rules by count, then name). */
export function warningSummary(warnings: Record<string, number>): string {
  const total = Object.values(warnings).reduce((sum, n) => sum + n, 0);
  const rules = Object.entries(warnings).sort(([a, n], [b, m]) => m - n || a.localeCompare(b));
  return `build:reference: ${total} warning${total === 1 ? '' : 's'}${rules.length > 0 ? `: ${rules.map(([rule, n]) => `${rule} ${n}`).join(', ')}` : ''}`;
}

export function buildReference(specFile: string, outDir: string, options: BuildOptions = {}): BuildResult {
  const spec = path.resolve(callerDir, specFile);
  const out = path.resolve(callerDir, outDir);
  if (!existsSync(spec)) {
    const message = `build:reference: ${specFile}: no such file`;
    if (!options.capture) console.error(message);
    return {status: 1, output: message, warnings: {}};
  }
  const staging = `${out}.building`;
  const reportFile = `${staging}.warnings.json`;
  rmSync(staging, {recursive: true, force: true});
  rmSync(reportFile, {force: true});
  // The docs plugin checks its folder exists before the reference is generated into it.
  rmSync(path.join(siteDir, REFERENCE_ONLY_DOCS_DIR), {recursive: true, force: true});
  mkdirSync(path.join(siteDir, REFERENCE_ONLY_DOCS_DIR), {recursive: true});
  const result = spawnSync(
    process.execPath,
    [require.resolve('@docusaurus/core/bin/docusaurus.mjs'), 'build', '--out-dir', staging],
    {
      cwd: siteDir,
      stdio: options.capture ? 'pipe' : 'inherit',
      encoding: 'utf8',
      maxBuffer: 256 * 1024 * 1024,
      env: {
        ...process.env,
        GCM_REFERENCE_SPEC: spec,
        GCM_REFERENCE_STRICT: options.strict ? '1' : '0',
        GCM_REFERENCE_REPORT: reportFile,
        NO_UPDATE_NOTIFIER: '1',
        ...REFERENCE_BUILD_ENV,
      },
    },
  );
  let output = `${result.stdout ?? ''}${result.stderr ?? ''}`;
  const warnings: Record<string, number> = {};
  if (existsSync(reportFile)) {
    const report = JSON.parse(readFileSync(reportFile, 'utf8')) as {warnings: {rule?: string}[]};
    for (const warning of report.warnings) warnings[warning.rule ?? 'other'] = (warnings[warning.rule ?? 'other'] ?? 0) + 1;
    rmSync(reportFile, {force: true});
  }
  if (result.status !== 0) {
    rmSync(staging, {recursive: true, force: true});
    return {status: result.status ?? 1, output, warnings: {}};
  }
  rmSync(out, {recursive: true, force: true});
  renameSync(staging, out);
  const summary = warningSummary(warnings);
  if (options.capture) output += `${summary}\n`;
  else console.log(summary);
  return {status: 0, output, warnings};
}

if (require.main === module) {
  const args = process.argv.slice(2);
  const strict = args.includes('--strict');
  const [specFile, outDir, ...rest] = args.filter((arg) => arg !== '--strict');
  if (!specFile || !outDir || rest.length > 0) {
    console.error('usage: npm run build:reference -- [--strict] SPEC_FILE OUT_DIR');
    process.exit(2);
  }
  process.exit(buildReference(specFile, outDir, {strict}).status);
}
