/**
 * Builds the API reference of one Swagger 2.0, OpenAPI 3.0, 3.1 or 3.2 description (JSON or
 * YAML) alone, with the site's page design and none of the GCM guides: how a writer
 * previews a description, and how the tests build the corpus of public descriptions.
 *
 *   npm run build:reference -- [--strict] [--link-base URL] [--lang TAG] SPEC_FILE OUT_DIR
 *
 * Paths are relative to where npm was run. OUT_DIR is replaced only when the build
 * succeeds; a bad description stops with `file:line:col` problems and exit code 1. By
 * default a mistake with one reading is a warning (`file:line:col: message [rule]`), the
 * reference is built and a summary counts the warnings by rule; `--strict` refuses them.
 * `--link-base URL` (an absolute http or https URL): a link in the description's text to a
 * page that is not in the reference (`/api/accounts`) is made absolute against it
 * (`URL/api/accounts`) instead of being shown as text. `--lang TAG` (BCP 47: `ja`, `pt-BR`): the
 * language the description is written in, declared in every page's `<html lang>` and used for
 * the search index; without it, it is detected from the description's prose, else English
 * (plugins/openapi/referenceLanguage.ts). The interface stays English. The pages are not
 * minified (REFERENCE_BUILD_ENV).
 *
 * The site is the described API's: its title, `x-logo` and a favicon of its own, nothing of
 * GCM's (plugins/openapi/referenceBrand.ts). Each run keeps its scratch files (the generated
 * docs, Docusaurus's generated files, the warnings) in a folder of its own under
 * `.reference/runs/`, removed when the run ends, however it ends (Ctrl-C too): two runs can go
 * side by side in one checkout, and beside the portal's `npm start` or `npm run build`.
 */
import {spawn, type ChildProcess} from 'node:child_process';
import {existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync} from 'node:fs';
import path from 'node:path';
import {REFERENCE_BUILD_ENV, REFERENCE_RUNS_DIR, referenceRunFiles} from '../plugins/openapi/referenceSite';
import {languageTagProblem} from '../plugins/openapi/referenceLanguage';

const siteDir = path.resolve(__dirname, '..');
const callerDir = process.env.INIT_CWD ?? process.cwd();
const USAGE = 'usage: npm run build:reference -- [--strict] [--link-base URL] [--lang TAG] SPEC_FILE OUT_DIR';

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
  /** What links in descriptions to pages outside the reference are resolved against (an absolute http(s) URL). */
  linkBase?: string;
  /** The language the description is written in (a BCP 47 tag); detected from its text when not given. */
  lang?: string;
}

/** `build:reference: 7 warnings: duplicate-operation-id 5, …` (rules by count, then name). */
export function warningSummary(warnings: Record<string, number>): string {
  const total = Object.values(warnings).reduce((sum, n) => sum + n, 0);
  const rules = Object.entries(warnings).sort(([a, n], [b, m]) => m - n || a.localeCompare(b));
  return `build:reference: ${total} warning${total === 1 ? '' : 's'}${rules.length > 0 ? `: ${rules.map(([rule, n]) => `${rule} ${n}`).join(', ')}` : ''}`;
}

/** Why `value` cannot be `--link-base`, or undefined when it can (an absolute http or https URL). */
export function linkBaseProblem(value: string): string | undefined {
  let url: URL | undefined;
  try {
    url = new URL(value);
  } catch {
    url = undefined;
  }
  return url && (url.protocol === 'http:' || url.protocol === 'https:') && url.host !== ''
    ? undefined
    : `--link-base ${JSON.stringify(value)} is not an absolute http or https URL (for example https://api.example.com/docs/)`;
}

/** The arguments of the command line, or what is wrong with them. */
export function parseArguments(args: readonly string[]): {spec: string; out: string; options: BuildOptions} | {error: string} {
  const options: BuildOptions = {};
  const paths: string[] = [];
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i];
    if (arg === '--strict') options.strict = true;
    else if (arg === '--link-base' || arg.startsWith('--link-base=')) {
      const value = arg === '--link-base' ? args[++i] : arg.slice('--link-base='.length);
      if (value === undefined) return {error: '--link-base needs a URL'};
      const problem = linkBaseProblem(value);
      if (problem) return {error: problem};
      options.linkBase = value;
    } else if (arg === '--lang' || arg.startsWith('--lang=')) {
      const value = arg === '--lang' ? args[++i] : arg.slice('--lang='.length);
      if (value === undefined) return {error: '--lang needs a language tag (BCP 47: ja, zh-Hans, pt-BR)'};
      const problem = languageTagProblem(value);
      if (problem) return {error: problem};
      options.lang = value;
    } else if (arg.startsWith('--')) return {error: `unknown option ${arg}`};
    else paths.push(arg);
  }
  if (paths.length !== 2) return {error: 'give one SPEC_FILE and one OUT_DIR'};
  return {spec: paths[0], out: paths[1], options};
}

/** Signals that end a run early: each is passed on to the builds, which are cleaned up before it ends this process. */
const STOP_SIGNALS: NodeJS.Signals[] = ['SIGINT', 'SIGTERM', 'SIGHUP'];

interface Run {
  child: ChildProcess;
  /** Removes the run's scratch folder and unfinished output. */
  cleanUp: () => void;
}

const runs = new Set<Run>();
let stoppedBy: NodeJS.Signals | undefined;

function passOn(signal: NodeJS.Signals): void {
  stoppedBy = signal;
  for (const run of runs) run.child.kill(signal);
}

