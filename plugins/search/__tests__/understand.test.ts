/** Query understanding (client/understand.ts): filler words, word forms, the glossary, intent words, typos. */
import {describe, expect, it} from 'vitest';
import {formsOf, queryPieces, understandQuery, type Lexicon} from '../client/understand';
import {correctQuery} from '../client/spelling';

const vocabulary = ['token', 'access', 'settlement', 'redemption', 'signature', 'void', 'card', 'business', 'lifetime'];
const lexicon: Lexicon = {
  glossary: {payout: ['settlement'], 'store locator': ['search businesses'], store: ['business']},
  vocabulary,
  correct: (word) => correctQuery(word, vocabulary),
};
const read = (query: string) => understandQuery(query, lexicon);
const typed = (query: string) => read(query).words.map((word) => word.typed);

describe('filler words', () => {
  it('drops the words a question is made of, keeping the ones that say what it is about', () => {
    expect(typed('how do I get an access token')).toEqual(['get', 'access', 'token']);
    expect(typed('What happens when my token expires?')).toEqual(['token', 'expires']);
  });

  it('searches what was typed when there is nothing but filler', () => {
    expect(typed('how do I')).toEqual(['how', 'do']);
  });
});

describe('word forms', () => {
  it('finds the set of derivations a word is an inflection of', () => {
    expect(formsOf('redeeming')).toEqual(['redeem', 'redemption']);
    expect(formsOf('settled')).toEqual(['settle', 'settlement']);
    expect(formsOf('signing')).toEqual(['sign', 'signature']);
    expect(formsOf('provisioned')).toEqual(['provision', 'provisioning']);
    expect(formsOf('card')).toBeUndefined();
  });

  it('searches a word with its other forms after it', () => {
    expect(read('redeeming').words[0].alternatives).toEqual(['redeeming', 'redeem', 'redemption']);
  });
});

describe('the glossary', () => {
  it('answers a word the docs do not use with the site words, counting as much as the word', () => {
    expect(read('payout').words).toEqual([
      {typed: 'payout', alternatives: ['payout', 'settlement'], intentOnly: false, synonym: true},
    ]);
  });

  it('matches the longest phrase first, without case or punctuation', () => {
    expect(read('Store Locator near me').words[0]).toMatchObject({
      typed: 'Store Locator',
      alternatives: ['Store Locator', 'search businesses'],
    });
    expect(read('store hours').words[0]).toMatchObject({typed: 'store', alternatives: ['store', 'business']});
  });

  it("keeps a word's other forms beside the glossary's words for it", () => {
    const withExpire = {...lexicon, glossary: {expire: ['lifetime']}};
    expect(understandQuery('expired cards', withExpire).words[0].alternatives).toEqual([
      'expired',
      'expire',
      'expiry',
      'expiration',
      'lifetime',
    ]);
  });

  it('lets a word the docs do use keep its own meaning first', () => {
    const withStore = {...lexicon, vocabulary: [...vocabulary, 'store']};
    expect(understandQuery('store', withStore).words[0].synonym).toBe(false);
  });

  it('reads generic question phrases and acronyms for every API', () => {
    expect(read('how long is a token valid').words[0]).toMatchObject({
      typed: 'how long',
      alternatives: ['how long', 'lifetime', 'expires', 'valid'],
    });
    expect(read('csp').words[0].alternatives).toContain('content security policy');
  });

  it("reads a question's everyday words as the API's: what a card is worth is an amount, an email that arrived a delivery", () => {
    expect(read('what is a card worth').words[1].alternatives).toEqual(['worth', 'amount', 'value']);
    expect(read('email never arrived').words[2]).toMatchObject({
      typed: 'arrived',
      alternatives: ['arrived', 'delivery', 'delivered'],
    });
  });
});

