import {readFileSync} from 'node:fs';
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
} from '../home';
import {loadSpec} from '../../../plugins/openapi/model';
import {routeOf} from '../../../plugins/shared/routes';
import {GUIDE_URLS, QUICKSTART_STYLE_URLS} from '../../../tests/routeMap';

const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const model = await loadSpec('api/openapi.json', {cwd: rootDir});

/** Every page of the generated reference, by the ids the spec model gives them. */
const API_REFERENCE_URLS = new Set(
  [
    model.infoId,
    ...model.groups.map((group) => group.id),
    ...model.operations.map((op) => op.id),
    ...model.webhooks.map((op) => op.id),
    ...model.schemas.map((schema) => schema.id),
  ].map((id) => routeOf(id)),
);

/** The title of each operation page, by its URL, from the spec model. */
const OPERATION_TITLES = new Map(model.operations.map((op) => [routeOf(op.id), op.title]));

/** The quickstarts in the order the quickstarts overview lists them. */
const OVERVIEW_ORDER = [
  ...readFileSync(path.join(rootDir, 'docs/quickstarts/introduction.mdx'), 'utf8').matchAll(
    /\]\((\/docs\/quickstarts\/[^)#]+)\)/g,
  ),
]
  .map((match) => match[1])
  .filter((url, i, all) => QUICKSTART_STYLE_URLS.includes(url) && all.indexOf(url) === i);

describe('src/data/home.ts', () => {
  it('links only to guide pages and API reference pages', () => {
    const unknown = allHomeLinks()
      .map((link) => link.to)
      .filter((to) => !GUIDE_URLS.includes(to) && !API_REFERENCE_URLS.has(to));
    expect(unknown).toEqual([]);
  });

  it('offers the six integration styles, each linking to its quickstart, in the overview order', () => {
    expect(QUICKSTART_STYLE_URLS).toHaveLength(6);
    expect([...OVERVIEW_ORDER].sort()).toEqual(QUICKSTART_STYLE_URLS);
    expect(integrationStyles.map((style) => style.to)).toEqual(OVERVIEW_ORDER);
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
