#!/usr/bin/env node
/**
 * Runs every request-signing sample in examples/signing against every vector in
 * src/data/signing-vectors.json and compares the four headers it prints, so no sample on the
 * guide page has gone unexecuted. A sample whose toolchain cannot exist here (PowerShell on
 * Debian) is checked statically instead, and says so. Exits 1 on any failure.
 *
 * Usage: npm run test:samples   (installs the toolchains with scripts/install-sample-toolchains.sh when root)
 */
import {spawnSync, type SpawnSyncOptionsWithStringEncoding, type SpawnSyncReturns} from 'node:child_process';
import {createHash, createHmac} from 'node:crypto';
import {chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {signingVectors as vectors, vectorBodyText, type SigningVector} from '../../src/data/signingVectors';
import {sampleLanguages} from '../../plugins/openapi/render/samples/languages';
import type {SigningSampleRunner} from '../../plugins/openapi/render/samples/languages/types';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const examples = path.join(root, 'examples/signing');
const work = mkdtempSync(path.join(tmpdir(), 'gcm-signing-samples-'));
const SANDBOX_URL = 'https://sandbox.api.gcm.example';
const INSTALL_HINT = 'install it with: bash scripts/install-sample-toolchains.sh';

/**
 * How each sample is built (once) and run, from its language's module in the sample-language
 * registry (plugins/openapi/render/samples/languages): `file` is the program in
 * examples/signing that the code samples copy their signing function from.
 */
interface Sample extends Partial<SigningSampleRunner> {
  language: string;
  file: string;
}

const samples: Sample[] = sampleLanguages.map((l) => ({
  language: l.id,
  file: l.signing?.file ?? '',
  ...l.signingRunner,
}));

function run(
  command: string,
  args: string[],
  options: Partial<SpawnSyncOptionsWithStringEncoding> = {},
): SpawnSyncReturns<string> {
  return spawnSync(command, args, {encoding: 'utf8', timeout: 180_000, ...options});
}

function hasCommand(command: string): boolean {
  return run('sh', ['-c', 'command -v "$1"', 'sh', command]).status === 0;
}

function toolchainVersion(sample: Sample): string {
  if (!sample.version) return 'unknown version';
  const result = run(...sample.version.command);
  const version = `${result.stdout}${result.stderr}`.match(/\d+\.\d+(\.\d+)?/)?.[0] ?? 'unknown version';
  return `${sample.version.tool} ${version}`;
}

/** The scheme once more, with node:crypto: only to check samples run with their own timestamp and nonce. */
function expectedSignature(
  secret: string,
  method: string,
  requestPath: string,
  timestamp: string,
  nonce: string,
  body: Buffer,
): string {
  const bodySha256 = createHash('sha256').update(body).digest('hex');
  const stringToSign = [method.toUpperCase(), requestPath, timestamp, nonce, bodySha256].join('\n');
  return createHmac('sha256', Buffer.from(secret, 'utf8')).update(stringToSign, 'utf8').digest('base64');
}

function sampleEnv(
  vector: SigningVector,
  {withOverrides = true, extraPath}: {withOverrides?: boolean; extraPath?: string} = {},
): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    // Java decodes environment variables with the locale's charset; partners run with UTF-8 locales.
    LANG: 'C.UTF-8',
    LC_ALL: 'C.UTF-8',
    GCM_PARTNER_ID: vector.partnerId,
    GCM_SIGNING_SECRET: vector.secret,
  };
  delete env.GCM_TIMESTAMP;
  delete env.GCM_NONCE;
  if (withOverrides) Object.assign(env, {GCM_TIMESTAMP: vector.timestamp, GCM_NONCE: vector.nonce});
  if (extraPath) env.PATH = `${extraPath}${path.delimiter}${env.PATH}`;
  return env;
}

/** Writes the vector's body to a file; an empty body is passed by leaving BODY_FILE out. */
function bodyArgs(vector: SigningVector): {bytes: Buffer; args: string[]} {
  const bytes = Buffer.from(vectorBodyText(vector), 'utf8');
  if (bytes.length !== vector.bodyByteLength) throw new Error(`${vector.name}: body rebuilt to ${bytes.length} bytes`);
  if (bytes.length === 0) return {bytes, args: []};
  const file = path.join(work, `${vector.name}.body`);
  writeFileSync(file, bytes);
  return {bytes, args: [file]};
}

