/**
 * A worker thread that prebuilds pages beside the generating thread (prebuilt.ts:
 * `prebuildHelper`). Sent `{pages}`, it prebuilds them and posts them back (`{written}`).
 * Sent `{into: dir}`, then one `{page}` at a time and `{end: true}`, it prebuilds each page
 * and writes it into `dir` as it comes (`{wrote}`: how many, once all are written). A
 * failure is posted as `{error}`. prebuilt.ts is TypeScript: it is loaded as Docusaurus
 * loads the site config, as soon as the thread starts, so that loading it overlaps the
 * rendering of the pages.
 */
const path = require('node:path');
const {parentPort} = require('node:worker_threads');
const {loadFreshModule} = require('@docusaurus/utils');

const loaded = Promise.all([
  loadFreshModule(path.join(__dirname, 'prebuilt.ts')),
  loadFreshModule(path.join(__dirname, 'writeFolder.ts')),
]);

const describe = (/** @type {unknown} */ error) =>
  error instanceof Error ? (error.stack ?? error.message) : String(error);

/** Where the streamed pages go, how many were written, and the first failure. */
let into = '';
let wrote = 0;
/** @type {unknown} */
let failure;

/** @typedef {{pages: [string, string][]} | {into: string} | {page: [string, string]} | {end: true}} Message */

parentPort?.on('message', (/** @type {Message} */ message) => {
  // Handled in the order they come: each waits for the modules, then for the one before.
  void loaded.then(([prebuiltModule, folderModule]) => {
    const prebuilt = /** @type {typeof import('./prebuilt')} */ (prebuiltModule);
    const folder = /** @type {typeof import('./writeFolder')} */ (folderModule);
    try {
      if ('pages' in message) {
        const all = new Map(message.pages);
        parentPort?.postMessage({written: [...prebuilt.prebuildPages(all, new Set(all.keys()))]});
      } else if ('into' in message) {
        into = message.into;
        wrote = 0;
        failure = undefined;
      } else if ('page' in message) {
        if (failure !== undefined) return;
        const [file, mdx] = message.page;
        folder.writeFiles(into, prebuilt.prebuildPages(new Map([[file, mdx]]), new Set([file])));
        wrote += 1;
      } else {
        parentPort?.postMessage(failure === undefined ? {wrote} : {error: describe(failure)});
      }
    } catch (error) {
      if ('page' in message) failure = error;
      else parentPort?.postMessage({error: describe(error)});
    }
  });
});
