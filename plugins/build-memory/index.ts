/**
 * Keeps a production build's memory down. The JavaScript objects of an Rspack compilation
 * hold native memory that V8 does not count, so V8 sees a small heap and collects them late:
 * a 700-operation reference kept 2.4 GiB through bundling and rendering, 0.7 GiB of it
 * already garbage. From the start of bundling to the end of rendering, where a build's memory
 * peaks, this plugin runs a full collection of the main thread every few seconds (the
 * rendering threads are left alone: they hold what they render, and collecting there only
 * cost time). After rendering, the main thread feeds the search index, whose heap of a few
 * hundred MB is far below that peak: collecting it there cost the 1,500-operation build 2 s.
 * The dev server is left as it is.
 */
import v8 from 'node:v8';
import vm from 'node:vm';
import type {Plugin} from '@docusaurus/types';

/**
 * Rspack allocates with mimalloc, which keeps freed pages for a while before it gives them
 * back. Read when Rspack's native module loads, which is after the site config: as soon as
 * they are freed, pages go back to the system (700 operations: peak 2,860 -> 2,572 MiB).
 */
process.env.MIMALLOC_PURGE_DELAY ??= '0';

/**
 * For the environment of a build's process (build:reference and the benchmark set it; the
 * portal's own 15-operation build needs none of it). Docusaurus's rendering threads keep every
 * page module they have rendered, and are replaced only past 1 GB of heap; replaced past
 * 200 MB, a 700-operation build peaks at 2,383 MiB instead of 2,603, and takes as long (Docusaurus
 * reads the setting before it loads the site config, so it cannot be set here).
 */
export const BUILD_PROCESS_ENV = {DOCUSAURUS_SSG_WORKER_THREAD_RECYCLER_MAX_MEMORY: String(200_000_000)};

/** Seconds between two collections: each takes about a tenth of a second. */
export const COLLECT_EVERY_SECONDS = 4;

/** V8's `gc()`, exposed at run time (Node starts without --expose-gc). */
function collector(): () => void {
  if (typeof globalThis.gc === 'function') return globalThis.gc as () => void;
  // Only for a context made while the flag is on, then off again: the rendering threads
  // started later must not get a `gc` (Docusaurus's perf logger calls it after each line).
  v8.setFlagsFromString('--expose-gc');
  const gc = vm.runInNewContext('gc') as () => void;
  v8.setFlagsFromString('--no-expose-gc');
  return gc;
}

/** The build's collector, once a production build has started bundling (none in the dev server). */
let buildCollector: (() => void) | undefined;

/**
 * A full collection now, in a production build; nothing otherwise. For the steps after the
 * pages that run in one synchronous stretch, where no timer fires: the Markdown export of a
 * 6,300-page reference left 1.2 GB of garbage on the heap (Datadog: peak RSS 5.1 → 4.2 GB
 * once the export collected every few hundred pages; every thousand keeps it under the peak
 * bundling sets, at a third of the cost), which V8, far from its limit, kept.
 */
export function collectGarbage(): void {
  buildCollector?.();
}

export default function buildMemory(): Plugin {
  let timer: NodeJS.Timeout | undefined;
  return {
    name: 'build-memory',
    configureWebpack(config, isServer) {
      if (isServer || config.mode !== 'production') return {};
      const plugin = {
        apply(compiler: {hooks: {beforeRun: {tap: (name: string, fn: () => void) => void}}}) {
          // beforeRun is a build's (`compiler.run`); the dev server watches instead.
          compiler.hooks.beforeRun.tap('build-memory', () => {
            const gc = collector();
            buildCollector = gc;
            clearInterval(timer);
            // Unreferenced: it never keeps the process alive once the build is done.
            timer = setInterval(gc, COLLECT_EVERY_SECONDS * 1000).unref();
          });
        },
      };
      return {plugins: [plugin]};
    },
    async postBuild() {
      clearInterval(timer);
      timer = undefined;
    },
  };
}
