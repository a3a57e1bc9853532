/** The values that go into one request signature. */
export interface SigningInput {
  /** The partner's signing secret; its UTF-8 bytes are the HMAC key. */
  secret: string;
  /** HTTP method; upper-cased before signing. */
  method: string;
  /** Path and query string exactly as sent, starting with `/`. */
  path: string;
  /** `X-Timestamp`: Unix time in whole seconds, as a decimal string. */
  timestamp: string;
  /** `X-Nonce`: unique for each request. */
  nonce: string;
  /** Raw body bytes; a string is encoded as UTF-8. */
  body: string | Uint8Array;
}

/** The fields of a {@link SigningInput} that validation can report on. */
export type SigningField = 'secret' | 'method' | 'path' | 'timestamp' | 'nonce';

/** Everything computed for one request, in the order the scheme computes it. */
export interface SignedRequest {
  /** Lower-case hex SHA-256 of the raw body bytes. */
  bodySha256: string;
  /** Five lines joined by LF, with no trailing newline. */
  stringToSign: string;
  /** `X-Signature`: Base64 (with padding) of HMAC-SHA256. */
  signature: string;
}
