/**
 * `npm run lint:unused`: files, exports and dependencies nothing uses (knip). Knip reads
 * docusaurus.config.ts, the vitest and Playwright configs and package.json's scripts itself; what
 * it cannot see is listed here, each with the place that uses it.
 */
// Untyped: `import type {KnipConfig} from 'knip'` does not resolve under this project's TypeScript
// settings (knip 6.44's types.d.ts re-exports it from './types/config.ts', by its .ts name).
const config = {
  entry: [
    // Docusaurus loads these by path, not by import: swizzled theme components (src/theme), the
    // feature plugins' theme folders (getThemePath) and client modules (getClientModules), a
    // webpack loader and an alias target given as file paths (lean-client, static-code).
    'src/theme/**/*.{ts,tsx}',
    'plugins/*/theme/**/*.{ts,tsx}',
    'plugins/*/client/**/*.{ts,tsx}',
    'plugins/**/*.cjs',
    'plugins/static-code/noPrismClientModule.js',
    // Docs instances whose path and sidebar file docusaurus.config.ts names as strings.
    'src/referenceHome/**/*.{ts,tsx}',
    'plugins/openapi/referenceSidebars.ts',
    'guideSidebar.ts',
    'tests/e2e/fixtures/pages/**/*.{ts,tsx,mdx}',
    // Every script is run by npm (package.json) or by another script (`tsx scripts/bench-*.ts`,
    // `--require scripts/lib/exitWhenDone.cjs`); the stock openapi-docs site the benchmark builds.
    'scripts/*.ts',
    'scripts/lib/*.cjs',
    'scripts/bench-stock/*.{js,ts}',
    // Test runners run by scripts (npm run test:samples, test:corpus, test:reference, large-spec).
    'tests/samples/*.ts',
    'tests/reference/*.ts',
    // The signing samples the guides import (remark-code-import) and tests/samples runs.
    'examples/**/*.{js,mjs,cjs,ts}',
    // What the component tests alias `@generated/*` to (vitest.config.ts).
    'tests/support/docusaurus/generated/*.ts',
  ],
  // The guides (docs/**/*.mdx) import components from src/.
  project: ['**/*.{ts,tsx,js,mjs,cjs,mdx}'],
  // A module's constants and helpers are exported for its tests or readers even where only the
  // module itself uses them now; an export nothing at all uses is still reported.
  ignoreExportsUsedInFile: true,
  ignoreIssues: {
    // A feature's index is its interface: the types of the functions it exports go with them,
    // whether or not a caller names them today.
    'plugins/*/index.ts': ['types'],
    'plugins/openapi/model/index.ts': ['types'],
    'src/lib/signing/index.ts': ['types'],
  },
  ignoreDependencies: [
    // The stock generator the benchmark builds (scripts/bench-stock/docusaurus.config.js names them
    // as strings) and whose versions tests/project/upgradeDrift.test.ts holds the copies to.
    'docusaurus-plugin-openapi-docs',
    'docusaurus-theme-openapi-docs',
    // Only when SEARCH_ENGINE=easyops (siteSwitches.ts, the search benchmark); knip reads the default config.
    '@easyops-cn/docusaurus-search-local',
    // Run by path: node_modules/.bin/prism (tests/samples/run-api-samples.ts) and
    // node_modules/wrangler/bin/wrangler.js (scripts/serve-edge.ts, scripts/e2e.ts).
    '@stoplight/prism-cli',
    'wrangler',
  ],
  // Written by the benchmark's generator run before the stock site builds (scripts/bench-corpus.ts).
  ignoreUnresolved: ['./docs/api/sidebar'],
  ignoreBinaries: [
    // Debian's package manager, run by scripts/ensure-browser-packages.ts as root.
    'apt-get',
  ],
};

export default config;
