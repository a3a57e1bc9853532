/**
 * `references/operations.md`: every operation in one line, by tag, with what it needs (scopes,
 * the schemes it follows, an idempotency key, paging) and its rate limit, so that SKILL.md
 * stays short however large the API is.
 */
import {rateLimitGroupOf, type ApiOperation, type SpecModel, wireMethod} from '../openapi/model';
import type {SkillLinks} from './links';
import {section, table} from './markdown';

function security(op: ApiOperation): string {
  if (op.security.length === 0) return 'none';
  return op.security
    .map((requirement) => {
      const names = Object.entries(requirement).map(([name, scopes]) =>
        scopes.length ? `${name} (${scopes.map((s) => `\`${s}\``).join(', ')})` : name,
      );
      return names.length ? names.join(' + ') : 'none';
    })
    .join(' or ');
}

function headers(op: ApiOperation): string {
  return op.parameters
    .filter((p) => p.in === 'header' && p.required === true)
    .map((p) => `\`${p.name}\``)
    .join(', ');
}

function rateLimit(model: SpecModel, op: ApiOperation): string {
  const limits = model.facts.rateLimits;
  const group = limits && op.operationId ? rateLimitGroupOf(limits, op.operationId) : undefined;
  if (!limits || !group) return '';
  return group.perMinute
    .map((n, i) => `${limits.environments[i]}: ${n === null ? 'not available' : `${n}/min`}`)
    .join(', ');
}

function row(model: SpecModel, op: ApiOperation, links: SkillLinks): string[] {
  const urls = (servers: {url: string}[] | undefined) => (servers ?? []).map((s) => s.url).join(', ');
  const servers = urls(op.servers) === urls(model.root.servers) ? '' : urls(op.servers);
  return [
    `[${op.title}](${links.page(op.id)})${op.deprecated ? ' (deprecated)' : ''}`,
    `\`${wireMethod(op.method)} ${op.path}\`${servers ? ` on ${servers}` : ''}`,
    security(op),
    headers(op),
    ...(model.facts.rateLimits ? [rateLimit(model, op)] : []),
  ];
}

/** The operations file, one table per tag. */
export function operationsFile(model: SpecModel, links: SkillLinks): string {
  const header = [
    'Operation',
    'Request',
    'Security',
    'Required headers',
    ...(model.facts.rateLimits ? ['Rate limit'] : []),
  ];
  const seen = new Set<ApiOperation>();
  const groups = model.groups
    .filter((group) => group.operations.length > 0)
    .map((group) => {
      const rows = group.operations.filter((op) => !seen.has(op)).map((op) => (seen.add(op), row(model, op, links)));
      return section(`## ${group.label}`, [rows.length ? table(header, rows) : undefined]);
    });
  const intro = `Every operation of ${String(model.info.title)} ${String(model.info.version ?? '')}`.trim();
  return `${[`# Operations`, `${intro}. Each links its page, which has the request and response in full.`, ...groups]
    .filter(Boolean)
    .join('\n\n')}\n`;
}
