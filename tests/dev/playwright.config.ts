/**
 * The writers' loop (`npm run test:dev`): `npm start` in a scratch copy of the site, and a
 * headless Chromium on its pages while the test edits the copy's files (writersLoop.spec.ts).
 */
import os from 'node:os';
import path from 'node:path';
import {defineConfig} from '@playwright/test';
import {chromiumFlags} from '../../scripts/lib/chromium';

const PORT = Number(process.env.E2E_PORT_BASE ?? 4173) + 5;
/** The scratch copy: one per port, so two checkouts can test at once. */
export const SCRATCH_DIR = path.join(os.tmpdir(), `gcm-dev-loop-${PORT}`);

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  workers: 1,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: [['list']],
  timeout: 300_000,
  use: {
    browserName: 'chromium',
    baseURL: `http://127.0.0.1:${PORT}`,
    launchOptions: {executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumFlags},
    viewport: {width: 1280, height: 800},
    trace: 'off',
  },
  webServer: {
    command: `npx tsx scripts/lib/scratchSite.ts ${SCRATCH_DIR} && cd ${SCRATCH_DIR} && exec npx docusaurus start --host 127.0.0.1 --port ${PORT} --no-open`,
    cwd: path.resolve(__dirname, '../..'),
    url: `http://127.0.0.1:${PORT}/docs/introduction`,
    reuseExistingServer: false,
    timeout: 180_000,
    env: {BROWSER: 'none'},
  },
});
