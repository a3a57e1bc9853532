/**
 * What a reader asked for with an address the site has no page at: the words of the path
 * below the deepest folder the site does have, so `/docs/api/partner-api/void-cards`
 * asks for "void cards" (the folders are where it looked, not what it wanted).
 */
export function pathQuery(pathname: string, routes: readonly string[]): string {
  const segments = pathname
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      try {
        return decodeURIComponent(segment);
      } catch {
        return segment;
      }
    });
  let known = segments.length;
  while (known > 0) {
    const folder = `/${segments.slice(0, known).join('/')}/`;
    if (routes.some((route) => route.startsWith(folder) && route !== folder)) break;
    known -= 1;
  }
  // A folder that has pages but none of its own: its name is what was asked for.
  const asked = known === segments.length ? segments.slice(-1) : segments.slice(known);
  return asked
    .join(' ')
    .replace(/\.(?:html?|md)$/i, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}
