/**
 * The host rules of the pages' Markdown twins (plugins/hosting): which files are pages, which
 * Accept headers ask for Markdown, the Link header, and the same rules written for nginx and
 * for Cloudflare Pages' worker. Both servers answering alike is tests/e2e/hosting.spec.ts's.
 */
import {mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import {afterAll, describe, expect, it} from 'vitest';
import {formatProblem} from '../../shared/problems';
import {
  ACCEPTS_MARKDOWN,
  HOST_FILES,
  hostRules,
  markdownPages,
  pageLinkHeader,
  renderHeadersFile,
  renderNginx,
  renderNginxServer,
} from '../rules';
import {pagesRoutesProblems, renderPagesRoutes, renderPagesWorker} from '../pagesWorker';

const FILES = [
  '404.html',
  'index.html',
  'index.md',
  'search.html',
  'search.md',
  'llms.txt',
  'llms-full.txt',
  'sitemap.xml',
  'assets/js/main.1234.js',
  'img/logo.svg',
  'docs/introduction.html',
  'docs/introduction.md',
  'docs/introduction.html.br',
  'docs/guides/index.html',
  'docs/guides/index.md',
  'docs/no-twin.html',
  'docs/changelog.atom',
  'downloads/openapi.json',
  '_headers',
];
const rules = hostRules({'X-Content-Type-Options': 'nosniff'}, FILES);

describe('pages with a Markdown twin', () => {
  it('are the HTML files whose twin the build has, by address', () => {
    expect(markdownPages(FILES)).toEqual([
      {route: '/', twin: '/index.md'},
      {route: '/search', twin: '/search.md'},
      {route: '/docs/introduction', twin: '/docs/introduction.md'},
      {route: '/docs/guides/', twin: '/docs/guides/index.md'},
    ]);
    expect(rules.markdownPages).toEqual(markdownPages(FILES));
  });

  it('name the twin as their Markdown alternate and llms.txt as what describes them', () => {
    expect(pageLinkHeader('/docs/introduction.md')).toBe(
      '</docs/introduction.md>; rel="alternate"; type="text/markdown", </llms.txt>; rel="describedby"; type="text/markdown"',
    );
  });
});

describe('ACCEPTS_MARKDOWN', () => {
  const asks = (accept: string) => new RegExp(ACCEPTS_MARKDOWN, 'i').test(accept);
  it.each([
    ['text/markdown', true],
    ['text/markdown, text/html, */*', true], // Claude Code
    ['text/markdown, text/plain;q=0.9, */*;q=0.8', true], // Cursor
    ['text/html, text/markdown;q=0.5', true],
    ['TEXT/Markdown; charset=utf-8', true],
    ['text/markdown;variant=GFM;q=0.7', true],
    ['text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8', false], // a browser
    ['*/*', false],
    ['', false],
    ['text/markdown;q=0', false],
    ['text/markdown; q=0.000, text/html', false],
    ['text/html, text/markdown ; Q = 0.0', false],
    ['text/markdownish', false],
    ['application/vnd.text/markdown', false],
  ])('%j → %s', (accept, expected) => {
    expect(asks(accept)).toBe(expected);
  });
});

describe('the rules as each host reads them', () => {
  it('type the llms.txt files as Markdown on Pages and on nginx', () => {
    const headersFile = renderHeadersFile(rules);
    for (const file of ['/llms.txt', '/llms-full.txt']) {
      expect(headersFile).toContain(`\n${file}\n  Content-Type: text/markdown; charset=utf-8\n`);
      expect(renderNginxServer(rules)).toContain(`location = ${file} {\n  types {}\n  default_type text/markdown;\n}`);
    }
  });

  it('give nginx each page’s twin, the Accept pattern, and the Link and Vary of a page only', () => {
    const snippet = renderNginx(rules);
    for (const {route, twin} of rules.markdownPages) expect(snippet).toContain(`  "${route}" "${twin}";\n`);
    expect(snippet).not.toContain('"/docs/no-twin"');
    expect(snippet).toContain(`  "~*${ACCEPTS_MARKDOWN.replace(/\\/g, '\\\\')}" 1;`);
    expect(snippet).toContain(`  "~^(?<twin>/.+)$" "${pageLinkHeader('$twin').replace(/"/g, '\\"')}";`);
    expect(snippet).toContain('  "~." "Accept";');
    expect(snippet).toMatch(/add_header Link \$gcm_link always;\nadd_header Vary \$gcm_vary always;/);
    const server = renderNginxServer(rules);
    expect(server).toContain('set $gcm_page_twin $gcm_twin_of_uri;\n');
    expect(server).toContain('if ($gcm_markdown_answer) {\n  rewrite ^ $gcm_markdown_answer last;\n}');
  });

  it('keep Pages’ worker off every folder and file that is no page', () => {
    const routes = JSON.parse(renderPagesRoutes(rules, FILES));
    expect(routes).toEqual({
      version: 1,
      include: ['/*'],
      exclude: [
        '/404.html',
        '/assets/*',
        '/downloads/*',
        '/img/*',
        '/index.html',
        '/index.md',
        '/llms-full.txt',
        '/llms.txt',
        '/search.html',
        '/search.md',
        '/sitemap.xml',
      ],
    });
    for (const file of HOST_FILES) expect(routes.exclude).not.toContain(`/${file}`);
  });

  it("stop at Pages' limits for _routes.json, naming the line", () => {
    expect(pagesRoutesProblems(renderPagesRoutes(rules, FILES))).toEqual([]);
    const folders = Array.from({length: 100}, (_, n) => `f${n}/file.txt`);
    const long = `${'x'.repeat(100)}.txt`;
    const text = renderPagesRoutes(rules, [...FILES, ...folders, long]);
    expect(pagesRoutesProblems(text, 'build/_routes.json').map(formatProblem)).toEqual([
      // 11 excluded files and folders, 100 folders, the long name and the include rule.
      expect.stringMatching(
        /^build\/_routes\.json:\d+:1: a rule of 105 characters, over Pages' limit of 100 \[pages-route-length\]$/,
      ),
      "build/_routes.json:1:1: 113 rules, over Pages' limit of 100 [pages-rule-count]",
    ]);
  });
});

describe('the Pages worker', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'pages-worker-'));
  afterAll(() => rmSync(dir, {recursive: true, force: true}));
  const file = path.join(dir, '_worker.mjs');
  writeFileSync(file, renderPagesWorker(rules));

  interface Assets {
    fetch(request: Request): Promise<Response>;
  }
  interface PagesWorker {
    fetch(request: Request, env: {ASSETS: Assets}): Promise<Response>;
  }

  /** The worker, with an asset server that answers every request with its URL and a header of its own. */
  async function ask(url: string, headers: Record<string, string> = {}) {
    const worker: PagesWorker = (await import(pathToFileURL(file).href)).default;
    const assets: Assets = {
      fetch: async (request: Request) =>
        new Response(new URL(request.url).pathname + new URL(request.url).search, {
          status: 200,
          headers: {'Content-Type': 'text/plain', 'X-From-Assets': request.method},
        }),
    };
    const response = await worker.fetch(new Request(url, {headers}), {ASSETS: assets});
    const answered: Record<string, string> = {};
    response.headers.forEach((value, name) => (answered[name] = value));
    return {body: await response.text(), headers: answered};
  }

  it('answers a page’s address with the asset, its Link header and Vary: Accept', async () => {
    const {body, headers} = await ask('https://docs.example/docs/introduction?x=1');
    expect(body).toBe('/docs/introduction?x=1');
    expect(headers).toEqual({
      'content-type': 'text/plain',
      'x-from-assets': 'GET',
      link: pageLinkHeader('/docs/introduction.md'),
      vary: 'Accept',
    });
  });

  it('answers a request that accepts Markdown with the twin, keeping the query', async () => {
    const accept = {Accept: 'text/markdown, text/html, */*'};
    expect((await ask('https://docs.example/?x=1', accept)).body).toBe('/index.md?x=1');
    expect((await ask('https://docs.example/docs/%69ntroduction', accept)).body).toBe('/docs/introduction.md');
    expect((await ask('https://docs.example/docs/introduction', {Accept: 'text/markdown;q=0'})).body).toBe(
      '/docs/introduction',
    );
  });

  it('leaves every other address to the asset server as it is', async () => {
    for (const url of ['/docs/introduction.md', '/docs/introduction/', '/llms.txt', '/docs/no-twin', '/assets/x.js']) {
      const {body, headers} = await ask(`https://docs.example${url}`, {Accept: 'text/markdown'});
      expect(body, url).toBe(url);
      expect(headers.link, url).toBeUndefined();
      expect(headers.vary, url).toBeUndefined();
    }
  });
});
