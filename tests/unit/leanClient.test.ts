/**
 * The browser's @docusaurus/utils-common (plugins/lean-client) must stay a drop-in
 * for the package's own index: same names, same functions, same constant.
 */
import * as utilsCommon from '@docusaurus/utils-common';
import {spawnSync} from 'node:child_process';
import type {RouteConfig} from '@docusaurus/types';
import {describe, expect, it} from 'vitest';
import {withoutDocDescriptions} from '../../plugins/lean-client/docs';
import * as lean from '../../plugins/lean-client/utilsCommon.js';

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
