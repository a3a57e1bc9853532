export interface StringToSignParts {
  method: string;
  path: string;
  timestamp: string;
  nonce: string;
  bodySha256: string;
}

/** The five lines of the scheme joined by LF, with no trailing newline. */
export function buildStringToSign({method, path, timestamp, nonce, bodySha256}: StringToSignParts): string {
  return [method.toUpperCase(), path, timestamp, nonce, bodySha256].join('\n');
}
