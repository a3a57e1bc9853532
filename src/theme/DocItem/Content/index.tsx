/**
 * Every doc page gets the "Copy page as Markdown" actions above its content, and its
 * content is what site search indexes (plugins/search): the page text, whether it is a
 * guide or part of the API reference, its place in the sidebar and, for an operation,
 * its method and path, so a result can say where it leads.
 */
import type {ReactNode} from 'react';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type {WrapperProps} from '@docusaurus/types';
import {useDoc, useSidebarBreadcrumbs} from '@docusaurus/plugin-content-docs/client';
import CopyPageMarkdown from '@site/src/components/CopyPageMarkdown';
import {searchFields} from '@site/plugins/search/client/fields';

type Props = WrapperProps<typeof ContentType>;

export default function ContentWrapper(props: Props): ReactNode {
  const {frontMatter, metadata} = useDoc();
  // Every doc shows a sidebar; one left out of its items is placed in it by DocItem/Layout.
  const sections =
    useSidebarBreadcrumbs()
      ?.slice(0, -1)
      .map((item) => item.label) ?? [];
  const fields = searchFields(frontMatter as Record<string, unknown>, sections);
  return (
    <>
      <CopyPageMarkdown title={metadata.title} />
      <div data-pagefind-body="" data-pagefind-filter={`kind:${fields.kind}`}>
        {Object.entries(fields.meta).map(([key, value]) => (
          <span key={key} data-pagefind-meta={`${key}:${value}`} />
        ))}
        <Content {...props} />
      </div>
    </>
  );
}
