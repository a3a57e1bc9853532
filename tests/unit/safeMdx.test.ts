import {describe, expect, it} from 'vitest';
import {compile} from '@mdx-js/mdx';
import {isSafeUrl, toSafeInline, toSafeMdx} from '../../src/lib/apiReference/safeMdx';

async function html(mdx: string): Promise<string> {
  // Compiling proves the output is valid MDX; the string check proves nothing executes.
  return String(await compile(mdx, {outputFormat: 'function-body'}));
}

describe('toSafeMdx', () => {
  it('keeps ordinary Markdown intact', () => {
    const md = '## Heading\n\nSome **bold** text with `code {x}` and [a link](/docs/introduction).\n\n- item';
    expect(toSafeMdx(md)).toBe(md.replace('`code {x}`', '`code {x}`'));
  });

  it('turns raw HTML and JSX into visible text', async () => {
    const out = toSafeMdx('Hello <script>alert(1)</script> and <img src=x onerror="alert(2)"> <Foo />');
    expect(out).not.toMatch(/<script|<img|<Foo/);
    expect(out).toContain('&lt;script&gt;');
    const compiled = await html(out);
    expect(compiled).not.toMatch(/_jsxs?\((?:"script"|"img"|Foo)/);
  });

  it('turns expressions into literal braces', async () => {
    const out = toSafeMdx('Total {constructor.constructor("alert(1)")()} due');
    expect(out).toBe('Total &#123;constructor.constructor("alert(1)")()&#125; due');
    await expect(html(out)).resolves.toBeTypeOf('string');
  });

  it('drops link and image targets that could run script', () => {
    expect(toSafeMdx('[click](javascript:alert(1))')).toBe('click');
    expect(toSafeMdx('[click]( JaVaScRiPt:alert(1) )')).toBe('click');
    expect(toSafeMdx('![pic](data:text/html;base64,AAAA)')).toBe('pic');
    expect(toSafeMdx('[ok](https://gcm.example/x)')).toBe('[ok](https://gcm.example/x)');
    expect(toSafeMdx('[ref]: javascript:alert(1)')).toBe('');
  });

  it('leaves code blocks and code spans untouched', () => {
    const md = 'Use `<b>{x}</b>` here.\n\n```html\n<script>{alert(1)}</script>\n```';
    expect(toSafeMdx(md)).toBe(md);
  });

  it('closes a code fence the input left open', () => {
    expect(toSafeMdx('```js\nconst a = 1;')).toBe('```js\nconst a = 1;\n```');
  });

  it('keeps blockquotes but escapes other angle brackets', () => {
    expect(toSafeMdx('> quoted a > b')).toBe('> quoted a &gt; b');
  });
});

describe('toSafeInline', () => {
  it('folds lines and escapes table pipes', () => {
    expect(toSafeInline('a | b\n  c')).toBe('a \\| b c');
  });
});

describe('isSafeUrl', () => {
  it.each([
    ['/docs/introduction', true],
    ['#anchor', true],
    ['https://gcm.example', true],
    ['mailto:a@gcm.example', true],
    ['relative/page', true],
    ['javascript:alert(1)', false],
    ['vbscript:msgbox', false],
    ['data:text/html,x', false],
    ['//evil.example/x', false],
  ])('%s → %s', (url, safe) => expect(isSafeUrl(url)).toBe(safe));
});
