/**
 * The production nginx configuration (deploy/nginx), run for real on the build: security
 * headers with a CSP computed from the build (the snippet the build writes), caching, compression, 404, and every page
 * hydrating with no CSP violation, in dark mode so that the inline colour-mode script is
 * proved to run (the production crawl checks accessibility in both modes).
 */
import {crawlTest, test, expect, gotoHydrated} from './fixtures';
import {sitemapPaths} from './sitemap';
import {contentSecurityPolicy} from '../../plugins/security-headers';

// Recomputed from the built HTML: the snippet the build wrote for nginx must match the pages it serves.
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
  expect(headers['cache-control']).toBe('public, max-age=0, must-revalidate');
});

test('hashed assets are immutable for a year and served precompressed', async ({request}) => {
  const html = await (await request.get('/')).text();
  const asset = html.match(/\/assets\/js\/main\.[\w]+\.js/)![0];
  const response = await request.get(asset, {headers: {'Accept-Encoding': 'gzip'}});
  expect(response.status()).toBe(200);
  expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(response.headers()['content-encoding']).toBe('gzip');
  expect(response.headers()['content-security-policy']).toBe(expectedCsp);
});

test('the changelog feed and the downloads have their types and are served precompressed', async ({request}) => {
  const types = {
    '/docs/changelog.atom': 'application/atom+xml; charset=utf-8',
    '/downloads/openapi.json': 'application/json; charset=utf-8',
    '/downloads/openapi.yaml': 'application/yaml; charset=utf-8',
  };
  for (const [file, type] of Object.entries(types)) {
    const response = await request.get(file, {headers: {'Accept-Encoding': 'gzip'}});
    expect(response.status(), file).toBe(200);
    expect(response.headers()['content-type'], file).toBe(type);
    expect(response.headers()['content-encoding'], file).toBe('gzip');
  }
});

test('the headers snippet the build wrote is configuration, never served', async ({request}) => {
  expect((await request.get('/security-headers.conf')).status()).toBe(404);
});

test('unknown paths get the 404 page with status 404', async ({request}) => {
  const response = await request.get('/docs/no-such-page');
  expect(response.status()).toBe(404);
  expect(await response.text()).toContain('Page Not Found');
  expect(response.headers()['content-security-policy']).toBe(expectedCsp);
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

crawlTest.describe('every page, dark mode', () => {
  crawlTest.use({colorScheme: 'dark'});
  crawlTest.beforeAll(async ({workerPage}) => {
    await workerPage.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`);
      });
    });
  });
  for (const path of sitemapPaths()) {
    crawlTest(`${path} hydrates under the CSP with no violation, in dark mode`, async ({page}) => {
      const response = await gotoHydrated(page, path);
      expect(response?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    });
  }
});
