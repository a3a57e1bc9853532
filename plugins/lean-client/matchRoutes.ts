/**
 * react-router-config 5.1.1 for the server bundle, with a `matchRoutes` that finds a page's
 * route without trying every route before it. Docusaurus calls matchRoutes twice to render
 * each page (to preload its modules and to normalize its address), and the stock one tries
 * the pattern of each route in order: with a reference of 2,000 operations, each page tried
 * thousands. Here a list of routes is indexed once: an exact route whose path is a plain
 * address is looked up by that address, and the other routes (patterns, layouts, the
 * not-found route) are tried in order as before; the first in the list that matches wins, as
 * in the stock function. plugins/lean-client/__tests__/matchRoutes.test.ts compares the two.
 */
import {matchPath, Router, type match as Match} from 'react-router';
import type {MatchedRoute, RouteConfig} from 'react-router-config';

/** A route's parameters, by name. */
type Params = Record<string, string>;
import {renderRoutes} from 'react-router-config/esm/react-router-config.js';

/**
 * The package's own renderRoutes: this module stands in for react-router-config's entry in the
 * server bundle (./index.ts aliases it), so Docusaurus imports renderRoutes from here.
 * @public (knip: used through that alias, not through an import it can follow)
 */
export {renderRoutes};

/** A path that matches only itself, in any case, with or without one trailing slash. */
const PLAIN = /^\/[\w./~-]*$/;
/** The address a plain path and the pathnames it matches share. */
const key = (pathname: string) => pathname.toLowerCase().replace(/\/$/, '');

interface Index {
  /** The first plain exact route of each address, by its position. */
  byAddress: Map<string, number>;
  /** The positions of every other route, in order. */
  others: number[];
}

const indexes = new WeakMap<RouteConfig[], Index>();

function indexOf(routes: RouteConfig[]): Index {
  let index = indexes.get(routes);
  if (!index) {
    const built: Index = {byAddress: new Map(), others: []};
    routes.forEach((route, position) => {
      const plain =
        typeof route.path === 'string' && route.exact && !route.strict && !route.sensitive && PLAIN.test(route.path);
      if (!plain) built.others.push(position);
      else if (!built.byAddress.has(key(route.path as string)))
        built.byAddress.set(key(route.path as string), position);
    });
    indexes.set(routes, built);
    index = built;
  }
  return index;
}

type Branch = MatchedRoute<Params>[];

/** Router's static root match, which its types leave out. */
const rootMatch = (pathname: string) =>
  (Router as unknown as {computeRootMatch: (pathname: string) => Match<Params>}).computeRootMatch(pathname);

function matchOf(route: RouteConfig, pathname: string, branch: Branch): Match<Params> | null {
  if (route.path) return matchPath(pathname, route);
  // No path: the parent's match, or the root one (as the stock function).
  return branch.length ? branch[branch.length - 1].match : rootMatch(pathname);
}

export function matchRoutes(routes: RouteConfig[], pathname: string, branch: Branch = []): Branch {
  const {byAddress, others} = indexOf(routes);
  const candidate = byAddress.get(key(pathname));
  const tryAt = (position: number): MatchedRoute<Params> | undefined => {
    const match = matchOf(routes[position], pathname, branch);
    return match ? {route: routes[position], match} : undefined;
  };
  // The routes before the candidate, the candidate, then the routes after it, in list order.
  let found: MatchedRoute<Params> | undefined;
  let next = 0;
  for (; next < others.length && !found; next++) {
    if (candidate !== undefined && others[next] > candidate) break;
    found = tryAt(others[next]);
  }
  if (!found && candidate !== undefined) found = tryAt(candidate);
  for (; next < others.length && !found; next++) found = tryAt(others[next]);
  if (found) {
    branch.push(found);
    if (found.route.routes) matchRoutes(found.route.routes, pathname, branch);
  }
  return branch;
}
