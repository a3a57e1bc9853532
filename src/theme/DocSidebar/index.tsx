/**
 * The docs sidebar, scrolled to the current page when it opens and when the page changes, if
 * the page's link is out of its view (src/lib/sidebarReveal): on a long reference, a page
 * opened from a search or a shared link showed the top of the sidebar instead. Only the
 * sidebar scrolls, never the window, at once and once per page: a sidebar that shows the link
 * is left where the reader has it. The mobile menu is the navbar's, not this.
 */
import {useEffect, type ReactNode} from 'react';
import DocSidebar from '@theme-original/DocSidebar';
import type DocSidebarType from '@theme/DocSidebar';
import type {WrapperProps} from '@docusaurus/types';
import {revealScrollTop} from '@site/src/lib/sidebarReveal/revealScrollTop';

type Props = WrapperProps<typeof DocSidebarType>;

/** The desktop sidebar's scrolled list (DocSidebar/Desktop/Content) and its current page's link. */
const LIST = '.theme-doc-sidebar-container nav.menu';
const CURRENT = 'a.menu__link[aria-current="page"]';

export default function DocSidebarWrapper(props: Props): ReactNode {
  const {path} = props;
  useEffect(() => {
    const list = document.querySelector<HTMLElement>(LIST);
    const link = list?.querySelector<HTMLElement>(CURRENT);
    if (!list || !link) return;
    const top = revealScrollTop(list.getBoundingClientRect(), list.scrollTop, link.getBoundingClientRect());
    if (top !== null) list.scrollTop = top;
  }, [path]);
  return <DocSidebar {...props} />;
}
