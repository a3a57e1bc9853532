/**
 * The changelog as an Atom feed: one entry per release, taken from the `## 1.2.0 — October 2024`
 * sections of docs/changelog.mdx (read by the spec model's `parseReleases`), so that partners
 * can follow changes in a feed reader. Pure: the caller passes the releases in and writes the
 * feed out.
 */
import MarkdownIt from 'markdown-it';
import type {ChangelogRelease} from '../openapi/model';

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export interface FeedOptions {
  siteUrl: string;
  /** The changelog page's route, e.g. `/docs/changelog`. */
  route: string;
  /** The feed's own route, e.g. `/docs/changelog.atom`. */
  feedRoute: string;
  title: string;
  author: string;
}

/** The Atom document (RFC 4287) of the releases. */
export function renderAtomFeed(releases: ChangelogRelease[], options: FeedOptions): string {
  const markdown = new MarkdownIt({html: false, linkify: false});
  // Site links become absolute, so that they work in a feed reader.
  const absolute = (html: string) => html.replace(/(href|src)="\//g, `$1="${options.siteUrl}/`);
  const page = `${options.siteUrl}${options.route}`;
  const updated = releases.reduce((latest, r) => (r.date > latest ? r.date : latest), new Date(0));
  const entries = releases.map((release) =>
    [
      '  <entry>',
      `    <title>${escapeXml(release.title)}</title>`,
      `    <id>${escapeXml(`${page}#${release.anchor}`)}</id>`,
      `    <link rel="alternate" type="text/html" href="${escapeXml(`${page}#${release.anchor}`)}"/>`,
      `    <updated>${release.date.toISOString()}</updated>`,
      `    <content type="html">${escapeXml(absolute(markdown.render(release.markdown)))}</content>`,
      '  </entry>',
    ].join('\n'),
  );
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom">',
    `  <title>${escapeXml(options.title)}</title>`,
    `  <id>${escapeXml(page)}</id>`,
    `  <link rel="alternate" type="text/html" href="${escapeXml(page)}"/>`,
    `  <link rel="self" type="application/atom+xml" href="${escapeXml(`${options.siteUrl}${options.feedRoute}`)}"/>`,
    `  <updated>${updated.toISOString()}</updated>`,
    `  <author><name>${escapeXml(options.author)}</name></author>`,
    ...entries,
    '</feed>',
    '',
  ].join('\n');
}
