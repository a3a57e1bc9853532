/**
 * The API description is input: a spec whose text carries script tags, event handlers,
 * javascript: links and every other HTML attack in its descriptions must produce pages with
 * no executable markup, no style and nothing loaded from another host, while the HTML a
 * description may have (links, code, line breaks, tables) renders. Every generated page is
 * compiled as MDX and rendered to HTML, then inspected.
 */
import {describe, expect, it} from 'vitest';
import {loadSpec} from '../model';
import {renderSite} from './renderMdx';

const hostile = await loadSpec('tests/fixtures/openapi/hostile.json');
const pages = await renderSite(hostile);

/** Looks only at real tags (escaped text such as `&lt;script&gt;` is harmless by definition). */
function expectInert(html: string) {
  const tags = [...html.matchAll(/<([a-z][a-z0-9-]*)\b([^>]*)>/gi)];
  expect(tags.length).toBeGreaterThan(0);
  expect(html).not.toContain('<!--');
  for (const [tag, name, attributes] of tags) {
    expect(name.toLowerCase(), tag).not.toMatch(
      /^(script|iframe|object|embed|form|input|textarea|style|svg|math|img|base|meta|link|noscript|template|video|audio|source|picture)$/,
    );
    expect(attributes, tag).not.toMatch(/(^|\s)(on[a-z]+|style|srcset|srcdoc|xlink:href)\s*=/i);
    expect(attributes, tag).not.toMatch(/(href|src|action|data|formaction)\s*=\s*"\s*(javascript|data|vbscript):/i);
    // The generator's own collapsible blocks carry nothing but their class, id and state.
    if (/^(details|summary)$/i.test(name)) expect(attributes, tag).toMatch(/^(\s+(class|id)="[^"]*"|\s+open(="")?)*$/);
  }
}

describe('a hostile API description', () => {
  it('titles an operation with the words of its summary, not its markup', () => {
    // "Do <b onmouseover=alert(6)>evil</b>": the title, sidebar label and breadcrumb read "Do evil".
    expect(hostile.operations.map((op) => op.title)).toContain('Do evil');
    for (const op of hostile.operations) expect(op.title).not.toMatch(/<\/?[a-z]/i);
  });

  it('gives every kind of page', () => {
    expect([...pages.keys()].sort()).toEqual(
      [
        'evil.mdx',
        'evil-thing.mdx',
        'hostile-script-alert-title-script-api.mdx',
        'schemas.mdx',
        'schemas/thing.mdx',
      ].sort(),
    );
  });

  for (const [file, html] of pages) {
    it(`renders an inert ${file}`, () => expectInert(html));
  }

  it('renders the HTML a description may have, and the text of what it removes', () => {
    const info = [...pages.entries()].find(([file]) => file.startsWith('hostile'))![1];
    expect(info).toContain(
      `Intro  with <a href="x">x</a> and a link and {constructor.constructor('alert(1)')()} and raw.`,
    );
    // A heading of the overview's description stays the page's; the HTML after it renders cleaned.
    expect(info).toContain('<h2>Raw HTML heading</h2>');
    expect(info).toContain('<div>encoded <a href="https://evil.example/pixel.gif">tracker</a></div>');
    expect(info).toContain('<b>fast</b><br/>status {alert(1)} | pipe');
    const tag = pages.get('evil.mdx')!;
    expect(tag).toContain('<h3>Tag section</h3>');
    expect(tag).toContain(
      '<div class="api-table-scroll" tabindex="0"><table><tbody><tr><td>Go</td></tr></tbody></table></div>',
    );
    const operation = pages.get('evil-thing.mdx')!;
    expect(operation).toContain('<details open>x</details>');
    expect(operation).toContain('<code>&lt;script>fine in code&lt;/script></code>');
    expect(operation).toContain(
      '<p>Creates a thing. <a href="https://docs.example.com/things">Docs</a> for <code>id</code>.</p>',
    );
    expect(operation).toContain('<b>unclosed <i>tags data link</i></b>');
    // Images from elsewhere with no alt have no text to keep (nor their addresses).
    expect(operation).toContain('First<br>second<div class="api-notes">');
    expect(operation).not.toContain('evil.example/x.png');
  });
});
