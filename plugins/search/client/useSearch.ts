/**
 * Runs a query against the lazily loaded engine (engine.ts, its own chunk) and keeps the
 * latest outcome; answers to queries the reader has since changed are dropped.
 */
import {useCallback, useEffect, useRef, useState} from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import type {SearchKind} from './fields';
import type {SearchOutcome} from './engine';
import {isKeystroke, SETTLE_MS} from './typing';

export type SearchState =
  | {status: 'idle'}
  | {status: 'loading'; query: string}
  | {status: 'done'; outcome: SearchOutcome}
  | {status: 'failed'; query: string; message: string};

const loadModule = () => import('./engine');

/** Why search cannot work here, in words a reader can act on. */
function failure(error: unknown): string {
  if (process.env.NODE_ENV === 'development') {
    return 'The search index is built with the site: run `npm run build`, then `npm run serve`.';
  }
  return `Search could not load (${error instanceof Error ? error.message : String(error)}). Reload the page to try again.`;
}

export function useSearch(
  query: string,
  options: {kind?: SearchKind; limit: number},
): {
  state: SearchState;
  /** Starts loading the engine before the first query, when the reader reaches for search. */
  warm: () => void;
} {
  const baseUrl = useBaseUrl('/');
  const [state, setState] = useState<SearchState>({status: 'idle'});
  const latest = useRef(0);
  const last = useRef({query: '', at: 0});
  const shown = useRef(false);
  useEffect(() => {
    shown.current = state.status === 'done' && state.outcome.hits.length > 0;
  }, [state]);
  const {kind, limit} = options;
  const trimmed = query.trim();

  const warm = useCallback(() => {
    loadModule()
      .then((engine) => engine.loadEngine(baseUrl))
      .catch(() => {
        // Reported by the first query.
      });
  }, [baseUrl]);

  useEffect(() => {
    const id = ++latest.current;
    if (!trimmed) {
      setState({status: 'idle'});
      return undefined;
    }
    const controller = new AbortController();
    const now = performance.now();
    const settleMs = shown.current && isKeystroke(last.current, trimmed, now) ? SETTLE_MS : 0;
    last.current = {query: trimmed, at: now};
    setState((previous) => (previous.status === 'done' ? previous : {status: 'loading', query: trimmed}));
    loadModule()
      .then((engine) => engine.search(baseUrl, trimmed, {kind, limit, signal: controller.signal, settleMs}))
      .then((outcome) => {
        if (id === latest.current) setState({status: 'done', outcome});
      })
      .catch((error: unknown) => {
        if (id === latest.current) setState({status: 'failed', query: trimmed, message: failure(error)});
      });
    return () => controller.abort();
  }, [baseUrl, trimmed, kind, limit]);

  return {state, warm};
}

/** What the search box and page say about a search, filtered to `kind` when given. */
export function statusText(state: SearchState, kind?: SearchKind): string {
  switch (state.status) {
    case 'idle':
      return '';
    case 'loading':
      return 'Searching…';
    case 'failed':
      return state.message;
    case 'done': {
      const {query, correctedQuery, total} = state.outcome;
      const where = kind ? ` in ${kind}` : '';
      if (total === 0) return `No results for “${query}”${where}. Try fewer or different words.`;
      const count = `${total} ${total === 1 ? 'page' : 'pages'}`;
      return correctedQuery
        ? `No results for “${query}”; showing ${count} for “${correctedQuery}”${where}.`
        : `${count} found${where}.`;
    }
  }
}
