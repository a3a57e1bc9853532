/** SHA-256 of zero bytes: the fifth line of the string to sign when a request has no body. */
export const EMPTY_BODY_SHA256 = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';

/** The server accepts an `X-Timestamp` at most this many seconds from its own clock. */
export const MAX_CLOCK_SKEW_SECONDS = 300;

/** Names of the headers a signed request carries, in the order the guide lists them. */
export const SIGNATURE_HEADER_NAMES = {
  partnerId: 'X-Partner-Id',
  timestamp: 'X-Timestamp',
  nonce: 'X-Nonce',
  signature: 'X-Signature',
} as const;

/**
 * The methods of the operations api/openapi.json signs (HmacSignature in their security), which the
 * calculator offers; tests/project/apiDescription.test.ts keeps the two in step.
 */
export const SIGNED_METHODS = ['GET', 'POST'] as const;

/** A path with a query string that the API serves, for examples in messages. */
export const EXAMPLE_REQUEST_PATH = '/v1/gift-cards?page=2';
