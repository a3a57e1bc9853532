/**
 * A worker thread that runs the search index's first pass (prepare.ts) on the pages it is
 * given, and posts each page as it is done (`{k, page}`, k its place in the list), then
 * `{done}`. prepare.ts is TypeScript: it is loaded as Docusaurus loads the site config.
 */
const path = require('node:path');
const {parentPort, workerData} = require('node:worker_threads');
const {loadFreshModule} = require('@docusaurus/utils');

/** @param {unknown} message */
const reply = (message) => parentPort?.postMessage(message);

loadFreshModule(path.join(__dirname, 'prepare.ts'))
  .then((loaded) => {
    const preparePages = /** @type {typeof import('./prepare').default} */ (loaded);
    return preparePages(workerData.jobs, workerData.exclude, (k, page) => reply({k, page}));
  })
  .then(
    () => reply({done: true}),
    (error) => reply({error: error instanceof Error ? (error.stack ?? error.message) : String(error)}),
  );
