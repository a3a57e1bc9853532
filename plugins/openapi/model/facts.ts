/**
 * The numbers the docs repeat, read from the API description: its `x-gcm-limits` (named
 * values such as the idempotency window), `x-gcm-rate-limits` (requests per minute by
 * operation and environment) and `x-gcm-sandbox-test-values` (inputs that make the sandbox
 * take an error or fraud path). Guides render them with `:limit[name]`, `::rate-limits`
 * and `::sandbox-test-values` (./remark.ts), the reference renders them on each
 * operation page, and the docs checker (./mentions.ts) fails on a hand-typed copy
 * that disagrees. Pure: the caller passes the parsed description in.
 */

import {getByPointer} from './json';
import type {OpenApiDocument} from './openapi';

type Json = Record<string, unknown>;

export const UNITS = ['second', 'minute', 'hour', 'day', 'month', 'line', 'card'] as const;
export type Unit = (typeof UNITS)[number];

export interface LimitValue {
  name: string;
  value: number;
  unit: Unit;
  about: string;
  /** A JSON pointer into the description whose value must be the same number. */
  schema?: string;
}

export interface RateLimitGroup {
  /** operationIds, or `*` for every operation no other group names. */
  operations: string[] | '*';
  appliesPer?: string;
  /** Requests per minute, one per environment; `null` where the operations do not exist. */
  perMinute: (number | null)[];
}

/** Where the docs explain a fact in full. */
export interface FactsDocs {
  url: string;
  description: string;
}

export interface RateLimits {
  externalDocs?: FactsDocs;
  /** What a limit is counted per (`partner account`), unless a group says otherwise. */
  appliesPer?: string;
  environments: string[];
  groups: RateLimitGroup[];
}

export interface SandboxTestValue {
  operations: string[];
  in: 'body' | 'path' | 'query' | 'header';
  name: string;
  value: string;
  status: number;
  code?: string;
  result: string;
}

export interface ApiFacts {
  limits: Map<string, LimitValue>;
  rateLimits?: RateLimits;
  sandboxTestValues: {externalDocs?: FactsDocs; values: SandboxTestValue[]};
}

/** A mistake in the description's extensions, with the JSON pointer where it is. */
export class FactsError extends Error {
  constructor(
    readonly pointer: string,
    message: string,
  ) {
    super(`${pointer}: ${message}`);
  }
}

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function assertShape(ok: boolean, pointer: string, message: string): asserts ok {
  if (!ok) throw new FactsError(pointer, message);
}

const isCount = (value: unknown): value is number => Number.isInteger(value) && (value as number) >= 0;

function readDocs(raw: unknown, at: string): FactsDocs | undefined {
  if (raw === undefined) return undefined;
  assertShape(isObject(raw) && typeof raw.url === 'string', at, 'must be an object with a url');
  return {url: raw.url, description: String(raw.description ?? raw.url)};
}

function readLimits(raw: unknown, root: unknown): Map<string, LimitValue> {
  const limits = new Map<string, LimitValue>();
  if (raw === undefined) return limits;
  assertShape(isObject(raw), '#/x-gcm-limits', 'must be an object of named values');
  for (const [name, entry] of Object.entries(raw)) {
    const at = `#/x-gcm-limits/${name}`;
    assertShape(/^[a-z][A-Za-z0-9]*$/.test(name), at, 'a name is camelCase letters and digits');
    assertShape(isObject(entry), at, 'must be an object with value, unit and about');
    assertShape(isCount(entry.value), `${at}/value`, 'must be a whole number');
    assertShape(UNITS.includes(entry.unit as Unit), `${at}/unit`, `must be one of ${UNITS.join(', ')}`);
    assertShape(typeof entry.about === 'string' && entry.about !== '', `${at}/about`, 'must say what the value is');
    assertShape(
      entry.schema === undefined || typeof entry.schema === 'string',
      `${at}/schema`,
      'must be a JSON pointer',
    );
    if (typeof entry.schema === 'string') {
      const constraint = getByPointer(root, entry.schema);
      assertShape(
        constraint === entry.value,
        `${at}/value`,
        `is ${entry.value}, but ${entry.schema} is ${JSON.stringify(constraint)}; the two must agree`,
      );
    }
    limits.set(name, {
      name,
      value: entry.value,
      unit: entry.unit as Unit,
      about: entry.about,
      schema: entry.schema as string | undefined,
    });
  }
  return limits;
}

