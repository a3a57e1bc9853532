/** What the search index is told about a page (plugins/search/annotate.ts), and the selectors it reads pages with. */
import {describe, expect, it} from 'vitest';
import {parse, serialize} from 'parse5';
import {
  emptySkipped,
  entryNames,
  headingTexts,
  pageTree,
  PENDING_ATTR,
  prepareForIndex,
  resolveForIndex,
  SiteReading,
  type PageTree,
  type SiteFacts,
} from '../annotate';
import {elements, findElement, matches, parseSelector, textOf} from '../html';
import {mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {INDEX_EXCLUDE, indexedPart, PAGES_FOR_A_WORKER, preparePagesInOrder} from '..';
import preparePages, {withoutCode, type Prepared, type PrepareJob} from '../prepare';

const page = (body: string, kind = 'Guides') =>
  parse(
    `<html><body><nav><h2>Menu</h2></nav><div data-pagefind-body="" data-pagefind-filter="kind:${kind}">${body}</div></body></html>`,
  );

const noFacts: SiteFacts = {template: new Set(), entries: new Set()};

/** A page annotated as the index does: prepared alone, serialized, then completed with the site's facts. */
function annotate(tree: PageTree, site: SiteFacts): {html: string; terms: string[]} {
  const pending = prepareForIndex(tree);
  return resolveForIndex(tree.body ? serialize(tree.body) : '', pending, site);
}

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

  it('find the first element in document order that passes a test', () => {
    const found = findElement(parse('<div><p id="a"><b id="b"></b></p><b id="c"></b></div>'), (e) => e.tagName === 'b');
    expect(found?.attrs).toEqual([{name: 'id', value: 'b'}]);
    expect(findElement(parse('<p></p>'), (e) => e.tagName === 'i')).toBeUndefined();
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
    const site = new SiteReading();
    for (const headings of [
      ['Rate limit', 'Request'],
      ['Rate limit', 'Rate limit'],
      ['Rate limit', 'Request'],
      ['Idempotency'],
    ]) {
      site.add(headings, []);
    }
    expect([...site.facts.template]).toEqual(['Rate limit']);
    const tree = pageTree(page('<h2 id="r">Rate limit</h2><h2 id="i">Idempotency</h2>'), INDEX_EXCLUDE);
    const {html, terms} = annotate(tree, site.facts);
    expect(terms).toEqual(['Idempotency']);
    expect(html).toContain('<h2 id="r" data-pagefind-weight="1">Rate limit</h2>');
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
    const {html, terms} = annotate(tree, noFacts);
    expect(terms).toEqual(['X-Nonce', 'cli_sbx_', 'cli_live_']);
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
    const annotated = annotate(guide, {...noFacts, entries});
    expect(annotated.terms).toEqual([]);
    expect(annotated.html).toContain('<td><code>nonce_reused</code></td>');
    expect(annotated.html).not.toContain(PENDING_ATTR);
    expect(annotate(reference, {...noFacts, entries}).terms).toEqual(['nonce_reused']);
  });

  it('puts the terms in the page’s metadata and drops the automatic image', () => {
    const tree = pageTree(page('<h1>Guide</h1><h2 id="w">No webhooks: poll instead</h2>'), INDEX_EXCLUDE);
    expect(annotate(tree, noFacts).html).toMatch(
      /^<span data-pagefind-meta="terms\[data-terms\], image:" data-terms="No webhooks: poll instead"><\/span>/,
    );
  });

  it('escapes the terms as parse5 escapes any attribute, and leaves no mark behind', () => {
    const tree = pageTree(
      page('<h2 id="a">Cards &amp; "vouchers"\u00a0now</h2><h2 id="b">Rate limit</h2>'),
      INDEX_EXCLUDE,
    );
    const {html, terms} = annotate(tree, {...noFacts, template: new Set(['Rate limit'])});
    const expected = parse('<span></span>');
    const span = elements(expected).find((element) => element.tagName === 'span')!;
    span.attrs.push({name: 'data-terms', value: terms.join(' · ')});
    expect(terms).toEqual(['Cards & "vouchers" now']);
    expect(html).toContain(
      serialize(span.parentNode!)
        .replace(/^<span/, '')
        .replace(/><\/span>$/, ''),
    );
    expect(html).toContain('<h2 id="b" data-pagefind-weight="1">Rate limit</h2>');
    expect(html).not.toContain(PENDING_ATTR);
  });

  it('ends table header cells with a space, so that their words stay apart', () => {
    const tree = pageTree(page('<table><thead><tr><th>Scope</th><th>Grants</th></tr></thead></table>'), INDEX_EXCLUDE);
    expect(annotate(tree, noFacts).html).toContain('<th>Scope </th><th>Grants </th>');
  });

  it('weighs a reference entry’s notes (limits, allowed values, example) below running text', () => {
    const tree = pageTree(
      page(
        '<p>Check the <code>Content-Security-Policy</code> header.</p><div class="api-notes">Example: <code>Content-Security-Policy</code></div>',
        'API reference',
      ),
      INDEX_EXCLUDE,
    );
    const {html, terms} = annotate(tree, noFacts);
    expect(terms).toEqual([]);
    expect(html).toContain(
      '<p>Check the <code>Content-Security-Policy</code> header.</p><div class="api-notes" data-pagefind-weight="0.5">',
    );
  });

  it('does nothing to a page Pagefind does not index', () => {
    const tree = pageTree(parse('<html><body><h2>Category</h2></body></html>'), INDEX_EXCLUDE);
    expect(tree.body).toBeUndefined();
    expect(annotate(tree, noFacts)).toEqual({html: '', terms: []});
  });
});

