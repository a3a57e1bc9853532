/**
 * The numbers the docs repeat have one source, api/openapi.json (`x-gcm-limits`,
 * `x-gcm-rate-limits`, `x-gcm-sandbox-test-values`): the guides render them, the reference shows
 * them per operation, and a hand-typed copy that disagrees fails here, in the guides and
 * in the description's own prose alike.
 */
import {mkdtempSync, readFileSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {loadSpec, type SpecModel} from '../../openapi/model';
import type {Json} from '../../../tests/support/json';
import {REFERENCE_ROUTE_BASE, routeOf} from '../../shared/routes';
import {checkDocumentNumbers, checkNumbers, LIMIT_CONTEXT, remarkApiFacts} from '..';
import {limitsMentioned} from '../mentions';
import {PageContext} from '../../openapi/render/context';
import {renderRateLimit, renderSandboxTestValues} from '../../openapi/render/facts';
import {guideFiles, proseSentences, splitDocument} from '../../docs-lint';

const model = await loadSpec('api/openapi.json');
const {facts} = model;
/** operationId to title: guides name operations by their titles. */
const titles = new Map([...model.operationById].map(([id, op]) => [id, op.title]));
const spec = JSON.parse(readFileSync('api/openapi.json', 'utf8'));

/** Problems in a snippet of prose, as the texts of the disagreeing numbers. */
const numbersIn = (prose: string, on = facts) =>
  proseSentences(prose).flatMap((sentence) => checkNumbers(sentence, on, titles).map((problem) => problem.text));

/** Every prose string of the description (descriptions, summaries, test value results), with its pointer. */
function descriptionTexts(node: Json, pointer = '#'): {pointer: string; text: string}[] {
  if (Array.isArray(node)) return node.flatMap((item, i) => descriptionTexts(item, `${pointer}/${i}`));
  if (typeof node !== 'object' || node === null) return [];
  return Object.entries<Json>(node).flatMap(([key, value]) => {
    if (key === 'x-gcm-limits') return [];
    if (typeof value === 'string' && ['description', 'summary', 'result'].includes(key))
      return [{pointer: `${pointer}/${key}`, text: value}];
    return descriptionTexts(value, `${pointer}/${key}`);
  });
}

describe('one source for every number', () => {
  it('every named value has a context that tells the checker when prose is about it', () => {
    expect([...facts.limits.keys()].sort()).toEqual(Object.keys(LIMIT_CONTEXT).sort());
  });

  it.each(guideFiles())('%s has no hand-typed number that disagrees with api/openapi.json', (file) => {
    const text = readFileSync(file, 'utf8');
    const sentences = proseSentences(splitDocument(text).prose);
    const problems = checkDocumentNumbers(file, text, sentences, facts, titles).map(
      (p) => `${file}:${p.line}:${p.col}: ${p.text}: ${p.message}`,
    );
    expect(problems).toEqual([]);
  });

  it("the description's own prose agrees with its x-gcm-limits and x-gcm-rate-limits", () => {
    const problems = descriptionTexts(spec).flatMap(({pointer, text}) =>
      numbersIn(text).map((found) => {
        const {file, line, col} = model.locate(pointer);
        return `${file}:${line}:${col}: ${found}`;
      }),
    );
    expect(problems).toEqual([]);
  });

  it('reports a duration, a count and a rate limit that disagree, and passes the ones that agree', () => {
    expect(numbersIn('GCM stores the response to an idempotent request for 48 hours.')).toEqual(['48 hours']);
    expect(numbersIn('GCM stores the response to an idempotent request for one day.')).toEqual([]);
    expect(numbersIn('The nonce is kept 10 minutes and the timestamp may be 300 seconds off.')).toEqual([]);
    expect(numbersIn('The timestamp may be 600 seconds off the server clock.')).toEqual(['600 seconds']);
    expect(numbersIn('One order has at most 10 lines and up to 100 cards.')).toEqual(['up to 100 cards']);
    expect(numbersIn('A company orders 40 cards for its staff.')).toEqual([]);
    expect(numbersIn('ProvisionGiftCard allows 120 requests per minute in the sandbox.')).toEqual([
      '120 requests per minute',
    ]);
    expect(numbersIn('ProvisionGiftCard allows 60 requests per minute in the sandbox.')).toEqual([]);
    // An operation named by its title, as a link to its page is.
    expect(
      numbersIn(
        '[Provision gift cards](/docs/api/partner-api/provision-gift-card) allows 120 requests per minute in the sandbox.',
      ),
    ).toEqual(['120 requests per minute']);
    expect(numbersIn('Provision gift cards allows 60 requests per minute in the sandbox.')).toEqual([]);
    expect(
      numbersIn(
        '| Operations | Sandbox | Production |\n| --- | --- | --- |\n| Other operations | 120 requests per minute | 1500 requests per minute |',
      ),
    ).toEqual(['1500 requests per minute']);
    // A TTL is not about anything the description defines.
    expect(numbersIn('Lower the TTL to 300 seconds a day before the cutover.')).toEqual([]);
  });

  it('follows the description: change a value there and the same prose fails', () => {
    const changed = {...facts, limits: new Map(facts.limits)};
    changed.limits.set('idempotencyRetention', {...facts.limits.get('idempotencyRetention')!, value: 48});
    expect(numbersIn('GCM stores the response for 24 hours.', changed)).toEqual(['24 hours']);
  });
});

describe('reading the facts', () => {
  const withFacts = async (patch: (root: Json) => void) => {
    const root = structuredClone(spec);
    patch(root);
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'facts-')), 'openapi.json');
    writeFileSync(file, JSON.stringify(root, null, 2));
    return loadSpec(file);
  };

  it('stops on a value that disagrees with the schema constraint it names, at its file:line:col', async () => {
    await expect(withFacts((root) => (root['x-gcm-limits'].orderMaxLines.value = 12))).rejects.toThrow(
      /openapi\.json:\d+:\d+: #\/x-gcm-limits\/orderMaxLines\/value: is 12, but .*maxItems is 10/,
    );
  });

  it('stops on an unknown unit and on a rate-limit group naming an unknown operation', async () => {
    await expect(withFacts((root) => (root['x-gcm-limits'].nonceRetention.unit = 'fortnight'))).rejects.toThrow(
      /:\d+:\d+: #\/x-gcm-limits\/nonceRetention\/unit: must be one of/,
    );
    await expect(
      withFacts((root) => (root['x-gcm-rate-limits'].groups[1].operations = ['ProvisionGiftCards'])),
    ).rejects.toThrow(/#\/x-gcm-rate-limits\/groups\/1\/operations\/0: no operation ProvisionGiftCards/);
  });
});

