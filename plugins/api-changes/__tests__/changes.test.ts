/**
 * `npm run changes` (plugins/api-changes/changes.ts) on a scratch copy of the site: the changes
 * between two releases, and from a release to the working description, as pull-request Markdown.
 */
import {describe, expect, it} from 'vitest';
import {changesReport} from '..';
import {editJson, scratchSite, SPEC} from './scratchSite';

/** The `### …` headings of a report, in order. */
const headings = (markdown: string) => markdown.split('\n').filter((line) => line.startsWith('### '));

describe('npm run changes', {timeout: 60_000}, () => {
  it('lists the changes between two releases, breaking first, then by kind, each with its element and rule', async () => {
    const markdown = await changesReport(scratchSite(), '1.1.0', '1.2.0');
    expect(markdown.split('\n').slice(0, 3)).toEqual([
      '## API changes from 1.1.0 to 1.2.0',
      '',
      'Changes found in the description of 1.2.0 since 1.1.0 (16): 14 added, 1 changed, 1 deprecated, 0 removed, 0 breaking.',
    ]);
    expect(headings(markdown)).toEqual(['### Breaking (0)', '### Added (14)', '### Changed (1)', '### Deprecated (1)']);
    expect(markdown).toContain('### Breaking (0)\n\nNone.\n');
    expect(markdown).toContain('- Added Onboard a business (`POST /v1/businesses`) (`api-added`)\n');
    expect(markdown).toContain('- Added the error code `unsupported_country` (422) (`error-code-added`)\n');
    expect(markdown).toContain(
      '- Deprecated the query parameter `near` of Search for businesses (`request-parameter-deprecated`)\n',
    );
    // A pull request is not the site: no link to its pages.
    expect(markdown).not.toMatch(/\]\(/);
  });

  it('lists the changes from a release to the working description', async () => {
    const dir = scratchSite();
    editJson(dir, SPEC, ['paths', '/v1/gift-cards/{giftCardId}/dynamic-images/{imageId}'], undefined);
    editJson(dir, SPEC, ['components', 'schemas', 'Business', 'properties', 'rating'], {type: 'number'});
    const markdown = await changesReport(dir, '1.2.0');
    expect(markdown.split('\n')[0]).toBe('## API changes from 1.2.0 to api/openapi.json (info.version 1.2.0)');
    expect(headings(markdown)).toEqual(['### Breaking (1)', '### Added (1)']);
    expect(markdown).toContain(
      '### Breaking (1)\n\n- **Breaking:** Removed Get a dynamic image URL (`GET /v1/gift-cards/{giftCardId}/dynamic-images/{imageId}`) (`api-removed`)\n',
    );
    expect(markdown).toContain('- Added the response field `rating` of Business (`response-property-added`)\n');
  });

  it('finds nothing between a release and itself', async () => {
    const markdown = await changesReport(scratchSite(), '1.2.0');
    expect(markdown).toContain('(0): 0 added, 0 changed, 0 deprecated, 0 removed, 0 breaking.');
    expect(headings(markdown)).toEqual(['### Breaking (0)']);
  });

  it('names the releases there are when a version is unknown', async () => {
    const dir = scratchSite();
    const unknown = (version: string) =>
      `no release ${version} in api/releases/ (the releases are: 1.0.0, 1.1.0, 1.2.0)`;
    await expect(changesReport(dir, '1.5.0')).rejects.toThrow(unknown('1.5.0'));
    await expect(changesReport(dir, '1.0.0', '1.3.0')).rejects.toThrow(unknown('1.3.0'));
  });
});
