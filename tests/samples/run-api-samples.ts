/**
 * `npm run test:api-samples`: every code sample of every operation page, taken from the
 * built HTML (what a partner copies), run with its real toolchain against a mock of
 * api/openapi.json that validates each request (Stoplight Prism), behind a verifier that
 * checks the HMAC signature over the bytes received, the ±300 s timestamp window and nonce
 * reuse. PowerShell, which Debian does not package, is checked statically. The Postman
 * collection runs whole with newman, and its token request then a signed request run with no
 * token set. A deliberately wrong signing secret must be refused in the same run, so a pass
 * means something, and a sample with a variable it needs unset or empty must stop before it
 * sends anything, naming the variable. Then the polymorphic fixture's samples, of each shape
 * its variant pickers offer, run against a mock of that description (`runPolymorphicSamples`).
 * Prints a table of operations × languages. Needs `npm run build` and `npm run build:polymorphic` first.
 *
 * Usage: npm run test:api-samples   (toolchains: bash scripts/install-sample-toolchains.sh)
 */
import {spawn, spawnSync, type ChildProcess} from 'node:child_process';
import {createHash, createHmac} from 'node:crypto';
import {existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import {load} from 'cheerio';
import newman, {type NewmanRunExecution} from 'newman';
import {loadSpec, type ApiOperation, type SpecModel} from '../../plugins/openapi/model';
import type {Json} from '../support/json';
import {operationFor} from '../../plugins/openapi/postman';
import {missingEnvMessage} from '../../plugins/openapi/render/samples/envCheck';
import {sampleLanguages} from '../../plugins/openapi/render/samples/languages';
import type {ApiSampleRunner} from '../../plugins/openapi/render/samples/languages/types';
import {codeSampleLanguages} from '../../plugins/openapi/codeSampleLanguages';
import {printTable} from '../reference/corpus';

const root = path.resolve(__dirname, '../..');
const BUILD = path.join(root, 'build/docs/api/partner-api');
const COLLECTION = path.join(root, 'build/downloads/gcm-api.postman_collection.json');
const VERIFIER_PORT = 4390;
const PRISM_PORT = 4391;
const TIMESTAMP_WINDOW_SECONDS = 300;
const SIGNING_SECRET = 'sandbox-signing-secret-for-the-sample-run';
/** The one variable a sample may run without: it has a default. */
const ENV_OPTIONAL = 'GCM_API_BASE';
/** The collection's token request, and a signed request that needs its token. */
const TOKEN_OPERATION = 'OAuth2Authentication';
const SIGNED_OPERATION = 'ProvisionGiftCard';
const ENV = {
  GCM_API_BASE: `http://127.0.0.1:${VERIFIER_PORT}`,
  GCM_CLIENT_ID: 'cli_sbx_SampleRun01',
  GCM_CLIENT_SECRET: 'client-secret-for-the-sample-run',
  GCM_ACCESS_TOKEN: 'access-token-for-the-sample-run',
  GCM_PARTNER_ID: 'ptn_SampleRun01',
  GCM_SIGNING_SECRET: SIGNING_SECRET,
};
/** The signed sample of each language is run once with each of these unset or empty, and must stop before it sends anything. */
const MISSING_ENV: {name: keyof typeof ENV; value: undefined | ''}[] = [
  {name: 'GCM_SIGNING_SECRET', value: undefined},
  {name: 'GCM_ACCESS_TOKEN', value: ''},
];

/** How each language's samples are run, or checked statically, from the sample-language registry. */
const RUNNERS = new Map<string, ApiSampleRunner>(
  sampleLanguages.flatMap((l) => (l.apiRunner ? [[l.id, l.apiRunner] as const] : [])),
);
/** The languages whose samples run here, with their runners. */
const EXECUTED = new Map(
  [...RUNNERS].flatMap(([id, runner]) => ('staticCheck' in runner ? [] : [[id, runner] as const])),
);
/** Files the samples need that no command stands for (a jar, a Mono assembly). */
const NEEDED_FILES = sampleLanguages.flatMap((l) => l.toolchain.flatMap((need) => (need.file ? [need.file] : [])));

/** What the verifier saw of one request. */
interface Received {
  operation?: string;
  /** The Authorization header it carried. */
  authorization: string;
  problems: string[];
  status: number;
}

/** The samples on an operation page, by language id, as the reader sees them. */
function samplesOf(html: string): Map<string, string> {
  const $ = load(html);
  const samples = new Map<string, string>();
  $('.api-panel--request .api-panel__item').each((_, panel) => {
    const title = $(panel).find('[class^=codeBlockTitle]').first().text();
    const label = /\(([^)]+)\)$/.exec(title)?.[1];
    const language = codeSampleLanguages.find((l) => l.label === label);
    if (language && !samples.has(language.language)) samples.set(language.language, $(panel).find('pre code').text());
  });
  return samples;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function matchOperation(model: SpecModel, method: string, pathname: string): ApiOperation | undefined {
  return model.operations.find((op) => {
    if (op.method.toUpperCase() !== method) return false;
    const pattern = `^${escapeRegExp(op.path).replace(/\\\{[^}]+\\\}/g, '[^/]+')}$`;
    return new RegExp(pattern).test(pathname);
  });
}

/** The verifier: checks the signature of signed operations, then hands the request to Prism. */
function startVerifier(model: SpecModel, log: Received[]): http.Server {
  const nonces = new Set<string>();
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks);
      const target = request.url ?? '/';
      const op = matchOperation(model, request.method ?? 'GET', target.split('?')[0]);
      const entry: Received = {
        operation: op?.id,
        authorization: String(request.headers.authorization ?? ''),
        problems: [],
        status: 0,
      };
      log.push(entry);
      if (!op) entry.problems.push(`no operation at ${request.method} ${target}`);
      if (op && op.auth.signed) {
        const header = (name: string) => String(request.headers[name.toLowerCase()] ?? '');
        const [timestamp, nonce, signature] = ['X-Timestamp', 'X-Nonce', 'X-Signature'].map(header);
        if (header('X-Partner-Id') !== ENV.GCM_PARTNER_ID) entry.problems.push('X-Partner-Id is not the partner id');
        if (Math.abs(Number(timestamp) - Date.now() / 1000) > TIMESTAMP_WINDOW_SECONDS)
          entry.problems.push(`X-Timestamp ${timestamp} is outside ±${TIMESTAMP_WINDOW_SECONDS} s`);
        if (!nonce || nonces.has(nonce)) entry.problems.push(`X-Nonce "${nonce}" is missing or reused`);
        nonces.add(nonce);
        const stringToSign = [
          request.method,
          target,
          timestamp,
          nonce,
          createHash('sha256').update(body).digest('hex'),
        ].join('\n');
        const expected = createHmac('sha256', SIGNING_SECRET).update(stringToSign, 'utf8').digest('base64');
        if (signature !== expected) entry.problems.push('X-Signature does not match the bytes received');
      }
      if (entry.problems.length > 0) {
        entry.status = 401;
        response.writeHead(401, {'content-type': 'application/problem+json'});
        response.end(JSON.stringify({status: 401, code: 'invalid_signature', detail: entry.problems.join('; ')}));
        return;
      }
      const forward = http.request(
        {host: '127.0.0.1', port: PRISM_PORT, method: request.method, path: target, headers: request.headers},
        (upstream) => {
          entry.status = upstream.statusCode ?? 0;
          const violations = upstream.headers['sl-violations'];
          if (violations) entry.problems.push(`Prism: ${String(violations).slice(0, 300)}`);
          response.writeHead(upstream.statusCode ?? 502, upstream.headers);
          upstream.pipe(response);
        },
      );
      forward.on('error', (error) => {
        entry.problems.push(`Prism: ${error.message}`);
        response.writeHead(502);
        response.end();
      });
      forward.end(body);
    });
  });
  server.listen(VERIFIER_PORT, '127.0.0.1');
  return server;
}

