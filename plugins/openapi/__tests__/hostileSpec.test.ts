/**
 * The API description is input: a spec whose text carries script tags, event handlers
 * and javascript: links must produce pages with no executable markup. Every generated
 * page is compiled as MDX and rendered to HTML, then inspected.
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
  for (const [tag, name, attributes] of tags) {
    expect(name.toLowerCase(), tag).not.toMatch(
      /^(script|iframe|object|embed|form|input|style|svg|img|base|meta|link)$/,
    );
    expect(attributes, tag).not.toMatch(/(^|\s)on[a-z]+\s*=/i);
    expect(attributes, tag).not.toMatch(/(href|src|action|data|formaction)\s*=\s*"\s*(javascript|data|vbscript):/i);
    // The generator's own collapsible blocks carry nothing but their class, id and state.
    if (/^(details|summary)$/i.test(name)) expect(attributes, tag).toMatch(/^(\s+(class|id)="[^"]*"|\s+open(="")?)*$/);
  }
}

describe('a hostile API description', () => {
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

  it('still shows the text, escaped, so nothing is silently lost', () => {
    const info = [...pages.entries()].find(([file]) => file.startsWith('hostile'))![1];
    expect(info).toContain('&lt;script&gt;alert(&#x27;info&#x27;)&lt;/script&gt;');
    expect(info).toContain('a link');
    expect(pages.get('evil-thing.mdx')).toContain('&lt;details open ontoggle=alert(7)&gt;');
  });
});
