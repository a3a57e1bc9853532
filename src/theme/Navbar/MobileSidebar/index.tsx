/**
 * Wraps the stock mobile drawer so that Escape closes it, as it does a dialog, and puts the
 * focus back on the menu button that opened it (the stock drawer closes only by a button).
 * When it opens on a docs page, its list of the sidebar's pages shows the current one, as the
 * desktop sidebar does (DocSidebar; src/lib/sidebarReveal).
 */
import {useEffect, type ReactNode} from 'react';
import MobileSidebar from '@theme-original/Navbar/MobileSidebar';
import type MobileSidebarType from '@theme/Navbar/MobileSidebar';
import type {WrapperProps} from '@docusaurus/types';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';
import {revealCurrentLink} from '@site/src/lib/sidebarReveal/revealCurrentLink';

type Props = WrapperProps<typeof MobileSidebarType>;

/** Infima's class for the menu button (Navbar/MobileSidebar/Toggle), which renders outside this drawer. */
const TOGGLE_SELECTOR = 'button.navbar__toggle';
/** The drawer's panel of the docs sidebar (its second; the first is the navbar's items), which scrolls. */
const DOCS_PANEL = '.navbar-sidebar__item.menu:last-child';

export default function MobileSidebarWrapper(props: Props): ReactNode {
  const {shown, toggle} = useNavbarMobileSidebar();

  useEffect(() => {
    if (shown) revealCurrentLink(document.querySelector<HTMLElement>(DOCS_PANEL));
  }, [shown]);

  useEffect(() => {
    if (!shown) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      toggle();
      document.querySelector<HTMLButtonElement>(TOGGLE_SELECTOR)?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [shown, toggle]);

  return <MobileSidebar {...props} />;
}
