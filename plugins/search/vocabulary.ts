/**
 * The spelling vocabulary: every word of the indexed text with how often it occurs, most
 * frequent first, so the browser can correct a query word that matches nothing to the
 * likeliest word the docs do contain (client/spelling.ts).
 */
import {gunzipSync} from 'node:zlib';
import {tokenize} from './client/spelling';

export interface Vocabulary {
  /** Lower-case words, most frequent first. */
  words: string[];
}

/** Words shorter than this are never corrected, so they are not worth shipping. */
const MIN_LENGTH = 4;
const MAX_LENGTH = 24;

export interface Fragment {
  url: string;
  content: string;
  meta: Record<string, string | undefined>;
}

const SIGNATURE = 'pagefind_dcd';

/** A Pagefind fragment file: gzip of a signature and the JSON of the indexed page. */
export function readFragment(bytes: Buffer): Fragment {
  const text = gunzipSync(bytes).toString('utf8');
  if (!text.startsWith(SIGNATURE)) throw new Error('not a Pagefind fragment');
  return JSON.parse(text.slice(SIGNATURE.length)) as Fragment;
}

export function buildVocabulary(texts: string[]): Vocabulary {
  const counts = new Map<string, number>();
  for (const text of texts) {
    for (const word of tokenize(text)) {
      // Numbers, ids and hashes from examples ("8fq3zk1lw9xc") are nothing a reader misspells.
      if (word.length < MIN_LENGTH || word.length > MAX_LENGTH || /\d.*\d/.test(word)) continue;
      counts.set(word, (counts.get(word) ?? 0) + 1);
    }
  }
  const words = [...counts.entries()].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).map(([word]) => word);
  return {words};
}
