/**
 * The hand-written routes of the portal, derived from what defines them: every guide file
 * under docs/ (the generated reference under docs/api/ excluded) at /docs/<its path>, and
 * every generated category index the guide sidebar declares (guideSidebar.ts, which needs no
 * generated reference). Shared by the unit and e2e tests.
 */
import path from 'node:path';
import {guideSidebar} from '../guideSidebar';
import {docRoute, guideFiles} from '../plugins/docs-lint';

const DOCS_DIR = path.join(__dirname, '..', 'docs');

/** The slugs of the generated category index pages anywhere in `items`. */
function categoryIndexSlugs(items: unknown): string[] {
  if (!Array.isArray(items)) return [];
  return items.flatMap((item) => {
    if (typeof item !== 'object' || item === null) return [];
    const {link, items: children} = item as {link?: {type?: string; slug?: string}; items?: unknown};
    const own = link?.type === 'generated-index' && link.slug ? [link.slug] : [];
    return [...own, ...categoryIndexSlugs(children)];
  });
}

/** Every hand-written guide route of the portal, sorted. */
export const GUIDE_URLS: string[] = [
  ...guideFiles(DOCS_DIR).map((file) => docRoute(path.relative(DOCS_DIR, file))),
  ...categoryIndexSlugs(guideSidebar).map((slug) => `/docs${slug}`),
].sort();

/** The six quickstarts: the introduction of each integration style's folder under docs/quickstarts/. */
export const QUICKSTART_STYLE_URLS: string[] = GUIDE_URLS.filter((url) =>
  /^\/docs\/quickstarts\/.+\/introduction$/.test(url),
);
