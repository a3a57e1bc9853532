import {defineConfig} from 'vitest/config';

export default defineConfig({
  test: {
    // Unit tests live beside the code they test (a feature's __tests__/ folder, or *.test.ts beside
    // the file); tests/project/ checks the repository as a whole (layout, imports, upgrade guards).
    include: ['plugins/**/*.test.ts', 'src/**/*.test.ts', 'tests/project/**/*.test.ts'],
    environment: 'node',
    // Some tests regenerate docs/api or run a build; files run one at a time so they never race.
    fileParallelism: false,
    // A test that renders a whole description takes seconds on a loaded 2-core machine; a time limit is
    // not a performance figure (those come from `npm run bench`), so it only catches a test that hangs.
    testTimeout: 60_000,
  },
});
