/**
 * How an agent that fetched a page finds its Markdown: two `<link>` tags in the head of every
 * built page, the same relations the hosts send as a `Link` header (plugins/hosting): the
 * page's twin as `rel="alternate" type="text/markdown"`, and /llms.txt, the index of every
 * page, as `rel="describedby"`. Pure functions over one page's HTML.
 */
import {MARKDOWN_TYPE} from '../hosting/rules';
import {LLMS_INDEX_PATH} from '../shared/routes';

/** Marks the tags as the head manager's (react-helmet-async), so that a navigation in the browser drops them rather than keep another page's twin. */
const HEAD_MANAGED = 'data-rh="true"';

/** The head tags naming the Markdown twin at `twinPath` and the llms.txt index. */
export function markdownDiscoveryTags(twinPath: string): string {
  return (
    `<link ${HEAD_MANAGED} rel="alternate" type="${MARKDOWN_TYPE}" href="${twinPath}">` +
    `<link ${HEAD_MANAGED} rel="describedby" type="${MARKDOWN_TYPE}" href="${LLMS_INDEX_PATH}">`
  );
}

/**
 * `html` with the discovery tags at the end of its head: before `</head>`, or before `<body`
 * when the minifier left the end tag out. A page with neither is returned unchanged, and so is
 * one that already names its twin (the step is run again on the same build).
 */
export function withMarkdownDiscovery(html: string, twinPath: string): string {
  if (html.includes(`type="${MARKDOWN_TYPE}" href="${twinPath}"`)) return html;
  const end = html.search(/<\/head>|<body[\s>]/i);
  if (end === -1) return html;
  return `${html.slice(0, end)}${markdownDiscoveryTags(twinPath)}${html.slice(end)}`;
}

/**
 * The search page's twin: the page is a search box whose index runs in the browser, so its
 * Markdown says where an agent finds pages without one.
 */
export function searchPageMarkdown({title, description}: {title: string; description: string}): string {
  return [
    `# ${title}`,
    '',
    description,
    '',
    'Search runs in the browser, on an index built with the site: open `/search?q=your+words` in a browser.',
    `Without one, read [the index of every page](${LLMS_INDEX_PATH}): it lists each page with its Markdown twin, the page's URL plus \`.md\`.`,
    '',
  ].join('\n');
}
