/**
 * Lifecycle badges: which element of the reference gets which badge, from fixture releases
 * (plugins/api-changes/lifecycle.ts, plugins/openapi/render/lifecycle.ts); sunsets read and
 * checked by the model; deprecated operations named in the generated sidebar.
 */
import {describe, expect, it} from 'vitest';
import {lifecycleIndex, type ApiChange} from '..';
import {buildModel, elementKey, loadSpec, ProblemError, sunsetOf, sunsetWords} from '../../openapi/model';
import {renderReference} from '../../openapi/generate';
import {badgeSpecs, type ReferenceLifecycle} from '../../openapi/render/lifecycle';
import {buildSidebar} from '../../openapi/sidebar';
import type {Json} from '../../../tests/support/json';
import {releaseChanges, v100, v120} from './lifecycleFixture';
import {SITE_OPTIONS} from '../../openapi/__tests__/renderMdx';

const model = (spec: Json) => buildModel('fixture.json', spec);
const index = lifecycleIndex(releaseChanges);
const lifecycle: ReferenceLifecycle = {history: index, releaseHref: (v) => `/docs/changelog#release-${v}`};

describe('which element gets which badge', () => {
  it('records what each release added, changed and deprecated, and nothing for the first release', () => {
    expect(Object.fromEntries(index)).toEqual({
      [elementKey.operation('GET /v1/cards')]: {changed: '1.2.0'},
      [elementKey.operation('POST /v1/cards')]: {changed: '1.1.0'},
      [elementKey.operation('GET /v1/cards/{id}')]: {added: '1.1.0'},
      [elementKey.parameter('GET /v1/cards', 'query', 'region')]: {added: '1.1.0'},
      [elementKey.parameter('GET /v1/cards', 'query', 'near')]: {deprecated: '1.1.0'},
      [elementKey.parameter('GET /v1/cards', 'query', 'pageSize')]: {changed: '1.2.0'},
      [elementKey.field('Card', 'balance')]: {added: '1.1.0'},
      [elementKey.field('Card', 'status')]: {changed: '1.1.0'},
      [elementKey.enumValue(elementKey.field('Card', 'status'), 'suspended')]: {added: '1.1.0'},
      [elementKey.field('POST /v1/cards', 'note')]: {added: '1.1.0'},
    });
  });

  it('forgets what a later release removed, and an enum value removed', () => {
    const removal = (rule: ApiChange['rule'], subject: ApiChange['subject']) => ({rule, subject});
    const field = {kind: 'field' as const, owner: 'Card', path: 'balance'};
    const history = lifecycleIndex([
      {version: '1.0.0', changes: []},
      {
        version: '1.1.0',
        previous: '1.0.0',
        changes: [
          removal('response-property-added', field),
          removal('response-property-enum-value-added', {...field, value: 'x'}),
        ],
      },
      {
        version: '1.2.0',
        previous: '1.1.0',
        changes: [
          removal('response-property-removed', field),
          removal('response-property-enum-value-removed', {kind: 'field', owner: 'Card', path: 'status', value: 'x'}),
        ],
      },
    ]);
    expect(history.get(elementKey.field('Card', 'balance'))).toBeUndefined();
    expect(history.get(elementKey.field('Card', 'status'))).toEqual({changed: '1.2.0'});
  });

  it('words each badge, the deprecation from the description and its sunset', () => {
    expect(badgeSpecs({added: '1.1.0'}, {deprecated: false}).map((b) => b.text)).toEqual(['New in 1.1.0']);
    expect(badgeSpecs({added: '1.1.0', changed: '1.2.0'}, {deprecated: false}).map((b) => b.text)).toEqual([
      'New in 1.1.0',
      'Changed in 1.2.0',
    ]);
    const deprecated = badgeSpecs({deprecated: '1.2.0'}, {deprecated: true, sunset: '2025-10-31'});
    expect(deprecated).toEqual([
      {
        kind: 'deprecated',
        text: 'Deprecated — stops working after 31 October 2025',
        title: 'Deprecated in 1.2.0; it stops working after 31 October 2025',
        version: '1.2.0',
      },
    ]);
    // No longer deprecated in the description: no badge, whatever an old release said.
    expect(badgeSpecs({deprecated: '1.2.0'}, {deprecated: false})).toEqual([]);
    // On the page of an operation new in 1.1.0, what came with it is not news.
    expect(badgeSpecs({added: '1.1.0', changed: '1.2.0'}, {deprecated: false}, '1.1.0').map((b) => b.text)).toEqual([
      'Changed in 1.2.0',
    ]);
  });
});