describe('what of a page reaches the index', () => {
  it('keeps the head and <main>, leaving out the navbar, the sidebar and the footer', () => {
    const html =
      '<!doctype html><html lang=en><title>T</title><body class=x><nav><a href=/a>A</a></nav><aside>menu</aside>' +
      '<main><div data-pagefind-body>Text</div></main><footer>F</footer>';
    expect(indexedPart(html)).toBe(
      '<!doctype html><html lang=en><title>T</title><body><main><div data-pagefind-body>Text</div></main></body></html>',
    );
  });

  it('takes the code out of every <pre>, but not a <pre> that is text, nested or holds index attributes', () => {
    expect(withoutCode('<p>a</p><pre class="x"><code><span>1 &lt; 2</span></code></pre><p>b</p><pre>c</pre>')).toBe(
      '<p>a</p><pre class="x"></pre><p>b</p><pre></pre>',
    );
    for (const kept of [
      '<p title="<pre>x</pre>">t</p>',
      "<p title='a > <pre>'>x</pre>",
      '<!-- <pre>x</pre> -->',
      '<script>"<pre>x</pre>"</script>',
      '<textarea><pre>x</pre></textarea>',
      '<pre>a<pre>b</pre></pre>',
      '<pre><span data-pagefind-filter="k:v">x</span></pre>',
      '<pre-view>x</pre-view>',
      '<plaintext><pre>x</pre>',
    ]) {
      expect(withoutCode(kept), kept).toBe(kept);
    }
    // After a comment or a script, the next <pre> is found again.
    expect(withoutCode('<!-- <pre> --><script>x</script><pre>y</pre>')).toBe(
      '<!-- <pre> --><script>x</script><pre></pre>',
    );
  });

  it('keeps a page whole when its indexed body is not in <main>, or it has none', () => {
    const outside = '<html><body><div data-pagefind-body>Text</div><main>Other</main></body></html>';
    expect(indexedPart(outside)).toBe(outside);
    const noMain = '<html><body><div data-pagefind-body>Text</div></body></html>';
    expect(indexedPart(noMain)).toBe(noMain);
  });
  it('empties what the index leaves out, but keeps the element and any subtree Pagefind reads attributes from', () => {
    const tree = pageTree(
      page(
        '<p>Before</p><pre><code>curl https://x</code></pre><p>After</p>' +
          '<div data-pagefind-ignore=""><b>hidden</b><span data-pagefind-filter="tag:kept">k</span></div>' +
          '<div class="api-operation__aside"><button>Copy</button></div>',
      ),
      INDEX_EXCLUDE,
    );
    emptySkipped(tree);
    expect(serialize(tree.body!)).toBe(
      '<p>Before</p><pre></pre><p>After</p>' +
        '<div data-pagefind-ignore=""><b>hidden</b><span data-pagefind-filter="tag:kept">k</span></div>' +
        '<div class="api-operation__aside"></div>',
    );
  });
});

