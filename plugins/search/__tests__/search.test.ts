/** Site search's pure parts: typo correction, result shaping, shortcuts, index fields and the vocabulary. */
import {gzipSync} from 'node:zlib';
import {describe, expect, it} from 'vitest';
import {correctQuery, editDistance, tokenize, vocabularySet} from '../client/spelling';
import {namedExactly, toHit, type PagefindResultData} from '../client/results';
import {excerptParts} from '../client/excerpt';
import {isSearchShortcut} from '../client/shortcut';
import {searchFields} from '../client/fields';
import {prepareQuery, searchWith, type PagefindInstance, type SearchData} from '../client/engine';
import {buildVocabulary, operationIds, readFragment, type Fragment} from '../vocabulary';
import {htmlFileOf} from '../../shared/htmlFile';
import {isKeystroke} from '../client/typing';

describe('spelling', () => {
  it('splits text into lower-case words of letters and digits', () => {
    expect(tokenize('Send X-Signature, then /v1/gift-cards.')).toEqual([
      'send',
      'x',
      'signature',
      'then',
      'v1',
      'gift',
      'cards',
    ]);
  });

  it('counts substitutions, insertions, deletions and adjacent swaps as one edit', () => {
    expect(editDistance('setlement', 'settlement', 2)).toBe(1);
    expect(editDistance('signiture', 'signature', 2)).toBe(1);
    expect(editDistance('provsion', 'provision', 2)).toBe(1);
    expect(editDistance('porvision', 'provision', 2)).toBe(1);
    expect(editDistance('nonce', 'nonce', 2)).toBe(0);
    expect(editDistance('card', 'settlement', 2)).toBe(3);
  });

  const words = ['card', 'settlement', 'signature', 'provision', 'provisioning', 'signed', 'void'];

  it('corrects an unknown word to the most frequent word within its edits', () => {
    expect(correctQuery('provison gift card', words)).toBe('provision gift card');
    expect(correctQuery('setlement', words)).toBe('settlement');
  });

  it('reads the vocabulary as a set once, however many words and queries look it up', () => {
    const set = vocabularySet(words);
    expect([...set]).toEqual(words);
    expect(vocabularySet(words)).toBe(set);
    expect(vocabularySet([...words])).not.toBe(set);
  });

  it('leaves known words, prefixes of known words and short words alone', () => {
    expect(correctQuery('void card', words)).toBeNull();
    expect(correctQuery('provis', words)).toBeNull();
    expect(correctQuery('vod', words)).toBeNull();
  });

  it('does not correct a word nothing is close to', () => {
    expect(correctQuery('kubernetes', words)).toBeNull();
  });

  it('corrects a word in place, keeping what joins it to the others', () => {
    expect(correctQuery('nonce_resued', ['nonce', 'reused'])).toBe('nonce_reused');
    expect(correctQuery('X-Signiture', words)).toBe('X-signature');
  });
});

