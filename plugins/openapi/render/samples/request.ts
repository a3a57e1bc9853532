/**
 * The request a code sample makes, in terms every language template understands: where it
 * goes, which values come from the environment, which are computed when it runs (the
 * signature headers, an idempotency key), and the body, serialised once.
 */
import {
  formFields,
  isObject,
  isStreamMedia,
  isXmlMedia,
  mediaExample,
  mediaExamples,
  mergeAllOf,
  parameterExample,
  querystringExample,
  querystringText,
  schemaExample,
  serverUrlWithDefaults,
  SIGNATURE_HEADERS,
  type ApiOperation,
  type JsonValue,
  type ParameterObject,
  type Schema,
  wireMethod,
  xmlExample,
} from '../../model';
import type {PageContext} from '../context';
import {escapeControls} from '../html';
import {parameterSchema} from '../parameters';

/** A value a sample reads from an environment variable, with what it is. */
export interface EnvValue {
  env: string;
  /** Text before the variable's value (a cookie's `name=`). */
  prefix?: string;
}
export type HeaderValue = string | EnvValue;

export interface SampleRequest {
  method: string;
  /** Environment variable of the base URL, and its default (the first server). */
  /** Where requests go: `env` overrides `default`, a placeholder host when `hostless` (the description names none). */
  base: {env: string; default: string; hostless?: boolean};
  /** Path with its parameters filled in, and the query string as sent (`?a=1&b=2`, or ''). */
  path: string;
  query: string;
  /** Query parameters whose values come from the environment (API keys), appended when the sample runs. */
  queryEnv: {name: string; value: EnvValue}[];
  /** Headers with fixed or environment values (not the computed ones below). */
  headers: {name: string; value: HeaderValue}[];
  /** `Authorization: Bearer <env>` */
  bearer?: EnvValue;
  /** HTTP Basic from two environment variables. */
  basic?: {user: EnvValue; password: EnvValue};
  /** A fresh `Idempotency-Key` each run, under this header name. */
  idempotencyKey?: string;
  /** HMAC request signing (X-Partner-Id, X-Timestamp, X-Nonce, X-Signature) over the exact bytes sent. */
  signing?: {partnerId: EnvValue; secret: EnvValue};
  /**
   * X-Partner-Id, X-Timestamp and X-Nonce without a signature: an operation that takes the
   * signing headers as parameters without being signed (a signature helper, which signs
   * another request for you to compare).
   */
  signingHeaders?: {partnerId: EnvValue};
  body?:
    | {kind: 'text'; contentType: string; text: string}
    | {kind: 'form'; fields: {name: string; value: HeaderValue}[]}
    | {kind: 'multipart'; parts: {name: string; value: string; file: boolean}[]};
  /** The environment variables the sample needs, in the order it names them. */
  env: string[];
}

const MAX_OPTIONAL_QUERY_PARAMETERS = 2;
/** Where requests go when the description's server URL is relative. */
const FALLBACK_ORIGIN = 'https://api.example.com';
/** Form fields that carry OAuth client credentials (sent in the body: client_secret_post). */
const CLIENT_CREDENTIAL_FIELDS: Record<string, string> = {client_id: 'CLIENT_ID', client_secret: 'CLIENT_SECRET'};

export const isEnv = (value: HeaderValue): value is EnvValue => typeof value !== 'string';

function exampleOf(ctx: PageContext, parameter: ParameterObject): JsonValue {
  const own = parameterExample(ctx.model, parameter);
  // A serialized example (3.2) is the text as sent: only the query string as a whole is sent so.
  return own.found && !own.serialized ? own.value : schemaExample(ctx.model, parameterSchema(parameter).schema);
}

/** The query string a 3.2 `in: querystring` parameter's example sends (its serialized example as written). */
function querystringOf(ctx: PageContext, parameter: ParameterObject): string {
  const own = querystringExample(ctx.model, parameter);
  const {schema, mediaType} = parameterSchema(parameter);
  if (own.found) return querystringText(own.value, mediaType, own.serialized);
  const built = schemaExample(ctx.model, schema);
  return built === undefined ? '' : querystringText(built, mediaType);
}

/**
 * The first server's URL with its variables at their defaults, as the description writes it:
 * relative (`/api/v1`) when it names no host (Swagger 2.0 without `host`: the API is served
 * wherever it is installed, as Gitea's is).
 */
export function serverUrlAsWritten(op: ApiOperation): string {
  return serverUrlWithDefaults(op.servers[0] ?? {url: '/'}).replace(/\/+$/, '');
}

/** Whether the description names the API's host: with a scheme, or protocol-relative (`//api.example.com/v1`). */
export const namesHost = (op: ApiOperation) => /^(?:[a-z][a-z0-9+.-]*:)?\/\//i.test(serverUrlAsWritten(op));

