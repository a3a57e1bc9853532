/**
 * Generation of the reference: every page of a model, rendered to MDX, written to a
 * temporary folder beside the output and swapped in whole, so a failure never leaves
 * half-written pages. The folder's name starts with `_`, which the docs plugin ignores.
 */
import {existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {CodeSampleLanguage} from './codeSampleLanguages';
import {ProblemError, type Problem, type SpecModel, wireMethod} from './model';
import {slugKey, unroutableSlug} from './model/slugs';
import {headingAnchors} from './model/links';
import {descriptionLinksOf} from './descriptionLinks';
import {PageContext} from './render/context';
import {renderOperationPage} from './render/operationPage';
import {renderSchemaPage} from './render/schemaPage';
import {renderTagPage} from './render/tagPage';
import {renderSchemaIndexPage} from './render/schemaIndexPage';
import {renderErrorsPage} from './render/errorCodes';
import {renderInfoPage, type Download} from './render/infoPage';
import {computeSchemaUsage} from './render/usage';
import {buildSidebar, SIDEBAR_FILE} from './sidebar';
import type {ReferenceLifecycle} from './render/lifecycle';
import {prebuildPages, type PrebuildHelper} from './render/prebuilt';
import {writeFiles} from './render/writeFolder';

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
  /**
   * With `external-only`: the absolute http(s) URL that links to the owner's own site
   * (`/api/accounts`, `../guides/x`) are resolved against (`--link-base URL`). Without it, the
   * origin of the description's `externalDocs.url`, else they are shown as text (descriptionLinks.ts).
   */
  descriptionLinkBase?: string;
  /** Each element's history across the releases, for its badges (none: deprecations and sunsets only). */
  lifecycle?: ReferenceLifecycle;
  /** Called with each page to prebuild (`prebuilt`) as soon as it is rendered: streamReference's `page`. */
  onPrebuiltPage?: (file: string, mdx: string) => void;
}

