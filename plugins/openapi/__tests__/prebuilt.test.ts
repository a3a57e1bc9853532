/**
 * The pages as written for the bundler (plugins/openapi/render/prebuilt.ts) render exactly as
 * the pages as generated: the HTML and the highlighted code only moved to a JSON module.
 */
import {describe, expect, it} from 'vitest';
import {loadSpec} from '../model';
import {renderReference} from '../generate';
import {fromJsTemplate, jsString, jsTemplate} from '../render/mdx';
import {createElement} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {MDXProvider} from '@mdx-js/react';
import {
  compileBody,
  compileJsx,
  FRAGMENTS_NAME,
  fragmentsExternal,
  fragmentsFile,
  fragmentsModule,
  prebuildHelper,
  prebuildPage,
  prebuildPages,
  type BodyNode,
} from '../render/prebuilt';
import PrebuiltBody from '../theme/PrebuiltBody';
import {PAGE_COMPONENTS, renderMdx, SITE_OPTIONS} from './renderMdx';

/** The value of a module that is `module.exports = <JSON>;`. */
const readModule = <T>(module: string) =>
  JSON.parse(module.replace(/^module\.exports = /, '').replace(/;\n$/, '')) as T;

/** Renders a page as the site does, fenced blocks highlighted, fragments as a prop. */
const render = (mdx: string, fragments: string[] | null) =>
  renderMdx(mdx.replaceAll(`{${FRAGMENTS_NAME}[`, `{props.${FRAGMENTS_NAME}[`), {
    staticCode: true,
    props: {[FRAGMENTS_NAME]: fragments},
  });

/** A compiled body as the site renders it: the page's imports given, CodeBlock from the MDX components. */
const renderCompiled = (nodes: BodyNode[], imported: string[]) => {
  const components = Object.fromEntries(imported.map((name) => [name, PAGE_COMPONENTS[name as 'ApiHtml']]));
  return renderToStaticMarkup(
    createElement(
      MDXProvider,
      {components: {CodeBlock: PAGE_COMPONENTS.CodeBlock}},
      createElement(PrebuiltBody, {nodes, components}),
    ),
  );
};

describe('pages prebuilt for the bundler', () => {
  it('reads back every text a template literal carries', () => {
    for (const text of ['plain', 'a `tick` and ${x} {y}', 'back\\slash \\u007b', 'lines\n\n\nand\r\nreturns', '']) {
      expect(fromJsTemplate(jsTemplate(text))).toBe(text);
    }
  });

  it('render every operation and schema page of the portal exactly as generated, and leave the others as they are', async () => {
    const model = await loadSpec('api/openapi.json');
    const {files, prebuilt: pages} = renderReference(model, SITE_OPTIONS);
    const written = prebuildPages(files, pages);
    let withCode = 0;
    let withBody = 0;
    expect(pages.has(`${model.infoId}.mdx`)).toBe(false);
    for (const group of model.groups) expect(pages.has(`${group.id}.mdx`)).toBe(false);
    expect(pages.size).toBe(model.operations.length + model.webhooks.length + model.schemas.length);
    for (const [file, mdx] of files) {
      if (!pages.has(file)) {
        // The overview and tag pages carry the description's own Markdown: written as generated.
        expect(written.get(file), file).toBe(mdx);
        continue;
      }
      const {mdx: prebuilt, fragments} = prebuildPage(file, mdx);
      const compiled = fragments && compileBody(prebuilt, fragments);
      if (fragments)
        expect(written.get(fragmentsFile(file))).toBe(compiled ? compiled.module : fragmentsModule(fragments));
      expect(written.get(file)).toBe(compiled ? compiled.mdx : prebuilt);
      expect(prebuilt, file).not.toContain('<ApiHtml html={`');
      expect(prebuilt.split('\n---\n')[0], file).toBe(mdx.split('\n---\n')[0]);
      if (/^```/m.test(mdx)) withCode++;
      // As generated, a multi-line literal loses its lines' indentation to MDX (examples in
      // <pre> lost theirs): each literal is given on one line, as the text it stands for.
      const intended = mdx.replace(
        /html=\{(`(?:[^`\\]|\\[\s\S])*`)\}/g,
        (_, literal: string) => `html={${jsString(fromJsTemplate(literal))}}`,
      );
      const html = await render(intended, null);
      expect(await render(prebuilt, fragments), file).toBe(html);
      if (!compiled) continue;
      // An operation page's body is compiled: its elements render as its MDX did.
      withBody++;
      const imported = /components=\{\{([\w, ]*)\}\}/.exec(compiled.mdx)![1].split(', ');
      expect(renderCompiled(readModule(compiled.module), imported), file).toBe(html);
    }
    expect(withCode).toBeGreaterThan(10);
    expect(withBody).toBe(model.operations.length + model.webhooks.length);
    expect(written.get('sidebar.json')).toBe(files.get('sidebar.json'));
  });

  it('are written the same, in the same order, when a worker thread prebuilds every other page', async () => {
    const model = await loadSpec('api/openapi.json');
    const {files, prebuilt: pages} = renderReference(model, SITE_OPTIONS);
    const helper = prebuildHelper();
    try {
      expect([...(await helper.prebuild(files, pages))]).toEqual([...prebuildPages(files, pages)]);
    } finally {
      await helper.close();
    }
  });

  it('keep the indentation of the examples in <pre>, which MDX took from a template literal', async () => {
    const model = await loadSpec('api/openapi.json');
    const {files} = renderReference(model, SITE_OPTIONS);
    const page = [...files].find(([, mdx]) => mdx.includes('api_operation_id: "ProvisionGiftCard"'));
    expect(page).toBeDefined();
    const {mdx, fragments} = prebuildPage(page![0], page![1]);
    // A JSON example's field, two spaces in, as written.
    const indented = /<pre class="api-code"><code>(?:(?!<\/pre>)[\s\S])*\n {2}<span class="token property">/;
    expect(await render(mdx, fragments)).toMatch(indented);
    const compiled = compileBody(mdx, fragments!)!;
    expect(renderCompiled(readModule(compiled.module), ['ApiHtml', 'CodePanel', 'PanelItem'])).toMatch(indented);
  });

  it('leave a page with nothing to move as it is', () => {
    const mdx = '---\ntitle: "x"\n---\n\n## Heading\n\nText.\n';
    expect(prebuildPage('x.mdx', mdx)).toEqual({mdx, fragments: null});
  });

  it('move a fence whose code holds shorter fences whole, with its title', () => {
    const mdx = '---\nid: "x"\n---\n\n````markdown title="Say hi"\n```js\nhi()\n```\n````\n';
    const {mdx: prebuilt, fragments} = prebuildPage('dir/x.mdx', mdx);
    expect(prebuilt).toBe(
      `---\nid: "x"\n---\nimport ${FRAGMENTS_NAME} from './x.fragments.js';\n\n<CodeBlock language="markdown" title="Say hi" html={${FRAGMENTS_NAME}[0]} />\n`,
    );
    expect(fragments).toHaveLength(1);
    expect(fragments![0]).toContain('<span class="token function">hi</span>');
  });
});

