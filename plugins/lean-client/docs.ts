/**
 * Docusaurus's docs plugin, with a lighter version prop. Every doc page loads its version's
 * metadata (`version.docs`: each doc's id, title, description and sidebar), which grows with
 * every page of the site. Only the classic theme's DocCard reads a doc's description from
 * it, and no page here shows a DocCard; so the descriptions stay on each page's own
 * metadata (where the head's <meta name="description"> comes from) and leave this prop.
 * Everything else the plugin does is its own: same options, routes, ids and data.
 */
import type {LoadContext, Plugin, PluginContentLoadedActions, PluginModule, RouteConfig} from '@docusaurus/types';
import type {PluginOptions} from '@docusaurus/plugin-content-docs';
import docsPlugin, {validateOptions} from '@docusaurus/plugin-content-docs';

interface VersionDocProp {
  description?: string;
  [key: string]: unknown;
}

/**
 * `route` and its nested routes with each version prop's docs reduced to what the theme
 * reads (pure: the input is untouched).
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
            Object.entries(version.docs).map(([id, doc]) => {
              const rest = {...doc};
              delete rest.description;
              return [id, rest];
            }),
          ),
        },
      }
    : route.props;
  return {...route, ...(routes ? {routes} : {}), ...(props ? {props} : {})};
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
      };
      return contentLoaded.call(plugin, {...args, actions});
    },
  };
}

// Docusaurus looks for a plugin function's option validation on the function itself.
leanDocs.validateOptions = validateOptions as PluginModule['validateOptions'];

export default leanDocs;
