/** PHP 7.4+, standard library only (HTTP streams). */
import {envCheckLines} from '../envCheck';
import {signingFunction} from '../signingCode';
import type {SampleLanguage, SigningExtraction} from './types';
import {bodyComment, contentType, headerLines, runtimeHeaderLines, valueCode, type Template} from '../template';

const str = (text: string) => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
const env = (name: string) => `getenv(${str(name)})`;
const value = (v: Parameters<typeof valueCode>[0]) => valueCode(v, str, env, (a, b) => `${a} . ${b}`);

/** The signing function the samples copy from examples/signing. */
const signing: SigningExtraction = {file: 'php/sign.php', start: /^function signRequest\(/, end: /^\}$/};

const template: Template = (sample) => {
  const {request} = sample;
  const signed = request.signing !== undefined;
  const lines = [
    '<?php',
    ...headerLines(sample, 'PHP 7.4+, standard library only.', 'php sample.php').map((l) => `// ${l}`),
  ];
  lines.push('declare(strict_types=1);', '');
  if (signed) lines.push(signingFunction(signing), '');
  lines.push(
    ...envCheckLines(request, (names, message) => [
      `foreach ([${names.map(str).join(', ')}] as $name) {`,
      "    if ((string) getenv($name) === '') {",
      `        fwrite(STDERR, "${message('$name')}\\n");`,
      '        exit(1);',
      '    }',
      '}',
      '',
    ]),
    `$base = getenv(${str(request.base.env)}) ?: ${str(request.base.default)};`,
    `$target = ${str(request.path + request.query)};`,
  );
  if (request.queryEnv.length > 0) {
    const params = request.queryEnv.map((q) => `${str(q.name)} => ${value(q.value)}`).join(', ');
    lines.push(`$target .= (strpos($target, '?') === false ? '?' : '&') . http_build_query([${params}]);`);
  }
  const body = request.body;
  if (body?.kind === 'text') {
    const marker = body.text.split('\n').some((line) => line.trimStart().startsWith('BODY')) ? 'REQUEST_BODY' : 'BODY';
    lines.push(`// ${bodyComment(request)}`, `$body = <<<'${marker}'`, body.text, `${marker};`);
  } else if (body?.kind === 'form') {
    // Pairs, not http_build_query's keys: a list field repeats its name.
    lines.push(
      "$body = implode('&', array_map(",
      "    fn ($field) => urlencode($field[0]) . '=' . urlencode($field[1]),",
      '    [',
      ...body.fields.map((f) => `        [${str(f.name)}, ${value(f.value)}],`),
      '    ],',
      '));',
    );
  } else lines.push("$body = '';");
  lines.push('$headers = [');
  if (request.bearer) lines.push(`    'Authorization' => 'Bearer ' . ${env(request.bearer.env)},`);
  if (request.basic) {
    lines.push(
      `    'Authorization' => 'Basic ' . base64_encode(${env(request.basic.user.env)} . ':' . ${env(request.basic.password.env)}),`,
    );
  }
  const type = contentType(request);
  if (type) lines.push(`    'Content-Type' => ${str(type)},`);
  for (const header of request.headers) lines.push(`    ${str(header.name)} => ${value(header.value)},`);
  lines.push('];');
  lines.push(
    ...runtimeHeaderLines(request, {
      comment: (text) => `// ${text}`,
      set: (name, value) => `$headers[${str(name)}] = ${value};`,
      declare: (name, value) => `$${name} = ${value};`,
      variable: (name) => `$${name}`,
      nowSeconds: '(string) time()',
      newId: 'bin2hex(random_bytes(16))',
      env,
      sign: (secret) => `signRequest(${secret}, ${str(request.method)}, $target, $timestamp, $nonce, $body)`,
    }),
  );
  lines.push(
    '',
    '$lines = [];',
    'foreach ($headers as $name => $value) {',
    '    $lines[] = "$name: $value";',
    '}',
    '$context = stream_context_create([',
    "    'http' => [",
    `        'method' => ${str(request.method)},`,
    '        \'header\' => implode("\\r\\n", $lines),',
    "        'content' => $body,",
    "        'ignore_errors' => true, // read error responses too",
    '    ],',
    ']);',
    '$response = file_get_contents($base . $target, false, $context);',
    'echo $http_response_header[0], PHP_EOL, $response, PHP_EOL;',
  );
  return lines.join('\n');
};

export const php: SampleLanguage = {
  id: 'php',
  label: 'PHP',
  highlight: 'php',
  aliases: [],
  template,
  multipart: 'postman',
  postman: {language: 'php', variant: 'curl'},
  signing,
  signingRunner: {
    how: 'php sign.php',
    version: {tool: 'php', command: ['php', ['--version']]},
    tools: ['php'],
    run: (f) => ['php', [f]],
  },
  apiRunner: {file: 'sample.php', tools: ['php'], run: (f) => ['php', [f]]},
  toolchain: [{command: 'php', package: 'php-cli'}],
};
