/**
 * The generated pages as the bundler reads them. Docusaurus compiles every page's MDX in one
 * thread, and its parser walks an expression character by character: the static HTML of a
 * reference page (`<ApiHtml html={`…`} />`) and its code samples made up most of the
 * bundling time of a large description. So before the pages are written, each page's HTML
 * and highlighted code move to a module beside it, an array of strings that Rspack parses
 * natively, and the MDX keeps only its components:
 *
 *   <ApiHtml html={`<h1>…`} />              ->  <ApiHtml html={apiFragments[0]} />
 *   ```bash title="cURL"⏎code⏎```           ->  <CodeBlock language="bash" title="cURL" html={apiFragments[1]} />
 *
 * The page renders as before, but for one thing: MDX took the indentation off the lines of a
 * template literal, so examples in `<pre>` lost theirs; a string in a module keeps it. The
 * code block is the `<CodeBlock>` remarkStaticCode makes of a fenced block
 * (plugins/static-code), with the same highlighted HTML. The module is JavaScript, not JSON:
 * Rspack keeps a parsed copy of a JSON module, which raised the peak memory of a
 * 700-operation build from 2,793 to 3,578 MiB.
 */
import {staticCodeProps} from '../../static-code/remark';
import {fromJsTemplate, jsxAttr} from './mdx';

/** The name a page imports its fragments under. */
export const FRAGMENTS_NAME = 'apiFragments';
/** `get-card.mdx` -> `get-card.fragments.js` (the docs plugin reads only .md and .mdx). */
export const fragmentsFile = (page: string) => page.replace(/\.mdx$/, '.fragments.js');

const API_HTML = /<ApiHtml html=\{(`(?:[^`\\]|\\[\s\S])*`)\} \/>/g;
/** A fenced block as codeBlock() writes it: a fence longer than any backtick run in the code. */
const FENCE = /^(`{3,})([^\s`]*)([^\n`]*)\n([\s\S]*?)\n\1$/gm;

/** One page's MDX with its HTML and code moved out, and the fragments (null when it has none). */
export function prebuildPage(page: string, mdx: string): {mdx: string; fragments: string[] | null} {
  const fragments: string[] = [];
  const ref = (text: string) => `{${FRAGMENTS_NAME}[${fragments.push(text) - 1}]}`;
  const body = mdx
    .replace(API_HTML, (_, literal: string) => `<ApiHtml html=${ref(fromJsTemplate(literal))} />`)
    .replace(FENCE, (_, _fence: string, lang: string, meta: string, code: string) => {
      const {language, title, html} = staticCodeProps(code, lang || null, meta.trim() || null);
      const titleAttr = title === undefined ? '' : ` title=${jsxAttr(title)}`;
      return `<CodeBlock language=${jsxAttr(language)}${titleAttr} html=${ref(html)} />`;
    });
  if (fragments.length === 0) return {mdx, fragments: null};
  // The import goes after the front matter, with the page's other imports.
  const end = body.startsWith('---\n') ? body.indexOf('\n---\n', 4) + '\n---\n'.length : 0;
  const file = fragmentsFile(page).split('/').pop();
  const importLine = `import ${FRAGMENTS_NAME} from './${file}';\n`;
  return {mdx: `${body.slice(0, end)}${importLine}${body.slice(end)}`, fragments};
}

/** The module of a page's fragments. */
export const fragmentsModule = (fragments: readonly string[]) => `export default ${JSON.stringify(fragments)};\n`;

/**
 * Every generated file as it is written: the pages named in `pages` prebuilt, their fragments
 * beside them. Only pages made of generated blocks may be named: every fenced block of theirs
 * is one codeBlock() wrote, whose fence no line of its code can close.
 */
export function prebuildPages(files: ReadonlyMap<string, string>, pages: ReadonlySet<string>): Map<string, string> {
  const written = new Map<string, string>();
  for (const [file, content] of files) {
    if (!pages.has(file)) {
      written.set(file, content);
      continue;
    }
    const {mdx, fragments} = prebuildPage(file, content);
    written.set(file, mdx);
    if (fragments) written.set(fragmentsFile(file), fragmentsModule(fragments));
  }
  return written;
}
