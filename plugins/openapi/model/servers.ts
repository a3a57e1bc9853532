/**
 * The servers' URLs as a reader uses them: a server's variables at their defaults, and the
 * description's other URLs that are relative (an OAuth flow's `tokenUrl: /oauth/token`)
 * resolved against the first server, as OpenAPI says they are ("relative references are
 * resolved using the URLs defined in the Server Object as a Base URI", RFC 3986).
 */
import {isObject} from './json';
import type {OAuthFlow, SecuritySchemeObject, ServerObject} from './openapi';

/** A URL with a scheme (`https://…`, `wss://…`). */
const isAbsoluteUrl = (url: string) => /^[a-z][a-z0-9+.-]*:/i.test(url);

/** The server's URL with each declared variable at its default; an undeclared one stays as written (`{region}`). */
export function serverUrlWithDefaults(server: ServerObject): string {
  return String(server.url ?? '/').replace(/\{([^}]+)\}/g, (whole, name: string) => {
    const variable = server.variables?.[name];
    return variable?.default !== undefined ? String(variable.default) : whole;
  });
}

/**
 * A URL of the description as a reader can open it: a relative one resolved against the first
 * server's URL when that one is absolute (and has no variable left); otherwise as written.
 */
export function resolveAgainstServers(url: string, servers: readonly ServerObject[] | undefined): string {
  if (url === '' || isAbsoluteUrl(url) || !Array.isArray(servers) || !isObject(servers[0])) return url;
  const base = serverUrlWithDefaults(servers[0]);
  if (!/^https?:\/\//i.test(base) || /[{}]/.test(base)) return url;
  try {
    return new URL(url, base).href;
  } catch {
    return url;
  }
}

const FLOW_URLS = ['authorizationUrl', 'deviceAuthorizationUrl', 'tokenUrl', 'refreshUrl'] as const;

/** The scheme with its OAuth flows' URLs and its OpenID Connect discovery URL resolved (a new object; the description is left as it is). */
export function withResolvedUrls(
  scheme: SecuritySchemeObject,
  servers: readonly ServerObject[] | undefined,
): SecuritySchemeObject {
  const resolved = (url: unknown) => (typeof url === 'string' ? resolveAgainstServers(url, servers) : url);
  const out: SecuritySchemeObject = {...scheme};
  if (typeof scheme.openIdConnectUrl === 'string') out.openIdConnectUrl = resolved(scheme.openIdConnectUrl) as string;
  if (isObject(scheme.flows)) {
    out.flows = Object.fromEntries(
      Object.entries(scheme.flows).map(([name, flow]): [string, OAuthFlow] => {
        if (!isObject(flow)) return [name, flow];
        const copy: OAuthFlow = {...flow};
        for (const key of FLOW_URLS) if (typeof flow[key] === 'string') copy[key] = resolved(flow[key]) as string;
        return [name, copy];
      }),
    );
  }
  return out;
}
