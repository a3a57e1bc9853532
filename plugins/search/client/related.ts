/**
 * The related words of a query's unknown words (WordNet's, written by ../thesaurus.ts): a
 * file per first two letters of a word, fetched the first time a query has an unknown word
 * starting with them, and kept.
 */

/** The file a word's related words are in: its first two letters (`an.json` for "annul"). */
export const relatedShard = (word: string) => `${word.slice(0, 2)}.json`;

/** A word's endings taken off as WordNet's morphology does ("annulled" → annul, "leftovers" → leftover), the word first. */
export function baseForms(word: string): string[] {
  const forms = [word];
  const add = (form: string) => {
    if (form.length >= 3 && !forms.includes(form)) forms.push(form);
  };
  for (const [ending, base] of [
    ['ies', 'y'],
    ['ied', 'y'],
    ['es', ''],
    ['s', ''],
    ['ed', ''],
    ['ed', 'e'],
    ['ing', ''],
    ['ing', 'e'],
  ] as const) {
    if (!word.endsWith(ending)) continue;
    const stem = word.slice(0, -ending.length);
    add(stem + base);
    // A doubled consonant before -ed or -ing ("annulled" → annul).
    if (base === '' && /([b-df-hj-np-tv-z])\1$/.test(stem) && ending !== 's') add(stem.slice(0, -1));
  }
  return forms;
}

type Shard = Readonly<Record<string, readonly string[] | undefined>>;

/** Reads related words from the files under `dirUrl`, each file fetched once. */
export function relatedWordsFrom(dirUrl: string, load: (url: string) => Promise<Shard> = fetchShard) {
  const shards = new Map<string, Promise<Shard>>();
  const shardOf = (word: string) => {
    const name = relatedShard(word);
    let shard = shards.get(name);
    if (!shard) {
      // A file that is missing (no word starts so) or fails to load is no related words.
      shard = load(`${dirUrl}${name}`).catch((): Shard => ({}));
      shards.set(name, shard);
    }
    return shard;
  };
  /** The related words of a word no page contains, or none. */
  return async (word: string): Promise<readonly string[]> => {
    const lower = word.toLowerCase();
    if (!/^[a-z]{3,}$/.test(lower)) return [];
    const shard = await shardOf(lower);
    for (const form of baseForms(lower)) {
      const related = Object.hasOwn(shard, form) ? shard[form] : undefined;
      if (related) return related;
    }
    return [];
  };
}

async function fetchShard(url: string): Promise<Shard> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return (await response.json()) as Shard;
}
