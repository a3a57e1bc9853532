/**
 * The search page (/search?q=…&kind=…): every result, one per page, each a link to the part
 * of the page that answers the query, saying where it leads and which other sections
 * matched, filtered to guides or the API reference. The address is the search: it can be
 * shared, and the page follows it when it changes (the navbar box opens a new query here).
 * The box is a real input from the first paint, in a form that submits here before hydration.
 */
import {useEffect, useRef, useState, type MutableRefObject, type ReactNode, type RefObject} from 'react';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import {useHistory, useLocation} from '@docusaurus/router';
import {statusText, useSearch} from '../../client/useSearch';
import {Excerpt, Where} from '../../client/Hit';
import type {SearchHit} from '../../client/results';
import {SEARCH_KINDS, type SearchKind} from '../../client/fields';
import SearchForm from '../../client/SearchForm';
import styles from '../../client/page.module.css';

const PAGE_SIZE = 10;
const MAX_SECTIONS = 3;

function kindFrom(value: string | null): SearchKind | undefined {
  return SEARCH_KINDS.find((kind) => kind === value);
}

/** What the page's effects set: the box, the query, the kind and how many results are shown. */
interface SearchSetters {
  inputRef: RefObject<HTMLInputElement | null>;
  setQuery: (query: string) => void;
  setKind: (kind: SearchKind | undefined) => void;
  setLimit: (limit: number) => void;
}

/** On arrival: the URL's query, unless the reader typed before the page hydrated. */
function useSearchOnArrival(search: string, {inputRef, setQuery, setKind}: SearchSetters, warm: () => void): void {
  useEffect(() => {
    const params = new URLSearchParams(search);
    const input = inputRef.current!;
    const initial = input.value || params.get('q') || '';
    input.value = initial;
    setQuery(initial);
    setKind(kindFrom(params.get('kind')));
    warm();
    // Only on arrival: useFollowAddress follows later addresses.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}

/** A new address this page did not write (`written`): a query from the navbar box, Back or Forward. */
function useFollowAddress(
  search: string,
  written: MutableRefObject<string>,
  {inputRef, setQuery, setKind, setLimit}: SearchSetters,
): void {
  useEffect(() => {
    if (search === written.current) return;
    written.current = search;
    const params = new URLSearchParams(search);
    const next = params.get('q') ?? '';
    inputRef.current!.value = next;
    setQuery(next);
    setKind(kindFrom(params.get('kind')));
    setLimit(PAGE_SIZE);
    // Only when the address changes: the rest are refs and state setters, the same on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [search]);
}

/** One result: its page and section, where it leads, and the other sections that matched. */
function resultItem(hit: SearchHit): ReactNode {
  const others = hit.sections.filter((section) => section.url !== hit.target.url);
  return (
    <li key={hit.url} className={styles.result}>
      <h2 className={styles.resultTitle}>
        <Link to={hit.target.url}>
          {hit.title}
          {hit.target.url !== hit.url && <span className={styles.resultSection}> › {hit.target.title}</span>}
        </Link>
      </h2>
      <Where hit={hit} />
      <p className={styles.resultExcerpt}>
        <Excerpt html={hit.target.excerpt} />
      </p>
      {others.length > 0 && (
        <ul className={styles.sections} aria-label={`Other matching sections of ${hit.title}`}>
          {others.slice(0, MAX_SECTIONS).map((section) => (
            <li key={section.url}>
              <Link to={section.url}>{section.title}</Link>
              <Excerpt html={section.excerpt} />
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

export default function SearchPage(): ReactNode {
  const location = useLocation();
  const history = useHistory();
  const inputRef = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState('');
  const [kind, setKind] = useState<SearchKind | undefined>(undefined);
  const [limit, setLimit] = useState(PAGE_SIZE);
  const {state, warm} = useSearch(query, {kind, limit});

  // The address this page arrived at or last wrote itself: only other changes are followed.
  const written = useRef(location.search);

  const search = {inputRef, setQuery, setKind, setLimit};
  useSearchOnArrival(location.search, search, warm);
  useFollowAddress(location.search, written, search);

  const update = (nextQuery: string, nextKind: SearchKind | undefined) => {
    setQuery(nextQuery);
    setKind(nextKind);
    setLimit(PAGE_SIZE);
    const params = new URLSearchParams();
    if (nextQuery.trim()) params.set('q', nextQuery.trim());
    if (nextKind) params.set('kind', nextKind);
    const search = params.toString() ? `?${params.toString()}` : '';
    written.current = search;
    history.replace({search});
  };

  const outcome = state.status === 'done' ? state.outcome : undefined;
  const all = outcome ? SEARCH_KINDS.reduce((sum, k) => sum + (outcome.counts[k] ?? 0), 0) : 0;
  const title = query.trim() ? `Search results for “${query.trim()}”` : 'Search the documentation';

  return (
    <Layout title={title} description="Search the guides and the API reference.">
      <main className={`container margin-vert--lg ${styles.page}`}>
        <h1>{title}</h1>
        <SearchForm
          label="Search the docs"
          placeholder="Operations, fields, error codes, guides…"
          inputRef={inputRef}
          onSearch={(value) => update(value, kind)}
        >
          <fieldset className={styles.kinds}>
            <legend className={styles.label}>Show</legend>
            {[undefined, ...SEARCH_KINDS].map((value) => {
              const count = outcome ? (value ? (outcome.counts[value] ?? 0) : all) : undefined;
              return (
                <label key={value ?? 'all'} className={styles.kind}>
                  <input
                    type="radio"
                    name="kind"
                    value={value ?? ''}
                    checked={kind === value}
                    onChange={() => update(inputRef.current?.value ?? query, value)}
                  />
                  {value ?? 'All'}
                  {count !== undefined && <span className={styles.count}> ({count})</span>}
                </label>
              );
            })}
          </fieldset>
        </SearchForm>
        <p role="status" className={styles.status}>
          {statusText(state, kind)}
        </p>
        {outcome && outcome.hits.length > 0 && (
          <ol className={styles.results} data-query={outcome.query}>
            {outcome.hits.map(resultItem)}
          </ol>
        )}
        {outcome && outcome.hits.length < outcome.total && (
          <button
            type="button"
            className="button button--secondary"
            onClick={() => setLimit((current) => current + PAGE_SIZE)}
          >
            Show more results
          </button>
        )}
      </main>
    </Layout>
  );
}
