/**
 * Unknown paths under /docs render this content inside the docs layout, which sets no
 * title of its own; give them the same "Page Not Found" title as the top-level 404.
 */
import type {ReactNode} from 'react';
import Content from '@theme-original/NotFound/Content';
import type ContentType from '@theme/NotFound/Content';
import type {WrapperProps} from '@docusaurus/types';
import {PageMetadata} from '@docusaurus/theme-common';
import {translate} from '@docusaurus/Translate';

type Props = WrapperProps<typeof ContentType>;

export default function NotFoundContentWrapper(props: Props): ReactNode {
  return (
    <>
      <PageMetadata title={translate({id: 'theme.NotFound.title', message: 'Page Not Found'})} />
      <Content {...props} />
    </>
  );
}
