/**
 * The production servers, run for real on the build: deploy/nginx (project `nginx`) and
 * workerd serving the build's _headers and _redirects as Cloudflare Pages does (project
 * `workerd`, scripts/serve-edge.ts). Security headers with a CSP computed from the build,
 * caching, brotli, 404, redirects, no listing, no traversal, every page answered with the
 * build's CSP and its Markdown twin in a Link header, and a page's address answered with the
 * twin when the request accepts Markdown. hostingPages.spec.ts hydrates every page under that CSP (on nginx), and
 * hostParity.spec.ts compares the two servers.
 */
import http from 'node:http';
import {test, expect, gotoHydrated} from './fixtures';
import {sitemapPaths} from './sitemap';
import {contentSecurityPolicy} from '../../plugins/security-headers';
import {
  HOST_FILES,
  IMMUTABLE,
  NOT_FOUND_CACHE,
  pageLinkHeader,
  REDIRECTS,
  REVALIDATE,
} from '../../plugins/hosting/rules';
import {LLMS_INDEX_PATH, markdownTwinOf} from '../../plugins/shared/routes';

// Recomputed from the built HTML: the rules the build wrote must match the pages they serve.
const expectedCsp = contentSecurityPolicy('build');

test('pages carry the security headers and a CSP that matches this build', async ({request}) => {
  const response = await request.get('/docs/introduction');
  const headers = response.headers();
  expect(headers['content-security-policy']).toBe(expectedCsp);
  expect(headers['content-security-policy']).not.toMatch(/unsafe-inline'[^;]*;.*script|'unsafe-eval'/);
  const scriptSrc = headers['content-security-policy'].split(';').find((d) => d.trim().startsWith('script-src'))!;
  expect(scriptSrc).not.toContain('unsafe-inline');
  // 'wasm-unsafe-eval' lets search compile its WebAssembly; it allows no JavaScript eval.
  expect(scriptSrc).toMatch(/^ script-src 'self' 'wasm-unsafe-eval'( 'sha256-[A-Za-z0-9+/=]+')+$/);
  for (const directive of ["object-src 'none'", "base-uri 'self'", "frame-ancestors 'none'"]) {
    expect(headers['content-security-policy']).toContain(directive);
  }
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy']).toContain('camera=()');
  expect(headers['strict-transport-security']).toMatch(/max-age=\d{8}/);
  expect(headers['cache-control']).toBe(REVALIDATE);
});

test('hashed assets are immutable for a year and served precompressed', async ({request}) => {
  const html = await (await request.get('/')).text();
  const asset = html.match(/\/assets\/js\/main\.[\w]+\.js/)![0];
  for (const encoding of ['br', 'gzip']) {
    const response = await request.get(asset, {headers: {'Accept-Encoding': encoding}});
    expect(response.status()).toBe(200);
    expect(response.headers()['cache-control']).toBe(IMMUTABLE);
    expect(response.headers()['content-encoding'], encoding).toBe(encoding);
    expect(response.headers()['content-security-policy']).toBe(expectedCsp);
  }
});

/**
 * Types workerd sends uncompressed, as Cloudflare's edge does (they are not on its list of
 * compressible types): nginx serves the build's .br twins of these, Pages does not.
 */
const EDGE_UNCOMPRESSED = ['text/markdown', 'application/atom+xml', 'application/yaml'];

test('pages, Markdown twins, the feed and the downloads have their types, revalidate and come in brotli', async ({
  request,
}, testInfo) => {
  const types = {
    '/docs/introduction': 'text/html; charset=utf-8',
    '/llms.txt': 'text/markdown; charset=utf-8',
    '/sitemap.xml': 'application/xml',
    '/img/logo.svg': 'image/svg+xml',
    '/docs/introduction.md': 'text/markdown; charset=utf-8',
    '/llms/guides.md': 'text/markdown; charset=utf-8',
    '/docs/changelog.atom': 'application/atom+xml; charset=utf-8',
    '/downloads/openapi.json': 'application/json; charset=utf-8',
    '/downloads/openapi.yaml': 'application/yaml; charset=utf-8',
  };
  for (const [file, type] of Object.entries(types)) {
    const response = await request.get(file, {headers: {'Accept-Encoding': 'br'}});
    expect(response.status(), file).toBe(200);
    expect(response.headers()['content-type'], file).toBe(type);
    expect(response.headers()['cache-control'], file).toBe(REVALIDATE);
    const compressed = testInfo.project.name === 'nginx' || !EDGE_UNCOMPRESSED.some((t) => type.startsWith(t));
    expect(response.headers()['content-encoding'], file).toBe(compressed ? 'br' : undefined);
  }
});

test('the host files the build wrote are configuration, never served', async ({request}) => {
  for (const file of HOST_FILES) {
    const response = await request.get(`/${file}`);
    expect(response.status(), file).toBe(404);
    expect(await response.text(), file).toContain('Page Not Found');
  }
});

test('unknown paths get the 404 page with status 404, never cached', async ({request}) => {
  for (const path of ['/docs/no-such-page', '/assets/js/no-such-file.js', '/docs/no-such-page.html']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
    expect(response.headers()['content-type'], path).toBe('text/html; charset=utf-8');
    expect(await response.text(), path).toContain('Page Not Found');
    expect(response.headers()['content-security-policy'], path).toBe(expectedCsp);
    expect(response.headers()['cache-control'], path).toBe(NOT_FOUND_CACHE);
  }
});

test('moved pages redirect permanently, keeping the query', async ({request}) => {
  for (const {from, to} of REDIRECTS) {
    const response = await request.get(`${from}?ref=x`, {maxRedirects: 0});
    expect(response.status(), from).toBe(301);
    expect(response.headers()['location'], from).toBe(`${to}?ref=x`);
  }
});

test('folders are never listed', async ({request}) => {
  for (const folder of ['/assets/', '/assets/js/', '/docs/', '/img/', '/downloads/', '/pagefind/']) {
    const response = await request.get(folder, {maxRedirects: 0});
    expect(response.status(), folder).toBe(404);
    expect(await response.text(), folder).not.toMatch(/Index of|<pre>/);
  }
});

/** A request sent with its path exactly as written (a browser or Playwright would normalise it). */
function rawGet(baseURL: string, path: string): Promise<{status: number; body: string}> {
  return new Promise((resolve, reject) => {
    const {hostname, port} = new URL(baseURL);
    const request = http.request({hostname, port, path, method: 'GET'}, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({status: response.statusCode ?? 0, body}));
    });
    request.on('error', reject);
    request.end();
  });
}