function outputLines(
  result: SpawnSyncReturns<string>,
): {error: string; lines?: undefined} | {error?: undefined; lines: string[]} {
  if (result.error) return {error: result.error.message};
  if (result.status !== 0)
    return {error: `exit ${result.status}: ${(result.stderr || result.stdout).trim().slice(0, 300)}`};
  return {lines: result.stdout.replace(/\r\n/g, '\n').replace(/\n$/, '').split('\n')};
}

function compareHeaders(
  lines: string[],
  expected: Pick<SigningVector, 'partnerId' | 'timestamp' | 'nonce' | 'signature'>,
): string | null {
  const want = [
    `X-Partner-Id: ${expected.partnerId}`,
    `X-Timestamp: ${expected.timestamp}`,
    `X-Nonce: ${expected.nonce}`,
    `X-Signature: ${expected.signature}`,
  ];
  if (lines.length !== 4) return `printed ${lines.length} lines, expected exactly 4:\n${lines.join('\n')}`;
  const wrong = want.findIndex((line, i) => lines[i] !== line);
  return wrong === -1 ? null : `line ${wrong + 1}: got "${lines[wrong]}", expected "${want[wrong]}"`;
}

/** Runs the sample with no GCM_TIMESTAMP/GCM_NONCE: the defaults must be now, a fresh nonce and a valid signature. */
function checkDefaults(command: string, args: string[], vector: SigningVector): string | null {
  const {bytes, args: extra} = bodyArgs(vector);
  const before = Math.floor(Date.now() / 1000);
  const out = outputLines(
    run(command, [...args, vector.method, vector.path, ...extra], {env: sampleEnv(vector, {withOverrides: false})}),
  );
  if (out.error !== undefined) return out.error;
  const [, timestamp = '', nonce = ''] = out.lines.map((line) => line.replace(/^[^:]*: /, ''));
  if (!/^\d+$/.test(timestamp) || Math.abs(Number(timestamp) - before) > 60) {
    return `default X-Timestamp "${timestamp}" is not the current Unix time in seconds`;
  }
  if (!/^[0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}$/i.test(nonce)) {
    return `default X-Nonce "${nonce}" is not a random UUID or 32 hex digits`;
  }
  const signature = expectedSignature(vector.secret, vector.method, vector.path, timestamp, nonce, bytes);
  return compareHeaders(out.lines, {...vector, timestamp, nonce, signature});
}

/** curl --send: a stub curl on PATH records its arguments, so nothing leaves the machine. */
function checkCurlSend(command: string, args: string[]): string | null {
  const vector = vectors.find((v) => v.bodyByteLength > 0 && v.path.length > 1);
  if (!vector) return 'no vector has a body and a path to send';
  const stubDir = path.join(work, 'curl-stub');
  const record = path.join(stubDir, 'args');
  run('mkdir', ['-p', stubDir]);
  writeFileSync(path.join(stubDir, 'curl'), `#!/bin/sh\nprintf '%s\\n' "$@" > '${record}'\n`);
  chmodSync(path.join(stubDir, 'curl'), 0o755);
  const {args: extra} = bodyArgs(vector);
  const env = {
    ...sampleEnv(vector, {extraPath: stubDir}),
    GCM_ACCESS_TOKEN: 'test-token',
    GCM_IDEMPOTENCY_KEY: 'idem-key-1',
  };
  const out = outputLines(run(command, [...args, '--send', vector.method, vector.path, ...extra], {env}));
  if (out.error !== undefined) return out.error;
  const headerProblem = compareHeaders(out.lines, vector);
  if (headerProblem) return `--send: ${headerProblem}`;
  const sent = readFileSync(record, 'utf8').split('\n');
  const needed = [
    '--path-as-is',
    '--request',
    vector.method,
    `X-Signature: ${vector.signature}`,
    `X-Partner-Id: ${vector.partnerId}`,
    'Authorization: Bearer test-token',
    'Idempotency-Key: idem-key-1',
    `@${extra[0]}`,
    `${SANDBOX_URL}${vector.path}`,
  ];
  const absent = needed.filter((arg) => !sent.includes(arg));
  return absent.length === 0 ? null : `--send: curl was not called with ${absent.join(', ')}`;
}

type Row = Record<'language' | 'toolchain' | 'how' | 'vectors' | 'extra' | 'result', string>;

const rows: Row[] = [];
let passed = 0;
let failed = 0;
let pairsRun = 0;
let extraRuns = 0;
let staticChecks = 0;
const failures: string[] = [];

function fail(language: string, message: string) {
  failed += 1;
  failures.push(`${language}: ${message}`);
}

