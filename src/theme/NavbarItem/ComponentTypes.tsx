/**
 * The navbar item types this site uses. The stock map also imports the locale, version
 * and dropdown items, which load on every page (about 2 KiB compressed) although the
 * navbar has none. A type missing here fails the build with Docusaurus's own "No
 * NavbarItem component found for type" error: add its component back to use it.
 */
import DefaultNavbarItem from '@theme/NavbarItem/DefaultNavbarItem';
import SearchNavbarItem from '@theme/NavbarItem/SearchNavbarItem';
import DocNavbarItem from '@theme/NavbarItem/DocNavbarItem';
import DocSidebarNavbarItem from '@theme/NavbarItem/DocSidebarNavbarItem';
import type {ComponentTypesObject} from '@theme/NavbarItem/ComponentTypes';

const ComponentTypes = {
  default: DefaultNavbarItem,
  search: SearchNavbarItem,
  doc: DocNavbarItem,
  docSidebar: DocSidebarNavbarItem,
} as unknown as ComponentTypesObject;

export default ComponentTypes;
