/**
 * The full text of the docs in parts that each fit an agent's context: one part per section
 * of llms.txt (guides, quickstarts, the reference by tag, the schemas), a section over the
 * budget split at page boundaries into numbered parts. Each page is under its source URL, as
 * llms-full.txt had them. Pure.
 */
import type {ExportedPage, PartLink, Section} from './markdown';
import {asciiSlug} from '../shared/text';

/** The most one part may weigh, in bytes. */
export const PART_BUDGET = 200_000;
/** The folder of the parts at the site's root. */
export const PARTS_FOLDER = 'llms';

export interface FullTextPart extends PartLink {
  text: string;
}

/** `API reference: Search API` → `api-reference-search-api`. */
export function partSlug(name: string): string {
  return asciiSlug(name, 80, 'part');
}

const pageText = (siteUrl: string, page: ExportedPage) =>
  `<!-- Source: ${siteUrl}${page.route} -->\n\n${page.markdown.trim()}\n`;
const SEPARATOR = '\n---\n\n';

/** The pages of one section in runs that each fit `budget` with their heading (a page larger than it alone). */
function runs(siteUrl: string, pages: ExportedPage[], budget: number, heading: number): ExportedPage[][] {
  const all: ExportedPage[][] = [];
  let run: ExportedPage[] = [];
  let bytes = heading;
  for (const page of pages) {
    const size = Buffer.byteLength(pageText(siteUrl, page)) + Buffer.byteLength(SEPARATOR);
    if (run.length > 0 && bytes + size > budget) {
      all.push(run);
      run = [];
      bytes = heading;
    }
    run.push(page);
    bytes += size;
  }
  if (run.length > 0) all.push(run);
  return all;
}

/**
 * The parts of the docs' full text: the pages under /docs/ of each section, in order. A
 * section's file is `llms/<section>.md`, or `llms/<section>-<n>.md` when it takes several.
 */
export function fullTextParts(
  sections: Section[],
  {siteUrl, siteTitle, budget = PART_BUDGET}: {siteUrl: string; siteTitle: string; budget?: number},
): FullTextPart[] {
  const parts: FullTextPart[] = [];
  const taken = new Set<string>();
  for (const section of sections) {
    const docs = section.pages.filter((page) => page.route.startsWith('/docs/'));
    if (docs.length === 0) continue;
    let slug = partSlug(section.name);
    for (let n = 2; taken.has(slug); n += 1) slug = `${partSlug(section.name)}-${n}`;
    taken.add(slug);
    // Room for the heading, whose "part i of n" is not known until the runs are.
    const heading = (title: string) => `# ${siteTitle}: ${title}\n\n`;
    const sectionRuns = runs(siteUrl, docs, budget, Buffer.byteLength(heading(`${section.name} (part 99 of 99)`)));
    sectionRuns.forEach((run, index) => {
      const title =
        sectionRuns.length === 1 ? section.name : `${section.name} (part ${index + 1} of ${sectionRuns.length})`;
      const text = `${heading(title)}${run.map((page) => pageText(siteUrl, page)).join(SEPARATOR)}`;
      const file = `${PARTS_FOLDER}/${sectionRuns.length === 1 ? slug : `${slug}-${index + 1}`}.md`;
      parts.push({file, title, section: section.name, pages: run.length, bytes: Buffer.byteLength(text), text});
    });
  }
  return parts;
}
