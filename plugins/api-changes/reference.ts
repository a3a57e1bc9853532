/**
 * What the reference needs to badge its elements: each element's history across the releases
 * (./lifecycle.ts) and where each release's entry is on the changelog page (its heading's
 * anchor, as Docusaurus makes it). Called by the reference generator (plugins/openapi).
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {parseReleases} from '../changelog-feed/feed';
import {lifecycleIndex, type LifecycleIndex} from './lifecycle';
import {siteChanges} from './site';

export interface LifecycleSource {
  /** The changelog, relative to the site (`docs/changelog.mdx`). */
  changelog: string;
  /** Its page's route (`/docs/changelog`). */
  changelogRoute: string;
}

/** The link of each release's entry on the changelog page, by version. */
export function releaseLinks(siteDir: string, source: LifecycleSource): (version: string) => string | undefined {
  const anchors = new Map(
    parseReleases(readFileSync(path.join(siteDir, source.changelog), 'utf8'), source.changelog).map((r) => [
      r.version,
      r.anchor,
    ]),
  );
  return (version) => {
    const anchor = anchors.get(version);
    return anchor ? `${source.changelogRoute}#${anchor}` : undefined;
  };
}

export async function referenceLifecycle(
  siteDir: string,
  source: LifecycleSource,
): Promise<{history: LifecycleIndex; releaseHref: (version: string) => string | undefined}> {
  const {releases} = await siteChanges(siteDir);
  return {history: lifecycleIndex(releases), releaseHref: releaseLinks(siteDir, source)};
}
