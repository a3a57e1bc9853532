/**
 * HTML → Markdown for the docs exports. Pure functions over one built page's HTML.
 */
import TurndownService from 'turndown';
import {gfm} from 'turndown-plugin-gfm';
import {markdownTwinOf, REFERENCE_ROUTE_BASE, routeOf} from '../shared/routes';
import {escapeTagLikeText} from '../shared/text';

/** One exported page. */
export interface ExportedPage {
  route: string;
  title: string;
  description: string;
  markdown: string;
}

type ImageUrl = (src: string) => string | null;

/**
 * The converter of one page. `imageUrl` turns an image's `src` into the absolute URL the
 * export links to, or null when the image has no URL of its own.
 */
function createTurndown(imageUrl: ImageUrl): TurndownService {
  const turndown = new TurndownService({headingStyle: 'atx', codeBlockStyle: 'fenced', bulletListMarker: '-'});
  turndown.use(gfm);
  // Text that reads as a tag (`&lt;currency&gt;` in the page) stays text in Markdown.
  const escape = turndown.escape.bind(turndown);
  turndown.escape = (text: string) => escapeTagLikeText(escape(text));
  // Chrome around the content that means nothing in a text export.
  turndown.addRule('chrome', {
    filter: (node: HTMLElement) =>
      ['SCRIPT', 'STYLE', 'BUTTON', 'NAV', 'SVG'].includes(node.nodeName) ||
      node.getAttribute?.('role') === 'tablist' ||
      node.getAttribute?.('data-export') === 'skip' ||
      /\bhash-link\b/.test(node.getAttribute?.('class') ?? ''),
    replacement: () => '',
  });

  // A code panel (plugins/openapi/theme/CodePanel) whose picker the export skips: its heading, then its code blocks.
  turndown.addRule('codePanel', {
    filter: (node) => node.nodeName === 'SECTION' && Boolean(node.getAttribute('data-export-title')),
    replacement: (content, node) =>
      `\n\n## ${(node as HTMLElement).getAttribute('data-export-title')}\n\n${content}\n\n`,
  });

  // A long enum folded on the page (`One of 22 values` over them): its summary, a colon, its values.
  turndown.addRule('foldedEnum', {
    filter: (node) => node.nodeName === 'SUMMARY' && /\bapi-enum\b/.test(node.parentElement?.className ?? ''),
    replacement: (content) => `${content.trim()}: `,
  });

  // The method badge and path line of an operation page.
  turndown.addRule('apiEndpoint', {
    filter: (node) => node.nodeName === 'DIV' && /\bapi-endpoint\b/.test(node.getAttribute('class') ?? ''),
    replacement(_content, node) {
      const method = node.querySelector('.api-endpoint__method')?.textContent?.trim() ?? '';
      const url = node.querySelector('.api-endpoint__path')?.textContent?.trim() ?? '';
      return `\n\n\`${method} ${url}\`\n\n`;
    },
  });

  // Docusaurus code blocks: one span per line, an optional title above, language in the class.
  turndown.addRule('docusaurusCodeBlock', {
    filter: (node) => node.nodeName === 'DIV' && /codeBlockContainer/.test(node.className ?? ''),
    replacement(_content, node) {
      const pre = node.querySelector('pre');
      if (!pre) return '';
      const language = (pre.className.match(/language-([\w-]+)/) ?? [])[1] ?? '';
      const title = node.querySelector('[class*="codeBlockTitle"]')?.textContent?.trim();
      const lines = Array.from(pre.querySelectorAll('.token-line'), (line) => line.textContent ?? '');
      const code = (lines.length ? lines.join('\n') : (pre.textContent ?? '')).replace(/\n+$/, '');
      const longest = Math.max(2, ...[...code.matchAll(/`+/g)].map((m) => m[0].length));
      const fence = '`'.repeat(longest + 1);
      const info = title ? `${language} title="${title.replace(/"/g, "'")}"` : language;
      return `\n\n${fence}${info}\n${code}\n${fence}\n\n`;
    },
  });

  // Images are linked by their URL on the site, never embedded as data: URLs. A themed image
  // (ThemedImage: both colour-mode variants in the server HTML) is exported once, as its light variant.
  turndown.addRule('image', {
    filter: 'img',
    replacement(_content, node) {
      if (/\bthemedComponent--dark/.test(node.getAttribute('class') ?? '')) return '';
      const alt = (node.getAttribute('alt') ?? '').replace(/\s+/g, ' ').trim();
      const url = imageUrl(node.getAttribute('src') ?? '');
      if (!url) return alt ? `[Image: ${turndown.escape(alt)}]` : '';
      const destination = url.replace(/[()<> ]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
      return `![${turndown.escape(alt)}](${destination})`;
    },
  });
  return turndown;
}

/**
 * Fragments of HTML (descriptions as the reference renders them) as Markdown, with the pages'
 * converter; images resolve against `baseUrl`.
 */
export function htmlFragmentConverter(baseUrl: string): (html: string) => string {
  const turndown = createTurndown((src) => (src && !src.startsWith('data:') ? new URL(src, baseUrl).href : null));
  return (html) =>
    html
      ? turndown
          .turndown(html)
          .replace(/\n{3,}/g, '\n\n')
          .trim()
      : '';
}

function between(html: string, open: string, close: string): string | null {
  const start = html.indexOf(open);
  if (start === -1) return null;
  const end = html.indexOf(close, start);
  return end === -1 ? null : html.slice(start, end + close.length);
}

function attribute(html: string, pattern: RegExp): string {
  const match = html.match(pattern);
  return match ? decode(match[1] ?? match[2] ?? '') : '';
}

function decode(text: string): string {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/** The bytes of a `data:` URL (base64 or percent-encoded), or null if it is not one. */
export function dataUrlBytes(url: string): Buffer | null {
  const match = /^data:[^,]*?(;base64)?,(.*)$/s.exec(url);
  if (!match) return null;
  return match[1] ? Buffer.from(match[2], 'base64') : Buffer.from(decodeURIComponent(match[2]), 'utf8');
}

/** The title (without the site's name) and the meta description of one built page. */
export function pageHead(html: string): Pick<ExportedPage, 'title' | 'description'> {
  const title = attribute(html, /<title[^>]*>([^<]*)<\/title>/).replace(/\s*\|[^|]*$/, '');
  // The HTML may be minified, with unquoted attributes.
  const description = attribute(html, /<meta[^>]*\bname="?description"?[^>]*\bcontent=(?:"([^"]*)"|([^\s>]+))/);
  return {title, description};
}

/**
 * Title, description and Markdown of one built page. `pageUrl` is the page's absolute URL,
 * against which image paths resolve; `inlineImagePath` finds the site path of the file with
 * the bytes of an image the build inlined as a `data:` URL.
 */
export function htmlPageToMarkdown(
  html: string,
  {pageUrl, inlineImagePath = () => null}: {pageUrl: string; inlineImagePath?: (bytes: Buffer) => string | null},
): Omit<ExportedPage, 'route'> {
  const imageUrl = (src: string) => {
    if (!src) return null;
    const bytes = dataUrlBytes(src);
    const sitePath = bytes ? inlineImagePath(bytes) : src;
    return sitePath ? new URL(sitePath, pageUrl).href : null;
  };
  const turndown = createTurndown(imageUrl);
  const {title, description} = pageHead(html);
  const article = between(html, '<article', '</article>') ?? between(html, '<main', '</main>') ?? '';
  let markdown = turndown.turndown(article).trim();
  if (!/^# /.test(markdown)) markdown = `# ${title}\n\n${markdown}`;
  return {title, description, markdown: `${markdown.replace(/\n{3,}/g, '\n\n')}\n`};
}

const isQuickstart = (r: string) => r.startsWith('/docs/quickstarts/');
const isReference = (r: string) => r.startsWith(`${REFERENCE_ROUTE_BASE}/`);

/** The sections of the pages, in order: a guide is any doc that is not a quickstart or in the reference. */
const SECTION_ORDER: [string, (route: string) => boolean][] = [
  ['Guides', (r: string) => r.startsWith('/docs/') && !isQuickstart(r) && !isReference(r)],
  ['Quickstarts', isQuickstart],
  ['API reference', (r: string) => isReference(r) && !r.startsWith(routeOf('schemas/'))],
  ['Schemas', (r: string) => r.startsWith(routeOf('schemas/'))],
];

/** A section of llms.txt, and of the full text's parts (./llmsParts.ts). */
export interface Section {
  name: string;
  pages: ExportedPage[];
}

/** A section of the reference, from the spec model (./referenceTwins.ts): a tag's pages. */
export interface RouteSection {
  name: string;
  routes: ReadonlySet<string>;
}

/**
 * Groups pages into sections: guides, quickstarts, the reference (its overview, then each of
 * `reference`'s sections, by tag, when the spec model gives them), the schemas; what is left
 * (the home page) goes under "Optional", which llms.txt readers may skip.
 */
export function pageSections(pages: ExportedPage[], reference: RouteSection[] = []): Section[] {
  const names = SECTION_ORDER.map(([name]) => name);
  names.splice(names.indexOf('API reference') + 1, 0, ...reference.map((section) => section.name));
  const sections = new Map<string, ExportedPage[]>(names.map((name) => [name, []]));
  const optional: ExportedPage[] = [];
  for (const page of pages) {
    const name =
      reference.find((section) => section.routes.has(page.route))?.name ??
      SECTION_ORDER.find(([, test]) => test(page.route))?.[0];
    if (name === undefined) optional.push(page);
    else sections.get(name)?.push(page);
  }
  return [...sections, ['Optional', optional] as const]
    .map(([name, list]) => ({name, pages: list}))
    .filter((section) => section.pages.length > 0);
}

/** A file of the full text, as llms.txt lists it. */
export interface PartLink {
  /** Its path from the site's root (`llms/guides.md`). */
  file: string;
  title: string;
  /** The section whose pages it holds. */
  section: string;
  pages: number;
  bytes: number;
}

/** The most llms.txt may weigh: past it, the schemas are listed as their index, then pages lose their descriptions. */
export const LLMS_TXT_BUDGET = 25_000;

const oneLineText = (text: string) => text.replace(/\s+/g, ' ').trim();
/** Words as a link's text, on one line: brackets (a title `List [accounts](…)`) escaped. */
const linkText = (text: string) => oneLineText(text).replace(/[\\[\]]/g, '\\$&');

/** llms.txt's sentence that links the agent skill (plugins/agent-skill) at `skillPath`. */
export const agentSkillNote = (siteUrl: string, skillPath: string) =>
  `To integrate from a coding agent, install the [agent skill](${siteUrl}${skillPath}).`;

/** The Markdown URL of a page: its twin (every page has one; the home page's is /index.md). */
const markdownUrl = (siteUrl: string, page: ExportedPage) => `${siteUrl}${markdownTwinOf(page.route)}`;

interface LlmsTxt {
  siteUrl: string;
  /** The site's title: the H1. */
  title: string;
  pages: ExportedPage[];
  sections: Section[];
  parts: PartLink[];
  /** Sentences after the summary (where the description can be downloaded). */
  notes: string[];
}

/** One section's links; `brief`: without the pages' descriptions. */
function sectionLines(siteUrl: string, section: Section, brief: boolean): string[] {
  return section.pages.map((page) => {
    const link = `- [${linkText(page.title)}](${markdownUrl(siteUrl, page)})`;
    return brief ? link : `${link}: ${oneLineText(page.description || page.title)}`;
  });
}

/** A link to each part, with how many pages it holds and its weight. */
function partLines(index: LlmsTxt, parts: PartLink[]): string[] {
  return parts.map(
    (part) =>
      `- [${linkText(part.title)}](${index.siteUrl}/${part.file}): ${part.pages} page${part.pages === 1 ? '' : 's'}, ${Math.ceil(part.bytes / 1000)} KB`,
  );
}

function llmsTxtText(index: LlmsTxt, {collapse, brief}: {collapse: Set<string>; brief: boolean}): string {
  const home = index.pages.find((p) => p.route === '/');
  const lines = [`# ${index.title}`, '', `> ${oneLineText(home?.description || index.title)}`, ''];
  lines.push(
    [
      'Every documentation page is also Markdown at its URL plus `.md`, as linked below.',
      index.parts.length > 0 ? 'Their full text, in files that each fit a context window, is under "Full text".' : '',
      ...index.notes,
    ]
      .filter(Boolean)
      .join(' '),
  );
  const sections = index.sections.filter((s) => s.name !== 'Optional');
  for (const section of sections) {
    lines.push('', `## ${section.name}`, '');
    // A collapsed section is listed by the parts that hold its pages.
    if (collapse.has(section.name))
      lines.push(
        ...partLines(
          index,
          index.parts.filter((part) => part.section === section.name),
        ),
      );
    else lines.push(...sectionLines(index.siteUrl, section, brief && section.name !== 'Guides'));
  }
  const listed = index.parts.filter((part) => !collapse.has(part.section));
  if (listed.length > 0) lines.push('', '## Full text', '', ...partLines(index, listed));
  const optional = index.sections.find((s) => s.name === 'Optional');
  if (optional) lines.push('', '## Optional', '', ...sectionLines(index.siteUrl, optional, false));
  return `${lines.join('\n')}\n`;
}

/**
 * The llms.txt index (llmstxt.org): one H1, a `>` summary, then H2 sections of links, one per
 * page with its one-line description, and the full text's parts. Over LLMS_TXT_BUDGET, each
 * step makes it shorter until it fits: the schemas become one line naming their parts, the
 * reference's pages lose their descriptions, then each section of the reference by tag is one
 * line naming its parts (the guides and the reference's overview stay listed).
 */
export function renderLlmsTxt(index: LlmsTxt): string {
  const byTag = index.sections.filter((s) => s.name.startsWith('API reference: ')).map((s) => s.name);
  const steps = [
    {collapse: new Set<string>(), brief: false},
    {collapse: new Set(['Schemas']), brief: false},
    {collapse: new Set(['Schemas']), brief: true},
    {collapse: new Set(['Schemas', ...byTag]), brief: true},
  ];
  const texts = steps.map((step) => () => llmsTxtText(index, step));
  for (const text of texts.slice(0, -1)) {
    const written = text();
    if (Buffer.byteLength(written) <= LLMS_TXT_BUDGET) return written;
  }
  return texts[texts.length - 1]();
}
