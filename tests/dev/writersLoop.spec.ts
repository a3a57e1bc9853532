/**
 * Under `npm start`, every save reaches the open page without a restart, and a save that cannot
 * be built says so in the page until it is fixed (plugins/dev-loop, plugins/openapi,
 * plugins/guide-inputs). Runs against the dev server of a scratch copy (playwright.config.ts),
 * whose files it edits. Each step waits for the change on screen with a generous limit: how fast
 * a save shows is a figure for `npm run bench`, not a test.
 */
import {readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {expect, gotoHydrated, test} from '../e2e/fixtures';
import {SCRATCH_DIR} from './playwright.config';

const SPEC = path.join(SCRATCH_DIR, 'api/openapi.json');
const OPERATION = '/docs/api/partner-api/void-card';
const SUMMARY = '"summary": "Void a gift card"';
/** Docusaurus's dev overlay, which shows a page that does not compile. */
const OVERLAY = '#webpack-dev-server-client-overlay';
/** Long enough for a save on a busy 2-core machine; the dev server usually needs a few seconds. */
const ARRIVES = {timeout: 60_000};

/** Rewrites a file of the scratch copy with `change` applied to its text. */
function edit(file: string, change: (text: string) => string): void {
  const text = readFileSync(file, 'utf8');
  const changed = change(text);
  expect(changed, `the edit changes ${file}`).not.toBe(text);
  writeFileSync(file, changed);
}
const original = readFileSync(SPEC, 'utf8');
const withSummary = (title: string) => original.replace(SUMMARY, `"summary": "${title}"`);

test.describe.configure({mode: 'serial'});

test('a saved description reaches the open operation page every time, and a broken one shows its place', async ({
  page,
}) => {
  await gotoHydrated(page, OPERATION);
  const title = page.locator('h1').first();
  const problems = page.locator('#dev-problems');

  // The first edit after start, then two more.
  for (const n of [1, 2, 3]) {
    writeFileSync(SPEC, withSummary(`Void a gift card, edit ${n}`));
    await expect(title).toHaveText(`Void a gift card, edit ${n}`, ARRIVES);
  }

  // A dangling $ref: the page keeps what built, and the banner names the place and the rule.
  edit(SPEC, (text) => text.replace('#/components/schemas/VoidCardRequest"', '#/components/schemas/NoSuchSchema"'));
  await expect(problems).toBeVisible(ARRIVES);
  await expect(problems).toHaveAttribute('role', 'alert');
  await expect(problems).toContainText(/api\/openapi\.json:\d+:\d+: .*NoSuchSchema.*\[no-unresolved-refs\]/);
  await expect(title).toHaveText('Void a gift card, edit 3');
  // The guides that quote the description keep its last numbers meanwhile: nothing fails to compile.
  await expect(page.locator(OVERLAY)).toHaveCount(0);

  // The fix: the banner goes and the fixed description shows.
  writeFileSync(SPEC, withSummary('Void a gift card, fixed'));
  await expect(problems).toHaveCount(0, ARRIVES);
  await expect(title).toHaveText('Void a gift card, fixed', ARRIVES);

  // Two saves 150 ms apart: the later one is what stays.
  writeFileSync(SPEC, withSummary('Void a gift card, first of two'));
  await page.waitForTimeout(150);
  writeFileSync(SPEC, withSummary('Void a gift card, second of two'));
  await expect(title).toHaveText('Void a gift card, second of two', ARRIVES);
  await page.waitForTimeout(3_000);
  await expect(title).toHaveText('Void a gift card, second of two');
});

test('a saved guide, fact and release reach their open pages, and a broken guide shows its place', async ({
  page,
  consoleLog,
}) => {
  const guide = path.join(SCRATCH_DIR, 'docs/introduction.mdx');
  await gotoHydrated(page, '/docs/introduction');
  edit(guide, (text) => text.replace('## What the GCM partner API does', '## What the GCM partner API does today'));
  await expect(page.getByRole('heading', {name: 'What the GCM partner API does today'})).toBeVisible(ARRIVES);

  // A number the guide quotes from the description's x-gcm-limits follows the description.
  await expect(page.getByText(/A token lasts (1|one) hour\./)).toBeVisible();
  edit(SPEC, (text) => text.replace(/("accessTokenLifetime": \{\s*"value": )1,(\s*"unit": )"hour"/, '$12,$2"hour"'));
  await expect(page.getByText(/A token lasts (2|two) hours\./)).toBeVisible(ARRIVES);

  // A limit the description does not have: Docusaurus's overlay names the guide's place, until the fix.
  const saved = readFileSync(guide, 'utf8');
  // The dev server's client reports the failed compilation in the console too.
  consoleLog.allow.push(
    /^console\.error: \[webpack-dev-server\] (Errors while compiling|ERROR in \.\/docs\/introduction\.mdx)/,
  );
  writeFileSync(guide, saved.replace('## Core concepts', 'It lasts :limit[noSuchLimit].\n\n## Core concepts'));
  const overlay = page.frameLocator(OVERLAY);
  await expect(overlay.getByText(/docs\/introduction\.mdx:\d+:\d+: .*noSuchLimit/).first()).toBeVisible(ARRIVES);
  writeFileSync(guide, saved);
  await expect(page.locator(OVERLAY)).toHaveCount(0, ARRIVES);
  await expect(page.getByRole('heading', {name: 'What the GCM partner API does today'})).toBeVisible();

  // A schema added to the 1.2.0 release is one more change in that release's list on the changelog.
  await gotoHydrated(page, '/docs/changelog');
  const summary = page.getByText(/^Changes found in the description of 1\.2\.0 since 1\.1\.0 \(\d+\)$/);
  const before = Number(/\((\d+)\)$/.exec((await summary.textContent()) ?? '')?.[1]);
  edit(path.join(SCRATCH_DIR, 'api/releases/1.2.0.json'), (text) => {
    const release = JSON.parse(text) as {components: {schemas: Record<string, unknown>}};
    release.components.schemas.DevLoopProbe = {type: 'object', description: 'Added by the dev-server test.'};
    return `${JSON.stringify(release, null, 2)}\n`;
  });
  await expect(page.getByText(`Changes found in the description of 1.2.0 since 1.1.0 (${before + 1})`)).toBeVisible(
    ARRIVES,
  );
});
