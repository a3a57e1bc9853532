/**
 * The Markdown twins under `npm start` (plugins/exports/devServer.ts): the Markdown made
 * from the page the browser has is the twin the build writes, and the middleware is
 * registered once in Docusaurus's dev server.
 */
import {mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {createServer, type Server} from 'node:http';
import type {AddressInfo} from 'node:net';
import {createRequire} from 'node:module';
import {tmpdir} from 'node:os';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {exportMarkdown, imageFinder} from '..';
import markdownTwinsDevServer, {MAX_HTML_BYTES, devMarkdownAnswer} from '../devServer';
import {htmlFileOf} from '../../shared/htmlFile';
import {DEV_MARKDOWN_ENDPOINT} from '../client/devEndpoint';

const siteUrl = 'https://docs.gcm.example';
const route = '/docs/guides/flow';
const icon = '<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"><rect width="4" height="4"/></svg>';
const iconDataUrl = `data:image/svg+xml;base64,${Buffer.from(icon).toString('base64')}`;

const light =
  '<img src="/img/diagrams/flow.svg" alt="Your server calls GCM." class="themedComponent_mlkZ themedComponent--light_NVdE" width="720" height="300" loading="lazy" decoding="async">';
const dark =
  '<img src="/img/diagrams/flow-dark.svg" alt="Your server calls GCM." class="themedComponent_mlkZ themedComponent--dark_xIcU" width="720" height="300" loading="lazy" decoding="async">';

/** A doc page; `diagram` is the themed diagram as the server renders it or as the browser has it. */
const page = ({diagram, head = '', body = ''}: {diagram: string; head?: string; body?: string}) =>
  `<html lang="en"><head><meta charset="UTF-8"><title>Flow | GCM Partner Developer Docs</title>` +
  `<meta name="description" content="How a call flows.">${head}</head><body>${body}<main><div class="row"><article>` +
  '<div class="actions_x" data-export="skip"><button type="button">Copy page as Markdown</button><a href="/docs/guides/flow.md">View as Markdown</a></div>' +
  '<header><h1>Flow</h1></header><p>Every call is <strong>signed</strong>; see <a href="/docs/introduction">the introduction</a>.</p>' +
  `<div class="diagram_q1">${diagram}</div>` +
  `<h2 id="icons">Icons<a href="#icons" class="hash-link" aria-label="Direct link to Icons">\u200b</a></h2>` +
  `<p><img src="${iconDataUrl}" alt="The card icon"> marks a card; <img src="../img/wallet (1).png" alt="Wallet"></p>` +
  '<div class="language-bash codeBlockContainer_Ckt0 theme-code-block"><div class="codeBlockTitle_Ktv7">call.sh</div>' +
  '<pre class="prism-code language-bash"><code><span class="token-line">curl https://sandbox.api.gcm.example/v1/ping</span></code></pre></div>' +
  '</article></div></main></body></html>';

/** The page as `docusaurus build` writes it: both variants of the themed diagram. */
const serverHtml = page({diagram: light + dark});
/** The page as the browser has it under `npm start`: the reader's variant only, and the dev server's markup. */
const browserHtml = (variant: string) =>
  page({
    diagram: variant,
    head: '<style>.row{display:flex}</style><meta data-rh="true" name="docsearch:version" content="current">',
    body: '<div id="webpack-dev-server-client-overlay"></div>',
  });

let dir: string;
let staticDir: string;
/** What the build's export writes for the page (plugins/exports, as the post-build step runs it). */
let buildTwin: string;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'markdown-dev-'));
  const outDir = path.join(dir, 'build');
  staticDir = path.join(dir, 'static');
  for (const root of [outDir, staticDir]) {
    mkdirSync(path.join(root, 'img/icons'), {recursive: true});
    writeFileSync(path.join(root, 'img/icons/card.svg'), icon);
  }
  mkdirSync(path.dirname(htmlFileOf(outDir, route)), {recursive: true});
  writeFileSync(htmlFileOf(outDir, route), serverHtml);
  await exportMarkdown({
    outDir,
    siteUrl,
    siteTitle: 'GCM Partner Developer Docs',
    routes: [route],
    searchRoute: '/search',
  });
  buildTwin = readFileSync(path.join(outDir, `${route}.md`), 'utf8');
});