/**
 * The first server's URL with its variables at their defaults, made absolute for a sample: over
 * HTTPS when it names no scheme, at FALLBACK_ORIGIN's host when it names none.
 */
function serverUrl(op: ApiOperation): string {
  const url = serverUrlAsWritten(op);
  if (url.startsWith('//')) return `https:${url}`;
  if (namesHost(op)) return url;
  return (FALLBACK_ORIGIN + (url.startsWith('/') ? url : `/${url}`)).replace(/\/+$/, '');
}

function stringValue(value: JsonValue): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** `GCM_PARTNER_ID` from `X-Partner-Id` and the prefix `GCM`; a name that starts with the prefix keeps it once (`API_BASE`). */
export function envName(prefix: string, name: string): string {
  const normalized = name
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
  return normalized.startsWith(`${prefix}_`) ? normalized : `${prefix}_${normalized}`;
}

/** A multipart body's parts: each field of the example, a file where its schema is one. */
function multipartParts(ctx: PageContext, bodySchema: Schema | undefined, value: JsonValue) {
  // Merged: a file field may be an `allOf` part or a union with null (`anyOf: [file, null]`).
  const schema = mergeAllOf(ctx.model, bodySchema);
  return Object.entries(isObject(value) ? value : {}).map(([name, v]) => {
    const property = mergeAllOf(ctx.model, schema?.properties?.[name]);
    const file = isObject(property) && (property.format === 'binary' || property.contentMediaType !== undefined);
    return {name, value: file ? `/path/to/${name}` : stringValue(v), file};
  });
}

type Env = (name: string) => EnvValue;

/**
 * A query value as sent: encoded, once. An example its writer wrote encoded already
 * (Spotify's `remaster%20track:Doxy`) is decoded first, not sent as `remaster%2520track`.
 */
export function queryValue(text: string): string {
  if (/%[0-9A-Fa-f]{2}/.test(text) && !/\s/.test(text)) {
    try {
      return encodeURIComponent(decodeURIComponent(text));
    } catch {
      // A `%` that starts no escape: the text is not encoded.
    }
  }
  return encodeURIComponent(text);
}

/** What an operation's parameters put in a request: its path and query, the headers they send, the idempotency key's header. */
interface ParameterParts {
  path: string;
  query: string[];
  headers: SampleRequest['headers'];
  idempotencyKey?: string;
}

/** The parameters' part of the request, each at its example (at most MAX_OPTIONAL_QUERY_PARAMETERS optional query parameters). */
function parameterParts(ctx: PageContext, op: ApiOperation): ParameterParts {
  const parts: ParameterParts = {path: op.path, query: [], headers: []};
  let optionalQueryCount = 0;
  for (const parameter of op.parameters) {
    if (parameter.in === 'querystring') {
      const text = querystringOf(ctx, parameter);
      if (text !== '') parts.query.push(text);
      continue;
    }
    const value = exampleOf(ctx, parameter);
    if (parameter.in === 'path') {
      parts.path = parts.path.replace(`{${parameter.name}}`, encodeURIComponent(String(value ?? parameter.name)));
    } else if (parameter.in === 'query') {
      if (value === undefined) continue;
      if (!parameter.required) {
        if (optionalQueryCount >= MAX_OPTIONAL_QUERY_PARAMETERS) continue;
        optionalQueryCount += 1;
      }
      const values = Array.isArray(value) ? value : [value];
      for (const v of values) {
        parts.query.push(`${encodeURIComponent(parameter.name)}=${queryValue(stringValue(v))}`);
      }
    } else if (parameter.in === 'header') {
      const name = String(parameter.name);
      // The signature headers are computed when the sample runs, never taken from examples.
      const computed = SIGNATURE_HEADERS.some((h) => h.toLowerCase() === name.toLowerCase());
      if (computed) continue;
      if (name.toLowerCase() === 'idempotency-key') parts.idempotencyKey = name;
      else if (parameter.required && value !== undefined) parts.headers.push({name, value: stringValue(value)});
    }
  }
  return parts;
}

/**
 * The body a request sends, serialised as its media type says; `body` replaces the example its
 * description gives (a chosen variant's). A form's client credentials come from the environment.
 */
function sampleBody(ctx: PageContext, op: ApiOperation, env: Env, body?: {value: JsonValue}): SampleRequest['body'] {
  const {requestBody} = op;
  const [mediaType, media] = isObject(requestBody?.content) ? (Object.entries(requestBody.content)[0] ?? []) : [];
  if (mediaType === undefined) return undefined;
  // A streamed body (3.2's itemSchema) is sent as its example's framed text (model/streams.ts).
  const streamed = isStreamMedia(mediaType) && isObject(media) && media.schema === undefined;
  const bodyValue = body
    ? body.value
    : streamed
      ? mediaExamples(ctx.model, media, mediaType, 'request')[0]?.value
      : mediaExample(ctx.model, media);
  if (/^application\/x-www-form-urlencoded/i.test(mediaType)) {
    const fields = formFields(bodyValue).map(([name, value]) => ({
      name,
      value: CLIENT_CREDENTIAL_FIELDS[name] ? env(CLIENT_CREDENTIAL_FIELDS[name]) : value,
    }));
    return {kind: 'form', fields};
  }
  if (/^multipart\/form-data/i.test(mediaType)) {
    return {kind: 'multipart', parts: multipartParts(ctx, media?.schema, bodyValue)};
  }
  return {kind: 'text', contentType: mediaType, text: textBody(ctx, mediaType, media?.schema, bodyValue, streamed)};
}

