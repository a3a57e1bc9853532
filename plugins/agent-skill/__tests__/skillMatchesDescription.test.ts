/**
 * The skill of the portal's own description states the description's numbers, headers and
 * error codes and no others: each is found in the generated SKILL.md and checked against
 * api/openapi.json, and a changed limit in a copy of the description changes the skill.
 */
import {readFileSync} from 'node:fs';
import {describe, expect, it} from 'vitest';
import {buildModel, type OpenApiDocument, type SpecModel} from '../../openapi/model';
import {skillLinks} from '../links';
import {renderSkill} from '../skill';

const SPEC = 'api/openapi.json';
type Json = Record<string, unknown>;

const readDescription = (): OpenApiDocument & Json => JSON.parse(readFileSync(SPEC, 'utf8'));

function skillOf(root: OpenApiDocument): {model: SpecModel; skill: string; operations: string} {
  const model = buildModel(SPEC, root);
  const links = skillLinks({siteUrl: 'https://docs.test', twins: true, pathBase: 'site', linkTarget: model.linkTarget});
  const [skill, operations] = renderSkill(model, {links, published: []}).map((file) => file.text);
  return {model, skill, operations};
}

const root = readDescription();
const {model, skill, operations} = skillOf(root);
const descriptionText = JSON.stringify(root);

