import {readFileSync} from 'node:fs';
import {describe, expect, it} from 'vitest';
import {listOperations, resolve, type OpenApiDocument} from '../../src/lib/apiReference/spec';
import {constraintNotes, renderFields, typeLabel} from '../../src/lib/apiReference/schemaFields';
import {schemaExample} from '../../src/lib/apiReference/schemaExample';
import {buildSampleRequest, renderCodeSamples} from '../../src/lib/apiReference/requestSamples';
import {codeBlock} from '../../src/lib/apiReference/mdxBlocks';
import {codeSampleLanguages} from '../../src/data/codeSampleLanguages';

const spec: OpenApiDocument = JSON.parse(readFileSync('api/openapi.json', 'utf8'));
const find = (operationId: string) => listOperations(spec).find((e) => e.operation.operationId === operationId)!;

const tiny: OpenApiDocument = {
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
      Loop: {type: 'object', properties: {next: {$ref: '#/components/schemas/Loop'}}},
    },
  },
};

describe('schema fields', () => {
  it('labels types, linking named schemas', () => {
    expect(typeLabel(tiny, {$ref: '#/components/schemas/Money'})).toBe(
      '[`Money`](/docs/api/partner-api/schemas/money)',
    );
    expect(typeLabel(tiny, {type: 'array', items: {type: 'string', format: 'uuid'}})).toBe('array of `string` (uuid)');
  });

  it('lists every constraint in words', () => {
    expect(constraintNotes(tiny, {type: 'integer', minimum: 1, maximum: 9, default: 3})).toEqual([
      'Minimum: `1`',
      'Maximum: `9`',
      'Default: `3`',
    ]);
    expect(constraintNotes(tiny, {type: 'string', enum: ['a', 'b'], pattern: '^a$'})).toEqual([
      'One of: `a`, `b`',
      'Pattern: `^a$`',
    ]);
  });

  it('renders nested fields with required and nullable flags', () => {
    const out = renderFields(tiny, {$ref: '#/components/schemas/Order'});
    expect(out).toContain('- **`lines`** · array of [`Money`](/docs/api/partner-api/schemas/money) · optional');
    expect(out).toContain('  - **`amount`** · `integer` · required');
    expect(out).toContain('- **`note`** · `string` · optional · nullable');
    expect(out).toContain('Max length: `10`');
  });

  it('stops at a schema that contains itself', () => {
    const out = renderFields(tiny, {$ref: '#/components/schemas/Loop'});
    expect(out.match(/`next`/g)).toHaveLength(1);
  });
});

describe('schemaExample', () => {
  it('composes an example from property examples and enums', () => {
    expect(schemaExample(tiny, {$ref: '#/components/schemas/Order'})).toEqual({
      lines: [{amount: 500, currency: 'USD'}],
      note: 'string',
    });
  });
});

describe('code samples', () => {
  it('builds the provisioning request with auth, signature, idempotency and body', () => {
    const request = buildSampleRequest(spec, find('ProvisionGiftCard'));
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
    const media = resolve(spec, find('ProvisionGiftCard').operation.requestBody).content['application/json'];
    const firstExample = Object.values<{value: unknown}>(media.examples)[0].value;
    expect(request.body).toEqual({contentType: 'application/json', raw: JSON.stringify(firstExample, null, 2)});
  });

  it('fills path parameters and leaves unsigned operations unsigned', () => {
    const request = buildSampleRequest(spec, find('GetBusinessDetails'));
    expect(request.url).toMatch(/^https:\/\/sandbox\.api\.gcm\.example\/v1\/businesses\/biz_[A-Za-z0-9]+$/);
    expect(request.signed).toBe(false);
    expect(request.headers.map((h) => h.key)).not.toContain('X-Signature');
  });

  it('sends the token request form-encoded', () => {
    const request = buildSampleRequest(spec, find('OAuth2Authentication'));
    expect(request.body?.contentType).toBe('application/x-www-form-urlencoded');
  });

  it('generates all nine languages in the configured order', () => {
    const samples = renderCodeSamples(buildSampleRequest(spec, find('VoidCard')), codeSampleLanguages);
    expect(samples.map((s) => s.language)).toEqual([
      'python',
      'curl',
      'csharp',
      'go',
      'nodejs',
      'ruby',
      'php',
      'java',
      'powershell',
    ]);
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
