/** The crash fallback also titles the browser tab "This page crashed.", as the product specification names it. */
import type {ReactNode} from 'react';
import ErrorPageContent from '@theme-original/ErrorPageContent';
import type ErrorPageContentType from '@theme/ErrorPageContent';
import type {WrapperProps} from '@docusaurus/types';
import {PageMetadata} from '@docusaurus/theme-common';
import {translate} from '@docusaurus/Translate';

type Props = WrapperProps<typeof ErrorPageContentType>;

export default function ErrorPageContentWrapper(props: Props): ReactNode {
  const title = translate({id: 'theme.ErrorPageContent.title', message: 'This page crashed.'});
  return (
    <>
      <PageMetadata title={title} />
      <ErrorPageContent {...props} />
    </>
  );
}
