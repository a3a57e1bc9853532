/**
 * Where the skill's links go. An agent reads Markdown, so a page of the site is linked by its
 * Markdown twin (its URL plus `.md`) when the build writes twins, else by its URL; a link in
 * the description's own text is made absolute, or left as its text when it names nothing an
 * agent could fetch.
 */
import {routeOf} from '../shared/routes';
import type {SpecModel} from '../openapi/model';

export interface SkillLinks {
  /** Whether pages are linked by their Markdown twins. */
  twins: boolean;
  /** The URL of a reference page (a page id of the spec model). */
  page: (id: string) => string;
  /** The URL of a path of this site (`/docs/introduction`). */
  sitePath: (path: string) => string;
  /** Description Markdown with every inline link absolute, or its text where it names nothing. */
  rewrite: (markdown: string) => string;
}

export interface SkillLinkOptions {
  /** The site's origin and base, without a trailing slash. */
  siteUrl: string;
  /** Whether the build writes a Markdown twin of each doc page. */
  twins: boolean;
  /**
   * Where a description's links to site paths point: `site` (the portal, whose own pages they
   * are), or the absolute URL of the owner's site (a reference built alone), or none (text).
   */
  pathBase: 'site' | string | undefined;
  linkTarget: SpecModel['linkTarget'];
}

export function skillLinks({siteUrl, twins, pathBase, linkTarget}: SkillLinkOptions): SkillLinks {
  const sitePath = (path: string) => {
    const [pathname] = path.split('#');
    const twin = twins && pathname.startsWith('/docs/') && !/\.[a-z]+$/.test(pathname);
    return `${siteUrl}${pathname}${twin ? '.md' : ''}`;
  };
  const page = (id: string) => sitePath(routeOf(id));
  const target = (href: string): string | undefined => {
    if (/^(https?:|mailto:)/i.test(href)) return href;
    const named = linkTarget(href);
    if (named) return page(named.page);
    if (named === null || !href.startsWith('/')) return undefined;
    if (pathBase === 'site') return sitePath(href);
    return pathBase ? new URL(href, pathBase).href : undefined;
  };
  const rewrite = (markdown: string) =>
    markdown.replace(
      /(!?)\[([^\]]*)\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g,
      (whole, bang: string, text: string, href: string) => {
        if (bang) return whole;
        const url = target(href);
        return url ? `[${text}](${url})` : text;
      },
    );
  return {twins, page, sitePath, rewrite};
}
