/**
 * The reference's routes leave the browser's route table. Docusaurus bundles its whole route
 * table into every page's main bundle: each doc is a route (routes.js), a line of chunk names
 * (routesChunkNames.json) and an entry of the chunk registry (registry.js), and every chunk
 * they name is an entry of the runtime's chunk maps. With a reference of 700 operations and
 * 1,000 schemas that is about 60 KiB compressed on every page, and it grows with every
 * operation.
 *
 * For the production browser bundle only, the docs of a reference folder that share one
 * sidebar become ONE route (`/docs/api/partner-api/:page`) whose component
 * (client/lazyRoute.tsx) finds the page's content in a shard: a small module, loaded on
 * demand, that maps some of the folder's slugs to their content chunks. The server bundle
 * keeps Docusaurus's own tables, so every page is rendered as before, and the browser renders
 * the same DocItem with the same content. What the browser bundles per page is then only
 * one entry of one shard, loaded when that page is.
 *
 * The three generated files are read after Docusaurus writes them (plugins configure the
 * bundler after code generation) and replaced, for the browser bundle, by a pre-loader.
 */
import {mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {REFERENCE_ROUTE_BASE} from '../shared/routes';
import {shardOf} from './client/shard';

/** A route of routes.js as Docusaurus generates it. */
export interface GeneratedRoute {
  path: string;
  /** `ComponentCreator(path, hash)`: the arguments; `['*']` for the catch-all. */
  creator: [string, string?];
  exact?: boolean;
  routes?: GeneratedRoute[];
  /** Everything else on the route (`sidebar`, …), serialized as JSON. */
  attributes: Record<string, unknown>;
}

/** A route folded into a lazy one: its own component is generated code, not ComponentCreator. */
interface LazyRoute {
  path: string;
  exact: true;
  attributes: Record<string, unknown>;
  /** The JavaScript expression of its component. */
  component: string;
}

type RouteNode = GeneratedRoute | LazyRoute;

/** How many docs a shard holds at most: each page loads one shard, the one with its own slug. */
export const SHARD_SIZE = 48;

/** The routes of Docusaurus's routes.js, read by running it with a stand-in ComponentCreator. */
export function parseRoutes(code: string): GeneratedRoute[] {
  const body = code.replace(/^import .*;$/gm, '').replace(/^export default /m, 'return ');
  const creator = (...args: [string, string?]) => ({creator: args});
  const raw = new Function('ComponentCreator', body)(creator) as Record<string, unknown>[];
  const toRoute = (route: Record<string, unknown>): GeneratedRoute => {
    const {path: routePath, component, exact, routes, ...attributes} = route;
    return {
      path: routePath as string,
      creator: (component as {creator: [string, string?]}).creator,
      ...(exact ? {exact: true} : {}),
      ...(routes ? {routes: (routes as Record<string, unknown>[]).map(toRoute)} : {}),
      attributes,
    };
  };
  return raw.map(toRoute);
}

/** registry.js: chunk name → module path (as written, escaped). */
export function parseRegistry(code: string): Map<string, string> {
  const entries = new Map<string, string>();
  const line =
    /^ {2}"([^"]+)": \[\(\) => import\(\/\* webpackChunkName: "[^"]+" \*\/ "([^"]+)"\), "[^"]+", require\.resolveWeak\("[^"]+"\)\],(?:\};)?$/;
  for (const text of code.split('\n')) {
    const match = line.exec(text);
    if (match) entries.set(match[1], match[2]);
  }
  // A line of another shape would be a chunk left out of the browser's registry: stop instead.
  const expected = code.split('webpackChunkName').length - 1;
  if (entries.size !== expected) {
    throw new Error(
      `lean-client: read ${entries.size} of the ${expected} entries of registry.js; has its format changed?`,
    );
  }
  return entries;
}

const loaderCode = (chunkName: string, modulePath: string) =>
  `[() => import(/* webpackChunkName: "${chunkName}" */ "${modulePath}"), "${modulePath}", require.resolveWeak("${modulePath}")]`;

function registryCode(registry: Map<string, string>): string {
  return `export default {\n${[...registry]
    .map(([name, modulePath]) => `  "${name}": ${loaderCode(name, modulePath)},`)
    .join('\n')}\n};\n`;
}

