/** C# 7 (Mono 6 or .NET), base class library only (HttpClient). */
import path from 'node:path';
import {envCheckLines} from '../envCheck';
import {signingFunction} from '../signingCode';
import type {SampleLanguage, SigningExtraction} from './types';
import {bodyComment, contentType, headerLines, runtimeHeaderLines, valueCode, type Template} from '../template';

const str = (text: string) => JSON.stringify(text);
const env = (name: string) => `Env(${str(name)})`;
const value = (v: Parameters<typeof valueCode>[0]) => valueCode(v, str, env, (a, b) => `${a} + ${b}`);
const verbatim = (text: string) => `@"${text.replace(/"/g, '""')}"`;

/** The signing function the samples copy from examples/signing. */
const signing: SigningExtraction = {
  file: 'csharp/Sign.cs',
  start: /^ {4}public static string SignRequest\(/,
  end: /^ {4}\}$/,
};

const template: Template = (sample) => {
  const {request} = sample;
  const signed = request.signing !== undefined;
  const lines = headerLines(
    sample,
    'C# 7 (Mono 6 or .NET 6+), base class library only.',
    'mcs -r:System.Net.Http Sample.cs && mono Sample.exe (or dotnet run in a console project)',
  ).map((l) => `// ${l}`);
  const usings = ['System', 'System.Collections.Generic', 'System.Net.Http', 'System.Text'];
  if (signed) usings.push('System.Security.Cryptography');
  lines.push(...usings.map((u) => `using ${u};`), '', 'public static class Sample', '{');
  if (signed) lines.push(signingFunction(signing), '');
  lines.push('    static string Env(string name) => Environment.GetEnvironmentVariable(name);', '');
  if (request.body?.kind === 'form' || request.queryEnv.length > 0) {
    lines.push(
      '    static string Encode(IEnumerable<KeyValuePair<string, string>> fields)',
      '    {',
      '        var parts = new List<string>();',
      '        foreach (var field in fields) parts.Add(Uri.EscapeDataString(field.Key) + "=" + Uri.EscapeDataString(field.Value));',
      '        return string.Join("&", parts);',
      '    }',
      '',
    );
  }
  lines.push(
    '    public static void Main()',
    '    {',
    ...envCheckLines(request, (names, message) => [
      `        foreach (var name in new[] { ${names.map(str).join(', ')} })`,
      '        {',
      '            if (string.IsNullOrEmpty(Env(name)))',
      '            {',
      `                Console.Error.WriteLine($"${message('{name}')}");`,
      '                Environment.Exit(1);',
      '            }',
      '        }',
      '',
    ]),
    `        var baseUrl = Environment.GetEnvironmentVariable(${str(request.base.env)}) ?? ${str(request.base.default)};`,
    `        var target = ${str(request.path + request.query)};`,
  );
  // Pairs, not a dictionary: a list field repeats its name.
  const pairs = (entries: [string, string][]) =>
    `new[] { ${entries.map(([k, v]) => `new KeyValuePair<string, string>(${str(k)}, ${v})`).join(', ')} }`;
  if (request.queryEnv.length > 0) {
    const query = pairs(request.queryEnv.map((q) => [q.name, value(q.value)]));
    lines.push(`        target += (target.Contains("?") ? "&" : "?") + Encode(${query});`);
  }
  const body = request.body;
  if (body?.kind === 'text') {
    lines.push(
      `        // ${bodyComment(request)}`,
      `        var body = Encoding.UTF8.GetBytes(${verbatim(body.text)});`,
    );
  } else if (body?.kind === 'form') {
    const form = pairs(body.fields.map((f) => [f.name, value(f.value)]));
    lines.push(`        var body = Encoding.UTF8.GetBytes(Encode(${form}));`);
  } else lines.push('        var body = new byte[0];');
  lines.push(`        var request = new HttpRequestMessage(new HttpMethod(${str(request.method)}), baseUrl + target);`);
  const add = (name: string, code: string) =>
    lines.push(`        request.Headers.TryAddWithoutValidation(${str(name)}, ${code});`);
  if (request.bearer) add('Authorization', `"Bearer " + ${env(request.bearer.env)}`);
  if (request.basic) {
    add(
      'Authorization',
      `"Basic " + Convert.ToBase64String(Encoding.UTF8.GetBytes(${env(request.basic.user.env)} + ":" + ${env(request.basic.password.env)}))`,
    );
  }
  for (const header of request.headers) add(header.name, value(header.value));
  lines.push(
    ...runtimeHeaderLines(request, {
      comment: (text) => `        // ${text}`,
      set: (name, value) => `        request.Headers.TryAddWithoutValidation(${str(name)}, ${value});`,
      declare: (name, value) => `        var ${name} = ${value};`,
      variable: (name) => name,
      nowSeconds: 'DateTimeOffset.UtcNow.ToUnixTimeSeconds().ToString()',
      newId: 'Guid.NewGuid().ToString()',
      env,
      sign: (secret) => `SignRequest(${secret}, ${str(request.method)}, target, timestamp, nonce, body)`,
    }),
  );
  const type = contentType(request);
  lines.push('        if (body.Length > 0)', '        {', '            request.Content = new ByteArrayContent(body);');
  if (type) lines.push(`            request.Content.Headers.TryAddWithoutValidation("Content-Type", ${str(type)});`);
  lines.push(
    '        }',
    '',
    '        using (var client = new HttpClient())',
    '        {',
    '            var response = client.SendAsync(request).GetAwaiter().GetResult();',
    '            var text = response.Content.ReadAsStringAsync().GetAwaiter().GetResult();',
    '            Console.WriteLine((int)response.StatusCode + " " + text);',
    '        }',
    '    }',
    '}',
  );
  return lines.join('\n');
};

export const csharp: SampleLanguage = {
  id: 'csharp',
  label: 'C#',
  highlight: 'csharp',
  aliases: ['c#', 'cs'],
  template,
  multipart: 'postman',
  postman: {language: 'csharp', variant: 'httpclient'},
  signing,
  signingRunner: {
    how: 'mcs Sign.cs, then mono Sign.exe',
    version: {tool: 'mono', command: ['mono', ['--version']]},
    tools: ['mcs', 'mono'],
    build: (f, dir) => ['mcs', ['-nologo', `-out:${path.join(dir, 'Sign.exe')}`, f]],
    run: (f, dir) => ['mono', [path.join(dir, 'Sign.exe')]],
  },
  apiRunner: {
    file: 'Sample.cs',
    tools: ['mcs', 'mono'],
    build: (f, dir) => ['mcs', ['-nologo', '-r:System.Net.Http', `-out:${path.join(dir, 'Sample.exe')}`, f]],
    run: (f, dir) => ['mono', [path.join(dir, 'Sample.exe')]],
  },
  toolchain: [
    {command: 'mcs', package: 'mono-mcs'},
    {command: 'mono', package: 'mono-runtime'},
    // The samples use HttpClient, which Mono ships in a package of its own.
    {file: '/usr/lib/mono/4.5/System.Net.Http.dll', package: 'libmono-system-net-http4.0-cil'},
  ],
};