/** The skill without its URLs, whose digits are addresses, not numbers. */
const prose = (text: string) => text.replace(/https?:\/\/[^\s)`|]+/g, ' ');
const numbersIn = (text: string) => new Set(text.match(/\d+(?:\.\d+)*/g) ?? []);
const codeSpans = (text: string) => [...text.matchAll(/`([^`\n]+)`/g)].map((m) => m[1]);
/** The rows of the Markdown table whose header row starts with `first`. */
function tableRows(text: string, first: string): string[][] {
  const lines = text.split('\n');
  const start = lines.findIndex((line) => line.startsWith(`| ${first} |`));
  expect(start, `a table headed "${first}"`).toBeGreaterThan(-1);
  const rows: string[][] = [];
  for (const line of lines.slice(start + 2)) {
    if (!line.startsWith('|')) break;
    rows.push(line.slice(2, -2).split(' | '));
  }
  return rows;
}

/** Every header name the description declares: header parameters, response headers, API-key schemes. */
function declaredHeaders(): Set<string> {
  const names = new Set<string>();
  for (const op of model.operations) {
    for (const p of op.parameters) if (p.in === 'header') names.add(p.name);
    for (const response of Object.values(op.responses))
      for (const name of Object.keys(response.headers ?? {})) names.add(name);
  }
  for (const scheme of model.securitySchemes.values())
    if (scheme.type === 'apiKey' && scheme.name) names.add(scheme.name);
  return names;
}

describe('the skill of api/openapi.json', () => {
  it('has no number the description lacks', () => {
    const known = numbersIn(descriptionText);
    const unknown = [...numbersIn(prose(skill)), ...numbersIn(prose(operations))].filter((n) => !known.has(n));
    expect(unknown).toEqual([]);
  });

  it('states every named limit with its value and unit', () => {
    const stated = new Map(
      [...skill.matchAll(/^- `(\w+)`: (\d+) (\w+?)s?\. /gm)].map((m) => [m[1], {value: Number(m[2]), unit: m[3]}]),
    );
    const limits = root['x-gcm-limits'] as Record<string, {value: number; unit: string}>;
    expect(Object.keys(limits).length).toBeGreaterThan(0);
    for (const [name, {value, unit}] of Object.entries(limits)) expect(stated.get(name), name).toEqual({value, unit});
    expect([...stated.keys()].sort()).toEqual(Object.keys(limits).sort());
  });

  it('gives each rate-limit group its requests per minute in each environment', () => {
    const rateLimits = root['x-gcm-rate-limits'] as {environments: string[]; groups: {perMinute: (number | null)[]}[]};
    const rows = tableRows(skill, 'Operations');
    expect(rows).toHaveLength(rateLimits.groups.length);
    rows.forEach((row, i) => {
      const perMinute = row.slice(2).map((c) => (c === 'not available' ? null : Number(c.replace(' per minute', ''))));
      expect(perMinute).toEqual(rateLimits.groups[i].perMinute);
    });
  });

  it('lists every error code with its status, and names no other code', () => {
    const catalogue = new Map(model.errorCatalogue!.codes.map((c) => [c.code, c.status]));
    const rows = tableRows(skill, 'Code').map(([code, status]) => [code.replace(/`/g, ''), Number(status)]);
    expect(new Map(rows as [string, number][])).toEqual(catalogue);
    const snakeCase = codeSpans(skill).filter((span) => /^[a-z]+(_[a-z0-9]+)+$/.test(span));
    expect(snakeCase.length).toBeGreaterThan(catalogue.size);
    for (const span of snakeCase) expect(catalogue.has(span) || descriptionText.includes(span), span).toBe(true);
  });

  it('names only the headers the description declares', () => {
    const declared = declaredHeaders();
    const spans = [...codeSpans(skill), ...codeSpans(operations)];
    const headers = spans.flatMap((span) => {
      const match = /^([A-Z][A-Za-z0-9]*(?:-[A-Za-z0-9]+)+)(?::|$)/.exec(span);
      return match ? [match[1]] : [];
    });
    expect(headers).toContain('X-Signature');
    expect(headers).toContain('Idempotency-Key');
    expect(headers).toContain('Retry-After');
    // The API's own header families must be declared; a standard header (`Content-Type`) named in its text.
    for (const header of headers) {
      if (/^(X|RateLimit|Idempotency|Idempotent|Retry)-/.test(header)) expect(declared.has(header), header).toBe(true);
      else expect(declared.has(header) || descriptionText.includes(`\`${header}\``), header).toBe(true);
    }
    const standard = spans.flatMap((span) => /^([A-Z][a-z]+): /.exec(span)?.[1] ?? []);
    for (const header of standard) expect(descriptionText.includes(`${header}:`), header).toBe(true);
  });

  it('gives each sandbox test value its input and the answer the description gives', () => {
    const values = (root['x-gcm-sandbox-test-values'] as {values: {value: string; status: number; code?: string}[]})
      .values;
    // After the rate-limit table, which is headed "Operations" too.
    const sandboxRows = tableRows(skill.slice(skill.indexOf('## Test against the sandbox')), 'Operations');
    expect(sandboxRows).toHaveLength(values.length);
    sandboxRows.forEach(([, send, answer], i) => {
      expect(send).toContain(`\`${values[i].value}\``);
      expect(answer.startsWith(`**${values[i].status}**${values[i].code ? ` \`${values[i].code}\`` : ''}`)).toBe(true);
    });
  });

  it('follows a changed description: a limit, a rate limit and a page size', () => {
    const changed = readDescription();
    const limits = changed['x-gcm-limits'] as Record<string, {value: number}>;
    limits.idempotencyRetention.value = 48;
    const groups = (changed['x-gcm-rate-limits'] as {groups: {perMinute: number[]}[]}).groups;
    groups[1].perMinute = [70, 350];
    const pageSize = changed.components?.parameters?.PageSize as unknown as {schema: {maximum: number}};
    pageSize.schema.maximum = 200;
    const after = skillOf(changed);
    expect(skill).toContain('- `idempotencyRetention`: 24 hours.');
    expect(after.skill).not.toContain('- `idempotencyRetention`: 24 hours.');
    expect(after.skill).toContain('- `idempotencyRetention`: 48 hours.');
    expect(after.skill).toContain('| 70 per minute | 350 per minute |');
    expect(after.skill).toMatch(/`pageSize` \(integer, 1 to 200, default `25`\)/);
    expect(after.operations).toContain('Sandbox: 70/min, Production: 350/min');
  });
});
