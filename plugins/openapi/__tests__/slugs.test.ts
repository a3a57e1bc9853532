/**
 * Page slugs Docusaurus routes whatever the names (model/slugs.ts), and the generator's check
 * that names a slug it would not route before Docusaurus sees the files (generate.ts).
 */
import fc from 'fast-check';
import {describe, expect, it} from 'vitest';
import {
  MAX_SLUG_BYTES,
  operationSlug,
  overviewSlug,
  schemaSlug,
  slugify,
  SlugRegistry,
  tagSlug,
  unroutableSlug,
  webhookSlug,
} from '../model/slugs';
import {buildModel, ProblemError} from '../model';
import {checkPageIds} from '../generate';
import type {Json} from '../../../tests/support/json';

/** Names as descriptions write them: any string, and the awkward ones on purpose. */
const names = fc.oneof(
  fc.string({unit: 'grapheme', maxLength: 40}),
  fc.string({unit: 'binary', maxLength: 40}),
  fc.string({maxLength: 300}),
  fc.constantFrom('_embedded', '.dotted', 'Ünïcode', 'index', 'README', 'Index', 'con', 'schemas', '', '_', '.', '__'),
  fc.tuple(fc.constantFrom('_', '.', '-', ' ', '__', '..'), fc.string()).map(([a, b]) => a + b),
);

const FOLDERS = ['', 'schemas', 'webhooks'];
/** The folder name a page's slug must not take: the reference's own for its top-level pages. */
const folderName = (folder: string) => (folder === '' ? 'partner-api' : folder);

describe('slugs Docusaurus routes, whatever the name', () => {
  it('drops what Docusaurus would not route: a leading "_" or ".", dots, accents of Latin letters', () => {
    expect(schemaSlug('_embedded')).toBe('embedded');
    expect(schemaSlug('_links')).toBe('links');
    expect(schemaSlug('.dotted')).toBe('dotted');
    expect(schemaSlug('api.v2010.account')).toBe('api-v2010-account');
    expect(schemaSlug('Ünïcode')).toBe('unicode');
    expect(schemaSlug('Foo_Bar')).toBe('foo_bar');
    expect(slugify('_embedded')).toBe('embedded');
    expect(slugify('Ünïcode')).toBe('unicode');
    // Compatibility forms read as what they stand for.
    expect(slugify('ﬁle')).toBe('file');
    expect(schemaSlug('ＡＢＣ')).toBe('abc');
  });

  it('keeps the letters of other scripts, which Docusaurus routes as they are', () => {
    expect(schemaSlug('Заказ')).toBe('заказ');
    expect(slugify('用户信息')).toBe('用户信息');
    expect(slugify('Ελληνικά Tag')).toBe('ελληνικά-tag');
  });

  it('never leaves a name empty', () => {
    expect(schemaSlug('')).toBe('schema');
    expect(schemaSlug('___')).toBe('schema');
    expect(schemaSlug('😀')).toBe('schema');
    expect(overviewSlug('')).toBe('overview');
    expect(tagSlug('!!!')).toBe('operations');
    expect(webhookSlug({operationId: '😀', path: ''})).toBe('webhook');
    expect(webhookSlug({operationId: '😀', path: 'petAdopted'})).toBe('pet-adopted');
    expect(operationSlug({operationId: '_', method: 'get', path: '/'})).toBe('get');
  });

  it('cuts a long name, keeping two long names apart', () => {
    const long = 'a'.repeat(500);
    expect(Buffer.byteLength(schemaSlug(long))).toBeLessThanOrEqual(MAX_SLUG_BYTES);
    expect(schemaSlug(`${long}x`)).not.toBe(schemaSlug(`${long}y`));
    expect(Buffer.byteLength(slugify('用'.repeat(200)))).toBeLessThanOrEqual(MAX_SLUG_BYTES);
  });

  it("gives no page a name Docusaurus makes its folder's index", () => {
    const slugs = new SlugRegistry('api/partner-api');
    expect(slugs.claim('schemas', schemaSlug('index'))).toBe('schemas/index-2');
    expect(slugs.claim('schemas', schemaSlug('README'))).toBe('schemas/readme-2');
    expect(slugs.claim('schemas', schemaSlug('Schemas'))).toBe('schemas/schemas-2');
    expect(slugs.claim('webhooks', slugify('webhooks'))).toBe('webhooks/webhooks-2');
    expect(slugs.claim('', slugify('Partner API'))).toBe('partner-api-2');
    expect(slugs.claim('', slugify('index'))).toBe('index-2');
    expect(slugs.claim('', slugify('CON'))).toBe('con-2');
    // Another folder's name is anyone's.
    expect(slugs.claim('', 'schemas')).toBe('schemas');
  });

  it('routes any name, and keeps distinct names apart within a folder (property)', () => {
    fc.assert(
      fc.property(fc.uniqueArray(names, {maxLength: 30}), fc.constantFrom(...FOLDERS), (list, folder) => {
        const slugs = new SlugRegistry('api/partner-api');
        const ids = list.map((name) =>
          slugs.claim(folder, folder === 'schemas' ? schemaSlug(name) : slugify(name) || 'x'),
        );
        for (const id of ids) {
          const slug = id.split('/').pop() ?? '';
          expect(unroutableSlug(slug, folderName(folder)), JSON.stringify(id)).toBeNull();
        }
        expect(new Set(ids.map((id) => id.toLowerCase())).size).toBe(ids.length);
      }),
      {seed: 37, numRuns: 300},
    );
  });

  it('is the same slug for the same name (no state outside the registry)', () => {
    fc.assert(
      fc.property(names, (name) => {
        expect(schemaSlug(name)).toBe(schemaSlug(name));
        expect(slugify(name)).toBe(slugify(name));
        // A slug is its own slug: nothing left to change.
        const slug = slugify(name);
        if (slug) expect(slugify(slug)).toBe(slug);
      }),
      {seed: 37, numRuns: 300},
    );
  });
});

