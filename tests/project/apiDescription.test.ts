import {createHash, createHmac} from 'node:crypto';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

import {describe, expect, it} from 'vitest';

import {loadSpec, toPointer} from '../../plugins/openapi/model';
import {docRoute, guideFiles} from '../../plugins/docs-lint';
import {EXAMPLE_REQUEST_PATH, SIGNED_METHODS} from '../../src/lib/signing';

const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const specText = readFileSync(path.join(rootDir, 'api/openapi.json'), 'utf8');
/** The spec model: page slugs come from it alone (plugins/openapi/model/slugs.ts). */
const model = await loadSpec('api/openapi.json', {cwd: rootDir, allowExternalRefs: false});

type Json = null | boolean | number | string | Json[] | {[key: string]: Json};
type JsonObject = {[key: string]: Json};

const spec = JSON.parse(specText) as JsonObject;
const obj = (value: Json | undefined): JsonObject => value as JsonObject;
const arr = (value: Json | undefined): Json[] => value as Json[];

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];
const operations = Object.entries(obj(spec.paths)).flatMap(([route, item]) =>
  Object.entries(obj(item))
    .filter(([method]) => HTTP_METHODS.includes(method))
    .map(([method, operation]) => ({route, method, operation: obj(operation)})),
);
const schemas = obj(obj(spec.components).schemas);

