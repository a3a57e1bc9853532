/**
 * What the search index is told about a page besides its text, so that a page's own
 * definition of a term ranks above pages that only mention it. These attributes go into
 * the HTML handed to Pagefind, never into the page a reader downloads:
 *
 *  - a term a page defines in a definition list (`- \`X-Nonce\`: …`) or in the first column
 *    of a table weighs as a field name does, unless the page is a guide and the term is an
 *    entry of the API reference (an error code, a field, a header): the reference defines
 *    it, and a guide's table of error codes only refers to them (an address is no term);
 *  - a heading that many pages share ("Rate limit", "Related pages") is part of a template
 *    and weighs as running text;
 *  - a reference entry's notes (its limits, allowed values and example: `.api-notes`) are
 *    values, not what the page is about, and weigh half as much as running text: a header
 *    or code given as an example (`Example: Content-Security-Policy`) does not outrank the
 *    page that explains it;
 *  - every heading and every name the index weighs as one is listed in the page's `terms`
 *    metadata, whose matches the browser boosts (client/engine.ts);
 *  - table header cells and the like end with a space, which Pagefind does not add after them
 *    as it does after a paragraph or a data cell ("Scope" and "Grants" were one word);
 *  - the automatic `image` metadata (a data URL on some pages) is dropped: nothing shows it.
 */
import {
  attr,
  children,
  elements,
  findElement,
  hasClass,
  isElement,
  matches,
  parseSelector,
  setAttr,
  textOf,
} from './html';
import type {Element, Node, ParentNode, TextNode} from './html';

/** The metadata field that lists what a page defines. */
export const TERMS_META = 'terms';
/** A heading text found on this many pages or more belongs to a template. */
export const TEMPLATE_HEADING_PAGES = 3;
/** A defined term weighs as a field name of the reference does (plugins/openapi/render/schema.ts). */
export const DEFINED_TERM_WEIGHT = 3;
/** A list of values (a field's limits, allowed values, example) weighs less than running text. */
export const VALUE_LIST_WEIGHT = 0.5;
/** What weighs at least this much is a heading of some kind, and names what its page defines. */
const HEADING_WEIGHT = 2;

const HEADINGS = new Set(['h2', 'h3', 'h4']);
/** Block elements whose text Pagefind runs into the next element's (it separates p, td, li, div and headings). */
const UNSEPARATED = new Set(['th', 'dt', 'dd', 'caption', 'figcaption', 'summary', 'blockquote']);

export interface PageTree {
  /** The element Pagefind indexes (`data-pagefind-body`), if the page has one. */
  body: Element | undefined;
  /** Whether the page is part of the API reference (its `kind` filter). */
  reference: boolean;
  /** Whether Pagefind leaves an element out (INDEX_EXCLUDE, `data-pagefind-ignore`). */
  skip: (element: Element) => boolean;
  /** The elements Pagefind reads in the body, in document order, as the page was parsed. */
  indexed: () => Element[];
}

export function pageTree(document: ParentNode, exclude: readonly string[]): PageTree {
  const selectors = exclude.map(parseSelector);
  // Each element is asked about several times (every walk of the body, every text read);
  // nothing the annotations set changes the answer.
  const skipped = new Map<Element, boolean>();
  const skip = (element: Element) => {
    let answer = skipped.get(element);
    if (answer === undefined) {
      answer =
        attr(element, 'data-pagefind-ignore') !== undefined ||
        hasClass(element, 'hash-link') ||
        selectors.some((selector) => matches(element, selector));
      skipped.set(element, answer);
    }
    return answer;
  };
  const body = findElement(document, (element) => attr(element, 'data-pagefind-body') !== undefined);
  const reference = body !== undefined && attr(body, 'data-pagefind-filter') === 'kind:API reference';
  let indexed: Element[] | undefined;
  return {body, reference, skip, indexed: () => (indexed ??= body ? elements(body, skip) : [])};
}

/** The texts of a page's section headings (h2 to h4), as Pagefind reads them. */
export function headingTexts({indexed, skip}: PageTree): string[] {
  return indexed()
    .filter((element) => HEADINGS.has(element.tagName))
    .map((element) => textOf(element, skip));
}

/** The names of a reference page's entries: the titled sections (fields, parameters, headers, error codes). */
export function entryNames({indexed, reference}: PageTree): string[] {
  if (!reference) return [];
  return indexed().flatMap((element) => {
    const title = attr(element, 'data-pagefind-title');
    return title && attr(element, 'id') ? [title] : [];
  });
}

