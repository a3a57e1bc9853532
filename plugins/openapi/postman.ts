/**
 * The Postman collection, made ready to run: credentials and ids are collection variables,
 * every signed request is signed by a collection-level pre-request script over the exact
 * bytes it sends (fresh timestamp and nonce each time), each request that takes an
 * Idempotency-Key gets a new one, and the token request sends the client credentials in
 * its form body only and stores the token it gets for the requests after it.
 * openapi-to-postmanv2 makes the collection; this fixes it up.
 */
import {createHash} from 'node:crypto';
import {isObject, SIGNATURE_HEADERS as SIGNING_HEADERS, type SpecModel, wireMethod} from './model';

export const POSTMAN_VARIABLES = {
  baseUrl: 'The API server; the sandbox by default',
  accessToken: 'A bearer token; the token request sets it',
  clientId: 'Your API client id',
  clientSecret: 'Your API client secret',
  partnerId: 'Your partner id (X-Partner-Id)',
  signingSecret: 'Your request signing secret',
} as const;

const SIGNATURE_HEADERS = SIGNING_HEADERS.map((name) => name.toLowerCase());

/** Runs in Postman's sandbox before every request (CryptoJS and uuid are built in there). */
export const PRE_REQUEST_SCRIPT = [
  '// GCM request signing: a request with an X-Signature header is signed over the exact bytes it sends.',
  "if (pm.request.headers.has('X-Signature')) {",
  "  const uuid = require('uuid');",
  '  const url = pm.request.url;',
  '  const segments = url.path.map((segment) =>',
  "    segment.startsWith(':') ? String(url.variables.get(segment.slice(1))) : segment,",
  '  );',
  '  const query = url.query.filter((q) => !q.disabled).map((q) => (q.value == null ? q.key : `${q.key}=${q.value}`));',
  "  const target = pm.variables.replaceIn(`/${segments.join('/')}${query.length ? `?${query.join('&')}` : ''}`);",
  "  const body = pm.request.body && pm.request.body.mode === 'raw' ? pm.variables.replaceIn(pm.request.body.raw) : '';",
  '  const timestamp = String(Math.floor(Date.now() / 1000));',
  '  const nonce = uuid.v4();',
  '  const bodySha256 = CryptoJS.SHA256(body).toString(CryptoJS.enc.Hex);',
  "  const stringToSign = [pm.request.method.toUpperCase(), target, timestamp, nonce, bodySha256].join('\\n');",
  "  const signature = CryptoJS.HmacSHA256(stringToSign, pm.variables.get('signingSecret')).toString(CryptoJS.enc.Base64);",
  "  pm.request.headers.upsert({key: 'X-Partner-Id', value: pm.variables.get('partnerId')});",
  "  pm.request.headers.upsert({key: 'X-Timestamp', value: timestamp});",
  "  pm.request.headers.upsert({key: 'X-Nonce', value: nonce});",
  "  pm.request.headers.upsert({key: 'X-Signature', value: signature});",
  '}',
];

/**
 * Runs in Postman's sandbox after the token request: the `access_token` of the response
 * (RFC 6749 section 5.1) becomes the collection's bearer token for the requests after it.
 */
export const TOKEN_TEST_SCRIPT = [
  "pm.test('the token response carries an access_token', () => {",
  '  const token = pm.response.json().access_token;',
  "  pm.expect(token).to.be.a('string').that.is.not.empty;",
  "  pm.collectionVariables.set('accessToken', token);",
  '});',
];

interface PostmanRequest {
  method: string;
  url: {path?: string[]; host?: string[]; protocol?: string; raw?: string; query?: {key: string; disabled?: boolean}[]};
  header?: {key: string; value?: string; disabled?: boolean}[];
  auth?: {type: string};
  body?: {mode?: string; urlencoded?: {key: string; value?: string}[]};
}

interface PostmanEvent {
  listen: string;
  script: {type: string; exec: string[]};
}

/** The operation a request of the collection calls (`:name` path segments stand for `{name}`). */
export function operationFor(model: SpecModel, request: PostmanRequest) {
  const path = `/${(request.url.path ?? []).map((s) => (s.startsWith(':') ? `{${s.slice(1)}}` : s)).join('/')}`;
  return model.operations.find((op) => wireMethod(op.method) === request.method && op.path === path);
}

interface PostmanItem {
  request: PostmanRequest;
  event?: PostmanEvent[];
}

/** A folder or request of the collection, as the converter writes it. */
interface PostmanNode {
  id?: string;
  name?: string;
  description?: unknown;
  item?: PostmanNode[];
  request?: PostmanRequest;
  response?: {id?: string; name?: string}[];
  event?: PostmanEvent[];
}

/** The collection as the converter writes it (what this file reads and changes of it). */
export interface PostmanCollection {
  info?: {name?: string; _postman_id?: string; description?: unknown};
  item?: PostmanNode[];
  [key: string]: unknown;
}

