/** The changelog's Atom feed (plugins/changelog-feed): one entry per release, anchors as on the page. */
import {readFileSync} from 'node:fs';
import {describe, expect, it} from 'vitest';
import {renderAtomFeed} from '..';
import {parseReleases} from '../../openapi/model';
import {ProblemError} from '../../shared/problems';

const options = {
  siteUrl: 'https://docs.gcm.example',
  route: '/docs/changelog',
  feedRoute: '/docs/changelog.atom',
  title: 'Changelog',
  author: 'GCM',
};

describe('changelog feed', () => {
  it('reads each release of docs/changelog.mdx, newest first, with its date and anchor', () => {
    const releases = parseReleases(readFileSync('docs/changelog.mdx', 'utf8'), 'docs/changelog.mdx');
    expect(releases.map((r) => [r.version, r.anchor, r.date.toISOString().slice(0, 10)])).toEqual([
      ['1.2.0', '120--october-2024', '2024-10-01'],
      ['1.1.0', '110--may-2024', '2024-05-01'],
      ['1.0.0', '100--january-2024', '2024-01-01'],
    ]);
    expect(releases[0].markdown).toContain('### Added');
    expect(releases[0].markdown).not.toContain('## 1.1.0');
  });

  it('keeps a heading inside a code block out, and names a bad month with its line', () => {
    const text = '## Policy\n\n```md\n## 9.9.9 — May 2030\n```\n\n## 2.0.0 — Sept 2025\n';
    expect(() => parseReleases(text, 'CHANGES.md')).toThrow(ProblemError);
    expect(() => parseReleases(text, 'CHANGES.md')).toThrow(
      'CHANGES.md:7:12: "Sept" is not a month name [release-heading]',
    );
    expect(
      parseReleases('## 2.0.0 — May 2025\n\n```md\n## 9.9.9 — May 2030\n```\n', 'docs/changelog.mdx'),
    ).toHaveLength(1);
  });

  it('renders Atom with escaped HTML content and absolute links', () => {
    const feed = renderAtomFeed(
      parseReleases('## 1.0.0 — January 2024\n\nSee [VoidCard](/docs/api/x) & more.\n', 'docs/changelog.mdx'),
      options,
    );
    expect(feed).toContain('<feed xmlns="http://www.w3.org/2005/Atom">');
    expect(feed).toContain('<id>https://docs.gcm.example/docs/changelog#100--january-2024</id>');
    expect(feed).toContain(
      '&lt;a href=&quot;https://docs.gcm.example/docs/api/x&quot;&gt;VoidCard&lt;/a&gt; &amp;amp; more.',
    );
    expect(feed).toContain('<updated>2024-01-01T00:00:00.000Z</updated>');
  });
});
