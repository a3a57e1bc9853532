import {readdirSync} from 'node:fs';
import path from 'node:path';
import {configDefaults, defineConfig} from 'vitest/config';

const root = import.meta.dirname;
const clientExports = path.join(root, 'node_modules/@docusaurus/core/lib/client/exports');

export default defineConfig({
  test: {
    // Every test that generates docs or runs a build does it in a scratch folder of its own
    // (mkdtemp), so test files run side by side, one per core.
    fileParallelism: true,
    // ...and every scratch folder of a run is removed with the run (tests/support/scratchTmp.ts).
    globalSetup: ['tests/support/scratchTmp.ts'],
    maxWorkers: 2,
    minWorkers: 1,
    // A test that renders a whole description takes seconds on a loaded 2-core machine; a time limit is
    // not a performance figure (those come from `npm run bench`), so it only catches a test that hangs.
    testTimeout: 60_000,
    // A cleanup removes a build's scratch copy of the repository (tens of MB): as long as a test.
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          // Unit tests live beside the code they test (a feature's __tests__/ folder, or *.test.ts beside
          // the file); tests/project/ checks the repository as a whole (layout, imports, upgrade guards).
          include: ['plugins/**/*.test.ts', 'src/**/*.test.ts', 'tests/project/**/*.test.ts'],
          environment: 'node',
          // `npm run test:unit` runs this project with --no-isolate: the files of a worker share its
          // modules instead of importing them again for each file, which took half of its time. (A
          // test of what a module caches gives itself an input of its own.) Vitest reads isolation
          // for a whole run, and the dom project needs it, so that is a run of its own.
        },
      },
      {
        // Component tests (*.test.tsx, wherever they are): rendered in jsdom with Testing Library,
        // driven as a reader drives them (tests/support/docusaurus/setup.ts).
        extends: true,
        resolve: {
          alias: [
            {find: /^@site\/(.*)$/, replacement: `${root}/$1`},
            // Docusaurus's own client modules, as its bundler aliases them: the real hooks, Link and
            // router. Only what the build generates (the site's config, routes, storage) is stubbed.
            ...readdirSync(clientExports)
              .filter((name) => name.endsWith('.js'))
              .map((name) => ({find: `@docusaurus/${name.slice(0, -3)}`, replacement: path.join(clientExports, name)})),
            {find: /^@generated\/(.*)$/, replacement: `${root}/tests/support/docusaurus/generated/$1`},
          ],
        },
        // Docusaurus's client code is JSX in .js files.
        esbuild: {include: /\.[jt]sx?$/, exclude: [], loader: 'tsx', jsx: 'automatic'},
        test: {
          name: 'dom',
          include: ['**/*.test.tsx'],
          exclude: [...configDefaults.exclude, 'build/**', 'build-*/**', '.docusaurus/**', '.reference/**'],
          environment: 'jsdom',
          setupFiles: ['tests/support/docusaurus/setup.ts'],
          // Run through Vite, not Node, so that the aliases above reach Docusaurus's own imports.
          server: {deps: {inline: [/@docusaurus\//]}},
        },
      },
    ],
  },
});
