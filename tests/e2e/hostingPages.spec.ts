/**
 * Every page of the build hydrates under the CSP that deploy/nginx sends, with no violation,
 * in dark mode so that the inline colour-mode script is proved to run (the production crawl
 * checks accessibility in both modes). On nginx alone: workerd sends every page the same
 * bytes and, as hosting.spec.ts checks for each page, the same CSP.
 */
import {crawlTest, expect, gotoHydrated} from './fixtures';
import {sitemapPaths} from './sitemap';
import {emulateConnection} from './pageWeight';
import {contentSecurityPolicy} from '../../plugins/security-headers';

const expectedCsp = contentSecurityPolicy('build');

crawlTest.describe('every page, dark mode', () => {
  crawlTest.use({colorScheme: 'dark'});
  crawlTest.beforeAll(async ({workerPage}) => {
    // Save-Data turns prefetching off: each visit loads what its own page needs.
    await emulateConnection(workerPage, {effectiveType: '4g', saveData: true});
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
      expect(response?.headers()['content-security-policy']).toBe(expectedCsp);
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    });
  }
});
