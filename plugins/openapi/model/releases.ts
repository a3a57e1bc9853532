/**
 * The published releases of the description: their files (api/releases/X.Y.Z.json, one per
 * release the changelog has), the order of their versions, their entries on the changelog
 * page (the `## 1.2.0 — October 2024` headings of docs/changelog.mdx), and the shape of what
 * the releases say about one element. The diff of the releases is plugins/api-changes'; the
 * reference's badges and the changelog's feed read what is here.
 */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {createSlugger} from '@docusaurus/utils';
import {ProblemError} from '../../shared/problems';

export const RELEASES_DIR = 'api/releases';

const VERSION_FILE = /^(\d+)\.(\d+)\.(\d+)\.json$/;

export function compareVersions(a: string, b: string): number {
  const pa = a.split('.').map(Number);
  const pb = b.split('.').map(Number);
  for (let i = 0; i < 3; i += 1) if (pa[i] !== pb[i]) return (pa[i] ?? 0) - (pb[i] ?? 0);
  return 0;
}

/** The release files of `dir`, oldest first. */
export function releaseFiles(cwd: string, dir = RELEASES_DIR): {version: string; file: string}[] {
  let names: string[];
  try {
    names = readdirSync(path.join(cwd, dir));
  } catch {
    return [];
  }
  return names
    .filter((name) => VERSION_FILE.test(name))
    .map((name) => ({version: name.replace(/\.json$/, ''), file: `${dir}/${name}`}))
    .sort((a, b) => compareVersions(a.version, b.version));
}

/** What the releases say about one element (keys.ts names it); each value is a release version. */
export interface ElementHistory {
  added?: string;
  changed?: string;
  deprecated?: string;
}

/** Element key → its history. */
export type LifecycleIndex = ReadonlyMap<string, ElementHistory>;

/** One release's entry in the changelog. */
export interface ChangelogRelease {
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

/** The changelog heading of a release published on `date` (its month and year where it runs): `## 1.3.0 — November 2026`. */
export function releaseHeading(version: string, date: Date): string {
  return `## ${version} — ${MONTHS[date.getMonth()]} ${date.getFullYear()}`;
}

/** The releases of the changelog `file`, newest first as written; a heading it cannot read throws a ProblemError. */
export function parseReleases(text: string, file: string): ChangelogRelease[] {
  const slugger = createSlugger();
  const releases: ChangelogRelease[] = [];
  let current: ChangelogRelease | undefined;
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

/** Where the changelog is. */
export interface ChangelogPage {
  /** The changelog, relative to the site (`docs/changelog.mdx`). */
  changelog: string;
  /** Its page's route (`/docs/changelog`). */
  changelogRoute: string;
}

/** The link of each release's entry on the changelog page, by version. */
export function releaseLinks(siteDir: string, page: ChangelogPage): (version: string) => string | undefined {
  const anchors = new Map(
    parseReleases(readFileSync(path.join(siteDir, page.changelog), 'utf8'), page.changelog).map((r) => [
      r.version,
      r.anchor,
    ]),
  );
  return (version) => {
    const anchor = anchors.get(version);
    return anchor ? `${page.changelogRoute}#${anchor}` : undefined;
  };
}
