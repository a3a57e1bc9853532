#!/usr/bin/env node
/**
 * After `docusaurus build`: gives every doc page a Markdown twin at its URL plus `.md`,
 * and writes /llms.txt (llmstxt.org: an index of every page with a one-line description)
 * and /llms-full.txt (every doc, the API reference included, as Markdown). The Markdown
 * comes from each page's rendered article, so generated reference pages and components
 * are exported exactly as readers see them. Images are linked by their absolute URL on the
 * site, including those the build inlined into the HTML as `data:` URLs.
 *
 *   node scripts/export-markdown.mjs [build-dir]
 */
import {createHash} from 'node:crypto';
import {readdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {htmlPageToMarkdown, pageSections, renderLlmsTxt} from './lib/markdown-export.mjs';

const IMAGE_FILE = /\.(?:svg|png|jpe?g|gif|webp|avif|ico)$/i;

const buildDir = process.argv[2] ?? 'build';
const sitemap = readFileSync(path.join(buildDir, 'sitemap.xml'), 'utf8');
const locations = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]));
if (locations.length === 0) throw new Error(`export-markdown: ${buildDir}/sitemap.xml lists no page`);
// The site's `url` (docusaurus.config.ts), as the sitemap plugin wrote it into every location.
const siteUrl = locations[0].origin;
const routes = locations.map((location) => location.pathname);

const sha256 = (bytes) => createHash('sha256').update(bytes).digest('hex');
/** Site path of every image file of the build, by the hash of its bytes. */
const imagePathsByHash = new Map();
for (const file of readdirSync(buildDir, {recursive: true, encoding: 'utf8'}).filter((f) => IMAGE_FILE.test(f))) {
  const sitePath = `/${file.split(path.sep).join('/')}`;
  const hash = sha256(readFileSync(path.join(buildDir, file)));
  if (!imagePathsByHash.has(hash)) imagePathsByHash.set(hash, sitePath);
}
const inlineImagePath = (bytes) => imagePathsByHash.get(sha256(bytes)) ?? null;

const pages = [];
for (const route of routes) {
  const htmlFile = route === '/' ? path.join(buildDir, 'index.html') : path.join(buildDir, `${route}.html`);
  const page = htmlPageToMarkdown(readFileSync(htmlFile, 'utf8'), {pageUrl: `${siteUrl}${route}`, inlineImagePath});
  page.route = route;
  pages.push(page);
  if (route.startsWith('/docs/')) writeFileSync(path.join(buildDir, `${route}.md`), page.markdown);
}

const docs = pages.filter((p) => p.route.startsWith('/docs/'));
writeFileSync(path.join(buildDir, 'llms.txt'), renderLlmsTxt({siteUrl, pages, sections: pageSections(pages)}));
writeFileSync(
  path.join(buildDir, 'llms-full.txt'),
  docs.map((p) => `<!-- Source: ${siteUrl}${p.route} -->\n\n${p.markdown}`).join('\n\n---\n\n'),
);
console.log(`export-markdown: ${docs.length} Markdown twins, llms.txt (${pages.length} pages), llms-full.txt`);