test('no path leaves the build folder', async ({baseURL}) => {
  const escapes = [
    '/../../../../../../etc/passwd',
    '/%2e%2e/%2e%2e/%2e%2e/%2e%2e/%2e%2e/etc/passwd',
    '/docs/..%2f..%2f..%2f..%2f..%2f..%2fetc%2fpasswd',
    '/..%2fpackage.json',
    '/assets/..%2f..%2fpackage.json',
    '/..%5c..%5cpackage.json',
  ];
  for (const path of escapes) {
    const {status, body} = await rawGet(baseURL!, path);
    expect(status, path).toBeGreaterThanOrEqual(400);
    expect(body, path).not.toMatch(/root:|"name": "gcm-partner-docs"/);
  }
});

test('search works under the CSP, offline from the rest of the web', async ({page}) => {
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  await gotoHydrated(page, '/docs/introduction');
  const box = page.getByRole('navigation', {name: 'Main'}).getByRole('combobox', {name: 'Search'});
  await box.fill('provison gift card');
  await expect(page.getByRole('option').first()).toContainText('Provision gift cards', {timeout: 15_000});
  await expect(page.getByRole('status').filter({hasText: 'for “provision gift card”'})).toBeVisible();
});

test('before any script runs, the 404 page’s search form submits to /search under the CSP', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({javaScriptEnabled: false, baseURL});
  const page = await context.newPage();
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/.test(message.text())) violations.push(message.text());
  });
  await page.goto('/docs/no-such-page');
  const box = page.getByLabel('Search the docs');
  await box.fill('void');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=void$/);
  expect(violations).toEqual([]);
  await context.close();
});

/** The tokens of a Vary header, lower-cased (nginx sends its own Vary: Accept-Encoding as a second header). */
const varyOf = (headers: Record<string, string>) =>
  (headers['vary'] ?? '').split(',').map((token) => token.trim().toLowerCase());

// Every page's own answer from this server; the browser visits of every page under the CSP are
// hostingPages.spec.ts's, on nginx alone: the pages and this header are the same bytes on both.
test('every page answers 200 with the CSP of this build, its Markdown twin in a Link header and Vary: Accept', async ({
  request,
}) => {
  for (const path of sitemapPaths()) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()['content-security-policy'], path).toBe(expectedCsp);
    expect(response.headers()['link'], path).toBe(pageLinkHeader(markdownTwinOf(path)));
    expect(varyOf(response.headers()), path).toContain('accept');
  }
});

/** What agents send: Claude Code, Cursor; and a browser, which never names Markdown. */
const AGENT_ACCEPTS = ['text/markdown, text/html, */*', 'text/markdown, text/plain;q=0.9, */*;q=0.8'];
const BROWSER_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';

test('a page’s address answers a request that accepts Markdown with its twin, and a browser with HTML', async ({
  request,
}) => {
  for (const path of ['/', '/docs/introduction', '/docs/api/partner-api/void-card', '/search']) {
    const twin = await request.get(markdownTwinOf(path));
    expect(twin.status(), path).toBe(200);
    for (const accept of AGENT_ACCEPTS) {
      const response = await request.get(`${path}?from=agent`, {headers: {Accept: accept}});
      expect(response.status(), path).toBe(200);
      expect(response.headers()['content-type'], path).toBe('text/markdown; charset=utf-8');
      expect(response.headers()['cache-control'], path).toBe(REVALIDATE);
      expect(response.headers()['link'], path).toBe(pageLinkHeader(markdownTwinOf(path)));
      expect(varyOf(response.headers()), path).toContain('accept');
      expect(await response.text(), path).toBe(await twin.text());
    }
    for (const accept of [BROWSER_ACCEPT, 'text/markdown;q=0, text/html']) {
      const response = await request.get(path, {headers: {Accept: accept}});
      expect(response.headers()['content-type'], `${path} ${accept}`).toBe('text/html; charset=utf-8');
      expect(varyOf(response.headers()), path).toContain('accept');
    }
  }
});

test('the twins, llms.txt and unknown paths are no page: no Link, no Vary on Accept, whatever is accepted', async ({
  request,
}) => {
  for (const path of ['/docs/introduction.md', '/index.md', LLMS_INDEX_PATH, '/docs/no-such-page']) {
    const response = await request.get(path, {headers: {Accept: AGENT_ACCEPTS[0]}});
    expect(response.headers()['link'], path).toBeUndefined();
    expect(varyOf(response.headers()), path).not.toContain('accept');
  }
  const index = await request.get(LLMS_INDEX_PATH);
  expect(index.headers()['content-type']).toBe('text/markdown; charset=utf-8');
  expect(await index.text()).toMatch(/^# .+\n\n> .+/);
});
