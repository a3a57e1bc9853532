import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';

import {brand} from '@site/src/data/brand';
import {heroActions, heroLead, heroTopics} from '@site/src/data/home';

import styles from './styles.module.css';

/** The top of the home page: what the partner API lets you build, and where to start. */
export default function HomeHero(): ReactNode {
  return (
    <div className={styles.hero}>
      <div className="container">
        <p className={styles.eyebrow}>{brand.productLongName} partner API</p>
        <Heading as="h1" className={styles.title}>
          {brand.siteTitle}
        </Heading>
        <p className={styles.tagline}>{brand.tagline}</p>
        <p className={styles.lead}>{heroLead}</p>
        <div className={styles.actions}>
          <Link className="button button--primary button--lg" to={heroActions.primary.to}>
            {heroActions.primary.title}
          </Link>
          <Link className="button button--outline button--primary button--lg" to={heroActions.secondary.to}>
            {heroActions.secondary.title}
          </Link>
        </div>
        <ul className={styles.highlights} aria-label="What you can do with the API">
          {heroTopics.map((topic) => (
            <li key={topic.to} className={styles.highlight}>
              <Link className={styles.topic} to={topic.to}>
                {topic.title}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