function readRateLimits(raw: unknown, operationIds: Set<string>): RateLimits | undefined {
  if (raw === undefined) return undefined;
  const at = '#/x-gcm-rate-limits';
  assertShape(isObject(raw), at, 'must be an object with environments and groups');
  const {environments, groups} = raw;
  assertShape(
    Array.isArray(environments) && environments.length > 0 && environments.every((e) => typeof e === 'string'),
    `${at}/environments`,
    'must list the environment names',
  );
  assertShape(Array.isArray(groups) && groups.length > 0, `${at}/groups`, 'must list the groups of operations');
  const named = new Set<string>();
  const read = groups.map((group, i): RateLimitGroup => {
    const g = `${at}/groups/${i}`;
    assertShape(isObject(group), g, 'must be an object with operations and perMinute');
    const {operations, perMinute, appliesPer} = group;
    if (operations !== '*') {
      assertShape(Array.isArray(operations) && operations.length > 0, `${g}/operations`, 'must be operationIds or "*"');
      for (const [j, id] of operations.entries()) {
        assertShape(
          typeof id === 'string' && operationIds.has(id),
          `${g}/operations/${j}`,
          `no operation ${String(id)}`,
        );
        assertShape(!named.has(id), `${g}/operations/${j}`, `${id} is already in another group`);
        named.add(id);
      }
    }
    assertShape(
      Array.isArray(perMinute) &&
        perMinute.length === environments.length &&
        perMinute.every((n) => n === null || (isCount(n) && n > 0)),
      `${g}/perMinute`,
      `must give one limit (or null) per environment: ${environments.join(', ')}`,
    );
    assertShape(appliesPer === undefined || typeof appliesPer === 'string', `${g}/appliesPer`, 'must be a string');
    return {operations: operations as string[] | '*', perMinute, appliesPer: appliesPer as string | undefined};
  });
  assertShape(
    read.filter((group) => group.operations === '*').length <= 1,
    `${at}/groups`,
    'only one group can be "*"',
  );
  return {
    externalDocs: readDocs(raw.externalDocs, `${at}/externalDocs`),
    appliesPer: typeof raw.appliesPer === 'string' ? raw.appliesPer : undefined,
    environments: environments as string[],
    groups: read,
  };
}

function readSandboxTestValues(raw: unknown, operationIds: Set<string>): ApiFacts['sandboxTestValues'] {
  if (raw === undefined) return {values: []};
  const at = '#/x-gcm-sandbox-test-values';
  assertShape(isObject(raw) && Array.isArray(raw.values), at, 'must be an object with a values list');
  const values = raw.values.map((entry, i): SandboxTestValue => {
    const v = `${at}/values/${i}`;
    assertShape(isObject(entry), v, 'must be an object');
    assertShape(
      Array.isArray(entry.operations) && entry.operations.length > 0,
      `${v}/operations`,
      'must list operationIds',
    );
    for (const [j, id] of entry.operations.entries()) {
      assertShape(typeof id === 'string' && operationIds.has(id), `${v}/operations/${j}`, `no operation ${String(id)}`);
    }
    assertShape(
      ['body', 'path', 'query', 'header'].includes(String(entry.in)),
      `${v}/in`,
      'must be body, path, query or header',
    );
    for (const key of ['name', 'value', 'result'] as const) {
      assertShape(typeof entry[key] === 'string' && entry[key] !== '', `${v}/${key}`, 'must be a non-empty string');
    }
    assertShape(Number.isInteger(entry.status), `${v}/status`, 'must be an HTTP status');
    assertShape(entry.code === undefined || typeof entry.code === 'string', `${v}/code`, 'must be an error code');
    return entry as unknown as SandboxTestValue;
  });
  return {
    externalDocs: readDocs(raw.externalDocs, `${at}/externalDocs`),
    values,
  };
}

/** The facts of a parsed description; throws FactsError on a malformed extension. */
export function readFacts(spec: OpenApiDocument): ApiFacts {
  const operationIds = new Set<string>();
  for (const item of Object.values(isObject(spec.paths) ? spec.paths : {})) {
    for (const op of Object.values(isObject(item) ? item : {})) {
      if (isObject(op) && typeof op.operationId === 'string') operationIds.add(op.operationId);
    }
  }
  return {
    limits: readLimits(spec['x-gcm-limits'], spec),
    rateLimits: readRateLimits(spec['x-gcm-rate-limits'], operationIds),
    sandboxTestValues: readSandboxTestValues(spec['x-gcm-sandbox-test-values'], operationIds),
  };
}

const SMALL = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];

/**
 * A value as prose: `50 cards`, `300 seconds`, `one hour`, `24 hours`. Small numbers
 * of a time unit longer than a second are spelled out, as the guides write them.
 */
export function formatLimit({value, unit}: Pick<LimitValue, 'value' | 'unit'>): string {
  const spelled = value < 10 && unit !== 'second' && !['line', 'card'].includes(unit);
  return `${spelled ? SMALL[value] : value} ${unit}${value === 1 ? '' : 's'}`;
}

/** The rate-limit group an operation belongs to. */
export function rateLimitGroupOf(rateLimits: RateLimits, operationId: string): RateLimitGroup | undefined {
  return (
    rateLimits.groups.find((group) => group.operations !== '*' && group.operations.includes(operationId)) ??
    rateLimits.groups.find((group) => group.operations === '*')
  );
}

/** The sandbox test values that apply to an operation. */
export function sandboxTestValuesOf(facts: ApiFacts, operationId: string): SandboxTestValue[] {
  return facts.sandboxTestValues.values.filter((value) => value.operations.includes(operationId));
}

const WHERE: Record<SandboxTestValue['in'], string> = {
  body: 'body field',
  path: 'path parameter',
  query: 'query parameter',
  header: 'header',
};

/** What to send, as Markdown: ``body field `partnerReference`: `test_rate_limited` ``. */
export function testInputMarkdown(value: SandboxTestValue): string {
  return `${WHERE[value.in]} \`${value.name}\`: \`${value.value}\``;
}

/** What the sandbox answers, as Markdown: ``**422** `provisioning_limit_exceeded`. The order is …``. */
export function testAnswerMarkdown(value: SandboxTestValue): string {
  return `**${value.status}**${value.code ? ` \`${value.code}\`` : ''}. ${value.result}`;
}
