import {SIGNATURE_HEADER_NAMES} from './constants';

export interface SignatureHeaderValues {
  /** Left out of the block when empty. */
  partnerId: string;
  timestamp: string;
  nonce: string;
  signature: string;
}

/** The signed request's headers as `Name: value` lines, ready to paste into a client. */
export function formatSignatureHeaders(values: SignatureHeaderValues): string {
  const fields = ['partnerId', 'timestamp', 'nonce', 'signature'] as const;
  return fields
    .filter((field) => field !== 'partnerId' || values.partnerId !== '')
    .map((field) => `${SIGNATURE_HEADER_NAMES[field]}: ${values[field]}`)
    .join('\n');
}
