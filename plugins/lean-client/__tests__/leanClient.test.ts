/**
 * The browser's @docusaurus/utils-common (plugins/lean-client) must stay a drop-in
 * for the package's own index: same names, same functions, same constant.
 */
import * as utilsCommon from '@docusaurus/utils-common';
import {spawnSync} from 'node:child_process';
import type {RouteConfig} from '@docusaurus/types';
import {describe, expect, it, vi} from 'vitest';
import {foldReferenceDocs, type GlobalDoc, withoutDocDescriptions} from '../docs';
import * as lean from '../utilsCommon.js';
import {exactRouteAlone} from '../client/exactRouteAlone';

describe('lean-client: @docusaurus/utils-common without tslib', () => {
  it('exports exactly the names of the package index', () => {
    expect(Object.keys(lean).sort()).toEqual(Object.keys(utilsCommon).sort());
  });

  it.each(Object.keys(utilsCommon))('%s is the package’s own value', (name) => {
    expect(lean[name as keyof typeof lean]).toBe(utilsCommon[name as keyof typeof utilsCommon]);
  });

  it('applies the trailing-slash rule as Docusaurus does', () => {
    expect(lean.applyTrailingSlash('/docs/intro', {trailingSlash: true, baseUrl: '/'})).toBe('/docs/intro/');
    expect(lean.applyTrailingSlash('/docs/intro/', {trailingSlash: false, baseUrl: '/'})).toBe('/docs/intro');
  });
});

describe('lean-client: the docs version prop without page descriptions', () => {
  const doc = (id: string) => ({id, title: `Title ${id}`, description: `About ${id}`, sidebar: 'guideSidebar'});
  const versionRoute: RouteConfig = {
    path: '/docs',
    component: '@theme/DocVersionRoot',
    props: {version: {pluginId: 'default', docs: {a: doc('a'), b: doc('b')}, docsSidebars: {guideSidebar: []}}},
    routes: [{path: '/docs/a', component: '@theme/DocItem', exact: true, modules: {content: 'a.mdx'}}],
  };
  const root: RouteConfig = {path: '/docs', component: '@theme/DocsRoot', routes: [versionRoute]};

  it('drops each doc’s description from nested version props and keeps the rest', () => {
    const trimmed = withoutDocDescriptions(root);
    const version = trimmed.routes?.[0].props?.version as {docs: Record<string, object>; docsSidebars: object};
    expect(version.docs).toEqual({
      a: {id: 'a', title: 'Title a', sidebar: 'guideSidebar'},
      b: {id: 'b', title: 'Title b', sidebar: 'guideSidebar'},
    });
    expect(version.docsSidebars).toEqual({guideSidebar: []});
    expect(trimmed.routes?.[0].routes).toEqual(versionRoute.routes);
  });

  it('drops the generated reference’s docs, whose number grows with the description', () => {
    const withReference: RouteConfig = {
      ...versionRoute,
      props: {
        version: {
          pluginId: 'default',
          docs: {a: doc('a'), 'api/partner-api/get-thing': doc('api/partner-api/get-thing')},
          docsSidebars: {},
        },
      },
    };
    const version = withoutDocDescriptions(withReference).props?.version as {docs: Record<string, object>};
    expect(Object.keys(version.docs)).toEqual(['a']);
  });

  it('leaves the input untouched and routes without a version prop as they are', () => {
    const before = JSON.stringify(root);
    withoutDocDescriptions(root);
    expect(JSON.stringify(root)).toBe(before);
    const plain: RouteConfig = {path: '/x', component: 'X', exact: true};
    expect(withoutDocDescriptions(plain)).toEqual(plain);
  });

  it('is safe because no page renders a DocCard, the one reader of those descriptions', () => {
    // The guides, the theme and the reference generator (whose pages are not in git).
    const search = spawnSync(
      'git',
      ['grep', '-l', '-E', 'DocCard|useDocById', '--', 'docs', 'src', 'plugins/openapi'],
      {
        encoding: 'utf8',
      },
    );
    expect(search.status, search.stderr).toBe(1); // git grep: no match
    expect(search.stdout).toBe('');
  });
});