/**
 * Empties what Pagefind leaves out (INDEX_EXCLUDE, `data-pagefind-ignore`) in a page's
 * indexed body, keeping the elements themselves so the text around them is split as before:
 * the code samples are most of an operation page, and Pagefind would parse them only to skip
 * them. A subtree that holds a `data-pagefind-*` attribute is left whole.
 */
export function emptySkipped({body, skip}: PageTree): void {
  if (!body) return;
  const tagsPagefind = (element: Element): boolean =>
    element.attrs.some((a) => a.name.startsWith('data-pagefind-')) || children(element).some(tagsPagefind);
  const visit = (element: Element) => {
    for (const child of children(element)) {
      if (!skip(child)) visit(child);
      else if (!children(child).some(tagsPagefind)) child.childNodes = [];
    }
  };
  visit(body);
}

/**
 * What the site says of its headings and entries, learnt page by page in page order, and
 * which pages it has already decided. A heading is a template's once
 * TEMPLATE_HEADING_PAGES pages have it, and stays one; a text is an entry of the reference
 * once a reference page names it, and stays one. So a page whose every mark (`prepareForIndex`)
 * is one of those two is `settled`: `resolveForIndex` with the facts known so far gives what
 * it gives with the whole site's, and the page can be indexed before the rest are read. Any
 * other answer ("not a template", "not an entry") is known only once every page is added.
 */
export class SiteReading {
  private readonly pagesWith = new Map<string, number>();
  private readonly template = new Set<string>();
  private readonly entries = new Set<string>();

  /** Adds a page's heading texts (headingTexts) and entry names (entryNames). */
  add(headings: readonly string[], entries: readonly string[]): void {
    for (const text of new Set(headings)) {
      const pages = (this.pagesWith.get(text) ?? 0) + 1;
      this.pagesWith.set(text, pages);
      if (pages >= TEMPLATE_HEADING_PAGES) this.template.add(text);
    }
    for (const name of entries) this.entries.add(name);
  }

  /** Whether what is known already decides every mark of the page. */
  settles(pending: PendingPage): boolean {
    return pending.marks.every((mark) =>
      mark.when === 'template' ? this.template.has(mark.text) : this.entries.has(mark.text),
    );
  }

  /** The facts so far: the whole site's once every page is added. */
  get facts(): SiteFacts {
    return {template: this.template, entries: this.entries};
  }
}

function firstContent(node: ParentNode): Node | undefined {
  return node.childNodes.find((child) => !(child.nodeName === '#text' && textOf(child) === ''));
}

function weightOf(element: Element): number | undefined {
  const value = attr(element, 'data-pagefind-weight');
  return value === undefined ? undefined : Number(value);
}

/** The `code` a list item defines: `<li><code>term</code>: what it is</li>` (also inside a first `<p>`). */
function definedInListItem(item: Element): Element | undefined {
  let container: ParentNode = item;
  const first = firstContent(item);
  if (first && isElement(first) && first.tagName === 'p') container = first;
  const nodes = container.childNodes.filter((child) => !(child.nodeName === '#text' && textOf(child) === ''));
  const [code, after] = nodes;
  if (!code || !isElement(code) || code.tagName !== 'code' || !after) return undefined;
  return after.nodeName === '#text' && textOf(after).startsWith(':') ? code : undefined;
}

/** The `code` elements of a table row's first cell, when the cell holds nothing else. */
function definedInTableRow(row: Element): Element[] {
  const cell = children(row)[0];
  if (!cell || cell.tagName !== 'td') return [];
  const codes = elements(cell).filter((element) => element.tagName === 'code');
  if (codes.length === 0) return [];
  const rest = cell.childNodes
    .filter((child) => !(isElement(child) && child.tagName === 'code'))
    .map((child) => textOf(child))
    .join(' ');
  return /^[\s,/]*(?:(?:or|and)[\s,/]*)?$/.test(rest) ? codes : [];
}

export interface SiteFacts {
  /** Heading texts that belong to templates (SiteReading). */
  template: ReadonlySet<string>;
  /** The names of every entry of the API reference (entryNames). */
  entries: ReadonlySet<string>;
}

/**
 * The attribute that stands, in a page annotated alone, for a weight that depends on the
 * whole site; `resolveForIndex` replaces it. A built page that already has it is refused.
 */
export const PENDING_ATTR = 'data-pagefind-pending';
/** The value of the terms metadata until the site is known. */
const PENDING_TERMS = '@pending-terms@';

/** A weight the site decides: a heading weighs as running text if it is a template's; a guide's term weighs unless the reference defines it. */
interface Mark {
  when: 'template' | 'not-entry';
  text: string;
  weight: string;
}

