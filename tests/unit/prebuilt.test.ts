/**
 * The pages as written for the bundler (plugins/openapi/render/prebuilt.ts) render exactly as
 * the pages as generated: the HTML and the highlighted code only moved to a JSON module.
 */
import {describe, expect, it} from 'vitest';
import {loadSpec} from '../../plugins/openapi/model';
import {renderReference} from '../../plugins/openapi/generate';
import {fromJsTemplate, jsString, jsTemplate} from '../../plugins/openapi/render/mdx';
import {
  FRAGMENTS_NAME,
  fragmentsFile,
  fragmentsModule,
  prebuildPage,
  prebuildPages,
} from '../../plugins/openapi/render/prebuilt';
import {renderMdx, SITE_OPTIONS} from './renderMdx';

/** The strings of a fragments module (`export default [...]`), which is JSON after its first words. */
const readFragments = (module: string) => {
  const fragments = JSON.parse(module.replace(/^export default /, '').replace(/;\n$/, '')) as string[];
  expect(fragmentsModule(fragments)).toBe(module);
  return fragments;
};

/** Renders a page as the site does, fenced blocks highlighted, fragments as a prop. */
const render = (mdx: string, fragments: string[] | null) =>
  renderMdx(mdx.replaceAll(`{${FRAGMENTS_NAME}[`, `{props.${FRAGMENTS_NAME}[`), {
    staticCode: true,
    props: {[FRAGMENTS_NAME]: fragments},
  });

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
    expect(pages.has(`${model.infoId}.mdx`)).toBe(false);
    for (const group of model.groups) expect(pages.has(`${group.id}.mdx`)).toBe(false);
    expect(pages.size).toBe(model.operations.length + model.webhooks.length + model.schemas.length);
    for (const [file, mdx] of files) {
      if (!pages.has(file)) {
        // The overview and tag pages carry the description's own Markdown: written as generated.
        expect(written.get(file), file).toBe(mdx);
        continue;
      }
      const prebuilt = written.get(file)!;
      const fragments = written.has(fragmentsFile(file)) ? readFragments(written.get(fragmentsFile(file))!) : null;
      expect(prebuilt, file).not.toContain('<ApiHtml html={`');
      expect(prebuilt.split('\n---\n')[0], file).toBe(mdx.split('\n---\n')[0]);
      if (/^```/m.test(mdx)) withCode++;
      // As generated, a multi-line literal loses its lines' indentation to MDX (examples in
      // <pre> lost theirs): each literal is given on one line, as the text it stands for.
      const intended = mdx.replace(
        /html=\{(`(?:[^`\\]|\\[\s\S])*`)\}/g,
        (_, literal: string) => `html={${jsString(fromJsTemplate(literal))}}`,
      );
      expect(await render(prebuilt, fragments), file).toBe(await render(intended, null));
    }
    expect(withCode).toBeGreaterThan(10);
    expect(written.get('sidebar.json')).toBe(files.get('sidebar.json'));
  });

  it('keep the indentation of the examples in <pre>, which MDX took from a template literal', async () => {
    const model = await loadSpec('api/openapi.json');
    const {files, prebuilt: pages} = renderReference(model, SITE_OPTIONS);
    const written = prebuildPages(files, pages);
    const page = [...written].find(([, mdx]) => mdx.includes('api_operation_id: "OAuth2Authentication"'));
    expect(page).toBeDefined();
    const fragments = readFragments(written.get(fragmentsFile(page![0]))!);
    expect(await render(page![1], fragments)).toContain(
      '<code>{\n  &quot;grant_type&quot;: &quot;client_credentials&quot;',
    );
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
