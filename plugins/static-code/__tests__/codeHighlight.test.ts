/** Build-time highlighting: the tokenizer, the remark step that uses it and the token stylesheet. */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {highlightToHtml, resolveLanguage, UnknownLanguageError} from '../highlight';
import {codeThemeCss, plainTokenTypes, tokenCss} from '../themeCss';
import remarkStaticCode, {parseMeta} from '../remark';
import {codeSampleLanguages} from '../../openapi/codeSampleLanguages';
import {darkCodeTheme, lightCodeTheme} from '../prismThemes';

/** The text a browser shows for highlighted HTML: Prism emits only spans and two entities. */
function visibleText(html: string): string {
  return html
    .replace(/<\/?span[^>]*>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&amp;/g, '&');
}

function markdownFiles(dir: string): string[] {
  return readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return markdownFiles(full);
    return /\.mdx?$/.test(entry.name) ? [full] : [];
  });
}

describe('highlightToHtml', () => {
  it('wraps tokens in Prism classes and escapes markup', () => {
    const html = highlightToHtml('{"note": "<b>&"}', 'json');
    expect(html).toContain('<span class="token property">"note"</span>');
    expect(html).toContain('<span class="token string">"&lt;b>&amp;"</span>');
    expect(html).not.toContain('<b>');
  });

  it('shows plain text escaped and untouched otherwise', () => {
    expect(highlightToHtml('a < b && c', 'text')).toBe('a &lt; b &amp;&amp; c');
    expect(highlightToHtml('x', undefined)).toBe('x');
  });

  it("resolves Prism's aliases and loads grammars with their dependencies", () => {
    expect(resolveLanguage('js')).toBe('javascript');
    expect(resolveLanguage('sh')).toBe('bash');
    expect(resolveLanguage('cs')).toBe('csharp');
    expect(resolveLanguage('html')).toBe('markup');
    // PHP needs markup-templating, C# needs clike: both load on demand.
    expect(highlightToHtml('<?php echo "hi"; ?>', 'php')).toContain('token keyword');
    expect(highlightToHtml('var x = 1;', 'csharp')).toContain('<span class="token keyword">var</span>');
  });

  it('rejects a language Prism does not know, naming it', () => {
    expect(() => highlightToHtml('x', 'jsonn')).toThrow(UnknownLanguageError);
    expect(() => highlightToHtml('x', 'jsonn')).toThrow(/"jsonn"/);
  });

  it('keeps every character of a sample in each code-sample language', () => {
    const sample = `# <tag> & "quotes" 'single' \`tick\` $var {braces} \\ back\n\tindent\n\n`;
    for (const {highlight} of codeSampleLanguages) {
      expect(visibleText(highlightToHtml(sample, highlight)), highlight).toBe(sample);
    }
  });

  it('turns a no-break space into a plain one, as Prism does, so pasted code runs', () => {
    expect(visibleText(highlightToHtml('a\u00a0=\u00a01', 'python'))).toBe('a = 1');
  });

  it('knows every language used by a code block in the docs and pages', () => {
    const languages = new Set<string>();
    for (const file of [...markdownFiles('docs'), ...markdownFiles('src/pages')]) {
      for (const match of readFileSync(file, 'utf8').matchAll(/^\s*`{3,}([\w+-]+)/gm)) languages.add(match[1]);
    }
    expect(languages.size).toBeGreaterThan(5);
    for (const language of languages) expect(() => resolveLanguage(language), language).not.toThrow();
  });
});

describe('tokens coloured like plain text', () => {
  const plainTypes = plainTokenTypes(lightCodeTheme, darkCodeTheme);

  it('are the types both themes colour with their plain text colour only', () => {
    expect([...plainTypes].sort()).toEqual(['operator', 'punctuation']);
    const recoloured = {
      ...darkCodeTheme,
      styles: darkCodeTheme.styles.map((rule) =>
        rule.types.includes('operator') ? {...rule, style: {color: '#ff0000'}} : rule,
      ),
    };
    expect(plainTokenTypes(lightCodeTheme, recoloured).size).toBe(0);
  });

  it('go out without a span at the top level and keep it when nested', () => {
    const json = highlightToHtml('{"a": [1, 2]}', 'json', {plainTypes});
    expect(json).toBe(
      '{<span class="token property">"a"</span>: [<span class="token number">1</span>, <span class="token number">2</span>]}',
    );
    // Inside a template string the punctuation would take the string's colour without its span.
    const js = highlightToHtml('const s = `a${b}`;', 'javascript', {plainTypes});
    expect(js).toMatch(
      /<span class="token template-string">.*<span class="token interpolation-punctuation punctuation">\$\{<\/span>/,
    );
    expect(js.endsWith('</span>;')).toBe(true);
  });

  it('keep every character in each code-sample language', () => {
    const sample = `if (a < b && c) { print("x"); } // <done>\n`;
    for (const {highlight} of codeSampleLanguages) {
      expect(visibleText(highlightToHtml(sample, highlight, {plainTypes})), highlight).toBe(sample);
    }
  });
});

describe('parseMeta', () => {
  it('reads a title in either quote', () => {
    expect(parseMeta('title="POST /v1/cards"')).toEqual({title: 'POST /v1/cards'});
    expect(parseMeta('title=\'It says "hi"\'')).toEqual({title: 'It says "hi"'});
    expect(parseMeta(undefined)).toEqual({});
  });

  it('leaves file= to remark-code-import, wherever it stands', () => {
    expect(parseMeta('title="sign.py" file=<rootDir>/examples/signing/python/sign.py')).toEqual({title: 'sign.py'});
    expect(parseMeta('file=<rootDir>/a.sh title="a"')).toEqual({title: 'a'});
    expect(parseMeta('file=<rootDir>/a.sh')).toEqual({});
  });

  it('rejects options build-time highlighting does not support', () => {
    expect(() => parseMeta('showLineNumbers')).toThrow(/showLineNumbers/);
    expect(() => parseMeta('{1,3} title="x"')).toThrow(/the options are title="…" and file=…/);
  });
});

describe('remarkStaticCode', () => {
  const code = (lang: string | null, meta: string | null, value: string) => ({
    type: 'code',
    lang,
    meta,
    value,
    position: {start: {line: 12, column: 1}},
  });

  it('turns fenced blocks, nested ones too, into CodeBlock elements with prepared HTML', () => {
    const tree = {
      type: 'root',
      children: [
        code('json', 'title="Body"', '{"a": 1}'),
        {type: 'mdxJsxFlowElement', name: 'TabItem', children: [code(null, null, 'plain <text>')]},
        {type: 'paragraph', children: [{type: 'inlineCode', value: 'inline'}]},
      ],
    };
    remarkStaticCode()(tree, {path: 'docs/x.md'});
    const [json, tab, paragraph] = tree.children as {name?: string; attributes?: {name: string; value: string}[]}[];
    const attrs = (node: typeof json) => Object.fromEntries(node.attributes!.map((a) => [a.name, a.value]));
    expect(json.name).toBe('CodeBlock');
    expect(attrs(json)).toEqual({
      language: 'json',
      title: 'Body',
      html: expect.stringContaining('<span class="token property">"a"</span>'),
    });
    const nested = (tab as unknown as {children: (typeof json)[]}).children[0];
    expect(attrs(nested)).toEqual({language: 'text', html: 'plain &lt;text>'});
    expect(paragraph).toEqual({type: 'paragraph', children: [{type: 'inlineCode', value: 'inline'}]});
  });

  it('stops on an unknown language with the file, line and column', () => {
    const tree = {type: 'root', children: [code('pyhton', null, 'x')]};
    expect(() => remarkStaticCode()(tree, {path: 'docs/guide.md'})).toThrow(
      /^docs\/guide\.md:12:1: code block language "pyhton" is not one Prism knows/,
    );
  });
});

describe('token stylesheet', () => {
  it('colours every token type of the theme, scoped to code blocks', () => {
    const css = tokenCss(lightCodeTheme, '.theme-code-block');
    for (const {types, style} of lightCodeTheme.styles) {
      for (const type of types) expect(css).toContain(`.theme-code-block .token.${type}`);
      expect(css).toContain(`color:${style.color}`);
    }
    expect(css).toContain('font-style:italic');
  });

  it('switches tokens and block colours in dark mode from the first paint', () => {
    const css = codeThemeCss(lightCodeTheme, darkCodeTheme);
    const keywordRule = css
      .split('\n')
      .find((rule) => rule.startsWith("[data-theme='dark'] .theme-code-block .token.keyword"));
    expect(keywordRule).toMatch(new RegExp(`\\{color:${darkCodeTheme.styles[2].style.color}\\}$`));
    expect(css).toContain(
      `[data-theme='dark'] .theme-code-block{--prism-color:${darkCodeTheme.plain.color}!important;` +
        `--prism-background-color:${darkCodeTheme.plain.backgroundColor}!important}`,
    );
  });
});