describe('results', () => {
  const data: PagefindResultData = {
    url: '/docs/api/partner-api/void-card',
    excerpt: '<mark>Void</mark> a gift card',
    meta: {title: 'Void a gift card', method: 'post', path: '/v1/gift-cards/{giftCardId}/void', section: 'API'},
    filters: {kind: ['API reference']},
    sub_results: [
      {title: 'Void a gift card', url: '/docs/api/partner-api/void-card', excerpt: 'top'},
      {title: 'reason', url: '/docs/api/partner-api/void-card#request.reason', excerpt: 'why'},
      {title: 'reason', url: '/docs/api/partner-api/void-card#request.reason', excerpt: 'again'},
      {title: 'Responses', url: '/docs/api/partner-api/void-card#responses', excerpt: 'r'},
    ],
  };

  it('one hit per page says where it leads and lists each matching section once', () => {
    const hit = toHit(data);
    expect(hit).toMatchObject({kind: 'API reference', method: 'post', path: '/v1/gift-cards/{giftCardId}/void'});
    expect(hit.sections.map((s) => s.url)).toEqual([
      '/docs/api/partner-api/void-card#request.reason',
      '/docs/api/partner-api/void-card#responses',
    ]);
    expect(hit.target.url).toBe('/docs/api/partner-api/void-card');
  });

  it('leads to the best-matching section when the top of the page did not match', () => {
    const hit = toHit({...data, sub_results: data.sub_results!.slice(1), filters: {kind: ['Guides']}});
    expect(hit.kind).toBe('Guides');
    expect(hit.target).toEqual({
      title: 'reason',
      url: '/docs/api/partner-api/void-card#request.reason',
      excerpt: 'why',
    });
  });

  /** A part of the page found by a query, whose matches weigh `scores` (h1: 7, h2: 6, text: 1). */
  const sub = (title: string, url: string, ...scores: [number, number][]) => ({
    title,
    url,
    excerpt: title,
    weighted_locations: scores.map(([weight, balanced_score]) => ({weight, balanced_score})),
  });
  const guide = (sub_results: ReturnType<typeof sub>[]): PagefindResultData => ({
    url: '/docs/fraud',
    excerpt: 'top',
    meta: {title: 'Fraud prevention tools'},
    sub_results,
  });

  it('leads to the page when its title names the whole query', () => {
    const hit = toHit(
      guide([sub('Fraud prevention tools', '/docs/fraud', [7, 49]), sub('Holds', '/docs/fraud#holds', [6, 36])]),
      'fraud tools',
    );
    expect(hit.target.url).toBe('/docs/fraud');
  });

  it('leads to the section named most nearly as the query, its title or its anchor path', () => {
    const subs = [
      sub('Fraud prevention tools', '/docs/fraud', [7, 49], [1, 1]),
      sub('Request rate limits', '/docs/fraud#request-rate-limits', [1, 1]),
      sub('Stay within the rate limits', '/docs/fraud#stay-within-the-rate-limits', [6, 36], [6, 36]),
      sub('Rate limits', '/docs/fraud#rate-limits', [1, 1]),
    ];
    expect(toHit(guide(subs), 'rate limit').target.url).toBe('/docs/fraud#rate-limits');
    const fields = [
      sub('method', '/docs/op#response-201.giftCards.delivery.method', [3, 9]),
      sub('method', '/docs/op#request.delivery.method', [3, 9]),
    ];
    expect(toHit(guide(fields), 'delivery method').target.url).toBe('/docs/op#request.delivery.method');
  });

  it("leads to the page when the query is the operation's name as an identifier", () => {
    const operation = {
      ...guide([sub('Response', '/docs/op#response-200.items', [3, 9])]),
      meta: {title: 'Get cards', operation: 'GetCards'},
    };
    expect(toHit(operation, 'getcards').target.url).toBe('/docs/fraud');
  });

  it("counts the page's title in each section's name", () => {
    const subs = [
      sub('Fraud prevention tools', '/docs/fraud', [7, 49], [1, 1]),
      sub('Holds', '/docs/fraud#holds', [6, 36], [1, 1], [1, 1]),
      sub('When a control fires', '/docs/fraud#when-a-control-fires', [1, 1]),
    ];
    expect(toHit(guide(subs), 'when a fraud control fires').target.url).toBe('/docs/fraud#when-a-control-fires');
  });

  it('knows a page named exactly as the query, by its title or a heading, from one that names more', () => {
    const overview = guide([sub('Idempotency', '/docs/fraud#idempotency', [6, 36])]);
    const operation = guide([sub('Idempotency-Key', '/docs/op#header.Idempotency-Key', [6, 36])]);
    expect(namedExactly(overview, 'idempotency')).toBe(true);
    expect(namedExactly(operation, 'idempotency')).toBe(false);
    expect(namedExactly(operation, 'idempotency key')).toBe(false);
    expect(namedExactly(guide([]), 'fraud prevention tools')).toBe(true);
    // The query's other forms count as its words.
    expect(namedExactly(overview, 'idempotent', [['idempotent', 'idempotency']])).toBe(true);
  });

  it('otherwise leads to the part whose matches weigh most, the title shared by all left out', () => {
    const subs = [
      sub('Fraud prevention tools', '/docs/fraud', [7, 49], [1, 1]),
      sub('Holds', '/docs/fraud#holds', [6, 36], [1, 1]),
    ];
    expect(toHit(guide(subs), 'fraud hold').target).toEqual({
      title: 'Holds',
      url: '/docs/fraud#holds',
      excerpt: 'Holds',
    });
  });

  it('leads to the part that covers most of the query before one where a single word weighs most', () => {
    const subs = [
      {...sub('Signing', '/docs/fraud#signing', [6, 36], [1, 1], [1, 1]), coverage: 0.4},
      {...sub('Rate limits', '/docs/fraud#rate-limits', [1, 1], [1, 1]), coverage: 0.9},
    ];
    expect(toHit(guide(subs), 'ratelimit remaining header').target.url).toBe('/docs/fraud#rate-limits');
  });

  it('turns an excerpt into text parts, marks kept apart and entities decoded', () => {
    expect(excerptParts('a <mark>X-Signature</mark> &lt;b&gt; <mark>x</mark>')).toEqual([
      {text: 'a ', mark: false},
      {text: 'X-Signature', mark: true},
      {text: ' <b> ', mark: false},
      {text: 'x', mark: true},
    ]);
  });
});

