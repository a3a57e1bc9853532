/**
 * Loads a reference page ahead when the reader shows the intent to open it: pointing at a
 * link to it, focusing one with the keyboard, or touching one. Docusaurus does this for the
 * pages of its route table (its Link preloads on hover, prefetches in view); the folded
 * reference routes (../lazyRoutes.ts) are one route per folder, which its prefetching cannot
 * see into, so each folded route is asked to load the page the link points to.
 *
 * Only intent, not every link in view: a reference sidebar lists hundreds of pages.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {lazyRoutes} from './lazyRoute';

/** The same-site path of the link an event happened on, or null. */
export function linkTarget(target: EventTarget | null, origin: string): string | null {
  const anchor = target instanceof Element ? target.closest('a[href]') : null;
  if (!(anchor instanceof HTMLAnchorElement) || anchor.origin !== origin) return null;
  return anchor.pathname;
}

function onIntent(event: Event): void {
  const pathname = linkTarget(event.target, window.location.origin);
  if (pathname === null || pathname === window.location.pathname) return;
  for (const route of lazyRoutes) void route.prefetch(pathname);
}

if (ExecutionEnvironment.canUseDOM) {
  for (const type of ['mouseover', 'focusin', 'touchstart']) {
    document.addEventListener(type, onIntent, {capture: true, passive: true});
  }
}
