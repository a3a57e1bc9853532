/**
 * HTML written in descriptions, made safe and shaped like the rest of a reference block.
 * markdown-it's output of a text with raw HTML is parsed (hast-util-from-html), cleaned with
 * GitHub's allow-list (hast-util-sanitize's defaultSchema, minus form controls and `<source>`,
 * with the content of scripts, styles, frames, SVG and the like dropped), and only then given
 * what the generator adds: links and images through the page's LinkPolicy (an image from
 * another host becomes a link: the site loads nothing from a third party), headings moved
 * below the page's own, tables in their scrolling box and code highlighted at build time.
 * Nothing the writer wrote can carry one of the generator's classes.
 */
import {fromHtml} from 'hast-util-from-html';
import {defaultSchema, sanitize, type Schema} from 'hast-util-sanitize';
import {toHtml} from 'hast-util-to-html';
import {highlightToHtml, resolveLanguage} from '../../static-code';

/** hast's nodes, as hast-util-from-html gives them (named here: `hast` is its types' package, not ours). */
export type Root = ReturnType<typeof fromHtml>;
type RootContent = Root['children'][number];
type Element = Extract<RootContent, {type: 'element'}>;
export type ElementContent = Element['children'][number];
type Properties = Element['properties'];

/** What a link in a description may point at: the href to use, or null to show its text only. */
export type LinkPolicy = (href: string) => string | null;

