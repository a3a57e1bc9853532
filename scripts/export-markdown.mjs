#!/usr/bin/env node
/**
 * After `docusaurus build`: gives every doc page a Markdown twin at its URL plus `.md`,
 * and writes /llms.txt (llmstxt.org: an index of every page with a one-line description)
 * and /llms-full.txt (every doc, the API reference included, as Markdown). The Markdown
 * comes from each page's rendered article, so generated reference pages and components
 * are exported exactly as readers see them.
 *
 *   node scripts/export-markdown.mjs [build-dir]
 */
import {readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {htmlPageToMarkdown, pageSections, renderLlmsTxt} from './lib/markdown-export.mjs';

const buildDir = process.argv[2] ?? 'build';
const siteUrl = 'https://docs.gcm.example';
const sitemap = readFileSync(path.join(buildDir, 'sitemap.xml'), 'utf8');
const routes = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);

const pages = [];
for (const route of routes) {
  const htmlFile = route === '/' ? path.join(buildDir, 'index.html') : path.join(buildDir, `${route}.html`);
  const page = htmlPageToMarkdown(readFileSync(htmlFile, 'utf8'));
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