describe('queries', () => {
  it('splits paths and drops one-letter words', () => {
    expect(prepareQuery('/v1/gift-cards')).toBe('v1 gift-cards');
    expect(prepareQuery('void a card')).toBe('void card');
    expect(prepareQuery('a')).toBe('a');
  });

  /**
   * A stand-in index that finds pages only for the terms it knows (a term of several words: all
   * of them), scoring them in the order given, or all alike when `alike` lists the term.
   */
  const index = (pages: Record<string, string[]>, alike: string[] = []): PagefindInstance & {asked: string[]} => {
    const asked: string[] = [];
    return {
      asked,
      init: async () => undefined,
      filters: async () => ({}),
      search: async (term: string) => {
        asked.push(term);
        const urls = pages[term] ?? [];
        return {
          results: urls.map((url, i) => ({
            id: url,
            score: alike.includes(term) ? 1 : urls.length - i,
            data: async () => ({
              url,
              content: `About ${term}.`,
              excerpt: '',
              meta: {title: url},
              filters: {kind: ['Guides']},
              anchors: [],
              weighted_locations: [{weight: 1, balanced_score: 1, location: 1}],
            }),
          })),
        };
      },
    };
  };
  const data = (words: string[]): SearchData => ({words, glossary: {}, types: {}, pageCount: 10});

  it('searches the corrected query when a word is not in the docs, and says so', async () => {
    const pagefind = index({settlement: ['/docs/settlements']});
    const outcome = await searchWith(pagefind, data(['settlement']), 'setlement', {limit: 5});
    expect(outcome).toMatchObject({query: 'setlement', correctedQuery: 'settlement', total: 1});
    expect(outcome.hits[0].target.excerpt).toContain('<mark>settlement.</mark>');
  });

  it('falls back to the typed query when the correction finds nothing', async () => {
    const pagefind = index({zettlement: ['/docs/z']});
    const outcome = await searchWith(pagefind, data(['settlement']), 'zettlement', {limit: 5});
    expect(outcome.hits.map((h) => h.url)).toEqual(['/docs/z']);
  });

  it('never ends in no results because one word of several is missing', async () => {
    const pagefind = index({void: ['/docs/void'], card: ['/docs/void', '/docs/cards']});
    const outcome = await searchWith(pagefind, data([]), 'how do I void a zorblax card', {limit: 5});
    // "zorblax" is nowhere; the page with the other words comes first, filler words were never asked.
    expect(outcome.hits[0].url).toBe('/docs/void');
    expect(pagefind.asked).not.toContain('how');
    expect(pagefind.asked).not.toContain('do');
  });

  it("searches the glossary's words for a word the docs do not use", async () => {
    const pagefind = index({settlement: ['/docs/settlements']});
    const glossary = {payout: ['settlement']};
    const outcome = await searchWith(pagefind, {...data(['settlement']), glossary}, 'payout', {limit: 5});
    expect(outcome.hits.map((h) => h.url)).toEqual(['/docs/settlements']);
    expect(outcome.correctedQuery).toBeUndefined();
  });

  it('orders the pages that have a hyphenated name by its words, and lists no page that has only its words', async () => {
    // Every page with the name scores the same for it; the page that explains it uses its words most.
    const pagefind = index(
      {
        'X-Request-Id': ['/docs/ops', '/docs/overview'],
        'X Request Id': ['/docs/overview', '/docs/requests', '/docs/ops'],
      },
      ['X-Request-Id'],
    );
    const outcome = await searchWith(pagefind, data([]), 'X-Request-Id', {limit: 5});
    expect(outcome.hits.map((h) => h.url)).toEqual(['/docs/overview', '/docs/ops']);
  });

  it('puts the operation whose operationId the query is first, however it is typed', async () => {
    // The guide uses the name most; the operation is only named by it.
    const pagefind = index({
      voidcard: ['/docs/guide', '/docs/schema', '/docs/op'],
      void: ['/docs/guide', '/docs/op'],
      card: ['/docs/guide', '/docs/op', '/docs/schema'],
    });
    const withIds = {...data([]), operations: {voidcard: '/docs/op'}};
    for (const query of ['voidcard', 'void card', 'void card endpoint']) {
      expect((await searchWith(pagefind, withIds, query, {limit: 5})).hits[0].url, query).toBe('/docs/op');
    }
    expect((await searchWith(pagefind, withIds, 'void', {limit: 5})).hits[0].url).toBe('/docs/guide');
  });

  it('filters by kind and counts each kind from the page table', async () => {
    const pagefind = index({void: ['/docs/guide', '/docs/op']});
    const types = {operation: ['/docs/op']};
    const outcome = await searchWith(pagefind, {...data([]), types}, 'void', {limit: 5, kind: 'API reference'});
    expect(outcome.hits.map((h) => h.url)).toEqual(['/docs/op']);
    expect(outcome.counts).toEqual({Guides: 1, 'API reference': 1});
    expect(outcome.total).toBe(1);
  });
});

