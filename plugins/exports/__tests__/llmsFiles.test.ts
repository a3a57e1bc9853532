/** llms.txt and the full text's parts (plugins/exports/markdown.ts, llmsParts.ts): an index, and files that each fit. */
import {describe, expect, it} from 'vitest';
import {cutMarkdown, fullTextParts, partSlug} from '../llmsParts';
import {agentMarkdownProblems, llmsTxtShapeProblems} from '../../../tests/support/agentMarkdown';
import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {LLMS_TXT_BUDGET, pageSections, renderLlmsTxt, type ExportedPage} from '../markdown';

const siteUrl = 'https://docs.gcm.example';
const page = (route: string, bytes = 100, description = `About ${route}.`): ExportedPage => ({
  route,
  title: `Title of ${route}`,
  description,
  markdown: `# Title of ${route}\n\n${'x'.repeat(bytes)}\n`,
});

const pages = [
  page('/'),
  page('/docs/introduction'),
  page('/docs/quickstarts/components/introduction'),
  page('/docs/api/partner-api/gcm-api'),
  page('/docs/api/partner-api/search-api'),
  page('/docs/api/partner-api/search-for-businesses'),
  page('/docs/api/partner-api/schemas/location'),
];
const reference = [
  {
    name: 'API reference: Search API',
    routes: new Set(['/docs/api/partner-api/search-api', '/docs/api/partner-api/search-for-businesses']),
  },
];

describe('pageSections', () => {
  it('orders guides, quickstarts, the reference overview, its tags, the schemas, then the rest as Optional', () => {
    const sections = pageSections(pages, reference);
    expect(sections.map((s) => [s.name, s.pages.map((p) => p.route)])).toEqual([
      ['Guides', ['/docs/introduction']],
      ['Quickstarts', ['/docs/quickstarts/components/introduction']],
      ['API reference', ['/docs/api/partner-api/gcm-api']],
      [
        'API reference: Search API',
        ['/docs/api/partner-api/search-api', '/docs/api/partner-api/search-for-businesses'],
      ],
      ['Schemas', ['/docs/api/partner-api/schemas/location']],
      ['Optional', ['/']],
    ]);
  });
});

