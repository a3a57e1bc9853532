/**
 * The prompt "Copy AI prompt" puts on the clipboard: it cites the page's
 * Markdown twin and the site's index for agents (/llms.txt) by their absolute URLs, so that a
 * coding assistant the reader pastes it into reads the docs themselves. Nothing is sent
 * anywhere: the reader pastes it, and finishes the last line with their question.
 */
export interface PromptSource {
  /** The site's title, as its pages name it. */
  siteTitle: string;
  /** The page's title. */
  pageTitle: string;
  /** The absolute URL of the page's Markdown twin. */
  markdownUrl: string;
  /** The absolute URL of the site's /llms.txt. */
  indexUrl: string;
}

export function assistantPrompt({siteTitle, pageTitle, markdownUrl, indexUrl}: PromptSource): string {
  return [
    `Read this page of ${siteTitle}, in Markdown: "${pageTitle}", ${markdownUrl}`,
    `For anything it does not cover, ${indexUrl} lists every page of the docs, each with a Markdown version.`,
    'Answer from these docs, say which pages you used, and tell me when they do not say.',
    '',
    'My question: ',
  ].join('\n');
}
