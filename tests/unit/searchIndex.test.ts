/** What the search index is told about a page (plugins/search/annotate.ts), and the selectors it reads pages with. */
import {describe, expect, it} from 'vitest';
import {parse, serialize} from 'parse5';
import {
  annotateForIndex,
  entryNames,
  headingTexts,
  pageTree,
  templateHeadings,
  type SiteFacts,
} from '../../plugins/search/annotate';
import {elements, matches, parseSelector, textOf} from '../../plugins/search/html';
import {INDEX_EXCLUDE} from '../../plugins/search';

const page = (body: string, kind = 'Guides') =>
  parse(
    `<html><body><nav><h2>Menu</h2></nav><div data-pagefind-body="" data-pagefind-filter="kind:${kind}">${body}</div></body></html>`,
  );

const noFacts: SiteFacts = {template: new Set(), entries: new Set()};

describe('selectors', () => {
  const document = parse(
    '<div class="api-response api-response--4xx"><div class="api-response__body"><p id="a">x</p><div class="api-error-codes" id="b">y</div></div></div>',
  );
  const byId = (id: string) => elements(document).find((element) => element.attrs.some((a) => a.value === id))!;

  it('match tags, classes, attributes, :not() and both combinators, as INDEX_EXCLUDE uses them', () => {
    const selector = parseSelector('.api-response--4xx .api-response__body > :not(.api-error-codes)');
    expect(matches(byId('a'), selector)).toBe(true);
    expect(matches(byId('b'), selector)).toBe(false);
    expect(matches(byId('a'), parseSelector('[id="a"]'))).toBe(true);
    expect(matches(byId('a'), parseSelector('div > p'))).toBe(true);
    expect(matches(byId('a'), parseSelector('pre'))).toBe(false);
  });

  it('parse every selector of INDEX_EXCLUDE and refuse others', () => {
    for (const selector of INDEX_EXCLUDE) expect(() => parseSelector(selector), selector).not.toThrow();
    expect(() => parseSelector('a:hover')).toThrow(/unsupported selector/);
  });

  it('read text as a reader sees it, without zero-width spaces', () => {
    expect(textOf(parse('<h2>Rate <b>limits</b>\u200b</h2>'))).toBe('Rate limits');
  });
});

describe('annotations for the index', () => {
  it('lists the headings of the indexed body only, without their anchor links', () => {
    const tree = pageTree(
      page('<h2 id="x">Rate limits<a class="hash-link" href="#x">#</a></h2><pre><h3>No</h3></pre>'),
      INDEX_EXCLUDE,
    );
    expect(headingTexts(tree)).toEqual(['Rate limits']);
  });

  it('takes a heading that three pages share for a template, and weighs it as running text', () => {
    const template = templateHeadings([
      ['Rate limit', 'Request'],
      ['Rate limit'],
      ['Rate limit', 'Request'],
      ['Idempotency'],
    ]);
    expect([...template]).toEqual(['Rate limit']);
    const tree = pageTree(page('<h2 id="r">Rate limit</h2><h2 id="i">Idempotency</h2>'), INDEX_EXCLUDE);
    expect(annotateForIndex(tree, {...noFacts, template})).toEqual(['Idempotency']);
    expect(serialize(tree.body!)).toContain('<h2 id="r" data-pagefind-weight="1">Rate limit</h2>');
  });

  it('weighs a term defined in a list or a table’s first column as a field name, and lists it; an address is no term', () => {
    const tree = pageTree(
      page(
        '<ul><li><code>X-Nonce</code>: a value used once.</li><li><code>X-Other</code> is only mentioned.</li></ul>' +
          '<table><tbody><tr><td><code>cli_sbx_</code>, <code>cli_live_</code></td><td>API client</td></tr>' +
          '<tr><td>Partner id</td><td><code>ptn_</code></td></tr>' +
          '<tr><td><code>https://sandbox.api.gcm.example</code></td><td>Sandbox</td></tr></tbody></table>',
      ),
      INDEX_EXCLUDE,
    );
    expect(annotateForIndex(tree, noFacts)).toEqual(['X-Nonce', 'cli_sbx_', 'cli_live_']);
    const html = serialize(tree.body!);
    expect(html).toContain('<code data-pagefind-weight="3">X-Nonce</code>');
    expect(html).toContain('<code>X-Other</code>');
    expect(html).toContain('<code>ptn_</code>');
    expect(html).toContain('<code>https://sandbox.api.gcm.example</code>');
  });

  it('leaves a guide’s table of error codes to the reference, which defines them', () => {
    const reference = pageTree(
      page(
        '<table><tbody><tr id="nonce_reused" data-pagefind-title="nonce_reused"><td><a data-pagefind-weight="5"><code>nonce_reused</code></a></td></tr></tbody></table>',
        'API reference',
      ),
      INDEX_EXCLUDE,
    );
    const entries = new Set(entryNames(reference));
    expect([...entries]).toEqual(['nonce_reused']);
    const guide = pageTree(
      page('<table><tbody><tr><td><code>nonce_reused</code></td><td>401</td></tr></tbody></table>'),
      INDEX_EXCLUDE,
    );
    expect(annotateForIndex(guide, {...noFacts, entries})).toEqual([]);
    expect(annotateForIndex(reference, {...noFacts, entries})).toEqual(['nonce_reused']);
  });

  it('puts the terms in the page’s metadata and drops the automatic image', () => {
    const tree = pageTree(page('<h1>Guide</h1><h2 id="w">No webhooks: poll instead</h2>'), INDEX_EXCLUDE);
    annotateForIndex(tree, noFacts);
    expect(serialize(tree.body!)).toMatch(
      /^<span data-pagefind-meta="terms\[data-terms\], image:" data-terms="No webhooks: poll instead"><\/span>/,
    );
  });

  it('ends table header cells with a space, so that their words stay apart', () => {
    const tree = pageTree(page('<table><thead><tr><th>Scope</th><th>Grants</th></tr></thead></table>'), INDEX_EXCLUDE);
    annotateForIndex(tree, noFacts);
    expect(serialize(tree.body!)).toContain('<th>Scope </th><th>Grants </th>');
  });

  it('weighs a reference entry’s notes (limits, allowed values, example) below running text', () => {
    const tree = pageTree(
      page(
        '<p>Check the <code>Content-Security-Policy</code> header.</p><div class="api-notes">Example: <code>Content-Security-Policy</code></div>',
        'API reference',
      ),
      INDEX_EXCLUDE,
    );
    expect(annotateForIndex(tree, noFacts)).toEqual([]);
    expect(serialize(tree.body!)).toContain(
      '<p>Check the <code>Content-Security-Policy</code> header.</p><div class="api-notes" data-pagefind-weight="0.5">',
    );
  });

  it('does nothing to a page Pagefind does not index', () => {
    const tree = pageTree(parse('<html><body><h2>Category</h2></body></html>'), INDEX_EXCLUDE);
    expect(tree.body).toBeUndefined();
    expect(annotateForIndex(tree, noFacts)).toEqual([]);
  });
});
