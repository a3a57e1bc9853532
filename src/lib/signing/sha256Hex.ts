import {bytesToHex} from './bytesToHex';
import {subtleCrypto} from './subtleCrypto';
import {utf8Bytes} from './utf8Bytes';

/** Lower-case hex SHA-256 of raw bytes (a string is hashed as its UTF-8 bytes). */
export async function sha256Hex(data: string | Uint8Array): Promise<string> {
  const digest = await subtleCrypto().digest('SHA-256', utf8Bytes(data));
  return bytesToHex(new Uint8Array(digest));
}
