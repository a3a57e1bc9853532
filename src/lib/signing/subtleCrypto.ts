/**
 * WebCrypto's SubtleCrypto, or a clear error where it is missing: browsers only expose it
 * on secure origins (HTTPS or localhost).
 */
export function subtleCrypto(): SubtleCrypto {
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) {
    throw new Error('WebCrypto is not available here: open the page over HTTPS or on localhost.');
  }
  return subtle;
}
