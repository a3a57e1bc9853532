/**
 * `npm run release` (plugins/api-changes/release.ts) on a scratch copy of the site: a release
 * writes exactly the three files, and every refusal names its place and changes nothing.
 */
import {describe, expect, it} from 'vitest';
import {checkReleasesChangelog, gate, release, releaseReport} from '..';
import {parseReleases} from '../../openapi/model';
import {CHANGELOG_FILE, editJson, editText, readIn, scratchSite, snapshot, SPEC} from './scratchSite';

const date = new Date(2026, 10, 15);
const NEWEST_HEADING = '## 1.2.0 — October 2024';

/** A changelog with an Unreleased section of `body` above the newest release. */
const withUnreleased = (dir: string, body: string) =>
  editText(dir, CHANGELOG_FILE, NEWEST_HEADING, `## Unreleased\n\n${body}\n\n${NEWEST_HEADING}`);

/** A non-breaking change: a new response field of Business. */
const addRating = (dir: string) =>
  editJson(dir, SPEC, ['components', 'schemas', 'Business', 'properties', 'rating'], {type: 'number'});
const RATING_ADDED = '### Added\n\n- `rating` of [Business](/docs/api/partner-api/schemas/business).';

/** A breaking change: an operation removed. */
const removeGetDynamicImage = (dir: string) =>
  editJson(dir, SPEC, ['paths', '/v1/gift-cards/{giftCardId}/dynamic-images/{imageId}'], undefined);
const GET_DYNAMIC_IMAGE_REMOVED =
  '### Removed\n\n- [Get a dynamic image URL](/docs/api/partner-api/get-dynamic-image).';

/** A copy with a change and an Unreleased section that mentions it: ready to release. */
function ready(): string {
  const dir = scratchSite();
  addRating(dir);
  withUnreleased(dir, RATING_ADDED);
  return dir;
}

/** Asserts that releasing `version` in `dir` fails with `message` and leaves every file as it was. */
async function refused(dir: string, version: string, message: RegExp): Promise<void> {
  const before = snapshot(dir);
  await expect(release({cwd: dir, version, date})).rejects.toThrow(message);
  expect(snapshot(dir)).toEqual(before);
}

const lines = (text: string) => text.split('\n');

