/** What every language template shares: the header comment and the request's parts in order. */
import {isEnv, type HeaderValue, type SampleRequest} from './request';

export interface SampleContext {
  request: SampleRequest;
  /** "Provision gift cards: POST /v1/gift-cards" */
  title: string;
}

export type Template = (sample: SampleContext) => string;

/** The header comment lines: what the program does, what it needs, how to run it. */
export function headerLines(sample: SampleContext, runtime: string, run: string): string[] {
  const {request} = sample;
  const needed = request.env.filter((name) => name !== request.base.env);
  return [
    sample.title,
    runtime,
    needed.length > 0
      ? `Set ${needed.join(', ')} first; ${request.base.env} defaults to ${request.base.default}.`
      : `${request.base.env} defaults to ${request.base.default}.`,
    `Run: ${run}`,
  ];
}

/** The Content-Type of the body, if there is one. */
export function contentType(request: SampleRequest): string | undefined {
  if (!request.body) return undefined;
  if (request.body.kind === 'text') return request.body.contentType;
  if (request.body.kind === 'form') return 'application/x-www-form-urlencoded';
  return undefined;
}

/** A header value: a literal, or the environment variable's value (after any prefix). */
export function valueCode(
  value: HeaderValue,
  literal: (text: string) => string,
  env: (name: string) => string,
  concat: (a: string, b: string) => string,
): string {
  if (!isEnv(value)) return literal(value);
  return value.prefix ? concat(literal(value.prefix), env(value.env)) : env(value.env);
}

export const IDEMPOTENCY_COMMENT = 'A new key for each new request; send the same key again only to retry this one.';
export const SIGNING_COMMENT = 'Sign the exact bytes sent: method, path with query, timestamp, nonce and body SHA-256.';
export const BODY_COMMENT = 'The body is serialised once: these exact bytes are signed and sent.';
export const HELPER_COMMENT = 'The signing headers of the request to check; this call itself is not signed.';