export interface RenderedReference {
  /** Every generated file, by path relative to the output folder. */
  files: Map<string, string>;
  /**
   * What the generator changed in the description's links (with `descriptionLinks:
   * 'external-only'`): one warning per kind, each with its rule (descriptionLinks.ts).
   */
  warnings: Problem[];
  /**
   * The pages made only of generated blocks (operation and schema pages), which are written for
   * the bundler (render/prebuilt.ts); the overview and tag pages carry the description's own
   * Markdown, fenced code included, and stay as they are.
   */
  prebuilt: Set<string>;
  /** The files of the request bodies' variants, by their path under VARIANTS_FOLDER (plugins/shared/routes.ts). */
  variantFiles: Map<string, string>;
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

/** A page the reference will have: its id, and the part of the description it shows (where a problem with it is placed). */
interface PlannedPage {
  id: string;
  pointer: string;
  what: string;
}

/** Every page of the reference, before one is rendered. */
function plannedPages(model: SpecModel): PlannedPage[] {
  const tagIndex = (name: string) =>
    (Array.isArray(model.root.tags) ? model.root.tags : []).findIndex((t) => t?.name === name);
  return [
    {id: model.infoId, pointer: '#/info', what: 'the overview'},
    ...[...model.operations, ...model.webhooks].map((op) => ({
      id: op.id,
      pointer: op.pointer,
      what: `${op.kind === 'webhook' ? 'webhook' : wireMethod(op.method)} ${op.path}`,
    })),
    ...model.groups.map((group) => ({
      id: group.id,
      pointer:
        tagIndex(group.name) >= 0 ? `#/tags/${tagIndex(group.name)}` : (group.operations[0]?.pointer ?? '#/paths'),
      what: `tag ${group.name}`,
    })),
    ...(model.errorCatalogue ? [{id: model.errorsId, pointer: '#/info', what: 'the error codes'}] : []),
    ...(model.schemas.length > 0
      ? [{id: model.schemasIndexId, pointer: '#/components/schemas', what: 'the schema index'}]
      : []),
    ...model.schemas.map((schema) => ({id: schema.id, pointer: schema.pointer, what: `schema ${schema.name}`})),
  ];
}

/**
 * Checks that Docusaurus routes every page the reference is about to write, each at its own
 * address (`docIdPrefix`: the reference's folder in the docs, whose name its top-level pages
 * must not take). The slugs are made routable (model/slugs.ts); this names a slug that is
 * not, as a generator bug at the place of what the page shows, before Docusaurus stops on it
 * with a stack trace (a partial `_name.mdx` that links point at, two pages at one address).
 */
export function checkPageIds(
  model: Pick<SpecModel, 'locate'>,
  pages: readonly PlannedPage[],
  docIdPrefix: string,
): void {
  const problems: Problem[] = [];
  const seen = new Map<string, PlannedPage>();
  const bug = (page: PlannedPage, reason: string): Problem => ({
    ...model.locate(page.pointer),
    rule: 'page-id',
    message: `the generator gave ${page.what} the page "${page.id}", which Docusaurus cannot route: ${reason} (a bug of plugins/openapi/model/slugs.ts)`,
  });
  for (const page of pages) {
    const segments = page.id.split('/');
    const folders = [docIdPrefix.split('/').pop() ?? '', ...segments];
    const reason = segments.map((segment, n) => unroutableSlug(segment, folders[n])).find((found) => found !== null);
    if (reason) problems.push(bug(page, reason));
    const other = seen.get(slugKey(page.id));
    if (other) problems.push(bug(page, `${other.what} has it too`));
    else seen.set(slugKey(page.id), page);
  }
  if (problems.length > 0) throw new ProblemError(problems);
}

/** The ids of the headings a description gives its page (the overview, a tag's page), which its same-page links may name. */
const anchorsOf = (title: string, description: string | undefined) =>
  new Set(headingAnchors(title, description ?? '').map(({anchor}) => anchor));

export function renderReference(model: SpecModel, options: ReferenceOptions): RenderedReference {
  checkPageIds(model, plannedPages(model), options.docIdPrefix);
  const files = new Map<string, string>();
  const prebuilt = new Set<string>();
  const links = descriptionLinksOf(model, options);
  const routes = {routeBase: options.routeBase, linkPolicy: links.policy};
  const variantFiles = new Map<string, string>();
  const pageOptions = {languages: options.languages, envPrefix: options.envPrefix, variantFiles};
  const title = String(model.info.title ?? 'API reference');
  const infoPolicy = links.onPage(
    anchorsOf(title, typeof model.info.description === 'string' ? model.info.description : ''),
  );
  files.set(
    `${model.infoId}.mdx`,
    renderAt(model, '#/info', 'the overview', () =>
      renderInfoPage(model, options.downloads, options.routeBase, infoPolicy),
    ),
  );
  const prebuiltPage = (file: string, mdx: string) => {
    prebuilt.add(file);
    files.set(file, mdx);
    options.onPrebuiltPage?.(file, mdx);
  };
  for (const op of [...model.operations, ...model.webhooks]) {
    const what = `${op.kind === 'webhook' ? 'webhook' : wireMethod(op.method)} ${op.path}`;
    prebuiltPage(
      `${op.id}.mdx`,
      renderAt(model, op.pointer, what, () =>
        renderOperationPage(new PageContext(model, routes, 'operation', options.lifecycle), op, pageOptions),
      ),
    );
  }
  for (const group of model.groups) {
    files.set(
      `${group.id}.mdx`,
      renderTagPage(group, options.routeBase, links.onPage(anchorsOf(group.label, group.description))),
    );
  }
  if (model.errorCatalogue) {
    files.set(`${model.errorsId}.mdx`, renderErrorsPage(new PageContext(model, routes), model));
  }
  if (model.schemas.length > 0) {
    files.set(`${model.schemasIndexId}.mdx`, renderSchemaIndexPage(new PageContext(model, routes), model));
  }
  const usage = computeSchemaUsage(model);
  for (const schema of model.schemas) {
    prebuiltPage(
      `${schema.id}.mdx`,
      renderAt(model, schema.pointer, `schema ${schema.name}`, () =>
        renderSchemaPage(new PageContext(model, routes, 'schema', options.lifecycle), schema, usage),
      ),
    );
  }
  files.set(SIDEBAR_FILE, `${JSON.stringify(buildSidebar(model, options.docIdPrefix), null, 2)}\n`);
  return {files, warnings: links.warnings(model), prebuilt, variantFiles};
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
  swapInWhole(() => prebuildPages(files, prebuilt), outputDir, stagingFolder(outputDir));
}

/** Where the reference is written before it is swapped in: a partial (`_`), which the docs plugin does not read. */
const stagingFolder = (outputDir: string) =>
  path.join(path.dirname(outputDir), `_${path.basename(outputDir)}.generating`);
/** Where the folder a staging folder replaces is kept until the swap is done. */
const previousFolder = (staging: string) => staging.replace(/\.[^.]*$/, '.previous');

/** Empties the way for a staging folder: what a failed run may have left. */
function clearStaging(staging: string): void {
  rmSync(staging, {recursive: true, force: true});
  rmSync(previousFolder(staging), {recursive: true, force: true});
}

/** Puts the staging folder in the place of `dir`. */
function swapIn(staging: string, dir: string): void {
  const previous = previousFolder(staging);
  if (existsSync(dir)) renameSync(dir, previous);
  renameSync(staging, dir);
  rmSync(previous, {recursive: true, force: true});
}

/**
 * Writes `files` (made by `make`) into `staging`, then swaps it in for `dir`: a run that fails
 * (here or in `make`) leaves `dir` as it was, and no staging folder behind.
 */
function swapInWhole(make: () => Iterable<[string, string]>, dir: string, staging: string): void {
  clearStaging(staging);
  try {
    writeFiles(staging, make());
  } catch (error) {
    rmSync(staging, {recursive: true, force: true});
    throw error;
  }
  swapIn(staging, dir);
}

/**
 * `writeReference` for a large reference, begun before its pages are rendered: each page to
 * prebuild goes to the helper thread as soon as it is rendered (`page`, the `onPrebuiltPage`
 * of renderReference), which prebuilds and writes it into the staging folder while this thread
 * renders the next; `finish` writes the other files and swaps the folder in once the helper is
 * done. Prebuilding and writing took as long as rendering (a 1,500-operation description:
 * 6.5 s rendering, then 2.4 s prebuilding on each thread and 2.8 s writing on this one), and
 * now happen meanwhile. `abandon` (a run that fails) stops the helper and leaves `outputDir`
 * as it was, with no staging folder behind. The files are the same as writeReference's.
 */
export function streamReference(
  outputDir: string,
  helper: PrebuildHelper,
): {
  page: (file: string, mdx: string) => void;
  finish: (files: ReadonlyMap<string, string>, prebuilt: ReadonlySet<string>) => Promise<void>;
  abandon: () => Promise<void>;
} {
  const staging = stagingFolder(outputDir);
  clearStaging(staging);
  const stream = helper.streamInto(staging);
  const abandon = async () => {
    await helper.close();
    rmSync(staging, {recursive: true, force: true});
  };
  const finish = async (files: ReadonlyMap<string, string>, prebuilt: ReadonlySet<string>) => {
    try {
      writeFiles(
        staging,
        [...files].filter(([file]) => !prebuilt.has(file)),
      );
      await stream.finish();
    } catch (error) {
      await abandon();
      throw error;
    }
    swapIn(staging, outputDir);
  };
  return {page: stream.page, finish, abandon};
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

/**
 * Writes the variants' files (render/variants.ts) into `dir`, replacing what a previous run
 * wrote there: into a folder beside it first, so that a failed run leaves the old files whole.
 */
export function writeVariantFiles(files: ReadonlyMap<string, string>, dir: string): void {
  // No variants, no folder: the site gets no empty directory to serve.
  if (files.size === 0) {
    rmSync(dir, {recursive: true, force: true});
    return;
  }
  swapInWhole(() => files, dir, `${dir}.writing`);
}
