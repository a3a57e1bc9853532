/**
 * Redoc-style links in description text, resolved to the generated page (and anchor) they
 * name: `#operation/<operationId>`, `#tag/<tag>` (and `#tag/<tag>/operation/<id>`, and
 * Scalar's `#tag/<tag>/<METHOD>/<path>`),
 * `#section/<heading>` (a heading of the overview or of a tag's description, which Redoc
 * also lists as sections; nested ones as `#section/A/B`),
 * `#/components/schemas/<name>` and, from Swagger 2.0, `#/definitions/<name>`. A link
 * that names nothing is a finding at the place of its description, and is shown as text,
 * so it never reaches Docusaurus's link checks. Also what any other link points at
 * (`linkKind`) and where the description first has it (`firstMention`), for the policy of a
 * reference built alone (../descriptionLinks.ts).
 */
import {createSlugger} from '@docusaurus/utils';
import {descriptionHeadings} from './descriptionHeadings';
import {isObject, toPointer, visitMembers} from './json';

export interface LinkTarget {
  /** Page id inside the reference folder. */
  page: string;
  anchor?: string;
}

/** What a link can name: the model's pages, by what Redoc calls them. */
export interface LinkIndex {
  infoId: string;
  title: string;
  description: string;
  operationById: ReadonlyMap<string, {id: string}>;
  /** The operations by method (upper case) and path: `GET /planets` (Scalar's links name them so). */
  operationByRoute?: ReadonlyMap<string, {id: string}>;
  groups: readonly {name: string; id: string; label: string; description?: string}[];
  schemaByRef: ReadonlyMap<string, {id: string}>;
}

const REDOC_LINK = /^#(?:operation|tag|section)\/|^#\/(?:components\/schemas|definitions)\//;

/** Whether `href` is a Redoc-style link (resolvable or not). */
export function isRedocLink(href: string): boolean {
  return REDOC_LINK.test(href);
}

