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

/** A release's entry on the changelog page: its heading's anchor, as the page has it. */
async function releaseHeadingIds(request: import('@playwright/test').APIRequestContext) {
  const html = await (await request.get('/docs/changelog')).text();
  return new Map(
    [...html.matchAll(/<h2[^>]*id="?([\w-]+)"?[^>]*>(\d+\.\d+\.\d+) —/g)].map((m) => [m[2], m[1]] as const),
  );
}

test.describe('lifecycle badges in the reference', () => {
  test('new operations say since which release, beside the title, linking its changelog entry', async ({
    page,
    request,
  }) => {
    const anchors = await releaseHeadingIds(request);
    for (const [slug, version] of [
      ['onboard-business', '1.2.0'],
      ['generate-dynamic-image', '1.1.0'],
    ]) {
      await gotoHydrated(page, `/docs/api/partner-api/${slug}`);
      // Beside the title, not part of it: the heading and the tab keep the operation's name.
      await expect(page.getByRole('heading', {level: 1})).not.toContainText('New in');
      const badge = page.locator('.api-badges').getByRole('link', {name: `New in ${version}`});
      await expect(badge).toBeVisible();
      await expect(badge).toHaveAttribute('title', `Added in version ${version} of the API`);
      await expect(badge).toHaveAttribute('href', `/docs/changelog#${anchors.get(version)}`);
    }
    // The link leads to the release's heading.
    await page.locator('.api-badges a').click();
    await expect(page).toHaveURL(/\/docs\/changelog#110--may-2024$/);
    await expect(page.locator('h2[id="110--may-2024"]')).toBeInViewport();
  });

  test('a changed operation, its deprecated parameter with the sunset, a changed field and a new enum value', async ({
    page,
  }) => {
    await gotoHydrated(page, '/docs/api/partner-api/search-for-businesses');
    await expect(page.locator('.api-badges').getByRole('link', {name: 'Changed in 1.2.0'})).toBeVisible();
    const near = page.locator('[id="query.near"] .api-field__head');
    const deprecated = near.getByRole('link', {name: 'Deprecated — stops working after 31 October 2025'});
    await expect(deprecated).toBeVisible();
    await expect(deprecated).toHaveAttribute('title', 'Deprecated in 1.2.0; it stops working after 31 October 2025');
    // The badge replaces the bare flag; other parameters have none.
    await expect(near.locator('.api-flag--deprecated')).toHaveCount(0);
    await expect(page.locator('[id="query.latitude"] .api-badge')).toHaveCount(0);

    for (const path of ['/docs/api/partner-api/get-business-details', '/docs/api/partner-api/schemas/businessdetail']) {
      await gotoHydrated(page, path);
      const row = page.locator('li.api-field[id$="listingStatus"]').first();
      await expect(row.locator('> .api-field__head').getByRole('link', {name: 'Changed in 1.2.0'})).toBeVisible();
      const value = row.locator('.api-notes').getByRole('link', {name: 'New in 1.2.0'});
      await expect(value).toBeVisible();
      // Beside the value it is about.
      await expect(row.locator('.api-notes code', {hasText: 'pending_review'})).toBeVisible();
      expect(
        await value.evaluate((badge) => badge.previousElementSibling?.textContent),
        'the badge follows pending_review',
      ).toBe('pending_review');
    }
  });

  test('an operation of the first release, unchanged since, has no badge', async ({page}) => {
    await gotoHydrated(page, '/docs/api/partner-api/provision-gift-card');
    await expect(page.locator('.api-badge')).toHaveCount(0);
  });

  test('badges are readable in both colour modes: words, and at least 4.5:1', async ({page}) => {
    for (const mode of ['light', 'dark']) {
      // The mode as a reader's choice, loaded with the page (a switch mid-page would be caught in its transition).
      await page.addInitScript((m) => window.localStorage.setItem('theme', m), mode);
      await gotoHydrated(page, '/docs/api/partner-api/search-for-businesses');
      await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
      const ratios = await page.locator('.api-badge').evaluateAll((badges) => {
        const channel = (c: number) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
        const luminance = (css: string) => {
          const [r, g, b] = (css.match(/[\d.]+/g) ?? []).slice(0, 3).map((v) => channel(Number(v) / 255));
          return 0.2126 * r + 0.7152 * g + 0.0722 * b;
        };
        return badges.map((badge) => {
          const style = getComputedStyle(badge);
          const [a, b] = [luminance(style.color), luminance(style.backgroundColor)].sort((x, y) => y - x);
          return {text: badge.textContent, ratio: (a + 0.05) / (b + 0.05)};
        });
      });
      expect(ratios.length).toBeGreaterThan(1);
      for (const {text, ratio} of ratios) expect(ratio, `${text} in ${mode} mode`).toBeGreaterThanOrEqual(4.5);
    }
  });
});

test.describe('changes since a release', () => {
  test('a section per earlier release, every later change listed, breaking ones first', async ({page, request}) => {
    const {releases} = await (await request.get('/api/changes.json')).json();
    const versions: string[] = releases.map((r: {version: string}) => r.version);
    await gotoHydrated(page, '/docs/changes-since');
    for (const [i, from] of versions.slice(0, -1).entries()) {
      const later = releases.slice(i + 1) as {changes: {breaking: boolean}[]}[];
      const all = later.flatMap((r) => r.changes);
      const id = `since-${from.replace(/\./g, '-')}`;
      await expect(page.locator(`h2#${id}`)).toHaveText(`Since ${from}`);
      // The page's links at the top lead to each section.
      await expect(page.locator('article').getByRole('link', {name: `since ${from}`, exact: true})).toHaveAttribute(
        'href',
        `#${id}`,
      );
      const items = (part: string) => page.locator(`h3#${id}-${part} + ul > li`);
      const breaking = all.filter((c) => c.breaking).length;
      await expect(items('breaking')).toHaveCount(breaking);
      await expect(items('other')).toHaveCount(all.length - breaking);
      const headings = await page
        .locator(`h3[id^="${id}-"]`)
        .evaluateAll((nodes) => nodes.map((n) => n.id.replace(/^.*-/, '')));
      expect(headings).toEqual(['breaking', 'other']);
      // Each change starts with the release it came in, linked to its changelog entry.
      const first = items('other').first();
      await expect(first.getByRole('link').first()).toHaveAttribute('href', /^\/docs\/changelog#\d+--/);
    }
    await expect(page.locator('article')).toContainText(`The current version is ${versions[versions.length - 1]}`);
  });

  test('every link of the page resolves, and the operations link their pages', async ({page, request}) => {
    await gotoHydrated(page, '/docs/changes-since');
    await expect(
      page.locator('article li').getByRole('link', {name: 'Onboard a business', exact: true}).first(),
    ).toHaveAttribute('href', '/docs/api/partner-api/onboard-business');
    const hrefs = await page
      .locator('article a[href^="/"], article a[href^="#"]')
      .evaluateAll((links) => [...new Set(links.map((a) => a.getAttribute('href')!))]);
    expect(hrefs.length).toBeGreaterThan(10);
    const pages = new Map<string, string>();
    for (const href of hrefs) {
      const [path, anchor] = href.split('#');
      const route = path || '/docs/changes-since';
      if (!pages.has(route)) {
        const response = await request.get(route);
        expect(response.status(), route).toBe(200);
        pages.set(route, await response.text());
      }
      if (anchor) expect(pages.get(route), href).toMatch(new RegExp(`id="?${anchor.replace(/\./g, '\\.')}"?[ >]`));
    }
  });

  test('works without JavaScript: the version links jump to their section', async ({browser}) => {
    const context = await browser.newContext({javaScriptEnabled: false});
    const page = await context.newPage();
    await page.goto('/docs/changes-since');
    await page.locator('article').getByRole('link', {name: 'since 1.1.0', exact: true}).click();
    await expect(page).toHaveURL(/#since-1-1-0$/);
    await expect(page.locator('h2#since-1-1-0')).toBeInViewport();
    await expect(
      page.locator('h3#since-1-1-0-other + ul').getByRole('link', {name: 'Onboard a business'}),
    ).toBeVisible();
    await context.close();
  });

  test('is linked from the changelog and the guide sidebar, and has a Markdown twin', async ({page, request}) => {
    await gotoHydrated(page, '/docs/changelog');
    await expect(page.locator('article').getByRole('link', {name: 'Changes since your version'})).toHaveAttribute(
      'href',
      '/docs/changes-since',
    );
    await expect(
      page.locator('.theme-doc-sidebar-menu').getByRole('link', {name: 'Changes since your version'}),
    ).toHaveAttribute('href', '/docs/changes-since');
    const markdown = await (await request.get('/docs/changes-since.md')).text();
    expect(markdown).toMatch(/^## Since 1\.0\.0$/m);
    expect(markdown).toContain('[Onboard a business](/docs/api/partner-api/onboard-business)');
  });

  test('search finds the page', async ({page}) => {
    await gotoHydrated(page, '/search?q=changes%20since%20version');
    await expect(page.locator('main ol li').first()).toBeVisible();
    const top = await page
      .locator('main ol li a[href]')
      .evaluateAll((links) => links.slice(0, 3).map((a) => a.getAttribute('href')));
    expect(top.some((href) => href?.startsWith('/docs/changes-since'))).toBe(true);
  });
});