// `@docusaurus/router` is a bundler alias; in the browser it is Docusaurus's own re-export of react-router-dom.
vi.mock(
  '@docusaurus/router',
  async () => import('../../../node_modules/@docusaurus/core/lib/client/exports/router.js'),
);

describe('lean-client: the reference folded in the docs plugin’s global data', () => {
  const docs: GlobalDoc[] = [
    {id: 'introduction', path: '/docs/introduction', sidebar: 'guideSidebar'},
    {id: 'api/partner-api/gcm-api', path: '/docs/api/partner-api/gcm-api', sidebar: 'apiSidebar'},
    {id: 'api/partner-api/get-card', path: '/docs/api/partner-api/get-card', sidebar: 'apiSidebar'},
    {id: 'api/partner-api/void-card', path: '/docs/api/partner-api/void-card', sidebar: 'apiSidebar'},
    {id: 'api/partner-api/schemas/card', path: '/docs/api/partner-api/schemas/card'},
    {id: 'api/partner-api/webhooks/a', path: '/docs/api/partner-api/webhooks/a', sidebar: 'apiSidebar'},
    {id: 'api/partner-api/webhooks/b', path: '/docs/api/partner-api/webhooks/b'},
  ];
  const folded = foldReferenceDocs(docs, new Set(['api/partner-api/gcm-api']));
  const data = {
    path: '/docs',
    versions: [
      {
        name: 'current',
        label: 'Next',
        isLast: true,
        path: '/docs',
        mainDocId: 'introduction',
        docs: folded,
        draftIds: [],
        sidebars: {},
      },
    ],
    breadcrumbs: true,
  };

  it('keeps the guides, the docs the navbar links and folders of mixed sidebars; folds the rest', () => {
    expect(folded.map((doc) => doc.path)).toEqual([
      '/docs/introduction',
      '/docs/api/partner-api/gcm-api',
      '/docs/api/partner-api/webhooks/a',
      '/docs/api/partner-api/webhooks/b',
      '/docs/api/partner-api/:page',
      '/docs/api/partner-api/schemas/:page',
    ]);
  });

  // Docusaurus's own reader of that list (an internal module: this is the guard of the coupling).
  it.each([
    ['/docs/introduction', 'introduction', 'guideSidebar'],
    ['/docs/api/partner-api/gcm-api', 'api/partner-api/gcm-api', 'apiSidebar'],
    ['/docs/api/partner-api/void-card', 'api/partner-api/*', 'apiSidebar'],
    ['/docs/api/partner-api/schemas/card', 'api/partner-api/schemas/*', undefined],
    ['/docs/api/partner-api/webhooks/b', 'api/partner-api/webhooks/b', undefined],
  ])('useActiveDocContext finds %s with the sidebar it had', async (pathname, id, sidebar) => {
    const {getActiveDocContext} = await import('@docusaurus/plugin-content-docs/lib/client/docsClientUtils.js');
    const {activeDoc} = getActiveDocContext(data as never, pathname);
    expect(activeDoc?.id).toBe(id);
    expect(activeDoc?.sidebar).toBe(sidebar);
  });
});

describe('exactRouteAlone (the DocRoot wrapper)', () => {
  const route = {path: '/docs', routes: [{path: '/docs/a'}, {path: '/docs/api/:page'}, {path: '/docs/b'}]};

  it('keeps only the child whose path is the address', () => {
    expect(exactRouteAlone(route, '/docs/b').routes).toEqual([{path: '/docs/b'}]);
    expect(exactRouteAlone(route, '/docs/a').routes).toEqual([{path: '/docs/a'}]);
    expect(route.routes).toHaveLength(3);
  });

  it('returns the same route when no child has that exact path, or it is the only one', () => {
    expect(exactRouteAlone(route, '/docs/api/void-card')).toBe(route);
    const one = {path: '/docs', routes: [{path: '/docs/a'}]};
    expect(exactRouteAlone(one, '/docs/a')).toBe(one);
    const leaf = {path: '/x', routes: undefined};
    expect(exactRouteAlone(leaf, '/x')).toBe(leaf);
  });
});
