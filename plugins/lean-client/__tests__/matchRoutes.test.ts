/**
 * The server bundle's matchRoutes (plugins/lean-client/matchRoutes.js) finds the same routes,
 * with the same matches, as react-router-config's, which tries every route in order.
 */
import {describe, expect, it} from 'vitest';
import {matchRoutes as stock} from 'react-router-config';
import {matchRoutes} from '../matchRoutes';

interface Route {
  path?: string | string[];
  exact?: boolean;
  strict?: boolean;
  sensitive?: boolean;
  routes?: Route[];
  name: string;
}

const docs: Route[] = Array.from({length: 300}, (_, i) => ({path: `/docs/api/op-${i}`, exact: true, name: `op-${i}`}));
/** As Docusaurus nests them: layouts without `exact`, the docs, patterns, a duplicate, the not-found route. */
const routes: Route[] = [
  {path: '/', exact: true, name: 'home'},
  {path: '/search', exact: true, name: 'search'},
  {path: '/Blog/', exact: true, name: 'blog'},
  {path: '/strict', exact: true, strict: true, name: 'strict'},
  {path: '/Sensitive', exact: true, sensitive: true, name: 'sensitive'},
  {path: ['/a', '/b'], exact: true, name: 'array'},
  {
    path: '/docs',
    name: 'docs-root',
    routes: [
      {
        path: '/docs',
        name: 'docs-version',
        routes: [
          {path: '/docs/intro', exact: true, name: 'intro'},
          {path: '/docs/api/op-7', exact: true, name: 'op-7-first'},
          {path: '/docs/api/:slug', exact: true, name: 'param-before-most'},
          ...docs,
          {path: '/docs/api/op-9', exact: true, name: 'op-9-duplicate'},
          {name: 'no-path'},
        ],
      },
    ],
  },
  {path: '*', name: 'not-found'},
];

const pathnames = [
  '/',
  '',
  '/search',
  '/search/',
  '/SEARCH',
  '/search//',
  '/blog',
  '/Blog/',
  '/strict',
  '/strict/',
  '/sensitive',
  '/Sensitive',
  '/a',
  '/b/',
  '/docs',
  '/docs/',
  '/docs/intro',
  '/docs/intro.html',
  '/docs/api/op-7',
  '/docs/api/op-9',
  '/docs/api/op-299',
  '/DOCS/API/OP-12/',
  '/docs/api/op-12/extra',
  '/docs/api/op%2012',
  '/nowhere',
];

const shape = (branch: {route: object; match: object}[]) =>
  branch.map(({route, match}) => ({name: (route as Route).name, match}));

describe('the server bundle’s matchRoutes', () => {
  it('finds the routes and matches react-router-config finds, for every kind of route', () => {
    for (const pathname of pathnames) {
      expect(shape(matchRoutes(routes, pathname)), pathname).toEqual(shape(stock(routes, pathname)));
    }
  });

  it('finds a page that has no route before its own the same way', () => {
    const flat = docs.slice(0, 50);
    for (const pathname of ['/docs/api/op-3', '/docs/api/op-49/', '/docs/api/op-50', '/x']) {
      expect(shape(matchRoutes(flat, pathname)), pathname).toEqual(shape(stock(flat, pathname)));
    }
  });
});
