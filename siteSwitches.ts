/**
 * The environment variables that switch how the site builds, read from `process.env` once,
 * here, and nowhere else in the configuration, the plugins or the theme
 * (tests/project/siteSwitches.test.ts). Scripts and tests set them for the builds they start.
 * With none set, `docusaurus build` builds the portal.
 */
export interface SiteSwitches {
  /**
   * `GCM_REFERENCE_SPEC=path`: build the API reference of that description alone, without the
   * guides. Set by `npm run build:reference` (scripts/build-reference.ts), which writers use to
   * preview a description and the tests use for the corpus of public descriptions, and by
   * the benchmark's corpus builds (scripts/bench-corpus.ts).
   */
  readonly referenceOnlySpec: string | undefined;
  /**
   * `GCM_REFERENCE_STRICT=1`: read a previewed description strictly (any problem stops the
   * build) instead of leniently. Set by `npm run build:reference -- --strict`; the portal's own
   * description is always read strictly.
   */
  readonly referenceStrict: boolean;
  /**
   * `GCM_REFERENCE_REPORT=file`: where the reference plugin writes the description's warnings
   * (JSON), which `npm run build:reference` sets and reads back to report them.
   */
  readonly referenceReport: string | undefined;
  /**
   * `GCM_REFERENCE_RUN_DIR=folder` (relative to the site): the scratch folder of one
   * `npm run build:reference` run, which holds that run's generated docs, so that two runs in one
   * checkout do not share them. Set by build:reference (a folder of its own under
   * `.reference/runs/`, removed when the run ends); unset, a reference-only build uses `.reference`.
   */
  readonly referenceRunDir: string | undefined;
  /**
   * `GCM_REFERENCE_LINK_BASE=url`: the absolute http(s) URL that a link in the description's text
   * to a page outside the reference is resolved against (`/api/accounts` → `<url>/api/accounts`).
   * Set by `npm run build:reference -- --link-base URL`, which checks it is one.
   */
  readonly referenceLinkBase: string | undefined;
  /**
   * `GCM_REFERENCE_LANG=tag`: the language (BCP 47) a previewed description is written in, for
   * its pages' `<html lang>` and its search index. Set by `npm run build:reference -- --lang TAG`,
   * which checks it is one; unset, it is detected from the description (plugins/openapi/referenceLanguage.ts).
   */
  readonly referenceLanguage: string | undefined;
  /**
   * `SITE_VARIANT=e2e`: build the test-only fixtures (a page that can be made to crash, a
   * table-of-contents page and an announcement bar) into a separate output folder. Set by
   * `npm run build:e2e`; production never has them.
   */
  readonly e2eVariant: boolean;
  /**
   * `E2E_ANNOUNCEMENT_ID=id`: the id of the e2e variant's announcement bar (changing it shows the
   * bar again to a reader who dismissed it). Nothing sets it today: the e2e suite uses the
   * default, `e2e-announcement-1`. Used only with `SITE_VARIANT=e2e`.
   */
  readonly e2eAnnouncementId: string;
  /**
   * Benchmark-only. `DOCS_BUNDLER=webpack`: build with webpack and Babel instead of Docusaurus
   * Faster, for `npm run bench -- --with-webpack` (scripts/bench.ts).
   */
  readonly webpack: boolean;
  /**
   * Benchmark-only. `SEARCH_ENGINE=easyops`: build the previous search (the local-search
   * plugin, tuned to leave out what the Pagefind index leaves out) instead of this site's, for
   * the side-by-side comparison of scripts/bench-search.ts, in a scratch copy without this
   * site's search components.
   */
  readonly easyopsSearch: boolean;
}

/** Every variable read here, for the test that nothing else reads them. */
export const SWITCH_VARIABLES = [
  'GCM_REFERENCE_SPEC',
  'GCM_REFERENCE_STRICT',
  'GCM_REFERENCE_REPORT',
  'GCM_REFERENCE_RUN_DIR',
  'GCM_REFERENCE_LINK_BASE',
  'GCM_REFERENCE_LANG',
  'SITE_VARIANT',
  'E2E_ANNOUNCEMENT_ID',
  'DOCS_BUNDLER',
  'SEARCH_ENGINE',
] as const;

type SwitchVariable = (typeof SWITCH_VARIABLES)[number];

/** The switches an environment sets (exported for tests; the site uses `siteSwitches`). */
export function readSiteSwitches(env: Partial<Record<SwitchVariable, string>>): SiteSwitches {
  return Object.freeze({
    referenceOnlySpec: env.GCM_REFERENCE_SPEC,
    referenceStrict: env.GCM_REFERENCE_STRICT === '1',
    referenceReport: env.GCM_REFERENCE_REPORT,
    referenceRunDir: env.GCM_REFERENCE_RUN_DIR,
    referenceLinkBase: env.GCM_REFERENCE_LINK_BASE,
    referenceLanguage: env.GCM_REFERENCE_LANG,
    e2eVariant: env.SITE_VARIANT === 'e2e',
    e2eAnnouncementId: env.E2E_ANNOUNCEMENT_ID ?? 'e2e-announcement-1',
    webpack: env.DOCS_BUNDLER === 'webpack',
    easyopsSearch: env.SEARCH_ENGINE === 'easyops',
  });
}

/** This build's switches. */
export const siteSwitches: SiteSwitches = readSiteSwitches(process.env);
