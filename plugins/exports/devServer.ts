/**
 * The Markdown twins under `npm start`. The dev server renders no HTML (the browser does),
 * so there are no twins to fetch: in development the "Copy page as Markdown" actions POST
 * the page's HTML, as the browser has it, to DEV_MARKDOWN_ENDPOINT with its route in
 * `?route=`, and this plugin's dev-server middleware answers with the Markdown the build
 * would write for that page: the same converter (htmlPageToMarkdown), the same page URL
 * (site URL + route) for the image links, and images inlined as `data:` URLs found among
 * the static files the build copies to the site root. An operation page's twin is the one the
 * build writes from the spec model (./referenceTwins.ts), made from the description as it is
 * saved, whatever HTML is sent. Nothing of it runs in a build.
 */
import type {IncomingMessage} from 'node:http';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {darkDiagramPath} from '../themed-diagrams/client/darkDiagramPath';
import {DEV_MARKDOWN_ENDPOINT} from './client/devEndpoint';
import {imageFinder} from './images';
import {withDevMiddleware, type DevMiddleware} from '../shared/devMiddleware';
import {htmlPageToMarkdown} from './markdown';
import {servedSpec} from '../openapi/model';
import {operationTwinAt, type ReferenceTwinsSource} from './referenceTwins';

/**
 * The largest HTML accepted. This site's largest page sends about 270 KB (an operation page,
 * styles included); the reference of a large description can reach a few MB.
 */
export const MAX_HTML_BYTES = 16 * 1024 * 1024;

const IMG_TAG = /<img\b(?:[^>"']|"[^"]*"|'[^']*')*>/g;
const ENDS_WITH_IMG_TAG = /<img\b(?:[^>"']|"[^"]*"|'[^']*')*>$/;
const themedVariant = (tag: string) => /\sclass="[^"]*\bthemedComponent--(light|dark)/.exec(tag)?.[1];

/**
 * The browser's HTML of a page, as the server HTML the build exports has it. A themed image
 * (Docusaurus's ThemedImage, used by ThemedDiagram) is in the server HTML in both colour-mode
 * variants, light then dark, and the export keeps the light one; once React runs, the page
 * has only the reader's variant. So a dark variant with no light one before it becomes the
 * light one: its source is the light diagram's when it follows the diagrams' naming
 * (darkDiagramPath), and stays its own otherwise, so the image is still exported.
 */
export function asServerHtml(html: string): string {
  return html.replace(IMG_TAG, (tag: string, offset: number) => {
    if (themedVariant(tag) !== 'dark') return tag;
    // The tag just before, if it is an image: a few KB back is more than any <img> needs.
    const before = ENDS_WITH_IMG_TAG.exec(html.slice(Math.max(0, offset - 4096), offset))?.[0];
    if (before && themedVariant(before) === 'light') return tag;
    return tag
      .replace(/(\sclass="[^"]*\bthemedComponent--)dark/, '$1light')
      .replace(/(\ssrc=")([^"]*)(")/, (whole, open: string, src: string, close: string) => {
        const light = src.replace(/-dark\.svg$/, '.svg');
        return light !== src && darkDiagramPath(light) === src ? `${open}${light}${close}` : whole;
      });
  });
}

/** The Markdown twin of the page with this HTML (from the browser or the build) at `pageUrl`. */
export function devPageMarkdown(
  html: string,
  options: {pageUrl: string; inlineImagePath?: (bytes: Buffer) => string | null},
): string {
  return htmlPageToMarkdown(asServerHtml(html), options).markdown;
}

export interface DevAnswer {
  status: number;
  /** Markdown when the status is 200, otherwise what went wrong, in a sentence. */
  body: string;
}

/**
 * The answer to one request to the endpoint. `url` is the request's URL (`?route=/docs/…`),
 * `html` its body, or null when that was over MAX_HTML_BYTES; `siteUrl` is the site's URL
 * without a trailing slash, as the build's export has it.
 */
export function devMarkdownAnswer(
  request: {method?: string; url?: string; html: string | null},
  site: {
    siteUrl: string;
    inlineImagePath?: (bytes: Buffer) => string | null;
    /** The twin of a route the spec model writes (an operation page's), else undefined. */
    modelTwin?: (route: string) => string | undefined;
  },
): DevAnswer {
  if (request.method !== 'POST') return {status: 405, body: "POST the page's HTML, with its route in ?route=."};
  if (request.html === null) {
    return {status: 413, body: `The page's HTML is over ${MAX_HTML_BYTES / 1024 / 1024} MB.`};
  }
  const route = new URL(request.url ?? '', 'http://localhost').searchParams.get('route');
  if (!route || !route.startsWith('/') || route.startsWith('//')) {
    return {status: 400, body: "Give the page's route, such as ?route=/docs/introduction."};
  }
  const fromModel = site.modelTwin?.(route);
  if (fromModel !== undefined) return {status: 200, body: fromModel};
  if (!/<(?:article|main)\b/.test(request.html)) {
    return {status: 422, body: `The HTML sent for ${route} has no <article> or <main> to convert.`};
  }
  try {
    return {
      status: 200,
      body: devPageMarkdown(request.html, {pageUrl: `${site.siteUrl}${route}`, inlineImagePath: site.inlineImagePath}),
    };
  } catch (error) {
    return {status: 500, body: `Could not convert ${route} to Markdown: ${(error as Error).message}`};
  }
}

/** The body as text, or null when it is longer than `limit` bytes (read to its end all the same). */
function readBody(request: IncomingMessage, limit: number): Promise<string | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) chunks.push(chunk);
    });
    request.on('end', () => resolve(size <= limit ? Buffer.concat(chunks).toString('utf8') : null));
    request.on('error', reject);
  });
}