/** A name as Redoc's slugs and writers' spellings compare: decoded, lower case, runs of other characters as `-`. */
function comparable(name: string): string {
  return decodeName(name)
    .toLowerCase()
    .replace(/&/g, '-and-')
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * The headings of a page whose title is `title` and whose text is `description` (the overview,
 * a tag's page), each with its id as Docusaurus makes it: the page's title is its first
 * heading, and every heading of the description has an anchor (one written at the title's
 * level is moved down a level, ../render/safeMdx.ts).
 */
export function headingAnchors(title: string, description: string): {text: string; anchor: string}[] {
  const slugger = createSlugger();
  slugger.slug(title);
  return descriptionHeadings(description).map(({text}) => ({text, anchor: slugger.slug(text)}));
}

/** Resolves Redoc-style links against `index`: the target, or null for one that names nothing. */
export function createLinkResolver(index: LinkIndex): (href: string) => LinkTarget | null {
  // Heading ids as Docusaurus makes them on each page: the overview's, then each tag page's.
  const pages = [
    {page: index.infoId, title: index.title, description: index.description},
    ...index.groups.map((g) => ({page: g.id, title: g.label, description: g.description ?? ''})),
  ];
  const sections = pages.flatMap(({page, title, description}) =>
    headingAnchors(title, description).map(({text, anchor}) => ({key: comparable(text), target: {page, anchor}})),
  );
  const groups = new Map(index.groups.map((g) => [comparable(g.name), g.id]));
  return (href) => {
    const [kind, ...rest] = href.slice(1).split('/');
    if (kind === '' && (rest[0] === 'components' || rest[0] === 'definitions')) {
      const name = rest[0] === 'components' ? rest.slice(2).join('/') : rest.slice(1).join('/');
      const schema = index.schemaByRef.get(toPointer(['components', 'schemas', decodeName(name)]));
      return schema ? {page: schema.id} : null;
    }
    if (kind === 'operation' || (kind === 'tag' && rest[1] === 'operation')) {
      const id = kind === 'operation' ? rest.join('/') : rest.slice(2).join('/');
      const op = index.operationById.get(decodeName(id));
      return op ? {page: op.id} : null;
    }
    // Scalar's `#tag/<tag>/<METHOD>/<path>`: the operation, by its method and path.
    if (kind === 'tag' && rest.length >= 3 && /^[a-z]+$/i.test(rest[1]) && rest[1] !== 'operation') {
      const op = index.operationByRoute?.get(`${rest[1].toUpperCase()} /${decodeName(rest.slice(2).join('/'))}`);
      if (op) return {page: op.id};
    }
    if (kind === 'tag') {
      const page = groups.get(comparable(rest[0] ?? ''));
      return page ? {page} : null;
    }
    if (kind === 'section') {
      const key = comparable(rest[rest.length - 1] ?? '');
      return sections.find((s) => s.key === key)?.target ?? null;
    }
    return null;
  };
}

/** A name or link percent-decoded, or as written when it is not valid percent-encoding. */
export function decodeName(name: string): string {
  try {
    return decodeURIComponent(name);
  } catch {
    return name;
  }
}

export interface UnresolvedLink {
  href: string;
  /** The description that holds it. */
  pointer: string;
}

/**
 * Where description text names a link target starting with `#`: an inline Markdown link
 * (`](#…)`), a Markdown link reference definition (`[name]: #…`), and the `href` of HTML
 * (`<a href="#…">`, quoted or not), which the reference renders as well (render/sanitize.ts).
 */
const LINK_TARGETS =
  /\]\(\s*<?(#[^)\s>]+)|^ {0,3}\[[^\]\n]+\]:[ \t]*<?(#[^\s>]+)|\bhref\s*=\s*(?:"(#[^"]*)"|'(#[^']*)'|(#[^\s"'=<>`]+))/gim;

/** Every Redoc-style link in a description text of `root` that `resolve` cannot place. */
export function findUnresolvedLinks(root: unknown, resolve: (href: string) => LinkTarget | null): UnresolvedLink[] {
  const found: UnresolvedLink[] = [];
  const path: (string | number)[] = [];
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) return visitMembers(path, node.entries(), walk);
    if (!isObject(node)) return;
    for (const [key, value] of Object.entries(node)) {
      if (key === 'example' || key === 'examples' || key === 'default' || key === 'enum') continue;
      path.push(key);
      if (typeof value === 'string' && (key === 'description' || key === 'summary')) {
        for (const match of value.matchAll(LINK_TARGETS)) {
          const href = match.slice(1).find((group) => group !== undefined) ?? '';
          if (isRedocLink(href) && resolve(href) === null) found.push({href, pointer: toPointer(path)});
        }
      } else walk(value);
      path.pop();
    }
  };
  walk(root);
  return found;
}

/**
 * What a link in description text points at, for a reference built alone
 * (`descriptionLinks: 'external-only'`): `redoc` (a page or section of this reference, by
 * Redoc's names), `web` (http, https or mailto: kept as written), `anchor` (`#id` on the page
 * that shows the text), `site` (a path of the owner's own site: `/api/accounts/#get`,
 * `../guides/x`, `//host/x`, `?page=2`), or `scheme` (any other scheme: `ftp:`, `tel:`, …).
 */
export type LinkKind = 'redoc' | 'web' | 'anchor' | 'site' | 'scheme';

export function linkKind(href: string): LinkKind {
  if (isRedocLink(href)) return 'redoc';
  if (/^(?:https?:|mailto:)/i.test(href)) return 'web';
  if (href.startsWith('#')) return 'anchor';
  if (/^[a-z][a-z0-9+.-]*:/i.test(href)) return 'scheme';
  return 'site';
}

/**
 * The description text of `root` that first holds `href` (as written, or percent-encoded as
 * Markdown renderers write it), to place a finding about the link; undefined when none does.
 */
export function firstMention(root: unknown, href: string): string | undefined {
  const spellings = [href];
  try {
    spellings.push(decodeURI(href));
  } catch {
    // Kept as written.
  }
  const path: (string | number)[] = [];
  let found: string | undefined;
  const walk = (node: unknown): void => {
    if (found !== undefined) return;
    if (typeof node === 'string') {
      if (spellings.some((spelling) => node.includes(spelling))) found = toPointer(path);
      return;
    }
    if (Array.isArray(node)) return visitMembers(path, node.entries(), walk);
    if (isObject(node)) visitMembers(path, Object.entries(node), walk);
  };
  walk(root);
  return found;
}
