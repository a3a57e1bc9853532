/** Ruby 2.7+, standard library only (net/http). */
import {envCheckLines} from '../envCheck';
import {signingFunction} from '../signingCode';
import type {SampleLanguage, SigningExtraction} from './types';
import {bodyComment, contentType, headerLines, runtimeHeaderLines, valueCode, type Template} from '../template';

const str = (text: string) => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
const env = (name: string) => `ENV.fetch(${str(name)})`;
const value = (v: Parameters<typeof valueCode>[0]) => valueCode(v, str, env, (a, b) => `${a} + ${b}`);

const CLASS_FOR: Record<string, string> = {
  GET: 'Get',
  POST: 'Post',
  PUT: 'Put',
  PATCH: 'Patch',
  DELETE: 'Delete',
  HEAD: 'Head',
  OPTIONS: 'Options',
  TRACE: 'Trace',
};

/** The signing function the samples copy from examples/signing. */
const signing: SigningExtraction = {file: 'ruby/sign.rb', start: /^def sign_request\(/, end: /^end$/};

const template: Template = (sample) => {
  const {request} = sample;
  const signed = request.signing !== undefined;
  const requires = new Set(['net/http', 'uri']);
  if (signed) ['openssl', 'securerandom'].forEach((r) => requires.add(r));
  if (request.idempotencyKey || request.signingHeaders) requires.add('securerandom');
  const lines = headerLines(sample, 'Ruby 2.7+, standard library only.', 'ruby sample.rb').map((l) => `# ${l}`);
  lines.push(...[...requires].sort().map((r) => `require '${r}'`), '');
  if (signed) lines.push(signingFunction(signing), '');
  lines.push(
    ...envCheckLines(request, (names, message) => [
      `%w[${names.join(' ')}].each do |name|`,
      `  abort "${message('#{name}')}" if ENV[name].to_s.empty?`,
      'end',
      '',
    ]),
  );
  lines.push(`base = ENV.fetch(${str(request.base.env)}, ${str(request.base.default)})`);
  lines.push(`target = ${str(request.path + request.query)}`);
  if (request.queryEnv.length > 0) {
    const params = request.queryEnv.map((q) => `${str(q.name)} => ${value(q.value)}`).join(', ');
    lines.push(`target += (target.include?('?') ? '&' : '?') + URI.encode_www_form(${params})`);
  }
  const body = request.body;
  if (body?.kind === 'text') {
    const marker = body.text.split('\n').includes('BODY') ? 'REQUEST_BODY' : 'BODY';
    lines.push(`# ${bodyComment(request)}`, `body = <<-'${marker}'.chomp`, body.text, marker);
  } else if (body?.kind === 'form') {
    // Pairs, not a hash: a list field repeats its name.
    lines.push(
      'body = URI.encode_www_form([',
      ...body.fields.map((f) => `  [${str(f.name)}, ${value(f.value)}],`),
      '])',
    );
  } else lines.push("body = ''");
  // A method net/http has no class for (3.2's QUERY, an additional operation's `LINK`): a generic request of it.
  const known = CLASS_FOR[request.method];
  const generic = `Net::HTTPGenericRequest.new(${str(request.method)}, ${request.body ? 'true' : 'false'}, true, uri)`;
  lines.push('', 'uri = URI(base + target)', `request = ${known ? `Net::HTTP::${known}.new(uri)` : generic}`);
  if (request.bearer) lines.push(`request['Authorization'] = "Bearer #{${env(request.bearer.env)}}"`);
  if (request.basic)
    lines.push(`request.basic_auth(${env(request.basic.user.env)}, ${env(request.basic.password.env)})`);
  const type = contentType(request);
  if (type) lines.push(`request['Content-Type'] = ${str(type)}`);
  for (const header of request.headers) lines.push(`request[${str(header.name)}] = ${value(header.value)}`);
  lines.push(
    ...runtimeHeaderLines(request, {
      comment: (text) => `# ${text}`,
      set: (name, value) => `request[${str(name)}] = ${value}`,
      declare: (name, value) => `${name} = ${value}`,
      variable: (name) => name,
      nowSeconds: 'Time.now.to_i.to_s',
      newId: 'SecureRandom.uuid',
      env,
      sign: (secret) =>
        `sign_request(secret: ${secret}, method: ${str(request.method)}, path: target, timestamp: timestamp, nonce: nonce, body: body)`,
    }),
  );
  lines.push(
    'request.body = body unless body.empty?',
    '',
    "response = Net::HTTP.start(uri.hostname, uri.port, use_ssl: uri.scheme == 'https') { |http| http.request(request) }",
    'puts "#{response.code} #{response.body}"',
  );
  return lines.join('\n');
};

export const ruby: SampleLanguage = {
  id: 'ruby',
  label: 'Ruby',
  highlight: 'ruby',
  aliases: [],
  template,
  multipart: 'postman',
  postman: {language: 'ruby', variant: 'net::http'},
  signing,
  signingRunner: {
    how: 'ruby sign.rb',
    version: {tool: 'ruby', command: ['ruby', ['--version']]},
    tools: ['ruby'],
    run: (f) => ['ruby', [f]],
  },
  apiRunner: {file: 'sample.rb', tools: ['ruby'], run: (f) => ['ruby', [f]]},
  toolchain: [{command: 'ruby', package: 'ruby'}],
};
