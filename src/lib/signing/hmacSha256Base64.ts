import {bytesToBase64} from './bytesToBase64';
import {subtleCrypto} from './subtleCrypto';
import {utf8Bytes} from './utf8Bytes';

/** Base64 of HMAC-SHA256(key = UTF-8 bytes of `secret`, message = UTF-8 bytes of `message`). */
export async function hmacSha256Base64(secret: string, message: string): Promise<string> {
  const subtle = subtleCrypto();
  const key = await subtle.importKey('raw', utf8Bytes(secret), {name: 'HMAC', hash: 'SHA-256'}, false, ['sign']);
  const mac = await subtle.sign('HMAC', key, utf8Bytes(message));
  return bytesToBase64(new Uint8Array(mac));
}
