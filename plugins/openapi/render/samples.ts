/**
 * Build-time code samples. Each operation's example request (method, URL, auth headers,
 * body) is turned into snippets by postman-code-generators, in Node, so none of it
 * ships to readers. `x-codeSamples` from the description come first, replacing the
 * generated sample of the same language.
 */
import codegen from 'postman-code-generators';
import {Request} from 'postman-collection';
import {isObject, type ApiOperation, type Json} from '../model';
import type {CodeSampleLanguage} from '../../../src/data/codeSampleLanguages';
import type {PageContext} from './context';
import {parameterExample, schemaExample} from './examples';
import {parameterSchema} from './parameters';

export interface SampleRequest {
  method: string;
  url: string;
  headers: {key: string; value: string}[];
  body?:
    | {contentType: string; raw: string}
    | {contentType: 'application/x-www-form-urlencoded'; fields: {key: string; value: string}[]}
    | {contentType: 'multipart/form-data'; parts: {key: string; value: string; type: 'text' | 'file'}[]};
  /** True when the operation needs an HMAC signature (`X-Signature`). */
  signed: boolean;
}

export interface CodeSample {
  language: string;
  label: string;
  highlight: string;
  code: string;
}

const MAX_OPTIONAL_QUERY_PARAMETERS = 2;
/** Where requests go when the description's server URL is relative. */
const FALLBACK_ORIGIN = 'https://api.example.com';

function exampleOf(ctx: PageContext, parameter: Json): Json {
  const own = parameterExample(ctx, parameter);
  return own.found ? own.value : schemaExample(ctx, parameterSchema(parameter).schema);
}

/** The first server's URL with its variables at their defaults, made absolute. */
export function serverUrl(op: ApiOperation): string {
  const server = op.servers[0] ?? {url: '/'};
  let url = String(server.url ?? '/').replace(/\{([^}]+)\}/g, (whole, name: string) => {
    const variable = server.variables?.[name];
    return variable?.default !== undefined ? String(variable.default) : whole;
  });
  if (!/^[a-z][a-z0-9+.-]*:\/\//i.test(url)) url = FALLBACK_ORIGIN + (url.startsWith('/') ? url : `/${url}`);
  return url.replace(/\/+$/, '');
}

/** An example access token: the one a token endpoint's example response returns, if any. */
function exampleAccessToken(ctx: PageContext): string {
  for (const op of ctx.model.operations) {
    for (const raw of Object.values<Json>(op.operation.responses ?? {})) {
      const media = ctx.model.resolve(raw)?.content?.['application/json'];
      const example = parameterExample(ctx, media);
      if (example.found && typeof example.value?.access_token === 'string') return example.value.access_token;
    }
  }
  return 'YOUR_ACCESS_TOKEN';
}

function stringValue(value: Json): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

