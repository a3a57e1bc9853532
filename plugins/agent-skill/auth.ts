/**
 * "Authenticate": each security scheme the operations use, from its declaration, the
 * operations that name it and its own description (for the HMAC signature, the normative
 * algorithm with a worked example), with the limits of tokens and signatures.
 */
import {
  SIGNATURE_HEADERS,
  serverUrlWithDefaults,
  type ApiOperation,
  type SecuritySchemeObject,
  type SpecModel,
} from '../openapi/model';
import type {SkillLinks} from './links';
import {topicLimits} from './limits';
import {cell, section, table} from './markdown';
import {NAMED_OPERATIONS, commonRequiredHeaders, constraints, operationLink, operationsUsing} from './operations';
import {andList} from '../shared/text';

/** Headings of a description, moved under the skill's own level-3 heading. */
export function demoteHeadings(markdown: string): string {
  let fenced = false;
  return markdown
    .split('\n')
    .map((line) => {
      if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
      return !fenced && /^#{1,4} /.test(line) ? `###${line}` : line;
    })
    .join('\n');
}

function schemeKind(scheme: SecuritySchemeObject): string {
  switch (scheme.type) {
    case 'oauth2':
      return `OAuth 2.0 (${Object.keys(scheme.flows ?? {}).join(', ')})`;
    case 'http':
      return `HTTP ${String(scheme.scheme ?? '')}`;
    case 'apiKey':
      return `API key in the ${scheme.in ?? 'header'} \`${scheme.name ?? ''}\``;
    case 'openIdConnect':
      return 'OpenID Connect';
    default:
      return scheme.type;
  }
}

/** The path an operation is called at: its server's path, then its own (`/v2` and `/oauth/token`). */
const calledPath = (op: ApiOperation) =>
  `${new URL(serverUrlWithDefaults(op.servers[0] ?? {url: '/'}), 'http://host').pathname.replace(/\/+$/, '')}${op.path}`;

function oauthFlows(model: SpecModel, name: string, scheme: SecuritySchemeObject, links: SkillLinks): string[] {
  const scopeUsers = (scope: string) =>
    model.operations
      .filter((op) => op.security.some((requirement) => requirement[name]?.includes(scope)))
      .map((op) => op.title);
  return Object.entries(scheme.flows ?? {}).map(([flow, value]) => {
    const tokenPath = value.tokenUrl ? new URL(value.tokenUrl, 'http://host').pathname : undefined;
    const tokenOperation = model.operations.find(
      (op) => op.method === 'post' && (op.path === tokenPath || calledPath(op) === tokenPath),
    );
    const lines = [
      `Flow \`${flow}\`${value.tokenUrl ? `: token URL \`${value.tokenUrl}\`` : ''}${value.authorizationUrl ? `, authorization URL \`${value.authorizationUrl}\`` : ''}.`,
      tokenOperation ? `Get the token with ${operationLink(tokenOperation, links)}.` : undefined,
      flow === 'clientCredentials'
        ? 'Send a form-encoded body with `grant_type=client_credentials` and the `scope` values you need, separated by spaces.'
        : undefined,
      'Send it as `Authorization: Bearer <token>`.',
    ];
    const scopes = Object.entries(value.scopes ?? {});
    const scopeTable = scopes.length
      ? table(
          ['Scope', 'Grants', 'Operations'],
          scopes.map(([scope, about]) => [`\`${scope}\``, about, andList(scopeUsers(scope))]),
        )
      : undefined;
    return [lines.filter(Boolean).join(' '), scopeTable].filter(Boolean).join('\n\n');
  });
}

function requiredHeaders(model: SpecModel, name: string): string | undefined {
  const headers = commonRequiredHeaders(operationsUsing(model, name));
  if (headers.length === 0) return undefined;
  return `Every operation that uses it also requires these headers:\n\n${table(
    ['Header', 'Format', 'What it is'],
    headers.map((p) => [`\`${p.name}\``, constraints(model, p), cell(p.description ?? '')]),
  )}`;
}

/** Which operations use a scheme: those that do, or those that do not when they are fewer, named while the list stays short. */
function usedBy(model: SpecModel, users: ApiOperation[]): string {
  const others = model.operations.filter((op) => !users.includes(op));
  if (others.length === 0) return 'Every operation uses it.';
  if (others.length < users.length && others.length <= NAMED_OPERATIONS)
    return `Every operation uses it except ${andList(others.map((op) => op.title))}.`;
  if (users.length <= NAMED_OPERATIONS) return `Used by ${andList(users.map((op) => op.title))}.`;
  return 'Many operations use it: references/operations.md lists which.';
}

/** A scheme that signs each request: an API key in one of the signature headers. */
export const isSignatureScheme = (scheme: SecuritySchemeObject) =>
  scheme.type === 'apiKey' && SIGNATURE_HEADERS.includes(scheme.name ?? '');

function schemeSection(model: SpecModel, name: string, scheme: SecuritySchemeObject, links: SkillLinks): string {
  const users = operationsUsing(model, name);
  const bearer = scheme.type === 'oauth2' || scheme.type === 'openIdConnect' || /^bearer$/i.test(scheme.scheme ?? '');
  const signature = isSignatureScheme(scheme);
  return section(`### ${name}: ${schemeKind(scheme)}`, [
    usedBy(model, users),
    ...(scheme.type === 'oauth2' ? oauthFlows(model, name, scheme, links) : []),
    scheme.type === 'openIdConnect' ? `Discovery document: \`${scheme.openIdConnectUrl ?? ''}\`.` : undefined,
    bearer ? topicLimits(model, 'token') : undefined,
    scheme.type === 'apiKey' ? requiredHeaders(model, name) : undefined,
    signature ? topicLimits(model, 'signature') : undefined,
    scheme.description ? demoteHeadings(links.rewrite(scheme.description.trim())) : undefined,
  ]);
}

/** The "Authenticate" section: how requests prove who sends them. */
export function authSection(model: SpecModel, links: SkillLinks): string {
  const used = [...model.securitySchemes].filter(([name]) => operationsUsing(model, name).length > 0);
  const open = model.operations.filter(
    (op) => op.security.length === 0 || op.security.some((requirement) => Object.keys(requirement).length === 0),
  );
  return section('## Authenticate', [
    used.length === 0 ? 'The description declares no authentication.' : undefined,
    model.operations.some((op) => op.security.length > 1)
      ? 'Where an operation accepts several requirements, any one of them will do; the schemes of one requirement go together.'
      : undefined,
    open.length > 0 && used.length > 0
      ? `These also accept a request with none of the schemes below: ${andList(open.map((op) => operationLink(op, links)))}. Each operation's requirements are in [references/operations.md](references/operations.md).`
      : undefined,
    ...used.map(([name, scheme]) => schemeSection(model, name, scheme, links)),
  ]);
}