describe('bodies compiled for the bundler', () => {
  it('read nested and self-closing elements, plain, JSON and fragment attributes', () => {
    const body = `<div className="a">\n<X title={"T \\u007bid\\u007d \\"q\\""} html={${FRAGMENTS_NAME}[1]} />\n\n<Y value="v"></Y>\n</div>\n<Z />\n`;
    expect(compileJsx(body, ['zero', '<b>one</b>'])).toEqual([
      ['div', {className: 'a'}, ['X', {title: 'T {id} "q"', html: '<b>one</b>'}], ['Y', {value: 'v'}]],
      ['Z', {}],
    ]);
  });

  it('leave to MDX a body with text, Markdown, an entity, another expression or unbalanced tags', () => {
    for (const body of [
      '<div>text</div>',
      '## Heading\n\n<div />',
      '<div title="a &amp; b" />',
      '<div title={x} />',
      `<div html={${FRAGMENTS_NAME}[5]} />`,
      '<div a="1" a="2" />',
      '<div>\n<p>\n</div>',
      '<div>',
      '</div>',
      '<div open />',
    ]) {
      expect(compileJsx(body, ['zero']), body).toBeNull();
    }
  });

  it('keep the page’s imports and give their names to the element that renders the body', () => {
    const mdx = `---\nid: "x"\n---\nimport ${FRAGMENTS_NAME} from './x.fragments.js';\n\nimport A from '@site/a';\nimport B, {C, D} from '@site/b';\n\n<A html={${FRAGMENTS_NAME}[0]} />\n`;
    expect(compileBody(mdx, ['h'])).toEqual({
      mdx: `---\nid: "x"\n---\nimport ${FRAGMENTS_NAME} from './x.fragments.js';\n\nimport A from '@site/a';\nimport B, {C, D} from '@site/b';\nimport PrebuiltBody, {preloadBody} from '@theme/PrebuiltBody';\n\nexport const preloadContent = () => preloadBody(${FRAGMENTS_NAME});\n\n<PrebuiltBody nodes={${FRAGMENTS_NAME}} components={{A, B, C, D}} />\n`,
      module: 'module.exports = [["A",{"html":"h"}]];\n',
    });
    expect(compileBody(mdx.replace("import A from '@site/a';", 'import * as A from "@site/a";'), ['h'])).toBeNull();
  });

  it('render a component the page does not import from the MDX components, and fail on one nobody provides', () => {
    expect(renderCompiled([['CodeBlock', {language: 'js', html: 'x'}]], [])).toBe('<pre data-language="js">x</pre>');
    expect(() => renderCompiled([['Missing', {}]], [])).toThrow(/`Missing` to be defined/);
  });
});

describe('the server bundle', () => {
  it('requires a page’s fragments from the generated folder, and bundles everything else', () => {
    const answers: (string | undefined)[] = [];
    const answer = (_error?: Error, result?: string) => answers.push(result);
    fragmentsExternal({request: './get-card.fragments.js', context: '/site/docs/api'}, answer);
    fragmentsExternal({request: './get-card.mdx', context: '/site/docs/api'}, answer);
    fragmentsExternal({request: 'react'}, answer);
    expect(answers).toEqual(['commonjs /site/docs/api/get-card.fragments.js', undefined, undefined]);
  });
});
