/**
 * Build-time code samples. Each operation's example request (method, URL, auth and
 * signature headers, body) is turned into snippets by postman-code-generators — the
 * generator the openapi theme runs in the browser — here in Node, so none of it ships
 * to readers.
 */
import codegen from 'postman-code-generators';
import {Request} from 'postman-collection';

import type {CodeSampleLanguage} from '../../data/codeSampleLanguages';
import {firstExample, operationParameters, resolve, type Json, type OpenApiDocument, type OperationEntry} from './spec';
import {schemaExample} from './schemaExample';

export interface SampleRequest {
  method: string;
  url: string;
  headers: {key: string; value: string}[];
  body?:
    | {contentType: 'application/json'; raw: string}
    | {contentType: 'application/x-www-form-urlencoded'; fields: {key: string; value: string}[]};
  /** True when the operation needs an HMAC signature. */
  signed: boolean;
}

export interface CodeSample {
  language: string;
  label: string;
  highlight: string;
  code: string;
}

const MAX_OPTIONAL_QUERY_PARAMETERS = 2;

function exampleOf(spec: OpenApiDocument, parameter: Json): Json {
  const own = firstExample(spec, parameter);
  if (own.found) return own.value;
  return schemaExample(spec, parameter.schema);
}

function securitySchemesOf(spec: OpenApiDocument, entry: OperationEntry): {name: string; scheme: Json}[] {
  const requirements: Record<string, string[]>[] = entry.operation.security ?? spec.security ?? [];
  const first = requirements[0] ?? {};
  return Object.keys(first).map((name) => ({name, scheme: resolve(spec, spec.components?.securitySchemes?.[name])}));
}

/** An example access token: the one the token endpoint's example response returns. */
function exampleAccessToken(spec: OpenApiDocument): string {
  for (const item of Object.values(spec.paths)) {
    for (const operation of Object.values<Json>(item)) {
      const ok = operation?.responses?.['200'];
      if (!ok) continue;
      const media = resolve(spec, ok).content?.['application/json'];
      const example = firstExample(spec, media);
      if (example.found && typeof example.value?.access_token === 'string') return example.value.access_token;
    }
  }
  return 'YOUR_ACCESS_TOKEN';
}

export function buildSampleRequest(spec: OpenApiDocument, entry: OperationEntry): SampleRequest {
  const server = (entry.operation.servers ?? spec.paths[entry.path].servers ?? spec.servers ?? [{url: ''}])[0].url;
  const parameters = operationParameters(spec, entry);
  let path = entry.path;
  const query: string[] = [];
  const headers: {key: string; value: string}[] = [];
  let optionalQueryCount = 0;
  for (const parameter of parameters) {
    const value = exampleOf(spec, parameter);
    if (parameter.in === 'path') {
      path = path.replace(`{${parameter.name}}`, encodeURIComponent(String(value ?? parameter.name)));
    } else if (parameter.in === 'query') {
      if (value === undefined) continue;
      if (!parameter.required) {
        if (optionalQueryCount >= MAX_OPTIONAL_QUERY_PARAMETERS) continue;
        optionalQueryCount += 1;
      }
      const values = Array.isArray(value) ? value : [value];
      for (const v of values) query.push(`${encodeURIComponent(parameter.name)}=${encodeURIComponent(String(v))}`);
    } else if (parameter.in === 'header' && (parameter.required || parameter.name === 'Idempotency-Key')) {
      if (value !== undefined) headers.push({key: parameter.name, value: String(value)});
    }
  }

  let signed = false;
  for (const {scheme} of securitySchemesOf(spec, entry)) {
    if (scheme?.type === 'oauth2' || (scheme?.type === 'http' && scheme.scheme === 'bearer')) {
      headers.unshift({key: 'Authorization', value: `Bearer ${exampleAccessToken(spec)}`});
    } else if (scheme?.type === 'http' && scheme.scheme === 'basic') {
      headers.unshift({key: 'Authorization', value: 'Basic Y2xpZW50X2lkOmNsaWVudF9zZWNyZXQ='});
    } else if (scheme?.type === 'apiKey' && scheme.in === 'header') {
      signed = signed || scheme.name === 'X-Signature';
      const example = scheme['x-example'] ?? headerExample(spec, parameters, scheme.name);
      headers.push({
        key: scheme.name,
        value: String(example ?? `YOUR_${scheme.name.toUpperCase().replace(/-/g, '_')}`),
      });
    }
  }

  const request: SampleRequest = {
    method: entry.method.toUpperCase(),
    url: `${server}${path}${query.length ? `?${query.join('&')}` : ''}`,
    headers,
    signed,
  };

  const requestBody = entry.operation.requestBody && resolve(spec, entry.operation.requestBody);
  if (requestBody?.content) {
    // The first media type the spec lists is the one it prefers.
    const mediaType = Object.keys(requestBody.content).find(
      (type) => type === 'application/json' || type === 'application/x-www-form-urlencoded',
    );
    const media = mediaType ? requestBody.content[mediaType] : undefined;
    const example = media ? firstExample(spec, media) : {found: false};
    const value = example.found ? example.value : media && schemaExample(spec, media.schema);
    if (mediaType === 'application/json') {
      request.body = {contentType: 'application/json', raw: JSON.stringify(value, null, 2)};
    } else if (mediaType === 'application/x-www-form-urlencoded') {
      request.body = {
        contentType: 'application/x-www-form-urlencoded',
        fields: Object.entries<Json>(value ?? {}).map(([key, v]) => ({key, value: String(v)})),
      };
    }
    if (request.body) headers.push({key: 'Content-Type', value: request.body.contentType});
  }
  return request;
}

/** Finds the example the spec gives for a header elsewhere (e.g. the sandbox helpers' X-Signature). */
function headerExample(spec: OpenApiDocument, parameters: Json[], name: string): Json {
  const own = parameters.find((p) => p.in === 'header' && p.name === name);
  if (own) return exampleOf(spec, own);
  for (const raw of Object.values<Json>(spec.components?.parameters ?? {})) {
    const parameter = resolve(spec, raw);
    if (parameter.in === 'header' && parameter.name === name) return exampleOf(spec, parameter);
  }
  return undefined;
}

function toPostmanRequest(request: SampleRequest): Request {
  const body =
    request.body?.contentType === 'application/json'
      ? {mode: 'raw', raw: request.body.raw, options: {raw: {language: 'json'}}}
      : request.body
        ? {mode: 'urlencoded', urlencoded: request.body.fields}
        : undefined;
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
        `Code sample generation failed for ${language.language}/${language.variant} ${request.method} ${request.url}: ${String(failure ?? 'no output')}`,
      );
    }
    return {language: language.language, label: language.label, highlight: language.highlight, code: code.trimEnd()};
  });
}
