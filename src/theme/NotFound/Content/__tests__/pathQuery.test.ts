/** The 404 page's search box starts with the words of the address that was not found. */
import {describe, expect, it} from 'vitest';
import {pathQuery} from '../pathQuery';

describe('the 404 page’s query', () => {
  const routes = [
    '/',
    '/docs/introduction',
    '/docs/api/partner-api/void-card',
    '/docs/additional-support/partner-console',
  ];

  it('is the words of the path below the deepest folder the site has', () => {
    expect(pathQuery('/docs/api/partner-api/void-cards', routes)).toBe('void cards');
    expect(pathQuery('/docs/additional-support/partner_consle.html', routes)).toBe('partner consle');
    expect(pathQuery('/docs/api/partner-api/void-card/extra', routes)).toBe('void card extra');
    expect(pathQuery('/no-such%20page', routes)).toBe('no such page');
  });

  it('is a folder’s own name when the address is a folder without a page', () => {
    expect(pathQuery('/docs/additional-support/', routes)).toBe('additional support');
    expect(pathQuery('/', routes)).toBe('');
  });
});
