/**
 * The navbar search box. It is a real input from the first paint: what a reader types is
 * in the box whether or not the search code has arrived, and is searched once it has
 * (the engine, plugins/search/client/engine.ts, loads when the reader reaches for the
 * box). Nothing is swapped in later, so the box never takes the focus back.
 *
 * "/" and Ctrl/⌘+K focus it. Results are a listbox under the box (arrow keys, Enter,
 * Escape) whose options are links to the page and section that answer the query, so a
 * middle-click or Ctrl/⌘+click opens one in a new tab and "copy link" works; "See all
 * results" opens the search page.
 */
import {
  useEffect,
  useId,
  useRef,
  useState,
  type Dispatch,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  type RefObject,
  type SetStateAction,
} from 'react';
import {useHistory} from '@docusaurus/router';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {statusText, useSearch} from '../../client/useSearch';
import {Excerpt, Where} from '../../client/Hit';
import type {SearchHit} from '../../client/results';
import {isSearchShortcut} from '../../client/shortcut';
import styles from './styles.module.css';

const LIMIT = 5;

/** Typed before hydration: the browser kept it in the input; search it now. */
function useTypedBeforeHydration(
  inputRef: RefObject<HTMLInputElement | null>,
  {
    setApple,
    setQuery,
    setOpen,
    warm,
  }: {
    setApple: (apple: boolean) => void;
    setQuery: (query: string) => void;
    setOpen: (open: boolean) => void;
    warm: () => void;
  },
): void {
  useEffect(() => {
    const input = inputRef.current!;
    setApple(/Mac|iPhone|iPad/.test(navigator.platform));
    if (input.value) setQuery(input.value);
    if (document.activeElement === input) {
      setOpen(true);
      warm();
    }
    // The refs and state setters are the same on every render: this runs when `warm` changes.
  }, [inputRef, setApple, setQuery, setOpen, warm]);
}

/** "/" and Ctrl/⌘+K focus the box, its text selected. */
function useSearchShortcut(inputRef: RefObject<HTMLInputElement | null>): void {
  useEffect(() => {
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (!isSearchShortcut(event)) return;
      event.preventDefault();
      inputRef.current?.focus();
      inputRef.current?.select();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [inputRef]);
}

/** The box's keys: arrows move through the results, Enter opens one (or all), Escape closes or clears. */
function onBoxKeyDown(
  event: KeyboardEvent<HTMLInputElement>,
  box: {
    hits: SearchHit[];
    active: number;
    setActive: Dispatch<SetStateAction<number>>;
    open: boolean;
    setOpen: (open: boolean) => void;
    query: string;
    setQuery: (query: string) => void;
    close: () => void;
    go: (url: string) => void;
    allResults: string;
  },
): void {
  const {hits, active, setActive, open, setOpen, query, setQuery, close, go, allResults} = box;
  if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
    if (hits.length === 0) return;
    event.preventDefault();
    setOpen(true);
    const last = hits.length - 1;
    if (event.key === 'ArrowDown') setActive((current) => (current >= last ? 0 : current + 1));
    else setActive((current) => (current <= 0 ? last : current - 1));
  } else if (event.key === 'Enter' && query.trim()) {
    event.preventDefault();
    go(active >= 0 && active < hits.length ? hits[active].target.url : allResults);
  } else if (event.key === 'Escape') {
    if (open && query.trim()) close();
    else {
      setQuery('');
      event.currentTarget.value = '';
    }
  }
}

/** One result: an option of the list, and a link to the page and section. */
function resultOption(
  hit: SearchHit,
  i: number,
  {
    listId,
    active,
    setActive,
    go,
  }: {listId: string; active: number; setActive: (active: number) => void; go: (url: string) => void},
): ReactNode {
  // A plain click opens the result here; with a modifier or another button the browser
  // does what it does with any link (a new tab, a new window, a download).
  const onResultClick = (event: MouseEvent<HTMLAnchorElement>, url: string) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    go(url);
  };
  return (
    <a
      key={hit.url}
      id={`${listId}-${i}`}
      role="option"
      aria-selected={i === active}
      href={hit.target.url}
      // Options are reached with the arrow keys from the box, not with Tab.
      tabIndex={-1}
      className={styles.option}
      // Keeps the focus in the box (and the list open) on a click or a middle click;
      // a right click still brings the link's menu ("Copy link address").
      onMouseDown={(event) => event.button < 2 && event.preventDefault()}
      onMouseMove={() => setActive(i)}
      onClick={(event) => onResultClick(event, hit.target.url)}
    >
      <span className={styles.title}>
        {hit.title}
        {hit.target.url !== hit.url && <span className={styles.sectionTitle}> › {hit.target.title}</span>}
      </span>
      <Where hit={hit} />
      <Excerpt html={hit.target.excerpt} />
    </a>
  );
}

export default function SearchBar(): ReactNode {
  const inputRef = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [apple, setApple] = useState(false);
  const history = useHistory();
  const searchPage = useBaseUrl('/search');
  const listId = useId();
  const {state, warm} = useSearch(query, {limit: LIMIT});
  const hits = state.status === 'done' ? state.outcome.hits : [];
  const allResults = `${searchPage}?q=${encodeURIComponent(query.trim())}`;

  useTypedBeforeHydration(inputRef, {setApple, setQuery, setOpen, warm});
  useSearchShortcut(inputRef);

  useEffect(() => setActive(-1), [state]);

  // A list that closes forgets its active option: it opens again with none.
  const close = () => {
    setOpen(false);
    setActive(-1);
  };

  const go = (url: string) => {
    close();
    inputRef.current?.blur();
    history.push(url);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) =>
    onBoxKeyDown(event, {hits, active, setActive, open, setOpen, query, setQuery, close, go, allResults});

  const showPanel = open && query.trim() !== '';
  const activeId = active >= 0 && active < hits.length ? `${listId}-${active}` : undefined;

  return (
    <div
      className={`navbar__search ${styles.search}`}
      role="search"
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) close();
      }}
    >
      <input
        ref={inputRef}
        className={`navbar__search-input ${styles.input}`}
        type="search"
        placeholder="Search"
        aria-label="Search"
        role="combobox"
        aria-expanded={showPanel}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={activeId}
        aria-keyshortcuts="Control+K Meta+K /"
        autoComplete="off"
        spellCheck={false}
        enterKeyHint="search"
        onFocus={() => {
          setOpen(true);
          warm();
        }}
        onPointerEnter={warm}
        onInput={(event) => {
          setQuery(event.currentTarget.value);
          setOpen(true);
        }}
        onKeyDown={onKeyDown}
      />
      <kbd className={styles.hint} aria-hidden="true">
        {apple ? '⌘ K' : 'Ctrl K'}
      </kbd>
      <div className={styles.panel} hidden={!showPanel}>
        <div id={listId} role="listbox" aria-label="Search results">
          {hits.map((hit, i) => resultOption(hit, i, {listId, active, setActive, go}))}
        </div>
        <p className={styles.status} role="status">
          {statusText(state)}
        </p>
        {state.status === 'done' && (
          <Link className={styles.all} to={allResults} onClick={close}>
            See all results for “{query.trim()}”
          </Link>
        )}
      </div>
    </div>
  );
}
