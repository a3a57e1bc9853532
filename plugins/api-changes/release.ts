/**
 * `npm run release -- X.Y.Z`: publishes the working description as release X.Y.Z in one step.
 * It checks everything first, on what it is about to write, and writes nothing unless all pass:
 * - api/openapi.json loads strictly through the spec model (as `npm run check:api` loads it);
 * - X.Y.Z is a version, newer than the newest release in api/releases/;
 * - no breaking change since that release (GCM's policy, ./rules.ts) unless the major is higher;
 * - docs/changelog.mdx has one `## Unreleased` section, and with it renamed `## X.Y.Z — Month Year`
 *   the changelog passes the check of `npm run lint:docs` (./changelog.ts) against every release,
 *   the new one included.
 * Then it writes the three files: api/openapi.json with only `info.version` edited in place,
 * api/releases/X.Y.Z.json (that description) and the changelog with the heading renamed, each
 * to a temporary file first, then all moved into place. A refusal is a ProblemError at
 * `file:line:col` (a version that is not one, which has no place, is a plain Error).
 */
import {readFileSync, renameSync, rmSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {applyEdits, modify} from 'jsonc-parser';
import {compareVersions, releaseHeading, RELEASES_DIR} from '../openapi/model';
import {ProblemError, type Problem} from '../shared/problems';
import {CHANGELOG, changelogNames, checkReleaseSections, plain, readChangelog} from './changelog';
import {changeSummary} from './changes';
import {
  changesBetween,
  CURRENT_SPEC,
  firstReleaseChanges,
  loadDescription,
  loadReleases,
  type LocatedChange,
} from './releases';

/** A release version: three numbers without leading zeros, nothing before or after. */
const VERSION = /^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)$/;

const majorOf = (version: string) => Number(version.split('.')[0]);

/** Whether `to` may break what `from` promised: its major version is higher. */
export const isNewMajor = (from: string, to: string) => majorOf(to) > majorOf(from);

/** The policy of the major version: each breaking change from `from` to `to`, unless `to` has a higher major. */
export function breakingProblems(changes: LocatedChange[], from: string, to: string): Problem[] {
  if (isNewMajor(from, to)) return [];
  return changes
    .filter((change) => change.breaking)
    .map((change) => ({
      file: change.file,
      line: change.line,
      col: change.col,
      rule: change.rule,
      message:
        `breaking change without a new major version ` +
        `(${from} → ${to}): ${plain(change.text)} at ${change.pointer}`,
    }));
}

export interface ReleaseOptions {
  /** The site directory: api/openapi.json, api/releases/ and docs/changelog.mdx are read and written there. */
  cwd: string;
  /** The new version, X.Y.Z. */
  version: string;
  /** Today: the heading takes its month and year (tests give one). */
  date?: Date;
}

export interface ReleaseResult {
  version: string;
  /** `info.version` of api/openapi.json before. */
  previousVersion: string;
  /** The newest release before this one, if any. */
  previousRelease?: string;
  /** The changelog's new heading, and its line. */
  heading: string;
  headingLine: number;
  /** The changes since the previous release (for the first release: its operations). */
  changes: LocatedChange[];
  /** What was written, in order: api/openapi.json, the release, the changelog. */
  files: string[];
  /** The description's warnings (as `npm run check:api` prints them). */
  warnings: Problem[];
}

