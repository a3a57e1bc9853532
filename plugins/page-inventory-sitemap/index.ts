/**
 * The site sets `noIndex`, so the stock sitemap plugin writes nothing and would drop
 * every route (each carries the robots meta). The sitemap is still this portal's page
 * inventory (the e2e crawl and llms.txt read it), so this wraps the stock plugin and
 * lets it run as if indexing were allowed. The robots meta on every page is unaffected.
 */
import type {LoadContext, Plugin} from '@docusaurus/types';
import pluginSitemap from '@docusaurus/plugin-sitemap';
import {DEFAULT_OPTIONS, type PluginOptions} from '@docusaurus/plugin-sitemap/lib/options';

export default function pageInventorySitemap(context: LoadContext): Plugin {
  const options: PluginOptions = {...DEFAULT_OPTIONS, ignorePatterns: ['/__e2e/**']};
  const stock = pluginSitemap(context, options);
  if (!stock?.postBuild) {
    throw new Error('page-inventory-sitemap: @docusaurus/plugin-sitemap has no postBuild hook');
  }
  const stockPostBuild = stock.postBuild.bind(stock);
  return {
    name: 'page-inventory-sitemap',
    async postBuild(props) {
      const routesBuildMetadata = Object.fromEntries(
        Object.entries(props.routesBuildMetadata).map(([route, metadata]) => [route, {...metadata, noIndex: false}]),
      );
      await stockPostBuild({
        ...props,
        content: undefined,
        routesBuildMetadata,
        siteConfig: {...props.siteConfig, noIndex: false},
      });
    },
  };
}
