/**
 * nginx (deploy/nginx) and workerd serving the build as Cloudflare Pages does send the same
 * thing for every kind of file and every shape of address: the same status, the same
 * Location, and byte for byte the same headers the site sets (the security headers with the
 * CSP, Cache-Control, Content-Type). What each server adds by itself (Pages:
 * Access-Control-Allow-Origin, its ETag; nginx: Server, Last-Modified, Vary) is not the
 * site's and is left out; README "Deploy" lists it.
 */
import {readdirSync} from 'node:fs';
import type {APIRequestContext} from '@playwright/test';
import {test, expect} from './fixtures';
import {PORTS} from '../../playwright.config';
import {securityHeaders} from '../../plugins/security-headers';
import {HOST_FILES, REDIRECTS} from '../../plugins/hosting/rules';

const SERVERS = {nginx: PORTS.nginx, workerd: PORTS.workerd};
const SITE_HEADERS = [...Object.keys(securityHeaders('build')), 'Cache-Control', 'Content-Type', 'Location'].map(
  (name) => name.toLowerCase(),
);

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
  '/downloads/',
  '/img/',
  ...REDIRECTS.flatMap(({from}) => [from, `${from}/`, `${from}?ref=x`]),
  ...HOST_FILES.map((file) => `/${file}`),
];

interface Answer {
  status: number;
  headers: Record<string, string>;
}

async function ask(request: APIRequestContext, port: number, path: string): Promise<Answer> {
  const response = await request.get(`http://127.0.0.1:${port}${path}`, {
    maxRedirects: 0,
    headers: {'Accept-Encoding': 'br'},
  });
  const all = response.headers();
  const headers: Record<string, string> = {};
  for (const name of SITE_HEADERS) {
    // A redirect's body, and so its type, is each server's own.
    if (name === 'content-type' && response.status() >= 300 && response.status() < 400) continue;
    if (all[name] !== undefined) headers[name] = all[name];
  }
  return {status: response.status(), headers};
}

async function compare(request: APIRequestContext, paths: string[]) {
  for (const path of paths) {
    const [nginx, workerd] = await Promise.all(Object.values(SERVERS).map((port) => ask(request, port, path)));
    expect(workerd, `${path}: workerd (Pages) against nginx`).toEqual(nginx);
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
