/**
 * Typo correction for queries that find nothing. The index (Pagefind) matches words and
 * their prefixes exactly, so "provison" finds nothing; this corrects each unknown query
 * word to the most frequent docs word within a small edit distance.
 */

/** Lower-case words as the vocabulary stores them: runs of letters and digits. */
export function tokenize(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
}

/** A name's letters and digits alone, lower case: how an identifier is matched however it is typed ("void_card", "Void card" → "voidcard"). */
export const squashed = (text: string) => tokenize(text).join('');

/** Optimal string alignment distance (Levenshtein plus adjacent swaps), or max + 1 once above max. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let previous2: number[] = [];
  let previous = Array.from({length: b.length + 1}, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, previous2[j - 2] + 1);
      }
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > max) return max + 1;
    previous2 = previous;
    previous = current;
  }
  return previous[b.length];
}

const sets = new WeakMap<readonly string[], ReadonlySet<string>>();

/** The vocabulary as a set, made once per vocabulary (a query looks it up several times, a keystroke at a time). */
export function vocabularySet(words: readonly string[]): ReadonlySet<string> {
  let set = sets.get(words);
  if (!set) {
    set = new Set(words);
    sets.set(words, set);
  }
  return set;
}

/** Whether no docs word (`words`, `known` their set) equals or starts with `word`: Pagefind would find nothing for it. */
export const unknownWord = (word: string, known: ReadonlySet<string>, words: readonly string[]) =>
  !known.has(word) && !words.some((candidate) => candidate.startsWith(word));

/** Edits allowed for a word of this length: none for short words, where any edit is another word. */
function allowedEdits(length: number): number {
  if (length < 4) return 0;
  return length < 7 ? 1 : 2;
}

/**
 * The query with each word that no docs word equals or starts with replaced by the most
 * frequent docs word within its allowed edits, in place (`nonce_resued` → `nonce_reused`);
 * null when nothing changes. `words` is the vocabulary, most frequent first.
 */
export function correctQuery(query: string, words: readonly string[]): string | null {
  const known = vocabularySet(words);
  let changed = false;
  const corrected = query.replace(/[\p{L}\p{N}]+/gu, (typed) => {
    const word = typed.toLowerCase();
    const max = allowedEdits(word.length);
    if (max === 0 || !unknownWord(word, known, words)) return typed;
    let best: string | undefined;
    let bestDistance = max + 1;
    for (const candidate of words) {
      const distance = editDistance(word, candidate, bestDistance - 1);
      if (distance < bestDistance) {
        best = candidate;
        bestDistance = distance;
        if (distance === 1) break;
      }
    }
    if (!best) return typed;
    changed = true;
    return best;
  });
  return changed ? corrected : null;
}
