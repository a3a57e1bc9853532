import {readFileSync} from 'node:fs';

import {describe, expect, it} from 'vitest';

import {
  buildStringToSign,
  EMPTY_BODY_SHA256,
  formatSignatureHeaders,
  generateNonce,
  sha256Hex,
  SIGNED_METHODS,
  signRequest,
  unixTimestampNow,
} from '..';
import {primarySigningVector, signingVectors, vectorBodyBytes, vectorBodyText} from '../../../data/signingVectors';

const hasNonAscii = (text: string) => [...text].some((char) => char.codePointAt(0)! > 0x7f);

describe('signing vectors', () => {
  it('cover what the scheme has to get right', () => {
    const methods = new Set(signingVectors.map((v) => v.method));
    expect(signingVectors.length).toBeGreaterThanOrEqual(6);
    expect(new Set(signingVectors.map((v) => v.name)).size).toBe(signingVectors.length);
    for (const method of ['GET', 'POST', 'DELETE']) expect(methods).toContain(method);
    expect(methods.has('PUT') || methods.has('PATCH')).toBe(true);
    expect(signingVectors.some((v) => v.bodyByteLength === 0)).toBe(true);
    expect(signingVectors.some((v) => v.path.includes('?'))).toBe(true);
    expect(signingVectors.some((v) => hasNonAscii(v.secret) && hasNonAscii(vectorBodyText(v)))).toBe(true);
    expect(signingVectors.some((v) => v.bodyByteLength >= 10 * 1024 && v.bodyByteLength <= 64 * 1024)).toBe(true);
  });

  it('start the calculator with a method its Method list offers', () => {
    expect(SIGNED_METHODS).toContain(primarySigningVector.method);
  });

  it.each(signingVectors.map((v) => [v.name, v] as const))('%s: the body rebuilds to the recorded length', (_, v) => {
    expect(vectorBodyBytes(v).byteLength).toBe(v.bodyByteLength);
  });
});

describe('signRequest', () => {
  it.each(signingVectors.map((v) => [v.name, v] as const))('%s: matches the openssl vector', async (_, v) => {
    const result = await signRequest({...v, body: vectorBodyBytes(v)});
    expect(result).toEqual({bodySha256: v.bodySha256, stringToSign: v.stringToSign, signature: v.signature});
  });

  it.each(signingVectors.map((v) => [v.name, v] as const))('%s: a string body is signed as UTF-8', async (_, v) => {
    const result = await signRequest({...v, body: vectorBodyText(v)});
    expect(result.signature).toBe(v.signature);
  });

  it('upper-cases the method', async () => {
    const v = signingVectors[0];
    const result = await signRequest({...v, method: v.method.toLowerCase(), body: vectorBodyBytes(v)});
    expect(result.signature).toBe(v.signature);
  });

  it('changes the signature when any input changes', async () => {
    const v = signingVectors[0];
    const base = {...v, body: vectorBodyText(v)};
    const variants = [
      {...base, secret: `${base.secret}x`},
      {...base, path: `${base.path}/`},
      {...base, timestamp: String(Number(base.timestamp) + 1)},
      {...base, nonce: `${base.nonce}x`},
      {...base, body: `${base.body}\n`},
    ];
    for (const variant of variants) {
      expect((await signRequest(variant)).signature).not.toBe(v.signature);
    }
  });
});

describe('building blocks', () => {
  it('hashes an empty body to the constant in the scheme', async () => {
    expect(await sha256Hex(new Uint8Array())).toBe(EMPTY_BODY_SHA256);
    expect(await sha256Hex('')).toBe(EMPTY_BODY_SHA256);
  });

  it('joins five lines with LF and no trailing newline', () => {
    const text = buildStringToSign({method: 'get', path: '/a?b=1', timestamp: '1', nonce: 'n', bodySha256: 'h'});
    expect(text).toBe('GET\n/a?b=1\n1\nn\nh');
  });

  it('formats the four headers, leaving out an empty partner id', () => {
    const values = {partnerId: 'p', timestamp: '1', nonce: 'n', signature: 's='};
    expect(formatSignatureHeaders(values)).toBe('X-Partner-Id: p\nX-Timestamp: 1\nX-Nonce: n\nX-Signature: s=');
    expect(formatSignatureHeaders({...values, partnerId: ''})).toBe('X-Timestamp: 1\nX-Nonce: n\nX-Signature: s=');
  });

  it('makes fresh UUID nonces, with or without crypto.randomUUID', () => {
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
    expect(generateNonce()).toMatch(uuid);
    expect(generateNonce()).not.toBe(generateNonce());
    const randomUUID = globalThis.crypto.randomUUID;
    try {
      Object.defineProperty(globalThis.crypto, 'randomUUID', {value: undefined, configurable: true});
      expect(generateNonce()).toMatch(uuid);
    } finally {
      Object.defineProperty(globalThis.crypto, 'randomUUID', {value: randomUUID, configurable: true});
    }
  });

  it('gives the timestamp in whole seconds', () => {
    expect(unixTimestampNow(1735689600999)).toBe('1735689600');
    expect(unixTimestampNow()).toMatch(/^\d{10,}$/);
  });
});

// The API reference (api/openapi.json) shows signatures too; both pages must show the same numbers.
describe('agreement with the API reference', () => {
  const spec: unknown = JSON.parse(readFileSync(new URL('../../../../api/openapi.json', import.meta.url), 'utf8'));
  const at = (value: unknown, ...keys: string[]): unknown =>
    keys.reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], value);

  it('signs the ProvisionGiftCard example body, serialised as compact JSON, in the worked example', () => {
    const examples = at(
      spec,
      'paths',
      '/v1/gift-cards',
      'post',
      'requestBody',
      'content',
      'application/json',
      'examples',
    );
    expect(JSON.stringify(at(examples, 'single_email', 'value'))).toBe(primarySigningVector.body);
  });

  it('shows the worked example in the GenerateXSignatureResponse examples', () => {
    const properties = at(spec, 'components', 'schemas', 'GenerateXSignatureResponse', 'properties');
    for (const field of [
      'partnerId',
      'path',
      'timestamp',
      'nonce',
      'bodySha256',
      'stringToSign',
      'signature',
    ] as const) {
      expect(at(properties, field, 'example'), field).toBe(primarySigningVector[field]);
    }
  });

  it('has the get-cards vector as the HmacSignature worked example', () => {
    const description = String(at(spec, 'components', 'securitySchemes', 'HmacSignature', 'description'));
    const vector = signingVectors.find((v) => v.name === 'get-cards-with-query-string');
    expect(vector).toBeDefined();
    for (const value of [vector!.secret, vector!.path, vector!.timestamp, vector!.nonce, vector!.stringToSign]) {
      expect(description).toContain(value);
    }
    expect(description).toContain(`X-Signature: ${vector!.signature}`);
  });
});
