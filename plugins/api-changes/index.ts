/**
 * API changes a partner can trust: the published releases of the description
 * (api/releases/), the classified diff of each (./surface.ts, ./diff.ts, ./rules.ts), the
 * changelog checked against them (./changelog.ts, run by `npm run lint:docs`) and the
 * breaking-change gate on api/openapi.json (`npm run check:api`); publishing a release
 * (./release.ts, `npm run release`) and the changes for a pull request (./changes.ts, `npm run
 * changes`). On the site: this plugin writes /api/changes.json (every release's classified
 * changes, for machines) into a static directory at every start and build; the changelog page's
 * lists come from ./remark.ts, the "Changes since" page from ./changesSince.ts, the feed's lists
 * from plugins/changelog-feed and the reference's badges from `lifecycleHistory`. Why the diff
 * is our own: API-DIFF.md.
 */
import {mkdirSync, readFileSync, renameSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {RELEASES_DIR} from '../openapi/model';
import {CHANGELOG, changelogNames, checkChangelog, checkReleaseSections, plain} from './changelog';
import type {Problem} from '../shared/problems';
import {
  changesBetween,
  CURRENT_SPEC,
  loadDescription,
  loadReleases,
  type LoadedRelease,
  type LocatedChange,
  type ReleaseChanges,
} from './releases';
import {siteChanges} from './site';
import {breakingProblems, isNewMajor} from './release';

export {CHANGELOG, checkChangelog, type ChangelogProblem} from './changelog';
export {diffSurfaces, type ApiChange, type Mention, type Subject} from './diff';
export {lifecycleIndex} from './lifecycle';
export {RULES, type ChangeKind, type RuleName} from './rules';
export {surfaceOf, type Surface} from './surface';
export {
  changesBetween,
  loadReleases,
  releaseChanges,
  type LoadedRelease,
  type LocatedChange,
  type ReleaseChanges,
} from './releases';
export {changeListMarkdown, changeListSummary, lifecycleHistory, linkedText, siteChanges} from './site';
export {default as remarkApiChanges, type RemarkApiChangesOptions} from './remark';
export {default as remarkChangesSince, type RemarkChangesSinceOptions} from './changesSince';
export {release, releaseReport, type ReleaseOptions, type ReleaseResult} from './release';
export {changesReport} from './changes';

/** The changelog's problems against every release (`npm run lint:docs`). */
export async function checkReleasesChangelog(cwd: string, changelog = CHANGELOG): Promise<Problem[]> {
  const releases = await loadReleases(cwd);
  return checkReleaseSections(releases, changelog, readFileSync(path.join(cwd, changelog), 'utf8'));
}

export interface GateResult {
  newest?: LoadedRelease;
  current: LoadedRelease;
  changes: LocatedChange[];
  /** Empty when the gate passes. */
  problems: Problem[];
}

const placeOf = ({file, line, col, rule}: LocatedChange) => ({file, line, col, rule});

/**
 * The breaking-change gate: api/openapi.json against the newest release. A breaking change
 * fails unless the description's major version is higher; any other change must be in the
 * changelog's `## Unreleased` section (unless the description is that newest release).
 */
export async function gate(cwd: string, spec = CURRENT_SPEC, changelog = CHANGELOG): Promise<GateResult> {
  const releases = await loadReleases(cwd);
  const current = await loadDescription(spec, cwd);
  const newest = releases[releases.length - 1];
  if (!newest) return {current, changes: [], problems: []};
  const changes = changesBetween(newest, current);
  const problems: Problem[] = breakingProblems(changes, newest.version, current.version);
  const newMajor = isNewMajor(newest.version, current.version);
  const nonBreaking = changes.filter((c) => !c.breaking || newMajor);
  if (nonBreaking.length > 0) {
    const text = readFileSync(path.join(cwd, changelog), 'utf8');
    const names = changelogNames([...releases, current]);
    const unreleased: ReleaseChanges = {version: 'Unreleased', previous: newest.version, changes: nonBreaking};
    const found = checkChangelog({file: changelog, text, releases: [unreleased], ...names, requireSections: false});
    const hasSection = /^## Unreleased\b/m.test(text);
    if (!hasSection)
      for (const change of nonBreaking)
        problems.push({
          ...placeOf(change),
          message: `not in a "## Unreleased" section of ${changelog}: ${plain(change.text)}`,
        });
    else problems.push(...found);
  }
  return {newest, current, changes, problems};
}

/** Every release's classified changes, as /api/changes.json publishes them. */
export function changesDocument(releases: ReleaseChanges[]) {
  return {
    description: 'Classified changes of each release of the GCM partner API description, oldest first.',
    releases: releases.map((release) => ({
      version: release.version,
      previous: release.previous ?? null,
      changes: release.changes.map((change) => ({
        rule: change.rule,
        breaking: change.breaking,
        text: change.text,
        pointer: change.pointer,
        in: change.side === 'before' ? release.previous : release.version,
      })),
    })),
  };
}

/** A type, not an interface, so that it fits Docusaurus's plugin options (an index signature). */
export type ApiChangesOptions = {
  /** A static directory of the site; the file goes to `api/changes.json` in it. */
  staticDir: string;
};

export const CHANGES_ROUTE = '/api/changes.json';

export default function apiChanges(context: LoadContext, pluginOptions: unknown): Plugin {
  const options = pluginOptions as ApiChangesOptions;
  return {
    name: 'api-changes',
    getPathsToWatch: () => [path.join(context.siteDir, RELEASES_DIR, '*.json')],
    async loadContent() {
      const {releases} = await siteChanges(context.siteDir);
      const file = path.join(context.siteDir, options.staticDir, CHANGES_ROUTE);
      mkdirSync(path.dirname(file), {recursive: true});
      // Written whole, then moved into place: a reader never sees half a file.
      writeFileSync(`${file}.tmp`, `${JSON.stringify(changesDocument(releases), null, 2)}\n`);
      renameSync(`${file}.tmp`, file);
    },
  };
}