/** What `prepareForIndex` leaves for the site to decide on one page (small: it is kept for every page). */
export interface PendingPage {
  marks: Mark[];
  /** Candidate terms in page order; one with a mark is a term if the mark applies (`is`) or does not. */
  terms: {text: string; mark?: number; is?: boolean}[];
}

/**
 * Annotates one page for the index as far as the page alone decides (see the file's header),
 * and marks what the whole site decides with PENDING_ATTR. Serialize the page, then
 * `resolveForIndex` the HTML once every page is prepared: one parse per page.
 */
export function prepareForIndex(tree: PageTree): PendingPage {
  const pending: PendingPage = {marks: [], terms: []};
  const {body, reference, skip} = tree;
  if (!body) return pending;
  const marked = new Map<Element, number>();
  const mark = (element: Element, when: Mark['when'], text: string, weight: number | string) => {
    marked.set(element, pending.marks.length);
    setAttr(element, PENDING_ATTR, String(pending.marks.length));
    pending.marks.push({when, text, weight: String(weight)});
  };
  const inBody = tree.indexed();
  for (const element of inBody) {
    if (UNSEPARATED.has(element.tagName)) {
      element.childNodes.push({nodeName: '#text', value: ' ', parentNode: element} as TextNode);
    }
    if (HEADINGS.has(element.tagName) && weightOf(element) === undefined) {
      mark(element, 'template', textOf(element, skip), 1);
    }
    if (hasClass(element, 'api-notes') && weightOf(element) === undefined) {
      setAttr(element, 'data-pagefind-weight', String(VALUE_LIST_WEIGHT));
    }
    const defined =
      element.tagName === 'li'
        ? [definedInListItem(element)]
        : element.tagName === 'tr'
          ? definedInTableRow(element)
          : [];
    for (const code of defined) {
      // An address is a value, not a term anyone looks up.
      if (!code || weightOf(code) !== undefined || marked.has(code) || textOf(code).includes('://')) continue;
      if (reference) setAttr(code, 'data-pagefind-weight', String(DEFINED_TERM_WEIGHT));
      else mark(code, 'not-entry', textOf(code), DEFINED_TERM_WEIGHT);
    }
  }
  for (const element of inBody) {
    const weight = weightOf(element);
    const index = marked.get(element);
    const isHeading = HEADINGS.has(element.tagName) && weight === undefined;
    // A heading is a term unless it turns out a template's; a guide's term is one if it keeps its weight.
    const candidate =
      index !== undefined
        ? {mark: index, is: pending.marks[index].when === 'not-entry'}
        : isHeading || (weight !== undefined && weight >= HEADING_WEIGHT)
          ? {}
          : undefined;
    if (!candidate) continue;
    const text = textOf(element, skip);
    if (text) pending.terms.push({text, ...candidate});
  }
  const meta = {
    nodeName: 'span',
    tagName: 'span',
    namespaceURI: body.namespaceURI,
    attrs: [
      {name: 'data-pagefind-meta', value: `${TERMS_META}[data-terms], image:`},
      {name: 'data-terms', value: PENDING_TERMS},
    ],
    parentNode: body,
    childNodes: [],
  } as Element;
  body.childNodes.unshift(meta);
  return pending;
}

/** What parse5's serializer escapes in an attribute value (its `escapeAttribute`). */
const escapeAttribute = (value: string) =>
  value.replace(/["&\u00a0]/g, (c) => (c === '"' ? '&quot;' : c === '&' ? '&amp;' : '&nbsp;'));

/**
 * Completes a prepared page's HTML (see `prepareForIndex`) with what the whole site says.
 * Returns the HTML for the index and the terms it listed.
 */
export function resolveForIndex(
  html: string,
  pending: PendingPage,
  {template, entries}: SiteFacts,
): {html: string; terms: string[]} {
  const applies = pending.marks.map((m) => (m.when === 'template' ? template.has(m.text) : !entries.has(m.text)));
  const terms = new Map<string, string>();
  for (const {text, mark, is} of pending.terms) {
    if (mark !== undefined && applies[mark] !== is) continue;
    if (!terms.has(text.toLowerCase())) terms.set(text.toLowerCase(), text);
  }
  const resolved = html
    .replace(new RegExp(` ${PENDING_ATTR}="(\\d+)"`, 'g'), (_, n: string) =>
      applies[Number(n)] ? ` data-pagefind-weight="${pending.marks[Number(n)].weight}"` : '',
    )
    .replace(`data-terms="${PENDING_TERMS}"`, () => `data-terms="${escapeAttribute([...terms.values()].join(' · '))}"`);
  return {html: resolved, terms: [...terms.values()]};
}
