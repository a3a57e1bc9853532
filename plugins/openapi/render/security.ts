/** How an operation authenticates, in words, each scheme linked to its entry on the overview. */
import {isObject, slugify, type ApiOperation, type SecuritySchemeObject} from '../model';
import type {PageContext} from './context';
import {codeValue, el, escapeHtml} from './html';

/** The overview's anchor of a security scheme (the info page writes the same id). */
export function securitySchemeAnchor(name: string): string {
  return `security-${slugify(name) || 'scheme'}`;
}

function schemePhrase(ctx: PageContext, name: string, scopes: string[]): string {
  const scheme = ctx.model.securitySchemes.get(name);
  const scopeText = scopes.length > 0 ? ` with scope ${scopes.map((s) => codeValue(s)).join(', ')}` : '';
  // A requirement naming a scheme the description does not define (Ory Kratos's `sessionToken`):
  // the overview has no entry to link, so its name is shown as written.
  if (!isObject(scheme)) return `${codeValue(name)}${scopeText} (a scheme the description does not define)`;
  const link = el('a', {href: ctx.href(ctx.model.infoId, securitySchemeAnchor(name))}, escapeHtml(name));
  switch (scheme.type) {
    case 'oauth2':
      return `an OAuth 2.0 access token (${link})${scopeText}, sent as ${codeValue('Authorization: Bearer …')}`;
    case 'openIdConnect':
      return `an OpenID Connect token (${link})${scopeText}`;
    default:
      // Scopes (3.1: roles) on a scheme of another type, as personal-token APIs list them (Sentry's).
      return `${credentialPhrase(scheme, link)}${scopeText}`;
  }
}

/** What a scheme other than OAuth 2.0 and OpenID Connect has the request send. */
function credentialPhrase(scheme: SecuritySchemeObject, link: string): string {
  switch (scheme.type) {
    case 'http': {
      const kind = String(scheme.scheme ?? '').toLowerCase();
      if (kind === 'bearer') {
        return `a bearer token${scheme.bearerFormat ? ` (${escapeHtml(scheme.bearerFormat)})` : ''} in ${codeValue('Authorization')} (${link})`;
      }
      if (kind === 'basic') return `HTTP Basic authentication (${link})`;
      return `HTTP ${escapeHtml(kind)} authentication (${link})`;
    }
    case 'apiKey':
      return `${codeValue(scheme.name)} in the ${escapeHtml(scheme.in)} (${link})`;
    case 'mutualTLS':
      return `a client TLS certificate (${link})`;
    default:
      return link;
  }
}

export function renderAuthentication(ctx: PageContext, op: ApiOperation): string {
  const requirements = (op.security ?? []).filter((r) => isObject(r));
  if (requirements.length === 0) return el('p', {}, 'No authentication.');
  const alternatives = requirements.map((requirement) => {
    const entries = Object.entries<string[]>(requirement);
    if (entries.length === 0) return 'no security scheme: the operation also accepts requests without one';
    return entries.map(([name, scopes]) => schemePhrase(ctx, name, Array.isArray(scopes) ? scopes : [])).join(' and ');
  });
  if (alternatives.length === 1) return el('p', {}, `Send ${alternatives[0]}.`);
  return el('p', {}, 'Send one of:') + el('ul', {}, ...alternatives.map((a) => el('li', {}, a)));
}