try {
  for (const sample of samples) {
    const row: Row = {language: sample.language, toolchain: '', how: '', vectors: '-', extra: '-', result: ''};
    rows.push(row);
    if (!sample.run || !sample.tools || !sample.how || !sample.file) {
      const what = [sample.file ? '' : 'no signing example', sample.run ? '' : 'no signing-sample runner'];
      fail(
        sample.language,
        `${what.filter(Boolean).join(', ')} in plugins/openapi/render/samples/languages/${sample.language}.ts`,
      );
      Object.assign(row, {how: 'not run', result: 'FAIL'});
      continue;
    }
    const file = path.join(examples, sample.file);
    const missing = sample.tools.filter((tool) => !hasCommand(tool));

    if (missing.length > 0 && sample.staticCheck) {
      const reason = sample.unavailableBecause ?? `${missing.join(', ')} not found`;
      console.log(`${sample.language}: NOT EXECUTED — ${reason}; checked statically instead`);
      const {assertions, problems} = sample.staticCheck(readFileSync(file, 'utf8'));
      staticChecks += 1;
      Object.assign(row, {toolchain: `${missing.join(', ')} not found`, how: `static check, ${assertions} assertions`});
      if (problems.length === 0) {
        passed += 1;
        row.result = 'static ok';
      } else {
        fail(sample.language, `static check: ${problems.join('; ')}`);
        row.result = 'FAIL';
      }
      continue;
    }
    if (missing.length > 0) {
      fail(sample.language, `${missing.join(', ')} not found; ${INSTALL_HINT}`);
      Object.assign(row, {toolchain: `${missing.join(', ')} not found`, how: 'not run', result: 'FAIL'});
      continue;
    }

    row.toolchain = toolchainVersion(sample);
    const dir = path.join(work, sample.language);
    run('mkdir', ['-p', dir]);
    if (sample.build) {
      const [command, args] = sample.build(file, dir);
      const built = run(command, args, {cwd: dir});
      if (built.status !== 0) {
        fail(sample.language, `build failed: ${(built.error?.message ?? built.stderr ?? '').trim().slice(0, 500)}`);
        Object.assign(row, {how: `${sample.how}: build failed`, result: 'FAIL'});
        continue;
      }
    }
    const [command, args] = sample.run(file, dir);
    row.how = sample.how;

    let ok = 0;
    for (const vector of vectors) {
      pairsRun += 1;
      const {args: extra} = bodyArgs(vector);
      const out = outputLines(run(command, [...args, vector.method, vector.path, ...extra], {env: sampleEnv(vector)}));
      const problem = out.error ?? compareHeaders(out.lines, vector);
      if (problem) fail(sample.language, `${vector.name}: ${problem}`);
      else {
        passed += 1;
        ok += 1;
      }
    }
    row.vectors = `${ok}/${vectors.length}`;

    const extras: [string, () => string | null][] = [['defaults', () => checkDefaults(command, args, vectors[0])]];
    if (sample.language === 'curl') extras.push(['--send', () => checkCurlSend(command, args)]);
    const extraResults = extras.map(([name, check]) => {
      extraRuns += 1;
      const problem = check();
      if (problem) fail(sample.language, `${name}: ${problem}`);
      else passed += 1;
      return `${name} ${problem ? 'FAIL' : 'ok'}`;
    });
    row.extra = extraResults.join(', ');
    row.result = ok === vectors.length && extraResults.every((r) => r.endsWith('ok')) ? 'pass' : 'FAIL';
  }
} finally {
  rmSync(work, {recursive: true, force: true});
}

const columns: (keyof Row)[] = ['language', 'toolchain', 'how', 'vectors', 'extra', 'result'];
const widths = columns.map((c) => Math.max(c.length, ...rows.map((r) => r[c].length)));
const line = (cells: string[]) =>
  cells
    .map((cell, i) => cell.padEnd(widths[i]))
    .join('  ')
    .trimEnd();
console.log(`\n${line(columns)}\n${line(widths.map((w) => '-'.repeat(w)))}`);
for (const row of rows) console.log(line(columns.map((c) => row[c])));

if (failures.length > 0)
  console.log(`\nFailures:\n${failures.map((f) => `  ${f.replace(/\n/g, '\n    ')}`).join('\n')}`);
console.log(
  `\n${pairsRun} sample×vector runs, ${extraRuns} extra runs (default timestamp and nonce; curl --send with a stub curl), ` +
    `${staticChecks} static check${staticChecks === 1 ? '' : 's'}`,
);
console.log(`signing-samples: ${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
