/**
 * Docusaurus's docs plugin, with a lighter version prop. Every doc page loads its version's
 * metadata (`version.docs`: each doc's id, title, description and sidebar), which grows with
 * every page of the site. Only the classic theme's DocCard (through `useDocById`) reads a
 * doc's description or a doc by id from it, and no page here shows a DocCard; the one other
 * reader is this site's DocItem/Layout, which looks up the guides' folder introductions.
 * So the descriptions stay on each page's own metadata (where the head's
 * <meta name="description"> comes from) and leave this prop, and so do the API reference's
 * docs (REFERENCE_FOLDER), whose number grows with the description: 1,738 of them at 700
 * operations, about 10 KiB compressed on every doc page.
 * Everything else the plugin does is its own: same options, routes, ids and data.
 */
import type {LoadContext, Plugin, PluginContentLoadedActions, PluginModule, RouteConfig} from '@docusaurus/types';
import type {PluginOptions} from '@docusaurus/plugin-content-docs';
import docsPlugin, {validateOptions} from '@docusaurus/plugin-content-docs';
import {REFERENCE_FOLDER} from '../shared/routes';

interface VersionDocProp {
  description?: string;
  [key: string]: unknown;
}

/** Whether the version prop keeps doc `id`: everything but the generated reference. */
export function keptInVersionProp(id: string): boolean {
  return !id.startsWith(`${REFERENCE_FOLDER}/`);
}

/**
 * `route` and its nested routes with each version prop's docs reduced to what the site
 * reads: no descriptions, no reference docs (pure: the input is untouched).
 */
export function withoutDocDescriptions(route: RouteConfig): RouteConfig {
  const routes = route.routes?.map(withoutDocDescriptions);
  const version = route.props?.version as {docs?: Record<string, VersionDocProp>} | undefined;
  const props = version?.docs
    ? {
        ...route.props,
        version: {
          ...version,
          docs: Object.fromEntries(
            Object.entries(version.docs)
              .filter(([id]) => keptInVersionProp(id))
              .map(([id, doc]) => [
                id,
                Object.fromEntries(Object.entries(doc).filter(([key]) => key !== 'description')),
              ]),
          ),
        },
      }
    : route.props;
  return {...route, ...(routes ? {routes} : {}), ...(props ? {props} : {})};
}

/** A doc of the docs plugin's global data, which every page loads with the main bundle. */
export interface GlobalDoc {
  id: string;
  path: string;
  sidebar?: string;
}

interface GlobalVersion {
  docs: GlobalDoc[];
  [key: string]: unknown;
}

/**
 * The docs of one version's global data with the reference's docs folded into one entry per
 * folder and sidebar, whose `path` is a route pattern (`/docs/api/partner-api/:page`).
 * The theme reads the list to find the doc of the current page (`useActiveDocContext`:
 * the first doc whose `path` matches the address, with react-router's `matchPath`), and
 * reads that doc's `sidebar` (the navbar's doc and docSidebar items are active when it is
 * theirs), so a page's entry and its folder's pattern give the same answer. Kept as they
 * are: every doc outside the reference, the docs the navbar links by id (`keepIds`,
 * `useLayoutDoc` finds them by id), and any folder whose docs do not all have one sidebar.
 * At 700 operations this is 1,738 entries less (about 7 KiB compressed on every page).
 */
export function foldReferenceDocs(docs: GlobalDoc[], keepIds: ReadonlySet<string>): GlobalDoc[] {
  const folded = new Map<string, GlobalDoc[]>();
  const kept: GlobalDoc[] = [];
  for (const doc of docs) {
    if (keptInVersionProp(doc.id) || keepIds.has(doc.id)) {
      kept.push(doc);
      continue;
    }
    const folder = doc.path.slice(0, doc.path.lastIndexOf('/'));
    folded.set(folder, [...(folded.get(folder) ?? []), doc]);
  }
  const patterns: GlobalDoc[] = [];
  for (const [folder, members] of folded) {
    const sidebars = new Set(members.map((doc) => doc.sidebar));
    // A pattern would also match a page of a subfolder or a deeper one's name: only plain slugs are folded.
    if (sidebars.size > 1 || members.some((doc) => /[:()*+?]/.test(doc.path))) {
      kept.push(...members);
      continue;
    }
    const [sidebar] = sidebars;
    patterns.push({
      id: `${folder.replace(/^\/docs\//, '')}/*`,
      path: `${folder}/:page`,
      ...(sidebar ? {sidebar} : {}),
    });
  }
  return [...kept, ...patterns];
}

/** The ids of the docs the navbar links (`type: 'doc'` items), which the theme looks up by id. */
function navbarDocIds(context: LoadContext): Set<string> {
  const navbar = (context.siteConfig.themeConfig as {navbar?: {items?: {type?: string; docId?: string}[]}}).navbar;
  return new Set((navbar?.items ?? []).flatMap((item) => (item.type === 'doc' && item.docId ? [item.docId] : [])));
}

/** `options` are the docs plugin's, validated by its own validateOptions (attached below). */
async function leanDocs(context: LoadContext, options: unknown): Promise<Plugin<unknown>> {
  const plugin = (await docsPlugin(context, options as PluginOptions)) as Plugin<unknown>;
  const {contentLoaded} = plugin;
  if (!contentLoaded) return plugin;
  return {
    ...plugin,
    contentLoaded: (args) => {
      const actions: PluginContentLoadedActions = {
        ...args.actions,
        addRoute: (route) => args.actions.addRoute(withoutDocDescriptions(route)),
        setGlobalData: (data) => {
          const {versions, ...rest} = data as {versions: GlobalVersion[]};
          const keepIds = navbarDocIds(context);
          args.actions.setGlobalData({
            ...rest,
            versions: versions.map((version) => ({...version, docs: foldReferenceDocs(version.docs, keepIds)})),
          });
        },
      };
      return contentLoaded.call(plugin, {...args, actions});
    },
  };
}

// Docusaurus looks for a plugin function's option validation on the function itself.
leanDocs.validateOptions = validateOptions as PluginModule['validateOptions'];

export default leanDocs;
