/** The SSR template that starts the bundles after the first paint (plugins/paint-first). */
import {createRequire} from 'node:module';
import {describe, expect, it} from 'vitest';
import {ssrTemplate, START_AFTER_FIRST_PAINT} from '../../plugins/paint-first';

const require = createRequire(import.meta.url);
const stockTemplate: string = require('@docusaurus/core/lib/ssg/ssgTemplate.html.js').default;
const squash = (text: string) => text.replace(/\s+/g, ' ').trim();

describe('ssrTemplate', () => {
  it("is Docusaurus's own template except for how the bundles start", () => {
    const stockScripts = `<% it.scripts.forEach((script) => { %>
      <script src="<%= it.baseUrl %><%= script %>" defer></script>
    <% }); %>`;
    expect(squash(stockTemplate)).toContain(squash(stockScripts));
    const ours = squash(ssrTemplate)
      .replace(squash(`<script>${START_AFTER_FIRST_PAINT}</script>`), '')
      .replace(
        '<link rel="preload" as="script" fetchpriority="low" href="<%= it.baseUrl %><%= script %>" data-start-after-paint>',
        '<script src="<%= it.baseUrl %><%= script %>" defer></script>',
      );
    expect(squash(ours)).toBe(squash(stockTemplate));
  });

  // That the site uses it is checked on the build: performance.spec.ts sees the page paint before the bundles run.
  it('starts every preloaded bundle, in document order, from one script that is the same on every page', () => {
    expect(START_AFTER_FIRST_PAINT).toContain("document.querySelectorAll('link[data-start-after-paint]')");
    expect(START_AFTER_FIRST_PAINT).toContain('script.async = false');
    expect(START_AFTER_FIRST_PAINT).toContain('script.onerror = fail');
    expect(START_AFTER_FIRST_PAINT).not.toMatch(/<%|\$\{/);
  });
});