/** A process ended by other means (process.exit) leaves no scratch folder either. */
function cleanUpAll(): void {
  for (const run of runs) {
    run.child.kill('SIGTERM');
    run.cleanUp();
  }
}

function started(run: Run): void {
  if (runs.size === 0) {
    for (const signal of STOP_SIGNALS) process.on(signal, passOn);
    process.on('exit', cleanUpAll);
  }
  runs.add(run);
}

/** Once the last run is cleaned up, a signal that stopped it ends this process as it would have. */
function ended(run: Run): void {
  runs.delete(run);
  if (runs.size > 0) return;
  for (const signal of STOP_SIGNALS) process.off(signal, passOn);
  process.off('exit', cleanUpAll);
  if (stoppedBy) process.kill(process.pid, stoppedBy);
}

/** Whether process `pid` is running (a process of another user counts). */
function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Removes the scratch folders of runs whose process is gone (killed before it could clean up). */
function removeAbandonedRuns(runsDir: string): void {
  for (const name of existsSync(runsDir) ? readdirSync(runsDir) : []) {
    const pid = Number(/^(\d+)-/.exec(name)?.[1]);
    if (pid > 0 && !isRunning(pid)) rmSync(path.join(runsDir, name), {recursive: true, force: true});
  }
}

export async function buildReference(specFile: string, outDir: string, options: BuildOptions = {}): Promise<BuildResult> {
  const spec = path.resolve(callerDir, specFile);
  const out = path.resolve(callerDir, outDir);
  const refuse = (message: string): BuildResult => {
    if (!options.capture) console.error(message);
    return {status: 1, output: message, warnings: {}};
  };
  if (!existsSync(spec)) return refuse(`build:reference: ${specFile}: no such file`);
  const linkProblem = options.linkBase === undefined ? undefined : linkBaseProblem(options.linkBase);
  if (linkProblem) return refuse(`build:reference: ${linkProblem}`);
  const langProblem = options.lang === undefined ? undefined : languageTagProblem(options.lang);
  if (langProblem) return refuse(`build:reference: ${langProblem}`);
  const staging = `${out}.building`;
  rmSync(staging, {recursive: true, force: true});
  // This run's scratch folder: its own docs folder (which the docs plugin checks exists before
  // the reference is generated into it), Docusaurus's generated files and the warnings.
  const runsDir = path.join(siteDir, REFERENCE_RUNS_DIR);
  removeAbandonedRuns(runsDir);
  mkdirSync(runsDir, {recursive: true});
  const runDir = path.relative(siteDir, mkdtempSync(path.join(runsDir, `${process.pid}-`)));
  const files = referenceRunFiles(runDir);
  mkdirSync(path.join(siteDir, files.docsDir), {recursive: true});
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    GCM_REFERENCE_SPEC: spec,
    GCM_REFERENCE_STRICT: options.strict ? '1' : '0',
    GCM_REFERENCE_REPORT: path.join(siteDir, files.reportFile),
    GCM_REFERENCE_RUN_DIR: runDir,
    // Docusaurus's own switch for its generated folder (relative to the site; UPGRADING.md).
    DOCUSAURUS_GENERATED_FILES_DIR_NAME: files.generatedDir,
    NO_UPDATE_NOTIFIER: '1',
    ...REFERENCE_BUILD_ENV,
  };
  if (options.linkBase === undefined) delete env.GCM_REFERENCE_LINK_BASE;
  else env.GCM_REFERENCE_LINK_BASE = options.linkBase;
  if (options.lang === undefined) delete env.GCM_REFERENCE_LANG;
  else env.GCM_REFERENCE_LANG = options.lang;
  const child = spawn(
    process.execPath,
    [
      '--require',
      path.join(__dirname, 'lib', 'exitWhenDone.cjs'),
      require.resolve('@docusaurus/core/bin/docusaurus.mjs'),
      'build',
      '--out-dir',
      staging,
    ],
    {cwd: siteDir, stdio: options.capture ? ['ignore', 'pipe', 'pipe'] : 'inherit', env},
  );
  const run: Run = {
    child,
    cleanUp: () => {
      rmSync(path.join(siteDir, runDir), {recursive: true, force: true});
      if (existsSync(staging)) rmSync(staging, {recursive: true, force: true});
    },
  };
  started(run);
  let output = '';
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  try {
    const status = await new Promise<number>((resolve) => {
      child.on('error', (error) => {
        output += `${error.message}\n`;
        resolve(1);
      });
      child.on('close', (code) => resolve(code ?? 1));
    });
    const warnings: Record<string, number> = {};
    const reportFile = path.join(siteDir, files.reportFile);
    if (existsSync(reportFile)) {
      const report = JSON.parse(readFileSync(reportFile, 'utf8')) as {warnings: {rule?: string}[]};
      for (const warning of report.warnings) {
        warnings[warning.rule ?? 'other'] = (warnings[warning.rule ?? 'other'] ?? 0) + 1;
      }
    }
    if (status !== 0 || stoppedBy) return {status: status || 1, output, warnings: {}};
    rmSync(out, {recursive: true, force: true});
    renameSync(staging, out);
    const summary = warningSummary(warnings);
    if (options.capture) output += `${summary}\n`;
    else console.log(summary);
    return {status: 0, output, warnings};
  } finally {
    run.cleanUp();
    ended(run);
  }
}

if (require.main === module) {
  const parsed = parseArguments(process.argv.slice(2));
  if ('error' in parsed) {
    console.error(`build:reference: ${parsed.error}\n${USAGE}`);
    process.exit(2);
  }
  buildReference(parsed.spec, parsed.out, parsed.options).then((result) => {
    process.exitCode = result.status;
  });
}
