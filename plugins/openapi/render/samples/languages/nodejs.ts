/** Node.js 18+, built-in modules only (fetch, node:crypto). */
import {envCheckLines} from '../envCheck';
import {signingFunction} from '../signingCode';
import type {SampleLanguage, SigningExtraction} from './types';
import {bodyComment, contentType, headerLines, runtimeHeaderLines, valueCode, type Template} from '../template';

const str = (text: string) => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
const env = (name: string) => `process.env.${name}`;
const value = (v: Parameters<typeof valueCode>[0]) => valueCode(v, str, env, (a, b) => `${a} + ${b}`);
const templateLiteral = (text: string) =>
  `\`${text.replace(/\\/g, '\\\\').replace(/`/g, '\\`').replace(/\$\{/g, '\\${')}\``;

/** The signing function the samples copy from examples/signing. */
const signing: SigningExtraction = {file: 'nodejs/sign.mjs', start: /^export function signRequest\(/, end: /^\}$/};

const template: Template = (sample) => {
  const {request} = sample;
  const signed = request.signing !== undefined;
  const crypto = new Set<string>();
  if (signed) ['createHash', 'createHmac', 'randomUUID'].forEach((n) => crypto.add(n));
  if (request.idempotencyKey || request.signingHeaders) crypto.add('randomUUID');
  const lines = headerLines(sample, 'Node.js 18+, built-in modules only (save as sample.mjs).', 'node sample.mjs').map(
    (l) => `// ${l}`,
  );
  if (crypto.size > 0) lines.push(`import {${[...crypto].sort().join(', ')}} from 'node:crypto';`);
  lines.push('');
  if (signed) lines.push(signingFunction(signing), '');
  lines.push(
    ...envCheckLines(request, (names, message) => [
      `for (const name of [${names.map(str).join(', ')}]) {`,
      '  if (!process.env[name]) {',
      `    console.error(\`${message('${name}')}\`);`,
      '    process.exit(1);',
      '  }',
      '}',
      '',
    ]),
    `const base = process.env.${request.base.env} ?? ${str(request.base.default)};`,
    `let target = ${str(request.path + request.query)};`,
  );
  if (request.queryEnv.length > 0) {
    const params = request.queryEnv.map((q) => `${str(q.name)}: ${value(q.value)}`).join(', ');
    lines.push(`target += (target.includes('?') ? '&' : '?') + new URLSearchParams({${params}});`);
  }
  const body = request.body;
  if (body?.kind === 'text')
    lines.push(`// ${bodyComment(request)}`, `const body = Buffer.from(${templateLiteral(body.text)}, 'utf8');`);
  else if (body?.kind === 'form') {
    lines.push(
      'const body = Buffer.from(',
      '  new URLSearchParams([',
      ...body.fields.map((f) => `    [${str(f.name)}, ${value(f.value)}],`),
      '  ]).toString(),',
      "  'utf8',",
      ');',
    );
  } else lines.push('const body = Buffer.alloc(0);');
  lines.push('const headers = {');
  if (request.bearer) lines.push(`  Authorization: \`Bearer \${${env(request.bearer.env)}}\`,`);
  if (request.basic) {
    lines.push(
      `  Authorization: 'Basic ' + Buffer.from(\`\${${env(request.basic.user.env)}}:\${${env(request.basic.password.env)}}\`).toString('base64'),`,
    );
  }
  const type = contentType(request);
  if (type) lines.push(`  'Content-Type': ${str(type)},`);
  for (const header of request.headers) lines.push(`  ${str(header.name)}: ${value(header.value)},`);
  lines.push('};');
  lines.push(
    ...runtimeHeaderLines(request, {
      comment: (text) => `// ${text}`,
      set: (name, value) => `headers[${str(name)}] = ${value};`,
      declare: (name, value) => `const ${name} = ${value};`,
      variable: (name) => name,
      nowSeconds: 'String(Math.floor(Date.now() / 1000))',
      newId: 'randomUUID()',
      env,
      sign: (secret) =>
        `signRequest({secret: ${secret}, method: ${str(request.method)}, path: target, timestamp, nonce, body})`,
    }),
  );
  lines.push(
    '',
    `const response = await fetch(base + target, {method: ${str(request.method)}, headers, body: body.length > 0 ? body : undefined});`,
    'console.log(response.status, await response.text());',
  );
  return lines.join('\n');
};

export const nodejs: SampleLanguage = {
  id: 'nodejs',
  label: 'Node.js',
  highlight: 'javascript',
  aliases: ['node', 'node.js', 'javascript', 'js'],
  template,
  multipart: 'postman',
  postman: {language: 'nodejs', variant: 'axios'},
  signing,
  signingRunner: {
    how: 'node sign.mjs',
    version: {tool: 'node', command: [process.execPath, ['--version']]},
    tools: ['node'],
    run: (f) => [process.execPath, [f]],
  },
  apiRunner: {file: 'sample.mjs', tools: ['node'], run: (f) => [process.execPath, [f]]},
  // The runners are Node scripts: the installer checks for Node.js before anything else.
  toolchain: [],
};