function routeCode(route: RouteNode, indent: string): string {
  const inner = `${indent}  `;
  const parts = [`path: ${JSON.stringify(route.path)}`];
  if ('component' in route) parts.push(`component: ${route.component}`);
  else parts.push(`component: ComponentCreator(${route.creator.map((arg) => JSON.stringify(arg)).join(', ')})`);
  if (route.exact) parts.push('exact: true');
  if ('routes' in route && route.routes) {
    parts.push(`routes: [\n${route.routes.map((child) => routeCode(child, `${inner}  `)).join(',\n')}\n${inner}]`);
  }
  for (const [key, value] of Object.entries(route.attributes))
    parts.push(`${JSON.stringify(key)}: ${JSON.stringify(value)}`);
  return `${indent}{\n${parts.map((part) => `${inner}${part}`).join(',\n')}\n${indent}}`;
}

export interface LazyRoutesFiles {
  routes: string;
  routesChunkNames: string;
  registry: string;
  /** File name (in the output folder) → code of each shard. */
  shards: Map<string, string>;
  /** How many routes were folded. */
  folded: number;
}

/** What foldRoutes' steps read, and what they build up: the shards, the lazy routes, the count folded. */
interface FoldContext {
  options: {base: string; lazyRouteModule: string; shardDir: string};
  /** The generated chunk names: a folded page's entry is deleted. */
  chunkNames: Record<string, Record<string, unknown>>;
  registry: Map<string, string>;
  shards: Map<string, string>;
  /** Each lazy route's code; its index is its id. */
  lazyRoutes: string[];
  folded: number;
}

/** Pages of one folder, one sidebar and one component, folded into one lazy route. */
interface FoldGroup {
  folder: string;
  sidebar: unknown;
  comp: string;
  pages: {slug: string; route: GeneratedRoute; content: string}[];
}

/**
 * The browser's routes.js, routesChunkNames.json and registry.js with the docs under `base`
 * folded into lazy routes (one per folder, sidebar and component), and the shards they load.
 * `lazyRouteModule` is the import path of client/lazyRoute.tsx.
 */
export function foldRoutes(
  files: {routes: string; routesChunkNames: string; registry: string},
  options: {base: string; lazyRouteModule: string; shardDir: string},
): LazyRoutesFiles {
  const context: FoldContext = {
    options,
    chunkNames: JSON.parse(files.routesChunkNames) as Record<string, Record<string, unknown>>,
    registry: parseRegistry(files.registry),
    shards: new Map(),
    lazyRoutes: [],
    folded: 0,
  };
  const routes = foldLevel(context, parseRoutes(files.routes));
  const {chunkNames, shards, folded} = context;
  return {
    routes: routesModule(context, routes),
    routesChunkNames: JSON.stringify(chunkNames, null, 2),
    registry: registryCode(keptRegistry(context)),
    shards,
    folded,
  };
}

/** A leaf doc route of the folder: exact, a plain slug, a component and a content module, nothing else. */
function foldable(
  {options, chunkNames, registry}: FoldContext,
  route: GeneratedRoute,
): {folder: string; slug: string; comp: string; content: string} | null {
  if (!route.exact || route.routes || !route.path.startsWith(`${options.base}/`) || route.creator.length !== 2) {
    return null;
  }
  const folder = route.path.slice(0, route.path.lastIndexOf('/'));
  const slug = route.path.slice(folder.length + 1);
  if (!/^[\w.~-]+$/.test(slug) || Object.keys(route.attributes).some((key) => key !== 'sidebar')) return null;
  const names = chunkNames[`${route.path}-${route.creator[1]}`];
  if (!names || Object.keys(names).sort().join() !== '__comp,content') return null;
  const comp = names.__comp;
  const content = names.content;
  if (typeof comp !== 'string' || typeof content !== 'string' || !registry.has(comp) || !registry.has(content)) {
    return null;
  }
  return {folder, slug, comp, content};
}

/** One level of the route table (and the levels under it), its foldable pages folded. */
function foldLevel(context: FoldContext, routes: GeneratedRoute[]): RouteNode[] {
  const kept: RouteNode[] = [];
  const groups = new Map<string, FoldGroup>();
  for (const route of routes) {
    const page = foldable(context, route);
    if (!page) {
      kept.push(route.routes ? {...route, routes: foldLevel(context, route.routes) as GeneratedRoute[]} : route);
      continue;
    }
    const key = JSON.stringify([page.folder, route.attributes.sidebar ?? null, page.comp]);
    const group = groups.get(key) ?? {
      folder: page.folder,
      sidebar: route.attributes.sidebar,
      comp: page.comp,
      pages: [],
    };
    group.pages.push({slug: page.slug, route, content: page.content});
    groups.set(key, group);
  }
  const lazy: RouteNode[] = [];
  for (const group of groups.values()) {
    // Two groups in one folder (two sidebars) could not both match by path: keep such routes as they are.
    const sameFolder = [...groups.values()].filter((other) => other.folder === group.folder);
    if (sameFolder.length > 1) {
      kept.push(...group.pages.map((page) => page.route));
      continue;
    }
    lazy.push(lazyRoute(context, group));
  }
  // After every route of this level: a level's first match wins, and these match any slug.
  return [...kept, ...lazy];
}

