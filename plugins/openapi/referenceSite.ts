/** The reference-only site (`npm run build:reference`): where a run keeps its scratch files, and how it is built. */
import {BUILD_PROCESS_ENV} from '../build-memory';

/**
 * Where each `npm run build:reference` run keeps its scratch files, one folder per run
 * (`<pid>-<random>`, git-ignored), so that two runs in one checkout, or a run beside the
 * portal's `npm start` or `npm run build`, never read each other's files.
 */
export const REFERENCE_RUNS_DIR = '.reference/runs';

/** The scratch folder of a reference-only build given none (GCM_REFERENCE_SPEC set alone, as the benchmark does). */
const DEFAULT_RUN_DIR = '.reference';

/** The scratch files of a reference-only build whose scratch folder is `runDir` (relative to the site). */
export function referenceRunFiles(runDir: string = DEFAULT_RUN_DIR) {
  return {
    /** The docs plugin's folder: only the generated reference. */
    docsDir: `${runDir}/docs`,
    /** Files the site serves at its root (the request bodies' variants). */
    staticDir: `${runDir}/static`,
    /** Docusaurus's generated files (its `.docusaurus`; DOCUSAURUS_GENERATED_FILES_DIR_NAME). */
    generatedDir: `${runDir}/.docusaurus`,
    /** The description's warnings, as the reference plugin writes them for build:reference to count. */
    reportFile: `${runDir}/warnings.json`,
  };
}

/**
 * The environment of a reference-only build's process (`build:reference`, and the benchmark
 * that measures it): the build's memory settings (plugins/build-memory), and no HTML
 * minification. Docusaurus minifies every page with @swc/html in the rendering threads, which
 * costs 27 ms of CPU for an operation page: at 700 operations, rendering took 22.8 s with it
 * and 9.8 s without. Minifying saves 1.7% of a page's bytes once compressed (0.2 to 0.3 KiB);
 * the portal's own build keeps it.
 */
export const REFERENCE_BUILD_ENV = {...BUILD_PROCESS_ENV, SKIP_HTML_MINIFICATION: 'true'};
