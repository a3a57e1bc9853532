/** Ranking by how much of the query a page answers (client/rank.ts). */
import {describe, expect, it} from 'vitest';
import {rankPages, wordWeight, wordWeights, type PageType, type WordResults} from '../client/rank';

const word = (pages: Record<string, number>, intentOnly = false): WordResults => ({
  intentOnly,
  pages: new Map(Object.entries(pages)),
});
const guides = () => 'guide' as PageType;
const ids = (ranked: {id: string}[]) => ranked.map((page) => page.id);

describe('word weights', () => {
  it('weigh a rare word above one on every page, an intent word little, a word no page has nothing', () => {
    expect(wordWeight(2, 100)).toBeGreaterThan(wordWeight(90, 100));
    const [rare, common, intent, absent] = wordWeights(
      [
        word({a: 1, b: 1}),
        word(Object.fromEntries([...'abcdefghij'].map((id) => [id, 1]))),
        word({a: 1}, true),
        word({}),
      ],
      20,
    );
    expect(rare).toBeGreaterThan(common);
    expect(intent).toBeLessThan(common);
    expect(absent).toBe(0);
  });

  it('weigh an everyday word half of what its rarity says', () => {
    const [plain, everyday] = wordWeights([word({a: 1}), {...word({a: 1}), common: true}], 20);
    expect(everyday).toBeCloseTo(plain / 2);
  });

  it('weigh a word found only by related words at most as the lightest word the docs use', () => {
    const spread = Object.fromEntries([...'abcdefghij'].map((id) => [id, 1]));
    const [rareGuess, used] = wordWeights([{...word({a: 1}), related: true}, word(spread)], 20);
    expect(rareGuess).toBeCloseTo(used);
    const [alone] = wordWeights([{...word({a: 1}), related: true}], 20);
    expect(alone).toBeCloseTo(wordWeight(1, 20));
  });
});

describe('ranking', () => {
  it('lists a page that misses a word the query has no other page for: no query ends empty for one word', () => {
    const ranked = rankPages([word({void: 5}), word({})], 50, [], guides);
    expect(ids(ranked)).toEqual(['void']);
  });

  it('puts the page with the rare word before pages with only the common one, and leaves out those that answer too little', () => {
    const common = Object.fromEntries([...'abcdefghijklmnop'].map((id) => [id, 3]));
    const rare = Object.fromEntries([...'vwxyz'].map((id) => [id, 2]));
    const ranked = rankPages([word(rare), word({...common, ...rare})], 40, [], guides);
    expect(ids(ranked)).toEqual(['v', 'w', 'x', 'y', 'z']);
  });

  it('lists pages that answer too little after the few that answer more, five pages in all', () => {
    const common = Object.fromEntries([...'abcdefghijklmnop'].map((id) => [id, 3]));
    const ranked = rankPages([word({settlements: 2}), word({...common, settlements: 1})], 20, [], guides);
    expect(ids(ranked)).toEqual(['settlements', 'a', 'b', 'c', 'd']);
  });

  it("keeps Pagefind's own score for a page that has every word", () => {
    const ranked = rankPages([word({a: 1, b: 4}), word({a: 1, b: 4})], 20, [], guides, new Map([['a', 100]]));
    expect(ids(ranked)).toEqual(['a', 'b']);
  });

  it('lifts the kind of page the query asks for, and puts an operation before the schema of its field', () => {
    const types: Record<string, PageType> = {op: 'operation', guide: 'guide', errors: 'errors', schema: 'schema'};
    const typeOf = (id: string) => types[id];
    const voidWord = word({guide: 10, op: 8});
    expect(ids(rankPages([voidWord, word({}, true)], 20, ['operation'], typeOf))).toEqual(['op', 'guide']);
    expect(ids(rankPages([word({guide: 10, errors: 8})], 20, ['errors'], typeOf))).toEqual(['errors', 'guide']);
    expect(ids(rankPages([word({schema: 10, op: 8})], 20, [], typeOf))).toEqual(['op', 'schema']);
  });

  it('ranks a page with the subject word above one with only an everyday word as rare', () => {
    const ranked = rankPages([word({guide: 2}), {...word({other: 2}), common: true}], 20, [], guides);
    expect(ids(ranked)).toEqual(['guide', 'other']);
  });

  it('keeps the order the search found pages in when they score the same', () => {
    expect(ids(rankPages([word({b: 1, a: 1, c: 1})], 20, [], guides))).toEqual(['b', 'a', 'c']);
  });
});
