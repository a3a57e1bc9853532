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
 * 700-operation build from 2,793 to 3,578 MiB. It is CommonJS, so that the server bundle
 * need not carry it (`fragmentsExternal`).
 *
 * An operation page, whose body is then only JSX elements, goes one step further
 * (`compileBody`): the elements themselves move to the module, as MDX would have made them,
 * and the MDX keeps one element that renders them (../theme/PrebuiltBody). MDX then
 * compiles the page as fast as an empty one: bundling a 700-operation reference took 21.6 s
 * instead of 25.4 s, with the same HTML.
 */
import path from 'node:path';
import {Worker} from 'node:worker_threads';
import {staticCodeProps} from '../../static-code/remark';
import {fromJsTemplate, jsxAttr} from './mdx';
import {PREBUILT_BODY_IMPORT, type PAGE_COMPONENTS} from './pageImports';
import type {BodyNode} from '../client/bodyNode';

export type {BodyNode};

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
export const fragmentsModule = (fragments: readonly string[]) => `module.exports = ${JSON.stringify(fragments)};\n`;

/**
 * The server bundle's externals: it requires each page's fragments from the generated folder
 * when a rendering thread renders the page, instead of carrying a copy of them all, which
 * Rspack would parse and write out for the server as it does for the browser (bundling a
 * 700-operation reference: 22.2 -> 20.6 s, same HTML). The browser's bundle keeps them.
 */
export function fragmentsExternal(
  {request, context}: {request?: string; context?: string},
  callback: (error?: Error, result?: string) => void,
): void {
  if (request?.endsWith('.fragments.js') && context) callback(undefined, `commonjs ${path.resolve(context, request)}`);
  else callback();
}

/** The component that renders a compiled body (../theme/PrebuiltBody). */
const BODY_COMPONENT: keyof typeof PAGE_COMPONENTS = 'PrebuiltBody';

const FRONT_MATTER = /^---\n[\s\S]*?\n---\n/;
const IMPORTS = /^(?:import [^\n]*\n|\n)*/;
/** `import A from '…';` or `import A, {B, C} from '…';`: the names a page imports. */
const IMPORT_NAMES = /^import (\w+)(?:, \{([\w, ]+)\})? from '[^']+';$/;
const TAG =
  /\s*(?:<\/([A-Za-z][\w.]*)>|<([A-Za-z][\w.]*)((?:\s+[A-Za-z_][\w-]*=(?:"[^"&]*"|\{"(?:[^"\\]|\\.)*"\}|\{\w+\[\d+\]\}))*)\s*(\/?)>)/y;
const ATTRIBUTE = /\s+([A-Za-z_][\w-]*)=(?:"([^"&]*)"|\{("(?:[^"\\]|\\.)*")\}|\{(\w+)\[(\d+)\]\})/g;

/**
 * The elements of a page body written only as JSX elements, whose attributes are plain
 * strings, JSON strings or fragments: what MDX would make of it, without MDX. Null for a body
 * that has anything else (text, Markdown, other expressions), which stays MDX.
 */
export function compileJsx(body: string, fragments: readonly string[]): BodyNode[] | null {
  const root: BodyNode = ['', {}];
  const open: BodyNode[] = [root];
  TAG.lastIndex = 0;
  while (TAG.lastIndex < body.length) {
    if (/^\s*$/.test(body.slice(TAG.lastIndex))) break;
    const match = TAG.exec(body);
    if (!match) return null;
    const [, closing, name, attributes, selfClosing] = match;
    if (closing) {
      if (open.length < 2 || open.at(-1)![0] !== closing) return null;
      open.pop();
      continue;
    }
    const props: Record<string, string> = {};
    for (const [, key, plain, json, array, index] of attributes.matchAll(ATTRIBUTE)) {
      if (key in props) return null;
      if (plain !== undefined) props[key] = plain;
      else if (json !== undefined) props[key] = JSON.parse(json) as string;
      else if (array === FRAGMENTS_NAME && Number(index) < fragments.length) props[key] = fragments[Number(index)];
      else return null;
    }
    const node: BodyNode = [name, props];
    open.at(-1)!.push(node);
    if (!selfClosing) open.push(node);
  }
  if (open.length !== 1) return null;
  return root.slice(2) as BodyNode[];
}

/**
 * A prebuilt page whose body is only JSX elements (an operation page) goes one step further:
 * its whole body moves to the module, as the elements MDX would have made of it, and the MDX
 * keeps one element that renders them. Compiling the MDX of an operation page then costs
 * what an empty page costs. Null when the body is anything else.
 */
