/**
 * The full text of the docs in parts that each fit an agent's context: one part per section
 * of llms.txt (guides, quickstarts, the reference by tag, the schemas), a section over the
 * budget split at page boundaries into numbered parts, and a page over it cut into pieces. Each page is under its source URL, as
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

const SEPARATOR = '\n---\n\n';
const bytesOf = (text: string) => Buffer.byteLength(text);

/** A page's text in a part, or one piece of a page too large for a part of its own. */
interface Piece {
  route: string;
  text: string;
}

/**
 * Markdown in chunks of at most `max` bytes: cut at a blank line outside fenced code where one
 * fits, else at a line's end, else (a line longer than `max`) between characters.
 */
export function cutMarkdown(markdown: string, max: number): string[] {
  const chunks: string[] = [];
  let lines: string[] = [];
  let size = 0;
  let cut = 0; // lines[0, cut) end at a blank line outside code
  let fenced = false;
  const emit = (count: number) => {
    chunks.push(lines.slice(0, count).join('\n').trim());
    lines = lines.slice(count);
    size = bytesOf(lines.join('\n'));
    cut = 0;
  };
  for (const line of markdown.split('\n').flatMap((l) => splitLongLine(l, max))) {
    while (lines.length > 0 && size + 1 + bytesOf(line) > max) emit(cut > 0 ? cut : lines.length);
    size += (lines.length > 0 ? 1 : 0) + bytesOf(line);
    lines.push(line);
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    if (!fenced && line.trim() === '') cut = lines.length;
  }
  if (lines.length > 0) emit(lines.length);
  return chunks.filter(Boolean);
}

/** A line in pieces of at most `max` bytes, cut between characters. */
function splitLongLine(line: string, max: number): string[] {
  if (bytesOf(line) <= max) return [line];
  const pieces: string[] = [];
  let piece = '';
  for (const char of line) {
    if (bytesOf(piece + char) > max) {
      pieces.push(piece);
      piece = '';
    }
    piece += char;
  }
  return [...pieces, piece];
}

/** A page's text, in pieces that each fit `max` bytes when it is larger (each naming its source and its place). */
function pieces(siteUrl: string, page: ExportedPage, max: number): Piece[] {
  const source = `${siteUrl}${page.route}`;
  const whole = `<!-- Source: ${source} -->\n\n${page.markdown.trim()}\n`;
  if (bytesOf(whole) <= max) return [{route: page.route, text: whole}];
  const label = (i: number, n: number) => `<!-- Source: ${source} (piece ${i} of ${n}) -->\n\n`;
  const chunks = cutMarkdown(page.markdown.trim(), max - bytesOf(label(999, 999)) - 1);
  return chunks.map((chunk, i) => ({route: page.route, text: `${label(i + 1, chunks.length)}${chunk}\n`}));
}

/** The pages of one section in runs that each fit `budget` with their heading; a page larger than that is cut in pieces. */
function runs(siteUrl: string, pages: ExportedPage[], budget: number, heading: number): Piece[][] {
  const all: Piece[][] = [];
  let run: Piece[] = [];
  let bytes = heading;
  for (const piece of pages.flatMap((page) => pieces(siteUrl, page, budget - heading - bytesOf(SEPARATOR)))) {
    const size = bytesOf(piece.text) + bytesOf(SEPARATOR);
    if (run.length > 0 && bytes + size > budget) {
      all.push(run);
      run = [];
      bytes = heading;
    }
    run.push(piece);
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
      const text = `${heading(title)}${run.map((piece) => piece.text).join(SEPARATOR)}`;
      const file = `${PARTS_FOLDER}/${sectionRuns.length === 1 ? slug : `${slug}-${index + 1}`}.md`;
      const pages = new Set(run.map((piece) => piece.route)).size;
      parts.push({file, title, section: section.name, pages, bytes: bytesOf(text), text});
    });
  }
  return parts;
}