/** A group's pages as shards of loaders, and the one route that matches any of their slugs. */
function lazyRoute(context: FoldContext, group: FoldGroup): RouteNode {
  const {options, chunkNames, registry, shards, lazyRoutes} = context;
  const count = Math.max(1, Math.ceil(group.pages.length / SHARD_SIZE));
  const id = lazyRoutes.length;
  const shardFiles: string[][] = Array.from({length: count}, () => []);
  for (const page of group.pages) {
    // No chunk name: a named chunk is an entry of a map in the runtime (Docusaurus's `__webpack_require__.gca`).
    const modulePath = registry.get(page.content) as string;
    shardFiles[shardOf(page.slug, count)].push(
      `  ${JSON.stringify(page.slug)}: [() => import("${modulePath}"), "${modulePath}", require.resolveWeak("${modulePath}")],`,
    );
    delete chunkNames[`${page.route.path}-${page.route.creator[1]}`];
    context.folded += 1;
  }
  const loaders = shardFiles.map((lines, i) => {
    const file = `shard-${id}-${i}.js`;
    shards.set(file, `export default {\n${lines.join('\n')}\n};\n`);
    return `() => import(${JSON.stringify(path.posix.join(options.shardDir, file))})`;
  });
  lazyRoutes.push(
    `lazyRoute({folder: ${JSON.stringify(group.folder)}, comp: registry[${JSON.stringify(group.comp)}], shards: [${loaders.join(', ')}]})`,
  );
  return {
    path: `${group.folder}/:page`,
    exact: true,
    attributes: group.sidebar === undefined ? {} : {sidebar: group.sidebar},
    component: `lazyRoutes[${id}]`,
  };
}

/**
 * The registry without the content chunks no route of the table names any more (their shards
 * import them).
 */
function keptRegistry({chunkNames, registry, lazyRoutes}: FoldContext): Map<string, string> {
  // Chunk names nest (`"__context": {"plugin": "…"}`, props of several modules).
  const leaves = (value: unknown): string[] =>
    typeof value === 'string'
      ? [value]
      : value && typeof value === 'object'
        ? Object.values(value).flatMap(leaves)
        : [];
  const named = new Set(leaves(chunkNames));
  return new Map(
    [...registry].filter(([name]) => named.has(name) || lazyRoutes.some((code) => code.includes(`"${name}"`))),
  );
}

/** The route table's module: the lazy routes, then the routes, the catch-all last. */
function routesModule({options, lazyRoutes}: FoldContext, routes: RouteNode[]): string {
  const catchAll = routes.findIndex((route) => route.path === '*');
  const listed = routes.filter((_, i) => i !== catchAll);
  return `import React from 'react';
import ComponentCreator from '@docusaurus/ComponentCreator';
import registry from '@generated/registry';
import lazyRoute from ${JSON.stringify(options.lazyRouteModule)};

const lazyRoutes = [
${lazyRoutes.map((code) => `  ${code},`).join('\n')}
];

export default [
${listed.map((route) => routeCode(route, '  ')).join(',\n')},
  {
    path: '*',
    component: ComponentCreator('*'),
  },
];
`;
}

/** The generated files this replaces in the browser bundle, by their name in the generated folder. */
export const REPLACED = ['routes.js', 'routesChunkNames.json', 'registry.js'] as const;

/**
 * Reads Docusaurus's generated files from `generatedFilesDir`, writes the browser's versions
 * and the shards to `outDir`, and returns the number of routes folded.
 */
export function writeLazyRoutes(generatedFilesDir: string, outDir: string): number {
  const read = (file: string) => readFileSync(path.join(generatedFilesDir, file), 'utf8');
  const files = foldRoutes(
    {routes: read('routes.js'), routesChunkNames: read('routesChunkNames.json'), registry: read('registry.js')},
    {base: REFERENCE_ROUTE_BASE, lazyRouteModule: path.join(__dirname, 'client', 'lazyRoute'), shardDir: outDir},
  );
  mkdirSync(outDir, {recursive: true});
  writeFileSync(path.join(outDir, 'routes.js'), files.routes);
  writeFileSync(path.join(outDir, 'routesChunkNames.json'), files.routesChunkNames);
  writeFileSync(path.join(outDir, 'registry.js'), files.registry);
  for (const [file, code] of files.shards) writeFileSync(path.join(outDir, file), code);
  return files.folded;
}
