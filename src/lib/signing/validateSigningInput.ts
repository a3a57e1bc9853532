import {EXAMPLE_REQUEST_PATH} from './constants';
import type {SigningField, SigningInput} from './types';

export type SigningInputErrors = Partial<Record<SigningField, string>>;

export interface SigningValidationResult {
  valid: boolean;
  /** One message a field, written to be shown next to it. */
  errors: SigningInputErrors;
}

// RFC 9110 token characters: what an HTTP method may be made of.
const HTTP_TOKEN = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;
// What the API accepts as X-Nonce (see the Nonce parameter in api/openapi.json).
const NONCE = /^[A-Za-z0-9_-]{16,64}$/;

function secretError(secret: string): string | undefined {
  if (secret === '') return 'Enter your signing secret.';
  return undefined;
}

function methodError(method: string): string | undefined {
  if (method === '') return 'Enter an HTTP method, for example GET or POST.';
  if (!HTTP_TOKEN.test(method)) return 'The method must be a single HTTP token, for example GET or POST.';
  return undefined;
}

function pathError(path: string): string | undefined {
  if (path === '') return 'Enter the request path, starting with /.';
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(path)) {
    return `Enter only the path and query string, not the full URL: for example ${EXAMPLE_REQUEST_PATH}.`;
  }
  if (!path.startsWith('/')) return `The path must start with /, for example ${EXAMPLE_REQUEST_PATH}.`;
  if (/\s/.test(path)) return 'The path cannot contain spaces or line breaks: percent-encode them as sent (%20).';
  return undefined;
}

function timestampError(timestamp: string): string | undefined {
  if (timestamp === '') return 'Enter the timestamp: Unix time in seconds.';
  if (!/^\d+$/.test(timestamp)) {
    return 'The timestamp must be a whole, non-negative number of seconds, for example 1735689600.';
  }
  if (timestamp.length >= 13)
    return 'This looks like milliseconds: the timestamp is in seconds, for example 1735689600.';
  return undefined;
}

function nonceError(nonce: string): string | undefined {
  if (nonce === '') return 'Enter a nonce: a value you never reuse, such as a new UUID.';
  if (!NONCE.test(nonce)) return 'The nonce must be 16 to 64 letters, digits, hyphens or underscores, such as a UUID.';
  return undefined;
}

/**
 * Checks the inputs of {@link signRequest} and returns messages instead of throwing, so a
 * form can show each one next to its field. The body is never invalid: any bytes can be signed.
 */
export function validateSigningInput(input: Omit<SigningInput, 'body'>): SigningValidationResult {
  const candidates: [SigningField, string | undefined][] = [
    ['secret', secretError(input.secret)],
    ['method', methodError(input.method)],
    ['path', pathError(input.path)],
    ['timestamp', timestampError(input.timestamp)],
    ['nonce', nonceError(input.nonce)],
  ];
  const errors: SigningInputErrors = {};
  for (const [field, message] of candidates) {
    if (message !== undefined) errors[field] = message;
  }
  return {valid: Object.keys(errors).length === 0, errors};
}
