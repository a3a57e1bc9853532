/**
 * The site sets `noIndex`, so the stock sitemap plugin writes nothing and would drop
 * every route (each carries the robots meta). The sitemap is still this portal's page
 * inventory (the e2e crawl reads it; the exports use the same rule), so this wraps the stock plugin and
 * lets it run as if indexing were allowed. The robots meta on every page is unaffected.
 */
import type {LoadContext, Plugin} from '@docusaurus/types';
import pluginSitemap from '@docusaurus/plugin-sitemap';
import {DEFAULT_OPTIONS, type PluginOptions} from '@docusaurus/plugin-sitemap/lib/options';

/** Route prefixes of pages that are not part of the portal (the test fixtures of build-e2e). */
const NOT_PAGES = ['/__e2e/'];

/** Whether a route is a page of the inventory: the sitemap, the Markdown exports and llms.txt. */
export function isInventoryPage(route: string): boolean {
  return route !== '/404.html' && !NOT_PAGES.some((prefix) => route.startsWith(prefix));
}

export default function pageInventorySitemap(context: LoadContext): Plugin {
  const options: PluginOptions = {...DEFAULT_OPTIONS, ignorePatterns: NOT_PAGES.map((prefix) => `${prefix}**`)};
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