/**
 * How the request authenticates, as the model decided (model/auth.ts, shared with Postman and the
 * tests): its credentials from the environment, an API key in a header, the query or a cookie.
 */
function authenticate(request: SampleRequest, auth: ApiOperation['auth'], env: Env): void {
  if (auth.bearer) request.bearer = env('ACCESS_TOKEN');
  if (auth.basic) request.basic = {user: env('USERNAME'), password: env('PASSWORD')};
  for (const key of auth.apiKeys) {
    const value = env(key.name);
    if (key.in === 'header') request.headers.push({name: key.name, value});
    else if (key.in === 'query') request.queryEnv.push({name: key.name, value});
    else request.headers.push({name: 'Cookie', value: {...value, prefix: `${key.name}=`}});
  }
  if (auth.signed) request.signing = {partnerId: env('PARTNER_ID'), secret: env('SIGNING_SECRET')};
  else if (auth.signingHeaders) request.signingHeaders = {partnerId: env('PARTNER_ID')};
}

/** The example request of an operation; `body` replaces the body its description gives (a chosen variant's). */
export function buildSampleRequest(
  ctx: PageContext,
  op: ApiOperation,
  envPrefix: string,
  body?: {value: JsonValue},
): SampleRequest {
  const env: Env = (name) => ({env: envName(envPrefix, name)});
  const parts = parameterParts(ctx, op);
  const request: SampleRequest = {
    method: wireMethod(op.method),
    base: {env: envName(envPrefix, 'API_BASE'), default: serverUrl(op), ...(namesHost(op) ? {} : {hostless: true})},
    path: parts.path,
    query: parts.query.length > 0 ? `?${parts.query.join('&')}` : '',
    queryEnv: [],
    headers: [],
    env: [],
  };
  authenticate(request, op.auth, env);
  if (parts.idempotencyKey) request.idempotencyKey = parts.idempotencyKey;
  const sent = sampleBody(ctx, op, env, body);
  if (sent) request.body = sent;
  // A header parameter is sent unless the body or the authentication sends that header already.
  request.headers = [...parts.headers.filter((header) => !setOtherwise(request, header.name)), ...request.headers];
  request.env = collectEnv(request);
  return request;
}

/**
 * Whether the request sends a header of this name without its parameter: `Content-Type` with a
 * body (its media type; a multipart body's boundary too), `Authorization` with a bearer token or
 * Basic, and any header the security scheme sends. OpenAPI ignores a header parameter named
 * Content-Type or Authorization, yet descriptions declare them (PagerDuty's, beside a JSON body):
 * sent again, the header would be doubled. Where nothing else sends it, the parameter is kept.
 */
function setOtherwise(request: SampleRequest, name: string): boolean {
  const lower = name.toLowerCase();
  if (lower === 'content-type' && request.body !== undefined) return true;
  if (lower === 'authorization' && (request.bearer !== undefined || request.basic !== undefined)) return true;
  return request.headers.some((header) => header.name.toLowerCase() === lower);
}

/**
 * A body sent as text: JSON written out, XML as its schema's hints say (model/xml.ts), other text
 * as it is, a streamed body's framed items as they are.
 */
function textBody(
  ctx: PageContext,
  mediaType: string,
  schema: Schema | undefined,
  value: JsonValue,
  streamed: boolean,
): string {
  if (typeof value === 'string' && (streamed || !/json/i.test(mediaType))) return value;
  if (isXmlMedia(mediaType)) return xmlExample(ctx.model, schema, value);
  // JSON means the same with its control characters escaped, and a sample can be copied then.
  return escapeControls(JSON.stringify(value ?? {}, null, 2));
}

function collectEnv(request: SampleRequest): string[] {
  const names = new Set<string>([request.base.env]);
  const add = (value: HeaderValue | undefined) => value && isEnv(value) && names.add(value.env);
  add(request.bearer);
  add(request.basic?.user);
  add(request.basic?.password);
  add(request.signing?.partnerId);
  add(request.signing?.secret);
  add(request.signingHeaders?.partnerId);
  request.headers.forEach((h) => add(h.value));
  request.queryEnv.forEach((q) => add(q.value));
  if (request.body?.kind === 'form') request.body.fields.forEach((f) => add(f.value));
  return [...names];
}
