import {describe, expect, it} from 'vitest';
import type {BodyNode} from '../client/bodyNode';
import {HTML_INDEX, withHtml} from '../client/bodyHtml';
import bodyHtmlLoader from '../bodyHtmlLoader.cjs';
import {BODY_HTML_FOLDER} from '../../shared/routes';

const {splitBodyHtml} = bodyHtmlLoader as unknown as {
  splitBodyHtml: (value: unknown) => {nodes: BodyNode[]; html: string[]} | null;
};

const body: BodyNode[] = [
  [
    'div',
    {className: 'api-operation'},
    ['ApiHtml', {html: '<h1>Void a gift card</h1>'}],
    [
      'CodePanel',
      {title: 'Request', id: 'request'},
      ['PanelItem', {value: 'curl', label: 'cURL'}, ['CodeBlock', {language: 'bash', html: '<span>curl</span>'}]],
    ],
  ],
];

/** The module a page's fragments file is, as render/prebuilt.ts writes it. */
const moduleOf = (value: unknown) => `module.exports = ${JSON.stringify(value)};\n`;

function load(source: string) {
  const emitted = new Map<string, string>();
  const output = (bodyHtmlLoader as unknown as (this: unknown, source: string) => string).call(
    {
      emitFile: (name: string, content: string) => emitted.set(name, content),
      getOptions: () => ({folder: BODY_HTML_FOLDER}),
    },
    source,
  );
  return {output, emitted};
}

describe('an operation body’s HTML in the browser bundle', () => {
  it('leaves the elements and moves each html to the file, by index', () => {
    const split = splitBodyHtml(body)!;
    expect(split.html).toEqual(['<h1>Void a gift card</h1>', '<span>curl</span>']);
    expect(JSON.stringify(split.nodes)).not.toContain('<h1>');
    expect(split.nodes[0][2]).toEqual(['ApiHtml', {[HTML_INDEX]: '0'}]);
  });

  it('gives each element its html back from the file, or the page’s own when the file is not loaded', () => {
    const split = splitBodyHtml(body)!;
    const restore = (node: BodyNode, html: readonly string[] | undefined): BodyNode => {
      const [type, props, ...children] = node;
      return [type, withHtml(props, html), ...children.map((child) => restore(child, html))];
    };
    expect(split.nodes.map((node) => restore(node, split.html))).toEqual(body);
    expect(withHtml(split.nodes[0][2][1], undefined)).toEqual({html: ''});
    // Attributes without html are the same object: nothing to copy on every render.
    const props = {className: 'api-operation'};
    expect(withHtml(props, split.html)).toBe(props);
  });

  it('writes the file beside the bundles, named by its content, and the module points at it', () => {
    const {output, emitted} = load(moduleOf(body));
    expect([...emitted.keys()]).toEqual([expect.stringMatching(/^assets\/api-html\/[0-9a-f]{12}\.json$/)]);
    const [[file, json]] = [...emitted];
    expect(JSON.parse(json)).toEqual(['<h1>Void a gift card</h1>', '<span>curl</span>']);
    const evaluated = new Function('module', '__webpack_public_path__', `${output}; return module.exports;`)(
      {exports: {}},
      '/portal/',
    ) as {nodes: BodyNode[]; html: string};
    expect(evaluated.html).toBe(`/portal/${file}`);
    expect(evaluated.nodes).toEqual(splitBodyHtml(body)!.nodes);
    // The same body, the same name: a file only changes when its HTML does.
    expect([...load(moduleOf(body)).emitted.keys()]).toEqual([file]);
  });

  it('leaves a module of plain fragments (tag and schema pages) as it is', () => {
    const source = moduleOf(['<h1>Gift cards</h1>', '<p>…</p>']);
    const {output, emitted} = load(source);
    expect(output).toBe(source);
    expect(emitted.size).toBe(0);
    expect(splitBodyHtml([])).toBeNull();
  });

  it('names the index as the client reads it', () => {
    expect((bodyHtmlLoader as unknown as {HTML_INDEX: string}).HTML_INDEX).toBe(HTML_INDEX);
  });
});
