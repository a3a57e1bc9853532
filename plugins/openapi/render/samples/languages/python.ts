/** Python 3.8+, standard library only (urllib). */
import {envCheckLines} from '../envCheck';
import {signingFunction} from '../signingCode';
import type {SampleLanguage, SigningExtraction} from './types';
import {bodyComment, contentType, headerLines, runtimeHeaderLines, valueCode, type Template} from '../template';

const str = (text: string) => JSON.stringify(text);
const env = (name: string) => `os.environ[${str(name)}]`;
const value = (v: Parameters<typeof valueCode>[0]) => valueCode(v, str, env, (a, b) => `${a} + ${b}`);

/** A triple-quoted Python string holding `text` exactly. */
function block(text: string): string {
  return `"""${text.replace(/\\/g, '\\\\').replace(/"""/g, '\\"\\"\\"')}"""`;
}

/** The signing function the samples copy from examples/signing. */
const signing: SigningExtraction = {file: 'python/sign.py', start: /^def sign_request\(/, end: /^\s+return /};

const template: Template = (sample) => {
  const {request} = sample;
  const signed = request.signing !== undefined;
  const imports = new Set(['os', 'urllib.error', 'urllib.request']);
  if (signed) ['base64', 'hashlib', 'hmac', 'time', 'uuid'].forEach((m) => imports.add(m));
  if (request.idempotencyKey) imports.add('uuid');
  if (request.signingHeaders) ['time', 'uuid'].forEach((m) => imports.add(m));
  if (request.basic) imports.add('base64');
  if (request.queryEnv.length > 0 || request.body?.kind === 'form') imports.add('urllib.parse');
  const lines = headerLines(sample, 'Python 3.8+, standard library only.', 'python3 sample.py').map((l) => `# ${l}`);
  lines.push(...[...imports].sort().map((m) => `import ${m}`), '');
  if (signed) lines.push('', signingFunction(signing), '', '');
  lines.push(
    ...envCheckLines(request, (names, message) => [
      `for name in [${names.map(str).join(', ')}]:`,
      '    if not os.environ.get(name):',
      `        raise SystemExit(f"${message('{name}')}")`,
      '',
    ]),
  );
  lines.push(`base = os.environ.get(${str(request.base.env)}, ${str(request.base.default)})`);
  lines.push(`target = ${str(request.path + request.query)}`);
  if (request.queryEnv.length > 0) {
    const params = request.queryEnv.map((q) => `${str(q.name)}: ${value(q.value)}`).join(', ');
    lines.push(`target += ("&" if "?" in target else "?") + urllib.parse.urlencode({${params}})`);
  }
  const body = request.body;
  if (body?.kind === 'text') lines.push(`# ${bodyComment(request)}`, `body = ${block(body.text)}.encode("utf-8")`);
  else if (body?.kind === 'form') {
    // Pairs, not a dict: a list field repeats its name.
    const fields = body.fields.map((f) => `    (${str(f.name)}, ${value(f.value)}),`);
    lines.push('body = urllib.parse.urlencode([', ...fields, ']).encode("utf-8")');
  } else lines.push('body = b""');
  lines.push('headers = {');
  if (request.bearer) lines.push(`    "Authorization": "Bearer " + ${env(request.bearer.env)},`);
  const type = contentType(request);
  if (type) lines.push(`    "Content-Type": ${str(type)},`);
  for (const header of request.headers) lines.push(`    ${str(header.name)}: ${value(header.value)},`);
  lines.push('}');
  if (request.basic) {
    const pair = `(${env(request.basic.user.env)} + ":" + ${env(request.basic.password.env)}).encode("utf-8")`;
    lines.push(`headers["Authorization"] = "Basic " + base64.b64encode(${pair}).decode("ascii")`);
  }
  lines.push(
    ...runtimeHeaderLines(request, {
      comment: (text) => `# ${text}`,
      set: (name, value) => `headers[${str(name)}] = ${value}`,
      declare: (name, value) => `${name} = ${value}`,
      variable: (name) => name,
      nowSeconds: 'str(int(time.time()))',
      newId: 'str(uuid.uuid4())',
      env,
      sign: (secret) => `sign_request(${secret}, ${str(request.method)}, target, timestamp, nonce, body)`,
    }),
  );
  lines.push(
    '',
    `request = urllib.request.Request(base + target, data=body or None, headers=headers, method=${str(request.method)})`,
    'try:',
    '    with urllib.request.urlopen(request) as response:',
    '        print(response.status, response.read().decode("utf-8"))',
    'except urllib.error.HTTPError as error:',
    '    print(error.code, error.read().decode("utf-8"))',
  );
  return lines.join('\n');
};

export const python: SampleLanguage = {
  id: 'python',
  label: 'Python',
  highlight: 'python',
  aliases: ['python3'],
  template,
  multipart: 'postman',
  postman: {language: 'python', variant: 'requests'},
  signing,
  signingRunner: {
    how: 'python3 sign.py',
    version: {tool: 'python3', command: ['python3', ['--version']]},
    tools: ['python3'],
    run: (f) => ['python3', [f]],
  },
  apiRunner: {file: 'sample.py', tools: ['python3'], run: (f) => ['python3', [f]]},
  toolchain: [{command: 'python3', package: 'python3'}],
};
