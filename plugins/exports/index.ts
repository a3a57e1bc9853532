/**
 * Gives every page a Markdown twin at its URL plus `.md` (the home page's is /index.md), names
 * it in the page's head with llms.txt (discovery.ts), and writes /llms.txt (llmstxt.org: an
 * index of every page with a one-line description) and /llms-full.txt (every doc, the API
 * reference included, as Markdown). The Markdown comes from each
 * page's rendered article, so generated reference pages and components are exported
 * exactly as readers see them. Images are linked by their absolute URL on the site,
 * including those the build inlined into the HTML as `data:` URLs. Runs in the build's
 * post-build step (plugins/site-outputs).
 */
import {readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {htmlFileOf} from '../shared/htmlFile';
import {markdownTwinOf} from '../shared/routes';
import {searchPageMarkdown, withMarkdownDiscovery} from './discovery';
import {imageFinder} from './images';
import {htmlPageToMarkdown, pageSections, renderLlmsTxt, type ExportedPage} from './markdown';

export {imageFinder} from './images';
/** Under `npm start`, the Markdown twin of a page made on request (a plugin of its own). */
export {default as markdownTwinsDevServer} from './devServer';

/**
 * Exports the pages at `routes` (site routes, base URL included) of the build in `outDir`.
 * `siteUrl` is the site's origin and base, without a trailing slash; `searchRoute` is the
 * search page's, whose twin says how to find pages without a browser.
 */
export function exportMarkdown({
  outDir,
  siteUrl,
  routes,
  searchRoute,
  skillPath,
}: {
  outDir: string;
  siteUrl: string;
  routes: string[];
  searchRoute: string;
  /** The site path of the agent skill's SKILL.md (plugins/agent-skill), which llms.txt links. */
  skillPath?: string;
}) {
  const inlineImagePath = imageFinder([outDir]);
  const pages: ExportedPage[] = routes.map((route) => {
    const page = htmlPageToMarkdown(readFileSync(htmlFileOf(outDir, route), 'utf8'), {
      pageUrl: `${siteUrl}${route}`,
      inlineImagePath,
    });
    return {route, ...page, markdown: route === searchRoute ? searchPageMarkdown(page) : page.markdown};
  });
  for (const page of pages) {
    const htmlFile = htmlFileOf(outDir, page.route);
    writeFileSync(path.join(outDir, markdownTwinOf(page.route)), page.markdown);
    writeFileSync(htmlFile, withMarkdownDiscovery(readFileSync(htmlFile, 'utf8'), markdownTwinOf(page.route)));
  }
  const docs = pages.filter((page) => page.route.startsWith('/docs/'));
  writeFileSync(
    path.join(outDir, 'llms.txt'),
    renderLlmsTxt({siteUrl, pages, sections: pageSections(pages), skillPath}),
  );
  writeFileSync(
    path.join(outDir, 'llms-full.txt'),
    docs.map((page) => `<!-- Source: ${siteUrl}${page.route} -->\n\n${page.markdown}`).join('\n\n---\n\n'),
  );
  return `${pages.length} Markdown twins named in their pages' heads, llms.txt (${pages.length} pages), llms-full.txt`;
}
