/** How a search hit says where it leads, shared by the navbar box and the search page. */
import type {ReactNode} from 'react';
import {excerptParts} from './excerpt';
import type {SearchHit} from './results';
import styles from './styles.module.css';

export function Excerpt({html}: {html: string}): ReactNode {
  return (
    <span className={styles.excerpt}>
      {excerptParts(html).map((part, i) => (part.mark ? <mark key={i}>{part.text}</mark> : part.text))}
    </span>
  );
}

/** `POST /v1/gift-cards` for an operation, the sidebar trail for any other page. */
export function Where({hit}: {hit: SearchHit}): ReactNode {
  if (hit.method && hit.path) {
    const method = hit.method.split(' ').pop()!;
    return (
      <span className={styles.where}>
        <span className={`badge api-method api-method--${method}`}>{hit.method.toUpperCase()}</span>{' '}
        <code className={styles.path}>{hit.path}</code>
      </span>
    );
  }
  return <span className={styles.where}>{hit.section}</span>;
}
