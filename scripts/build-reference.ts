/**
 * Builds the API reference of one OpenAPI 3.0 or 3.1 description (JSON or YAML) alone,
 * with the site's page design and none of the GCM guides: how a writer previews a
 * description, and how the tests build the corpus of public descriptions.
 *
 *   npm run build:reference -- SPEC_FILE OUT_DIR
 *
 * Paths are relative to where npm was run. OUT_DIR is replaced only when the build
 * succeeds; a bad description stops with `file:line:col` problems and exit code 1.
 */
import {spawnSync} from 'node:child_process';
import {existsSync, mkdirSync, renameSync, rmSync} from 'node:fs';
import path from 'node:path';
import {REFERENCE_ONLY_DOCS_DIR} from '../plugins/openapi/referenceSite';

const siteDir = path.resolve(__dirname, '..');
const callerDir = process.env.INIT_CWD ?? process.cwd();

export interface BuildResult {
  status: number;
  /** What the build printed, when run with `capture`. */
  output: string;
}

export function buildReference(specFile: string, outDir: string, options: {capture?: boolean} = {}): BuildResult {
  const spec = path.resolve(callerDir, specFile);
  const out = path.resolve(callerDir, outDir);
  if (!existsSync(spec)) {
    const message = `build:reference: ${specFile}: no such file`;
    if (!options.capture) console.error(message);
    return {status: 1, output: message};
  }
  const staging = `${out}.building`;
  rmSync(staging, {recursive: true, force: true});
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
      env: {...process.env, GCM_REFERENCE_SPEC: spec, NO_UPDATE_NOTIFIER: '1'},
    },
  );
  const output = `${result.stdout ?? ''}${result.stderr ?? ''}`;
  if (result.status !== 0) {
    rmSync(staging, {recursive: true, force: true});
    return {status: result.status ?? 1, output};
  }
  rmSync(out, {recursive: true, force: true});
  renameSync(staging, out);
  return {status: 0, output};
}

if (require.main === module) {
  const [specFile, outDir, ...rest] = process.argv.slice(2);
  if (!specFile || !outDir || rest.length > 0) {
    console.error('usage: npm run build:reference -- SPEC_FILE OUT_DIR');
    process.exit(2);
  }
  process.exit(buildReference(specFile, outDir).status);
}
