/**
 * Generation of the reference: every page of a model, rendered to MDX, written to a
 * temporary folder beside the output and swapped in whole, so a failure never leaves
 * half-written pages. The folder's name starts with `_`, which the docs plugin ignores.
 */
import {existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {resolveLanguage} from '../static-code';
import type {CodeSampleLanguage} from './codeSampleLanguages';
import {ProblemError, type SpecModel} from './model';
import {PageContext} from './render/context';
import {renderOperationPage} from './render/operationPage';
import {renderSchemaPage} from './render/schemaPage';
import {renderTagPage} from './render/tagPage';
import {renderSchemaIndexPage} from './render/schemaIndexPage';
import {renderErrorsPage} from './render/errorCodes';
import {renderInfoPage, type Download} from './render/infoPage';
import {computeSchemaUsage} from './render/usage';
import {buildSidebar, SIDEBAR_FILE} from './sidebar';
import {routeOf} from '../shared/routes';
import type {ReferenceLifecycle} from './render/lifecycle';
import {prebuildPages} from './render/prebuilt';

export interface ReferenceOptions {
  /** Route of the reference folder, e.g. `/docs/api/partner-api`. */
  routeBase: string;
  /** Doc id prefix of the folder, e.g. `api/partner-api`. */
  docIdPrefix: string;
  languages: CodeSampleLanguage[];
  /** Prefix of the environment variables code samples read (`GCM` → `GCM_ACCESS_TOKEN`). */
  envPrefix: string;
  downloads: Download[];
  /**
   * `checked`: links in the description's text stay as written, and the build's link check
   * holds them to the site's pages (the portal's own description). `external-only`: only
   * http(s) and mailto links stay; links into a site this build does not have keep their
   * text and lose their target (a previewed third-party description).
   */
  descriptionLinks: 'checked' | 'external-only';
  /** Each element's history across the releases, for its badges (none: deprecations and sunsets only). */
  lifecycle?: ReferenceLifecycle;
}

export interface RenderedReference {
  /** Every generated file, by path relative to the output folder. */
  files: Map<string, string>;
  /** Links of the description that were shown as text (with `descriptionLinks: 'external-only'`). */
  unlinked: string[];
  /**
   * The pages made only of generated blocks (operation and schema pages), which are written for
   * the bundler (render/prebuilt.ts); the overview and tag pages carry the description's own
   * Markdown, fenced code included, and stay as they are.
   */
  prebuilt: Set<string>;
}

function highlightable(language: string): boolean {
  try {
    resolveLanguage(language);
    return true;
  } catch {
    return false;
  }
}

/** Renders one page, turning a renderer failure into a problem at the page's place in the description. */
function renderAt(model: SpecModel, pointer: string, what: string, render: () => string): string {
  try {
    return render();
  } catch (error) {
    if (error instanceof ProblemError) throw error;
    const reason = error instanceof Error ? error.message : String(error);
    throw new ProblemError([{...model.locate(pointer), rule: 'render', message: `cannot render ${what}: ${reason}`}]);
  }
}

export function renderReference(model: SpecModel, options: ReferenceOptions): RenderedReference {
  const files = new Map<string, string>();
  const unlinked = new Set<string>();
  const prebuilt = new Set<string>();
  // Redoc-style links go to the page they name (or lose their target: the model warned).
  const redoc = (href: string) => {
    const target = model.linkTarget(href);
    return target === undefined ? undefined : target && routeOf(target.page, target.anchor, options.routeBase);
  };
  const linkPolicy =
    options.descriptionLinks === 'checked'
      ? (href: string) => redoc(href) ?? href
      : (href: string) => {
          const resolved = redoc(href);
          if (resolved !== undefined) return resolved;
          return /^(?:https?:|mailto:)/i.test(href) ? href : (unlinked.add(href), null);
        };
  const routes = {routeBase: options.routeBase, linkPolicy};
  const pageOptions = {languages: options.languages, envPrefix: options.envPrefix, highlightable};
  files.set(
    `${model.infoId}.mdx`,
    renderAt(model, '#/info', 'the overview', () =>
      renderInfoPage(model, options.downloads, options.routeBase, linkPolicy),
    ),
  );
  for (const op of [...model.operations, ...model.webhooks]) {
    const what = `${op.kind === 'webhook' ? 'webhook' : op.method.toUpperCase()} ${op.path}`;
    prebuilt.add(`${op.id}.mdx`);
    files.set(
      `${op.id}.mdx`,
      renderAt(model, op.pointer, what, () =>
        renderOperationPage(new PageContext(model, routes, 'operation', options.lifecycle), op, pageOptions),
      ),
    );
  }
  for (const group of model.groups) {
    files.set(`${group.id}.mdx`, renderTagPage(group, options.routeBase, linkPolicy));
  }
  if (model.errorCatalogue) {
    files.set(`${model.errorsId}.mdx`, renderErrorsPage(new PageContext(model, routes), model));
  }
  if (model.schemas.length > 0) {
    files.set(`${model.schemasIndexId}.mdx`, renderSchemaIndexPage(new PageContext(model, routes), model));
  }
  const usage = computeSchemaUsage(model);
  for (const schema of model.schemas) {
    prebuilt.add(`${schema.id}.mdx`);
    files.set(
      `${schema.id}.mdx`,
      renderAt(model, schema.pointer, `schema ${schema.name}`, () =>
        renderSchemaPage(new PageContext(model, routes, 'schema', options.lifecycle), schema, usage),
      ),
    );
  }
  files.set(SIDEBAR_FILE, `${JSON.stringify(buildSidebar(model, options.docIdPrefix), null, 2)}\n`);
  return {files, unlinked: [...unlinked].sort(), prebuilt};
}

/**
 * Writes `files` as the whole content of `outputDir`, replacing what was there only once all
 * are written. The pages named in `prebuilt` are written as the bundler reads them fastest
 * (render/prebuilt.ts).
 *
 * `update` (the dev server, after a save): the folder stays, and only the files whose content
 * changed are written and those no longer generated removed, so the file watchers see just the
 * pages the change touched. Every page is rendered before the first is written, so a mistake
 * in the description leaves the folder as it was.
 */
export function writeReference(
  files: Map<string, string>,
  outputDir: string,
  prebuilt: ReadonlySet<string> = new Set(),
  {update = false}: {update?: boolean} = {},
): void {
  if (update && existsSync(outputDir)) {
    updateFolder(prebuildPages(files, prebuilt), outputDir);
    return;
  }
  const parent = path.dirname(outputDir);
  const base = path.basename(outputDir);
  const staging = path.join(parent, `_${base}.generating`);
  const previous = path.join(parent, `_${base}.previous`);
  rmSync(staging, {recursive: true, force: true});
  rmSync(previous, {recursive: true, force: true});
  try {
    for (const [relative, content] of prebuildPages(files, prebuilt)) {
      const target = path.join(staging, relative);
      mkdirSync(path.dirname(target), {recursive: true});
      writeFileSync(target, content);
    }
  } catch (error) {
    rmSync(staging, {recursive: true, force: true});
    throw error;
  }
  if (existsSync(outputDir)) renameSync(outputDir, previous);
  renameSync(staging, outputDir);
  rmSync(previous, {recursive: true, force: true});
}

/** Makes `outputDir` hold exactly `files`, touching only the files that differ. */
function updateFolder(files: Iterable<[string, string]>, outputDir: string): void {
  const wanted = new Map(files);
  for (const relative of readdirSync(outputDir, {recursive: true, encoding: 'utf8'})) {
    const file = path.join(outputDir, relative);
    if (!wanted.has(relative.split(path.sep).join('/')) && statSync(file).isFile()) rmSync(file);
  }
  for (const [relative, content] of wanted) {
    const target = path.join(outputDir, relative);
    if (existsSync(target) && readFileSync(target, 'utf8') === content) continue;
    mkdirSync(path.dirname(target), {recursive: true});
    writeFileSync(target, content);
  }
}
