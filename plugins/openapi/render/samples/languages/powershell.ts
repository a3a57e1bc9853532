/** PowerShell 7+ (Invoke-WebRequest). */
import {envCheckLines} from '../envCheck';
import {signingFunction} from '../signingCode';
import {checkApiSampleStatically, checkSigningSampleStatically} from './powershellChecks';
import type {SampleLanguage, SigningExtraction} from './types';
import {bodyComment, contentType, headerLines, runtimeHeaderLines, valueCode, type Template} from '../template';

const str = (text: string) => `'${text.replace(/'/g, "''")}'`;
const env = (name: string) => `$env:${name}`;
const value = (v: Parameters<typeof valueCode>[0]) => valueCode(v, str, env, (a, b) => `${a} + ${b}`);
/** The name of the signing function in examples/signing/powershell/Sign.ps1. */
const EXAMPLE_SIGNER = 'Get-GcmSignature';

/**
 * The signing function's name in a sample: named after the variables the samples read, like the
 * example's (`GCM_SIGNING_SECRET` → `Get-GcmSignature`), so a reference built from another
 * description (`API_SIGNING_SECRET` → `Get-ApiSignature`) does not name GCM.
 */
function signerName(secretEnv: string): string {
  const prefix = secretEnv.replace(/_?SIGNING_SECRET$/, '').split('_');
  return `Get-${prefix.map((word) => word.charAt(0) + word.slice(1).toLowerCase()).join('')}Signature`;
}

/** The signing function the samples copy from examples/signing. */
const signing: SigningExtraction = {file: 'powershell/Sign.ps1', start: /^function Get-GcmSignature \{/, end: /^\}$/};

const template: Template = (sample) => {
  const {request} = sample;
  const signed = request.signing !== undefined;
  const signer = signerName(request.signing?.secret.env ?? '');
  const lines = headerLines(sample, 'PowerShell 7+.', 'pwsh ./Sample.ps1').map((l) => `# ${l}`);
  lines.push("$ErrorActionPreference = 'Stop'", '');
  if (signed) lines.push(signingFunction(signing).replace(EXAMPLE_SIGNER, signer), '');
  lines.push(
    ...envCheckLines(request, (names, message) => [
      `foreach ($name in ${names.map(str).join(', ')}) {`,
      '    if (-not [System.Environment]::GetEnvironmentVariable($name)) {',
      `        [Console]::Error.WriteLine("${message('$name')}")`,
      '        exit 1',
      '    }',
      '}',
      '',
    ]),
    `$base = if ($env:${request.base.env}) { $env:${request.base.env} } else { ${str(request.base.default)} }`,
    `$target = ${str(request.path + request.query)}`,
  );
  if (request.queryEnv.length > 0) {
    const parts = request.queryEnv.map(
      (q) => `${str(`${encodeURIComponent(q.name)}=`)} + [uri]::EscapeDataString(${value(q.value)})`,
    );
    lines.push(`$target += $(if ($target.Contains('?')) { '&' } else { '?' }) + (@(${parts.join(', ')}) -join '&')`);
  }
  const body = request.body;
  if (body?.kind === 'text') {
    lines.push(`# ${bodyComment(request)}`, "$body = [System.Text.Encoding]::UTF8.GetBytes(@'", body.text, "'@)");
  } else if (body?.kind === 'form') {
    const parts = body.fields.map(
      (f) => `(${str(`${encodeURIComponent(f.name)}=`)} + [uri]::EscapeDataString(${value(f.value)}))`,
    );
    lines.push(`$body = [System.Text.Encoding]::UTF8.GetBytes((@(${parts.join(', ')}) -join '&'))`);
  } else lines.push('[byte[]]$body = @()');
  lines.push('$headers = @{}');
  if (request.bearer) lines.push(`$headers['Authorization'] = 'Bearer ' + ${env(request.bearer.env)}`);
  if (request.basic) {
    lines.push(
      `$credentials = ${env(request.basic.user.env)} + ':' + ${env(request.basic.password.env)}`,
      "$headers['Authorization'] = 'Basic ' + [System.Convert]::ToBase64String([System.Text.Encoding]::UTF8.GetBytes($credentials))",
    );
  }
  for (const header of request.headers) lines.push(`$headers[${str(header.name)}] = ${value(header.value)}`);
  lines.push(
    ...runtimeHeaderLines(request, {
      comment: (text) => `# ${text}`,
      set: (name, value) => `$headers[${str(name)}] = ${value}`,
      declare: (name, value) => `$${name} = ${value}`,
      variable: (name) => `$${name}`,
      nowSeconds: '[string][DateTimeOffset]::UtcNow.ToUnixTimeSeconds()',
      newId: '[guid]::NewGuid().ToString()',
      env,
      sign: (secret) =>
        `${signer} -Secret ${secret} -Method ${str(request.method)} -Path $target -Timestamp $timestamp -Nonce $nonce -Body $body`,
    }),
  );
  const type = contentType(request);
  lines.push(
    '',
    `$params = @{ Uri = $base + $target; ${methodParameter(request.method)} = ${str(request.method)}; Headers = $headers; SkipHttpErrorCheck = $true }`,
    `if ($body.Length -gt 0) { $params.Body = $body; $params.ContentType = ${str(type ?? 'application/octet-stream')} }`,
    '$response = Invoke-WebRequest @params',
    '"$($response.StatusCode) $($response.Content)"',
  );
  return lines.join('\n');
};

/** The methods `-Method` takes (WebRequestMethod); any other (3.2's QUERY, `LINK`) is sent with `-CustomMethod`. */
const WEB_REQUEST_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'TRACE', 'OPTIONS', 'MERGE', 'PATCH']);
const methodParameter = (method: string) => (WEB_REQUEST_METHODS.has(method) ? 'Method' : 'CustomMethod');

export const powershell: SampleLanguage = {
  id: 'powershell',
  label: 'PowerShell',
  highlight: 'powershell',
  aliases: [],
  template,
  multipart: 'postman',
  postman: {language: 'powershell', variant: 'restmethod'},
  signing,
  signingRunner: {
    how: 'pwsh -File Sign.ps1',
    version: {tool: 'pwsh', command: ['pwsh', ['--version']]},
    tools: ['pwsh'],
    run: (f) => ['pwsh', ['-NoLogo', '-NoProfile', '-NonInteractive', '-File', f]],
    unavailableBecause: 'pwsh is not installed (PowerShell is not packaged for Debian)',
    staticCheck: checkSigningSampleStatically,
  },
  apiRunner: {staticCheck: checkApiSampleStatically},
  toolchain: [
    {
      command: 'pwsh',
      note:
        'PowerShell (pwsh) is not packaged for Debian, so the runner checks\n' +
        "  examples/signing/powershell/Sign.ps1 statically. Install pwsh from Microsoft's packages to execute it.",
    },
  ],
};