describe('npm run release', {timeout: 60_000}, () => {
  it('publishes: only info.version changes in api/openapi.json, the release is that file, the heading is renamed', async () => {
    const dir = ready();
    const [spec, changelog, before] = [readIn(dir, SPEC), readIn(dir, CHANGELOG_FILE), snapshot(dir)];
    const result = await release({cwd: dir, version: '1.3.0', date});

    const released = readIn(dir, SPEC);
    const changed = lines(released).flatMap((line, i) => (line === lines(spec)[i] ? [] : [[i + 1, line]]));
    expect(lines(released).length).toBe(lines(spec).length);
    expect(changed).toEqual([[5, '    "version": "1.3.0",']]);
    expect(lines(spec)[4]).toBe('    "version": "1.2.0",');
    expect(readIn(dir, 'api/releases/1.3.0.json')).toBe(released);
    expect(readIn(dir, CHANGELOG_FILE)).toBe(changelog.replace('## Unreleased\n', '## 1.3.0 — November 2026\n'));
    expect(parseReleases(readIn(dir, CHANGELOG_FILE), CHANGELOG_FILE)[0]).toMatchObject({
      version: '1.3.0',
      title: '1.3.0 — November 2026',
      date: new Date(Date.UTC(2026, 10, 1)),
    });

    const after = snapshot(dir);
    const differs = [...after.keys()].filter((file) => after.get(file) !== before.get(file));
    expect(differs.sort()).toEqual(['api/openapi.json', 'api/releases/1.3.0.json', 'docs/changelog.mdx']);
    expect([...before.keys()].every((file) => after.has(file))).toBe(true);

    expect(result).toMatchObject({
      version: '1.3.0',
      previousVersion: '1.2.0',
      previousRelease: '1.2.0',
      headingLine: 33,
    });
    expect(result.changes.map((c) => c.rule)).toEqual(['response-property-added']);
    expect(releaseReport(result)).toEqual([
      'release: published 1.3.0; changes since 1.2.0: 1 added, 0 changed, 0 deprecated, 0 removed, 0 breaking',
      '  api/openapi.json: info.version 1.2.0 → 1.3.0',
      '  api/releases/1.3.0.json: new, the description of 1.3.0',
      '  docs/changelog.mdx:33: "## Unreleased" → "## 1.3.0 — November 2026"',
      'Review them (`git status`, `git diff`) and commit them together.',
    ]);
    // What it wrote passes the checks it ran: lint:docs's changelog check and check:api's gate.
    expect(await checkReleasesChangelog(dir)).toEqual([]);
    expect((await gate(dir)).problems).toEqual([]);
  });

  it('refuses a version that is not X.Y.Z', async () => {
    const dir = ready();
    for (const version of ['1.3', 'v1.3.0', '1.03.0', '1.3.0-rc.1', ' 1.3.0', ''])
      await refused(dir, version, /is not a release version: give three numbers, X\.Y\.Z/);
  });

  it('refuses a version older than the newest release, at its info.version', async () => {
    await refused(
      ready(),
      '1.1.0',
      /^api\/releases\/1\.2\.0\.json:5:5: 1\.1\.0 is not newer than 1\.2\.0, the newest release in api\/releases\/: give a higher version \[release-version\]$/,
    );
  });

  it('refuses the version of the newest release', async () => {
    await refused(ready(), '1.2.0', /^api\/releases\/1\.2\.0\.json:5:5: 1\.2\.0 is not newer than 1\.2\.0/);
  });

  it('refuses a breaking change without a new major version, at the change', async () => {
    const dir = scratchSite();
    removeGetDynamicImage(dir);
    withUnreleased(dir, GET_DYNAMIC_IMAGE_REMOVED);
    await refused(
      dir,
      '1.3.0',
      /^api\/releases\/1\.2\.0\.json:\d+:\d+: breaking change without a new major version \(1\.2\.0 → 1\.3\.0\): Removed Get a dynamic image URL \(`GET \/v1\/gift-cards\/\{giftCardId\}\/dynamic-images\/\{imageId\}`\) at #\/paths\/.*\[api-removed\]$/,
    );
  });

  it('publishes a breaking change as a new major version', async () => {
    const dir = scratchSite();
    removeGetDynamicImage(dir);
    withUnreleased(dir, GET_DYNAMIC_IMAGE_REMOVED);
    const result = await release({cwd: dir, version: '2.0.0', date});
    expect(result.changes.map((c) => [c.rule, c.breaking])).toEqual([['api-removed', true]]);
    expect(lines(readIn(dir, SPEC))[4]).toBe('    "version": "2.0.0",');
    expect(readIn(dir, 'api/releases/2.0.0.json')).toBe(readIn(dir, SPEC));
    expect(readIn(dir, CHANGELOG_FILE)).toContain('\n## 2.0.0 — November 2026\n\n### Removed\n');
    expect(releaseReport(result)[0]).toBe(
      'release: published 2.0.0; changes since 1.2.0: 0 added, 0 changed, 0 deprecated, 1 removed, 1 breaking',
    );
  });

  it('refuses without a "## Unreleased" section, naming the line where it belongs', async () => {
    const dir = scratchSite();
    addRating(dir);
    await refused(
      dir,
      '1.3.0',
      /^docs\/changelog\.mdx:33:1: the changelog has no "## Unreleased" section to publish as 1\.3\.0: add one above "## 1\.2\.0 …", with what changed since the last release \[release-changelog\]$/,
    );
  });

  it('refuses when the changelog already has a section for the version', async () => {
    const dir = ready();
    editText(dir, CHANGELOG_FILE, NEWEST_HEADING, `## 1.3.0 — May 2026\n\nSoon.\n\n${NEWEST_HEADING}`);
    await refused(
      dir,
      '1.3.0',
      /^docs\/changelog\.mdx:39:1: the changelog already has a section for 1\.3\.0 \[release-changelog\]$/,
    );
  });

  it('refuses when the Unreleased section does not mention a change (the check of lint:docs)', async () => {
    const dir = scratchSite();
    addRating(dir);
    withUnreleased(dir, '### Added\n\n- Nothing yet.');
    await refused(
      dir,
      '1.3.0',
      /^docs\/changelog\.mdx:33:1: 1\.3\.0 does not mention: .*`rating` of Business \[response-property-added, api\/openapi\.json:\d+:\d+\] \[missing-change\]$/,
    );
  });

  it('refuses an invalid description, at its file:line:col', async () => {
    const dir = ready();
    editText(dir, SPEC, '"$ref": "#/components/schemas/Business"', '"$ref": "#/components/schemas/Busyness"');
    await refused(
      dir,
      '1.3.0',
      /api\/openapi\.json:\d+:\d+: \$ref "#\/components\/schemas\/Busyness" does not resolve: .*\[no-unresolved-refs\]$/,
    );
  });
});
