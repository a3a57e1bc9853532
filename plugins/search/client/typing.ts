/** When a query is a keystroke in a word the reader is still typing (useSearch.ts waits for the next). */

/**
 * A reader who types one more character (or deletes one) sooner than TYPING_GAP_MS after
 * the last is still typing. While results are on screen, such a query's results wait
 * SETTLE_MS for the next key before fetching the pages' text, so that fast typing does not
 * download results nobody reads. The first results, a query typed after a pause and a query
 * replaced at once (pasted, chosen) are fetched at once.
 */
const TYPING_GAP_MS = 120;
export const SETTLE_MS = 60;

export function isKeystroke(previous: {query: string; at: number}, query: string, at: number): boolean {
  const oneKey =
    Math.abs(query.length - previous.query.length) === 1 &&
    (query.startsWith(previous.query) || previous.query.startsWith(query));
  return oneKey && at - previous.at < TYPING_GAP_MS;
}
