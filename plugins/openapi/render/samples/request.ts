/**
 * The request a code sample makes, in terms every language template understands: where it
 * goes, which values come from the environment, which are computed when it runs (the
 * signature headers, an idempotency key), and the body, serialised once.
 */
import {isObject, type ApiOperation, type Json} from '../../model';
import type {PageContext} from '../context';
import {parameterExample, schemaExample} from '../examples';
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
  base: {env: string; default: string};
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
/** Headers computed when the sample runs, never taken from examples. */
export const SIGNATURE_HEADERS = ['X-Partner-Id', 'X-Timestamp', 'X-Nonce', 'X-Signature'];
/** Form fields that carry OAuth client credentials (sent in the body: client_secret_post). */
const CLIENT_CREDENTIAL_FIELDS: Record<string, string> = {client_id: 'CLIENT_ID', client_secret: 'CLIENT_SECRET'};

export const isEnv = (value: HeaderValue): value is EnvValue => typeof value !== 'string';

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

function stringValue(value: Json): string {
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

/** The security requirement a sample follows: the first, unless an OAuth token request may send its credentials in the body. */
function chosenRequirement(op: ApiOperation, formFields: string[]): Record<string, string[]> {
  const requirements = op.security.filter((r) => isObject(r));
  const anonymous = requirements.find((r) => Object.keys(r).length === 0);
  if (anonymous && formFields.includes('client_id') && formFields.includes('client_secret')) return anonymous;
  return requirements[0] ?? {};
}

export function buildSampleRequest(ctx: PageContext, op: ApiOperation, envPrefix: string): SampleRequest {
  const env = (name: string): EnvValue => ({env: envName(envPrefix, name)});
  let path = op.path;
  const query: string[] = [];
  const headers: SampleRequest['headers'] = [];
  let idempotencyKey: string | undefined;
  let optionalQueryCount = 0;
  let signedByHeaders = false;
  let signedBySecurity = false;
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
    } else if (parameter.in === 'header') {
      const name = String(parameter.name);
      if (SIGNATURE_HEADERS.some((h) => h.toLowerCase() === name.toLowerCase())) {
        signedByHeaders = true;
      } else if (name.toLowerCase() === 'idempotency-key') {
        idempotencyKey = name;
      } else if (parameter.required && value !== undefined) {
        headers.push({name, value: stringValue(value)});
      }
    }
  }

  const requestBody = ctx.model.resolve(op.operation.requestBody);
  const [mediaType, media] = isObject(requestBody?.content) ? Object.entries<Json>(requestBody.content)[0] : [];
  const example = media ? parameterExample(ctx, media) : {found: false, value: undefined};
  const bodyValue: Json = media ? (example.found ? example.value : schemaExample(ctx, media?.schema)) : undefined;
  const isForm = mediaType !== undefined && /^application\/x-www-form-urlencoded/i.test(mediaType);
  const formFields = isForm && isObject(bodyValue) ? Object.keys(bodyValue) : [];

  const request: SampleRequest = {
    method: op.method.toUpperCase(),
    base: {env: envName(envPrefix, 'API_BASE'), default: serverUrl(op)},
    path,
    query: query.length > 0 ? `?${query.join('&')}` : '',
    queryEnv: [],
    headers,
    env: [],
  };
  const schemes: Json = ctx.model.root.components?.securitySchemes ?? {};
  for (const name of Object.keys(chosenRequirement(op, formFields))) {
    const scheme = ctx.model.resolve(schemes[name]);
    if (!isObject(scheme)) continue;
    const kind = String(scheme.scheme ?? '').toLowerCase();
    if (scheme.type === 'oauth2' || scheme.type === 'openIdConnect' || (scheme.type === 'http' && kind === 'bearer')) {
      request.bearer = env('ACCESS_TOKEN');
    } else if (scheme.type === 'http' && kind === 'basic') {
      request.basic = {user: env('USERNAME'), password: env('PASSWORD')};
    } else if (scheme.type === 'apiKey' && scheme.name === 'X-Signature') {
      signedBySecurity = true;
    } else if (scheme.type === 'apiKey') {
      const value = env(String(scheme.name));
      if (scheme.in === 'header') headers.push({name: String(scheme.name), value});
      else if (scheme.in === 'query') request.queryEnv.push({name: String(scheme.name), value});
      else if (scheme.in === 'cookie') headers.push({name: 'Cookie', value: {...value, prefix: `${scheme.name}=`}});
    }
  }
  if (signedBySecurity) request.signing = {partnerId: env('PARTNER_ID'), secret: env('SIGNING_SECRET')};
  else if (signedByHeaders) request.signingHeaders = {partnerId: env('PARTNER_ID')};
  if (idempotencyKey) request.idempotencyKey = idempotencyKey;

  if (mediaType !== undefined) {
    if (isForm) {
      request.body = {
        kind: 'form',
        fields: Object.entries<Json>(isObject(bodyValue) ? bodyValue : {}).map(([name, v]) => ({
          name,
          value: CLIENT_CREDENTIAL_FIELDS[name] ? env(CLIENT_CREDENTIAL_FIELDS[name]) : stringValue(v),
        })),
      };
    } else if (/^multipart\/form-data/i.test(mediaType)) {
      const schema = ctx.model.resolve(media?.schema);
      request.body = {
        kind: 'multipart',
        parts: Object.entries<Json>(isObject(bodyValue) ? bodyValue : {}).map(([name, v]) => {
          const property = ctx.model.resolve(schema?.properties?.[name]);
          const file = property?.format === 'binary' || property?.contentMediaType !== undefined;
          return {name, value: file ? `/path/to/${name}` : stringValue(v), file};
        }),
      };
    } else {
      const text =
        /json/i.test(mediaType) || typeof bodyValue !== 'string'
          ? JSON.stringify(bodyValue ?? {}, null, 2)
          : String(bodyValue);
      request.body = {kind: 'text', contentType: mediaType, text};
    }
  }
  request.env = collectEnv(request);
  return request;
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
