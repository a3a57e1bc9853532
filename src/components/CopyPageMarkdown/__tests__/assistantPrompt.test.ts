import {describe, expect, it} from 'vitest';
import {assistantPrompt} from '../assistantPrompt';

describe('the prompt for an assistant', () => {
  const prompt = assistantPrompt({
    siteTitle: 'GCM Partner Developer Docs',
    pageTitle: 'Void a gift card',
    markdownUrl: 'https://docs.gcm.example/docs/api/partner-api/void-card.md',
    indexUrl: 'https://docs.gcm.example/llms.txt',
  });

  it("cites the page's Markdown and the index of every page by their absolute URLs", () => {
    expect(prompt).toContain('"Void a gift card", https://docs.gcm.example/docs/api/partner-api/void-card.md\n');
    expect(prompt).toContain('https://docs.gcm.example/llms.txt lists every page');
    expect(prompt).toMatch(/^Read this page of GCM Partner Developer Docs, in Markdown:/);
  });

  it('ends where the reader types their question', () => {
    expect(prompt.endsWith('\nMy question: ')).toBe(true);
  });
});
