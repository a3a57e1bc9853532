/** Go 1.20+, standard library only (net/http). */
import path from 'node:path';
import {envCheckLines} from '../envCheck';
import {signingFunction} from '../signingCode';
import type {SampleLanguage, SigningExtraction} from './types';
import {bodyComment, contentType, headerLines, runtimeHeaderLines, valueCode, type Template} from '../template';

const str = (text: string) => JSON.stringify(text);
const env = (name: string) => `os.Getenv(${str(name)})`;
const value = (v: Parameters<typeof valueCode>[0]) => valueCode(v, str, env, (a, b) => `${a} + ${b}`);
/** A raw string when it can be one, else an interpreted one. */
const block = (text: string) => (text.includes('`') ? str(text) : `\`${text}\``);

/** The signing function the samples copy from examples/signing. */
const signing: SigningExtraction = {file: 'go/main.go', start: /^func SignRequest\(/, end: /^\}$/};

const template: Template = (sample) => {
  const {request} = sample;
  const signed = request.signing !== undefined;
  const random = signed || request.idempotencyKey !== undefined || request.signingHeaders !== undefined;
  const imports = new Set(['bytes', 'fmt', 'io', 'net/http', 'os']);
  if (signed)
    ['crypto/hmac', 'crypto/sha256', 'encoding/base64', 'strconv', 'strings', 'time'].forEach((m) => imports.add(m));
  if (random) ['crypto/rand', 'encoding/hex'].forEach((m) => imports.add(m));
  if (request.signingHeaders) ['strconv', 'time'].forEach((m) => imports.add(m));
  if (request.queryEnv.length > 0 || request.body?.kind === 'form') imports.add('net/url');
  if (request.queryEnv.length > 0) imports.add('strings');
  const lines = headerLines(sample, 'Go 1.20+, standard library only.', 'go run main.go').map((l) => `// ${l}`);
  lines.push('package main', '', 'import (', ...[...imports].sort().map((m) => `\t"${m}"`), ')', '');
  if (signed) lines.push(signingFunction(signing), '');
  if (random) {
    lines.push(
      '// newID returns 16 random bytes as hex: a nonce or an idempotency key.',
      'func newID() string {',
      '\tb := make([]byte, 16)',
      '\tif _, err := rand.Read(b); err != nil {',
      '\t\tpanic(err)',
      '\t}',
      '\treturn hex.EncodeToString(b)',
      '}',
      '',
    );
  }
  lines.push(
    'func main() {',
    ...envCheckLines(request, (names, message) => [
      `\tfor _, name := range []string{${names.map(str).join(', ')}} {`,
      '\t\tif os.Getenv(name) == "" {',
      `\t\t\tfmt.Fprintf(os.Stderr, "${message('%s')}\\n", name)`,
      '\t\t\tos.Exit(1)',
      '\t\t}',
      '\t}',
      '',
    ]),
    `\tbase := os.Getenv(${str(request.base.env)})`,
    '\tif base == "" {',
    `\t\tbase = ${str(request.base.default)}`,
    '\t}',
    `\ttarget := ${str(request.path + request.query)}`,
  );
  if (request.queryEnv.length > 0) {
    lines.push('\tquery := url.Values{}');
    for (const q of request.queryEnv) lines.push(`\tquery.Set(${str(q.name)}, ${value(q.value)})`);
    lines.push(
      '\tif strings.Contains(target, "?") {',
      '\t\ttarget += "&" + query.Encode()',
      '\t} else {',
      '\t\ttarget += "?" + query.Encode()',
      '\t}',
    );
  }
  const body = request.body;
  if (body?.kind === 'text') lines.push(`\t// ${bodyComment(request)}`, `\tbody := []byte(${block(body.text)})`);
  else if (body?.kind === 'form') {
    lines.push('\tform := url.Values{}');
    for (const f of body.fields) lines.push(`\tform.Add(${str(f.name)}, ${value(f.value)})`);
    lines.push('\tbody := []byte(form.Encode())');
  } else lines.push('\tbody := []byte{}');
  lines.push(
    '',
    `\treq, err := http.NewRequest(${str(request.method)}, base+target, bytes.NewReader(body))`,
    '\tif err != nil {',
    '\t\tpanic(err)',
    '\t}',
  );
  if (request.bearer) lines.push(`\treq.Header.Set("Authorization", "Bearer "+${env(request.bearer.env)})`);
  if (request.basic)
    lines.push(`\treq.SetBasicAuth(${env(request.basic.user.env)}, ${env(request.basic.password.env)})`);
  const type = contentType(request);
  if (type) lines.push(`\treq.Header.Set("Content-Type", ${str(type)})`);
  for (const header of request.headers) lines.push(`\treq.Header.Set(${str(header.name)}, ${value(header.value)})`);
  lines.push(
    ...runtimeHeaderLines(request, {
      comment: (text) => `\t// ${text}`,
      set: (name, value) => `\treq.Header.Set(${str(name)}, ${value})`,
      declare: (name, value) => `\t${name} := ${value}`,
      variable: (name) => name,
      nowSeconds: 'strconv.FormatInt(time.Now().Unix(), 10)',
      newId: 'newID()',
      env,
      sign: (secret) => `SignRequest(${secret}, ${str(request.method)}, target, timestamp, nonce, body)`,
    }),
  );
  lines.push(
    '',
    '\tres, err := http.DefaultClient.Do(req)',
    '\tif err != nil {',
    '\t\tpanic(err)',
    '\t}',
    '\tdefer res.Body.Close()',
    '\tresponseBody, err := io.ReadAll(res.Body)',
    '\tif err != nil {',
    '\t\tpanic(err)',
    '\t}',
    '\tfmt.Println(res.StatusCode, string(responseBody))',
    '}',
  );
  return lines.join('\n');
};

export const go: SampleLanguage = {
  id: 'go',
  label: 'Go',
  highlight: 'go',
  aliases: ['golang'],
  template,
  multipart: 'postman',
  postman: {language: 'go', variant: 'native'},
  signing,
  signingRunner: {
    how: 'go build main.go, then the binary',
    version: {tool: 'go', command: ['go', ['version']]},
    tools: ['go'],
    build: (f, dir) => ['go', ['build', '-o', path.join(dir, 'sign'), f]],
    run: (f, dir) => [path.join(dir, 'sign'), []],
  },
  apiRunner: {
    file: 'main.go',
    tools: ['go'],
    build: (f, dir) => ['go', ['build', '-o', path.join(dir, 'sample'), f]],
    run: (f, dir) => [path.join(dir, 'sample'), []],
  },
  toolchain: [{command: 'go', package: 'golang-go'}],
};
