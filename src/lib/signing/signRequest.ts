import {buildStringToSign} from './buildStringToSign';
import {hmacSha256Base64} from './hmacSha256Base64';
import {sha256Hex} from './sha256Hex';
import type {SignedRequest, SigningInput} from './types';

/** Computes the body hash, the string to sign and the `X-Signature` value for one request. */
export async function signRequest(input: SigningInput): Promise<SignedRequest> {
  const bodySha256 = await sha256Hex(input.body);
  const stringToSign = buildStringToSign({...input, bodySha256});
  const signature = await hmacSha256Base64(input.secret, stringToSign);
  return {bodySha256, stringToSign, signature};
}
