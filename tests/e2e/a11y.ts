/** axe-core checks shared by the page crawls: WCAG 2.2 A/AA and axe's best practices, in both colour modes. */
import AxeBuilder from '@axe-core/playwright';
import {expect, type Page} from '@playwright/test';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];
/**
 * Experimental rules (off by default) that found real faults here: card links named by only
 * part of their text, and a scrollable table in the tab order without a role.
 */
const EXPERIMENTAL_RULES = ['label-content-name-mismatch', 'focus-order-semantics'];

/**
 * The rules whose outcome depends on the colour mode: a page's structure, names and roles are
 * the same in both, so the second mode is checked for these alone (axe's full run takes
 * seconds on an operation page's thousands of nodes).
 */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/** axe's WCAG 2.2 AA rules and best practices on the page; `colourOnly`: only the rules a colour mode can change. */
async function expectNoA11yViolations(page: Page, options: {colourOnly?: boolean} = {}): Promise<void> {
  // Legacy mode runs axe in the page itself; the default opens a second page to merge the
  // results of cross-origin frames, which these pages do not have, and that doubled each run.
  // Only violations are reported in full: listing every passing node costs seconds on a big page.
  // `options` replaces what `withTags`/`withRules` set, so it comes first.
  const builder = new AxeBuilder({page}).setLegacyMode(true);
  const {violations} = await (
    options.colourOnly
      ? builder.options({resultTypes: ['violations']}).withRules(COLOUR_RULES)
      : builder
          .options({
            resultTypes: ['violations'],
            rules: Object.fromEntries(EXPERIMENTAL_RULES.map((id) => [id, {enabled: true}])),
          })
          .withTags(TAGS)
  ).analyze();
  const mode = await page.locator('html').getAttribute('data-theme');
  const summary = violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} — ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 5)
        .join(' | ')}`,
  );
  expect(summary, `axe-core violations in ${mode} mode`).toEqual([]);
}

/**
 * Checks the page as loaded (light) with every rule, then switches the operating system to dark
 * and checks again the rules a colour mode can change.
 */
export async function expectNoA11yViolationsInBothModes(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await expectNoA11yViolations(page);
  await page.emulateMedia({colorScheme: 'dark'});
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  // Colours ease between modes: measure contrast once the transitions have ended.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation instanceof CSSTransition)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  await expectNoA11yViolations(page, {colourOnly: true});
}