describe('sandbox test values', () => {
  const catalogue = new Map(model.errorCatalogue!.codes.map((entry) => [entry.code, entry.status]));

  function fieldSchema(model: SpecModel, operationId: string, where: string, name: string): Json {
    const op = model.operationById.get(operationId)!;
    if (where !== 'body') return op.parameters.find((p) => p.in === where && p.name === name)?.schema;
    const body: Json = model.resolve(op.requestBody?.content?.['application/json']?.schema);
    return model.resolve(body?.properties?.[name]);
  }

  it.each(facts.sandboxTestValues.values.map((value) => [`${value.operations.join(', ')} ${value.value}`, value]))(
    '%s is a valid input with a documented answer',
    (_label, value) => {
      for (const operationId of value.operations) {
        const schema = fieldSchema(model, operationId, value.in, value.name);
        expect(schema, `${operationId} has no ${value.in} ${value.name}`).toBeDefined();
        if (schema.pattern) expect(value.value).toMatch(new RegExp(schema.pattern));
        expect(value.value.length).toBeGreaterThanOrEqual(schema.minLength ?? 0);
        expect(value.value.length).toBeLessThanOrEqual(schema.maxLength ?? Infinity);
        expect(Object.keys(model.operationById.get(operationId)!.responses)).toContain(String(value.status));
      }
      if (value.code) expect(catalogue.get(value.code)).toBe(value.status);
      else expect(value.status).toBeLessThan(300);
    },
  );

  it('the guide and the test values cover every error code in the catalogue', () => {
    const guide = readFileSync('docs/additional-support/sandbox-test-values.mdx', 'utf8');
    const inGuide = new Set([...guide.matchAll(/^\| `([a-z_]+)` \| (\d{3}) \|/gm)].map((m) => m[1]));
    const byValue = new Set(facts.sandboxTestValues.values.map((value) => value.code));
    const missing = [...catalogue.keys()].filter((code) => !inGuide.has(code) && !byValue.has(code));
    expect(missing).toEqual([]);
  });

  it('each operation page lists its values and its rate limit', () => {
    const ctx = new PageContext(model, {routeBase: REFERENCE_ROUTE_BASE});
    const voidCard = model.operationById.get('VoidCard')!;
    const html = renderRateLimit(ctx, voidCard) + renderSandboxTestValues(ctx, voidCard);
    expect(html).toContain('Sandbox: 60 requests per minute · Production: 300 requests per minute');
    expect(html).toContain('<a href="/docs/api/partner-api/provision-gift-card">Provision gift cards</a>');
    expect(html).toContain('path parameter <code>giftCardId</code>: <code>gc_TestRedeemed</code>');
    expect(html).toContain('href="/docs/additional-support/sandbox-test-values"');
  });
});