describe("Docusaurus's rules, written down apart from the formula", () => {
  it.each([
    ['_embedded', 'schemas', /partial/],
    ['.hidden', 'schemas', /"\."/],
    ['index', 'schemas', /index page/],
    ['README', 'schemas', /index page/],
    ['schemas', 'schemas', /index page/],
    ['Partner-API', 'partner-api', /index page/],
    ['nul', 'schemas', /Windows/],
    ['a.b', 'schemas', /characters/],
    ['a b', 'schemas', /characters/],
    ['a%20b', 'schemas', /characters/],
    ['-a', 'schemas', /characters/],
    ['', 'schemas', /empty/],
    ['e\u0301', 'schemas', /normal form/],
    ['é'.repeat(130), 'schemas', /too long/],
  ])('refuses %j in %s', (slug, folder, reason) => {
    expect(unroutableSlug(slug, folder)).toMatch(reason);
  });

  it.each([['pet'], ['foo_bar'], ['заказ'], ['用户'], ['2-fa'], ['errors'], ['schemas-2']])('routes %j', (slug) => {
    expect(unroutableSlug(slug, 'schemas')).toBeNull();
  });
});

describe('the generator checks every page id before Docusaurus sees it', () => {
  const spec = (schemas: Record<string, Json>): Json => ({
    openapi: '3.0.3',
    info: {title: 'HAL', version: '1'},
    paths: {'/a': {get: {operationId: 'getA', responses: {'200': {description: 'ok'}}}}},
    components: {schemas},
  });
  const model = buildModel('hal.yaml', spec({_embedded: {type: 'object'}, index: {type: 'object'}}) as never);

  it('lets the model of a HAL-style description through', () => {
    expect(model.schemas.map((s) => s.id)).toEqual(['schemas/embedded', 'schemas/index-2']);
    const pages = model.schemas.map((s) => ({id: s.id, pointer: s.pointer, what: `schema ${s.name}`}));
    expect(() => checkPageIds(model, pages, 'api/partner-api')).not.toThrow();
  });

  it('names a page Docusaurus would not route, at the place of what it shows', () => {
    const pages = [
      {id: 'schemas/_embedded', pointer: '#/components/schemas/_embedded', what: 'schema _embedded'},
      {id: 'partner-api', pointer: '#/info', what: 'the overview'},
      {id: 'get-a', pointer: '#/paths/~1a/get', what: 'GET /a'},
      {id: 'Get-A', pointer: '#/paths/~1a/get', what: 'GET /b'},
    ];
    let error: unknown;
    try {
      checkPageIds(model, pages, 'api/partner-api');
    } catch (thrown) {
      error = thrown;
    }
    expect(error).toBeInstanceOf(ProblemError);
    const problems = (error as ProblemError).problems;
    expect(problems.map((p) => p.rule)).toEqual(['page-id', 'page-id', 'page-id']);
    expect(problems[0].message).toMatch(/schema _embedded the page "schemas\/_embedded".*partial/);
    expect(problems[1].message).toMatch(/the overview .*index page/);
    expect(problems[2].message).toMatch(/GET \/b .*GET \/a has it too/);
    expect(problems[0].file).toBe('hal.yaml');
  });
});
