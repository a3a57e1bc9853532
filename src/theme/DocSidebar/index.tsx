/**
 * The docs sidebar, scrolled to the current page when it opens and when the page changes, if
 * the page's link is out of its view (src/lib/sidebarReveal): on a long reference, a page
 * opened from a search or a shared link showed the top of the sidebar instead. Only the
 * sidebar scrolls, never the window, at once and once per page: a sidebar that shows the link
 * is left where the reader has it. The mobile menu is the navbar's (Navbar/MobileSidebar).
 */
import {useEffect, type ReactNode} from 'react';
import DocSidebar from '@theme-original/DocSidebar';
import type DocSidebarType from '@theme/DocSidebar';
import type {WrapperProps} from '@docusaurus/types';
import {revealCurrentLink} from '@site/src/lib/sidebarReveal/revealCurrentLink';

type Props = WrapperProps<typeof DocSidebarType>;

/** The desktop sidebar's scrolled list (DocSidebar/Desktop/Content). */
const LIST = '.theme-doc-sidebar-container nav.menu';

export default function DocSidebarWrapper(props: Props): ReactNode {
  const {path} = props;
  useEffect(() => revealCurrentLink(document.querySelector<HTMLElement>(LIST)), [path]);
  return <DocSidebar {...props} />;
}