/** Where the changelog's `## Unreleased` section is, or the problems that keep it from being renamed. */
function unreleasedLine(
  text: string,
  version: string,
  operations: ReadonlySet<string>,
): {line: number; problems: Problem[]} {
  const sections = readChangelog(text, operations);
  const at = (line: number, message: string): Problem => ({
    file: CHANGELOG,
    line,
    col: 1,
    rule: 'release-changelog',
    message,
  });
  const unreleased = sections.filter((s) => s.version === 'Unreleased');
  const problems: Problem[] = [];
  const same = sections.find((s) => s.version === version);
  if (same) problems.push(at(same.line, `the changelog already has a section for ${version}`));
  if (unreleased.length === 0) {
    const first = sections[0];
    problems.push(
      at(
        first?.line ?? 1,
        `the changelog has no "## Unreleased" section to publish as ${version}: add one` +
          `${first ? ` above "## ${first.version} …"` : ''}, with what changed since the last release`,
      ),
    );
    return {line: 0, problems};
  }
  for (const extra of unreleased.slice(1))
    problems.push(at(extra.line, `a second "Unreleased" section: merge it into the one at line ${unreleased[0].line}`));
  const {line} = unreleased[0];
  if (!/^## Unreleased\s*$/.test(text.split('\n')[line - 1]))
    problems.push(at(line, `the heading must read "## Unreleased" to be renamed "## ${version} — Month Year"`));
  return {line, problems};
}

/** `text` with line `line` (1-based) replaced by `replacement`, its line ending kept. */
function replaceLine(text: string, line: number, replacement: string): string {
  const lines = text.split('\n');
  lines[line - 1] = `${replacement}${lines[line - 1].endsWith('\r') ? '\r' : ''}`;
  return lines.join('\n');
}

/** Writes every file to a temporary file beside it, then moves each into place: a failed write changes nothing. */
function writeAll(cwd: string, files: {file: string; text: string}[]): void {
  const staged: {temp: string; target: string}[] = [];
  try {
    for (const {file, text} of files) {
      const target = path.join(cwd, file);
      const temp = `${target}.release-tmp`;
      staged.push({temp, target});
      writeFileSync(temp, text);
    }
  } catch (error) {
    for (const {temp} of staged) rmSync(temp, {force: true});
    throw error;
  }
  for (const {temp, target} of staged) renameSync(temp, target);
}

/** Publishes api/openapi.json as release `version` (see the top of this file); throws when any check fails. */
export async function release({cwd, version, date = new Date()}: ReleaseOptions): Promise<ReleaseResult> {
  if (!VERSION.test(version))
    throw new Error(
      `"${version}" is not a release version: give three numbers, X.Y.Z, without a "v" or leading zeros (e.g. 1.3.0)`,
    );
  const strict = {allowExternalRefs: false} as const;
  const current = await loadDescription(CURRENT_SPEC, cwd, strict);
  const releases = await loadReleases(cwd);
  const newest = releases.at(-1);
  if (newest && compareVersions(version, newest.version) <= 0) {
    const at = newest.model.locate('#/info/version');
    throw new ProblemError({
      file: newest.file,
      line: at.line,
      col: at.col,
      rule: 'release-version',
      message: `${version} is not newer than ${newest.version}, the newest release in ${RELEASES_DIR}/: give a higher version`,
    });
  }

  // What the three files will be.
  const specText = readFileSync(path.join(cwd, CURRENT_SPEC), 'utf8');
  const edits = modify(specText, ['info', 'version'], version, {
    formattingOptions: {insertSpaces: true, tabSize: 2, eol: '\n'},
  });
  const releasedText = applyEdits(specText, edits);
  const changelogText = readFileSync(path.join(cwd, CHANGELOG), 'utf8');
  const heading = releaseHeading(version, date);

  // The new release as it will be: the same description, so its changes are placed in api/openapi.json.
  const released = await loadDescription(CURRENT_SPEC, cwd, {...strict, text: releasedText});
  const changes = newest ? changesBetween(newest, released) : firstReleaseChanges(released);
  const all = [...releases, released];
  const problems: Problem[] = newest ? breakingProblems(changes, newest.version, version) : [];
  const unreleased = unreleasedLine(changelogText, version, changelogNames(all).operations);
  problems.push(...unreleased.problems);
  const newChangelog = unreleased.line > 0 ? replaceLine(changelogText, unreleased.line, heading) : changelogText;
  if (unreleased.problems.length === 0) problems.push(...checkReleaseSections(all, CHANGELOG, newChangelog));
  if (problems.length > 0) throw new ProblemError(problems);

  const releaseFile = `${RELEASES_DIR}/${version}.json`;
  writeAll(cwd, [
    {file: CURRENT_SPEC, text: releasedText},
    {file: releaseFile, text: releasedText},
    {file: CHANGELOG, text: newChangelog},
  ]);
  return {
    version,
    previousVersion: current.version,
    previousRelease: newest?.version,
    heading,
    headingLine: unreleased.line,
    changes,
    files: [CURRENT_SPEC, releaseFile, CHANGELOG],
    warnings: current.model.warnings,
  };
}

/** What `npm run release` prints once it has written the files. */
export function releaseReport(result: ReleaseResult): string[] {
  const [spec, releaseFile, changelog] = result.files;
  const since = result.previousRelease ? `since ${result.previousRelease}` : 'in the first release';
  return [
    `release: published ${result.version}; changes ${since}: ${changeSummary(result.changes)}`,
    `  ${spec}: info.version ${result.previousVersion} → ${result.version}`,
    `  ${releaseFile}: new, the description of ${result.version}`,
    `  ${changelog}:${result.headingLine}: "## Unreleased" → "${result.heading}"`,
    'Review them (`git status`, `git diff`) and commit them together.',
  ];
}
