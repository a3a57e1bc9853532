/** A search query with the places that answer it: a route (any link into the page counts) or route#anchor (only that section). */
export interface PartnerQuery {
  query: string;
  answers: string[];
  kind: 'question' | 'synonym' | 'word form' | 'half-remembered' | 'intent';
}
