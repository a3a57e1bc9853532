/**
 * Preloaded (`--require`) into the Docusaurus process of `npm run build:reference`: once the
 * build has nothing left to do, the process exits at once instead of tearing its environment
 * down object by object. That teardown finalizes every object Rspack's native module handed
 * to JavaScript; after a 2,538-page reference it took 7 s, with the pages already written.
 * `beforeExit` comes only when the event loop is empty, so no write to stdout, stderr or a
 * file is still pending: nothing printed or written is lost. Worker threads end as they would.
 */
const {isMainThread} = require('node:worker_threads');

if (isMainThread) process.once('beforeExit', (code) => process.exit(code));
