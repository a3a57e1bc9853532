import {describe, expect, it} from 'vitest';

import {notFoundLinks} from '../../src/data/notFound';
import {GUIDE_URLS} from '../routeMap';

describe('src/data/notFound.ts', () => {
  it('sends a lost reader to the introduction, the quickstarts, the API reference and the changelog', () => {
    expect(notFoundLinks.map((link) => link.to)).toEqual([
      '/docs/introduction',
      '/docs/quickstarts/introduction',
      '/docs/api/partner-api/gcm-api',
      '/docs/changelog',
    ]);
  });

  it('links to hand-written guides, except the generated API overview', () => {
    const guides = notFoundLinks.filter((link) => !link.to.startsWith('/docs/api/'));
    for (const link of guides) expect(GUIDE_URLS).toContain(link.to);
  });

  it('gives every link a title and a one-sentence description', () => {
    for (const link of notFoundLinks) {
      expect(link.title.trim()).not.toBe('');
      expect(link.description).toMatch(/^[A-Z][^.]{10,100}\.$/);
    }
  });
});
