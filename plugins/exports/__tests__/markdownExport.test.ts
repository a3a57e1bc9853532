/** The Markdown twins (plugins/exports/markdown.ts): images are linked by URL, never embedded. */
import {mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {COLLECT_EVERY_PAGES, exportMarkdown} from '..';
import {htmlFileOf} from '../../shared/htmlFile';
import {agentSkillNote, dataUrlBytes, htmlFragmentConverter, htmlPageToMarkdown, renderLlmsTxt} from '../markdown';

const pageUrl = 'https://docs.gcm.example/docs/quickstarts/components/introduction';
const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="2" height="1"/>';
const dataUrl = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;

const page = (article: string) =>
  `<html><head><title>Components | GCM Partner Developer Docs</title></head><body><article><h1>Components</h1>${article}</article></body></html>`;

describe('htmlPageToMarkdown images', () => {
  it('exports a themed diagram once, as its light variant linked by absolute URL, with its alt text', () => {
    const html = page(
      '<div><img src="/img/diagrams/components.svg" alt="Your server sends signed requests." class="themedComponent_mlkZ themedComponent--light_NVdE" width="720" height="300" loading="lazy">' +
        '<img src="/img/diagrams/components-dark.svg" alt="Your server sends signed requests." class="themedComponent_mlkZ themedComponent--dark_xIcU" width="720" height="300" loading="lazy"></div>',
    );
    const {markdown} = htmlPageToMarkdown(html, {pageUrl});
    expect(markdown).toContain(
      '![Your server sends signed requests.](https://docs.gcm.example/img/diagrams/components.svg)',
    );
    expect(markdown).not.toContain('components-dark.svg');
    expect(markdown.match(/!\[/g)).toHaveLength(1);
  });

  it('links an image the build inlined as a data: URL to the file with the same bytes', () => {
    const html = page(`<p><img src="${dataUrl}" alt="Do: a wallet row"></p>`);
    const seen: string[] = [];
    const {markdown} = htmlPageToMarkdown(html, {
      pageUrl,
      inlineImagePath: (bytes) => {
        seen.push(bytes.toString('utf8'));
        return '/img/display-guidelines/do-amount.svg';
      },
    });
    expect(seen).toEqual([svg]);
    expect(markdown).toContain('![Do: a wallet row](https://docs.gcm.example/img/display-guidelines/do-amount.svg)');
    expect(markdown).not.toContain('data:');
  });

  it('keeps the alt text, and no data: URL, when an inlined image has no file of its own', () => {
    const {markdown} = htmlPageToMarkdown(page(`<p><img src="${dataUrl}" alt="A [sketch]"></p>`), {pageUrl});
    expect(markdown).toContain('[Image: A \\[sketch\\]]');
    expect(markdown).not.toContain('data:');
  });

  it('resolves relative paths against the page and encodes characters that would end the link', () => {
    const {markdown} = htmlPageToMarkdown(page('<p><img src="../img/a (1).png" alt="A"></p>'), {pageUrl});
    expect(markdown).toContain('![A](https://docs.gcm.example/docs/quickstarts/img/a%20%281%29.png)');
  });
});

describe('dataUrlBytes', () => {
  it('decodes base64 and percent-encoded data: URLs, and nothing else', () => {
    expect(dataUrlBytes(dataUrl)?.toString('utf8')).toBe(svg);
    expect(dataUrlBytes(`data:image/svg+xml,${encodeURIComponent(svg)}`)?.toString('utf8')).toBe(svg);
    expect(dataUrlBytes('/img/logo.svg')).toBeNull();
  });
});

describe('htmlPageToMarkdown code panels', () => {
  it('gives a panel its export heading and every choice its code block, without the picker', () => {
    const block = (language: string, title: string, code: string) =>
      `<div class="language-${language} codeBlockContainer_x theme-code-block"><div class="codeBlockTitle_y">${title}</div>` +
      `<div><pre class="prism-code language-${language}"><code>${code}</code></pre></div></div>`;
    const html = page(
      '<section class="api-panel" aria-labelledby="request-sample" data-export-title="Code samples">' +
        '<div data-export="skip"><h2 id="request-sample">Request</h2><label for="p">Language</label>' +
        '<select id="p"><option value="python">Python</option><option value="curl">cURL</option></select>' +
        '<button type="button">Copy</button></div>' +
        `<div><div class="api-panel__item" data-value="python">${block('python', 'GET /v1/x (Python)', 'print(1)')}</div>` +
        `<div class="api-panel__item" data-value="curl" hidden>${block('bash', 'GET /v1/x (cURL)', 'curl x')}</div></div></section>`,
    );
    const {markdown} = htmlPageToMarkdown(html, {pageUrl});
    expect(markdown).toContain('## Code samples');
    expect(markdown).toContain('```python title="GET /v1/x (Python)"\nprint(1)\n```');
    expect(markdown).toContain('```bash title="GET /v1/x (cURL)"\ncurl x\n```');
    expect(markdown).not.toMatch(/Language|Python\s*cURL|Copy|## Request/);
  });
});

describe('renderLlmsTxt', () => {
  it('links the agent skill, after the summary, when the build has one', () => {
    const pages = [{route: '/', title: 'Home', description: 'The docs.', markdown: '# Home\n'}];
    const args = {siteUrl: 'https://docs.test', title: 'Docs', pages, sections: [], parts: []};
    expect(renderLlmsTxt({...args, notes: []})).not.toContain('agent skill');
    const note = agentSkillNote('https://docs.test', '/agent-skill/gcm-api/SKILL.md');
    expect(renderLlmsTxt({...args, notes: [note]})).toMatch(
      /^# Docs\n\n> The docs\.\n\n.*\[agent skill\]\(https:\/\/docs\.test\/agent-skill\/gcm-api\/SKILL\.md\)/,
    );
  });
});

describe('the export of a large site', () => {
  it('lets the build collect the garbage of the pages read every COLLECT_EVERY_PAGES pages, one synchronous stretch that no timer interrupts', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'export-collect-'));
    const count = 2 * COLLECT_EVERY_PAGES + 100;
    try {
      const routes = Array.from({length: count}, (_, i) => `/docs/page-${i}`);
      for (const route of routes) {
        mkdirSync(path.dirname(htmlFileOf(dir, route)), {recursive: true});
        writeFileSync(
          htmlFileOf(dir, route),
          `<html><head><title>Page ${route}</title></head><body><main><article><h1>${route}</h1><p>Text.</p></article></main></body></html>`,
        );
      }
      let collections = 0;
      await exportMarkdown({
        outDir: dir,
        siteUrl: 'https://docs.test',
        siteTitle: 'Docs',
        routes,
        searchRoute: '/search',
        collect: () => (collections += 1),
      });
      expect(collections).toBe(2);
      expect(readFileSync(path.join(dir, `docs/page-${count - 1}.md`), 'utf8')).toContain('Text.');
    } finally {
      rmSync(dir, {recursive: true, force: true});
    }
  });
});

describe('text that reads as a tag', () => {
  it('stays text in the Markdown of a page: escaped outside code, as written inside it', () => {
    const convert = htmlFragmentConverter('https://docs.test');
    expect(convert('<p>Format: &lt;payment_count&gt;:&lt;currency&gt; or <code>&lt;id&gt;</code></p>')).toBe(
      'Format: \\<payment\\_count>:\\<currency> or `<id>`',
    );
  });
});

describe('a long enum folded on the page', () => {
  it('reads as its summary, a colon and its values', () => {
    const convert = htmlFragmentConverter('https://docs.test');
    expect(
      convert(
        '<p><details class="api-enum"><summary>One of 13 values</summary><code>1.0</code>, <code>1.1</code></details></p>',
      ),
    ).toBe('One of 13 values: `1.0`, `1.1`');
  });
});