afterAll(() => rmSync(dir, {recursive: true, force: true}));

const answer = (html: string | null, request: {method?: string; url?: string} = {}) =>
  devMarkdownAnswer(
    {method: 'POST', url: `${DEV_MARKDOWN_ENDPOINT}?route=${encodeURIComponent(route)}`, ...request, html},
    {siteUrl, inlineImagePath: imageFinder([staticDir])},
  );

describe('the dev server’s Markdown twin', () => {
  it('is the build’s twin for the build’s HTML', () => {
    expect(buildTwin).toContain('![Your server calls GCM.](https://docs.gcm.example/img/diagrams/flow.svg)');
    expect(buildTwin).toContain('![The card icon](https://docs.gcm.example/img/icons/card.svg)');
    expect(buildTwin).toContain('![Wallet](https://docs.gcm.example/docs/img/wallet%20%281%29.png)');
    expect(answer(serverHtml)).toEqual({status: 200, body: buildTwin});
  });

  it('is the spec model’s twin for an operation page, as the build writes it, whatever HTML is sent', () => {
    const operation = '/docs/api/partner-api/void-card';
    const modelTwin = (asked: string) => (asked === operation ? '# Void a gift card\n' : undefined);
    const ask = (at: string) =>
      devMarkdownAnswer(
        {method: 'POST', url: `${DEV_MARKDOWN_ENDPOINT}?route=${encodeURIComponent(at)}`, html: serverHtml},
        {siteUrl, inlineImagePath: imageFinder([staticDir]), modelTwin},
      );
    expect(ask(operation)).toEqual({status: 200, body: '# Void a gift card\n'});
    expect(ask(route)).toEqual({status: 200, body: buildTwin});
  });

  it('is the build’s twin for the page as the browser has it, in either colour mode', () => {
    expect(answer(browserHtml(light))).toEqual({status: 200, body: buildTwin});
    expect(answer(browserHtml(dark))).toEqual({status: 200, body: buildTwin});
  });

  it('still exports a lone dark image that is not a themed diagram, by its own URL', () => {
    const other = dark.replace('/img/diagrams/flow-dark.svg', '/img/night.png');
    expect(answer(browserHtml(other)).body).toContain(
      '![Your server calls GCM.](https://docs.gcm.example/img/night.png)',
    );
  });

  it('refuses what it cannot convert, saying why', () => {
    expect(answer(serverHtml, {method: 'GET'})).toMatchObject({status: 405, body: expect.stringContaining('POST')});
    expect(answer(null)).toMatchObject({status: 413, body: expect.stringContaining('MB')});
    expect(answer(serverHtml, {url: DEV_MARKDOWN_ENDPOINT})).toMatchObject({status: 400});
    expect(answer(serverHtml, {url: `${DEV_MARKDOWN_ENDPOINT}?route=docs/x`})).toMatchObject({status: 400});
    expect(answer('<html><body><p>no page</p></body></html>')).toMatchObject({
      status: 422,
      body: `The HTML sent for ${route} has no <article> or <main> to convert.`,
    });
    const failing = devMarkdownAnswer(
      {method: 'POST', url: `?route=${route}`, html: serverHtml},
      {
        siteUrl,
        inlineImagePath: () => {
          throw new Error('unreadable static directory');
        },
      },
    );
    expect(failing).toEqual({
      status: 500,
      body: `Could not convert ${route} to Markdown: unreadable static directory`,
    });
  });
});

type ConfigureWebpack = NonNullable<Plugin['configureWebpack']>;
type Middleware = {name: string; path?: string; middleware: unknown};
type DevServerConfig = {setupMiddlewares: (middlewares: Middleware[], devServer: unknown) => Middleware[]};

function plugin(): Plugin {
  const context = {siteDir: dir, siteConfig: {url: `${siteUrl}/`, staticDirectories: ['static']}};
  return markdownTwinsDevServer(context as unknown as LoadContext, {});
}

