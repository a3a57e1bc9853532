/** axe-core check shared by the page crawls: no WCAG 2.1 A/AA violation. */
import AxeBuilder from '@axe-core/playwright';
import {expect, type Page} from '@playwright/test';

const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

export async function expectNoA11yViolations(page: Page): Promise<void> {
  const {violations} = await new AxeBuilder({page}).withTags(WCAG_21_AA).analyze();
  const summary = violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} — ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 5)
        .join(' | ')}`,
  );
  expect(summary, 'axe-core WCAG 2.1 AA violations').toEqual([]);
}
