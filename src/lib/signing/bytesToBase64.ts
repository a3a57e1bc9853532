/** Standard Base64 with `=` padding (not URL-safe); `btoa` exists in browsers and Node 16+. */
export function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}
