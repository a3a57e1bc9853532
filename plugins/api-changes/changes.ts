/**
 * `npm run changes -- FROM [TO]`: the classified changes between two releases of api/releases/
 * (or, without TO, between release FROM and the working api/openapi.json) as Markdown for a pull
 * request: a heading, a summary, the breaking changes, then the others by the changelog's kinds
 * (Added, Changed, Deprecated, Removed). Each line is the changelog page's (site.ts
 * `changeListMarkdown`) with its links as plain text, since a pull request is not on the site.
 */
import {releaseFiles, RELEASES_DIR} from '../openapi/model';
import {changesBetween, CURRENT_SPEC, loadDescription, type LocatedChange, type ReleaseChanges} from './releases';
import {CHANGE_KINDS, changeKind} from './rules';
import {changeListMarkdown, changeListSummary} from './site';

/** `3 added, 1 changed, 0 deprecated, 0 removed, 0 breaking`: the changes by the changelog's kinds. */
export function changeSummary(changes: readonly Pick<LocatedChange, 'rule' | 'breaking'>[]): string {
  const kinds = CHANGE_KINDS.map((kind) => `${changes.filter((c) => changeKind(c.rule) === kind).length} ${kind}`);
  return [...kinds, `${changes.filter((c) => c.breaking).length} breaking`].join(', ');
}

/** Links to no page: a pull request shows each link's text. */
const NO_PAGES: ReadonlySet<string> = new Set();

/** The Markdown of `release`'s changes, breaking ones first, then the rest by kind. Pure. */
export function changesMarkdown(release: ReleaseChanges, title: string): string {
  const section = (name: string, changes: LocatedChange[]) => [
    `### ${name} (${changes.length})`,
    '',
    ...(changes.length > 0
      ? changeListMarkdown({...release, changes}, NO_PAGES).map((line) => `- ${line}`)
      : ['None.']),
    '',
  ];
  const breaking = release.changes.filter((c) => c.breaking);
  const lines = [
    `## ${title}`,
    '',
    `${changeListSummary(release)}: ${changeSummary(release.changes)}.`,
    '',
    ...section('Breaking', breaking),
  ];
  for (const kind of CHANGE_KINDS) {
    const ofKind = release.changes.filter((c) => !c.breaking && changeKind(c.rule) === kind);
    if (ofKind.length > 0) lines.push(...section(kind[0].toUpperCase() + kind.slice(1), ofKind));
  }
  return `${lines.join('\n').trimEnd()}\n`;
}

/**
 * The changes from release `from` to release `to`, or to the working api/openapi.json without
 * `to`, as Markdown. An unknown version throws, naming the releases there are.
 */
export async function changesReport(cwd: string, from: string, to?: string): Promise<string> {
  const files = releaseFiles(cwd);
  const fileOf = (version: string) => {
    const found = files.find((f) => f.version === version);
    if (found) return found.file;
    const known = files.map((f) => f.version).join(', ') || 'none';
    throw new Error(`no release ${version} in ${RELEASES_DIR}/ (the releases are: ${known})`);
  };
  const before = {...(await loadDescription(fileOf(from), cwd)), version: from};
  const after = to
    ? {...(await loadDescription(fileOf(to), cwd)), version: to}
    : await loadDescription(CURRENT_SPEC, cwd, {allowExternalRefs: false});
  const label = to ?? CURRENT_SPEC;
  const release: ReleaseChanges = {version: label, previous: from, changes: changesBetween(before, after)};
  const title = to
    ? `API changes from ${from} to ${to}`
    : `API changes from ${from} to ${CURRENT_SPEC} (info.version ${after.version})`;
  return changesMarkdown(release, title);
}
