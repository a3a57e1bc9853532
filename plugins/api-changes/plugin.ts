/**
 * The Docusaurus side of plugins/api-changes: /api/changes.json (every release's classified
 * changes, for machines) written into a static directory at every start and build. The
 * changelog page's lists come from ./remark.ts and the feed's from plugins/changelog-feed.
 */
import {mkdirSync, renameSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {changesDocument} from './index';
import {RELEASES_DIR} from './releases';
import {siteChanges} from './site';

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
