/** What every language template shares: the header comment and the request's parts in order. */
import {requiredEnv} from './envCheck';
import {isEnv, type HeaderValue, type SampleRequest} from './request';

export interface SampleContext {
  request: SampleRequest;
  /** "Provision gift cards: POST /v1/gift-cards" */
  title: string;
}

export type Template = (sample: SampleContext) => string;

/**
 * What a sample's base URL is, in words (`code` marks a name or URL up: Markdown's backticks on
 * the page). A description that names no host is served wherever the API is installed: the
 * default's host is a placeholder, and the URL is to be set.
 */
export function baseWords(base: SampleRequest['base'], code = (text: string) => text): string {
  return base.hostless
    ? `set ${code(base.env)} to your server's URL (the description names no host; ${code(base.default)} is a placeholder)`
    : `${code(base.env)} defaults to ${code(base.default)}`;
}

/** The header comment lines: what the program does, what it needs, how to run it. */
export function headerLines(sample: SampleContext, runtime: string, run: string): string[] {
  const {request} = sample;
  const needed = requiredEnv(request);
  const base = baseWords(request.base);
  const line = needed.length > 0 ? `Set ${needed.join(', ')} first; ${base}.` : `${base}.`;
  return [sample.title, runtime, line.charAt(0).toUpperCase() + line.slice(1), `Run: ${run}`];
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
/** The comment above a body: a signed request signs these exact bytes; any other sends them as written. */
export const bodyComment = (request: SampleRequest) =>
  request.signing
    ? 'The body is serialised once: these exact bytes are signed and sent.'
    : 'The body, sent as written.';
export const HELPER_COMMENT = 'The signing headers of the request to check; this call itself is not signed.';

/** How a template writes the statements for headers computed when the program runs. */
export interface RuntimeHeaderSyntax {
  comment: (text: string) => string;
  /** Sets header `name` to the expression `value`. */
  set: (name: string, value: string) => string;
  /** Declares the variable `name` (`timestamp`, `nonce`) with the expression `value`. */
  declare: (name: string, value: string) => string;
  /** The variable `name` as an expression. */
  variable: (name: string) => string;
  /** The current Unix time in seconds, as a string. */
  nowSeconds: string;
  /** A new random id (nonce, idempotency key), as a string. */
  newId: string;
  env: (name: string) => string;
  /** The signature, from the secret expression and the `timestamp` and `nonce` variables. */
  sign: (secret: string) => string;
}

/** The statements for the idempotency key, the signature headers, or a signature helper's headers. */
export function runtimeHeaderLines(request: SampleRequest, syntax: RuntimeHeaderSyntax): string[] {
  const lines: string[] = [];
  if (request.idempotencyKey) {
    lines.push(syntax.comment(IDEMPOTENCY_COMMENT), syntax.set(request.idempotencyKey, syntax.newId));
  }
  if (request.signing) {
    lines.push(
      syntax.comment(SIGNING_COMMENT),
      syntax.declare('timestamp', syntax.nowSeconds),
      syntax.declare('nonce', syntax.newId),
      syntax.set('X-Partner-Id', syntax.env(request.signing.partnerId.env)),
      syntax.set('X-Timestamp', syntax.variable('timestamp')),
      syntax.set('X-Nonce', syntax.variable('nonce')),
      syntax.set('X-Signature', syntax.sign(syntax.env(request.signing.secret.env))),
    );
  }
  if (request.signingHeaders) {
    lines.push(
      syntax.comment(HELPER_COMMENT),
      syntax.set('X-Partner-Id', syntax.env(request.signingHeaders.partnerId.env)),
      syntax.set('X-Timestamp', syntax.nowSeconds),
      syntax.set('X-Nonce', syntax.newId),
    );
  }
  return lines;
}
