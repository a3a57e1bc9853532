/** Build-time pieces of the reference on the portal's own description: type labels, examples, code samples. */
import {describe, expect, it} from 'vitest';
import {buildModel, loadSpec, type ApiOperation, type SpecModel} from '../../plugins/openapi/model';
import {PageContext} from '../../plugins/openapi/render/context';
import {constraintNotes, typeLabel} from '../../plugins/openapi/render/schema';
import {schemaExample} from '../../plugins/openapi/render/examples';
import {buildSampleRequest, renderCodeSamples} from '../../plugins/openapi/render/samples';
import {codeBlock} from '../../plugins/openapi/render/mdx';
import {codeSampleLanguages} from '../../src/data/codeSampleLanguages';

const routes = {routeBase: '/docs/api/partner-api'};
const gcm = await loadSpec('api/openapi.json', {allowExternalRefs: false});
const context = (model: SpecModel) => new PageContext(model, routes);
const find = (operationId: string): ApiOperation => gcm.operationById.get(operationId)!;

const tiny = buildModel('tiny.json', {
  openapi: '3.0.3',
  info: {title: 't', version: '1'},
  paths: {},
  components: {
    schemas: {
      Money: {
        type: 'object',
        required: ['amount'],
        properties: {
          amount: {type: 'integer', minimum: 1, example: 500},
          currency: {type: 'string', enum: ['USD', 'EUR']},
        },
      },
      Order: {
        type: 'object',
        properties: {
          lines: {type: 'array', items: {$ref: '#/components/schemas/Money'}},
          note: {type: 'string', nullable: true, maxLength: 10},
        },
      },
      Status: {type: 'string', enum: ['open', 'closed']},
    },
  },
});

describe('type labels and constraints', () => {
  it('links named schemas and says what an array holds', () => {
    const ctx = context(tiny);
    expect(typeLabel(ctx, {$ref: '#/components/schemas/Money'})).toBe(
      '<a href="/docs/api/partner-api/schemas/money"><code>Money</code></a>',
    );
    expect(typeLabel(ctx, {$ref: '#/components/schemas/Status'})).toBe(
      '<a href="/docs/api/partner-api/schemas/status"><code>Status</code></a> <span class="api-type">(string)</span>',
    );
    expect(typeLabel(ctx, {type: 'array', items: {type: 'string', format: 'uuid'}})).toBe(
      '<span class="api-type">array of</span> <span class="api-type">string (uuid)</span>',
    );
  });

  it('lists every constraint in words', () => {
    const ctx = context(tiny);
    expect(constraintNotes(ctx, {type: 'integer', minimum: 1, maximum: 9, default: 3})).toEqual([
      'Minimum: <code>1</code>',
      'Maximum: <code>9</code>',
      'Default: <code>3</code>',
    ]);
    expect(constraintNotes(ctx, {type: 'string', enum: ['a', 'b'], pattern: '^a$'})).toEqual([
      'One of: <code>a</code>, <code>b</code>',
      'Pattern: <code>^a$</code>',
    ]);
  });
});

describe('schemaExample', () => {
  it('composes an example from property examples and enums', () => {
    expect(schemaExample(context(tiny), {$ref: '#/components/schemas/Order'})).toEqual({
      lines: [{amount: 500, currency: 'USD'}],
      note: 'string',
    });
  });
});

describe('code samples', () => {
  it('builds the provisioning request: bearer and signing from the environment, a fresh idempotency key, the body once', () => {
    const ctx = context(gcm);
    const request = buildSampleRequest(ctx, find('ProvisionGiftCard'), 'GCM');
    expect(request.method).toBe('POST');
    expect(request.base).toEqual({env: 'GCM_API_BASE', default: 'https://sandbox.api.gcm.example'});
    expect(request.path + request.query).toBe('/v1/gift-cards');
    expect(request.bearer).toEqual({env: 'GCM_ACCESS_TOKEN'});
    expect(request.signing).toEqual({partnerId: {env: 'GCM_PARTNER_ID'}, secret: {env: 'GCM_SIGNING_SECRET'}});
    expect(request.idempotencyKey).toBe('Idempotency-Key');
    // Nothing computed at run time is taken from the description's examples.
    const names = request.headers.map((h) => h.name);
    for (const name of ['X-Partner-Id', 'X-Timestamp', 'X-Nonce', 'X-Signature', 'Idempotency-Key', 'Authorization'])
      expect(names).not.toContain(name);
    const media = gcm.resolve(find('ProvisionGiftCard').operation.requestBody).content['application/json'];
    const firstExample = Object.values<{value: unknown}>(media.examples)[0].value;
    expect(request.body).toEqual({
      kind: 'text',
      contentType: 'application/json',
      text: JSON.stringify(firstExample, null, 2),
    });
    expect(request.env).toEqual(['GCM_API_BASE', 'GCM_ACCESS_TOKEN', 'GCM_PARTNER_ID', 'GCM_SIGNING_SECRET']);
  });

  it('fills path parameters and leaves unsigned operations unsigned', () => {
    const request = buildSampleRequest(context(gcm), find('GetBusinessDetails'), 'GCM');
    expect(request.path).toMatch(/^\/v1\/businesses\/biz_[A-Za-z0-9]+$/);
    expect(request.signing).toBeUndefined();
  });

  it('sends the token request form-encoded, with the client credentials in the body only', () => {
    const request = buildSampleRequest(context(gcm), find('OAuth2Authentication'), 'GCM');
    expect(request.basic).toBeUndefined();
    expect(request.bearer).toBeUndefined();
    expect(request.body?.kind).toBe('form');
    const fields = request.body?.kind === 'form' ? request.body.fields : [];
    expect(fields).toContainEqual({name: 'client_id', value: {env: 'GCM_CLIENT_ID'}});
    expect(fields).toContainEqual({name: 'client_secret', value: {env: 'GCM_CLIENT_SECRET'}});
  });

  it('generates all nine languages in the configured order, none with a fixed signature, timestamp or nonce', () => {
    const request = buildSampleRequest(context(gcm), find('VoidCard'), 'GCM');
    const samples = renderCodeSamples(request, codeSampleLanguages, 'Void a gift card');
    expect(samples.map((s) => s.language)).toEqual(codeSampleLanguages.map((l) => l.language));
    const signatureExamples = [
      ...JSON.stringify(gcm.root).matchAll(/"X-(?:Signature|Timestamp|Nonce)"[^}]*?"example":\s*"([^"]+)"/g),
    ].map((m) => m[1]);
    for (const sample of samples) {
      expect(sample.code, sample.language).toContain('/v1/gift-cards/');
      expect(sample.code, sample.language).toContain('GCM_SIGNING_SECRET');
      expect(sample.code, sample.language).toContain('GCM_ACCESS_TOKEN');
      for (const fixed of signatureExamples) expect(sample.code, sample.language).not.toContain(fixed);
    }
    expect(samples.find((s) => s.language === 'java')!.code).toContain('Unirest');
    expect(samples.find((s) => s.language === 'python')!.code).toContain('def sign_request(');
  });
});

describe('codeBlock', () => {
  it('uses a fence longer than any backtick run in the code', () => {
    expect(codeBlock('md', 'T', 'a ``` b')).toBe('````md title="T"\na ``` b\n````');
  });
});
