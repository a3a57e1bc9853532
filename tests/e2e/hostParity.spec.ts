/**
 * nginx (deploy/nginx) and workerd serving the build as Cloudflare Pages does send the same
 * thing for every kind of file and every shape of address, asked for as a browser asks and as
 * an agent that accepts Markdown asks: the same status, the same Location, and byte for byte
 * the same headers the site sets (the security headers with the CSP, Cache-Control,
 * Content-Type, a page's Link and its Vary: Accept). What each server adds by itself (Pages:
 * Access-Control-Allow-Origin, its ETag; nginx: Server, Last-Modified, Vary: Accept-Encoding)
 * is not the site's and is left out; README "Deploy" lists it.
 */
import {readdirSync} from 'node:fs';
import type {APIRequestContext} from '@playwright/test';
import {test, expect} from './fixtures';
import {PORTS} from '../../playwright.config';
import {securityHeaders} from '../../plugins/security-headers';
import {HOST_FILES, REDIRECTS} from '../../plugins/hosting/rules';

const SERVERS = {nginx: PORTS.nginx, workerd: PORTS.workerd};
const SITE_HEADERS = [
  ...Object.keys(securityHeaders('build')),
  'Cache-Control',
  'Content-Type',
  'Location',
  'Link',
  'Vary',
].map((name) => name.toLowerCase());
/** nginx's own Vary (gzip_vary), beside the site's: a server's, not the site's. */
const SERVER_VARY = 'accept-encoding';

/** One file of each extension the build has (not the .br and .gz twins, which are nginx's). */
function oneFileOfEachKind(): string[] {
  const byExtension = new Map<string, string>();
  for (const file of readdirSync('build', {recursive: true, encoding: 'utf8'}).sort()) {
    const name = file.split('/').pop()!;
    if (!name.includes('.') || /\.(br|gz)$/.test(name) || (HOST_FILES as readonly string[]).includes(file)) continue;
    const extension = name.slice(name.lastIndexOf('.'));
    // A page is asked for at its address; its .html address is a redirect (below).
    const path = extension === '.html' ? `/${file.slice(0, -'.html'.length)}` : `/${file}`;
    if (!byExtension.has(extension)) byExtension.set(extension, path.replace(/^\/index$/, '/'));
  }
  return [...byExtension.values()];
}

/** Every shape of address whose answer a host could choose differently. */
const ADDRESSES = [
  '/',
  '/index.html',
  '/index',
  '/docs/introduction',
  '/docs/introduction/',
  '/docs/introduction.html',
  '/docs/introduction.html?x=1',
  '/docs/introduction/?x=1',
  '/docs/index',
  '/docs/index/',
  '/docs/',
  '/docs/api/partner-api',
  '/docs/api/partner-api/',
  '/docs/api/partner-api/gcm-api',
  '/search',
  '/search/',
  '/404',
  '/404.html',
  '/assets/',
  '/assets/js',
  '/assets/js/no-such-file.js',
  '/docs/no-such-page',
  '/docs/no-such-page/',
  '/docs/no-such-page.html',
  '/docs/introduction.md',
  '/index.md',
  '/search.md',
  '/llms.txt',
  '/docs/introduction?x=1',
  '/search?q=void',
  '/downloads/',
  '/img/',
  ...REDIRECTS.flatMap(({from}) => [from, `${from}/`, `${from}?ref=x`]),
  ...HOST_FILES.map((file) => `/${file}`),
];

interface Answer {
  status: number;
  headers: Record<string, string>;
}

/** The site's tokens of a Vary header (every Vary header joined), or undefined when none is left. */
function siteVary(value: string | undefined): string | undefined {
  const tokens = (value ?? '').split(',').map((token) => token.trim());
  const site = tokens.filter((token) => token !== '' && token.toLowerCase() !== SERVER_VARY);
  return site.length > 0 ? site.join(', ') : undefined;
}

async function ask(request: APIRequestContext, port: number, path: string, accept?: string): Promise<Answer> {
  const response = await request.get(`http://127.0.0.1:${port}${path}`, {
    maxRedirects: 0,
    headers: {'Accept-Encoding': 'br', ...(accept ? {Accept: accept} : {})},
  });
  const all: Record<string, string | undefined> = {...response.headers(), vary: siteVary(response.headers()['vary'])};
  const headers: Record<string, string> = {};
  for (const name of SITE_HEADERS) {
    // A redirect's body, and so its type, is each server's own.
    if (name === 'content-type' && response.status() >= 300 && response.status() < 400) continue;
    const value = all[name];
    if (value !== undefined) headers[name] = value;
  }
  return {status: response.status(), headers};
}

async function compare(request: APIRequestContext, paths: string[], accept?: string) {
  for (const path of paths) {
    const [nginx, workerd] = await Promise.all(Object.values(SERVERS).map((port) => ask(request, port, path, accept)));
    expect(workerd, `${path}: workerd (Pages) against nginx${accept ? `, Accept: ${accept}` : ''}`).toEqual(nginx);
  }
}

test('every kind of file gets the same status and headers from nginx and workerd', async ({request}) => {
  const files = oneFileOfEachKind();
  expect(files.length).toBeGreaterThan(10);
  await compare(request, files);
});

test('every shape of address gets the same answer from nginx and workerd', async ({request}) => {
  await compare(request, ADDRESSES);
});

test('every shape of address gets the same answer from both when the request accepts Markdown', async ({request}) => {
  await compare(request, ADDRESSES, 'text/markdown, text/html, */*');
  await compare(request, ['/', '/docs/introduction'], 'text/markdown;q=0, text/html');
});
