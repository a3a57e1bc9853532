import {describe, expect, it} from 'vitest';

import {validateSigningInput} from '..';
import {primarySigningVector} from '../../../data/signingVectors';

const valid = {
  secret: primarySigningVector.secret,
  method: primarySigningVector.method,
  path: primarySigningVector.path,
  timestamp: primarySigningVector.timestamp,
  nonce: primarySigningVector.nonce,
};

describe('validateSigningInput', () => {
  it('accepts the worked example', () => {
    expect(validateSigningInput(valid)).toEqual({valid: true, errors: {}});
  });

  it('accepts any HTTP token as a method, a query string, timestamp 0 and non-ASCII secrets', () => {
    const result = validateSigningInput({
      ...valid,
      method: 'patch',
      path: '/v1/a?b=c&d=%20',
      timestamp: '0',
      secret: 'clé🔑',
    });
    expect(result.valid).toBe(true);
  });

  it.each([
    ['secret', {secret: ''}, 'Enter your signing secret.'],
    ['method', {method: ''}, 'Enter an HTTP method, for example GET or POST.'],
    ['method', {method: 'GET /'}, 'The method must be a single HTTP token, for example GET or POST.'],
    ['method', {method: 'PÖST'}, 'The method must be a single HTTP token, for example GET or POST.'],
    ['path', {path: ''}, 'Enter the request path, starting with /.'],
    ['path', {path: 'v1/gift-cards'}, 'The path must start with /, for example /v1/gift-cards?page=2.'],
    [
      'path',
      {path: 'https://sandbox.api.gcm.example/v1/gift-cards'},
      'Enter only the path and query string, not the full URL: for example /v1/gift-cards?page=2.',
    ],
    [
      'path',
      {path: '/v1/businesses?q=café du parc'},
      'The path cannot contain spaces or line breaks: percent-encode them as sent (%20).',
    ],
    ['timestamp', {timestamp: ''}, 'Enter the timestamp: Unix time in seconds.'],
    [
      'timestamp',
      {timestamp: '-1'},
      'The timestamp must be a whole, non-negative number of seconds, for example 1735689600.',
    ],
    [
      'timestamp',
      {timestamp: '1735689600.5'},
      'The timestamp must be a whole, non-negative number of seconds, for example 1735689600.',
    ],
    [
      'timestamp',
      {timestamp: '2025-01-01T00:00:00Z'},
      'The timestamp must be a whole, non-negative number of seconds, for example 1735689600.',
    ],
    ['nonce', {nonce: ''}, 'Enter a nonce: a value you never reuse, such as a new UUID.'],
    ['nonce', {nonce: 'abc'}, 'The nonce must be 16 to 64 letters, digits, hyphens or underscores, such as a UUID.'],
    [
      'nonce',
      {nonce: '5e2b8c14-0f6a-4d9e\nb3c7-a1d2e3f4a5b6'},
      'The nonce must be 16 to 64 letters, digits, hyphens or underscores, such as a UUID.',
    ],
    [
      'timestamp',
      {timestamp: '1729448520000'},
      'This looks like milliseconds: the timestamp is in seconds, for example 1735689600.',
    ],
  ] as const)('%s %j gives an inline message', (field, change, message) => {
    const result = validateSigningInput({...valid, ...change});
    expect(result.valid).toBe(false);
    expect(result.errors).toEqual({[field]: message});
  });

  it('reports every invalid field at once and never throws', () => {
    const result = validateSigningInput({secret: '', method: '', path: '', timestamp: 'soon', nonce: ''});
    expect(result.valid).toBe(false);
    expect(Object.keys(result.errors).sort()).toEqual(['method', 'nonce', 'path', 'secret', 'timestamp']);
  });
});
