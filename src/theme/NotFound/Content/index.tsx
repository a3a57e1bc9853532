/**
 * The 404 page's content, here and under /docs (where the docs layout sets no title of its own,
 * so this sets "Page Not Found"). It replaces the stock text, which only said to tell the owner of
 * the broken link: a reader gets the pages that best match the address they asked for (once the
 * page has loaded), a search box that works before hydration and four places to start.
 */
import {useEffect, useState, type ComponentType, type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import type {Props} from '@theme/NotFound/Content';
import {PageMetadata} from '@docusaurus/theme-common';
import Translate, {translate} from '@docusaurus/Translate';
import SearchForm from '@site/plugins/search/client/SearchForm';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {placesToStart} from '@site/src/data/placesToStart';
import styles from './styles.module.css';

export default function NotFoundContent({className}: Props): ReactNode {
  // The config chooses them (the portal's, or a reference built alone's), so neither bundles the other's.
  const links = placesToStart(useDocusaurusContext().siteConfig.customFields?.notFoundLinks);
  // Every doc page bundles this component (the docs layout shows it for an unknown doc), so
  // the suggestions, and the search they run, load only when a 404 is actually shown.
  const [Suggestions, setSuggestions] = useState<ComponentType | null>(null);
  useEffect(() => {
    import('./Suggestions').then((module) => setSuggestions(() => module.default)).catch(() => undefined);
  }, []);
  return (
    <main className={clsx('container margin-vert--xl', className)}>
      <PageMetadata title={translate({id: 'theme.NotFound.title', message: 'Page Not Found'})} />
      <div className={styles.page}>
        <Heading as="h1" className="hero__title">
          <Translate id="theme.NotFound.title" description="The title of the 404 page">
            Page Not Found
          </Translate>
        </Heading>
        <p className={styles.lead}>There is no page at this address: search the docs, or start again from one below.</p>
        {Suggestions && <Suggestions />}
        <SearchForm label="Search the docs" submitLabel="Search" />
        <nav aria-label="Places to start">
          <ul className={styles.links}>
            {links.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={styles.link}>
                  {link.title}
                </Link>
                <span className={styles.description}>{link.description}</span>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </main>
  );
}
