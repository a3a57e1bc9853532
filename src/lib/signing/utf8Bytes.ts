const encoder = new TextEncoder();

/**
 * The UTF-8 bytes of a string; bytes are copied into a plain ArrayBuffer, which is what
 * WebCrypto accepts (a view on a SharedArrayBuffer is not).
 */
export function utf8Bytes(value: string | Uint8Array): Uint8Array<ArrayBuffer> {
  return typeof value === 'string' ? encoder.encode(value) : new Uint8Array(value);
}
