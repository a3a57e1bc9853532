/**
 * How each operation authenticates, decided once for the code samples, the Postman
 * collection and the sample runner alike: which security requirement requests follow, and
 * what that means on the wire (a bearer token, an HMAC signature, API keys, HTTP Basic).
 */
import {isObject, pointerSegments} from './json';
import {ruleWarnings, type Locate} from './position';
import type {Problem} from '../../shared/problems';
import type {
  OpenApiDocument,
  ParameterObject,
  RequestBodyObject,
  SecurityRequirement,
  SecuritySchemeObject,
} from './openapi';
import type {Resolve} from './refs';
import {mediaExample} from './examples';
import type {SchemaLookup} from './schema';
import {withResolvedUrls} from './servers';

/** The headers of the HMAC request signature; the sample computes them when it runs. */
export const SIGNATURE_HEADERS = ['X-Partner-Id', 'X-Timestamp', 'X-Nonce', 'X-Signature'];

/** The security scheme of the HMAC signature: an API key sent as `X-Signature`. */
const isSignatureScheme = (scheme: SecuritySchemeObject) => scheme.type === 'apiKey' && scheme.name === 'X-Signature';

export interface OperationAuth {
  /**
   * In a word: `signed` (an HMAC signature over the bytes sent, besides any token),
   * `bearer` (an access token only), `none`, or `other` (HTTP Basic, API keys).
   */
  kind: 'signed' | 'bearer' | 'none' | 'other';
  /** The security requirement requests follow (`{}` for none). */
  requirement: SecurityRequirement;
  /** Sends `Authorization: Bearer <token>` (OAuth 2, OpenID Connect, HTTP bearer). */
  bearer: boolean;
  /** HTTP Basic. */
  basic: boolean;
  /** Signed: X-Partner-Id, X-Timestamp, X-Nonce and X-Signature over the exact bytes sent. */
  signed: boolean;
  /**
   * X-Partner-Id, X-Timestamp and X-Nonce without a signature: an operation that takes the
   * signing headers as parameters without being signed (a signature helper, which signs
   * another request for you to compare).
   */
  signingHeaders: boolean;
  /** API keys (other than the signature), in the order the requirement names them. */
  apiKeys: {name: string; in: 'header' | 'query' | 'cookie'}[];
}

/** Every security scheme of the description, resolved (its URLs too), by name. */
export function readSecuritySchemes(root: OpenApiDocument, resolve: Resolve): Map<string, SecuritySchemeObject> {
  const schemes = new Map<string, SecuritySchemeObject>();
  const declared = isObject(root.components?.securitySchemes) ? root.components.securitySchemes : {};
  for (const [name, raw] of Object.entries(declared)) {
    const scheme = resolve(raw);
    // Its flows' relative URLs (`/oauth/token`) are the first server's.
    if (isObject(scheme)) schemes.set(name, withResolvedUrls(scheme, root.servers));
  }
  return schemes;
}

export const UNDEFINED_SCHEME_RULE = 'undefined-security-scheme';

/**
 * A security requirement that names a scheme the description does not define (under
 * `components.securitySchemes`), each once where it is written: in the top-level `security` or in
 * an operation's own. The page says so beside the name; the warning says where to define it.
 */
export function undefinedSchemeProblems(
  root: OpenApiDocument,
  operations: readonly {pointer: string; operation: {security?: unknown}}[],
  schemes: ReadonlyMap<string, SecuritySchemeObject>,
  locate: Locate,
): Problem[] {
  const {problems, warn} = ruleWarnings(UNDEFINED_SCHEME_RULE, [], locate);
  const check = (base: string[], security: unknown) => {
    if (!Array.isArray(security)) return;
    for (const [index, requirement] of security.entries()) {
      for (const name of isObject(requirement) ? Object.keys(requirement) : []) {
        if (schemes.has(name)) continue;
        warn(
          [...base, 'security', index, name],
          `security scheme "${name}" is not defined in components.securitySchemes`,
        );
      }
    }
  };
  check([], root.security);
  // The operation as resolved: one in a path item that is a `$ref` is read too.
  for (const {pointer, operation} of operations) check(pointerSegments(pointer), operation.security);
  return problems;
}

/** The field names of a form body's example: an OAuth token request sends its client credentials there. */
function formFields(model: SchemaLookup, requestBody: RequestBodyObject | undefined): string[] {
  const [mediaType, media] = isObject(requestBody?.content) ? (Object.entries(requestBody.content)[0] ?? []) : [];
  if (mediaType === undefined || !/^application\/x-www-form-urlencoded/i.test(mediaType)) return [];
  const value = mediaExample(model, media);
  return isObject(value) ? Object.keys(value) : [];
}

/**
 * The security requirement requests follow: the first whose schemes the description all
 * defines (else the first), unless the operation also accepts none and its form body carries
 * the client credentials (an OAuth token request, which authenticates with them: client_secret_post).
 */
function chosenRequirement(
  requirements: SecurityRequirement[],
  fields: string[],
  schemes: ReadonlyMap<string, SecuritySchemeObject>,
): SecurityRequirement {
  const valid = requirements.filter((r) => isObject(r));
  const anonymous = valid.find((r) => Object.keys(r).length === 0);
  if (anonymous && fields.includes('client_id') && fields.includes('client_secret')) return anonymous;
  const defined = valid.find((r) => Object.keys(r).every((name) => schemes.has(name)));
  return defined ?? valid[0] ?? {};
}

export function operationAuth(
  model: SchemaLookup & {securitySchemes: ReadonlyMap<string, SecuritySchemeObject>},
  operation: {security: SecurityRequirement[]; parameters: ParameterObject[]; requestBody?: RequestBodyObject},
): OperationAuth {
  const requirement = chosenRequirement(
    operation.security,
    formFields(model, operation.requestBody),
    model.securitySchemes,
  );
  const auth: OperationAuth = {
    kind: 'none',
    requirement,
    bearer: false,
    basic: false,
    signed: false,
    signingHeaders: false,
    apiKeys: [],
  };
  for (const name of Object.keys(requirement)) {
    const scheme = model.securitySchemes.get(name);
    if (!scheme) continue;
    const kind = String(scheme.scheme ?? '').toLowerCase();
    if (scheme.type === 'oauth2' || scheme.type === 'openIdConnect' || (scheme.type === 'http' && kind === 'bearer')) {
      auth.bearer = true;
    } else if (scheme.type === 'http' && kind === 'basic') {
      auth.basic = true;
    } else if (isSignatureScheme(scheme)) {
      auth.signed = true;
    } else if (scheme.type === 'apiKey' && scheme.in !== undefined) {
      auth.apiKeys.push({name: String(scheme.name), in: scheme.in});
    }
  }
  const signatureParameter = operation.parameters.some(
    (p) => p.in === 'header' && SIGNATURE_HEADERS.some((h) => h.toLowerCase() === String(p.name).toLowerCase()),
  );
  auth.signingHeaders = !auth.signed && signatureParameter;
  auth.kind = auth.signed
    ? 'signed'
    : auth.basic || auth.apiKeys.length > 0
      ? 'other'
      : auth.bearer
        ? 'bearer'
        : 'none';
  return auth;
}
