/**
 * Gives every page a Markdown twin at its URL plus `.md` (the home page's is /index.md), names
 * it in the page's head with llms.txt (discovery.ts), and writes /llms.txt
 * (llmstxt.org: an index of every page with a one-line description) and the docs' full text
 * in parts that each fit an agent's context (`llms/*.md`, listed in llms.txt). A page's
 * Markdown comes from its rendered article, so guides and components are exported exactly as
 * readers see them; an operation page's twin is written from the spec model instead, sized for
 * an agent (./operationTwin.ts). Images are linked by their absolute URL on the site, including
 * those the build inlined into the HTML as `data:` URLs. Runs in the build's post-build step
 * (plugins/site-outputs).
 */
import {existsSync, mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {sharedSpec} from '../openapi/model';
import {DOWNLOAD_FILES} from '../openapi/downloads';
import {htmlFileOf} from '../shared/htmlFile';
import {markdownTwinOf} from '../shared/routes';
import {searchPageMarkdown, withMarkdownDiscovery} from './discovery';
import {imageFinder} from './images';
import {fullTextParts, PARTS_FOLDER} from './llmsParts';
import {agentSkillNote, htmlPageToMarkdown, pageHead, pageSections, renderLlmsTxt, type ExportedPage} from './markdown';
import {operationTwinAt, referenceSections, type ReferenceTwinsSource} from './referenceTwins';

export {imageFinder} from './images';
export type {ReferenceTwinsSource} from './referenceTwins';
/** Under `npm start`, the Markdown twin of a page made on request (a plugin of its own). */
export {default as markdownTwinsDevServer, type MarkdownTwinsDevOptions} from './devServer';

export interface ExportOptions {
  outDir: string;
  /** The site's origin and base, without a trailing slash. */
  siteUrl: string;
  /** The site's title: llms.txt's heading. */
  siteTitle: string;
  /** Site routes, base URL included. */
  routes: string[];
  /** The reference whose operation twins are written from its spec model (none: every twin from its page). */
  reference?: ReferenceTwinsSource;
  /** The search page's route: its twin says how to find pages without a browser. */
  searchRoute: string;
  /** The site path of the agent skill's SKILL.md (plugins/agent-skill), which llms.txt links. */
  skillPath?: string;
  /** Collects the garbage of the pages read so far (plugins/build-memory), every COLLECT_EVERY_PAGES pages. */
  collect?: () => void;
}

/**
 * How many pages are exported between two collections of their garbage (`collect`). Each full
 * collection of a large build's heap costs a few tenths of a second: every 250 pages, Datadog's
 * export (6,299 pages) took 22.8 s; every 1,000, 13.9 s, at the same peak (4.3 GiB, reached
 * while bundling, not here).
 */
export const COLLECT_EVERY_PAGES = 1000;

/** Exports the pages at `routes` of the build in `outDir`; returns a one-line summary. */
export async function exportMarkdown({
  outDir,
  siteUrl,
  siteTitle,
  routes,
  reference,
  searchRoute,
  skillPath,
  collect,
}: ExportOptions): Promise<string> {
  const model = reference ? await sharedSpec(reference) : undefined;
  const twinAt = model && reference ? operationTwinAt(model, reference, siteUrl) : () => undefined;
  const inlineImagePath = imageFinder([outDir]);
  let fromModel = 0;
  // One page at a time: a large reference's HTML is never all in memory.
  const pages: ExportedPage[] = routes.map((route, index) => {
    if (index % COLLECT_EVERY_PAGES === COLLECT_EVERY_PAGES - 1) collect?.();
    const htmlFile = htmlFileOf(outDir, route);
    const html = readFileSync(htmlFile, 'utf8');
    const twin = twinAt(route);
    if (twin !== undefined) fromModel += 1;
    const page =
      twin === undefined
        ? htmlPageToMarkdown(html, {pageUrl: `${siteUrl}${route}`, inlineImagePath})
        : {...pageHead(html), markdown: twin};
    const markdown = route === searchRoute ? searchPageMarkdown(page) : page.markdown;
    writeFileSync(path.join(outDir, markdownTwinOf(route)), markdown);
    writeFileSync(htmlFile, withMarkdownDiscovery(html, markdownTwinOf(route)));
    return {route, ...page, markdown};
  });
  const sections = pageSections(pages, model && reference ? referenceSections(model, reference.routeBase) : []);
  const parts = fullTextParts(sections, {siteUrl, siteTitle});
  mkdirSync(path.join(outDir, PARTS_FOLDER), {recursive: true});
  for (const part of parts) writeFileSync(path.join(outDir, part.file), part.text);
  const description = `downloads/${DOWNLOAD_FILES.json}`;
  const notes = [
    ...(existsSync(path.join(outDir, description)) ? [`The OpenAPI description is at ${siteUrl}/${description}.`] : []),
    ...(skillPath ? [agentSkillNote(siteUrl, skillPath)] : []),
  ];
  writeFileSync(
    path.join(outDir, 'llms.txt'),
    renderLlmsTxt({siteUrl, title: siteTitle, pages, sections, parts, notes}),
  );
  return `${pages.length} Markdown twins named in their pages' heads (${fromModel} from the spec model), llms.txt (${pages.length} pages), ${parts.length} full-text parts in ${PARTS_FOLDER}/`;
}
