/**
 * The search plugin titles its page without the site's "| title" suffix; restate the
 * same title through the theme so it gets the delimiter like every other page.
 */
import type {ReactNode} from 'react';
import SearchPage from '@theme-original/SearchPage';
import {useLocation} from '@docusaurus/router';
import {PageMetadata} from '@docusaurus/theme-common';

export default function SearchPageWrapper(): ReactNode {
  const query = new URLSearchParams(useLocation().search).get('q');
  return (
    <>
      <SearchPage />
      <PageMetadata title={query ? `Search results for "${query}"` : 'Search the documentation'} />
    </>
  );
}
