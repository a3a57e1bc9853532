/**
 * The browser's component of a folded reference route (`/docs/api/partner-api/:page`, see
 * ../lazyRoutes.ts): it loads the shard that lists the page's slug, then the page's content
 * chunk, and renders the docs plugin's component with that content, as Docusaurus's
 * ComponentCreator renders a route of its own table.
 *
 * Docusaurus loads a route's components before it renders the route: on the first load
 * (before hydration) and on each navigation (the router's address is already the new one),
 * by calling the matched route component's `preload()`, without an address; so `preload`
 * reads the page's address from `window.location`. A hovered link's early preload then loads
 * the current page, which is already loaded; the page a link points to is loaded ahead by
 * `prefetch(pathname)`, which ./prefetchIntent.ts calls when the reader points at, focuses or
 * touches a link (Docusaurus's own prefetching reads the route table, which no longer lists
 * these pages).
 */
import React, {useEffect, useState, type ComponentType} from 'react';
import {shardOf} from './shard';
import {isHydrating} from '../../shared/hydration';

type Module = {default: unknown; [name: string]: unknown};
/** A registry entry: the loader, the module's path and its id (Docusaurus's registry.js). */
type Loader = [() => Promise<Module>, string, unknown];
type Shard = {default: Record<string, Loader>};

interface Options {
  /** The folder of the pages, `/docs/api/partner-api`. */
  folder: string;
  /** The docs plugin's page component (`@theme/DocItem`). */
  comp: Loader;
  shards: (() => Promise<Shard>)[];
}

/** The props a route component gets from react-router-config. */
interface RouteProps {
  location: {pathname: string};
  [name: string]: unknown;
}

export type LazyRouteComponent = ((props: RouteProps) => React.ReactNode) & {
  preload: () => Promise<void>;
  /** Loads the page at `pathname` ahead, when it is one of this folder's; never rejects. */
  prefetch: (pathname: string) => Promise<void>;
  /** Whether `pathname` is known to have no page: its shard is loaded and does not list it. */
  isMissing: (pathname: string) => boolean;
};

/** A module's named exports on its default export, as ComponentCreator hands them to the page (MDX: metadata, toc, …). */
function withNamedExports(module: Module): unknown {
  const value = module.default as Record<string, unknown>;
  if (typeof value === 'object' || typeof value === 'function') {
    for (const name of Object.keys(module)) if (name !== 'default') value[name] = module[name];
  }
  return value;
}

/** Every folded route of the bundle, for ./prefetchIntent.ts (none in development: the dev server keeps Docusaurus's table). */
export const lazyRoutes: LazyRouteComponent[] = [];

/**
 * What a page's content asks to load before it is rendered in place of another page: its
 * `preloadContent` export (a reference page's static HTML, plugins/openapi
 * client/bodyHtml.ts). Not while the page the browser opened is hydrating, whose HTML is
 * already there.
 */
function prepare(content: unknown): Promise<void> {
  const preloadContent = (content as {preloadContent?: unknown} | null | undefined)?.preloadContent;
  if (typeof preloadContent !== 'function' || isHydrating()) {
    return Promise.resolve();
  }
  return (preloadContent as () => Promise<void>)();
}

export default function lazyRoute({folder, comp, shards}: Options): LazyRouteComponent {
  /** Slug → the page's content, or null when the shard has no such page. */
  const contents = new Map<string, unknown>();
  /** Slug → its load under way, so that a link pointed at twice is fetched once. */
  const loading = new Map<string, Promise<void>>();
  let Page: ComponentType<Record<string, unknown>> | undefined;

  const slugOf = (pathname: string) =>
    decodeURI(pathname)
      .slice(folder.length + 1)
      .replace(/\/$/, '');

  async function fetchPage(slug: string): Promise<void> {
    const [page, shard] = await Promise.all([comp[0](), shards[shardOf(slug, shards.length)]()]);
    Page = page.default as ComponentType<Record<string, unknown>>;
    const entry = shard.default[slug];
    contents.set(slug, entry ? withNamedExports(await entry[0]()) : null);
  }

  /** The page on screen: what it needs is there, and a hovered link's early preload asks for it again. */
  let shown: string | undefined;

  function load(pathname: string): Promise<void> {
    const slug = slugOf(pathname);
    const ready = () => (slug === shown ? Promise.resolve() : prepare(contents.get(slug)));
    if (contents.has(slug) && Page) return ready();
    const pending =
      loading.get(slug) ??
      // A failed load is forgotten: the next one (the click after a hover, say) tries again.
      fetchPage(slug).finally(() => loading.delete(slug));
    loading.set(slug, pending);
    return pending.then(ready);
  }

  /** Whether `pathname` is a page address of this folder (`<folder>/<slug>`). */
  const inFolder = (pathname: string) =>
    pathname.startsWith(`${folder}/`) && /^[^/]+\/?$/.test(pathname.slice(folder.length + 1));

  function LazyRoute(props: RouteProps) {
    const {pathname} = props.location;
    const content = contents.get(slugOf(pathname));
    const [, setLoaded] = useState(0);
    useEffect(() => {
      if (!content) return undefined;
      const slug = slugOf(pathname);
      shown = slug;
      return () => {
        if (shown === slug) shown = undefined;
      };
    }, [content, pathname]);
    // Docusaurus preloads before rendering; this only covers a render that came first.
    useEffect(() => {
      if (content === undefined) void load(pathname).then(() => setLoaded((n) => n + 1));
    }, [content, pathname]);
    if (!content || !Page) return null;
    return <Page {...props} content={content} />;
  }

  const component = Object.assign(LazyRoute, {
    preload: () => load(window.location.pathname),
    prefetch: (pathname: string) => (inFolder(pathname) ? load(pathname).catch(() => undefined) : Promise.resolve()),
    isMissing: (pathname: string) => contents.get(slugOf(pathname)) === null,
  });
  lazyRoutes.push(component);
  return component;
}
