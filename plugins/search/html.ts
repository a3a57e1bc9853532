/**
 * The parse5 tree of a built page, as the search index reads it: elements, their text, and
 * the few CSS selector forms INDEX_EXCLUDE uses (tag, `.class`, `[attr]`, `[attr="value"]`,
 * `:not(…)`, descendant and `>` combinators), so that annotate.ts sees what Pagefind indexes.
 */
import type {DefaultTreeAdapterMap} from 'parse5';

export type Node = DefaultTreeAdapterMap['node'];
export type Element = DefaultTreeAdapterMap['element'];
export type ParentNode = DefaultTreeAdapterMap['parentNode'];
export type TextNode = DefaultTreeAdapterMap['textNode'];

export function isElement(node: Node): node is Element {
  return 'tagName' in node;
}

export function attr(element: Element, name: string): string | undefined {
  return element.attrs.find((a) => a.name === name)?.value;
}

export function setAttr(element: Element, name: string, value: string): void {
  const existing = element.attrs.find((a) => a.name === name);
  if (existing) existing.value = value;
  else element.attrs.push({name, value});
}

export function hasClass(element: Element, name: string): boolean {
  const value = attr(element, 'class');
  // Most elements fail the substring test; only those that pass are split into names.
  return value !== undefined && value.includes(name) && value.split(/\s+/).includes(name);
}

export function children(node: ParentNode): Element[] {
  return node.childNodes.filter(isElement);
}

/** Every element under `root`, in document order, skipping (with their subtrees) those `skip` refuses. */
export function elements(root: ParentNode, skip: (element: Element) => boolean = () => false): Element[] {
  const found: Element[] = [];
  const visit = (node: ParentNode) => {
    for (const child of children(node)) {
      if (skip(child)) continue;
      found.push(child);
      visit(child);
    }
  };
  visit(root);
  return found;
}

/** The first element under `root`, in document order, that `test` accepts. */
export function findElement(root: ParentNode, test: (element: Element) => boolean): Element | undefined {
  for (const child of children(root)) {
    if (test(child)) return child;
    const found = findElement(child, test);
    if (found) return found;
  }
  return undefined;
}

/** The text of a node as a reader sees it: whitespace collapsed, zero-width spaces gone. */
export function textOf(node: Node, skip: (element: Element) => boolean = () => false): string {
  const parts: string[] = [];
  const visit = (current: Node) => {
    if (current.nodeName === '#text') parts.push((current as TextNode).value);
    else if (isElement(current) && !skip(current)) current.childNodes.forEach(visit);
    else if (current.nodeName === '#document-fragment' || current.nodeName === '#document')
      (current as ParentNode).childNodes.forEach(visit);
  };
  visit(node);
  return parts
    .join('')
    .replace(/\u200b/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

interface Compound {
  tag?: string;
  classes: string[];
  attributes: {name: string; value?: string}[];
  not: Compound[];
}
type Selector = {compound: Compound; combinator: ' ' | '>' | undefined}[];

function parseCompound(source: string): Compound {
  const compound: Compound = {classes: [], attributes: [], not: []};
  const pattern = /\*|[a-z][a-z0-9-]*|\.[\w-]+|\[([\w-]+)(?:="([^"]*)")?\]|:not\(([^)]*)\)/gy;
  let rest = source;
  while (rest.length > 0) {
    pattern.lastIndex = 0;
    const match = pattern.exec(rest);
    if (!match) throw new Error(`search index: unsupported selector "${source}"`);
    const [token, attrName, attrValue, inner] = match;
    if (token.startsWith('.')) compound.classes.push(token.slice(1));
    else if (attrName) compound.attributes.push({name: attrName, value: attrValue});
    else if (inner !== undefined) compound.not.push(parseCompound(inner.trim()));
    else if (token !== '*') compound.tag = token;
    rest = rest.slice(token.length);
  }
  return compound;
}

/** Parses one selector of the supported forms; throws on anything else. */
export function parseSelector(source: string): Selector {
  const tokens = source
    .trim()
    .replace(/\s*>\s*/g, ' > ')
    .split(/\s+/);
  const selector: Selector = [];
  let combinator: ' ' | '>' | undefined;
  for (const token of tokens) {
    if (token === '>') {
      combinator = '>';
      continue;
    }
    selector.push({
      compound: parseCompound(token),
      combinator: selector.length === 0 ? undefined : (combinator ?? ' '),
    });
    combinator = undefined;
  }
  return selector;
}

function matchesCompound(element: Element, compound: Compound): boolean {
  if (compound.tag && element.tagName !== compound.tag) return false;
  if (!compound.classes.every((name) => hasClass(element, name))) return false;
  if (
    !compound.attributes.every(({name, value}) =>
      value === undefined ? attr(element, name) !== undefined : attr(element, name) === value,
    )
  )
    return false;
  return compound.not.every((inner) => !matchesCompound(element, inner));
}

function parentElement(element: Element): Element | undefined {
  const parent = element.parentNode;
  return parent && isElement(parent as Node) ? (parent as Element) : undefined;
}

function matchesFrom(element: Element, selector: Selector, index: number): boolean {
  const {compound, combinator} = selector[index];
  if (!matchesCompound(element, compound)) return false;
  if (index === 0) return true;
  if (combinator === '>') {
    const parent = parentElement(element);
    return parent !== undefined && matchesFrom(parent, selector, index - 1);
  }
  for (let ancestor = parentElement(element); ancestor; ancestor = parentElement(ancestor)) {
    if (matchesFrom(ancestor, selector, index - 1)) return true;
  }
  return false;
}

export function matches(element: Element, selector: Selector): boolean {
  return matchesFrom(element, selector, selector.length - 1);
}
