/**
 * Loads the search bar only when a reader reaches for it (focus, hover or Ctrl/⌘+K).
 * Until then an identical-looking input stands in, so the search code (about 8 KB
 * compressed) is not part of any page's first load. The index loads later still, on the
 * first search.
 */
import {lazy, Suspense, useCallback, useEffect, useRef, useState, type ReactNode} from 'react';

const SearchBar = lazy(() => import('@theme-original/SearchBar'));

function isShortcut(event: KeyboardEvent): boolean {
  return (event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k';
}

export default function SearchBarLoader(): ReactNode {
  const [wanted, setWanted] = useState(false);
  const focusWhenReady = useRef(false);
  const containerRef = useRef<HTMLDivElement>(null);

  const activate = useCallback((focus: boolean) => {
    focusWhenReady.current ||= focus;
    setWanted(true);
  }, []);

  useEffect(() => {
    if (wanted) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isShortcut(event)) return;
      event.preventDefault();
      activate(true);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [wanted, activate]);

  const placeholder = (
    <div className="navbar__search" ref={containerRef}>
      <input
        className="navbar__search-input"
        placeholder="Search"
        aria-label="Search"
        readOnly
        onFocus={() => activate(true)}
        onMouseEnter={() => activate(false)}
        onTouchStart={() => activate(true)}
      />
    </div>
  );

  if (!wanted) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <SearchBar />
      <FocusOnMount pending={focusWhenReady} />
    </Suspense>
  );
}

/** Once the real search bar has mounted, hands it the focus the reader asked for. */
function FocusOnMount({pending}: {pending: React.MutableRefObject<boolean>}): null {
  useEffect(() => {
    if (!pending.current) return;
    pending.current = false;
    document.querySelector<HTMLInputElement>('.navbar__search input.navbar__search-input')?.focus();
  }, [pending]);
  return null;
}