describe('fullTextParts', () => {
  it('gives each section a part with every doc under its source URL, and leaves out pages outside /docs/', () => {
    const parts = fullTextParts(pageSections(pages, reference), {siteUrl, siteTitle: 'Docs'});
    expect(parts.map((p) => p.file)).toEqual([
      'llms/guides.md',
      'llms/quickstarts.md',
      'llms/api-reference.md',
      'llms/api-reference-search-api.md',
      'llms/schemas.md',
    ]);
    const search = parts[3];
    expect(search.text).toMatch(
      /^# Docs: API reference: Search API\n\n<!-- Source: https:\/\/docs\.gcm\.example\/docs\/api\/partner-api\/search-api -->/,
    );
    expect(search.text).toContain(
      '<!-- Source: https://docs.gcm.example/docs/api/partner-api/search-for-businesses -->',
    );
    expect(search).toMatchObject({
      pages: 2,
      bytes: Buffer.byteLength(search.text),
      section: 'API reference: Search API',
    });
  });

  it('splits a section over the budget at page boundaries, each part within it', () => {
    const many = Array.from({length: 10}, (_, i) => page(`/docs/additional-support/p${i}`, 900));
    const parts = fullTextParts([{name: 'Guides', pages: many}], {siteUrl, siteTitle: 'Docs', budget: 3000});
    expect(parts.length).toBeGreaterThan(3);
    parts.forEach((part, i) => {
      expect(part.bytes).toBeLessThanOrEqual(3000);
      expect(part.file).toBe(`llms/guides-${i + 1}.md`);
      expect(part.title).toBe(`Guides (part ${i + 1} of ${parts.length})`);
    });
    expect(parts.reduce((n, part) => n + part.pages, 0)).toBe(10);
  });

  it('cuts a page larger than the budget into pieces, each naming its source, every part within the budget', () => {
    const large = {
      ...page('/docs/b', 0),
      markdown: Array.from({length: 40}, (_, i) => `Paragraph ${i} ${'x'.repeat(200)}`).join('\n\n'),
    };
    const parts = fullTextParts([{name: 'Guides', pages: [page('/docs/a', 50), large]}], {
      siteUrl,
      siteTitle: 'Docs',
      budget: 1000,
    });
    expect(parts.length).toBeGreaterThan(8);
    for (const part of parts) expect(part.bytes).toBeLessThanOrEqual(1000);
    const text = parts.map((part) => part.text).join('\n');
    for (let i = 0; i < 40; i += 1) expect(text).toContain(`Paragraph ${i} ${'x'.repeat(200)}`);
    expect(text).toMatch(/<!-- Source: https:\/\/docs\.gcm\.example\/docs\/b \(piece 1 of \d+\) -->/);
  });

  it('cuts Markdown at blank lines outside code, else at a line, else between characters', () => {
    const code = '```js\nconst a = 1;\n\nconst b = 2;\n```';
    expect(cutMarkdown(`Intro.\n\n${code}\n\nAfter.`, 40)).toEqual(['Intro.', code, 'After.']);
    expect(cutMarkdown('one line\ntwo line', 10)).toEqual(['one line', 'two line']);
    expect(cutMarkdown('é'.repeat(10), 8)).toEqual(['éééé', 'éééé', 'éé']);
  });

  it('names parts by their section, each name once', () => {
    expect(partSlug('API reference: Ünïcode & more')).toBe('api-reference-unicode-more');
    expect(partSlug('???')).toBe('part');
    const twice = fullTextParts(
      [
        {name: 'Same', pages: [page('/docs/a')]},
        {name: 'same', pages: [page('/docs/b')]},
      ],
      {siteUrl, siteTitle: 'Docs'},
    );
    expect(twice.map((p) => p.file)).toEqual(['llms/same.md', 'llms/same-2.md']);
  });
});

