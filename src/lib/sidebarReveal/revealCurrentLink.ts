import {revealScrollTop} from './revealScrollTop';

/** The link of the page the reader is on, as Docusaurus marks it in a sidebar. */
const CURRENT = 'a.menu__link[aria-current="page"]';

/**
 * Scrolls `list` (a sidebar's scrolled list, the desktop one or the mobile menu's) to show the
 * current page's link, if it is out of view; only the list scrolls, never the window.
 */
export function revealCurrentLink(list: HTMLElement | null | undefined): void {
  const link = list?.querySelector<HTMLElement>(CURRENT);
  if (!list || !link) return;
  const top = revealScrollTop(list.getBoundingClientRect(), list.scrollTop, link.getBoundingClientRect());
  if (top !== null) list.scrollTop = top;
}
