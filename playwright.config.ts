import {defineConfig} from '@playwright/test';
import {chromiumFlags} from './scripts/lib/chromium';

/** Ports for the local servers the suite starts; E2E_PORT_BASE moves them all, so two checkouts can test at once. */
const PORT_BASE = Number(process.env.E2E_PORT_BASE ?? 4173);
export const PORTS = {
  production: PORT_BASE,
  variant: PORT_BASE + 1,
  wrongBase: PORT_BASE + 2,
  nginx: PORT_BASE + 3,
  workerd: PORT_BASE + 4,
  polymorphic: PORT_BASE + 5,
} as const;
/** The production servers the hosting specs run against: deploy/nginx, and workerd as Cloudflare Pages runs it. */
const HOSTING_SPECS = ['**/hosting.spec.ts', '**/agentSkill.spec.ts'];
/** The specs of the variant pickers, on the polymorphic fixture's reference. */
const POLYMORPHIC_SPECS = '**/variants.spec.ts';
/** The path the wrong-base server mounts the production build under. */
export const WRONG_BASE_PATH = '/portal/';

const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const serve = (dir: string, port: number, base = '/') => ({
  command: `npx tsx scripts/serve.ts --dir ${dir} --port ${port} --base ${base}`,
  url: `http://127.0.0.1:${port}${base}`,
  reuseExistingServer: !process.env.CI,
  timeout: 30_000,
});

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: [['list']],
  timeout: 30_000,
  expect: {timeout: 10_000},
  use: {
    browserName: 'chromium',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: [...chromiumFlags, '--disable-quic'],
    },
    colorScheme: 'light',
    trace: 'off',
  },
  projects: [
    {
      name: 'production',
      testIgnore: [
        '**/variant.spec.ts',
        '**/wrong-base.spec.ts',
        ...HOSTING_SPECS,
        '**/hostParity.spec.ts',
        '**/hostingPages.spec.ts',
        POLYMORPHIC_SPECS,
      ],
      use: {baseURL: `http://127.0.0.1:${PORTS.production}`},
    },
    {
      name: 'variant',
      testMatch: '**/variant.spec.ts',
      use: {baseURL: `http://127.0.0.1:${PORTS.variant}`},
    },
    {
      // The reference of a polymorphic description (tests/fixtures/openapi/polymorphic.yaml), built alone.
      name: 'polymorphic',
      testMatch: POLYMORPHIC_SPECS,
      use: {baseURL: `http://127.0.0.1:${PORTS.polymorphic}`},
    },
    {
      name: 'wrong-base',
      testMatch: '**/wrong-base.spec.ts',
      use: {baseURL: `http://127.0.0.1:${PORTS.wrongBase}`},
    },
    {
      name: 'nginx',
      // The browser's visit of every page under the CSP runs once, here (hostingPages.spec.ts).
      testMatch: [...HOSTING_SPECS, '**/hostingPages.spec.ts'],
      use: {baseURL: `http://127.0.0.1:${PORTS.nginx}`},
    },
    {
      name: 'workerd',
      // hostParity.spec.ts asks both servers, so it runs once, here.
      testMatch: [...HOSTING_SPECS, '**/hostParity.spec.ts'],
      use: {baseURL: `http://127.0.0.1:${PORTS.workerd}`},
    },
  ],
  webServer: [
    serve('build', PORTS.production),
    serve('build-e2e', PORTS.variant),
    serve('build', PORTS.wrongBase, WRONG_BASE_PATH),
    serve('build-polymorphic', PORTS.polymorphic),
    {
      command: `bash deploy/nginx/start.sh build ${PORTS.nginx}`,
      url: `http://127.0.0.1:${PORTS.nginx}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
    },
    {
      // Cloudflare Pages' asset server in workerd, from the build's _headers and _redirects.
      command: `npx tsx scripts/serve-edge.ts --dir build --port ${PORTS.workerd}`,
      url: `http://127.0.0.1:${PORTS.workerd}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
  ],
});
