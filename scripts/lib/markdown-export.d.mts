// Type declarations for markdown-export.mjs (plain JavaScript, used by TypeScript tests).

export interface ExportedPage {
  title: string;
  description: string;
  markdown: string;
  route?: string;
}

export interface ExportOptions {
  /** The page's absolute URL; image paths resolve against it. */
  pageUrl: string;
  /** The site path of the build's file with these bytes, for an image inlined as a `data:` URL. */
  inlineImagePath?: (bytes: Buffer) => string | null;
}

export function dataUrlBytes(url: string): Buffer | null;
export function htmlPageToMarkdown(html: string, options: ExportOptions): ExportedPage;
export function pageSections(
  pages: Array<ExportedPage & {route: string}>,
): Array<{name: string; pages: Array<ExportedPage & {route: string}>}>;
export function renderLlmsTxt(input: {
  siteUrl: string;
  pages: Array<ExportedPage & {route: string}>;
  sections: Array<{name: string; pages: Array<ExportedPage & {route: string}>}>;
}): string;
