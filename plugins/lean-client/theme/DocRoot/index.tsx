/**
 * DocRoot, as Docusaurus's, with two changes for large references:
 *
 * - When a doc route's path is the address, it is the only doc route the stock DocRoot is
 *   given. It searches its list twice per page, matching every doc route's pattern against
 *   the address in turn until one matches (to find the page's sidebar, then to render it),
 *   and react-router's Switch then goes through every child again; rendering every page of a
 *   3,000-page reference made nine million comparisons. An exact path is the route the
 *   stock DocRoot would pick (doc routes are exact and distinct; a folded route, below, may
 *   match the same address but comes after it), so nothing else changes.
 * - For an address under a folded reference route (plugins/lean-client/lazyRoutes.ts) that
 *   has no page: the stock DocRoot renders its not-found content when no doc route matches the
 *   address, and a folded route matches any slug of its folder, so it asks that route whether
 *   its page exists. Only in the browser: the server renders with Docusaurus's own route
 *   table, where every route is a page.
 */
import React, {useMemo, type ReactNode} from 'react';
// A plugin's theme wraps the initial theme's component: `@theme-original` would be this file itself.
import DocRoot from '@theme-init/DocRoot';
import type DocRootType from '@theme/DocRoot';
import NotFoundContent from '@theme/NotFound/Content';
import {matchPath, useLocation} from '@docusaurus/router';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import type {WrapperProps} from '@docusaurus/types';
import type {LazyRouteComponent} from '../../client/lazyRoute';
import {exactRouteAlone} from '../../client/exactRouteAlone';

type Props = WrapperProps<typeof DocRootType>;

export default function DocRootWrapper(props: Props): ReactNode {
  const {pathname} = useLocation();
  const route = useMemo(() => exactRouteAlone(props.route, pathname), [props.route, pathname]);
  // The route the stock DocRoot will render: the first that matches, as react-router's Switch picks it.
  const matched = ExecutionEnvironment.canUseDOM
    ? route.routes?.find((child) => matchPath(pathname, child))
    : undefined;
  const component = matched?.component as Partial<LazyRouteComponent> | undefined;
  if (component?.isMissing?.(pathname)) return <NotFoundContent />;
  return <DocRoot {...props} route={route} />;
}