describe('operation ids', () => {
  const fragment = (operation?: string): Fragment => ({url: '/x', content: '', meta: operation ? {operation} : {}});

  it('map each operationId, as an identifier, to its page; an id two operations share maps to neither', () => {
    const fragments = new Map([
      ['en_1', fragment('VoidCard')],
      ['en_2', fragment('get_cards')],
      ['en_3', fragment()],
      ['en_4', fragment('listThings')],
      ['en_5', fragment('ListThings')],
    ]);
    expect(operationIds(fragments)).toEqual({voidcard: 'en_1', getcards: 'en_2'});
  });
});

describe('typing', () => {
  it('takes one character more or less, soon after the last query, for a keystroke in a word still being typed', () => {
    expect(isKeystroke({query: 'prov', at: 1000}, 'provi', 1040)).toBe(true);
    expect(isKeystroke({query: 'provi', at: 1000}, 'prov', 1040)).toBe(true);
    expect(isKeystroke({query: 'prov', at: 1000}, 'provi', 1300)).toBe(false);
    expect(isKeystroke({query: 'CNAME', at: 1000}, 'void card', 1020)).toBe(false);
    expect(isKeystroke({query: '', at: 0}, 'p', 50)).toBe(true);
  });
});

describe('shortcuts', () => {
  const key = (k: string, extra: Partial<Parameters<typeof isSearchShortcut>[0]> = {}) => ({
    key: k,
    ctrlKey: false,
    metaKey: false,
    altKey: false,
    shiftKey: false,
    target: null,
    ...extra,
  });

  it('Ctrl+K and ⌘K focus search, wherever the focus is', () => {
    expect(isSearchShortcut(key('k', {ctrlKey: true}))).toBe(true);
    expect(isSearchShortcut(key('K', {metaKey: true}))).toBe(true);
    expect(isSearchShortcut(key('k', {ctrlKey: true, altKey: true}))).toBe(false);
    expect(isSearchShortcut(key('k'))).toBe(false);
  });

  it('"/" focuses search unless the reader is typing in a field', () => {
    expect(isSearchShortcut(key('/'))).toBe(true);
    const field = {closest: (selector: string) => (selector.includes('input') ? {} : null)};
    expect(isSearchShortcut(key('/', {target: field as unknown as EventTarget}))).toBe(false);
    expect(isSearchShortcut(key('/', {ctrlKey: true}))).toBe(false);
  });
});

describe('index fields', () => {
  it('an operation records its method and path, a guide its sidebar trail', () => {
    expect(
      searchFields({api_reference: true, api_method: 'post', api_path: '/v1/gift-cards'}, ['Partner API', 'Cards']),
    ).toEqual({
      kind: 'API reference',
      meta: {section: 'API reference › Partner API › Cards', method: 'post', path: '/v1/gift-cards'},
    });
    expect(searchFields({}, ['Additional support, and more'])).toEqual({
      kind: 'Guides',
      meta: {section: 'Docs › Additional support‚ and more'},
    });
  });
});

describe('vocabulary', () => {
  it('lists the indexed words of four letters or more, most frequent first, without numbers', () => {
    expect(buildVocabulary(['Void the card. Void it.', 'card card 2024 void']).words).toEqual(['card', 'void']);
  });

  it('reads a Pagefind fragment and refuses anything else', () => {
    const fragment = {url: '/a', content: 'text', meta: {title: 'A'}};
    expect(readFragment(gzipSync(`pagefind_dcd${JSON.stringify(fragment)}`))).toEqual(fragment);
    expect(() => readFragment(gzipSync('{}'))).toThrow(/not a Pagefind fragment/);
  });

  it('finds a route’s HTML the way the site is written (no trailing slash)', () => {
    expect(htmlFileOf('build', '/docs/introduction')).toBe('build/docs/introduction.html');
    expect(htmlFileOf('build', '/')).toBe('build/index.html');
  });
});
