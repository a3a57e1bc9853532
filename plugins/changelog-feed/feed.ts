/**
 * The changelog as an Atom feed: one entry per release, taken from the `## 1.2.0 — October 2024`
 * sections of docs/changelog.mdx, so that partners can follow changes in a feed reader.
 * Pure: the caller passes the changelog text in and writes the feed out.
 */
import {createSlugger} from '@docusaurus/utils';
import MarkdownIt from 'markdown-it';
import {ProblemError} from '../shared/problems';

export interface Release {
  version: string;
  title: string;
  /** The first day of the release month, UTC. */
  date: Date;
  /** The heading's anchor on the changelog page (Docusaurus's own slugs). */
  anchor: string;
  markdown: string;
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const RELEASE_HEADING = /^## (\d+\.\d+\.\d+) — ([A-Z][a-z]+) (\d{4})\s*$/;

/** The releases of the changelog `file`, newest first as written; a heading it cannot read throws a ProblemError. */
export function parseReleases(text: string, file: string): Release[] {
  const slugger = createSlugger();
  const releases: Release[] = [];
  let current: Release | undefined;
  let inFence = false;
  for (const [index, line] of text.split('\n').entries()) {
    if (/^\s*(```|~~~)/.test(line)) inFence = !inFence;
    // Every heading takes a slug, as on the page, so repeated names get the same suffixes.
    const heading = inFence ? null : /^(#{1,6}) (.*?)\s*$/.exec(line);
    const slug = heading ? slugger.slug(heading[2]) : '';
    if (heading?.[1] === '##') {
      const release = RELEASE_HEADING.exec(line);
      current = undefined;
      if (!release) continue;
      const month = MONTHS.indexOf(release[2]);
      if (month < 0) {
        const message = `"${release[2]}" is not a month name`;
        throw new ProblemError({
          file,
          line: index + 1,
          col: line.indexOf(release[2]) + 1,
          rule: 'release-heading',
          message,
        });
      }
      current = {
        version: release[1],
        title: heading[2].trim(),
        date: new Date(Date.UTC(Number(release[3]), month, 1)),
        anchor: slug,
        markdown: '',
      };
      releases.push(current);
    } else if (current) current.markdown += `${line}\n`;
  }
  return releases;
}

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
export function renderAtomFeed(releases: Release[], options: FeedOptions): string {
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