export function compileBody(mdx: string, fragments: readonly string[]): {mdx: string; module: string} | null {
  const front = FRONT_MATTER.exec(mdx)?.[0] ?? '';
  const imports = IMPORTS.exec(mdx.slice(front.length))![0];
  const nodes = compileJsx(mdx.slice(front.length + imports.length), fragments);
  if (!nodes || nodes.length === 0) return null;
  const names: string[] = [];
  for (const line of imports.split('\n').filter(Boolean)) {
    const match = IMPORT_NAMES.exec(line);
    if (!match) return null;
    const [, first, others] = match;
    if (first !== FRAGMENTS_NAME) names.push(first);
    if (others) names.push(...others.split(',').map((name) => name.trim()));
  }
  const element = `<${BODY_COMPONENT} nodes={${FRAGMENTS_NAME}} components={{${names.join(', ')}}} />`;
  // What a link to the page loads before showing it (the body's HTML, in the browser bundle: ../client/bodyHtml.ts).
  const preload = `export const preloadContent = () => preloadBody(${FRAGMENTS_NAME});`;
  return {
    mdx: `${front}${imports.trimEnd()}\n${PREBUILT_BODY_IMPORT}\n\n${preload}\n\n${element}\n`,
    module: `module.exports = ${JSON.stringify(nodes)};\n`,
  };
}

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
    const compiled = fragments && compileBody(mdx, fragments);
    written.set(file, compiled ? compiled.mdx : mdx);
    if (fragments) written.set(fragmentsFile(file), compiled ? compiled.module : fragmentsModule(fragments));
  }
  return written;
}

/** Past this many pages to prebuild, a worker thread prebuilds every other one. */
export const PAGES_FOR_A_WORKER = 200;

/** What the prebuilding thread answers (prebuildWorker.cjs). */
type HelperReply = {written: [string, string][]} | {wrote: number} | {error: string};

/** A thread that prebuilds pages beside the generating one (prebuildHelper). */
export interface PrebuildHelper {
  /** `prebuildPages`, every other page on the helper thread. */
  prebuild: (files: ReadonlyMap<string, string>, pages: ReadonlySet<string>) => Promise<Map<string, string>>;
  /**
   * The helper prebuilds each page it is given and writes it, its fragments beside it, into
   * `dir`, while this thread goes on; `finish` resolves once every page given is written.
   */
  streamInto: (dir: string) => {page: (file: string, mdx: string) => void; finish: () => Promise<void>};
  close: () => Promise<void>;
}

/**
 * A thread for prebuilding, started before the pages are rendered (it loads what it needs
 * meanwhile). Highlighting the code samples is most of prebuilding: at 700 operations it took
 * 2.5 s on one thread. Only for a description with PAGES_FOR_A_WORKER pages or more.
 * `prebuild` gives it every other page to prebuild while this thread prebuilds the rest (the
 * dev server's update, which compares the files before writing them); a build streams every
 * page to it as it is rendered (`streamInto`, ../generate.ts `streamReference`).
 */
export function prebuildHelper(): PrebuildHelper {
  const worker = new Worker(path.join(__dirname, 'prebuildWorker.cjs'));
  const close = async () => void (await worker.terminate());
  /** The helper's answer to what it was just asked. */
  const reply = () =>
    new Promise<Exclude<HelperReply, {error: string}>>((resolve, reject) => {
      worker.once('message', (message: HelperReply) =>
        'error' in message ? reject(new Error(message.error)) : resolve(message),
      );
      worker.once('error', reject);
    });
  const prebuild = async (files: ReadonlyMap<string, string>, pages: ReadonlySet<string>) => {
    const theirs = [...pages].filter((_, n) => n % 2 === 1);
    const sent = new Set(theirs);
    const fromWorker = reply();
    worker.postMessage({pages: theirs.map((file) => [file, files.get(file)!])});
    const ours = prebuildPages(
      new Map([...files].filter(([file]) => !sent.has(file))),
      new Set([...pages].filter((file) => !sent.has(file))),
    );
    const answer = await fromWorker;
    const written = new Map('written' in answer ? answer.written : []);
    // In the order of `files`, each page followed by its fragments, as prebuildPages writes them.
    const all = new Map<string, string>();
    for (const file of files.keys()) {
      const from = sent.has(file) ? written : ours;
      all.set(file, from.get(file)!);
      const fragments = fragmentsFile(file);
      if (fragments !== file && from.has(fragments)) all.set(fragments, from.get(fragments)!);
    }
    return all;
  };
  const streamInto = (dir: string) => {
    worker.postMessage({into: dir});
    let given = 0;
    return {
      page: (file: string, mdx: string) => {
        worker.postMessage({page: [file, mdx]});
        given += 1;
      },
      finish: async () => {
        const done = reply();
        worker.postMessage({end: true});
        const answer = await done;
        const wrote = 'wrote' in answer ? answer.wrote : -1;
        if (wrote !== given) throw new Error(`the prebuilding thread wrote ${wrote} of ${given} pages`);
      },
    };
  };
  return {prebuild, streamInto, close};
}
