import {defineConfig} from 'vitest/config';

export default defineConfig({
  test: {
    // Unit tests live in tests/unit, or beside the code they test in plugins/ and src/.
    include: ['tests/unit/**/*.test.ts', 'plugins/**/*.test.ts', 'src/**/*.test.ts'],
    environment: 'node',
    // Some tests regenerate docs/api or run a build; files run one at a time so they never race.
    fileParallelism: false,
  },
});
