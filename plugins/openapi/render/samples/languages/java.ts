/** Java 17+ with Unirest 1.4 (the Java variant the portal's samples use). */
import {envCheckLines} from '../envCheck';
import {signingFunction} from '../signingCode';
import type {SampleLanguage, SigningExtraction} from './types';
import {bodyComment, contentType, headerLines, runtimeHeaderLines, valueCode, type Template} from '../template';

const str = (text: string) => JSON.stringify(text);
const env = (name: string) => `System.getenv(${str(name)})`;
const value = (v: Parameters<typeof valueCode>[0]) => valueCode(v, str, env, (a, b) => `${a} + ${b}`);

/** A Java text block holding `text` exactly (no trailing newline). */
function textBlock(text: string, indent: string): string {
  const body = text.replace(/\\/g, '\\\\').replace(/"""/g, '\\"""');
  return `"""\n${body
    .split('\n')
    .map((line) => indent + line)
    .join('\n')}"""`;
}

const UNIREST_METHOD: Record<string, string> = {
  GET: 'get',
  POST: 'post',
  PUT: 'put',
  PATCH: 'patch',
  DELETE: 'delete',
  HEAD: 'head',
  OPTIONS: 'options',
};

/** The signing function the samples copy from examples/signing. */
const signing: SigningExtraction = {file: 'java/Sign.java', start: /^ {4}static String signRequest\(/, end: /^ {4}\}$/};

const template: Template = (sample) => {
  const {request} = sample;
  const signed = request.signing !== undefined;
  const lines = headerLines(
    sample,
    'Java 17+ with Unirest 1.4: apt-get install libunirest-java-java (Maven: com.mashape.unirest:unirest-java:1.4.9).',
    'java -cp "/usr/share/java/*" Sample.java',
  ).map((l) => `// ${l}`);
  const imports = [
    'com.mashape.unirest.http.HttpResponse',
    'com.mashape.unirest.http.Unirest',
    'java.nio.charset.StandardCharsets',
    'java.util.LinkedHashMap',
    'java.util.Map',
  ];
  if (signed)
    imports.push(
      'java.security.MessageDigest',
      'java.util.Base64',
      'java.util.Locale',
      'javax.crypto.Mac',
      'javax.crypto.spec.SecretKeySpec',
    );
  if (signed || request.idempotencyKey || request.signingHeaders) imports.push('java.util.UUID');
  if (request.basic) imports.push('java.util.Base64');
  if (request.body?.kind === 'form' || request.queryEnv.length > 0) {
    imports.push('java.net.URLEncoder', 'java.util.ArrayList', 'java.util.List');
  }
  lines.push(...[...new Set(imports)].sort().map((i) => `import ${i};`), '', 'public class Sample {');
  if (signed) lines.push(signingFunction(signing), '');
  if (request.body?.kind === 'form' || request.queryEnv.length > 0) {
    lines.push(
      // Pairs, not a map: a list field repeats its name.
      '    static String encode(List<String[]> fields) {',
      '        StringBuilder out = new StringBuilder();',
      '        for (String[] field : fields) {',
      '            if (out.length() > 0) out.append("&");',
      '            out.append(URLEncoder.encode(field[0], StandardCharsets.UTF_8)).append("=")',
      '                    .append(URLEncoder.encode(field[1], StandardCharsets.UTF_8));',
      '        }',
      '        return out.toString();',
      '    }',
      '',
    );
  }
  lines.push(
    '    public static void main(String[] args) throws Exception {',
    ...envCheckLines(request, (names, message) => [
      `        for (String name : new String[] {${names.map(str).join(', ')}}) {`,
      '            String value = System.getenv(name);',
      '            if (value == null || value.isEmpty()) {',
      `                System.err.println("${message('" + name + "')}");`,
      '                System.exit(1);',
      '            }',
      '        }',
      '',
    ]),
    `        String base = System.getenv().getOrDefault(${str(request.base.env)}, ${str(request.base.default)});`,
    `        String target = ${str(request.path + request.query)};`,
  );
  if (request.queryEnv.length > 0) {
    lines.push('        List<String[]> query = new ArrayList<>();');
    for (const q of request.queryEnv)
      lines.push(`        query.add(new String[] {${str(q.name)}, ${value(q.value)}});`);
    lines.push('        target += (target.contains("?") ? "&" : "?") + encode(query);');
  }
  const body = request.body;
  if (body?.kind === 'text') {
    lines.push(`        // ${bodyComment(request)}`, `        String body = ${textBlock(body.text, '            ')};`);
  } else if (body?.kind === 'form') {
    lines.push('        List<String[]> form = new ArrayList<>();');
    for (const f of body.fields) lines.push(`        form.add(new String[] {${str(f.name)}, ${value(f.value)}});`);
    lines.push('        String body = encode(form);');
  } else lines.push('        String body = "";');
  lines.push('        Map<String, String> headers = new LinkedHashMap<>();');
  if (request.bearer) lines.push(`        headers.put("Authorization", "Bearer " + ${env(request.bearer.env)});`);
  if (request.basic) {
    lines.push(
      `        String credentials = ${env(request.basic.user.env)} + ":" + ${env(request.basic.password.env)};`,
      '        headers.put("Authorization", "Basic " + Base64.getEncoder().encodeToString(credentials.getBytes(StandardCharsets.UTF_8)));',
    );
  }
  const type = contentType(request);
  if (type) lines.push(`        headers.put("Content-Type", ${str(type)});`);
  for (const header of request.headers) lines.push(`        headers.put(${str(header.name)}, ${value(header.value)});`);
  lines.push(
    ...runtimeHeaderLines(request, {
      comment: (text) => `        // ${text}`,
      set: (name, value) => `        headers.put(${str(name)}, ${value});`,
      declare: (name, value) => `        String ${name} = ${value};`,
      variable: (name) => name,
      nowSeconds: 'Long.toString(System.currentTimeMillis() / 1000)',
      newId: 'UUID.randomUUID().toString()',
      env,
      sign: (secret) =>
        `signRequest(${secret}, ${str(request.method)}, target, timestamp, nonce, body.getBytes(StandardCharsets.UTF_8))`,
    }),
  );
  lines.push('', ...sendLines(request.method), '    }', '}');
  return lines.join('\n');
};

/**
 * The lines that send the request: with Unirest, or, for a method Unirest 1.4 has no call for
 * (3.2's QUERY, an additional operation's `LINK`), with the JDK's own HttpClient, which sends any.
 */
function sendLines(httpMethod: string): string[] {
  const method = UNIREST_METHOD[httpMethod];
  if (method === undefined) {
    return [
      '        java.net.http.HttpRequest.Builder request = java.net.http.HttpRequest.newBuilder(java.net.URI.create(base + target))',
      `                .method(${str(httpMethod)}, java.net.http.HttpRequest.BodyPublishers.ofString(body));`,
      '        headers.forEach(request::header);',
      '        java.net.http.HttpResponse<String> response = java.net.http.HttpClient.newHttpClient()',
      '                .send(request.build(), java.net.http.HttpResponse.BodyHandlers.ofString());',
      '        System.out.println(response.statusCode() + " " + response.body());',
      '        Unirest.shutdown();',
    ];
  }
  const withBody = method !== 'get' && method !== 'head';
  return [
    `        HttpResponse<String> response = Unirest.${method}(base + target).headers(headers)${withBody ? '.body(body)' : ''}.asString();`,
    '        System.out.println(response.getStatus() + " " + response.getBody());',
    '        Unirest.shutdown();',
  ];
}

const JAVA_CLASSPATH = '/usr/share/java/*';

export const java: SampleLanguage = {
  id: 'java',
  label: 'Java',
  highlight: 'java',
  aliases: [],
  template,
  multipart: 'postman',
  postman: {language: 'java', variant: 'unirest'},
  signing,
  // Single-file source launch, exactly as the sample's header tells partners to run it.
  signingRunner: {
    how: 'java Sign.java',
    version: {tool: 'java', command: ['java', ['-version']]},
    tools: ['java', 'javac'],
    run: (f) => ['java', [f]],
  },
  apiRunner: {file: 'Sample.java', tools: ['java'], run: (f) => ['java', ['-cp', JAVA_CLASSPATH, f]]},
  toolchain: [
    // `java Sign.java` needs the JDK's compiler, not only a JRE.
    {command: 'javac', package: 'default-jdk-headless'},
    // The API samples use Unirest, which Debian packages as a jar.
    {file: '/usr/share/java/unirest-java.jar', package: 'libunirest-java-java'},
  ],
};
