/**
 * Runs the browser tests against the built sites. Builds whichever of the three
 * outputs is missing (production `build/`, test-fixture variant `build-e2e/`, and the
 * reference of tests/fixtures/openapi/polymorphic.yaml in `build-polymorphic/`), then
 * runs Playwright with Debian's Chromium; the servers it starts include nginx and workerd
 * (wrangler, from npm). Extra arguments go to Playwright.
 */
import {execFileSync} from 'node:child_process';
import {existsSync} from 'node:fs';
import {ensureBrowserPackages} from './ensure-browser-packages';

ensureBrowserPackages();

const run = (cmd: string, args: string[], env: Record<string, string> = {}) =>
  execFileSync(cmd, args, {stdio: 'inherit', env: {...process.env, ...env}});

// A build from before the host rules (plugins/hosting) has no _headers for workerd to serve.
if (!existsSync('build/index.html') || !existsSync('build/_headers')) run('npm', ['run', 'build']);
if (!existsSync('build-e2e/index.html')) run('npm', ['run', 'build:e2e']);
if (!existsSync('build-polymorphic/index.html')) run('npm', ['run', 'build:polymorphic']);

try {
  run('npx', ['playwright', 'test', ...process.argv.slice(2)]);
} catch {
  process.exit(1);
}
