/**
 * Writes the changelog's Atom feed (./feed.ts) into a static directory at every start and
 * build, so `/docs/changelog.atom` is served next to the page it follows. A release heading
 * the feed cannot read stops the build with the file and line. Each entry ends with the list of
 * changes the diff found in that release's description (plugins/api-changes), as on the page.
 */
import {mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {changeListMarkdown, changeListSummary, siteChanges} from '../api-changes';
import {parseReleases, type ChangelogRelease} from '../openapi/model';
import {renderAtomFeed} from './feed';
import {ProblemError, stopBuild} from '../shared/problems';

export {renderAtomFeed} from './feed';

/** A type, not an interface, so that it fits Docusaurus's plugin options (an index signature). */
export type ChangelogFeedOptions = {
  /** The changelog, relative to the site directory. */
  source: string;
  /** A static directory of the site the feed goes into. */
  staticDir: string;
  route: string;
  feedRoute: string;
  title: string;
  author: string;
};

export default function changelogFeed(context: LoadContext, pluginOptions: unknown): Plugin {
  // The site config checks the options against ChangelogFeedOptions with `satisfies`.
  const options = pluginOptions as ChangelogFeedOptions;
  const source = path.resolve(context.siteDir, options.source);
  return {
    name: 'changelog-feed',
    getPathsToWatch: () => [source],
    async loadContent() {
      try {
        await writeFeed();
      } catch (error) {
        stopBuild(error, 'The build stopped: fix the changelog at the place shown.');
      }
    },
  };

  async function writeFeed(): Promise<void> {
    const releases = parseReleases(readFileSync(source, 'utf8'), options.source);
    if (releases.length === 0) {
      const message = 'no release headings such as "## 1.2.0 — October 2024"';
      throw new ProblemError({file: options.source, line: 1, col: 1, rule: 'release-heading', message});
    }
    const {releases: changes, pages} = await siteChanges(context.siteDir);
    const withChanges = releases.map((release): ChangelogRelease => {
      const found = changes.find((c) => c.version === release.version);
      if (!found) return release;
      const list = changeListMarkdown(found, pages).map((item) => `- ${item}`);
      return {...release, markdown: `${release.markdown}\n**${changeListSummary(found)}**\n\n${list.join('\n')}\n`};
    });
    const feed = renderAtomFeed(withChanges, {...options, siteUrl: context.siteConfig.url});
    const file = path.join(context.siteDir, options.staticDir, options.feedRoute);
    mkdirSync(path.dirname(file), {recursive: true});
    writeFileSync(file, feed);
  }
}