describe('api/openapi.json', () => {
  it('is the GCM API at the newest release the changelog describes, whose info page slug is gcm-api', () => {
    const info = obj(spec.info);
    expect(info.title).toBe('GCM API');
    const releases = [
      ...readFileSync(path.join(rootDir, 'docs/changelog.mdx'), 'utf8').matchAll(/^## (\d+\.\d+\.\d+) — /gm),
    ].map((m) => m[1]);
    expect(releases.length).toBeGreaterThan(0);
    expect(info.version).toBe(releases[0]);
    expect(model.infoId).toBe('gcm-api');
    // The overview names every release, oldest first.
    const description = String(info.description);
    const mentions = [...releases].reverse().map((release) => description.indexOf(release));
    for (const [i, at] of mentions.entries()) expect(at, [...releases].reverse()[i]).toBeGreaterThan(-1);
    expect(mentions).toEqual([...mentions].sort((a, b) => a - b));
  });

  it('uses only the sandbox and production servers on .example domains', () => {
    expect(arr(spec.servers).map((s) => obj(s).url)).toEqual([
      'https://sandbox.api.gcm.example',
      'https://api.gcm.example',
    ]);
  });

  it('has exactly the six tags, each with a slug and a real description', () => {
    const tags = arr(spec.tags).map(obj);
    expect(model.groups.map((group) => [group.name, group.id])).toEqual([
      ['Partner Authentication API', 'partner-authentication-api'],
      ['Partner Onboarding API', 'partner-onboarding-api'],
      ['Partner Provisioning API', 'partner-provisioning-api'],
      ['Partner Redemption API', 'partner-redemption-api'],
      ['Search API', 'search-api'],
      ['iFrames', 'i-frames'],
    ]);
    for (const tag of tags) expect(String(tag.description).length).toBeGreaterThan(200);
  });

  it('has the 14 named operations plus onboarding, with the expected page slugs', () => {
    const expected: Record<string, string> = {
      CheckBalance: 'check-balance',
      CreateRedemptionUIAuthorizationToken: 'create-redemption-ui-authorization-token',
      GenerateDynamicImage: 'generate-dynamic-image',
      GenerateIFramesEndpoint: 'generate-i-frames-endpoint',
      GetBusinessDetails: 'get-business-details',
      GetCards: 'get-cards',
      GetDynamicImage: 'get-dynamic-image',
      HmacAuthorizationSignature: 'hmac-authorization-signature',
      HmacGetCardsSignature: 'hmac-get-cards-signature',
      HmacProvisioningSignature: 'hmac-provisioning-signature',
      OAuth2Authentication: 'o-auth-2-authentication',
      ProvisionGiftCard: 'provision-gift-card',
      SearchForBusinesses: 'search-for-businesses',
      VoidCard: 'void-card',
      OnboardBusiness: 'onboard-business',
    };
    const ids = operations.map((o) => String(o.operation.operationId));
    expect([...ids].sort()).toEqual(Object.keys(expected).sort());
    for (const id of ids) expect(model.operationById.get(id)?.id).toBe(expected[id]);
  });

  it('gives every operation exactly one declared tag, a summary, a description and security', () => {
    const tagNames = new Set(arr(spec.tags).map((t) => obj(t).name));
    for (const {operation} of operations) {
      expect(arr(operation.tags)).toHaveLength(1);
      expect(tagNames.has(arr(operation.tags)[0])).toBe(true);
      expect(String(operation.summary).length).toBeGreaterThan(5);
      expect(String(operation.description).length).toBeGreaterThan(200);
      expect(Array.isArray(operation.security)).toBe(true);
    }
  });

  it('signs the operations that need it with OAuth2 plus HmacSignature and the signing headers', () => {
    const mustBeSigned = [
      'ProvisionGiftCard',
      'VoidCard',
      'GetCards',
      'CheckBalance',
      'CreateRedemptionUIAuthorizationToken',
    ];
    const signingRefs = ['PartnerId', 'Timestamp', 'Nonce'].map((n) => `#/components/parameters/${n}`);
    const signed = operations.filter((o) =>
      arr(o.operation.security).some((req) => Object.keys(obj(req)).includes('HmacSignature')),
    );
    for (const id of mustBeSigned) expect(signed.map((o) => o.operation.operationId)).toContain(id);
    for (const {operation} of signed) {
      const security = arr(operation.security).map(obj);
      expect(security).toHaveLength(1);
      expect(Object.keys(security[0]).sort()).toEqual(['HmacSignature', 'OAuth2']);
      expect(arr(security[0].OAuth2).length).toBeGreaterThan(0);
      expect(security[0].HmacSignature).toEqual([]);
      const refs = arr(operation.parameters).map((p) => obj(p).$ref);
      for (const ref of signingRefs) expect(refs).toContain(ref);
    }
    const provision = operations.find((o) => o.operation.operationId === 'ProvisionGiftCard')!;
    expect(arr(provision.operation.parameters).map((p) => obj(p).$ref)).toContain(
      '#/components/parameters/IdempotencyKey',
    );
    expect(obj(obj(spec.components).parameters).IdempotencyKey).toMatchObject({
      name: 'Idempotency-Key',
      required: true,
    });
  });

  it('gives the signing calculator the methods of the signed operations', () => {
    const signedMethods = operations
      .filter((o) => arr(o.operation.security).some((req) => Object.keys(obj(req)).includes('HmacSignature')))
      .map((o) => o.method.toUpperCase());
    expect([...SIGNED_METHODS].sort()).toEqual([...new Set(signedMethods)].sort());
  });

  it('serves the path that signing messages give as an example, with its query parameters', () => {
    const example = new URL(EXAMPLE_REQUEST_PATH, 'https://sandbox.api.gcm.example');
    const listing = operations.find((o) => o.route === example.pathname && o.method === 'get');
    expect(listing, `GET ${example.pathname}`).toBeDefined();
    const parameters = obj(obj(spec.components).parameters);
    const parameterNames = arr(listing!.operation.parameters).map((p) => {
      const ref = obj(p).$ref;
      return typeof ref === 'string' ? obj(parameters[ref.split('/').pop()!]).name : obj(p).name;
    });
    for (const name of example.searchParams.keys()) expect(parameterNames).toContain(name);
  });

  it('models OAuth 2 client credentials with the token URL of OAuth2Authentication on the sandbox host', () => {
    const schemes = obj(obj(spec.components).securitySchemes);
    const token = operations.find((o) => o.operation.operationId === 'OAuth2Authentication')!;
    const flow = obj(obj(obj(schemes.OAuth2).flows).clientCredentials);
    expect(flow.tokenUrl).toBe(`https://sandbox.api.gcm.example${token.route}`);
    expect(obj(schemes.HmacSignature)).toMatchObject({type: 'apiKey', in: 'header', name: 'X-Signature'});
  });

  it('links the three signature helpers to the HMAC guide and returns GenerateXSignatureResponse', () => {
    for (const id of ['HmacAuthorizationSignature', 'HmacGetCardsSignature', 'HmacProvisioningSignature']) {
      const {operation} = operations.find((o) => o.operation.operationId === id)!;
      expect(String(operation.description)).toContain('(/docs/additional-support/hmac-signature-generation)');
      const ok = obj(obj(obj(obj(operation.responses)['200']).content)['application/json']);
      expect(obj(ok.schema).$ref).toBe('#/components/schemas/GenerateXSignatureResponse');
    }
  });

  it('gives every schema its own page, whose slug is its lower-cased name (the links in the guides use it)', () => {
    const names = Object.keys(schemas);
    expect(names.length).toBeGreaterThan(0);
    const pageIds = model.schemas.map((schema) => schema.id);
    expect(new Set(pageIds).size).toBe(names.length);
    for (const name of names) expect(pageIds, name).toContain(`schemas/${name.toLowerCase()}`);
  });

  it('documents every schema and property with a description and an example', () => {
    for (const [name, schema] of Object.entries(schemas)) {
      const s = obj(schema);
      expect(String(s.description).length, name).toBeGreaterThan(20);
      expect(s.example, name).toBeDefined();
      for (const [prop, value] of Object.entries(obj(s.properties ?? {}))) {
        const p = obj(value);
        if (p.$ref) continue; // described by the referenced schema
        expect(String(p.description).length, `${name}.${prop}`).toBeGreaterThan(3);
        expect(p.type, `${name}.${prop}`).toBeDefined();
        if (p.type !== 'array' && p.type !== 'object') expect(p.example, `${name}.${prop}`).toBeDefined();
      }
    }
    const statusEnum = obj(schemas.StatusEnum);
    for (const value of arr(statusEnum.enum)) expect(String(statusEnum.description)).toContain(`\`${String(value)}\``);
  });

  it('lists every error code in the catalogue, and every problem example agrees with its status', () => {
    const codeProperty = obj(obj(obj(schemas.Problem).properties).code);
    const codes = arr(codeProperty.enum).map(String);
    const catalogue = arr(codeProperty['x-error-codes']).map(obj);
    expect(catalogue.map((entry) => entry.code)).toEqual(codes);
    const statusByCode = new Map(catalogue.map((entry) => [String(entry.code), Number(entry.status)]));
    const responses = obj(obj(spec.components).responses);
    const resolve = (r: Json): JsonObject => {
      const ref = obj(r).$ref;
      return typeof ref === 'string' ? obj(responses[ref.split('/').pop()!]) : obj(r);
    };
    let checked = 0;
    for (const {operation} of operations) {
      for (const [status, raw] of Object.entries(obj(operation.responses))) {
        const problemJson = obj(resolve(raw).content)['application/problem+json'];
        if (Number(status) >= 400) expect(problemJson, `${operation.operationId} ${status}`).toBeDefined();
        if (!problemJson) continue;
        for (const example of Object.values(obj(obj(problemJson).examples))) {
          const value = obj(obj(example).value);
          expect(value.status).toBe(Number(status));
          expect(statusByCode.get(String(value.code))).toBe(Number(status));
          expect(value.type).toBe(`https://gcm.example/problems/${String(value.code).replace(/_/g, '-')}`);
          checked += 1;
        }
      }
    }
    expect(checked).toBeGreaterThan(50);
  });

  it('declares the rate-limit headers and sends Retry-After with 429', () => {
    const headers = obj(obj(spec.components).headers);
    for (const name of ['RateLimit-Limit', 'RateLimit-Remaining', 'RateLimit-Reset', 'Retry-After']) {
      expect(headers[name], name).toBeDefined();
    }
    const tooMany = obj(obj(obj(spec.components).responses).TooManyRequests);
    expect(obj(obj(tooMany.headers)['Retry-After']).$ref).toBe('#/components/headers/Retry-After');
  });

  it('has signature examples that follow the normative HMAC scheme', () => {
    const hmacDescription = String(obj(obj(obj(spec.components).securitySchemes).HmacSignature).description);
    const secret = /`(gcm_sk_sbx_[0-9a-f]+)`/.exec(hmacDescription)![1];
    const sign = (stringToSign: string) =>
      createHmac('sha256', Buffer.from(secret, 'utf8')).update(stringToSign, 'utf8').digest('base64');

    // The worked example in the scheme description.
    const worked = /```text\n([\s\S]*?)\n```/.exec(hmacDescription)![1];
    const signature = new RegExp('`X-Signature: ([A-Za-z0-9+/=]+)`').exec(hmacDescription)![1];
    expect(worked.split('\n')).toHaveLength(5);
    expect(sign(worked)).toBe(signature);

    // Every helper response example, and the request body it was computed from.
    let checked = 0;
    for (const id of ['HmacAuthorizationSignature', 'HmacGetCardsSignature', 'HmacProvisioningSignature']) {
      const {operation} = operations.find((o) => o.operation.operationId === id)!;
      const bodyExamples = operation.requestBody
        ? Object.values(obj(obj(obj(obj(operation.requestBody).content)['application/json']).examples))
        : [];
      const body = bodyExamples.length > 0 ? JSON.stringify(obj(bodyExamples[0]).value) : '';
      const ok = obj(obj(obj(obj(operation.responses)['200']).content)['application/json']);
      for (const example of Object.values(obj(ok.examples))) {
        const v = obj(obj(example).value);
        const lines = String(v.stringToSign).split('\n');
        expect(lines).toEqual([v.method, v.path, v.timestamp, v.nonce, v.bodySha256]);
        expect(v.bodySha256).toBe(createHash('sha256').update(body, 'utf8').digest('hex'));
        expect(v.signature).toBe(sign(String(v.stringToSign)));
        expect(v.signatureMatches).toBe(v.providedSignature === null ? null : v.providedSignature === v.signature);
        checked += 1;
      }
    }
    expect(checked).toBe(6);
  });
});

describe('api/openapi.json Markdown', () => {
  /** The hand-written guides (docs/, outside the generated docs/api/) and the reference's own pages. */
  const docsDir = path.join(rootDir, 'docs');
  const allowedLinks = new Set([
    ...guideFiles(docsDir).map((file) => docRoute(path.relative(docsDir, file))),
    ...[model.infoId, model.errorsId, ...model.operations.map((op) => op.id)].map(
      (id) => `/docs/api/partner-api/${id}`,
    ),
  ]);

  // Every string rendered as Markdown: descriptions and summaries, outside example values.
  const markdown: Array<{where: string; text: string}> = [];
  const allStrings: Array<{where: string; text: string}> = [];
  const walk = (node: Json, where: string[], inData: boolean) => {
    if (typeof node === 'string') {
      allStrings.push({where: toPointer(where), text: node});
      const key = where[where.length - 1];
      if (!inData && (key === 'description' || key === 'summary')) markdown.push({where: toPointer(where), text: node});
      return;
    }
    if (Array.isArray(node)) return node.forEach((child, i) => walk(child, [...where, String(i)], inData));
    if (node && typeof node === 'object') {
      for (const [key, child] of Object.entries(node)) {
        const data = inData || key === 'example' || key === 'value' || key === 'default' || key === 'enum';
        walk(child, [...where, key], data);
      }
    }
  };
  walk(spec, [], false);

  const stripCode = (text: string) => text.replace(/^```[^\n]*\n[\s\S]*?\n```$/gm, '').replace(/`[^`\n]+`/g, '');

  it('has no raw HTML, braces or angle brackets outside code', () => {
    expect(markdown.length).toBeGreaterThan(300);
    for (const {where, text} of markdown) expect(stripCode(text), where).not.toMatch(/[<>{}]/);
  });

  it('uses only level 2 and 3 headings', () => {
    for (const {where, text} of markdown) {
      for (const heading of stripCode(text).match(/^#+ /gm) ?? []) expect(['## ', '### '], where).toContain(heading);
    }
  });

  it('links only to site pages that exist', () => {
    for (const {where, text} of markdown) {
      // The page must be one of these; an anchor on it is checked by the build (onBrokenAnchors).
      for (const [, target] of stripCode(text).matchAll(/\]\(([^)]*)\)/g))
        expect(allowedLinks.has(target.split('#')[0]), `${where}: ${target}`).toBe(true);
    }
  });

  it('names only .example hosts and email domains', () => {
    for (const {where, text} of allStrings) {
      for (const [, host] of text.matchAll(/https?:\/\/([A-Za-z0-9][A-Za-z0-9.-]*)/g))
        expect(host, where).toMatch(/\.example$/);
      for (const [, domain] of text.matchAll(/[A-Za-z0-9._%+-]+@([A-Za-z0-9.-]+\.[A-Za-z]+)/g)) {
        expect(domain, where).toMatch(/\.example$/);
      }
    }
  });
});