describe('the first pass over many pages', () => {
  /** Every page the pass hands over, by its place, with the place it came in. */
  async function inOrder(jobs: PrepareJob[], pass: typeof preparePagesInOrder): Promise<Prepared[]> {
    const pages: Prepared[] = [];
    await pass(jobs, async (n, prepared) => {
      expect(n).toBe(pages.length);
      // The next page waits for this one.
      await new Promise((resolve) => setTimeout(resolve, n % 50 === 0 ? 20 : 0));
      pages.push(prepared);
    });
    return pages;
  }

  it('hands over, page for page and in page order, what one thread reads, when two worker threads read every other page', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'search-pass-'));
    try {
      const jobs = Array.from({length: PAGES_FOR_A_WORKER + 1}, (_, n) => {
        const html = path.join(dir, `${n}.html`);
        const body =
          n % 7 === 0
            ? '<main><h2>No index</h2></main>'
            : `<main><div data-pagefind-body data-pagefind-filter="kind:Guides"><h2 id="a">Page ${n}</h2><h2 id="b">Rate limit</h2>` +
              `<ul><li><code>X-${n}</code>: a header.</li></ul></div></main>`;
        writeFileSync(html, `<!doctype html><html lang=en><title>${n}</title><body><nav>menu</nav>${body}`);
        return {html};
      });
      const shared = await inOrder(jobs, preparePagesInOrder);
      expect(shared).toEqual(await inOrder(jobs, (all, onPage) => preparePages(all, INDEX_EXCLUDE, onPage)));
      expect(shared.filter((page) => 'skip' in page)).toHaveLength(Math.ceil(jobs.length / 7));
      // What is handed over is the page prepared: its navigation left out, its body annotated.
      const [, first] = shared;
      expect('html' in first && first.html).toMatch(
        /<title>1<\/title><\/head><body><main>.*data-pagefind-pending="1">Rate limit</,
      );
      expect('html' in first && first.html).not.toContain('menu');
    } finally {
      rmSync(dir, {recursive: true, force: true});
    }
  });

  it('stops as soon as a page it hands over is refused, the worker threads with it', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'search-pass-'));
    try {
      const jobs = Array.from({length: PAGES_FOR_A_WORKER}, (_, n) => {
        const html = path.join(dir, `${n}.html`);
        writeFileSync(html, `<main><div data-pagefind-body><h2>Page ${n}</h2></div></main>`);
        return {html};
      });
      let handed = 0;
      await expect(
        preparePagesInOrder(jobs, (n) => {
          handed += 1;
          if (n === 3) throw new Error('page 3 is refused');
        }),
      ).rejects.toThrow('page 3 is refused');
      expect(handed).toBe(4);
    } finally {
      rmSync(dir, {recursive: true, force: true});
    }
  });
});

describe('pages indexed before the whole site is read', () => {
  it('are settled only by what cannot change, and read as they would once every page is read', () => {
    const pages = [
      '<h2>Rate limit</h2><h2>Errors</h2>',
      '<h2>Rate limit</h2><ul><li><code>X-Nonce</code>: a header.</li></ul>',
      '<h2>Rate limit</h2><ul><li><code>card_id</code>: the card.</li></ul>',
      '<h2>Rate limit</h2><h2>Errors</h2>',
    ].map((body) => page(body));
    const reference = page('<div id="card_id" data-pagefind-title="card_id">card_id</div>', 'API reference');
    const trees = [...pages.slice(0, 2), reference, ...pages.slice(2)].map((document) =>
      pageTree(document, INDEX_EXCLUDE),
    );
    const site = new SiteReading();
    const early = new Map<number, string>();
    const prepared = trees.map((tree, n) => {
      const pending = prepareForIndex(tree);
      const html = tree.body ? serialize(tree.body) : '';
      site.add(headingTexts(tree), entryNames(tree));
      if (site.settles(pending)) early.set(n, resolveForIndex(html, pending, site.facts).html);
      return {html, pending};
    });
    // "Rate limit" is a template's from the third page on; "Errors" is on two pages only, and
    // X-Nonce is no entry: those are known at the end alone. card_id is an entry once page 2 names it.
    expect([...early.keys()]).toEqual([2, 3]);
    expect(entryNames(trees[2])).toContain('card_id');
    for (const [n, html] of early)
      expect(html).toBe(resolveForIndex(prepared[n].html, prepared[n].pending, site.facts).html);
  });
});
