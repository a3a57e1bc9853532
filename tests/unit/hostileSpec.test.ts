/**
 * The API description is input: a spec whose text carries script tags, event handlers
 * and javascript: links must produce pages with no executable markup. Each generated
 * page is compiled as MDX and rendered to HTML, then inspected.
 */
import {readFileSync} from 'node:fs';
import {describe, expect, it} from 'vitest';
import {compile, run} from '@mdx-js/mdx';
import * as runtime from 'react/jsx-runtime';
import {createElement, type ReactNode} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {listOperations, type OpenApiDocument} from '../../src/lib/apiReference/spec';
import {renderOperationPage} from '../../src/lib/apiReference/renderOperationPage';
import {renderSchemaPage} from '../../src/lib/apiReference/renderSchemaPage';
import {renderInfoPage} from '../../src/lib/apiReference/renderInfoPage';
import {renderTagPage} from '../../src/lib/apiReference/renderTagPage';

const spec: OpenApiDocument = JSON.parse(readFileSync('tests/fixtures/openapi/hostile.json', 'utf8'));

const Passthrough = ({children}: {children?: ReactNode}) => createElement('div', null, children);

async function renderMdx(mdx: string): Promise<string> {
  // Theme imports are replaced by stand-ins; everything else is rendered as Docusaurus would.
  const body = mdx.replace(/^import .*$/gm, '');
  const code = String(await compile(body, {outputFormat: 'function-body'}));
  const {default: Content} = await run(code, {...runtime, baseUrl: import.meta.url});
  return renderToStaticMarkup(createElement(Content, {components: {Tabs: Passthrough, TabItem: Passthrough}}));
}

/** Looks only at real tags (escaped text such as `&lt;script&gt;` is harmless by definition). */
function expectInert(html: string) {
  const tags = [...html.matchAll(/<([a-z][a-z0-9-]*)\b([^>]*)>/gi)];
  expect(tags.length).toBeGreaterThan(0);
  for (const [tag, name, attributes] of tags) {
    expect(name.toLowerCase(), tag).not.toMatch(
      /^(script|iframe|object|embed|form|input|style|svg|img|details|base|meta|link)$/,
    );
    expect(attributes, tag).not.toMatch(/(^|\s)on[a-z]+\s*=/i);
    expect(attributes, tag).not.toMatch(/(href|src|action|data|formaction)\s*=\s*"\s*(javascript|data|vbscript):/i);
  }
}

describe('a hostile API description', () => {
  const entry = listOperations(spec)[0];
  const pages: [string, () => string][] = [
    ['operation page', () => renderOperationPage(spec, entry)],
    ['schema page', () => renderSchemaPage(spec, 'Thing')],
    ['info page', () => renderInfoPage(spec)],
    ['tag page', () => renderTagPage(spec, 'Evil')],
  ];

  for (const [name, render] of pages) {
    it(`renders an inert ${name}`, async () => {
      const html = await renderMdx(render());
      expectInert(html);
    });
  }

  it('still shows the text, escaped, so nothing is silently lost', async () => {
    const html = await renderMdx(renderInfoPage(spec));
    expect(html).toContain('&lt;script&gt;alert(&#x27;info&#x27;)&lt;/script&gt;');
    expect(html).toContain('a link');
  });
});
