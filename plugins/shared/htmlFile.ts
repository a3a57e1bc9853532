import path from 'node:path';

/** Where a route's HTML is in the build (trailingSlash: false writes `/docs/x` as `docs/x.html`). */
export function htmlFileOf(outDir: string, route: string): string {
  if (route === '/' || route.endsWith('/')) return path.join(outDir, route, 'index.html');
  return path.join(outDir, `${route}.html`);
}
