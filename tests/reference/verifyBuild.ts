/**
 * Checks a built reference against its description: every operation and webhook has a
 * page whose static HTML shows its method, path, parameters, request body and every
 * response, and a Markdown twin; llms.txt and the full text's parts are within their budgets. Used by `npm run test:corpus` and the reference build test.
 */
import {existsSync, readdirSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import type {ApiOperation, SpecModel} from '../../plugins/openapi/model';
import {mergeAllOf} from '../../plugins/openapi/model/schema';
import {operationSidebarLabel} from '../../plugins/openapi/sidebar';
import {markdownToPlainText} from '../../plugins/openapi/render/markdown';
import {HTML_ELEMENTS} from '../../plugins/openapi/render/sanitize';
import {htmlText} from '../../plugins/openapi/render/html';
import {agentMarkdownProblems} from '../support/agentMarkdown';

/**
 * HTML a description was written with, shown as text: an escaped tag of an element writers use
 * (`&lt;p&gt;`, `&lt;br&gt;`, `&lt;a href=…`) or an escaped comment (`&lt;!-- theme: warning --&gt;`).
 */
const LITERAL_MARKUP =
  /&lt;(?:!--|\/?(?:a|b|br|code|details|div|em|h[1-6]|i|img|li|ol|p|pre|span|strong|sub|summary|sup|table|td|th|tr|ul)(?:\s|&gt;|>|\/))/gi;
/**
 * An element of the writer's own site shown as text: a closing tag of a name no HTML element has
 * (`&lt;/Message&gt;`: a placeholder never closes) or a custom element with an attribute
 * (`&lt;x-lifecycle class=…`). A plain-text field (a title) may show an HTML element's tags as text.
 */
const LITERAL_OWN_MARKUP = /&lt;(?:\/([a-z][\w-]*)(?:&gt;|>)|[a-z]\w*-[\w-]*\s[^<>]*?=)/gi;

const descriptionText = new WeakMap<SpecModel, string>();

/**
 * Whether the description itself writes `escaped` (`&lt;div `) as an entity, to be shown as
 * text (Mist writes `&lt;script …&gt;` for a tag its reader must add): that is what it meant.
 */
function writtenAsText(model: SpecModel, escaped: string): boolean {
  let text = descriptionText.get(model);
  if (text === undefined) {
    text = JSON.stringify(model.root).toLowerCase();
    descriptionText.set(model, text);
  }
  return text.includes(escaped.replace(/(?:\s|&gt;|>|\/)$/, '').toLowerCase());
}

export const REFERENCE_ROUTE = 'docs/api/partner-api';

/** HTML a description was written with, shown as text in a page's prose, as a problem; null when none. */
function literalMarkup(model: SpecModel, html: string): string | null {
  // Code shows tags as text on purpose: only prose counts.
  const prose = html.replace(/<(pre|code)\b[\s\S]*?<\/\1>/g, '');
  const literal = [
    ...prose.matchAll(LITERAL_MARKUP),
    ...[...prose.matchAll(LITERAL_OWN_MARKUP)].filter(
      (match) => !match[1] || !HTML_ELEMENTS.has(match[1].toLowerCase()),
    ),
  ].find((match) => !writtenAsText(model, match[0]));
  if (!literal) return null;
  return `HTML shown as text: …${prose.slice(Math.max(0, literal.index - 40), literal.index + 40)}…`;
}

/** Text as it can appear in the minified HTML: `&` and `<` escaped, `>` and quotes either way. */
function textForms(text: string): string[] {
  const base = text.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  return [
    ...new Set([
      base,
      base.replace(/>/g, '&gt;'),
      base.replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;'),
      // React's escaping.
      base.replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;'),
    ]),
  ];
}

/** The problems of one operation's page; empty when it is complete. */
export function verifyOperationPage(model: SpecModel, op: ApiOperation, html: string): string[] {
  const problems: string[] = [];
  const expect = (text: string, around: (escaped: string) => string, what: string) => {
    if (!textForms(text).some((form) => html.includes(around(form)))) problems.push(`${what} is missing`);
  };
  expect(op.method.toUpperCase(), (t) => `>${t}<`, `method ${op.method.toUpperCase()}`);
  expect(op.path, (t) => t, `path ${op.path}`);
  for (const parameter of op.parameters) {
    expect(String(parameter.name), (t) => `<code>${t}</code>`, `parameter ${parameter.name}`);
  }
  const body = model.resolve(op.operation.requestBody);
  for (const mediaType of Object.keys(body?.content ?? {})) {
    expect(mediaType, (t) => `<code>${t}</code>`, `request body ${mediaType}`);
  }
  for (const status of Object.keys(op.operation.responses ?? {})) {
    expect(status, (t) => `>${t}</span>`, `response ${status}`);
  }
  // Every top-level property of each request body, by name.
  for (const media of Object.values(body?.content ?? {})) {
    for (const name of Object.keys(mergeAllOf(model, media.schema)?.properties ?? {})) {
      expect(name, (t) => `<code>${t}</code>`, `request body property ${name}`);
    }
  }
  // The description, by its first words (as text, whatever markup it was written with).
  const words = markdownToPlainText(op.operation.description).replace(/\s+/g, ' ').trim().slice(0, 40);
  // Compared without spaces: blocks (a heading, then a paragraph) are joined without one as plain text.
  const bare = (text: string) => text.replace(/\s+/g, '');
  if (words && !bare(htmlText(html)).includes(bare(words))) problems.push(`the description ("${words}…") is missing`);
  const literal = literalMarkup(model, html);
  if (literal) problems.push(literal);
  // A deprecated operation says so in words in the sidebar, not only by its style.
  if (op.deprecated)
    expect(operationSidebarLabel(op, model), (t) => `>${t}</a>`, 'the deprecated label in the sidebar');
  return problems;
}

export interface BuildReport {
  pages: number;
  problems: string[];
}

/** Verifies every operation and webhook page of the build in `outDir`. */
export function verifyBuild(model: SpecModel, outDir: string): BuildReport {
  const problems: string[] = [];
  let pages = 0;
  for (const op of [...model.operations, ...model.webhooks]) {
    const file = path.join(outDir, REFERENCE_ROUTE, `${op.id}.html`);
    const label = `${op.kind === 'webhook' ? 'webhook' : op.method.toUpperCase()} ${op.path}`;
    if (!existsSync(file)) {
      problems.push(`${label}: no page at /${REFERENCE_ROUTE}/${op.id}`);
      continue;
    }
    pages += 1;
    for (const problem of verifyOperationPage(model, op, readFileSync(file, 'utf8')))
      problems.push(`${label}: ${problem}`);
  }
  for (const schema of model.schemas) {
    const file = path.join(outDir, REFERENCE_ROUTE, `${schema.id}.html`);
    if (!existsSync(file)) {
      problems.push(`schema ${schema.name}: no page`);
      continue;
    }
    pages += 1;
    const literal = literalMarkup(model, readFileSync(file, 'utf8'));
    if (literal) problems.push(`schema ${schema.name}: ${literal}`);
  }
  // The Markdown for agents: llms.txt, the full text's parts and each operation's twin (plugins/exports).
  const operationRoutes = [...model.operations, ...model.webhooks].map((op) => `/${REFERENCE_ROUTE}/${op.id}`);
  problems.push(...agentMarkdownProblems(outDir, {operationRoutes}));
  return {pages, problems};
}

/** The language a built page declares: its `<html lang>`. */
export function declaredLanguage(html: string): string | undefined {
  return /<html[^>]*\slang="?([^"\s>]+)/.exec(html)?.[1];
}