export function buildSampleRequest(ctx: PageContext, op: ApiOperation): SampleRequest {
  let path = op.path;
  const query: string[] = [];
  const headers: {key: string; value: string}[] = [];
  let optionalQueryCount = 0;
  for (const parameter of op.parameters) {
    const value = exampleOf(ctx, parameter);
    if (parameter.in === 'path') {
      path = path.replace(`{${parameter.name}}`, encodeURIComponent(String(value ?? parameter.name)));
    } else if (parameter.in === 'query') {
      if (value === undefined) continue;
      if (!parameter.required) {
        if (optionalQueryCount >= MAX_OPTIONAL_QUERY_PARAMETERS) continue;
        optionalQueryCount += 1;
      }
      const values = Array.isArray(value) ? value : [value];
      for (const v of values) query.push(`${encodeURIComponent(parameter.name)}=${encodeURIComponent(stringValue(v))}`);
    } else if (parameter.in === 'header' && (parameter.required || parameter.name === 'Idempotency-Key')) {
      if (value !== undefined) headers.push({key: parameter.name, value: stringValue(value)});
    }
  }

  let signed = false;
  const schemes: Json = ctx.model.root.components?.securitySchemes ?? {};
  for (const name of Object.keys(op.security[0] ?? {})) {
    const scheme = ctx.model.resolve(schemes[name]);
    if (!isObject(scheme)) continue;
    const kind = String(scheme.scheme ?? '').toLowerCase();
    if (scheme.type === 'oauth2' || scheme.type === 'openIdConnect' || (scheme.type === 'http' && kind === 'bearer')) {
      headers.unshift({key: 'Authorization', value: `Bearer ${exampleAccessToken(ctx)}`});
    } else if (scheme.type === 'http' && kind === 'basic') {
      headers.unshift({
        key: 'Authorization',
        value: `Basic ${Buffer.from('client_id:client_secret').toString('base64')}`,
      });
    } else if (scheme.type === 'apiKey') {
      signed = signed || scheme.name === 'X-Signature';
      const placeholder = `YOUR_${String(scheme.name)
        .toUpperCase()
        .replace(/[^A-Z0-9]+/g, '_')}`;
      const example = scheme['x-example'] ?? headerExample(ctx, op, scheme.name) ?? placeholder;
      if (scheme.in === 'header' && !headers.some((h) => h.key.toLowerCase() === String(scheme.name).toLowerCase())) {
        headers.push({key: scheme.name, value: String(example)});
      } else if (scheme.in === 'query') {
        query.push(`${encodeURIComponent(scheme.name)}=${encodeURIComponent(String(example))}`);
      } else if (scheme.in === 'cookie') {
        headers.push({key: 'Cookie', value: `${scheme.name}=${example}`});
      }
    }
  }

  const request: SampleRequest = {
    method: op.method.toUpperCase(),
    url: `${serverUrl(op)}${path}${query.length ? `?${query.join('&')}` : ''}`,
    headers,
    signed,
  };

  const requestBody = ctx.model.resolve(op.operation.requestBody);
  if (isObject(requestBody?.content)) {
    const [mediaType, media] = Object.entries<Json>(requestBody.content)[0];
    const example = parameterExample(ctx, media);
    const value = example.found ? example.value : schemaExample(ctx, media?.schema);
    if (/json/i.test(mediaType)) {
      request.body = {contentType: mediaType, raw: JSON.stringify(value ?? {}, null, 2)};
    } else if (/^application\/x-www-form-urlencoded/i.test(mediaType)) {
      request.body = {
        contentType: 'application/x-www-form-urlencoded',
        fields: Object.entries<Json>(isObject(value) ? value : {}).map(([key, v]) => ({key, value: stringValue(v)})),
      };
    } else if (/^multipart\/form-data/i.test(mediaType)) {
      const schema = ctx.model.resolve(media?.schema);
      request.body = {
        contentType: 'multipart/form-data',
        parts: Object.entries<Json>(isObject(value) ? value : {}).map(([key, v]) => {
          const property = ctx.model.resolve(schema?.properties?.[key]);
          const file = property?.format === 'binary' || property?.contentMediaType !== undefined;
          return file
            ? {key, value: `/path/to/${key}`, type: 'file' as const}
            : {key, value: stringValue(v), type: 'text' as const};
        }),
      };
    } else if (typeof value === 'string') {
      request.body = {contentType: mediaType, raw: value};
    } else {
      request.body = {contentType: mediaType, raw: value === undefined ? '' : JSON.stringify(value)};
    }
    // multipart boundaries are the client library's to set.
    if (request.body.contentType !== 'multipart/form-data')
      headers.push({key: 'Content-Type', value: request.body.contentType});
  }
  return request;
}

