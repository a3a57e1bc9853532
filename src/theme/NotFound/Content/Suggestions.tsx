/**
 * The 404 page's best guesses: the three pages that best match the words of the address the
 * reader asked for (pathQuery.ts), found with the site's own search index. Loaded after
 * the page, in a chunk of its own, so that no doc page carries it.
 */
import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {useLocation} from '@docusaurus/router';
import routes from '@generated/routes';
import {useSearch} from '@site/plugins/search/client/useSearch';
import {Where} from '@site/plugins/search/client/Hit';
import {pathQuery} from './pathQuery';
import styles from './styles.module.css';

const LIMIT = 3;

type Route = {path?: string | string[]; routes?: Route[]};
const routePaths = (list: readonly Route[]): string[] =>
  list.flatMap((route) => [route.path ?? [], routePaths(route.routes ?? [])].flat());

export default function Suggestions(): ReactNode {
  const {pathname} = useLocation();
  const query = pathQuery(pathname, routePaths(routes));
  const {state} = useSearch(query, {limit: LIMIT});
  const hits = state.status === 'done' ? state.outcome.hits : [];
  if (hits.length === 0) return null;
  return (
    <nav aria-labelledby="not-found-suggestions" className={styles.suggestions}>
      <h2 id="not-found-suggestions" className={styles.suggestionsTitle}>
        Pages like “{query}”
      </h2>
      <ul className={styles.links}>
        {hits.map((hit) => (
          <li key={hit.url}>
            <Link to={hit.target.url} className={styles.link}>
              {hit.title}
              {hit.target.url !== hit.url && <span className={styles.section}> › {hit.target.title}</span>}
            </Link>
            <Where hit={hit} />
          </li>
        ))}
      </ul>
    </nav>
  );
}
