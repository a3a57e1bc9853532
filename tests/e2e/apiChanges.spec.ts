/**
 * The generated lists of changes (plugins/api-changes): under each release of the changelog,
 * collapsed, and opening; in the release's feed entry; in the page's Markdown twin; and in
 * /api/changes.json for machines.
 */
import {test, expect, gotoHydrated} from './fixtures';

const SUMMARY = /^Changes found in the description of (\d+\.\d+\.\d+)/;

test.describe('generated lists of changes', () => {
  test('each release of the changelog ends with its list, collapsed, which opens', async ({page}) => {
    await gotoHydrated(page, '/docs/changelog');
    // Each release heading, and the summary of the list that follows it before the next heading.
    const sections = await page
      .locator('article h2, article details > summary')
      .evaluateAll((nodes) =>
        nodes.map((node) => ({heading: node.tagName === 'H2', text: (node.textContent ?? '').replace(/\u200b/g, '')})),
      );
    const releases = sections
      .filter((s) => s.heading && /^\d+\.\d+\.\d+ — /.test(s.text))
      .map((s) => s.text.split(' ')[0]);
    expect(releases).toEqual(['1.2.0', '1.1.0', '1.0.0']);
    for (const version of releases) {
      const at = sections.findIndex((s) => s.heading && s.text.startsWith(`${version} `));
      expect(sections[at + 1]?.text, version).toMatch(SUMMARY);
      expect(SUMMARY.exec(sections[at + 1].text)?.[1]).toBe(version);
    }

    const details = page.locator('article details', {has: page.locator('summary', {hasText: 'description of 1.2.0'})});
    await expect(details).not.toHaveAttribute('open');
    const onboard = details.getByRole('link', {name: 'Onboard a business'});
    await expect(onboard).toBeHidden();
    await details.locator('summary').click();
    await expect(onboard).toBeVisible();
    await expect(onboard).toHaveAttribute('href', '/docs/api/partner-api/onboard-business');
    await expect(details.getByText('request-parameter-deprecated')).toBeVisible();
    await page
      .locator('article details')
      .first()
      .screenshot({path: test.info().outputPath('changes-1.2.0.png')});
  });

  test('the list opens without JavaScript', async ({browser}) => {
    const context = await browser.newContext({javaScriptEnabled: false});
    const page = await context.newPage();
    await page.goto('/docs/changelog');
    const details = page.locator('article details', {has: page.locator('summary', {hasText: 'description of 1.1.0'})});
    const link = details.getByRole('link', {name: 'Get a dynamic image URL'});
    await expect(link).toBeHidden();
    await details.locator('summary').click();
    await expect(link).toBeVisible();
    await context.close();
  });

  test('the feed entry of a release ends with its list of changes', async ({request}) => {
    const xml = await (await request.get('/docs/changelog.atom')).text();
    const entry = xml.split('<entry>').find((part) => part.includes('<title>1.2.0 — October 2024</title>'))!;
    expect(entry).toContain('Changes found in the description of 1.2.0 since 1.1.0');
    expect(entry).toContain('href=&quot;https://docs.gcm.example/docs/api/partner-api/onboard-business&quot;');
    expect(entry).toContain('request-parameter-deprecated');
  });

  test('the Markdown twin of the changelog has the lists', async ({request}) => {
    const markdown = await (await request.get('/docs/changelog.md')).text();
    expect(markdown).toContain('Changes found in the description of 1.1.0 since 1.0.0');
    expect(markdown).toMatch(
      /\[Get a dynamic image URL\]\(\/docs\/api\/partner-api\/get-dynamic-image\) \(`GET [^)]*\) \(`api-added`\)/,
    );
  });

  test('/api/changes.json has every release with its classified changes', async ({request}) => {
    const response = await request.get('/api/changes.json');
    expect(response.status()).toBe(200);
    const document = await response.json();
    expect(document.releases.map((r: {version: string}) => r.version)).toEqual(['1.0.0', '1.1.0', '1.2.0']);
    for (const release of document.releases) {
      expect(release.changes.length, release.version).toBeGreaterThan(0);
      for (const change of release.changes) {
        expect(typeof change.rule).toBe('string');
        expect(typeof change.breaking).toBe('boolean');
        expect(change.pointer).toMatch(/^#\//);
      }
    }
  });
});
