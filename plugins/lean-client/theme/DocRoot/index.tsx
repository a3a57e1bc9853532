/**
 * DocRoot, as Docusaurus's, for an address under a folded reference route
 * (plugins/lean-client/lazyRoutes.ts) that has no page: the stock DocRoot renders its
 * not-found content when no doc route matches the address, and a folded route matches any
 * slug of its folder, so it asks that route whether its page exists. Only in the browser: the
 * server renders with Docusaurus's own route table, where every route is a page.
 */
import React, {type ReactNode} from 'react';
// A plugin's theme wraps the initial theme's component: `@theme-original` would be this file itself.
import DocRoot from '@theme-init/DocRoot';
import type DocRootType from '@theme/DocRoot';
import NotFoundContent from '@theme/NotFound/Content';
import {matchPath, useLocation} from '@docusaurus/router';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import type {WrapperProps} from '@docusaurus/types';
import type {LazyRouteComponent} from '../../client/lazyRoute';

type Props = WrapperProps<typeof DocRootType>;

export default function DocRootWrapper(props: Props): ReactNode {
  const {pathname} = useLocation();
  // The route the stock DocRoot will render: the first that matches, as react-router's Switch picks it.
  const matched = ExecutionEnvironment.canUseDOM
    ? props.route.routes?.find((route) => matchPath(pathname, route))
    : undefined;
  const component = matched?.component as Partial<LazyRouteComponent> | undefined;
  if (component?.isMissing?.(pathname)) return <NotFoundContent />;
  return <DocRoot {...props} />;
}
