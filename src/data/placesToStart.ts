/**
 * The 404 page's places to start, as the config gives them (`customFields.notFoundLinks`: the
 * portal's, or a reference built alone's): read from the config, the page bundles neither list.
 */
import type {HomeLink} from './home';

function isHomeLink(link: unknown): link is HomeLink {
  if (typeof link !== 'object' || link === null) return false;
  const {title, description, to} = link as Partial<Record<keyof HomeLink, unknown>>;
  return typeof title === 'string' && typeof description === 'string' && typeof to === 'string';
}

/** The links the config put in `customFields.notFoundLinks`, as the 404 page reads them (none when absent). */
export function placesToStart(configured: unknown): readonly HomeLink[] {
  return Array.isArray(configured) ? configured.filter(isHomeLink) : [];
}
