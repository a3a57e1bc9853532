/** How a built page names its Markdown twin and llms.txt (plugins/exports/discovery.ts). */
import {describe, expect, it} from 'vitest';
import {markdownDiscoveryTags, searchPageMarkdown, withMarkdownDiscovery} from '../discovery';
import {pageLinkHeader} from '../../hosting/rules';

const tags = markdownDiscoveryTags('/docs/introduction.md');

describe('withMarkdownDiscovery', () => {
  it('names the twin and llms.txt at the end of the head, as the Link header names them', () => {
    expect(tags).toBe(
      '<link data-rh="true" rel="alternate" type="text/markdown" href="/docs/introduction.md">' +
        '<link data-rh="true" rel="describedby" type="text/markdown" href="/llms.txt">',
    );
    // The same two relations, in the same order, as every host's Link header for the page.
    const fromTags = [...tags.matchAll(/rel="([^"]+)" type="([^"]+)" href="([^"]+)"/g)].map(
      ([, rel, type, href]) => `<${href}>; rel="${rel}"; type="${type}"`,
    );
    expect(fromTags.join(', ')).toBe(pageLinkHeader('/docs/introduction.md'));
  });

  it('puts the tags in the head of a minified page with no </head>, before <body>', () => {
    const html = '<!doctype html><html lang=en><meta charset=UTF-8><title>Intro</title><body class=x><div>Hi</div>';
    expect(withMarkdownDiscovery(html, '/docs/introduction.md')).toBe(
      `<!doctype html><html lang=en><meta charset=UTF-8><title>Intro</title>${tags}<body class=x><div>Hi</div>`,
    );
  });

  it('puts them before </head> when the page has one, and only once however often the step runs', () => {
    const html = '<html><head><title>Intro</title></head><body><p>body</p></body></html>';
    const once = withMarkdownDiscovery(html, '/docs/introduction.md');
    expect(once).toBe(`<html><head><title>Intro</title>${tags}</head><body><p>body</p></body></html>`);
    expect(withMarkdownDiscovery(once, '/docs/introduction.md')).toBe(once);
  });

  it('leaves a document with no head or body as it is', () => {
    expect(withMarkdownDiscovery('<p>fragment</p>', '/x.md')).toBe('<p>fragment</p>');
  });
});

describe('searchPageMarkdown', () => {
  it('says where the pages are without a browser: llms.txt and the twins', () => {
    const markdown = searchPageMarkdown({
      title: 'Search the documentation',
      description: 'Search the guides and the API reference.',
    });
    expect(markdown).toMatch(/^# Search the documentation\n\nSearch the guides and the API reference\.\n/);
    expect(markdown).toContain('[the index of every page](/llms.txt)');
    expect(markdown).toContain('/search?q=');
  });
});
