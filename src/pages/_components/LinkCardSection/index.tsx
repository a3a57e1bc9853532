import {useId, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';

import type {HomeLink} from '@site/src/data/home';

import styles from './styles.module.css';

/** A labelled fact shown at the foot of a card, such as the effort of an integration style. */
export interface CardFact {
  label: string;
  value: string;
}

export interface LinkCard extends HomeLink {
  facts?: CardFact[];
}

interface LinkCardSectionProps {
  /** Anchor of the section, also used to label it. */
  id: string;
  title: string;
  intro: string;
  cards: readonly LinkCard[];
}

/** A titled section of the home page with a responsive grid of link cards. */
export default function LinkCardSection({id, title, intro, cards}: LinkCardSectionProps): ReactNode {
  const headingId = `${id}-title`;
  return (
    <section id={id} className={styles.section} aria-labelledby={headingId}>
      <div className="container">
        {/* The id sits on a span: an id on Heading would add a hash link to the accessible name. */}
        <Heading as="h2" className={styles.sectionTitle}>
          <span id={headingId}>{title}</span>
        </Heading>
        <p className={styles.intro}>{intro}</p>
        <ul className={styles.grid}>
          {cards.map((card) => (
            <li key={card.to} className={styles.item}>
              <LinkCardItem card={card} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

/**
 * One card, which the title's link covers whole (its ::after), so the link is named by the title
 * alone and the description and facts are read as what they are, not as part of a link.
 */
function LinkCardItem({card}: {card: LinkCard}): ReactNode {
  const descriptionId = `${useId()}-description`;
  return (
    <div className={styles.card}>
      <Heading as="h3" className={styles.cardTitle}>
        <Link to={card.to} className={styles.cardLink} aria-describedby={descriptionId}>
          {card.title}
        </Link>
        <span className={styles.arrow} aria-hidden="true">
          →
        </span>
      </Heading>
      <p id={descriptionId} className={styles.cardDescription}>
        {card.description}
      </p>
      {card.facts && card.facts.length > 0 && (
        <dl className={styles.facts}>
          {card.facts.map((fact) => (
            <div key={fact.label} className={styles.fact}>
              <dt>{fact.label}</dt>
              <dd>{fact.value}</dd>
            </div>
          ))}
        </dl>
      )}
    </div>
  );
}
