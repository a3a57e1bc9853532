/**
 * Where a doc that is left out of the sidebar it displays belongs in it. Docusaurus builds
 * breadcrumbs from the sidebar's items, so a doc that only names the sidebar in its front
 * matter (`displayed_sidebar`) gets no trail, and search results could not say where it is.
 * Its place comes from its folder: the innermost category that holds a doc of that folder, or
 * of the nearest folder above it (`quickstarts/api/provisioning/provision` → Quickstarts),
 * then the introduction of each deeper folder (→ API provisioning). DocItem/Layout places
 * the doc so for its breadcrumbs and for the trail its search results show.
 */
import type {PropSidebar, PropSidebarItem, PropSidebarItemCategory} from '@docusaurus/plugin-content-docs';

/** A doc: its route and its title. */
export interface DocRef {
  path: string;
  title: string;
}

const holds = (item: PropSidebarItem, prefix: string): boolean =>
  item.type === 'link'
    ? !!item.docId?.startsWith(prefix)
    : item.type === 'category' && item.items.some((child) => holds(child, prefix));

/**
 * A copy of `items` with `child` appended to the innermost category that holds a doc whose id
 * starts with `prefix`, or null when none does.
 */
function placeUnder(items: PropSidebar, prefix: string, child: PropSidebarItem): PropSidebar | null {
  const i = items.findIndex((item) => item.type === 'category' && holds(item, prefix));
  const parent = items[i] as PropSidebarItemCategory | undefined;
  if (!parent) return null;
  const copy = [...items];
  copy[i] = {...parent, items: placeUnder(parent.items, prefix, child) ?? [...parent.items, child]};
  return copy;
}

/**
 * A copy of the sidebar `items` with `doc` (which it does not list) at its place, for
 * breadcrumbs only, or null when no category holds a doc of its folders. `docAt` finds a doc
 * of the version by id, for its folders' introductions.
 */
export function withLeftOutDoc(
  items: PropSidebar,
  doc: DocRef & {id: string},
  docAt: (id: string) => DocRef | undefined,
): PropSidebar | null {
  const folders = doc.id.split('/').slice(0, -1);
  let placed: PropSidebarItem = {type: 'link', label: doc.title, href: doc.path, docId: doc.id};
  for (let depth = folders.length; depth > 0; depth -= 1) {
    const folder = `${folders.slice(0, depth).join('/')}/`;
    const placedItems = placeUnder(items, folder, placed);
    if (placedItems) return placedItems;
    // No category holds this folder: its introduction, if any, stands between the doc and the one above.
    const introduction = `${folder}introduction` === doc.id ? undefined : docAt(`${folder}introduction`);
    if (introduction) {
      placed = {
        type: 'category',
        label: introduction.title,
        href: introduction.path,
        items: [placed],
        collapsed: true,
        collapsible: true,
      };
    }
  }
  return null;
}
