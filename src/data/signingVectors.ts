/**
 * Typed access to the request-signing test vectors in signing-vectors.json, which
 * scripts/make-signing-vectors.sh computes with openssl. The unit tests, the sample runner,
 * the guide's worked example and the calculator's starting values all read them from here.
 */
import rawVectors from './signing-vectors.json';

/** A long body is stored as a recipe: `repeat`, concatenated `times` times. */
export interface RepeatedBody {
  repeat: string;
  times: number;
}

export interface SigningVector {
  name: string;
  description: string;
  secret: string;
  partnerId: string;
  method: string;
  path: string;
  timestamp: string;
  nonce: string;
  body: string | RepeatedBody;
  bodyByteLength: number;
  bodySha256: string;
  stringToSign: string;
  signature: string;
}

const STRING_FIELDS = [
  'name',
  'description',
  'secret',
  'partnerId',
  'method',
  'path',
  'timestamp',
  'nonce',
  'bodySha256',
  'stringToSign',
  'signature',
] as const;

function isRepeatedBody(value: unknown): value is RepeatedBody {
  if (typeof value !== 'object' || value === null) return false;
  const {repeat, times} = value as Record<string, unknown>;
  return typeof repeat === 'string' && Number.isInteger(times) && (times as number) >= 0;
}

function parseSigningVector(value: unknown, index: number): SigningVector {
  const record = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
  for (const field of STRING_FIELDS) {
    if (typeof record[field] !== 'string') throw new Error(`signing vector ${index}: "${field}" must be a string`);
  }
  if (typeof record.body !== 'string' && !isRepeatedBody(record.body)) {
    throw new Error(`signing vector ${index}: "body" must be a string or {repeat, times}`);
  }
  if (!Number.isInteger(record.bodyByteLength)) {
    throw new Error(`signing vector ${index}: "bodyByteLength" must be an integer`);
  }
  return record as unknown as SigningVector;
}

/**
 * Every vector, for the unit and e2e tests. The bundler leaves it out of the
 * browser's JavaScript, which reads only the primary vector (hence the pure annotation).
 */
export const signingVectors: readonly SigningVector[] = /* #__PURE__ */ rawVectors.vectors.map(parseSigningVector);

/** The vector the guide's worked example and the calculator start from. */
export const primarySigningVector: SigningVector = parseSigningVector(rawVectors.vectors[0], 0);

/** The body as text, with a repeated body expanded. */
export function vectorBodyText(vector: SigningVector): string {
  return typeof vector.body === 'string' ? vector.body : vector.body.repeat.repeat(vector.body.times);
}

/** The body's raw bytes: its text encoded as UTF-8. */
export function vectorBodyBytes(vector: SigningVector): Uint8Array {
  return new TextEncoder().encode(vectorBodyText(vector));
}
