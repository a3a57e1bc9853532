import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

import {describe, expect, it} from 'vitest';

import {
  allHomeLinks,
  apiReferenceLinks,
  heroActions,
  heroTopics,
  homeSections,
  integrationStyles,
  keyGuides,
} from '../../src/data/home';
import {loadSpec, schemaSlug, slugify} from '../../plugins/openapi/model';
import {routeOf} from '../../plugins/shared/routes';
import {GUIDE_URLS, QUICKSTART_STYLE_URLS} from '../routeMap';

const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const spec = JSON.parse(readFileSync(path.join(rootDir, 'api/openapi.json'), 'utf8')) as {
  paths: Record<string, Record<string, {operationId?: string}>>;
  components: {schemas: Record<string, unknown>};
};

/** API reference pages the OpenAPI docs plugin generates: the info page, operations and schemas. */
const API_REFERENCE_URLS = new Set([
  '/docs/api/partner-api/gcm-api',
  ...Object.values(spec.paths)
    .flatMap((item) => Object.values(item))
    .map((operation) => operation.operationId)
    .filter((id): id is string => typeof id === 'string')
    .map((id) => routeOf(slugify(id))),
  ...Object.keys(spec.components.schemas).map((name) => routeOf(`schemas/${schemaSlug(name)}`)),
]);

/** The title of each operation page, by its URL, from the spec model. */
const OPERATION_TITLES = new Map(
  (await loadSpec('api/openapi.json', {cwd: rootDir})).operations.map((op) => [routeOf(op.id), op.title]),
);

describe('src/data/home.ts', () => {
  it('links only to guide pages and API reference pages', () => {
    const unknown = allHomeLinks()
      .map((link) => link.to)
      .filter((to) => !GUIDE_URLS.includes(to) && !API_REFERENCE_URLS.has(to));
    expect(unknown).toEqual([]);
  });

  it('links to guides that exist as files under docs/', () => {
    const missing = allHomeLinks()
      .map((link) => link.to)
      .filter((to) => GUIDE_URLS.includes(to) && !to.startsWith('/docs/category/'))
      .filter((to) => !existsSync(path.join(rootDir, `${to.replace(/^\/docs/, 'docs')}.mdx`)));
    expect(missing).toEqual([]);
  });

  it('offers the six integration styles, each linking to its quickstart, in the overview order', () => {
    expect(integrationStyles.map((style) => style.to)).toEqual(QUICKSTART_STYLE_URLS);
  });

  it('sends the two hero buttons to the introduction and the API reference', () => {
    expect(heroActions.primary.to).toBe('/docs/introduction');
    expect(heroActions.secondary.to).toBe('/docs/api/partner-api/gcm-api');
  });

  it('lists the key guides: HMAC signing, display guidelines, fraud prevention, DNS cutover, changelog', () => {
    expect(keyGuides.map((guide) => guide.to)).toEqual(
      expect.arrayContaining([
        '/docs/additional-support/hmac-signature-generation',
        '/docs/additional-support/display-guidelines',
        '/docs/additional-support/fraud-prevention-tools',
        '/docs/additional-support/dns-cutover',
        '/docs/changelog',
      ]),
    );
    expect(apiReferenceLinks.every((link) => API_REFERENCE_URLS.has(link.to))).toBe(true);
  });

  it('gives every card a distinct title and a one- or two-sentence description', () => {
    for (const cards of [integrationStyles, apiReferenceLinks, keyGuides]) {
      const titles = cards.map((card) => card.title);
      expect(new Set(titles).size).toBe(titles.length);
      expect(new Set(cards.map((card) => card.to)).size).toBe(cards.length);
      for (const card of cards) {
        expect(card.title.trim()).not.toBe('');
        expect(card.description).toMatch(/^[A-Z].{20,200}\.$/);
      }
    }
  });

  it("names every link to an operation page by the operation's title", () => {
    const operationLinks = allHomeLinks().filter((link) => OPERATION_TITLES.has(link.to));
    expect(operationLinks.length).toBeGreaterThan(0);
    expect(operationLinks.map((link) => [link.to, link.title])).toEqual(
      operationLinks.map((link) => [link.to, OPERATION_TITLES.get(link.to)]),
    );
  });

  it('links each hero topic to its own page', () => {
    expect(heroTopics.length).toBeGreaterThan(0);
    expect(new Set(heroTopics.map((topic) => topic.to)).size).toBe(heroTopics.length);
    expect(new Set(heroTopics.map((topic) => topic.title)).size).toBe(heroTopics.length);
  });

  it('gives every section a unique anchor', () => {
    const ids = Object.values(homeSections).map((section) => section.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('never names the product, so rebranding needs only src/data/brand.ts', () => {
    const text = readFileSync(path.join(rootDir, 'src/data/home.ts'), 'utf8');
    expect(text).not.toMatch(/\bGCM\b|Gift Card Marketplace/);
  });
});
