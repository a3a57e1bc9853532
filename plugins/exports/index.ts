/**
 * Gives every doc page a Markdown twin at its URL plus `.md`, and writes /llms.txt
 * (llmstxt.org: an index of every page with a one-line description) and /llms-full.txt
 * (every doc, the API reference included, as Markdown). The Markdown comes from each
 * page's rendered article, so generated reference pages and components are exported
 * exactly as readers see them. Images are linked by their absolute URL on the site,
 * including those the build inlined into the HTML as `data:` URLs. Runs in the build's
 * post-build step (plugins/site-outputs).
 */
import {createHash} from 'node:crypto';
import {readdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {htmlFileOf} from '../shared/htmlFile';
import {htmlPageToMarkdown, pageSections, renderLlmsTxt, type ExportedPage} from './markdown';

const IMAGE_FILE = /\.(?:svg|png|jpe?g|gif|webp|avif|ico)$/i;

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/**
 * Finds the site path of the image file with given bytes, for images the build inlined.
 * `dirs` are served at the site root: the build's output, or under `npm start` the static
 * directories. The files are read on the first call, so a page without an inlined image
 * costs nothing.
 */
export function imageFinder(dirs: string[]): (bytes: Buffer) => string | null {
  let byHash: Map<string, string> | undefined;
  const index = () => {
    const map = new Map<string, string>();
    for (const dir of dirs) {
      for (const file of readdirSync(dir, {recursive: true, encoding: 'utf8'}).filter((f) => IMAGE_FILE.test(f))) {
        const hash = sha256(readFileSync(path.join(dir, file)));
        if (!map.has(hash)) map.set(hash, `/${file.split(path.sep).join('/')}`);
      }
    }
    return map;
  };
  return (bytes) => (byHash ??= index()).get(sha256(bytes)) ?? null;
}

/**
 * Exports the pages at `routes` (site routes, base URL included) of the build in `outDir`.
 * `siteUrl` is the site's origin and base, without a trailing slash.
 */
export function exportMarkdown({outDir, siteUrl, routes}: {outDir: string; siteUrl: string; routes: string[]}) {
  const inlineImagePath = imageFinder([outDir]);
  const pages: ExportedPage[] = routes.map((route) => ({
    route,
    ...htmlPageToMarkdown(readFileSync(htmlFileOf(outDir, route), 'utf8'), {
      pageUrl: `${siteUrl}${route}`,
      inlineImagePath,
    }),
  }));
  const docs = pages.filter((page) => page.route.startsWith('/docs/'));
  for (const page of docs) writeFileSync(path.join(outDir, `${page.route}.md`), page.markdown);
  writeFileSync(path.join(outDir, 'llms.txt'), renderLlmsTxt({siteUrl, pages, sections: pageSections(pages)}));
  writeFileSync(
    path.join(outDir, 'llms-full.txt'),
    docs.map((page) => `<!-- Source: ${siteUrl}${page.route} -->\n\n${page.markdown}`).join('\n\n---\n\n'),
  );
  return `${docs.length} Markdown twins, llms.txt (${pages.length} pages), llms-full.txt`;
}
