/**
 * The releases' changes as the site shows them: computed once per process (the remark plugin,
 * the feed, /api/changes.json and the reference's badges share them), and each change as
 * Markdown whose links lead only to pages the current reference has (a removed operation is
 * named, not linked).
 */
import {statSync} from 'node:fs';
import path from 'node:path';
import {releaseFiles, type LifecycleIndex} from '../openapi/model';
import {lifecycleIndex} from './lifecycle';
import {loadDescription, loadReleases, releaseChanges, type ReleaseChanges, CURRENT_SPEC} from './releases';
import {REFERENCE_ROUTE_BASE} from '../shared/routes';

export interface SiteChanges {
  releases: ReleaseChanges[];
  /** Page paths of the current reference (`/docs/api/partner-api/void-card`, `…/schemas/business`, `…/errors`). */
  pages: Set<string>;
}

const cache = new Map<string, Promise<SiteChanges>>();

/** The descriptions' files and their times, so that an edit under `npm start` is seen. */
function versionKey(cwd: string): string {
  const files = [...releaseFiles(cwd).map((r) => r.file), CURRENT_SPEC];
  return files.map((file) => `${file}@${statSync(path.join(cwd, file)).mtimeMs}`).join('\0');
}

export function siteChanges(cwd: string): Promise<SiteChanges> {
  const key = versionKey(cwd);
  let pending = cache.get(key);
  if (!pending) {
    cache.clear();
    pending = (async () => {
      // The reference and the checks validate these files; the site only lists what changed.
      const trusted = {mode: 'trusted'} as const;
      const [releases, current] = await Promise.all([
        loadReleases(cwd, undefined, trusted),
        loadDescription(CURRENT_SPEC, cwd, trusted),
      ]);
      const base = `${REFERENCE_ROUTE_BASE}/`;
      const pages = new Set<string>([`${base}errors`]);
      for (const op of current.surface.operations.values()) pages.add(`${base}${op.id}`);
      for (const schema of current.surface.schemas.values()) pages.add(`${base}${schema.id}`);
      return {releases: releaseChanges(releases), pages};
    })();
    cache.set(key, pending);
    // A failed load is not kept: the next build or edit tries again.
    pending.catch(() => cache.delete(key));
  }
  return pending;
}

/**
 * Each element's history across the site's releases, for the reference's badges: the site
 * config hands this to the reference generator (plugins/openapi's `lifecycle.history`).
 */
export async function lifecycleHistory(siteDir: string): Promise<LifecycleIndex> {
  const {releases} = await siteChanges(siteDir);
  return lifecycleIndex(releases);
}

/** A change's Markdown with links to pages the site does not have turned into their text. */
export function linkedText(text: string, pages: ReadonlySet<string>): string {
  return text.replace(/\[([^\]]*)\]\(([^)#]*)(#[^)]*)?\)/g, (whole, label: string, page: string) =>
    pages.has(page) ? whole : label,
  );
}

/** The generated list of one release as Markdown list items, breaking changes marked. */
export function changeListMarkdown(release: ReleaseChanges, pages: ReadonlySet<string>): string[] {
  return release.changes.map(
    (change) => `${change.breaking ? '**Breaking:** ' : ''}${linkedText(change.text, pages)} (\`${change.rule}\`)`,
  );
}

export const changeListSummary = (release: ReleaseChanges) =>
  `Changes found in the description of ${release.version}${release.previous ? ` since ${release.previous}` : ''} (${release.changes.length})`;
