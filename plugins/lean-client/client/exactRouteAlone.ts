/**
 * A route whose child routes are only the one whose path is `pathname`, when it has one (see
 * ../theme/DocRoot): react-router's Switch renders the first child that matches, and the exact
 * path is the one the wrapper puts first, so the others change nothing but the time spent
 * going through them. The same route when no child has that exact path.
 */
export function exactRouteAlone<T extends {routes?: {path?: string | string[]}[]}>(route: T, pathname: string): T {
  const routes = route.routes;
  const exact = routes?.find((child) => child.path === pathname);
  if (!routes || !exact || routes.length === 1) return route;
  return {...route, routes: [exact]};
}
