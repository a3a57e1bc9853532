/**
 * The query sets search is measured on, each with the places that answer its queries:
 *
 * - **partner words** (partnerQueries.ts): queries in a partner's own words (questions,
 *   synonyms, other word forms, half-remembered names, intent words), split in two halves by
 *   kind, alternately: the *tuning* half is what the ranking, the glossary and the word forms
 *   may be tuned on; the *held-out* half is a validation set that no tuning looks at (its misses
 *   are counted, never listed).
 * - **look-ups** in the site's own words: the sets the ranking was tuned on
 *   (tests/e2e/rankingQueries.ts, tests/e2e/searchQueries.ts) and a held-out set written apart
 *   from them (lookupQueriesHeldOut.ts).
 *
 * `npm run bench -- --search` prints success@1, success@3 and MRR for each; the e2e suite
 * (tests/e2e/search.spec.ts) holds them to their targets.
 */
import {partnerQueries} from './partnerQueries';
import {lookupQueriesHeldOut} from './lookupQueriesHeldOut';
import {rankedQueries} from '../e2e/rankingQueries';
import {searchQueries} from '../e2e/searchQueries';
import type {PartnerQuery} from './types';

/** A query and the places any one of which answers it: `route` (any link into the page) or `route#anchor`. */
export interface JudgedQuery {
  query: string;
  answers: string[];
}

export interface QuerySet {
  name: string;
  /** Whether tuning may look at its misses. */
  heldOut: boolean;
  queries: JudgedQuery[];
}

/** Every other query of each kind, in the order written: the held-out half when `second`. */
export function half(queries: readonly PartnerQuery[], second: boolean): PartnerQuery[] {
  const seen = new Map<string, number>();
  return queries.filter((query) => {
    const n = seen.get(query.kind) ?? 0;
    seen.set(query.kind, n + 1);
    return n % 2 === (second ? 1 : 0);
  });
}

export const QUERY_SETS: QuerySet[] = [
  {name: 'partner words, tuning', heldOut: false, queries: half(partnerQueries, false)},
  {name: 'partner words, held out', heldOut: true, queries: half(partnerQueries, true)},
  {
    name: 'look-ups, tuning',
    heldOut: false,
    queries: [...rankedQueries, ...searchQueries.map(({query, expect}) => ({query, answers: expect}))],
  },
  {name: 'look-ups, held out', heldOut: true, queries: lookupQueriesHeldOut},
];
