/**
 * The GCM request-signing scheme as pure functions (no React), built on WebCrypto so the same
 * code runs in the browser calculator and in Node unit tests.
 */
export {buildStringToSign, type StringToSignParts} from './buildStringToSign';
export {EMPTY_BODY_SHA256, EXAMPLE_REQUEST_PATH, MAX_CLOCK_SKEW_SECONDS, SIGNED_METHODS} from './constants';
export {formatSignatureHeaders, type SignatureHeaderValues} from './formatSignatureHeaders';
export {generateNonce} from './generateNonce';
export {sha256Hex} from './sha256Hex';
export {signRequest} from './signRequest';
export type {SignedRequest, SigningField, SigningInput} from './types';
export {unixTimestampNow} from './unixTimestampNow';
export {utf8Bytes} from './utf8Bytes';
export {validateSigningInput, type SigningInputErrors, type SigningValidationResult} from './validateSigningInput';
