/** Compiles a generated MDX page and renders it to static HTML, as Docusaurus would. */
import {compile, run} from '@mdx-js/mdx';
import * as runtime from 'react/jsx-runtime';
import {createElement, type ReactNode} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {renderReference, type ReferenceOptions} from '../generate';
import type {SpecModel} from '../model';
import {remarkStaticCode} from '../../static-code';
import {SITE_OPTIONS} from '../../../tests/siteReference';

const Passthrough = ({children}: {children?: ReactNode}) => createElement('div', null, children);
const ApiHtml = ({html}: {html: string}) =>
  createElement('div', {className: 'api-html', dangerouslySetInnerHTML: {__html: html}});
/** The `<CodeBlock>` a fenced block becomes with remarkStaticCode, or a prebuilt page has. */
const CodeBlock = ({language, title, html}: {language: string; title?: string; html: string}) =>
  createElement('pre', {'data-language': language, title, dangerouslySetInnerHTML: {__html: html}});

/** What the site's components render to, as far as the tests read a page. */
export const PAGE_COMPONENTS = {
  Tabs: Passthrough,
  TabItem: Passthrough,
  CodePanel: Passthrough,
  PanelItem: Passthrough,
  ApiHtml,
  CodeBlock,
  /** The picker's data, where the page shows the picker (the browser renders it: ../theme/VariantPicker). */
  VariantPicker: ({data}: {data: string}) =>
    createElement('div', {className: 'api-variant-picker', 'data-picker': data}),
};

export interface RenderOptions {
  /** Highlight fenced blocks at build time, as the site does (plugins/static-code). */
  staticCode?: boolean;
  /** Variables the page's expressions read as `props.<name>`. */
  props?: Record<string, unknown>;
}

export async function renderMdx(mdx: string, {staticCode = false, props = {}}: RenderOptions = {}): Promise<string> {
  // Front matter, theme imports and heading ids (`## Title {#id}`) are Docusaurus's business;
  // the rest renders as in the site.
  const body = mdx
    .replace(/^---\n[\s\S]*?\n---\n/, '')
    // The page's own imports, not an `import` line of a code sample.
    .replace(/^(?:import .*\n|\n)*/, '')
    .replace(/^(#{1,6} .*?) \{#[\w-]+\}$/gm, '$1');
  const code = String(
    await compile(body, {outputFormat: 'function-body', remarkPlugins: staticCode ? [remarkStaticCode] : []}),
  );
  const {default: Content} = await run(code, {...runtime, baseUrl: import.meta.url});
  return renderToStaticMarkup(createElement(Content, {...props, components: PAGE_COMPONENTS}));
}

export {SITE_OPTIONS};

/** Every page of a model, rendered to HTML, by file name. */
export async function renderSite(
  model: SpecModel,
  options: Partial<ReferenceOptions> = {},
): Promise<Map<string, string>> {
  const {files} = renderReference(model, {...SITE_OPTIONS, ...options});
  const pages = new Map<string, string>();
  for (const [file, mdx] of files) if (file.endsWith('.mdx')) pages.set(file, await renderMdx(mdx));
  return pages;
}
