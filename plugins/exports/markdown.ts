/**
 * HTML → Markdown for the docs exports. Pure functions over one built page's HTML.
 */
import TurndownService from 'turndown';
import {gfm} from 'turndown-plugin-gfm';
import {markdownTwinOf, REFERENCE_ROUTE_BASE, routeOf} from '../shared/routes';

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
  const title = attribute(html, /<title[^>]*>([^<]*)<\/title>/).replace(/\s*\|[^|]*$/, '');
  // The HTML may be minified, with unquoted attributes.
  const description = attribute(html, /<meta[^>]*\bname="?description"?[^>]*\bcontent=(?:"([^"]*)"|([^\s>]+))/);
  const article = between(html, '<article', '</article>') ?? between(html, '<main', '</main>') ?? '';
  let markdown = turndown.turndown(article).trim();
  if (!/^# /.test(markdown)) markdown = `# ${title}\n\n${markdown}`;
  return {title, description, markdown: `${markdown.replace(/\n{3,}/g, '\n\n')}\n`};
}

const SECTION_ORDER: [string, (route: string) => boolean][] = [
  [
    'Guides',
    (r: string) =>
      r === '/docs/introduction' ||
      r.startsWith('/docs/additional-support') ||
      r === '/docs/changelog' ||
      r.startsWith('/docs/category'),
  ],
  ['Quickstarts', (r: string) => r.startsWith('/docs/quickstarts/')],
  ['API reference', (r: string) => r.startsWith(`${REFERENCE_ROUTE_BASE}/`) && !r.includes('/schemas/')],
  ['Schemas', (r: string) => r.startsWith(routeOf('schemas/'))],
];

/** Groups pages into llms.txt sections; the home page goes under "Optional". */
export interface Section {
  name: string;
  pages: ExportedPage[];
}

export function pageSections(pages: ExportedPage[]): Section[] {
  const sections = SECTION_ORDER.map(([name, test]) => ({name, pages: pages.filter((p) => test(p.route))}));
  const placed = new Set(sections.flatMap((s) => s.pages));
  sections.push({name: 'Optional', pages: pages.filter((p) => !placed.has(p))});
  return sections.filter((s) => s.pages.length > 0);
}

/** The llms.txt index: H1, summary, then one link with a one-line description per page. */
export function renderLlmsTxt({
  siteUrl,
  pages,
  sections,
  skillPath,
}: {
  siteUrl: string;
  pages: ExportedPage[];
  sections: Section[];
  /** The agent skill's SKILL.md, linked beside the description. */
  skillPath?: string;
}): string {
  const home = pages.find((p) => p.route === '/');
  const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();
  const lines = [
    '# GCM Partner Developer Docs',
    '',
    `> ${oneLine(home?.description || 'Documentation for the GCM gift card marketplace partner API.')}`,
    '',
    'Every documentation page is also available as Markdown at its URL plus `.md`; /llms-full.txt has them all in one file. The OpenAPI description is at /downloads/openapi.json.',
    ...(skillPath
      ? ['', `To integrate with the API from a coding agent, install the [agent skill](${siteUrl}${skillPath}).`]
      : []),
  ];
  for (const section of sections) {
    lines.push('', `## ${section.name}`, '');
    for (const page of section.pages) {
      const url = `${siteUrl}${markdownTwinOf(page.route)}`;
      lines.push(`- [${oneLine(page.title)}](${url}): ${oneLine(page.description || page.title)}`);
    }
  }
  return `${lines.join('\n')}\n`;
}