/**
 * What a successful build still complained about: invalid HTML found by the minifier,
 * or any warning that is not about the description itself (those are the writer's to fix).
 */
export function buildComplaints(output: string): string[] {
  return output.split('\n').filter((line) => /HTML minifier diagnostic|\[ERROR\]|broken (links|anchors)/i.test(line));
}

/** The portal's pictures (logo and favicon), which a reference-only build must not ship under any name. */
const PORTAL_PICTURES = ['static/img/logo.svg', 'static/img/logo-dark.svg', 'static/img/favicon.svg'];
/** What names the portal: GCM, its long name and its site's address. */
const PORTAL_NAMES = [
  'GCM',
  'Gift Card Marketplace',
  'docs.gcm.example',
  // The portal's own pages, which its 404 page links to.
  'partner-api/gcm-api',
  'quickstarts/introduction',
];
/** The files a browser reads as text. */
const TEXT_FILE = /\.(html|js|css|json|xml|txt|svg|webmanifest|md)$/;

/**
 * Where the reference-only build in `outDir`, of a description that is not GCM's, still shows
 * GCM: its name or site address in a text file (HTML, JS, CSS, …), or one of its pictures.
 */
export function portalBrandIn(outDir: string): string[] {
  const siteDir = path.resolve(__dirname, '../..');
  const pictures = PORTAL_PICTURES.map((file) => ({file, bytes: readFileSync(path.join(siteDir, file))}));
  const problems: string[] = [];
  for (const file of readdirSync(outDir, {recursive: true, encoding: 'utf8'})) {
    const full = path.join(outDir, file);
    if (!TEXT_FILE.test(file) || !statSync(full).isFile()) continue;
    const bytes = readFileSync(full);
    const picture = pictures.find((p) => p.bytes.equals(bytes));
    if (picture) problems.push(`${file} is the portal's ${picture.file}`);
    const text = bytes.toString('utf8');
    for (const name of PORTAL_NAMES) if (text.includes(name)) problems.push(`${file} says "${name}"`);
  }
  return problems;
}

/** The pictures the home page of the build in `outDir` names (logo, favicon, social card) that the build lacks. */
export function missingPictures(outDir: string): string[] {
  const home = readFileSync(path.join(outDir, 'index.html'), 'utf8');
  const named = new Set(
    [...home.matchAll(/(?:src|href|content)="(?:https?:\/\/[^/"]+)?\/(img\/[^"]+)"/g)].map((m) => m[1]),
  );
  return [...named]
    .filter((file) => !existsSync(path.join(outDir, file)))
    .map((file) => `index.html names ${file}, not in the build`);
}
