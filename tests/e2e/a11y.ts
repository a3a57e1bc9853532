/** axe-core checks shared by the page crawls: WCAG 2.1 A/AA and axe's best practices, in both colour modes. */
import AxeBuilder from '@axe-core/playwright';
import {expect, type Page} from '@playwright/test';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];
/**
 * Experimental rules (off by default) that found real faults here: card links named by only
 * part of their text, and a scrollable table in the tab order without a role.
 */
const EXPERIMENTAL_RULES = ['label-content-name-mismatch', 'focus-order-semantics'];

export async function expectNoA11yViolations(page: Page): Promise<void> {
  const {violations} = await new AxeBuilder({page})
    .withTags(TAGS)
    .options({rules: Object.fromEntries(EXPERIMENTAL_RULES.map((id) => [id, {enabled: true}]))})
    .analyze();
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

/** Checks the page as loaded (light), then switches the operating system to dark and checks again. */
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
  await expectNoA11yViolations(page);
}
