/**
 * Cloudflare Pages' part of the Markdown rules: `_headers` cannot choose by a request header
 * nor name each page's twin within Pages' 100 rules, so the build writes a `_worker.js`
 * (Pages' advanced mode) that does what deploy/nginx does with its maps: on a page's address
 * it adds the `Link` header and `Vary: Accept`, and answers a request that accepts Markdown
 * with the twin. Every answer still comes from Pages' own asset server (`env.ASSETS`), which
 * applies `_headers` and `_redirects`. `_routes.json` keeps the worker off every address that
 * is no page. Pure: the plugin (index.ts) writes the results.
 */
import {ACCEPTS_MARKDOWN, HOST_FILES, PAGE_VARY, PAGES_LIMITS, pageLinkHeader, type HostRules} from './rules';
import type {Problem} from '../shared/problems';

/** The worker's source (an ES module, as Pages runs it), for the pages of `rules`. */
export function renderPagesWorker(rules: HostRules): string {
  const pages = Object.fromEntries(rules.markdownPages.map(({route, twin}) => [route, [twin, pageLinkHeader(twin)]]));
  return `// Written by the build (plugins/hosting/pagesWorker.ts) from the rules that also write host-rules.nginx.conf.
const PAGES = new Map(Object.entries(${JSON.stringify(pages, null, 1)}));
const ACCEPTS_MARKDOWN = new RegExp(${JSON.stringify(ACCEPTS_MARKDOWN)}, 'i');

function pathOf(url) {
  try {
    return decodeURIComponent(url.pathname);
  } catch {
    return url.pathname;
  }
}

export default {
  async fetch(request, env) {
    const url = new URL(request.url);
    const page = PAGES.get(pathOf(url));
    if (!page) return env.ASSETS.fetch(request);
    const [twin, link] = page;
    const markdown = ACCEPTS_MARKDOWN.test(request.headers.get('Accept') ?? '');
    const answer = await env.ASSETS.fetch(markdown ? new Request(new URL(twin + url.search, url), request) : request);
    const headers = new Headers(answer.headers);
    headers.set('Link', link);
    headers.append('Vary', ${JSON.stringify(PAGE_VARY)});
    return new Response(answer.body, {status: answer.status, statusText: answer.statusText, headers});
  },
};
`;
}

/**
 * `_routes.json`: the worker runs on every address but those under a top-level folder with no
 * page and the top-level files that are no page (the compressed twins and host files aside),
 * which Pages serves as they are.
 */
export function renderPagesRoutes(rules: HostRules, files: readonly string[]): string {
  const pageFolders = new Set(rules.markdownPages.map(({route}) => route.split('/')[1]));
  const pageFiles = new Set(rules.markdownPages.map(({route}) => route));
  const exclude = new Set<string>();
  const configuration = new Set<string>(HOST_FILES);
  for (const file of files.filter((name) => !configuration.has(name) && !/\.(br|gz)$/.test(name))) {
    const [first, ...rest] = file.split('/');
    if (rest.length > 0 && !pageFolders.has(first)) exclude.add(`/${first}/*`);
    else if (rest.length === 0 && !pageFiles.has(`/${first}`)) exclude.add(`/${first}`);
  }
  return `${JSON.stringify({version: 1, include: ['/*'], exclude: [...exclude].sort()}, null, 2)}\n`;
}

/** `_routes.json` over Pages' limits (rules together, characters a rule), as problems at its line. */
export function pagesRoutesProblems(text: string, file = '_routes.json'): Problem[] {
  const lines = text.split('\n');
  const rules = lines.filter((line) => /^\s+"\//.test(line));
  const problems: Problem[] = lines.flatMap((line, index) => {
    const rule = /^\s+"(\/.*)",?$/.exec(line)?.[1] ?? '';
    if (rule.length <= PAGES_LIMITS.routeLength) return [];
    const message = `a rule of ${rule.length} characters, over Pages' limit of ${PAGES_LIMITS.routeLength}`;
    return [{file, line: index + 1, col: 1, rule: 'pages-route-length', message}];
  });
  if (rules.length > PAGES_LIMITS.routeRules) {
    const message = `${rules.length} rules, over Pages' limit of ${PAGES_LIMITS.routeRules}`;
    problems.push({file, line: 1, col: 1, rule: 'pages-rule-count', message});
  }
  return problems;
}
