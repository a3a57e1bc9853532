/**
 * Site search, one folder: this plugin gives the theme its search components (`theme/`:
 * the navbar box and the /search page, on the browser logic in `client/`), and the index
 * is built after the site. Pagefind indexes the built doc pages into a chunked
 * static index (`/pagefind/`), so a query fetches only the chunks it needs. The browser side
 * is `client/` (the engine and results) and `theme/` (the navbar box and the /search page).
 *
 * What is indexed is the doc content only (`data-pagefind-body`, set by the DocItem/Content
 * wrapper), without what `INDEX_EXCLUDE` lists. A spelling vocabulary drawn from the same
 * indexed text (`vocabulary.ts`) lets the browser correct a typo that finds nothing.
 */
import {mkdir, readdir, readFile, rename, rm, writeFile} from 'node:fs/promises';
import {existsSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import {Worker} from 'node:worker_threads';
import logger from '@docusaurus/logger';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {htmlFileOf} from '../shared/htmlFile';
import {RELATED_DIR, SEARCH_DIR, VOCABULARY_FILE} from './client/paths';
import {buildVocabulary, operationIds, pageTable, readFragment, siteWords, type Fragment} from './vocabulary';
import {checkGlossary, readGlossary} from './glossary';
import {readWordNet, relatedShards, relatedWords} from './thesaurus';
import {ProblemError} from '../shared/problems';
import type {SearchData} from './client/engine';
import type {PagefindIndex} from 'pagefind';
import {resolveForIndex, SiteReading, type PendingPage} from './annotate';
import preparePages, {type Prepared, type PrepareJob} from './prepare';

export {indexedPart} from './prepare';

/**
 * Page parts that would make every page match the same words: code samples and example
 * bodies (the operation's aside and every code block), tab labels, the copy and anchor
 * controls, the server URL repeated in each endpoint, and the bodies of error responses
 * (the Problem fields, shared by every operation; the error-code page has them once).
 * The error codes an operation returns stay indexed.
 */
export const INDEX_EXCLUDE = [
  '.api-operation__aside',
  'pre',
  '[role="tablist"]',
  'button',
  '.hash-link',
  '.api-anchor',
  '.api-endpoint__server',
  // The operations that return an error code are listed by title under each code.
  '.api-error-ops',
  '.api-response--4xx .api-response__body > :not(.api-error-codes)',
  '.api-response--5xx .api-response__body > :not(.api-error-codes)',
];

/** How many pages Pagefind may be indexing while the next is read and annotated. */
const PAGES_IN_FLIGHT = 8;

/**
 * Pagefind's Node API is an ES module whose package exports only `import`; the site config
 * is loaded as CommonJS, so the module is imported by its file.
 */
async function loadPagefind(): Promise<typeof import('pagefind')> {
  const dirs = createRequire(__filename).resolve.paths('pagefind') ?? [];
  const entry = dirs.map((dir) => path.join(dir, 'pagefind', 'lib', 'index.js')).find((file) => existsSync(file));
  if (!entry) throw new Error('search index: the pagefind package is not installed (npm ci)');
  return import(pathToFileURL(entry).href);
}

/** A page the first pass has read: its route, its prepared HTML, what the site decides. */
interface ReadPage {
  route: string;
  html: string;
  pending: PendingPage;
}

/** Past this many pages, the first pass runs in two worker threads. */
export const PAGES_FOR_A_WORKER = 200;

/** What a worker of the first pass posts (prepareWorker.cjs). */
type WorkerMessage = {k: number; page: Prepared} | {done: true} | {error: string};

/**
 * The first pass over every page (prepare.ts), each page handed to `onPage` in page order, as
 * soon as it and every page before it are read (`onPage` is awaited before the next). Past
 * PAGES_FOR_A_WORKER pages, two worker threads each read every other page, so that this thread
 * is free for what `onPage` does with them (feeding Pagefind) while they read on.
 */
export async function preparePagesInOrder(
  jobs: PrepareJob[],
  onPage: (n: number, page: Prepared) => void | Promise<void>,
): Promise<void> {
  if (jobs.length < PAGES_FOR_A_WORKER) return preparePages(jobs, INDEX_EXCLUDE, onPage);
  const ready = new Map<number, Prepared>();
  let next = 0;
  let handing: Promise<void> = Promise.resolve();
  const handOver = async () => {
    for (let page = ready.get(next); page !== undefined; page = ready.get(next)) {
      ready.delete(next);
      await onPage(next, page);
      next += 1;
    }
  };
  const workers = [0, 1].map(
    (part) =>
      new Worker(path.join(__dirname, 'prepareWorker.cjs'), {
        workerData: {jobs: jobs.filter((_, n) => n % 2 === part), exclude: INDEX_EXCLUDE},
      }),
  );
  try {
    // A failure of onPage ends the pass at once, as a worker's does.
    let stop: (error: unknown) => void = () => undefined;
    const stopped = new Promise<never>((_, reject) => (stop = reject));
    const read = workers.map(
      (worker, part) =>
        new Promise<void>((resolve, reject) => {
          worker.on('message', (message: WorkerMessage) => {
            if ('error' in message) reject(new Error(message.error));
            else if ('done' in message) resolve();
            else {
              ready.set(message.k * 2 + part, message.page);
              handing = handing.then(handOver).catch(stop);
            }
          });
          worker.once('error', reject);
        }),
    );
    await Promise.race([Promise.all(read), stopped]);
    await Promise.race([handing, stopped]);
    if (next !== jobs.length) throw new Error(`the first pass read ${next} of ${jobs.length} pages`);
  } finally {
    await Promise.all(workers.map((worker) => worker.terminate()));
  }
}

/**
 * Indexes the built doc pages into `/pagefind/` and writes the search data beside it
 * (vocabulary, glossary, page table). Runs after the Markdown exports and before
 * precompression (plugins/site-outputs). The index is written to a staging folder and put in
 * place only once the glossary has been checked against it: a refused glossary leaves no
 * index behind, and throws a ProblemError at the entry's place.
 */
export async function buildSearchIndex({
  outDir,
  routesPaths,
  baseUrl,
  glossaryFile,
  language = 'en',
}: {
  outDir: string;
  routesPaths: string[];
  baseUrl: string;
  /** The portal's search glossary (YAML), if it has one. */
  glossaryFile?: string;
  /**
   * The language of the pages (their `<html lang>`, BCP 47): Pagefind stems and segments words
   * by it (Japanese and Chinese text has no spaces between words), and the browser's Pagefind
   * loads the index of the page's `<html lang>`.
   */
  language?: string;
}): Promise<void> {
  const started = Date.now();
  const glossaryRead = glossaryFile ? readGlossary(glossaryFile) : undefined;
  if (glossaryRead && glossaryRead.problems.length > 0) throw new ProblemError(glossaryRead.problems);
  const pagefind = await loadPagefind();
  const finalPath = path.join(outDir, SEARCH_DIR);
  const outputPath = path.join(outDir, `.${SEARCH_DIR}-staging`);
  const fail = async (message: string): Promise<never> => {
    await pagefind.close();
    await rm(outputPath, {recursive: true, force: true});
    throw new Error(`search index: ${message}`);
  };
  await rm(finalPath, {recursive: true, force: true});
  await rm(outputPath, {recursive: true, force: true});
  const {index, errors} = await pagefind.createIndex({excludeSelectors: INDEX_EXCLUDE, forceLanguage: language});
  if (!index) return fail(errors.join('; '));
  const docRoutes = [...new Set(routesPaths)].filter((route) => route.startsWith(`${baseUrl}docs/`)).sort();
  // The minified HTML leaves out optional end tags (`</td>`, `</li>`), which Pagefind's
  // streaming parser does not infer: parse5 writes them back. Pages without
  // data-pagefind-body (the generated category indexes) are left out.
  // One parse per page: each page is annotated as far as it can be alone and serialized again
  // (prepare.ts), and completed with what the site says of it (template headings, entry names)
  // once that is settled.
  const jobs = docRoutes.map((route) => ({html: htmlFileOf(outDir, route)}));
  let indexed: number;
  try {
    indexed = await addPages(index, docRoutes, jobs);
  } catch (error) {
    return await fail(error instanceof Error ? error.message : String(error));
  }
  const written = await index.writeFiles({outputPath});
  if (written.errors.length > 0) return fail(written.errors.join('; '));
  // Pagefind also writes its own UIs and a worker; the site uses its own UI, in the page.
  for (const unused of await readdir(outputPath)) {
    if (/^pagefind-(?:.*ui|highlight|worker)\./.test(unused)) await rm(path.join(outputPath, unused));
  }
  await pagefind.close();
  // The vocabulary comes from the fragments Pagefind wrote: exactly the text it indexed. They
  // are read from the disk: asking Pagefind for its files copies the whole index over its pipe.
  // A fragment's file is named by its page's id, which search results carry.
  const fragments = await readFragments(outputPath);
  const texts = [...fragments.values()].map((fragment) => `${fragment.meta.title ?? ''} ${fragment.content}`);
  const words = siteWords(texts);
  const checked = glossaryRead?.glossary ? checkGlossary(glossaryRead.glossary, words) : undefined;
  if (checked && checked.problems.length > 0) {
    await rm(outputPath, {recursive: true, force: true});
    throw new ProblemError(checked.problems);
  }
  const vocabulary = buildVocabulary(texts);
  const data: SearchData = {
    words: vocabulary.words,
    glossary: checked?.glossary ?? {},
    types: pageTable(fragments),
    operations: operationIds(fragments),
    pageCount: fragments.size,
  };
  await writeFile(path.join(outputPath, VOCABULARY_FILE), JSON.stringify(data));
  const related = await writeRelatedWords(outputPath, language, words);
  await rename(outputPath, finalPath);
  logger.success(
    `Search index: ${indexed} pages, ${vocabulary.words.length} vocabulary words, ${Object.keys(data.glossary).length} glossary entries, related words for ${related} others in ${Date.now() - started} ms`,
  );
}

/**
 * Writes the related words of the English words no page contains (thesaurus.ts) into the
 * index's folder, for an English site; the number of words given some.
 */
async function writeRelatedWords(outputPath: string, language: string, words: ReadonlySet<string>): Promise<number> {
  if (!/^en\b/i.test(language)) return 0;
  const related = relatedWords(readWordNet(), words);
  const dir = path.join(outputPath, RELATED_DIR);
  await mkdir(dir);
  await Promise.all([...relatedShards(related)].map(([file, json]) => writeFile(path.join(dir, file), json)));
  return related.size;
}

/**
 * Hands Pagefind each page as the first pass reads it, a few at a time; the number added.
 * Throws the first problem a page or Pagefind reports.
 */
async function addPages(index: PagefindIndex, docRoutes: string[], jobs: PrepareJob[]): Promise<number> {
  let indexed = 0;
  // Pagefind indexes in its own process: while it indexes a few pages, this one hands it the
  // next, and the first pass reads on. Past PAGES_FOR_A_WORKER pages, a page is indexed as
  // soon as what the site says of it is settled (SiteReading), the rest once every page is
  // read: both in page order, so the index is the same from one build to the next. Pagefind
  // breaks ties between equally ranked pages by the order they were added in; a smaller site,
  // where waiting costs a second at most, is added in page order alone (the portal's ranking
  // tests were tuned so).
  const early = jobs.length >= PAGES_FOR_A_WORKER;
  const site = new SiteReading();
  const indexing = new Set<Promise<string | null>>();
  const add = async ({route, html: prepared, pending}: ReadPage) => {
    const {html} = resolveForIndex(prepared, pending, site.facts);
    const added: Promise<string | null> = index
      .addHTMLFile({url: route, content: html})
      .then((result) => (result.errors.length > 0 ? `${route}: ${result.errors.join('; ')}` : null))
      .finally(() => indexing.delete(added));
    indexing.add(added);
    indexed += 1;
    if (indexing.size >= PAGES_IN_FLIGHT) {
      const problem = await Promise.race(indexing);
      if (problem) throw new Error(problem);
    }
  };
  const unsettled: ReadPage[] = [];
  await preparePagesInOrder(jobs, async (n, page) => {
    if ('skip' in page) return;
    if ('problem' in page) throw new Error(page.problem);
    site.add(page.headings, page.entries);
    const item = {route: docRoutes[n], html: page.html, pending: page.pending};
    if (early && site.settles(page.pending)) await add(item);
    else unsettled.push(item);
  });
  for (const item of unsettled) await add(item);
  for (const problem of await Promise.all(indexing)) if (problem) throw new Error(problem);
  return indexed;
}

/** The fragments Pagefind wrote, by the id of their page. */
async function readFragments(outputPath: string): Promise<Map<string, Fragment>> {
  const fragmentDir = path.join(outputPath, 'fragment');
  const fragmentFiles = existsSync(fragmentDir) ? await readdir(fragmentDir) : [];
  const fragments = new Map<string, Fragment>();
  await Promise.all(
    fragmentFiles.map(async (file) =>
      fragments.set(file.replace(/\.pf_fragment$/, ''), readFragment(await readFile(path.join(fragmentDir, file)))),
    ),
  );
  return fragments;
}

/** The language a site's pages declare (`<html lang>`): its default locale's `htmlLang`, else the locale. */
export function siteLanguage(i18n: {
  defaultLocale: string;
  localeConfigs: Record<string, {htmlLang?: string}>;
}): string {
  return i18n.localeConfigs[i18n.defaultLocale]?.htmlLang ?? i18n.defaultLocale;
}

/**
 * The plugin: `@theme/SearchBar` (the navbar box) and the /search page come from `theme/`.
 * The index itself is written by `buildSearchIndex`, which plugins/site-outputs runs in its
 * place among the steps after the build.
 */
/** The route of the search page, under the site's base URL. */
export function searchRouteOf(baseUrl: string): string {
  return `${baseUrl.replace(/\/$/, '')}/search`;
}

export default function search(context: LoadContext): Plugin {
  const route = searchRouteOf(context.siteConfig.baseUrl);
  return {
    name: 'site-search',
    getThemePath: () => path.join(__dirname, 'theme'),
    async contentLoaded({actions}) {
      actions.addRoute({path: route, component: '@theme/SearchPage', exact: true});
    },
  };
}
