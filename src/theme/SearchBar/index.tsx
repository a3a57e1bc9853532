/**
 * Loads the search bar only when a reader reaches for it (focus, hover or Ctrl/⌘+K).
 * Until then an identical-looking input stands in, so the search code (about 8 KB
 * compressed) is not part of any page's first load. The index loads later still, on the
 * first search.
 *
 * The real bar takes the focus when it mounts only if the reader is still where they
 * asked for it: someone who tabbed past the search box while its code was loading must
 * not have their focus pulled back to it.
 */
import {lazy, Suspense, useCallback, useEffect, useRef, useState, type ReactNode} from 'react';

const SearchBar = lazy(() => import('@theme-original/SearchBar'));

function isShortcut(event: KeyboardEvent): boolean {
  return (event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k';
}

export default function SearchBarLoader(): ReactNode {
  const [wanted, setWanted] = useState(false);
  /** The element that had focus when the reader asked for search; null when they did not. */
  const focusWhenReady = useRef<Element | null>(null);
  const containerRef = useRef<HTMLDivElement>(null);

  const activate = useCallback((focus: boolean) => {
    if (focus) focusWhenReady.current = document.activeElement ?? document.body;
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

/**
 * Once the real search bar has mounted, hands it the focus the reader asked for, unless
 * they have since moved on. When the stand-in input is swapped out its focus falls back
 * to the body, so "still there" means the body or the element focused at the request.
 */
function FocusOnMount({pending}: {pending: React.MutableRefObject<Element | null>}): null {
  useEffect(() => {
    const requestedFrom = pending.current;
    pending.current = null;
    if (!requestedFrom) return;
    const current = document.activeElement;
    if (current && current !== document.body && current !== requestedFrom) return;
    document.querySelector<HTMLInputElement>('.navbar__search input.navbar__search-input')?.focus();
  }, [pending]);
  return null;
}
