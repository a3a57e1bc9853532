/** What a page renderer needs: the model, where pages live, and the page's own state. */
import {elementKey, type SpecModel} from '../model';
import {AnchorRegistry} from './html';
import {inlineMarkdownToHtml, markdownToHtml, type LinkPolicy} from './markdown';
import {routeOf} from '../../shared/routes';
import {lifecycleBadges, type LifecycleState, type ReferenceLifecycle} from './lifecycle';

/**
 * Nested named schemas deeper than this link to their page instead of being shown again:
 * on operation pages, and (one level less) on schema pages, where every nested schema is
 * a click away on its own page.
 */
export const MAX_INLINE_DEPTH = {operation: 2, schema: 1} as const;
/** Field rows one page shows before every further named schema becomes a link. */
export const ROW_BUDGET = 120;

export interface SiteRoutes {
  /** The route of the reference folder, e.g. `/docs/api/partner-api`. */
  routeBase: string;
  /** What links in the description's own text may point at (default: anything, checked by the build). */
  linkPolicy?: LinkPolicy;
}

export class PageContext {
  readonly anchors = new AnchorRegistry();
  /** Component schemas already shown on this page, and the anchor where they were. */
  readonly expanded = new Map<string, {anchor: string; label: string}>();
  rowsLeft = ROW_BUDGET;
  /** Releases up to this one get no badge on this page (the release that added its operation). */
  badgesAfter?: string;
  /** How deep nested named schemas are shown on this page. */
  readonly maxInlineDepth: number;

  constructor(
    readonly model: SpecModel,
    readonly routes: SiteRoutes,
    kind: keyof typeof MAX_INLINE_DEPTH = 'operation',
    /** Each element's release history, for its badges (none: deprecations and sunsets only). */
    readonly lifecycle?: ReferenceLifecycle,
  ) {
    this.maxInlineDepth = MAX_INLINE_DEPTH[kind];
  }

  /** The lifecycle badges of the element `key` (the spec model's elementKey), as HTML. */
  badges(key: string | undefined, state: LifecycleState): {html: string; deprecated: boolean} {
    return lifecycleBadges(this.lifecycle, key, state, this.badgesAfter);
  }

  /** The badges of each value of the enum of the element `key`, as HTML. */
  valueBadges(key: string | undefined): (value: string) => string {
    return (value) => (key ? this.badges(elementKey.enumValue(key, value), {deprecated: false}).html : '');
  }

  /** A description from the API description, as HTML. */
  markdown(text: unknown): string {
    return markdownToHtml(text, this.routes.linkPolicy);
  }

  inlineMarkdown(text: unknown): string {
    return inlineMarkdownToHtml(text, this.routes.linkPolicy);
  }

  href(pageId: string, anchor?: string): string {
    return routeOf(pageId, anchor, this.routes.routeBase);
  }

  /** The page of a `#/components/schemas/…` reference, when the value is one. */
  schemaPage(value: unknown): {name: string; href: string; ref: string} | undefined {
    const ref = (value as {$ref?: unknown} | null)?.$ref;
    if (typeof ref !== 'string') return undefined;
    const page = this.model.schemaByRef.get(ref);
    return page ? {name: page.name, href: this.href(page.id), ref} : undefined;
  }
}
