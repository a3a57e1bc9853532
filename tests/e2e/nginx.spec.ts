/**
 * The production nginx configuration (deploy/nginx), run for real on the build: security
 * headers with a CSP computed from the build, caching, compression, 404, and every page
 * hydrating with no CSP violation. The crawl runs in dark mode and checks accessibility
 * there too (the production crawl covers light mode).
 */
import {test, expect, gotoHydrated} from './fixtures';
import {sitemapPaths} from './sitemap';
import {expectNoA11yViolations} from './a11y';
import {execFileSync} from 'node:child_process';

// Recomputed from the build by the same script start.sh uses, so it can never drift.
const expectedCsp = execFileSync('node', ['deploy/nginx/csp.mjs', 'build'], {encoding: 'utf8'});

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

test.describe('every page, dark mode', () => {
  test.use({colorScheme: 'dark'});
  for (const path of sitemapPaths()) {
    test(`${path} hydrates under the CSP with no violation and passes axe in dark mode`, async ({page}) => {
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`);
        });
      });
      const response = await gotoHydrated(page, path);
      expect(response?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
      await expectNoA11yViolations(page);
    });
  }
});