/** The dev server's options: the reference whose operation twins come from its spec model. */
export interface MarkdownTwinsDevOptions {
  reference?: ReferenceTwinsSource;
}

/** The twin of an operation page of `reference` as its description is now, by route. */
async function modelTwinFinder(
  reference: ReferenceTwinsSource | undefined,
  siteUrl: string,
): Promise<(route: string) => string | undefined> {
  if (!reference) return () => undefined;
  // The last description that could be read: a broken save is reported by the reference plugin.
  const model = await servedSpec(reference).catch(() => undefined);
  if (!model) return () => undefined;
  return operationTwinAt(model, reference, siteUrl);
}

export default function markdownTwinsDevServer(context: LoadContext, pluginOptions: unknown): Plugin {
  // The site config checks the options against MarkdownTwinsDevOptions with `satisfies`.
  const {reference} = (pluginOptions ?? {}) as MarkdownTwinsDevOptions;
  const siteUrl = context.siteConfig.url.replace(/\/$/, '');
  const staticDirs = context.siteConfig.staticDirectories.map((dir) => path.resolve(context.siteDir, dir));

  const markdownTwins: DevMiddleware = {
    name: 'markdown-twins',
    path: DEV_MARKDOWN_ENDPOINT,
    middleware(request, response, next) {
      const body = request.method === 'POST' ? readBody(request, MAX_HTML_BYTES) : Promise.resolve(null);
      Promise.all([body, modelTwinFinder(reference, siteUrl)])
        .then(([html, modelTwin]) => {
          const answer = devMarkdownAnswer(
            {method: request.method, url: request.url, html},
            // The static files may change while the server runs: read them again for each page.
            {siteUrl, inlineImagePath: imageFinder(staticDirs), modelTwin},
          );
          response.statusCode = answer.status;
          if (answer.status === 405) response.setHeader('Allow', 'POST');
          response.setHeader(
            'Content-Type',
            answer.status === 200 ? 'text/markdown; charset=utf-8' : 'text/plain; charset=utf-8',
          );
          response.setHeader('Cache-Control', 'no-store');
          response.end(answer.body);
        })
        .catch(next);
    },
  };

  return {
    name: 'markdown-twins-dev-server',
    configureWebpack: withDevMiddleware(markdownTwins),
  };
}
