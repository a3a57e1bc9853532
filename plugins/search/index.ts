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
import {mkdtemp, readdir, readFile, rm, writeFile} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import {existsSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import {Worker} from 'node:worker_threads';
import logger from '@docusaurus/logger';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {htmlFileOf} from '../shared/htmlFile';
import {SEARCH_DIR, VOCABULARY_FILE} from './client/paths';
import {buildVocabulary, readFragment} from './vocabulary';
import {resolveForIndex, templateHeadings, type PendingPage} from './annotate';
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

/** Past this many pages, the first pass shares them with a worker thread. */
export const PAGES_FOR_A_WORKER = 200;

/**
 * The first pass over every page (prepare.ts), in page order. Past PAGES_FOR_A_WORKER pages,
 * every other page goes to a worker thread while this thread reads the rest: the pass is
 * parsing, and nothing else runs while it does.
 */
export async function prepareAll(jobs: PrepareJob[]): Promise<Prepared[]> {
  if (jobs.length < PAGES_FOR_A_WORKER) return preparePages(jobs, INDEX_EXCLUDE);
  const theirs = jobs.filter((_, n) => n % 2 === 1);
  const worker = new Worker(path.join(__dirname, 'prepareWorker.cjs'), {
    workerData: {jobs: theirs, exclude: INDEX_EXCLUDE},
  });
  const fromWorker = new Promise<Prepared[]>((resolve, reject) => {
    worker.once('message', (message: {prepared?: Prepared[]; error?: string}) =>
      message.prepared ? resolve(message.prepared) : reject(new Error(message.error)),
    );
    worker.once('error', reject);
  });
  try {
    const [ours, others] = await Promise.all([
      preparePages(
        jobs.filter((_, n) => n % 2 === 0),
        INDEX_EXCLUDE,
      ),
      fromWorker,
    ]);
    return jobs.map((_, n) => (n % 2 === 0 ? ours[n / 2] : others[(n - 1) / 2]));
  } finally {
    await worker.terminate();
  }
}

/**
 * Indexes the built doc pages into `/pagefind/` and writes the spelling vocabulary. Runs
 * after the Markdown exports and before precompression (plugins/site-outputs).
 */
export async function buildSearchIndex({
  outDir,
  routesPaths,
  baseUrl,
}: {
  outDir: string;
  routesPaths: string[];
  baseUrl: string;
}): Promise<void> {
  const started = Date.now();
  const pagefind = await loadPagefind();
  const fail = async (message: string): Promise<never> => {
    await pagefind.close();
    throw new Error(`search index: ${message}`);
  };
  const outputPath = path.join(outDir, SEARCH_DIR);
  await rm(outputPath, {recursive: true, force: true});
  const {index, errors} = await pagefind.createIndex({excludeSelectors: INDEX_EXCLUDE, forceLanguage: 'en'});
  if (!index) return fail(errors.join('; '));
  const docRoutes = [...new Set(routesPaths)].filter((route) => route.startsWith(`${baseUrl}docs/`)).sort();
  // The minified HTML leaves out optional end tags (`</td>`, `</li>`), which Pagefind's
  // streaming parser does not infer: parse5 writes them back. Pages without
  // data-pagefind-body (the generated category indexes) are left out.
  // One parse per page: each page is annotated as far as it can be alone and set aside
  // serialized, in a scratch folder (holding every parsed page took over 8 GB with a
  // reference of 3,000 pages); once the whole site is known (template headings, entry
  // names), each is completed and indexed.
  let indexed = 0;
  const scratch = await mkdtemp(path.join(tmpdir(), 'gcm-search-'));
  try {
    const jobs = docRoutes.map((route, n) => ({
      html: htmlFileOf(outDir, route),
      scratch: path.join(scratch, `${n}.html`),
    }));
    const prepared = await prepareAll(jobs).catch((error: unknown) =>
      fail(error instanceof Error ? error.message : String(error)),
    );
    const headings: string[][] = [];
    const entries = new Set<string>();
    const pages: {route: string; file: string; pending: PendingPage}[] = [];
    for (const [n, page] of prepared.entries()) {
      if ('skip' in page) continue;
      if ('problem' in page) return fail(page.problem);
      headings.push(page.headings);
      for (const name of page.entries) entries.add(name);
      pages.push({route: docRoutes[n], file: jobs[n].scratch, pending: page.pending});
    }
    const site = {template: templateHeadings(headings), entries};
    // Pagefind indexes in its own process: while it indexes a few pages, this one reads the next.
    const indexing = new Set<Promise<string | null>>();
    for (const {route, file, pending} of pages) {
      const {html} = resolveForIndex(await readFile(file, 'utf8'), pending, site);
      const added: Promise<string | null> = index
        .addHTMLFile({url: route, content: html})
        .then((result) => (result.errors.length > 0 ? `${route}: ${result.errors.join('; ')}` : null))
        .finally(() => indexing.delete(added));
      indexing.add(added);
      if (indexing.size >= PAGES_IN_FLIGHT) {
        const problem = await Promise.race(indexing);
        if (problem) return fail(problem);
      }
    }
    for (const problem of await Promise.all(indexing)) if (problem) return fail(problem);
    indexed = pages.length;
  } finally {
    await rm(scratch, {recursive: true, force: true});
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
  const fragmentDir = path.join(outputPath, 'fragment');
  const fragmentFiles = existsSync(fragmentDir) ? await readdir(fragmentDir) : [];
  const fragments = await Promise.all(
    fragmentFiles.map(async (file) => readFragment(await readFile(path.join(fragmentDir, file)))),
  );
  const vocabulary = buildVocabulary(fragments.map((fragment) => `${fragment.meta.title ?? ''} ${fragment.content}`));
  await writeFile(path.join(outputPath, VOCABULARY_FILE), JSON.stringify(vocabulary));
  logger.success(
    `Search index: ${indexed} pages, ${vocabulary.words.length} vocabulary words in ${Date.now() - started} ms`,
  );
}

/**
 * The plugin: `@theme/SearchBar` (the navbar box) and the /search page come from `theme/`.
 * The index itself is written by `buildSearchIndex`, which plugins/site-outputs runs in its
 * place among the steps after the build.
 */
export default function search(context: LoadContext): Plugin {
  const route = `${context.siteConfig.baseUrl.replace(/\/$/, '')}/search`;
  return {
    name: 'site-search',
    getThemePath: () => path.join(__dirname, 'theme'),
    async contentLoaded({actions}) {
      actions.addRoute({path: route, component: '@theme/SearchPage', exact: true});
    },
  };
}
