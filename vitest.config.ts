import {defineConfig} from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.ts'],
    environment: 'node',
    // Some tests regenerate docs/api or run a build; files run one at a time so they never race.
    fileParallelism: false,
  },
});
