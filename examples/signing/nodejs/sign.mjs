// GCM request signing in Node.js 18+ (built-in modules only): prints the four signature headers.
// Run: GCM_PARTNER_ID=... GCM_SIGNING_SECRET=... node sign.mjs METHOD PATH [BODY_FILE]
// GCM_TIMESTAMP and GCM_NONCE override the current time and the random nonce.
import {createHash, createHmac, randomUUID} from 'node:crypto';
import {readFileSync} from 'node:fs';

/** Returns the X-Signature value: Base64 of HMAC-SHA256 over the five-line string to sign. */
export function signRequest({secret, method, path, timestamp, nonce, body}) {
  const bodySha256 = createHash('sha256').update(body).digest('hex');
  const stringToSign = [method.toUpperCase(), path, timestamp, nonce, bodySha256].join('\n');
  return createHmac('sha256', Buffer.from(secret, 'utf8')).update(stringToSign, 'utf8').digest('base64');
}

const [method, path, bodyFile] = process.argv.slice(2);
const {GCM_PARTNER_ID: partnerId, GCM_SIGNING_SECRET: secret} = process.env;
if (!method || !path || process.argv.length > 5) {
  console.error('usage: node sign.mjs METHOD PATH [BODY_FILE]');
  process.exit(2);
}
if (!partnerId || !secret) {
  console.error('sign.mjs: set GCM_PARTNER_ID and GCM_SIGNING_SECRET');
  process.exit(2);
}

const body = bodyFile ? readFileSync(bodyFile) : Buffer.alloc(0); // raw bytes, never re-serialised
const timestamp = process.env.GCM_TIMESTAMP || String(Math.floor(Date.now() / 1000));
const nonce = process.env.GCM_NONCE || randomUUID();
const signature = signRequest({secret, method, path, timestamp, nonce, body});

console.log(`X-Partner-Id: ${partnerId}`);
console.log(`X-Timestamp: ${timestamp}`);
console.log(`X-Nonce: ${nonce}`);
console.log(`X-Signature: ${signature}`);
