/**
 * How to call the API safely: what every response carries, idempotency keys, which errors
 * to retry, the rate limits and paging. Each part comes from what the description declares
 * (header parameters, response headers, the error catalogue, `x-gcm-rate-limits`, paging
 * parameters) and is left out when it declares nothing of the kind.
 */
import {
  isObject,
  mergeAllOf,
  type ApiOperation,
  type HeaderObject,
  type ParameterObject,
  type SpecModel,
} from '../openapi/model';
import type {SkillLinks} from './links';
import {topicLimits} from './limits';
import {cell, section, table} from './markdown';
import {constraints, namedOperations} from './operations';
import {testOnlyOperations} from './sandbox';
import {andList} from '../shared/text';

type ResponseHeaders = Map<string, {description: string; operations: number}>;
const headersOf = new WeakMap<SpecModel, ResponseHeaders>();

/** Every response header the description declares, by name, with its first description and how many operations send it. */
export function responseHeaders(model: SpecModel): ResponseHeaders {
  let headers = headersOf.get(model);
  if (!headers) headersOf.set(model, (headers = declaredResponseHeaders(model)));
  return headers;
}

function declaredResponseHeaders(model: SpecModel): ResponseHeaders {
  const headers: ResponseHeaders = new Map();
  for (const op of model.operations) {
    const names = new Set<string>();
    for (const response of Object.values(op.responses)) {
      for (const [name, raw] of Object.entries(response.headers ?? {})) {
        const header = model.resolve(raw) as HeaderObject | undefined;
        const entry = headers.get(name) ?? {description: '', operations: 0};
        if (!entry.description && header?.description) entry.description = header.description;
        if (!names.has(name)) entry.operations += 1;
        names.add(name);
        headers.set(name, entry);
      }
    }
  }
  return headers;
}

function headersSection(model: SpecModel): string {
  const rows = [...responseHeaders(model)].map(([name, {description, operations}]) => [
    `\`${name}\``,
    operations === model.operations.length ? 'every operation' : 'some operations',
    cell(description),
  ]);
  return section('## Read every response', [
    rows.length ? table(['Response header', 'Sent by', 'What it is'], rows) : undefined,
  ]);
}

/** The operations that take an `Idempotency-Key` header, each with that parameter. */
export function idempotencyKeyed(model: SpecModel): {op: ApiOperation; parameter: ParameterObject}[] {
  return model.operations.flatMap((op) => {
    const parameter = op.parameters.find((p) => p.in === 'header' && /^idempotency-key$/i.test(p.name));
    return parameter ? [{op, parameter}] : [];
  });
}

/** The response headers that tell a client about rate limits (`X-RateLimit-Remaining`, `Retry-After`). */
export function rateLimitHeaders(model: SpecModel): string[] {
  return [...responseHeaders(model).keys()].filter((name) => /rate-?limit|retry-after/i.test(name));
}

function idempotencySection(model: SpecModel, links: SkillLinks): string {
  const keyed = idempotencyKeyed(model);
  const [first] = keyed;
  if (!first) return '';
  const list = (required: boolean) =>
    namedOperations(
      keyed.filter((k) => (k.parameter.required === true) === required).map((k) => k.op),
      links,
    );
  return section(`### \`${first.parameter.name}\``, [
    list(true) ? `Required by ${list(true)}.` : undefined,
    list(false) ? `Accepted by ${list(false)}.` : undefined,
    `Format: ${constraints(model, first.parameter)}.`,
    topicLimits(model, 'idempotency'),
    first.parameter.description ? links.rewrite(first.parameter.description.trim()) : undefined,
  ]);
}

function errorCatalogue(model: SpecModel, links: SkillLinks): string | undefined {
  const catalogue = model.errorCatalogue;
  if (!catalogue) return undefined;
  const codes = (test: (status: number) => boolean) =>
    andList(catalogue.codes.filter((c) => test(c.status)).map((c) => `\`${c.code}\``));
  const retryHeader = responseHeaders(model).has('Retry-After') ? ' for the seconds in `Retry-After`' : '';
  return [
    `Problem responses carry a machine-readable \`${catalogue.property}\`: branch on it, not on the text. ` +
      `The [error code reference](${links.page(model.errorsId)}) explains each.`,
    [
      codes((s) => s === 429) && `- Wait${retryHeader}, then retry: ${codes((s) => s === 429)}.`,
      codes((s) => s >= 500) &&
        `- Retry with exponential backoff${idempotencyKeyed(model).length > 0 ? ', with the same idempotency key' : ''}: ${codes((s) => s >= 500)}.`,
      '- Any other code: do what its row says; a request sent again unchanged fails again unless the row says to retry.',
    ]
      .filter(Boolean)
      .join('\n'),
    table(
      ['Code', 'Status', 'Meaning', 'What to do'],
      catalogue.codes.map((c) => [
        `\`${c.code}\``,
        String(c.status),
        links.rewrite(c.meaning),
        links.rewrite(c.action),
      ]),
    ),
  ].join('\n\n');
}