/** The example the description gives for a header elsewhere (e.g. a signature helper's X-Signature). */
function headerExample(ctx: PageContext, op: ApiOperation, name: string): Json {
  const own = op.parameters.find((p) => p.in === 'header' && p.name === name);
  if (own) return exampleOf(ctx, own);
  for (const raw of Object.values<Json>(ctx.model.root.components?.parameters ?? {})) {
    const parameter = ctx.model.resolve(raw);
    if (parameter?.in === 'header' && parameter.name === name) return exampleOf(ctx, parameter);
  }
  return undefined;
}

function toPostmanRequest(request: SampleRequest): Request {
  let body: unknown;
  if (request.body && 'raw' in request.body) {
    body = {
      mode: 'raw',
      raw: request.body.raw,
      options: {raw: {language: /json/i.test(request.body.contentType) ? 'json' : 'text'}},
    };
  } else if (request.body && 'fields' in request.body) {
    body = {mode: 'urlencoded', urlencoded: request.body.fields};
  } else if (request.body && 'parts' in request.body) {
    body = {
      mode: 'formdata',
      formdata: request.body.parts.map((p) => (p.type === 'file' ? {key: p.key, src: p.value, type: 'file'} : p)),
    };
  }
  return new Request({url: request.url, method: request.method, header: request.headers, body} as never);
}

export function renderCodeSamples(request: SampleRequest, languages: CodeSampleLanguage[]): CodeSample[] {
  const postmanRequest = toPostmanRequest(request);
  return languages.map((language) => {
    let code: string | undefined;
    let failure: unknown;
    codegen.convert(
      language.language,
      language.variant,
      postmanRequest,
      {followRedirect: true, trimRequestBody: false},
      (error: unknown, snippet: string) => {
        failure = error;
        code = snippet;
      },
    );
    if (failure || code === undefined) {
      throw new Error(
        `code sample generation failed for ${language.language}/${language.variant} ${request.method} ${request.url}: ${String(failure ?? 'no output')}`,
      );
    }
    return {language: language.language, label: language.label, highlight: language.highlight, code: code.trimEnd()};
  });
}

/** `x-codeSamples` language names → the sample language they stand for. */
const LANGUAGE_ALIASES: Record<string, string> = {
  python: 'python',
  python3: 'python',
  curl: 'curl',
  shell: 'curl',
  bash: 'curl',
  sh: 'curl',
  'c#': 'csharp',
  csharp: 'csharp',
  cs: 'csharp',
  go: 'go',
  golang: 'go',
  node: 'nodejs',
  nodejs: 'nodejs',
  'node.js': 'nodejs',
  javascript: 'nodejs',
  js: 'nodejs',
  ruby: 'ruby',
  php: 'php',
  java: 'java',
  powershell: 'powershell',
};

/** The samples an operation shows: its own `x-codeSamples` first, then the generated ones not replaced. */
export function operationSamples(
  op: ApiOperation,
  generated: CodeSample[],
  languages: CodeSampleLanguage[],
  highlightable: (language: string) => boolean,
): CodeSample[] {
  const own: Json[] = op.operation['x-codeSamples'] ?? op.operation['x-code-samples'] ?? [];
  if (!Array.isArray(own) || own.length === 0) return generated;
  const replaced = new Set<string>();
  const values = new Set<string>();
  const custom = own
    .filter((sample) => isObject(sample) && typeof sample.source === 'string')
    .map((sample, index): CodeSample => {
      const lang = String(sample.lang ?? '').trim();
      const known = languages.find((l) => l.language === LANGUAGE_ALIASES[lang.toLowerCase()]);
      if (known) replaced.add(known.language);
      const value = known && !values.has(known.language) ? known.language : `sample-${index + 1}`;
      values.add(value);
      const label = String(sample.label ?? known?.label ?? (lang || `Sample ${index + 1}`));
      const highlight = known?.highlight ?? (highlightable(lang) ? lang.toLowerCase() : 'text');
      return {language: value, label, highlight, code: String(sample.source).trimEnd()};
    });
  return [...custom, ...generated.filter((sample) => !replaced.has(sample.language))];
}