const SAFE_URL = /^(?:https?:|mailto:|#|\/(?!\/)|\.{0,2}\/|[^:/?#]*(?:[/?#]|$))/i;

/** True when a link destination cannot run script (http(s), mailto, relative, anchors). */
export function isSafeUrl(url: string): boolean {
  // Browsers ignore whitespace and control characters inside a scheme.
  // eslint-disable-next-line no-control-regex
  const compact = url.replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  // Protocol-relative URLs leave the site; backslashes are read as slashes by browsers.
  if (/^[/\\]{2}/.test(compact)) return false;
  return SAFE_URL.test(compact);
}

/** Where a link of a description goes: a safe destination the policy keeps, or null (its text only). */
export function linkHref(href: string, policy: LinkPolicy): string | null {
  return isSafeUrl(href) ? policy(href) : null;
}

/** What an image of a description becomes: itself (served by the site), a link to it, or its text. */
export type ImageUse = {kind: 'image'; src: string} | {kind: 'link'; href: string} | {kind: 'text'};

export function imageUse(src: string, policy: LinkPolicy, insideLink: boolean): ImageUse {
  const href = src ? linkHref(src, policy) : null;
  if (!href) return {kind: 'text'};
  if (/^\/[^/\\]/.test(href)) return {kind: 'image', src: href};
  // An image inside a link cannot become a link of its own.
  return insideLink ? {kind: 'text'} : {kind: 'link', href};
}

/**
 * What a link to an image with no `alt` says: its file's name (`architecture.png`), never its
 * whole address. An image shown as text says its `alt`: none for a decorative one, unless it is
 * inside a link, whose text it then is.
 */
export function imageName(src: string): string {
  let name = '';
  try {
    name = decodeURIComponent(new URL(src, 'https://x.invalid').pathname.split('/').pop() ?? '');
  } catch {
    name = '';
  }
  return name || 'image';
}

/** A heading of a description, `shift` levels below where its writer put it (h6 at most). */
export const headingLevel = (level: number, shift: number) => Math.min(6, level + shift);
export const HEADING_CLASS = 'api-md-heading';
/** The box a description's table scrolls in (focusable, so a keyboard can scroll it). */
export const TABLE_SCROLL_CLASS = 'api-table-scroll';
export const CODE_CLASS = 'api-code';

const words = (...lines: string[]) => lines.join(' ').split(' ');

/** Elements whose content goes with them: it is code, styling, a frame or a control, never text to read. */
const STRIPPED = words(
  'applet embed frame frameset iframe math noembed noframes noscript object plaintext script select',
  'style svg template textarea title xmp',
);

/**
 * GitHub's allow-list without what a description never needs and a page must not have: form
 * controls (GitHub keeps checkboxes for task lists) and `<picture>`/`<source>`, whose `srcset`
 * would load images from any host.
 */
const SCHEMA: Schema = {
  ...defaultSchema,
  tagNames: (defaultSchema.tagNames ?? []).filter((name) => !['input', 'picture', 'source'].includes(name)),
  required: {},
  strip: STRIPPED,
};

/** Elements that may stand in a line of text; the others are unwrapped in inline HTML. */
const PHRASING = new Set(
  words('a b br code del em i img ins kbd q rp rt ruby s samp span strike strong sub sup tt var'),
);

/**
 * Every HTML element name. A tag with another name (`<id>`, `<string>`, `List<T>`) is a
 * placeholder the writer meant as text, and is shown as written.
 */
export const HTML_ELEMENTS: ReadonlySet<string> = new Set(
  words(
    'a abbr acronym address area article aside audio b base basefont bdi bdo big blink blockquote body br button',
    'canvas caption center cite code col colgroup data datalist dd del details dfn dialog dir div dl dt em embed',
    'fieldset figcaption figure font footer form frame frameset h1 h2 h3 h4 h5 h6 head header hgroup hr html i',
    'iframe img input ins kbd label legend li link main map mark marquee math menu meta meter nav nobr noembed',
    'noframes noscript object ol optgroup option output p param picture plaintext pre progress q rp rt ruby s samp',
    'script search section select slot small source span strike strong style sub summary sup svg table tbody td',
    'template textarea tfoot th thead time title tr track tt u ul var video wbr xmp',
  ),
);

export interface CleanOptions {
  policy: LinkPolicy;
  /** Inline HTML (a summary, a label): block elements are unwrapped. */
  inline?: boolean;
  /** Levels a heading moves down (block HTML only). */
  headingShift?: number;
}

/** Raw HTML from markdown-it, parsed, cleaned and given the generator's shape. */
export function cleanTree(html: string, options: CleanOptions): Root {
  const tree = sanitize(fromHtml(html, {fragment: true}), SCHEMA) as Root;
  const children = shape(tree.children, {...options, insideLink: false});
  if (options.inline) {
    // A line: one space between words, none around it.
    const first = children[0];
    const last = children[children.length - 1];
    if (first?.type === 'text') first.value = first.value.trimStart();
    if (last?.type === 'text') last.value = last.value.trimEnd();
  }
  tree.children = children.filter((node) => node.type !== 'text' || node.value !== '') as RootContent[];
  return tree;
}

/** The tree as HTML: entities named as markdown-it writes them. */
export function treeToHtml(tree: Root): string {
  return toHtml(tree, {characterReferences: {useNamedReferences: true}}).trim();
}

interface ShapeContext extends CleanOptions {
  insideLink: boolean;
}

const text = (value: string): ElementContent => ({type: 'text', value});
const element = (tagName: string, properties: Properties, children: ElementContent[]): Element => ({
  type: 'element',
  tagName,
  properties,
  children,
});

/** Elements that are nothing but their content: without text, they go. */
const FORMATTING = new Set(words('b del em i ins kbd p q s samp span strike strong sub sup tt var'));

const blank = (nodes: readonly ElementContent[]) => nodes.every((node) => node.type === 'text' && !node.value.trim());

function shape(nodes: readonly RootContent[], context: ShapeContext): ElementContent[] {
  const out: ElementContent[] = [];
  for (const node of nodes) {
    const shaped = node.type === 'element' ? shapeElement(node, context) : node.type === 'text' ? [node] : [];
    for (const item of shaped) {
      // Unclosed tags leave empty copies behind (`<p></p>`, `<b><i>\n</i></b>`): their text stays.
      const kept =
        item.type === 'element' && FORMATTING.has(item.tagName) && blank(item.children) ? item.children : [item];
      for (const child of kept) {
        const previous = out[out.length - 1];
        if (child.type === 'text' && previous?.type === 'text') previous.value += child.value;
        else out.push(child.type === 'text' ? {...child} : child);
      }
    }
  }
  if (context.inline) for (const node of out) if (node.type === 'text') node.value = node.value.replace(/\s+/g, ' ');
  return out;
}

function shapeElement(node: Element, context: ShapeContext): ElementContent[] {
  const {tagName, properties} = node;
  if (tagName === 'a') {
    const href = typeof properties.href === 'string' ? linkHref(properties.href, context.policy) : null;
    const children = shape(node.children, {...context, insideLink: true});
    if (href === null) return children;
    return [{...node, properties: {...properties, href}, children}];
  }
  if (tagName === 'img') {
    const src = typeof properties.src === 'string' ? properties.src : '';
    const alt = typeof properties.alt === 'string' ? properties.alt : '';
    const use = imageUse(src, context.policy, context.insideLink);
    if (use.kind === 'image') return [{...node, properties: {...properties, src: use.src}}];
    if (use.kind === 'link') return [element('a', {href: use.href}, [text(alt || imageName(src))])];
    // A link's only content keeps a name: a link with no text is no link to a screen reader.
    const name = alt || (context.insideLink && src ? imageName(src) : '');
    return name ? [text(name)] : [];
  }
  const children = shape(node.children, context);
  if (context.inline) {
    // Block elements stand apart from the text around them: unwrapped, they are a word apart.
    return PHRASING.has(tagName) ? [{...node, children}] : [text(' '), ...children, text(' ')];
  }
  const heading = /^h([1-6])$/.exec(tagName);
  if (heading) {
    const level = headingLevel(Number(heading[1]), context.headingShift ?? 0);
    return [element(`h${level}`, {...properties, className: [HEADING_CLASS]}, children)];
  }
  if (tagName === 'table')
    return [element('div', {className: [TABLE_SCROLL_CLASS], tabIndex: 0}, [{...node, children}])];
  if (tagName === 'pre') return [element('pre', {...properties, className: [CODE_CLASS]}, children.map(highlightCode))];
  return [{...node, children}];
}

/** A fenced block's code (`<code class="language-…">`), highlighted as the Markdown path highlights it. */
function highlightCode(node: ElementContent): ElementContent {
  if (node.type !== 'element' || node.tagName !== 'code') return node;
  const classes = Array.isArray(node.properties.className) ? node.properties.className.map(String) : [];
  const language = classes.find((name) => name.startsWith('language-'))?.slice('language-'.length);
  // The language was for the highlighter; the Markdown path writes no class either.
  const properties = {...node.properties};
  delete properties.className;
  const code = textContent(node.children);
  if (!language || !knownLanguage(language) || node.children.some((child) => child.type !== 'text')) {
    return {...node, properties};
  }
  const highlighted = fromHtml(highlightToHtml(code, language), {fragment: true}).children as ElementContent[];
  return element('code', properties, highlighted);
}

export function knownLanguage(language: string): boolean {
  try {
    return resolveLanguage(language) !== null;
  } catch {
    return false;
  }
}

/** The text of some nodes; `spaced`, a line break or a block element is a word apart from the text around it. */
function textContent(nodes: readonly RootContent[], spaced = false): string {
  return nodes
    .map((node) => {
      if (node.type === 'text') return node.value;
      if (node.type !== 'element') return '';
      const inner = textContent(node.children, spaced);
      return spaced && (node.tagName === 'br' || !PHRASING.has(node.tagName)) ? ` ${inner} ` : inner;
    })
    .join('');
}

/** The words of a cleaned tree: no tag, no comment, one space between them. */
export function treeText(tree: Root): string {
  return textContent(tree.children, true).replace(/\s+/g, ' ').trim();
}
