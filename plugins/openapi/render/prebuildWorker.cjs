/**
 * A worker thread that prebuilds the pages it is sent (prebuilt.ts: `prebuildPages`), while
 * the generating thread prebuilds the others. prebuilt.ts is TypeScript: it is loaded as
 * Docusaurus loads the site config, as soon as the thread starts, so that loading it overlaps
 * the rendering of the pages.
 */
const path = require('node:path');
const {parentPort} = require('node:worker_threads');
const {loadFreshModule} = require('@docusaurus/utils');

const loaded = loadFreshModule(path.join(__dirname, 'prebuilt.ts'));

parentPort?.once('message', (/** @type {[string, string][]} */ pages) => {
  loaded
    .then((module) => {
      const prebuilt = /** @type {typeof import('./prebuilt')} */ (module);
      const all = new Map(pages);
      return [...prebuilt.prebuildPages(all, new Set(all.keys()))];
    })
    .then(
      (written) => parentPort?.postMessage({written}),
      (error) =>
        parentPort?.postMessage({error: error instanceof Error ? (error.stack ?? error.message) : String(error)}),
    );
});
