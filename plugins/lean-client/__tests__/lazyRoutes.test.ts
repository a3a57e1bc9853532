/**
 * plugins/lean-client/lazyRoutes.ts rewrites, for the browser bundle, the route table that
 * Docusaurus generates (routes.js, routesChunkNames.json, registry.js): an internal format.
 * These tests generate it with Docusaurus's own code generator and check the rewrite.
 */
import type {RouteConfig} from '@docusaurus/types';
import {describe, expect, it} from 'vitest';
import {foldRoutes, parseRegistry, parseRoutes, SHARD_SIZE} from '../lazyRoutes';
import {shardOf} from '../client/shard';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const {generateRoutesCode} = require('@docusaurus/core/lib/server/codegen/codegenRoutes.js') as {
  generateRoutesCode: (routes: RouteConfig[]) => {
    routesConfig: string;
    routesChunkNames: Record<string, unknown>;
    registry: Record<string, string>;
  };
};

const base = '/docs/api/partner-api';
const doc = (path: string, sidebar?: string): RouteConfig => ({
  path,
  component: '@theme/DocItem',
  exact: true,
  modules: {content: `@site/docs${path.slice(5)}.mdx`},
  ...(sidebar ? {sidebar} : {}),
});
const operations = Array.from({length: 100}, (_, i) => doc(`${base}/get-thing-${i}`, 'apiSidebar'));
const tree: RouteConfig[] = [
  {path: '/search', component: '@theme/SearchPage', exact: true},
  {
    path: '/docs',
    component: '@theme/DocsRoot',
    context: {plugin: '@generated/docusaurus-plugin-content-docs/default/__plugin.json'},
    routes: [
      {
        path: '/docs',
        component: '@theme/DocVersionRoot',
        routes: [
          {
            path: '/docs',
            component: '@theme/DocRoot',
            routes: [
              doc('/docs/introduction', 'guideSidebar'),
              doc(`${base}/gcm-api`, 'apiSidebar'),
              ...operations,
              doc(`${base}/schemas/card`),
              doc(`${base}/schemas/pet`),
            ],
          },
        ],
      },
    ],
  },
];

/** Docusaurus's registry.js, as its code generator writes it. */
function registryFile(registry: Record<string, string>): string {
  return `export default {\n${Object.entries(registry)
    .map(
      ([name, path]) =>
        `  "${name}": [() => import(/* webpackChunkName: "${name}" */ "${path}"), "${path}", require.resolveWeak("${path}")],`,
    )
    .join('\n')}};\n`;
}

const generated = generateRoutesCode(tree);
const files = {
  routes: generated.routesConfig,
  routesChunkNames: JSON.stringify(generated.routesChunkNames, null, 2),
  registry: registryFile(generated.registry),
};
const folded = foldRoutes(files, {base, lazyRouteModule: '/lazyRoute', shardDir: '/shards'});

describe('lean-client: the reference folded out of the browser’s route table', () => {
  it('reads Docusaurus’s generated routes and registry', () => {
    const routes = parseRoutes(generated.routesConfig);
    expect(routes.map((route) => route.path)).toEqual(['/search', '/docs', '*']);
    const docRoutes = routes[1].routes?.[0].routes?.[0].routes ?? [];
    expect(docRoutes).toHaveLength(104);
    expect(docRoutes[0]).toMatchObject({
      path: '/docs/introduction',
      exact: true,
      attributes: {sidebar: 'guideSidebar'},
    });
    expect(parseRegistry(files.registry).size).toBe(Object.keys(generated.registry).length);
  });

  it('keeps other routes and adds one route per folder of the reference, after the others', () => {
    const routes = parseRoutes(
      folded.routes.replace(/^const lazyRoutes = \[[\s\S]*?\];$/m, 'const lazyRoutes = ["a", "b"];'),
    );
    const docRoutes = routes[1].routes?.[0].routes?.[0].routes ?? [];
    expect(docRoutes.map((route) => route.path)).toEqual([
      '/docs/introduction',
      `${base}/:page`,
      `${base}/schemas/:page`,
    ]);
    expect(docRoutes[1].attributes).toEqual({sidebar: 'apiSidebar'});
    expect(docRoutes[2].attributes).toEqual({});
    expect(folded.folded).toBe(103);
  });

  it('leaves no folded page in the chunk names or the registry, and lists each in its shard', () => {
    const chunkNames = JSON.parse(folded.routesChunkNames) as Record<string, unknown>;
    expect(Object.keys(chunkNames).filter((key) => key.startsWith(base))).toEqual([]);
    expect(folded.registry).not.toContain('get-thing-');
    expect(folded.registry).toContain('@theme/DocItem');
    expect(folded.registry).toContain('/docs/introduction.mdx');
    // Nested chunk names (a route's context) stay too.
    expect(folded.registry).toContain('__plugin.json');
    expect(parseRegistry(folded.registry).size).toBe(Object.keys(generated.registry).length - 103);
    const shards = [...folded.shards].filter(([file]) => file.startsWith('shard-0-'));
    expect(shards).toHaveLength(Math.ceil(101 / SHARD_SIZE));
    for (let i = 0; i < 100; i += 1) {
      const slug = `get-thing-${i}`;
      expect(folded.shards.get(`shard-0-${shardOf(slug, shards.length)}.js`)).toContain(`"${slug}": [() => import(`);
    }
    // Content chunks have no name: a named chunk is an entry of the runtime's name map.
    expect([...folded.shards.values()].join('')).not.toContain('webpackChunkName');
  });
});