const FACTS_OPTIONS = {specPath: 'api/openapi.json', allowExternalRefs: false, routeBase: REFERENCE_ROUTE_BASE};

describe('the guides directive', () => {
  const run = async (node: Json) => {
    const tree = {type: 'root', children: [{type: 'paragraph', children: [node]}]};
    await remarkApiFacts(FACTS_OPTIONS)(tree, {
      path: 'docs/guide.mdx',
    });
    return tree.children[0].children[0];
  };
  const limit = (name: string) => ({
    type: 'textDirective',
    name: 'limit',
    children: [{type: 'text', value: name}],
    position: {start: {line: 3, column: 5}},
  });

  it('renders a value with its unit', async () => {
    expect(await run(limit('orderMaxCards'))).toEqual({type: 'text', value: '50 cards'});
    expect(await run(limit('accessTokenLifetime'))).toEqual({type: 'text', value: 'one hour'});
    expect(await run(limit('timestampTolerance'))).toEqual({type: 'text', value: '300 seconds'});
  });

  it('stops the build on an unknown name, at the file, line and column', async () => {
    await expect(run(limit('orderMaxCard'))).rejects.toThrow(/^docs\/guide\.mdx:3:5: unknown limit "orderMaxCard"/);
  });

  it('renders the sandbox test values per operation: a heading, its endpoint and a table', async () => {
    const tree = {type: 'root', children: [{type: 'leafDirective', name: 'sandbox-test-values'}]};
    await remarkApiFacts(FACTS_OPTIONS)(tree, {path: 'x.mdx'});
    const headings = tree.children
      .filter((node: Json) => node.type === 'heading')
      .map((node: Json) => node.children[0].value);
    const operations = [...new Set(facts.sandboxTestValues.values.flatMap((value) => value.operations))].map((id) =>
      model.operationById.get(id)!,
    );
    // Each operation is named by its title, and the link to its page carries the title too.
    expect(headings.sort()).toEqual(operations.map((op) => op.title).sort());
    const links = tree.children
      .filter((node: Json) => node.type === 'paragraph')
      .flatMap((node: Json) => node.children.filter((child: Json) => child.type === 'link'));
    expect(links.map((link: Json) => [link.url, link.children[0].value]).sort()).toEqual(
      operations.map((op) => [routeOf(op.id), op.title]).sort(),
    );
    const rows = tree.children
      .filter((node: Json) => node.type === 'table')
      .flatMap((table: Json) => table.children.slice(1));
    expect(rows).toHaveLength(facts.sandboxTestValues.values.length);
  });

  it('renders the rate limits as a table, one row per group, linking each operation by its title', async () => {
    const table = await run({type: 'leafDirective', name: 'rate-limits'});
    expect(table.type).toBe('table');
    expect(table.children).toHaveLength(1 + spec['x-gcm-rate-limits'].groups.length);
    const provision = model.operationById.get('ProvisionGiftCard')!;
    const links = table.children.flatMap((row: Json) =>
      row.children[0].children.filter((node: Json) => node.type === 'link'),
    );
    expect(links).toContainEqual({
      type: 'link',
      url: routeOf(provision.id),
      children: [{type: 'text', value: provision.title}],
    });
  });
});

describe('limitsMentioned', () => {
  const named = (text: string) => limitsMentioned(text, facts).map((limit) => limit.name);

  it('finds the named values a text states, in words or digits, in a sentence about them', () => {
    expect(named('The returned URL is pre-signed and expires after one hour.')).toEqual(['imageUrlLifetime']);
    expect(named('Tokens live for 3600 seconds (`expires_in`). Retry later.')).toEqual(['accessTokenLifetime']);
    expect(named('An order holds up to 10 lines.')).toEqual(['orderMaxLines']);
  });

  it('takes no number of another value, and no sentence about nothing here', () => {
    expect(named('The URL of the image expires after two hours.')).toEqual([]);
    expect(named('The DNS record lives for one hour.')).toEqual([]);
  });
});
