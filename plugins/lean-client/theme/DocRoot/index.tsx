/**
 * DocRoot, as Docusaurus's, with two changes for large references:
 *
 * - The doc route whose path is the address comes first in the list the stock DocRoot
 *   searches: it matches every doc route's pattern against the address in turn until one
 *   matches (to find the page's sidebar, then again to render it), so rendering every page of
 *   a 3,000-page reference compared 3,000 patterns per page, nine million in all. An exact
 *   path is the only route that can match it (doc routes are exact and distinct), so the
 *   order changes nothing else.
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
import {exactRouteFirst} from '../../client/exactRouteFirst';

type Props = WrapperProps<typeof DocRootType>;

export default function DocRootWrapper(props: Props): ReactNode {
  const {pathname} = useLocation();
  const route = useMemo(() => exactRouteFirst(props.route, pathname), [props.route, pathname]);
  // The route the stock DocRoot will render: the first that matches, as react-router's Switch picks it.
  const matched = ExecutionEnvironment.canUseDOM
    ? route.routes?.find((child) => matchPath(pathname, child))
    : undefined;
  const component = matched?.component as Partial<LazyRouteComponent> | undefined;
  if (component?.isMissing?.(pathname)) return <NotFoundContent />;
  return <DocRoot {...props} route={route} />;
}
