import path from 'node:path';
import {describe, expect, it} from 'vitest';

import {notFoundLinks, referenceOnlyNotFoundLinks} from '../notFound';
import {placesToStart} from '../placesToStart';
import {loadSpec} from '../../../plugins/openapi/model';
import {GUIDE_URLS} from '../../../tests/routeMap';

const rootDir = path.resolve(__dirname, '../../..');
const model = await loadSpec('api/openapi.json', {cwd: rootDir});
/** The reference's overview page, by the id the spec model gives it. */
const referenceOverview = `/docs/api/partner-api/${model.infoId}`;

describe('src/data/notFound.ts', () => {
  it('sends a lost reader to pages that exist: guides, or the API reference overview', () => {
    for (const link of notFoundLinks) expect([...GUIDE_URLS, referenceOverview]).toContain(link.to);
  });

  it('starts with the introduction and offers the API reference, each destination once', () => {
    const destinations = notFoundLinks.map((link) => link.to);
    expect(destinations[0]).toBe('/docs/introduction');
    expect(destinations).toContain(referenceOverview);
    expect(new Set(destinations).size).toBe(destinations.length);
  });

  it('gives every link a title and a one-sentence description', () => {
    for (const link of notFoundLinks) {
      expect(link.title.trim()).not.toBe('');
      expect(link.description).toMatch(/^[A-Z][^.]{10,100}\.$/);
    }
  });
});

describe('src/data/placesToStart.ts', () => {
  it('reads the links the config gives the 404 page, and nothing that is not a link', () => {
    expect(placesToStart(notFoundLinks)).toEqual(notFoundLinks);
    expect(placesToStart(referenceOnlyNotFoundLinks)).toEqual(referenceOnlyNotFoundLinks);
    expect(placesToStart(undefined)).toEqual([]);
    expect(placesToStart([null, {title: 'x'}, ...referenceOnlyNotFoundLinks])).toEqual(referenceOnlyNotFoundLinks);
  });
});
