/**
 * Visual regression: a viewport screenshot (not the whole page) of one page of each
 * template at the four sizes partners read at, in both colour modes, compared with the
 * baselines committed beside this file (visual.spec.ts-snapshots/). An unintended change
 * fails the suite; a deliberate one updates its baselines in the same commit:
 * `npx playwright test tests/e2e/visual.spec.ts --update-snapshots`.
 *
 * Screenshots are drawn with the Debian fonts `npm run test:ensure-browser` installs, with
 * animations off and the caret hidden; a small share of differing pixels is tolerated,
 * since the next machine's Chromium may be a newer build that anti-aliases a little apart.
 */
import {test, expect, gotoHydrated} from './fixtures';
import {referenceRoute} from './specModel';
import {READING_SIZES} from './viewports';

const TEMPLATES = [
  {name: 'home', path: '/'},
  {name: 'guide', path: '/docs/introduction'},
  {name: 'quickstart', path: '/docs/quickstarts/introduction'},
  {name: 'operation', path: referenceRoute('provision-gift-card')},
  {name: 'tag', path: referenceRoute('partner-provisioning-api')},
  {name: 'schema', path: referenceRoute('schemas/business')},
  {name: 'error-codes', path: referenceRoute('errors')},
  {name: 'search', path: '/search?q=void%20a%20card', ready: 'main ol li'},
  // Its suggestions come from the search index after hydration.
  {
    name: 'not-found',
    path: '/docs/api/partner-api/void-cards',
    ready: 'nav[aria-labelledby="not-found-suggestions"] li',
  },
] as const;

for (const colorScheme of ['light', 'dark'] as const) {
  for (const {width, height} of READING_SIZES) {
    test(`each template at ${width} x ${height}, ${colorScheme}, looks as its baseline`, async ({page, consoleLog}) => {
      // The not-found template is served with status 404, which the browser reports.
      consoleLog.allow.push(/status of 404 \(Not Found\)/);
      test.setTimeout(120_000);
      await page.emulateMedia({colorScheme, reducedMotion: 'reduce'});
      await page.addInitScript((mode) => window.localStorage.setItem('theme', mode), colorScheme);
      await page.setViewportSize({width, height});
      for (const template of TEMPLATES) {
        await gotoHydrated(page, template.path);
        if ('ready' in template) await page.locator(template.ready).first().waitFor();
        await page.mouse.move(0, height - 1);
        await expect(page, `${template.name} at ${width} x ${height}, ${colorScheme}`).toHaveScreenshot(
          `${template.name}-${width}x${height}-${colorScheme}.png`,
          {animations: 'disabled', caret: 'hide', maxDiffPixelRatio: 0.01},
        );
      }
    });
  }
}