describe('the badges on the rendered reference', () => {
  const {files} = renderReference(model(v120()), {...SITE_OPTIONS, lifecycle});
  const page = (file: string) => files.get(file) ?? '';
  /** The head of the row of a field or parameter: its name, type, flags and badges. */
  const row = (html: string, id: string) => {
    const at = html.indexOf(`id="${id}"`);
    expect(at, `no row ${id}`).toBeGreaterThan(0);
    return html.slice(at, html.indexOf('</div>', at));
  };

  it('puts an operation badge beside its title, not in it, linking the release', () => {
    const html = page('get-card.mdx');
    expect(html).toMatch(
      /<div class="api-title-row"><h1>Get a card<\/h1>\s*<p class="api-badges"><a class="api-badge api-badge--new" title="Added in version 1.1.0 of the API" data-pagefind-ignore href="\/docs\/changelog#release-1.1.0">New in 1.1.0<\/a><\/p>/,
    );
    expect(page('list-cards.mdx')).toMatch(
      /<p class="api-badges"><a [^>]*api-badge--changed[^>]*>Changed in 1.2.0<\/a>/,
    );
  });

  it('badges parameters: new, changed, and deprecated with the sunset instead of the bare flag', () => {
    const html = page('list-cards.mdx');
    expect(row(html, 'query.region')).toContain('>New in 1.1.0<');
    expect(row(html, 'query.pageSize')).toContain('>Changed in 1.2.0<');
    const near = row(html, 'query.near');
    expect(near).toContain('>Deprecated — stops working after 31 October 2025<');
    expect(near).not.toContain('api-flag--deprecated');
    expect(row(html, 'query.status')).not.toContain('api-badge');
  });

  it('badges fields and enum values wherever the schema is shown, and inline request fields', () => {
    for (const html of [page('schemas/card.mdx'), page('list-cards.mdx')]) {
      const prefix = html === page('list-cards.mdx') ? 'response-200.' : '';
      expect(row(html, `${prefix}balance`)).toContain('>New in 1.1.0<');
      expect(row(html, `${prefix}status`)).toContain('>Changed in 1.1.0<');
      expect(row(html, `${prefix}id`)).not.toContain('api-badge');
      expect(html).toMatch(/<code>suspended<\/code> <a class="api-badge api-badge--new"[^>]*>New in 1.1.0<\/a>/);
      expect(html).not.toMatch(/<code>voided<\/code> <a class="api-badge/);
    }
    expect(row(page('create-card.mdx'), 'request.note')).toContain('>New in 1.1.0<');
    expect(row(page('create-card.mdx'), 'request.amount')).not.toContain('api-badge');
  });

  it('shows no badge of the release that added the page’s own operation', () => {
    // Card.balance is new in 1.1.0, like GetCard itself.
    expect(row(page('get-card.mdx'), 'response-200.balance')).not.toContain('api-badge');
  });

  it('shows deprecations with a sunset, without releases (a reference-only build)', () => {
    const html = renderReference(model(v120()), SITE_OPTIONS).files.get('list-cards.mdx') ?? '';
    expect(row(html, 'query.near')).toContain('<span class="api-badge api-badge--deprecated"');
    expect(html).not.toContain('New in');
  });
});

describe('sunsets in the description', () => {
  it('reads x-sunset and words it', () => {
    expect(sunsetOf({deprecated: true, 'x-sunset': '2025-10-31'})).toBe('2025-10-31');
    expect(sunsetOf({'x-sunset': '2025-02-30'})).toBeUndefined();
    expect(sunsetWords('2025-10-31')).toBe('31 October 2025');
  });

  it('refuses a sunset on something not deprecated, at its place', () => {
    const spec = v100();
    spec.paths['/v1/cards'].get.parameters[0]['x-sunset'] = '2025-10-31';
    const locate = (pointer: string) => ({file: 'api.json', line: pointer.split('/').length, col: 3});
    expect(() => buildModel('api.json', spec, [], locate)).toThrow(ProblemError);
    expect(() => buildModel('api.json', spec, [], locate)).toThrow(
      /^api\.json:7:3: x-sunset is only for what is deprecated: add "deprecated": true here, or remove the sunset \[sunset\]$/,
    );
  });

  it('has the sunset the portal description announces on `near`', async () => {
    const portal = await loadSpec('api/openapi.json');
    const near = portal.operations
      .find((op) => op.operationId === 'SearchForBusinesses')!
      .parameters.find((p) => p.name === 'near');
    expect(near?.deprecated).toBe(true);
    expect(sunsetOf(near)).toBe('2025-10-31');
  });
});

describe('deprecated operations in the generated sidebar', () => {
  it('names them deprecated in their label, with a class to style them', async () => {
    const zoo = await loadSpec('tests/fixtures/openapi/constructs-3.0.yaml');
    const deprecated = zoo.operations.filter((op) => op.deprecated);
    expect(deprecated.length).toBeGreaterThan(0);
    const items = JSON.stringify(buildSidebar(zoo, 'api/zoo'));
    for (const op of deprecated) {
      expect(items).toContain(`"id":"api/zoo/${op.id}","label":"${op.title} (deprecated)"`);
      expect(items).toMatch(new RegExp(`"id":"api/zoo/${op.id}"[^}]*api-deprecated`));
    }
    for (const op of zoo.operations.filter((o) => !o.deprecated))
      expect(items).not.toContain(`"label":"${op.title} (deprecated)"`);
  });
});