/** Without a catalogue: the error statuses the operations declare, each with its first description. */
function errorStatuses(model: SpecModel): string | undefined {
  const statuses = new Map<string, {description: string; operations: number}>();
  for (const op of model.operations) {
    for (const [status, response] of Object.entries(op.responses)) {
      if (!/^[45]/.test(status)) continue;
      const entry = statuses.get(status) ?? {description: response.description ?? '', operations: 0};
      entry.operations += 1;
      statuses.set(status, entry);
    }
  }
  if (statuses.size === 0) return undefined;
  const rows = [...statuses].sort(([a], [b]) => a.localeCompare(b));
  const by = (operations: number) => (operations === model.operations.length ? 'every operation' : 'some operations');
  return table(
    ['Status', 'Returned by', 'What it means'],
    rows.map(([status, {description, operations}]) => [status, by(operations), cell(description)]),
  );
}

function retrySection(model: SpecModel, links: SkillLinks): string {
  return section('## Retry safely', [
    idempotencySection(model, links),
    section('### Errors', [errorCatalogue(model, links) ?? errorStatuses(model)]),
  ]);
}

function rateLimitSection(model: SpecModel, links: SkillLinks): string {
  const rateLimits = model.facts.rateLimits;
  const headers = rateLimitHeaders(model);
  if (!rateLimits && headers.length === 0) return '';
  const title = (id: string) => {
    const op = model.operationById.get(id);
    return op ? `[${op.title}](${links.page(op.id)})` : id;
  };
  const rows = rateLimits?.groups.map((group) => [
    group.operations === '*' ? 'Every other operation' : andList(group.operations.map(title)),
    group.appliesPer ?? rateLimits.appliesPer ?? '',
    ...group.perMinute.map((n) => (n === null ? 'not available' : `${n} per minute`)),
  ]);
  return section('## Rate limits', [
    rateLimits && rows ? table(['Operations', 'Counted per', ...rateLimits.environments], rows) : undefined,
    topicLimits(model, 'rateLimits'),
    headers.length ? `Watch ${andList(headers.map((h) => `\`${h}\``))} on responses.` : undefined,
  ]);
}

const PAGING_PARAMETER =
  /^(page|page_?size|per_?page|limit|offset|cursor|page_?token|starting_after|ending_before|after|before)$/i;

/** The top-level fields of an operation's first 2xx JSON body. */
function responseFields(model: SpecModel, op: ApiOperation): string[] {
  const [, ok] = Object.entries(op.responses).find(([status]) => /^2/.test(status)) ?? [];
  const media = Object.entries(ok?.content ?? {}).find(([type]) => /json/i.test(type))?.[1];
  const merged = mergeAllOf(model, media?.schema);
  return isObject(merged?.properties) ? Object.keys(merged.properties) : [];
}

/** The operations that page through a list, each with its paging parameters. */
export function pagedOperations(model: SpecModel): {op: ApiOperation; parameters: ParameterObject[]}[] {
  // The sandbox's helpers take a listing's parameters to sign its request, not to list (./sandbox.ts names them).
  const helpers = testOnlyOperations(model);
  return model.operations
    .filter((op) => !helpers.includes(op))
    .map((op) => ({op, parameters: op.parameters.filter((p) => p.in === 'query' && PAGING_PARAMETER.test(p.name))}))
    .filter(({parameters}) => parameters.length > 0);
}

/** Paged operations, grouped by the paging parameters they share, with their response's fields when those agree. */
function pagingSection(model: SpecModel, links: SkillLinks): string {
  const groups = new Map<string, ApiOperation[]>();
  for (const {op, parameters} of pagedOperations(model)) {
    const key = `${parameters.map((p) => `\`${p.name}\` (${constraints(model, p)})`).join('; ')}.`;
    groups.set(key, [...(groups.get(key) ?? []), op]);
  }
  const items = [...groups].map(([parameters, ops]) => {
    const fields = ops.map((op) => andList(responseFields(model, op).map((f) => `\`${f}\``)));
    const shared = fields.every((f) => f === fields[0]) && fields[0] ? ` The response has ${fields[0]}.` : '';
    return `- ${namedOperations(ops, links)}: ${parameters}${shared}`;
  });
  return section('## Page through lists', [items.join('\n'), items.length ? topicLimits(model, 'paging') : undefined]);
}

/** The sections on calling the API. */
export function callSections(model: SpecModel, links: SkillLinks): string[] {
  return [
    headersSection(model),
    retrySection(model, links),
    rateLimitSection(model, links),
    pagingSection(model, links),
  ];
}
