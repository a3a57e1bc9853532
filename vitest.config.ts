import {defineConfig} from 'vitest/config';

export default defineConfig({
  test: {
    // Unit tests live beside the code they test (a feature's __tests__/ folder, or *.test.ts beside
    // the file); tests/project/ checks the repository as a whole (layout, imports, upgrade guards).
    include: ['plugins/**/*.test.ts', 'src/**/*.test.ts', 'tests/project/**/*.test.ts'],
    environment: 'node',
    // Every test that generates docs or runs a build does it in a scratch folder of its own
    // (mkdtemp), so test files run side by side, one per core.
    fileParallelism: true,
    maxWorkers: 2,
    minWorkers: 1,
    // A test that renders a whole description takes seconds on a loaded 2-core machine; a time limit is
    // not a performance figure (those come from `npm run bench`), so it only catches a test that hangs.
    testTimeout: 60_000,
    // A cleanup removes a build's scratch copy of the repository (tens of MB): as long as a test.
    hookTimeout: 60_000,
  },
});
