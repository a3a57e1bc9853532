/** A page's sections and excerpts from the matches of several words (client/sections.ts). */
import {describe, expect, it} from 'vitest';
import {
  buildExcerpt,
  excerptStart,
  mergeLocations,
  pageResult,
  sectionCoverage,
  type LoadedFragment,
} from '../client/sections';

const words = 'Void a card. Voiding stops the card. Settlements list what was settled each day for the partner.';
const fragment: LoadedFragment = {
  url: '/docs/page',
  content: words,
  meta: {title: 'Page'},
  anchors: [
    {element: 'h2', id: 'voiding', text: 'Voiding', location: 3},
    {element: 'h2', id: 'settlements', text: 'Settlements', location: 7},
  ],
};
const at = (location: number, balanced_score = 1) => ({weight: 1, balanced_score, location});

describe('excerpts', () => {
  it('start at the densest run of matches and mark every matched word', () => {
    expect(excerptStart([at(10), at(12), at(1, 0.5)], 4)).toBe(9);
    expect(buildExcerpt(words, 0, 4, [0, 2])).toBe('<mark>Void</mark> a <mark>card.</mark> Voiding');
  });
});

describe('merged matches', () => {
  it('keep a location once, with the best of its weighted scores', () => {
    const merged = mergeLocations([
      {weight: 1, locations: [at(3, 2), at(0, 1)]},
      {weight: 0.5, locations: [at(3, 6)]},
    ]);
    expect(merged).toEqual([at(0, 1), at(3, 3)]);
  });

  it('cut the page into the sections that hold matches, each with its own excerpt', () => {
    const result = pageResult(fragment, [at(0), at(4), at(8)], 6);
    expect(result.sub_results!.map((sub) => [sub.title, sub.url])).toEqual([
      ['Page', '/docs/page'],
      ['Voiding', '/docs/page#voiding'],
      ['Settlements', '/docs/page#settlements'],
    ]);
    expect(result.sub_results![2].excerpt).toContain('<mark>list</mark>');
    expect(result.excerpt).toContain('<mark>Void</mark>');
  });

  it("say, with the words' weights, how much of the query each section covers", () => {
    const merged = mergeLocations([
      {word: 0, weight: 1, locations: [at(4), at(8)]},
      {word: 1, weight: 1, locations: [at(9)]},
    ]);
    expect(merged.map((location) => location.word)).toEqual([0, 0, 1]);
    const result = pageResult(fragment, merged, 6, [1, 3]);
    expect(result.sub_results!.map((sub) => [sub.title, sub.coverage])).toEqual([
      ['Voiding', 0.25],
      ['Settlements', 1],
    ]);
  });
});

describe('section coverage', () => {
  it('is the largest share of the query one section answers', () => {
    const perWord = [
      {word: 0, locations: [at(4)]},
      {word: 1, locations: [at(5), at(9)]},
      {word: 2, locations: [at(10)]},
    ];
    // Words 1 and 2 meet in "Settlements" (weights 1 + 2 of 4); words 0 and 1 in "Voiding" (1 + 1).
    expect(sectionCoverage(fragment, perWord, [1, 1, 2])).toBe(0.75);
    expect(sectionCoverage(fragment, perWord, [0, 0, 0])).toBe(0);
  });
});