function fixItem(model: SpecModel, item: PostmanItem): void {
  const {request} = item;
  const op = operationFor(model, request);
  if (!op) return;
  // The model decides how the operation authenticates (model/auth.ts); a signature helper takes the
  // signing headers of the request it checks, and signs that request itself.
  const {signed, signingHeaders: helper} = op.auth;
  const headers = (request.header ?? []).filter((h) => !SIGNATURE_HEADERS.includes(h.key.toLowerCase()));
  for (const header of headers) if (header.key.toLowerCase() === 'idempotency-key') header.value = '{{$guid}}';
  if (signed) {
    headers.push(
      {key: 'X-Partner-Id', value: '{{partnerId}}'},
      {key: 'X-Timestamp', value: ''},
      {key: 'X-Nonce', value: ''},
      {key: 'X-Signature', value: ''},
    );
  }
  if (helper) {
    headers.push(
      {key: 'X-Partner-Id', value: '{{partnerId}}'},
      {key: 'X-Timestamp', value: '{{$timestamp}}'},
      {key: 'X-Nonce', value: '{{$guid}}'},
    );
  }
  request.header = headers;
  // Every request goes to {{baseUrl}}, including those with servers of their own (the sandbox helpers).
  if (request.url.host && request.url.host.join('.') !== '{{baseUrl}}') {
    request.url.host = ['{{baseUrl}}'];
    delete request.url.protocol;
  }
  // A deprecated parameter is documented, not sent.
  const deprecated = new Set(op.parameters.filter((p) => p.in === 'query' && p.deprecated).map((p) => String(p.name)));
  for (const query of request.url.query ?? []) if (deprecated.has(query.key)) query.disabled = true;
  const fields = request.body?.mode === 'urlencoded' ? (request.body.urlencoded ?? []) : [];
  const clientCredentials = fields.some((f) => f.key === 'client_secret');
  for (const field of fields) {
    if (field.key === 'client_id') field.value = '{{clientId}}';
    if (field.key === 'client_secret') field.value = '{{clientSecret}}';
  }
  // The token request authenticates with the credentials in its body and keeps the token it
  // gets; the rest inherit that token as their bearer token.
  if (clientCredentials) {
    request.auth = {type: 'noauth'};
    item.event = [{listen: 'test', script: {type: 'text/javascript', exec: TOKEN_TEST_SCRIPT}}];
  } else delete request.auth;
}

const isRequest = (node: PostmanNode): node is PostmanItem => isObject(node.request);

function walk(items: PostmanNode[], visit: (item: PostmanItem) => void): void {
  for (const item of items) {
    if (Array.isArray(item.item)) walk(item.item, visit);
    else if (isRequest(item)) visit(item);
  }
}

/** A UUID (version 5 layout) made from a name, so the same name always gets the same id. */
function nameUuid(name: string): string {
  const hex = createHash('sha1').update(name).digest('hex');
  const variant = ((parseInt(hex[16], 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * Replaces the random ids the converter gives the collection, its folders, requests and
 * saved responses with ids made from their place in it, so that the same description
 * always builds the same file (and a re-import in Postman updates instead of duplicating).
 */
function stableIds(collection: PostmanCollection): void {
  const name = String(collection.info?.name ?? '');
  if (isObject(collection.info)) collection.info._postman_id = nameUuid(`collection:${name}`);
  const visit = (items: PostmanNode[], parent: string) =>
    items.forEach((item, index) => {
      const place = `${parent}/${index}:${String(item.name ?? '')}`;
      if ('id' in item) item.id = nameUuid(place);
      (Array.isArray(item.response) ? item.response : []).forEach((response, i) => {
        if ('id' in response) response.id = nameUuid(`${place}#${i}:${String(response.name ?? '')}`);
      });
      if (Array.isArray(item.item)) visit(item.item, place);
    });
  visit(collection.item ?? [], name);
}

/** A description's links to pages of this site (`](/docs/…)`), made absolute: inside Postman they lead nowhere. */
export function absoluteSiteLinks(markdown: string, siteUrl: string): string {
  return markdown.replace(
    /\]\((\/(?!\/)[^)\s]*)\)/g,
    (_link, target: string) => `](${siteUrl.replace(/\/$/, '')}${target})`,
  );
}

/** Every description of the collection (a string, or `{content}`), with absolute site links. */
function absoluteDescriptionLinks(node: unknown, siteUrl: string): void {
  if (Array.isArray(node)) node.forEach((child) => absoluteDescriptionLinks(child, siteUrl));
  if (!isObject(node)) return;
  for (const [key, value] of Object.entries(node)) {
    if (key === 'description' && typeof value === 'string') node[key] = absoluteSiteLinks(value, siteUrl);
    else if (key === 'description' && isObject(value) && typeof value.content === 'string') {
      value.content = absoluteSiteLinks(value.content, siteUrl);
    } else absoluteDescriptionLinks(value, siteUrl);
  }
}

/**
 * The collection with variables, bearer auth, signing and fresh idempotency keys, stable
 * ids, and links to the site's pages that work inside Postman (`siteUrl`: the docs site).
 */
export function runnableCollection(
  model: SpecModel,
  collection: PostmanCollection,
  baseUrl: string,
  siteUrl: string,
): PostmanCollection {
  walk(collection.item ?? [], (item) => fixItem(model, item));
  stableIds(collection);
  absoluteDescriptionLinks(collection, siteUrl);
  return {
    ...collection,
    auth: {type: 'bearer', bearer: [{key: 'token', value: '{{accessToken}}', type: 'string'}]},
    event: [{listen: 'prerequest', script: {type: 'text/javascript', exec: PRE_REQUEST_SCRIPT}}],
    variable: Object.entries(POSTMAN_VARIABLES).map(([key, description]) => ({
      key,
      value: key === 'baseUrl' ? baseUrl : '',
      type: 'string',
      description,
    })),
  };
}
