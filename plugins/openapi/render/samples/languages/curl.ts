/** bash with curl (and openssl, to sign or make a nonce or key). */
import {envCheckLines} from '../envCheck';
import {signingFunction} from '../signingCode';
import type {SampleLanguage, SigningExtraction} from './types';
import {
  bodyComment,
  contentType,
  headerLines,
  HELPER_COMMENT,
  IDEMPOTENCY_COMMENT,
  SIGNING_COMMENT,
  type Template,
} from '../template';
import {isEnv, type HeaderValue, type SampleRequest} from '../request';

/** A variable's value (checked to be set at the top of the program). */
const expand = (name: string) => `\${${name}}`;
/** A bash word: single-quoted text, or a quoted variable expansion. */
const word = (value: HeaderValue) =>
  isEnv(value) ? `"${value.prefix ?? ''}${expand(value.env)}"` : `'${value.replace(/'/g, `'\\''`)}'`;

/** The signing function the samples copy from examples/signing. */
const signing: SigningExtraction = {file: 'curl/sign.sh', start: /^sign_request\(\) \{/, end: /^\}$/};

/** What the sample runs with: openssl only where it makes a nonce, a key or a signature. */
const runtime = (request: SampleRequest) =>
  request.signing || request.signingHeaders || request.idempotencyKey
    ? 'bash with curl and openssl.'
    : 'bash with curl.';

const template: Template = (sample) => {
  const {request} = sample;
  const signed = request.signing !== undefined;
  const lines = [
    '#!/usr/bin/env bash',
    ...headerLines(sample, runtime(request), 'bash sample.sh').map((l) => `# ${l}`),
    'set -euo pipefail',
    '',
  ];
  if (signed) lines.push(signingFunction(signing), '');
  const encodes = request.queryEnv.length > 0 || request.body?.kind === 'form';
  if (encodes) {
    lines.push(
      '# urlencode TEXT -> TEXT percent-encoded for a query string or form body',
      'urlencode() {',
      '  local text=$1 out= char i',
      '  for ((i = 0; i < ${#text}; i++)); do',
      '    char=${text:i:1}',
      "    case $char in [a-zA-Z0-9.~_-]) out+=$char ;; *) out+=$(printf '%%%02X' \"'$char\") ;; esac",
      '  done',
      '  printf \'%s\' "$out"',
      '}',
      '',
    );
  }
  lines.push(
    ...envCheckLines(request, (names, message) => [
      `for name in ${names.join(' ')}; do`,
      `  if [[ -z \${!name:-} ]]; then echo "${message('$name')}" >&2; exit 1; fi`,
      'done',
      '',
    ]),
    `base=\${${request.base.env}:-${request.base.default}}`,
    `target=${word(request.path + request.query)}`,
  );
  for (const q of request.queryEnv) {
    lines.push(
      `if [[ $target == *\\?* ]]; then target+='&'; else target+='?'; fi`,
      `target+=${word(`${encodeURIComponent(q.name)}=`)}"$(urlencode ${word(q.value)})"`,
    );
  }
  lines.push('body_file=$(mktemp)', 'trap \'rm -f "$body_file"\' EXIT');
  const body = request.body;
  if (body?.kind === 'text') {
    const marker = body.text.split('\n').includes('BODY') ? 'REQUEST_BODY' : 'BODY';
    lines.push(
      `# ${bodyComment(request)}`,
      `body=$(cat <<'${marker}'`,
      body.text,
      marker,
      ')',
      'printf \'%s\' "$body" >"$body_file"',
    );
  } else if (body?.kind === 'form') {
    const parts = body.fields.map((f) => `${encodeURIComponent(f.name)}=$(urlencode ${word(f.value)})`);
    lines.push(`printf '%s' "${parts.join('&')}" >"$body_file"`);
  }
  lines.push(`args=(--silent --show-error --path-as-is --request ${request.method} --write-out '\\n%{http_code}\\n')`);
  if (request.bearer) lines.push(`args+=(--header "Authorization: Bearer ${expand(request.bearer.env)}")`);
  if (request.basic)
    lines.push(`args+=(--user "${expand(request.basic.user.env)}:${expand(request.basic.password.env)}")`);
  const type = contentType(request);
  if (type) lines.push(`args+=(--header 'Content-Type: ${type}')`);
  for (const header of request.headers) {
    const text = isEnv(header.value)
      ? word({...header.value, prefix: `${header.name}: ${header.value.prefix ?? ''}`})
      : word(`${header.name}: ${header.value}`);
    lines.push(`args+=(--header ${text})`);
  }
  if (request.idempotencyKey)
    lines.push(`# ${IDEMPOTENCY_COMMENT}`, `args+=(--header "${request.idempotencyKey}: $(openssl rand -hex 16)")`);
  if (signed) {
    const partner = request.signing!.partnerId.env;
    const secret = request.signing!.secret.env;
    lines.push(
      `# ${SIGNING_COMMENT}`,
      'timestamp=$(date +%s)',
      'nonce=$(openssl rand -hex 16)',
      `signature=$(sign_request "${expand(secret)}" ${request.method} "$target" "$timestamp" "$nonce" "$body_file")`,
      `args+=(--header "X-Partner-Id: ${expand(partner)}" --header "X-Timestamp: $timestamp")`,
      'args+=(--header "X-Nonce: $nonce" --header "X-Signature: $signature")',
    );
  }
  if (request.signingHeaders) {
    const partner = request.signingHeaders.partnerId.env;
    lines.push(
      `# ${HELPER_COMMENT}`,
      `args+=(--header "X-Partner-Id: ${expand(partner)}" --header "X-Timestamp: $(date +%s)")`,
      'args+=(--header "X-Nonce: $(openssl rand -hex 16)")',
    );
  }
  if (body && body.kind !== 'multipart') lines.push('args+=(--data-binary "@$body_file")');
  lines.push('curl "${args[@]}" "$base$target"');
  return lines.join('\n');
};

export const curl: SampleLanguage = {
  id: 'curl',
  label: 'cURL',
  highlight: 'bash',
  aliases: ['shell', 'bash', 'sh'],
  template,
  multipart: 'postman',
  postman: {language: 'curl', variant: 'curl'},
  signing,
  signingRunner: {
    how: 'bash sign.sh',
    version: {tool: 'openssl', command: ['openssl', ['version']]},
    tools: ['bash', 'openssl'],
    run: (f) => ['bash', [f]],
  },
  apiRunner: {file: 'sample.sh', tools: ['bash', 'curl', 'openssl'], run: (f) => ['bash', [f]]},
  toolchain: [
    {command: 'openssl', package: 'openssl'},
    {command: 'curl', package: 'curl'},
  ],
};
