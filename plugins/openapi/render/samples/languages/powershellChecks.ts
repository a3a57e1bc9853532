/**
 * PowerShell is not packaged for Debian, where the sample tests run: these check the
 * PowerShell samples' code instead (tests/samples/run-signing-samples.ts when pwsh is
 * missing, tests/samples/run-api-samples.ts always). They cannot prove a script parses or runs.
 */
import {missingEnvMessage} from '../envCheck';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * PowerShell cannot run here, so check the file instead: the scheme's steps appear in order,
 * with the right primitives and encodings. It cannot prove the script parses or runs.
 */
export function checkSigningSampleStatically(source: string): {assertions: number; problems: string[]} {
  const steps: [string, RegExp][] = [
    ['reads GCM_PARTNER_ID', /\$env:GCM_PARTNER_ID/],
    ['reads GCM_SIGNING_SECRET', /\$env:GCM_SIGNING_SECRET/],
    [
      'hashes the body with SHA-256',
      /\[System\.Security\.Cryptography\.SHA256\]::Create\(\)[\s\S]*?\.ComputeHash\(\$Body\)/,
    ],
    ['writes the hash as lower-case hex', /ToString\('x2'\)/],
    [
      'joins method (upper case), path, timestamp, nonce, body hash with LF',
      /@\(\s*\$Method\.ToUpperInvariant\(\)\s*,\s*\$Path\s*,\s*\$Timestamp\s*,\s*\$Nonce\s*,\s*\$bodySha256\s*\)\s*-join\s*"`n"/,
    ],
    [
      'keys HMAC-SHA256 with the UTF-8 bytes of the secret',
      /HMACSHA256\]::new\(\s*\[System\.Text\.Encoding\]::UTF8\.GetBytes\(\$Secret\)\s*\)/,
    ],
    [
      'Base64-encodes the HMAC of the UTF-8 bytes of the string to sign',
      /\[System\.Convert\]::ToBase64String\(\s*\$hmac\.ComputeHash\(\s*\[System\.Text\.Encoding\]::UTF8\.GetBytes\(\$stringToSign\)\s*\)\s*\)/,
    ],
    ['reads the body file as raw bytes, empty by default', /\[byte\[\]\]\$body = @\(\)[\s\S]*?ReadAllBytes\(/],
    ['lets GCM_TIMESTAMP override whole Unix seconds', /\$env:GCM_TIMESTAMP[\s\S]*?ToUnixTimeSeconds\(\)/],
    ['lets GCM_NONCE override a new GUID', /\$env:GCM_NONCE[\s\S]*?NewGuid\(\)/],
    ['prints X-Partner-Id', /"X-Partner-Id: \$partnerId"/],
    ['prints X-Timestamp', /"X-Timestamp: \$timestamp"/],
    ['prints X-Nonce', /"X-Nonce: \$nonce"/],
    ['prints X-Signature', /"X-Signature: \$signature"/],
  ];
  const problems: string[] = [];
  if (!source.startsWith('#')) problems.push('does not begin with a comment');
  let cursor = 0;
  for (const [what, pattern] of steps) {
    const sticky = new RegExp(pattern.source, 'g');
    sticky.lastIndex = cursor;
    const match = sticky.exec(source);
    if (!match) {
      problems.push(pattern.test(source) ? `${what}: out of order` : `${what}: not found`);
      continue;
    }
    cursor = match.index + match[0].length;
  }
  for (const [what, pattern] of <[string, RegExp][]>[
    ['uses CR in the string to sign', /-join\s*"`r`n"/],
    ['uses a non-UTF-8 encoding', /Encoding\]::(Unicode|ASCII|Default|UTF32)/],
    ['uses a URL-safe Base64 variant', /Base64Url/i],
  ]) {
    if (pattern.test(source)) problems.push(what);
  }
  return {assertions: steps.length + 4, problems};
}

/** The PowerShell samples' check of the variables they need (group 1: the names), at the start of a line. */
const POWERSHELL_ENV_CHECK = new RegExp(
  [
    String.raw`^foreach \(\$name in ('\w+'(?:, '\w+')*)\) \{`,
    String.raw` {4}if \(-not \[System\.Environment\]::GetEnvironmentVariable\(\$name\)\) \{`,
    String.raw` {8}\[Console\]::Error\.WriteLine\("${escapeRegExp(missingEnvMessage('$name'))}"\)`,
    ' {8}exit 1',
    '',
  ].join('\n'),
  'm',
);

/**
 * PowerShell cannot run here: check that the sample reads the environment, stops first when a
 * variable it reads is unset or empty (naming it on stderr, exit 1), and signs when it must.
 */
export function checkApiSampleStatically(code: string, signed: boolean, optional: string): string[] {
  const problems: string[] = [];
  const opens = (code.match(/[{(]/g) ?? []).length;
  const closes = (code.match(/[})]/g) ?? []).length;
  if (opens !== closes) problems.push(`unbalanced brackets (${opens} open, ${closes} close)`);
  if (!code.includes('Invoke-WebRequest')) problems.push('no Invoke-WebRequest');
  if (signed && !/Get-GcmSignature -Secret \$env:GCM_SIGNING_SECRET /.test(code))
    problems.push('does not sign with GCM_SIGNING_SECRET');
  if (/X-Signature'\] = '/.test(code)) problems.push('a fixed X-Signature');
  const check = POWERSHELL_ENV_CHECK.exec(code);
  const read = [...code.matchAll(/\$env:(\w+)/g)];
  const required = [...new Set(read.map((m) => m[1]))].filter((name) => name !== optional);
  if (!check) {
    if (required.length > 0) problems.push('no check of the required variables that names the missing one and exits 1');
  } else {
    const checked = check[1].split(', ').map((name) => name.slice(1, -1));
    const unchecked = required.filter((name) => !checked.includes(name));
    if (unchecked.length > 0) problems.push(`reads ${unchecked.join(', ')} without checking it first`);
    if (read.some((m) => m.index < check.index && m[1] !== optional))
      problems.push('reads a required variable before checking it');
  }
  return problems;
}
