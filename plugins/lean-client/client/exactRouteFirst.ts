/**
 * A route whose child routes list first the one whose path is `pathname` (see
 * ../theme/DocRoot): react-router finds it with its first pattern match instead of trying
 * every child before it. The same route when no child has that exact path, or it is first.
 */
export function exactRouteFirst<T extends {routes?: {path?: string | string[]}[]}>(route: T, pathname: string): T {
  const routes = route.routes;
  if (!routes) return route;
  const index = routes.findIndex((child) => child.path === pathname);
  if (index <= 0) return route;
  return {...route, routes: [routes[index], ...routes.slice(0, index), ...routes.slice(index + 1)]};
}
