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
  it('builds the provisioning request with auth, signature, idempotency and body', () => {
    const ctx = context(gcm);
    const request = buildSampleRequest(ctx, find('ProvisionGiftCard'));
    expect(request.method).toBe('POST');
    expect(request.url).toBe('https://sandbox.api.gcm.example/v1/gift-cards');
    expect(request.signed).toBe(true);
    const names = request.headers.map((h) => h.key);
    for (const name of [
      'Authorization',
      'X-Partner-Id',
      'X-Timestamp',
      'X-Nonce',
      'X-Signature',
      'Idempotency-Key',
      'Content-Type',
    ]) {
      expect(names).toContain(name);
    }
    const media = gcm.resolve(find('ProvisionGiftCard').operation.requestBody).content['application/json'];
    const firstExample = Object.values<{value: unknown}>(media.examples)[0].value;
    expect(request.body).toEqual({contentType: 'application/json', raw: JSON.stringify(firstExample, null, 2)});
  });

  it('fills path parameters and leaves unsigned operations unsigned', () => {
    const request = buildSampleRequest(context(gcm), find('GetBusinessDetails'));
    expect(request.url).toMatch(/^https:\/\/sandbox\.api\.gcm\.example\/v1\/businesses\/biz_[A-Za-z0-9]+$/);
    expect(request.signed).toBe(false);
    expect(request.headers.map((h) => h.key)).not.toContain('X-Signature');
  });

  it('sends the token request form-encoded', () => {
    expect(buildSampleRequest(context(gcm), find('OAuth2Authentication')).body?.contentType).toBe(
      'application/x-www-form-urlencoded',
    );
  });

  it('generates all nine languages in the configured order', () => {
    const samples = renderCodeSamples(buildSampleRequest(context(gcm), find('VoidCard')), codeSampleLanguages);
    expect(samples.map((s) => s.language)).toEqual(codeSampleLanguages.map((l) => l.language));
    for (const sample of samples) expect(sample.code, sample.language).toContain('/v1/gift-cards/');
    expect(samples.find((s) => s.language === 'java')!.code).toContain('Unirest');
    expect(samples.find((s) => s.language === 'curl')!.code).toContain("--header 'X-Signature: ");
  });
});

describe('codeBlock', () => {
  it('uses a fence longer than any backtick run in the code', () => {
    expect(codeBlock('md', 'T', 'a ``` b')).toBe('````md title="T"\na ``` b\n````');
  });
});