describe('renderLlmsTxt', () => {
  const sections = pageSections(pages, reference);
  const parts = fullTextParts(sections, {siteUrl, siteTitle: 'GCM Partner Developer Docs'});
  const index = (list = pages) => ({
    siteUrl,
    title: 'GCM Partner Developer Docs',
    pages: list,
    sections: pageSections(list, reference),
    parts: fullTextParts(pageSections(list, reference), {siteUrl, siteTitle: 'GCM Partner Developer Docs'}),
    notes: ['The OpenAPI description is at https://docs.gcm.example/downloads/openapi.json.'],
  });

  it('has one H1, a summary, then H2 sections of links, the full text’s parts and Optional last', () => {
    const text = renderLlmsTxt(index());
    const lines = text.split('\n');
    expect(lines[0]).toBe('# GCM Partner Developer Docs');
    expect(lines[2]).toBe('> About /.');
    expect(lines.filter((line) => /^# /.test(line))).toHaveLength(1);
    expect(lines.filter((line) => /^## /.test(line))).toEqual([
      '## Guides',
      '## Quickstarts',
      '## API reference',
      '## API reference: Search API',
      '## Schemas',
      '## Full text',
      '## Optional',
    ]);
    expect(text).toContain(
      '- [Title of /docs/introduction](https://docs.gcm.example/docs/introduction.md): About /docs/introduction.',
    );
    for (const part of parts) expect(text).toContain(`](${siteUrl}/${part.file}): ${part.pages} page`);
    expect(text).toContain('- [Title of /](https://docs.gcm.example/index.md): About /.');
    expect(text).toContain('https://docs.gcm.example/downloads/openapi.json');
    expect(llmsTxtShapeProblems(text)).toEqual([]);
  });

  it('escapes the brackets of a title, so that its link stays one link', () => {
    const titled = {...page('/docs/api/partner-api/list-accounts'), title: 'List [accounts](/api/accounts)'};
    const text = renderLlmsTxt(index([...pages, titled]));
    expect(text).toContain(
      '- [List \\[accounts\\](/api/accounts)](https://docs.gcm.example/docs/api/partner-api/list-accounts.md)',
    );
    expect(llmsTxtShapeProblems(text)).toEqual([]);
  });

  it('is told from a file that is not in the llms.txt shape', () => {
    expect(llmsTxtShapeProblems('# A\n\n> B\n\n## C\n\n- [d](https://x.example/d.md): e\n')).toEqual([]);
    expect(llmsTxtShapeProblems('Intro\n# A\n# B\n\n## C\n\nprose\n')).toEqual([
      'llms.txt does not start with an H1',
      'llms.txt has more than one H1',
      'llms.txt has no > summary after its H1',
      'llms.txt line 7 is not a link: prose',
    ]);
  });

  it('stays within its budget for a large reference, step by step, and in its shape', () => {
    const schemas = Array.from({length: 400}, (_, i) =>
      page(`/docs/api/partner-api/schemas/s${i}`, 10, 'A schema. '.repeat(5)),
    );
    const collapsed = renderLlmsTxt(index([...pages, ...schemas]));
    expect(Buffer.byteLength(collapsed)).toBeLessThanOrEqual(LLMS_TXT_BUDGET);
    expect(collapsed).toContain('## Schemas\n\n- [Schemas](https://docs.gcm.example/llms/schemas.md): 401 pages');
    expect(collapsed).not.toContain('/schemas/s1.md');
    const operations = Array.from({length: 300}, (_, i) =>
      page(`/docs/api/partner-api/op-${i}`, 10, 'An operation. '.repeat(6)),
    );
    const brief = renderLlmsTxt(index([...pages, ...schemas, ...operations]));
    expect(brief).toContain(
      '- [Title of /docs/api/partner-api/op-1](https://docs.gcm.example/docs/api/partner-api/op-1.md)\n',
    );
    expect(brief).toContain('- [Title of /docs/introduction](https://docs.gcm.example/docs/introduction.md): About');
    const tagged = Array.from({length: 600}, (_, i) => page(`/docs/api/partner-api/search-${i}`, 10));
    const byTag = [{name: 'API reference: Search API', routes: new Set(tagged.map((p) => p.route))}];
    const list = [...pages, ...schemas, ...tagged];
    const sections = pageSections(list, byTag);
    const parts = fullTextParts(sections, {siteUrl, siteTitle: 'Docs'});
    const shortest = renderLlmsTxt({...index(list), sections, parts});
    expect(Buffer.byteLength(shortest)).toBeLessThanOrEqual(LLMS_TXT_BUDGET);
    expect(shortest).toContain(
      '## API reference: Search API\n\n- [API reference: Search API](https://docs.gcm.example/llms/api-reference-search-api.md): 600 pages',
    );
    for (const text of [collapsed, brief, shortest]) expect(llmsTxtShapeProblems(text)).toEqual([]);
  });
});

describe('agentMarkdownProblems', () => {
  it('names a part over its budget or not listed, a listed part the build lacks, and a missing or heavy twin', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'agent-markdown-'));
    try {
      mkdirSync(path.join(dir, 'llms'));
      mkdirSync(path.join(dir, 'docs'));
      writeFileSync(path.join(dir, 'llms/a.md'), 'x'.repeat(200_001));
      writeFileSync(path.join(dir, 'llms/b.md'), 'b');
      writeFileSync(path.join(dir, 'docs/op.md'), 'x'.repeat(30));
      writeFileSync(
        path.join(dir, 'llms.txt'),
        '# Docs\n\n> Summary\n\n## Full text\n\n- [A](https://x.example/llms/a.md): a\n- [C](https://x.example/llms/c.md): c\n',
      );
      expect(agentMarkdownProblems(dir, {operationRoutes: ['/docs/op', '/docs/none'], twinBudget: 20})).toEqual([
        'llms/a.md is 200001 bytes, over 200000',
        'llms.txt does not list llms/b.md',
        'llms.txt lists llms/c.md, which the build lacks',
        '/docs/op.md is 30 bytes, over 20',
        '/docs/none has no Markdown twin',
      ]);
    } finally {
      rmSync(dir, {recursive: true, force: true});
    }
  });
});
