/**
 * A doc left out of the guide sidebar's items (it shows the sidebar with `displayed_sidebar`)
 * is placed in it for everything inside the page: the stock breadcrumbs, which read the trail
 * from the sidebar in context, show Home › the category of its folder › its folder's
 * introduction, if any › the page, and search results (DocItem/Content) say the same. The
 * sidebar on screen, rendered outside this layout, stays as it is (src/lib/sidebarPlace).
 */
import {useMemo, type ReactNode} from 'react';
import Layout from '@theme-original/DocItem/Layout';
import type LayoutType from '@theme/DocItem/Layout';
import type {WrapperProps} from '@docusaurus/types';
import {
  DocsSidebarProvider,
  useActiveDocContext,
  useDoc,
  useDocsSidebar,
  useDocsVersion,
  useSidebarBreadcrumbs,
} from '@docusaurus/plugin-content-docs/client';
import {withLeftOutDoc} from '@site/src/lib/sidebarPlace/withLeftOutDoc';

type Props = WrapperProps<typeof LayoutType>;

export default function LayoutWrapper(props: Props): ReactNode {
  const {metadata} = useDoc();
  const sidebar = useDocsSidebar();
  const leftOut = useSidebarBreadcrumbs()?.length === 0;
  const {docs} = useDocsVersion();
  const {activeVersion} = useActiveDocContext(undefined);
  const items = useMemo(() => {
    if (!sidebar || !leftOut || !activeVersion) return null;
    const {id, permalink, title} = metadata;
    return withLeftOutDoc(sidebar.items, {id, path: permalink, title}, (introduction) => {
      const path = activeVersion.docs.find((doc) => doc.id === introduction)?.path;
      return path ? {path, title: docs[introduction]?.title ?? introduction} : undefined;
    });
  }, [sidebar, leftOut, activeVersion, docs, metadata]);
  if (!sidebar || !items) return <Layout {...props} />;
  return (
    <DocsSidebarProvider name={sidebar.name} items={items}>
      <Layout {...props} />
    </DocsSidebarProvider>
  );
}