describe('everyday words', () => {
  it('marks the words a question is phrased in, which weigh half, and no others', () => {
    const plan = read('show voided cards first');
    expect(plan.words.map((word) => [word.typed, !!word.common])).toEqual([
      ['show', true],
      ['voided', false],
      ['cards', false],
      ['first', true],
    ]);
  });
});

describe('generic synonyms', () => {
  it('reads an acronym written out as the acronym the docs use', () => {
    expect(read('message authentication code header').words[0]).toMatchObject({
      typed: 'message authentication code',
      alternatives: ['message authentication code', 'hmac'],
    });
  });
});

describe('related words', () => {
  const withRelated: Lexicon = {...lexicon, related: (key) => ({annul: ['void'], mass: ['batch']})[key]};

  it('searches a word the docs never use with the docs words related to it, which count as other forms do', () => {
    expect(understandQuery('annul a card', withRelated).words[0]).toEqual({
      typed: 'annul',
      alternatives: ['annul', 'void'],
      intentOnly: false,
      related: true,
    });
  });

  it('takes a real English word for itself, not for a typo of a docs word spelled like it', () => {
    const plan = understandQuery('mass card', {...withRelated, vocabulary: [...vocabulary, 'pass']});
    expect(plan.words[0].alternatives).toEqual(['mass', 'batch']);
    expect(plan.corrected).toBeUndefined();
  });

  it('leaves the glossary first and typos to the correction', () => {
    expect(understandQuery('payout', {...withRelated, related: () => ['money']}).words[0].alternatives).toEqual([
      'payout',
      'settlement',
    ]);
    expect(understandQuery('setlement', withRelated).words[0].alternatives[0]).toBe('settlement');
  });
});

describe('hyphenated names', () => {
  it('carry their words, searched together to order the pages that have the name', () => {
    expect(read('X-Request-Id').words[0]).toMatchObject({alternatives: ['X-Request-Id'], parts: 'X Request Id'});
    expect(read('void').words[0].parts).toBeUndefined();
    expect(read('-v').words[0]?.parts).toBeUndefined();
  });
});

describe('intent words', () => {
  it('"endpoint", "API", "call" ask for an operation; "error" for the error catalogue; they need not match', () => {
    const plan = read('void endpoint');
    expect(plan.intents).toEqual(['operation']);
    expect(plan.words.map((word) => [word.typed, word.intentOnly])).toEqual([
      ['void', false],
      ['endpoint', true],
    ]);
    expect(read('balance API call').intents).toEqual(['operation']);
    expect(read('signature error').intents).toEqual(['errors']);
    expect(read('409 code').intents).toEqual(['errors']);
    expect(read('code samples').intents).toEqual([]);
  });

  it('in a question, "error" is what it is about, unless a status or an error code names one', () => {
    const plan = read('how do I test my error handling');
    expect(plan.intents).toEqual([]);
    expect(plan.words.find((word) => word.typed === 'error')).toMatchObject({intentOnly: false});
    expect(read('what does error 409 mean').intents).toEqual(['errors']);
    expect(read('why do I get the nonce_reused error').intents).toEqual(['errors']);
    expect(read('signature error').intents).toEqual(['errors']);
  });

  it('a camelCase word asks for the operation that takes the field', () => {
    expect(read('partnerReference').intents).toEqual(['field']);
    expect(read('nonce_reused').intents).toEqual([]);
  });
});

describe('typos', () => {
  it('searches the correction first, then the word as typed, and says what it corrected', () => {
    const plan = read('how do I void a settlment');
    expect(plan.corrected).toBe('how do I void a settlement');
    expect(plan.words[1]).toMatchObject({typed: 'settlment', alternatives: ['settlement', 'settlment', 'settle']});
  });
});

describe('query pieces', () => {
  it('splits on spaces, slashes and sentence punctuation, keeping what joins an identifier', () => {
    expect(queryPieces('/v1/gift-cards? nonce_reused, "X-Signature"')).toEqual([
      'v1',
      'gift-cards',
      'nonce_reused',
      'X-Signature',
    ]);
  });
});