async function startPrism(spec = 'api/openapi.json', port = PRISM_PORT): Promise<ChildProcess> {
  const bin = path.join(root, 'node_modules/.bin/prism');
  const prism = spawn(bin, ['mock', spec, '--port', String(port), '--host', '127.0.0.1'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  prism.stdout?.on('data', (chunk) => (output += chunk));
  prism.stderr?.on('data', (chunk) => (output += chunk));
  for (let waited = 0; waited < 60_000; waited += 250) {
    if (/Prism is listening/.test(output)) return prism;
    if (prism.exitCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  prism.kill();
  throw new Error(`Prism did not start:\n${output.slice(-2000)}`);
}

const have = (tool: string) => spawnSync('bash', ['-c', `command -v ${tool}`]).status === 0;

/** Runs a command without blocking this process, whose verifier must answer the sample. */
function run(command: string, args: string[], options: {cwd: string; env: NodeJS.ProcessEnv}) {
  return new Promise<{status: number | null; output: string; stderr: string}>((resolve) => {
    const child = spawn(command, args, {...options, stdio: ['ignore', 'pipe', 'pipe']});
    let output = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => {
      output += chunk;
      stderr += chunk;
    });
    const timer = setTimeout(() => child.kill('SIGKILL'), 120_000);
    child.on('error', (error) => (output += String(error)));
    child.on('close', (status) => {
      clearTimeout(timer);
      resolve({status, output, stderr});
    });
  });
}

/** Runs one sample; `env` is laid over this process's environment, and a name set to undefined is removed. */
async function runSample(
  language: string,
  code: string,
  dir: string,
  env: Record<string, string | undefined>,
): Promise<{ok: boolean; status: number | null; output: string; stderr: string}> {
  const runner = EXECUTED.get(language);
  if (!runner) return {ok: false, status: null, output: `${language}: no runner`, stderr: ''};
  mkdirSync(dir, {recursive: true});
  const file = path.join(dir, runner.file);
  writeFileSync(file, code);
  const options = {cwd: dir, env: {...process.env, ...env}};
  if (runner.build) {
    const [command, args] = runner.build(file, dir);
    const built = await run(command, args, options);
    if (built.status !== 0) return {ok: false, status: built.status, output: `build: ${built.output}`, stderr: ''};
  }
  const [command, args] = runner.run(file, dir);
  const ran = await run(command, args, options);
  return {ok: ran.status === 0, ...ran};
}

/** The collection's variables as a partner sets them. */
const POSTMAN_ENV: Record<string, string> = {
  baseUrl: ENV.GCM_API_BASE,
  accessToken: ENV.GCM_ACCESS_TOKEN,
  clientId: ENV.GCM_CLIENT_ID,
  clientSecret: ENV.GCM_CLIENT_SECRET,
  partnerId: ENV.GCM_PARTNER_ID,
  signingSecret: ENV.GCM_SIGNING_SECRET,
};

/** Runs a Postman collection (by default the downloadable one, whole) against the verifier with `variables` set. */
function runCollection(
  variables = POSTMAN_ENV,
  collection = JSON.parse(readFileSync(COLLECTION, 'utf8')),
): Promise<{failures: string[]; executions: NewmanRunExecution[]}> {
  return new Promise((resolve) => {
    newman.run(
      {collection, envVar: Object.entries(variables).map(([key, value]) => ({key, value})), reporters: []},
      (error, summary) => {
        const failures = error
          ? [String(error)]
          : summary.run.failures.map((f) => `${f.source?.name}: ${f.error.message}`);
        resolve({failures, executions: error ? [] : summary.run.executions});
      },
    );
  });
}

/** The requests of a collection, out of their folders. */
function collectionRequests(items: Json[]): Json[] {
  return items.flatMap((item) => (Array.isArray(item.item) ? collectionRequests(item.item) : [item]));
}

/**
 * The token request, then a signed request, with no accessToken set anywhere: the token
 * request must store the token it gets, and the signed request must succeed and send exactly
 * that token. Prism only checks that a bearer token is there, so the value is compared here.
 */
async function runTokenThenSigned(model: SpecModel, log: Received[]): Promise<string[]> {
  const collection = JSON.parse(readFileSync(COLLECTION, 'utf8'));
  const requests = collectionRequests(collection.item ?? []);
  const ops = [TOKEN_OPERATION, SIGNED_OPERATION].map((id) => model.operationById.get(id));
  const items = ops.map((op) => requests.find((item) => op && operationFor(model, item.request) === op));
  if (!items[0] || !items[1]) return [`no ${items[0] ? SIGNED_OPERATION : TOKEN_OPERATION} request in the collection`];
  const preset = (collection.variable ?? []).find((v: Json) => v.key === 'accessToken')?.value;
  const problems = preset ? [`the collection presets accessToken to "${preset}"`] : [];
  const variables = Object.fromEntries(Object.entries(POSTMAN_ENV).filter(([key]) => key !== 'accessToken'));
  const before = log.length;
  const run = await runCollection(variables, {...collection, item: items});
  const seen = log.slice(before);
  const issued = JSON.parse(run.executions[0]?.response?.text() || '{}').access_token;
  problems.push(
    ...run.failures,
    ...(seen.map((r) => r.operation).join() === ops.map((op) => op?.id).join()
      ? []
      : [`the verifier saw ${seen.map((r) => r.operation).join(', ') || 'nothing'}`]),
    ...seen.flatMap((r) => r.problems.map((p) => `${r.operation}: ${p}`)),
    ...seen.filter((r) => r.status < 200 || r.status >= 300).map((r) => `${r.operation}: answered ${r.status}`),
    ...(typeof issued === 'string' && issued !== '' ? [] : ['the token response has no access_token']),
    ...(seen[1] && seen[1].authorization !== `Bearer ${issued}`
      ? [`${SIGNED_OPERATION} sent "${seen[1].authorization}", not the token issued ("Bearer ${issued}")`]
      : []),
  );
  return problems;
}

/**
 * The polymorphic fixture (tests/fixtures/openapi/polymorphic.yaml), built alone in
 * build-polymorphic/ (npm run build:polymorphic): the samples of each operation page and of
 * every shape its variant pickers offer (the site's api-variants/ files) run against a Prism
 * mock of that description, which refuses a body that is not exactly one of its shapes.
 */
const POLYMORPHIC_SPEC = 'tests/fixtures/openapi/polymorphic.yaml';
const POLYMORPHIC_BUILD = path.join(root, 'build-polymorphic');
const POLYMORPHIC_PORT = 4392;
const POLYMORPHIC_ENV = {
  API_BASE: `http://127.0.0.1:${POLYMORPHIC_PORT}`,
  API_ACCESS_TOKEN: 'token-for-the-sample-run',
};

/** Each distinct sample of an operation page and of its shapes' files, by language, with where it came from. */
function polymorphicSamples(opId: string): {language: string; code: string; shape: string}[] {
  const all: {language: string; code: string; shape: string}[] = [];
  const seen = new Set<string>();
  const add = (language: string, code: string, shape: string) => {
    if (seen.has(`${language}\n${code}`)) return;
    seen.add(`${language}\n${code}`);
    all.push({language, code, shape});
  };
  const page = readFileSync(path.join(POLYMORPHIC_BUILD, 'docs/api/partner-api', `${opId}.html`), 'utf8');
  for (const [language, code] of samplesOf(page)) add(language, code, 'the page');
  const folder = path.join(POLYMORPHIC_BUILD, 'api-variants', opId);
  const files = existsSync(folder) ? readdirSync(folder).filter((file) => file.startsWith('request-body-')) : [];
  for (const file of files.sort()) {
    const {samples} = JSON.parse(readFileSync(path.join(folder, file), 'utf8')) as {samples: Record<string, string>};
    for (const [language, html] of Object.entries(samples))
      add(language, load(`<pre>${html}</pre>`)('pre').text(), file);
  }
  return all;
}

async function runPolymorphicSamples(work: string): Promise<{passed: number; failed: number; rows: string[][]}> {
  if (!existsSync(path.join(POLYMORPHIC_BUILD, 'index.html'))) {
    console.error('  polymorphic: build-polymorphic/ is missing; run `npm run build:polymorphic` first.');
    return {passed: 0, failed: 1, rows: []};
  }
  const model = await loadSpec(POLYMORPHIC_SPEC, {cwd: root});
  const prism = await startPrism(POLYMORPHIC_SPEC, POLYMORPHIC_PORT);
  const rows: string[][] = [];
  let passed = 0;
  let failed = 0;
  try {
    for (const op of model.operations) {
      const counts = new Map<string, {ok: number; all: number}>();
      const samples = polymorphicSamples(op.id).filter(({language}) => RUNNERS.has(language));
      // Each sample in a folder of its own, two at a time (the mock answers each by itself).
      const checked = await inPool(samples, async ({language, code}, index) => {
        const runner = RUNNERS.get(language)!;
        if ('staticCheck' in runner) return runner.staticCheck(code, false, 'API_BASE');
        const dir = path.join(work, 'polymorphic', op.id, language, String(index));
        const result = await runSample(language, code, dir, POLYMORPHIC_ENV);
        return result.ok && /\b2\d\d\b/.test(result.output) ? [] : [`failed: ${result.output.trim().slice(-600)}`];
      });
      for (const [index, {language, shape}] of samples.entries()) {
        const problems = checked[index];
        const count = counts.get(language) ?? {ok: 0, all: 0};
        count.all += 1;
        if (problems.length === 0) {
          count.ok += 1;
          passed += 1;
        } else {
          failed += 1;
          for (const problem of problems) console.error(`  polymorphic ${op.id} ${language} (${shape}): ${problem}`);
        }
        counts.set(language, count);
      }
      // The mock must refuse a body that is no shape of its variants, or a pass above would mean nothing.
      const bank = polymorphicSamples(op.id).find(
        (sample) => sample.language === 'python' && sample.code.includes('"type": "bank_transfer"'),
      );
      if (bank) {
        const wrong = bank.code.replace('"type": "bank_transfer"', '"type": "card"');
        const result = await runSample('python', wrong, path.join(work, 'polymorphic', 'wrong-shape'), POLYMORPHIC_ENV);
        const refused = !(result.ok && /\b2\d\d\b/.test(result.output));
        console.log(
          `\nA bank transfer sent as a card on ${op.id}: ${refused ? 'refused by the mock, as it must be' : 'NOT refused'}`,
        );
        if (refused) passed += 1;
        else failed += 1;
      }
      rows.push([
        op.id,
        ...codeSampleLanguages.map((l) => {
          const count = counts.get(l.language);
          return count ? `${count.ok}/${count.all}${EXECUTED.has(l.language) ? '' : ' static'}` : '-';
        }),
      ]);
    }
  } finally {
    prism.kill();
  }
  return {passed, failed, rows};
}

/** How many samples run at once: most run on one core, and the machine has two. */
const SAMPLE_RUNS_AT_ONCE = 2;

/** `task` over `items`, SAMPLE_RUNS_AT_ONCE at a time; the results in the order of `items`. */
async function inPool<T, R>(items: readonly T[], task: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next;
      next += 1;
      results[index] = await task(items[index], index);
    }
  };
  await Promise.all(Array.from({length: Math.min(SAMPLE_RUNS_AT_ONCE, items.length)}, worker));
  return results;
}

/**
 * Runs (or checks statically) each language's sample on `op`'s page against the verifier. A run
 * is judged by the requests the verifier received for this operation (or for none) while it
 * ran: exactly one, signed right and answered 2xx.
 */
async function checkOperationSamples(
  op: SpecModel['operations'][number],
  log: Received[],
  work: string,
): Promise<{id: string; results: {language: string; problems: string[]}[]}> {
  const samples = samplesOf(readFileSync(path.join(BUILD, `${op.id}.html`), 'utf8'));
  const results: {language: string; problems: string[]}[] = [];
  for (const {language} of codeSampleLanguages) {
    const code = samples.get(language);
    let problems: string[];
    if (code === undefined) problems = ['no sample on the page'];
    else if (!EXECUTED.has(language)) {
      const runner = RUNNERS.get(language);
      problems =
        runner && 'staticCheck' in runner
          ? runner.staticCheck(code, op.auth.signed, ENV_OPTIONAL)
          : [`no runner (apiRunner in plugins/openapi/render/samples/languages/${language}.ts)`];
    } else {
      const before = log.length;
      const result = await runSample(language, code, path.join(work, op.id, language), ENV);
      const seen = log.slice(before).filter((r) => r.operation === op.id || r.operation === undefined);
      problems = [
        ...(result.ok ? [] : [`exited with an error: ${result.output.trim().slice(-600)}`]),
        ...(seen.length === 1 ? [] : [`made ${seen.length} requests, not 1`]),
        ...seen.flatMap((r) => r.problems),
        ...seen.filter((r) => r.status < 200 || r.status >= 300).map((r) => `answered ${r.status}`),
      ];
      if (problems.length === 0 && !/\b2\d\d\b/.test(result.output)) problems.push('printed no 2xx status');
    }
    results.push({language, problems});
  }
  return {id: op.id, results};
}

async function main(): Promise<number> {
  if (!existsSync(BUILD)) {
    console.error('test:api-samples: build/ has no API reference; run `npm run build` first.');
    return 1;
  }
  const missing = [...EXECUTED.values()]
    .flatMap((r) => r.tools)
    .filter((tool, i, all) => all.indexOf(tool) === i && !have(tool));
  const missingFiles = NEEDED_FILES.filter((file) => !existsSync(file));
  if (missing.length > 0 || missingFiles.length > 0) {
    console.error(
      `test:api-samples: missing ${[...missing, ...missingFiles].join(', ')}; run bash scripts/install-sample-toolchains.sh`,
    );
    return 1;
  }
  const model = await loadSpec('api/openapi.json', {cwd: root});
  const log: Received[] = [];
  const prism = await startPrism();
  const verifier = startVerifier(model, log);
  const work = mkdtempSync(path.join(os.tmpdir(), 'gcm-api-samples-'));
  const rows: string[][] = [];
  let failed = 0;
  let passed = 0;
  try {
    // Two operations' samples run at a time; each sees only the requests for its own operation.
    const checked = await inPool(model.operations, (op) => checkOperationSamples(op, log, work));
    for (const {id, results} of checked) {
      const row = [id];
      for (const {language, problems} of results) {
        if (problems.length > 0) {
          failed += 1;
          for (const problem of problems) console.error(`  ${id} ${language}: ${problem}`);
        } else passed += 1;
        row.push(problems.length > 0 ? 'FAIL' : EXECUTED.has(language) ? 'ok' : 'static');
      }
      rows.push(row);
    }
    // The Postman collection, run by newman with only its variables set.
    const beforeCollection = log.length;
    const summary = await runCollection();
    const seen = log.slice(beforeCollection);
    const postmanProblems = [
      ...summary.failures,
      ...(seen.length === model.operations.length
        ? []
        : [`made ${seen.length} requests, not ${model.operations.length}`]),
      ...seen.flatMap((r) => r.problems.map((p) => `${r.operation}: ${p}`)),
      ...seen.filter((r) => r.status < 200 || r.status >= 300).map((r) => `${r.operation}: answered ${r.status}`),
    ];
    for (const problem of postmanProblems) console.error(`  postman: ${problem}`);
    const postmanPassed = seen.filter((r) => r.problems.length === 0 && r.status >= 200 && r.status < 300).length;
    console.log(`\nPostman collection (newman): ${postmanPassed} of ${model.operations.length} requests passed`);
    if (postmanProblems.length > 0) failed += 1;
    else passed += 1;

    // The token request stores its token: the requests after it need none set by hand.
    const tokenProblems = await runTokenThenSigned(model, log);
    for (const problem of tokenProblems) console.error(`  postman token: ${problem}`);
    console.log(
      `\nPostman ${TOKEN_OPERATION} then ${SIGNED_OPERATION}, no accessToken set: ${tokenProblems.length === 0 ? 'the token issued was stored and sent' : 'FAILED'}`,
    );
    if (tokenProblems.length > 0) failed += 1;
    else passed += 1;

    // A wrong secret must be refused, or a pass above would mean nothing.
    const signedOp = model.operations.find((op) => op.auth.signed)!;
    const code = samplesOf(readFileSync(path.join(BUILD, `${signedOp.id}.html`), 'utf8')).get('python')!;
    const before = log.length;
    await runSample('python', code, path.join(work, 'wrong-secret'), {...ENV, GCM_SIGNING_SECRET: 'not-the-secret'});
    const refused = log.slice(before).some((r) => r.problems.some((p) => p.startsWith('X-Signature')));
    console.log(
      `\nA wrong signing secret on ${signedOp.id}: ${refused ? 'refused by the verifier, as it must be' : 'NOT refused'}`,
    );
    if (!refused) failed += 1;

    // A variable unset or empty must stop the sample before it sends anything, naming the variable.
    const signedSamples = samplesOf(readFileSync(path.join(BUILD, `${signedOp.id}.html`), 'utf8'));
    let stopped = 0;
    let missingRuns = 0;
    for (const language of EXECUTED.keys()) {
      for (const {name, value} of MISSING_ENV) {
        const sample = signedSamples.get(language);
        const runBefore = log.length;
        const result = sample
          ? await runSample(language, sample, path.join(work, 'missing-env', language), {...ENV, [name]: value})
          : undefined;
        const problems = !result
          ? ['no sample on the page']
          : [
              ...(result.status === 0 ? ['exited with status 0'] : []),
              ...(result.stderr.includes(missingEnvMessage(name))
                ? []
                : [`did not say "${missingEnvMessage(name)}" on stderr: ${result.output.trim().slice(-300)}`]),
              ...(log.length === runBefore ? [] : [`sent ${log.length - runBefore} request(s) first`]),
            ];
        missingRuns += 1;
        if (problems.length === 0) stopped += 1;
        for (const problem of problems)
          console.error(
            `  ${signedOp.id} ${language} with ${name} ${value === undefined ? 'unset' : 'empty'}: ${problem}`,
          );
      }
    }
    console.log(
      `\nA required variable unset or empty on ${signedOp.id}: ${stopped} of ${missingRuns} runs stopped first, named it and exited non-zero`,
    );
    if (stopped === missingRuns) passed += 1;
    else failed += 1;

    // Every shape of the polymorphic fixture's bodies, sent by every language.
    const polymorphic = await runPolymorphicSamples(work);
    passed += polymorphic.passed;
    failed += polymorphic.failed;
    console.log('\nThe polymorphic fixture: each distinct sample of a page and of each shape it offers, ok/run');
    printTable(['operation', ...codeSampleLanguages.map((l) => l.label)], polymorphic.rows);
  } finally {
    verifier.close();
    prism.kill();
    rmSync(work, {recursive: true, force: true});
  }
  printTable(['operation', ...codeSampleLanguages.map((l) => l.label)], rows);
  console.log('\nPowerShell is not packaged for Debian: its samples are checked statically ("static").');
  console.log(`\napi-samples: ${passed} passed, ${failed} failed`);
  return failed;
}

main().then(
  (failed) => process.exit(failed === 0 ? 0 : 1),
  (error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