function configureWebpack(mode: 'development' | 'production', isServer: boolean) {
  const args = [{mode}, isServer, {}, undefined] as unknown as Parameters<ConfigureWebpack>;
  return plugin().configureWebpack!(...args) as {devServer?: DevServerConfig} | undefined;
}

describe('the dev-server middleware', () => {
  it('is added to the dev server of `npm start` only', () => {
    expect(configureWebpack('production', false)).toBeUndefined();
    expect(configureWebpack('production', true)).toBeUndefined();
    expect(configureWebpack('development', true)).toBeUndefined();
    expect(configureWebpack('development', false)?.devServer?.setupMiddlewares).toBeTypeOf('function');
  });

  it('is merged into the dev-server config of Docusaurus, whose setupMiddlewares returns the list it is given', () => {
    // The coupling the next test relies on (UPGRADING.md): if this changes, check the comment
    // in plugins/exports/devServer.ts still holds, then update the copy below.
    const start = readFileSync(
      createRequire(import.meta.url).resolve('@docusaurus/core/lib/commands/start/webpack.js'),
      'utf8',
    );
    expect(start).toContain('(0, webpack_merge_1.default)([defaultDevServerConfig, config.devServer].filter(Boolean))');
    expect(start).toMatch(
      /setupMiddlewares: \(middlewares, devServer\) => \{\n(?:\s*\/\/.*\n)*\s*middlewares\.unshift\([^\n]*\);\n\s*return middlewares;\n\s*\}/,
    );
  });

  it('is registered once, and every other middleware too, once Docusaurus has merged the configs', () => {
    // The webpack-merge Docusaurus uses, and its own setupMiddlewares (core/lib/commands/start/webpack.js).
    const core = createRequire(import.meta.url).resolve('@docusaurus/core/package.json');
    const {merge} = createRequire(core)('webpack-merge') as {
      merge: (configs: object[]) => {setupMiddlewares: DevServerConfig['setupMiddlewares']};
    };
    // A copy of Docusaurus's own, checked by the test above.
    const docusaurusDefault: DevServerConfig = {
      setupMiddlewares(middlewares) {
        middlewares.unshift({name: 'eval-source-map', middleware: () => {}});
        return middlewares;
      },
    };
    const merged = merge([docusaurusDefault, configureWebpack('development', false)!.devServer!]);
    const webpackDevServers = ['compression', 'webpack-dev-middleware', 'connect-history-api-fallback'];
    const middlewares = merged.setupMiddlewares(
      webpackDevServers.map((name) => ({name, middleware: () => {}})),
      {},
    );
    expect(middlewares.map((m) => m.name)).toEqual(['markdown-twins', 'eval-source-map', ...webpackDevServers]);
    expect(middlewares[0].path).toBe(DEV_MARKDOWN_ENDPOINT);
  });

  describe('over HTTP', () => {
    let server: Server;
    let endpoint: string;

    beforeAll(async () => {
      // It adds itself to the list it is given (see the test above).
      const middlewares: Middleware[] = [];
      configureWebpack('development', false)!.devServer!.setupMiddlewares(middlewares, {});
      const markdownTwins = middlewares[0] as {
        middleware: (req: unknown, res: unknown, next: (error?: unknown) => void) => void;
      };
      server = createServer((req, res) =>
        markdownTwins.middleware(req, res, (error) => {
          res.statusCode = 500;
          res.end(`next: ${String(error)}`);
        }),
      );
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}${DEV_MARKDOWN_ENDPOINT}?route=${route}`;
    });

    afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

    it('answers a POST of the page’s HTML with the build’s twin, as text/markdown', async () => {
      const response = await fetch(endpoint, {method: 'POST', body: browserHtml(dark)});
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
      expect(await response.text()).toBe(buildTwin);
    });

    it('answers anything but a POST with 405 and the method to use', async () => {
      const response = await fetch(endpoint);
      expect(response.status).toBe(405);
      expect(response.headers.get('allow')).toBe('POST');
      expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    });

    it('refuses HTML over the limit with 413', async () => {
      const response = await fetch(endpoint, {method: 'POST', body: 'x'.repeat(MAX_HTML_BYTES + 1)});
      expect(response.status).toBe(413);
      expect(await response.text()).toMatch(/over \d+ MB/);
    });
  });
});
