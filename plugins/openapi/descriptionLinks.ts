/**
 * What the reference does with each link of the description's own text: the one LinkPolicy
 * that Markdown links, images and HTML `<a href>` of descriptions pass through
 * (render/markdown.ts, render/safeMdx.ts), and the URLs of `externalDocs`, `contact`,
 * `license` and `termsOfService`. A link only reaches a page as this policy says.
 *
 * `checked` (the portal's own description): a Redoc-style link goes to the page it names, and
 * every other link stays as written, for the build's link check to hold to the site's pages.
 *
 * `external-only` (a description built alone, `build:reference`): the site the description
 * was written for is not there, so a link that names no page of this reference never reaches
 * Docusaurus, whose link check would stop the build with a stack trace:
 *
 * - `#operation/…`, `#tag/…`, `#section/…`, `#/components/schemas/…`: the page (and
 *   heading) it names, or its text (the model warned: `unresolved-link`);
 * - http, https and mailto: as written;
 * - `#id`: kept on a page whose headings include it (the overview's and tags' descriptions),
 *   else its text (`missing-anchor`);
 * - a path of the owner's site (`/api/accounts/#accountsget`, `../guides/x`): absolute
 *   against the link base when there is one, else its text (`relative-link`);
 * - any other scheme: its text (safeMdx.ts and sanitize.ts already drop them, as they drop
 *   `javascript:`, before asking).
 *
 * Each kind is one warning, at the first description that has such a link, with how many
 * links it covers.
 */
import type {LinkPolicy} from './render/markdown';
import {routeOf} from '../shared/routes';
import {decodeName, firstMention, linkKind} from './model/links';
import {isObject, type Problem, type SpecModel} from './model';

/** Where links to the owner's own site are made absolute: an http(s) URL, and where it came from. */
export interface LinkBase {
  url: string;
  from: 'option' | 'externalDocs';
}

/** Whether `url` can be a link base: an absolute http(s) URL. */
export function isLinkBase(url: string): boolean {
  try {
    return /^https?:$/.test(new URL(url).protocol);
  } catch {
    return false;
  }
}

/**
 * The link base of a reference built alone: `option` (`--link-base URL`) when given, else
 * the origin of the description's own `externalDocs.url`. A relative link in a description
 * points at the site its owner publishes the description on, which is the developer portal
 * that `externalDocs` names far more often than the API host of `servers` (where
 * `/api/accounts` would be an endpoint, not a page); the origin, not the URL itself, because
 * a link starting with `/` is read from the site's root, and `externalDocs` usually names one
 * page of the portal (`https://developer.example.com/docs/getting-started`).
 */
export function linkBase(option: string | undefined, root: unknown): LinkBase | undefined {
  if (option !== undefined) return {url: option, from: 'option'};
  const docs = isObject(root) ? root.externalDocs : undefined;
  const url = isObject(docs) && typeof docs.url === 'string' ? docs.url : undefined;
  return url && isLinkBase(url) ? {url: new URL(url).origin, from: 'externalDocs'} : undefined;
}

export interface DescriptionLinkOptions {
  descriptionLinks: 'checked' | 'external-only';
  /** The route of the reference folder. */
  routeBase: string;
  /** The page (and anchor) a Redoc-style link names: null when it names nothing, undefined when it is not one. */
  linkTarget: SpecModel['linkTarget'];
  base?: LinkBase;
}

type Finding = 'relative-link' | 'missing-anchor';

/** How many example links a warning quotes. */
const EXAMPLES = 3;
/** How many of its links a warning looks for in the description to place itself (each a walk of the whole). */
const PLACES_TRIED = 5;

export class DescriptionLinks {
  /** The policy for description text on any page. */
  readonly policy: LinkPolicy;
  private readonly found = new Map<Finding, Set<string>>();

  constructor(private readonly options: DescriptionLinkOptions) {
    this.policy = this.onPage(new Set());
  }

  /**
   * The policy for the text of one page, which keeps a same-page `#id` link when `anchors`
   * (the ids of the page's headings) has its id.
   */
  onPage(anchors: ReadonlySet<string>): LinkPolicy {
    const {descriptionLinks, routeBase, linkTarget, base} = this.options;
    const redoc = (href: string) => {
      const target = linkTarget(href);
      return target === undefined ? undefined : target && routeOf(target.page, target.anchor, routeBase);
    };
    if (descriptionLinks === 'checked') return (href) => redoc(href) ?? href;
    return (href) => {
      switch (linkKind(href)) {
        case 'redoc':
          return redoc(href) ?? null;
        case 'web':
          return href;
        case 'anchor':
          if (href.length > 1 && anchors.has(decodeName(href.slice(1)))) return href;
          return this.note('missing-anchor', href);
        case 'scheme':
          return null;
        case 'site': {
          // The owner's own reference, at a path, by Redoc's names (`/api/#tag/models/operation/list`): here.
          const fragment = href.includes('#') ? href.slice(href.indexOf('#')) : '';
          const here = linkKind(fragment) === 'redoc' ? redoc(fragment) : undefined;
          if (here) return here;
          if (href.trim() === '') return null;
          if (base) {
            this.note('relative-link', href);
            try {
              return new URL(href, base.url).href;
            } catch {
              return null;
            }
          }
          return this.note('relative-link', href);
        }
      }
    };
  }

  private note(finding: Finding, href: string): null {
    let hrefs = this.found.get(finding);
    if (!hrefs) this.found.set(finding, (hrefs = new Set()));
    hrefs.add(href);
    return null;
  }

  /** One warning for each kind of link the policy changed, at the first description that has one. */
  warnings(model: Pick<SpecModel, 'root' | 'locate'>): Problem[] {
    const {base} = this.options;
    const warnings: Problem[] = [];
    for (const [rule, hrefs] of this.found) {
      const links = [...hrefs].sort();
      const n = links.length;
      const examples = `${links.slice(0, EXAMPLES).join(', ')}${n > EXAMPLES ? ', …' : ''}`;
      const count = `${n} link${n === 1 ? '' : 's'} in descriptions`;
      let message: string;
      if (rule === 'relative-link') {
        // A base the writer passed is what they asked for: no warning.
        if (base?.from === 'option') continue;
        message = base
          ? `${count} point${n === 1 ? 's' : ''} at the owner's site (${examples}): linked to ${base.url}, the origin of externalDocs.url; pass --link-base URL to link them elsewhere`
          : `${count} point${n === 1 ? 's' : ''} at the owner's site (${examples}): shown as text; pass --link-base URL to link them`;
      } else {
        message = `${count} point${n === 1 ? 's' : ''} at a section their page does not have (${examples}): shown as text`;
      }
      let pointer: string | undefined;
      for (const href of links.slice(0, PLACES_TRIED)) if ((pointer ??= firstMention(model.root, href))) break;
      warnings.push({...model.locate(pointer ?? '#/info'), rule, message});
    }
    return warnings;
  }
}

/** The links of `model`'s text as a reference with these options shows them (the pages, and their Markdown twins). */
export function descriptionLinksOf(
  model: Pick<SpecModel, 'linkTarget' | 'root'>,
  options: {descriptionLinks: 'checked' | 'external-only'; routeBase: string; descriptionLinkBase?: string},
): DescriptionLinks {
  return new DescriptionLinks({
    descriptionLinks: options.descriptionLinks,
    routeBase: options.routeBase,
    linkTarget: model.linkTarget,
    base: options.descriptionLinks === 'external-only' ? linkBase(options.descriptionLinkBase, model.root) : undefined,
  });
}
