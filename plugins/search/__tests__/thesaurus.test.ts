/** Related words from WordNet for the words the docs never use (thesaurus.ts, client/related.ts). */
import {beforeAll, describe, expect, it} from 'vitest';
import {
  MAX_RELATED,
  parseDataLine,
  parseIndexLine,
  readWordNet,
  relatedShards,
  relatedWords,
  type WordNet,
} from '../thesaurus';
import {baseForms, relatedShard, relatedWordsFrom} from '../client/related';

describe("WordNet's files", () => {
  it('read a synset: its words and its pointers, with the word each starts from', () => {
    const line =
      '00214951 41 v 06 invalidate 0 annul 0 quash 0 void 0 avoid 1 nullify 0 003 @ 00126236 v 0000 + 01147562 n 0201 ~ 00215304 v 0000 02 + 08 00 | declare invalid';
    expect(parseDataLine(line)).toEqual([
      '00214951v',
      {
        words: ['invalidate', 'annul', 'quash', 'void', 'avoid', 'nullify'],
        pointers: [
          ['@', '00126236v', 0],
          ['+', '01147562n', 2],
          ['~', '00215304v', 0],
        ],
      },
    ]);
    expect(parseDataLine('  1 This software and database is provided')).toBeUndefined();
  });

  it("read a lemma's senses, most common first", () => {
    expect(parseIndexLine('refund n 2 3 @ ~ + 2 2 13303184 01124011  ')).toEqual([
      'refund',
      ['13303184n', '01124011n'],
    ]);
  });
});

describe('related words', () => {
  let wordNet: WordNet;
  beforeAll(() => {
    wordNet = readWordNet();
  });
  const site = new Set(['void', 'revoke', 'delete', 'balance', 'remaining', 'card', 'endpoint', 'stop', 'make']);

  it('gives a word no page has the docs words of its senses, closest first', () => {
    const related = relatedWords(wordNet, site);
    expect(related.get('annul')).toEqual(['void', 'revoke']);
    expect(related.get('erase')).toEqual(['delete']);
    expect(related.get('leftover')).toEqual(expect.arrayContaining(['remaining', 'balance']));
  });

  it('gives none to a docs word, and never a word that names a kind of page or says nothing', () => {
    const related = relatedWords(wordNet, site);
    expect(related.has('void')).toBe(false);
    expect(related.get('terminate')).toEqual(['stop']);
    expect([...related.values()].flat()).not.toContain('make');
    expect(Math.max(...[...related.values()].map((words) => words.length))).toBeLessThanOrEqual(MAX_RELATED);
  });

  it('are written a file per first two letters, and read back by any form of the word', async () => {
    const files = relatedShards(
      new Map([
        ['annul', ['void']],
        ['leftover', ['balance']],
      ]),
    );
    expect([...files.keys()]).toEqual(['an.json', 'le.json']);
    expect(relatedShard('annulled')).toBe('an.json');
    const fetched: string[] = [];
    const related = relatedWordsFrom('/related/', async (url) => {
      fetched.push(url);
      return JSON.parse(files.get(url.slice('/related/'.length)) ?? '{}') as Record<string, string[]>;
    });
    expect(await related('Annulled')).toEqual(['void']);
    expect(await related('annuls')).toEqual(['void']);
    expect(await related('leftovers')).toEqual(['balance']);
    expect(await related('kubernetes')).toEqual([]);
    expect(fetched).toEqual(['/related/an.json', '/related/le.json', '/related/ku.json']);
  });

  it('take endings off as WordNet does', () => {
    expect(baseForms('annulled')[0]).toBe('annulled');
    expect(baseForms('annulled')).toContain('annul');
    expect(baseForms('queries')).toContain('query');
    expect(baseForms('erasing')).toEqual(['erasing', 'eras', 'erase']);
    expect(baseForms('void')).toEqual(['void']);
  });
});
