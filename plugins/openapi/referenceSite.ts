/** The reference-only site (`npm run build:reference`): where its generated docs live, and how it is built. */
import {BUILD_PROCESS_ENV} from '../build-memory';

/** The docs folder of a reference-only build (git-ignored; it holds only the generated reference). */
export const REFERENCE_ONLY_DOCS_DIR = '.reference/docs';

/**
 * The environment of a reference-only build's process (`build:reference`, and the benchmark
 * that measures it): the build's memory settings (plugins/build-memory), and no HTML
 * minification. Docusaurus minifies every page with @swc/html in the rendering threads, which
 * costs 27 ms of CPU for an operation page: at 700 operations, rendering took 22.8 s with it
 * and 9.8 s without. Minifying saves 1.7% of a page's bytes once compressed (0.2 to 0.3 KiB);
 * the portal's own build keeps it.
 */
export const REFERENCE_BUILD_ENV = {...BUILD_PROCESS_ENV, SKIP_HTML_MINIFICATION: 'true'};
