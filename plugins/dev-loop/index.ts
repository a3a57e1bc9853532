/**
 * The writers' loop under `npm start`: every save reaches the open page, and a save that cannot
 * be built says so in the page.
 *
 * - Docusaurus's reloads run one at a time, each from the newest site, a burst of changes to
 *   one plugin folded into one reload (reloadQueue.ts). Installed on Docusaurus's own site
 *   module, which its start command calls for each change (UPGRADING.md lists the coupling).
 * - The problems that keep a change from the page (plugins/shared/devProblems.ts: a description
 *   that cannot be built) are streamed to the page at DEV_PROBLEMS_ENDPOINT, where a banner
 *   shows them until the fix is saved (client/problemBanner.ts). A guide's mistake fails its
 *   page's compilation, which Docusaurus's own error overlay shows.
 *
 * Nothing of it is part of a build.
 */
import {createRequire} from 'node:module';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {currentDevProblems, onDevProblems} from '../shared/devProblems';
import {withDevMiddleware, type DevMiddleware} from '../shared/devMiddleware';
import {DEV_PROBLEMS_ENDPOINT} from './client/endpoint';
import {queuedReloads} from './reloadQueue';

/** What Docusaurus's reloads are told: which plugin. */
interface PluginIdentifier {
  name: string;
  id: string;
}

/** The two reloads of `@docusaurus/core/lib/server/site.js` that `npm start` calls. */
interface SiteModule {
  reloadSite(site: unknown): Promise<unknown>;
  reloadSitePlugin(site: unknown, plugin: PluginIdentifier): Promise<unknown>;
}

const QUEUED = Symbol.for('gcm.dev-loop.queued-reloads');
/** The key of a whole-site reload (a change to the site config), in the same queue as the plugins'. */
const WHOLE_SITE: PluginIdentifier = {name: '', id: ''};

/** Makes Docusaurus's reloads queue up; once per process, however often the plugin is loaded. */
export function queueSiteReloads(site: SiteModule & {[QUEUED]?: true}): void {
  if (site[QUEUED]) return;
  const {reloadSite, reloadSitePlugin} = site;
  const reload = queuedReloads<unknown, PluginIdentifier>(
    (current, plugin) => (plugin === WHOLE_SITE ? reloadSite(current) : reloadSitePlugin(current, plugin)),
    (plugin) => `${plugin.name}\0${plugin.id}`,
  );
  site.reloadSitePlugin = reload;
  site.reloadSite = (current) => reload(current, WHOLE_SITE);
  site[QUEUED] = true;
}

/** The problems as Server-Sent Events: now, and at every change, until the page goes. */
const problemStream: DevMiddleware = {
  name: 'dev-problems',
  path: DEV_PROBLEMS_ENDPOINT,
  middleware(request, response) {
    response.writeHead(200, {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-store',
      Connection: 'keep-alive',
    });
    const send = (lines: string[]) => response.write(`data: ${JSON.stringify(lines)}\n\n`);
    send(currentDevProblems());
    const stop = onDevProblems(send);
    request.on('close', stop);
  },
};

export default function devLoop(): Plugin {
  const serving = process.env.NODE_ENV === 'development';
  if (serving) queueSiteReloads(createRequire(__filename)('@docusaurus/core/lib/server/site.js') as SiteModule);
  return {
    name: 'dev-loop',
    getClientModules: () => (serving ? [path.resolve(__dirname, 'client/problemBanner.ts')] : []),
    configureWebpack: withDevMiddleware(problemStream),
  };
}
