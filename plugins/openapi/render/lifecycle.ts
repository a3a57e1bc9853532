/**
 * Lifecycle badges: "New in 1.2.0", "Changed in 1.2.0" and "Deprecated — stops working after
 * 31 October 2025", as small static elements with their words in the text (never colour alone).
 * A badge about a release links to that release's entry on the changelog page. What each
 * element's history is comes from the releases (plugins/api-changes/lifecycle.ts, handed in by
 * the site config); a reference built without releases (`npm run build:reference`) shows only
 * deprecations and sunsets.
 */
import {
  compareVersions,
  operationKey,
  sunsetWords,
  type ApiOperation,
  type ElementHistory,
  type LifecycleIndex,
} from '../model';
import {el, escapeHtml} from './html';

export interface ReferenceLifecycle {
  history: LifecycleIndex;
  /** The changelog entry of a release (`/docs/changelog#120--october-2024`), if it has one. */
  releaseHref: (version: string) => string | undefined;
}

/** An operation's key in the releases' diff (`GET /v1/x`); webhooks are not in it. */
export const diffKey = (op: ApiOperation) => (op.kind === 'operation' ? operationKey(op.method, op.path) : undefined);

export interface LifecycleState {
  /** Whether the description marks the element deprecated now. */
  deprecated: boolean;
  /** Its `x-sunset`, `YYYY-MM-DD`. */
  sunset?: string;
}

/** What to show: each badge's kind, its text and its longer explanation. */
export interface BadgeSpec {
  kind: 'new' | 'changed' | 'deprecated';
  text: string;
  title: string;
  version?: string;
}

/**
 * The badges of an element, in reading order; none about releases up to `after` (on a page
 * whose operation came in that release). Pure: the unit tests read it directly.
 */
export function badgeSpecs(history: ElementHistory | undefined, state: LifecycleState, after?: string): BadgeSpec[] {
  const badges: BadgeSpec[] = [];
  const later = (version: string | undefined): version is string =>
    version !== undefined && (after === undefined || compareVersions(version, after) > 0);
  if (later(history?.added))
    badges.push({
      kind: 'new',
      text: `New in ${history.added}`,
      title: `Added in version ${history.added} of the API`,
      version: history.added,
    });
  if (later(history?.changed) && history.changed !== history.added)
    badges.push({
      kind: 'changed',
      text: `Changed in ${history.changed}`,
      title: `Changed in version ${history.changed} of the API: see what changed in the changelog`,
      version: history.changed,
    });
  // Only the description says whether it is deprecated now; the releases say since when.
  if (state.deprecated && (state.sunset || history?.deprecated)) {
    const since = history?.deprecated ? ` in ${history.deprecated}` : '';
    const sunset = state.sunset ? sunsetWords(state.sunset) : undefined;
    badges.push({
      kind: 'deprecated',
      text: sunset ? `Deprecated — stops working after ${sunset}` : `Deprecated${since}`,
      title: `Deprecated${since}${sunset ? `; it stops working after ${sunset}` : ''}`,
      version: history?.deprecated,
    });
  }
  return badges;
}

/** The badges as HTML (empty when there are none); `deprecated` is true when they include one. */
export function lifecycleBadges(
  lifecycle: ReferenceLifecycle | undefined,
  key: string | undefined,
  state: LifecycleState,
  after?: string,
): {html: string; deprecated: boolean} {
  const specs = badgeSpecs(key ? lifecycle?.history.get(key) : undefined, state, after);
  const html = specs
    .map((badge) => {
      const href = badge.version ? lifecycle?.releaseHref(badge.version) : undefined;
      // Search indexes the element, not its badges (data-pagefind-ignore).
      const attributes = {
        class: `api-badge api-badge--${badge.kind}`,
        title: badge.title,
        'data-pagefind-ignore': true,
      };
      return href
        ? el('a', {...attributes, href}, escapeHtml(badge.text))
        : el('span', attributes, escapeHtml(badge.text));
    })
    .join(' ');
  return {html, deprecated: specs.some((badge) => badge.kind === 'deprecated')};
}
