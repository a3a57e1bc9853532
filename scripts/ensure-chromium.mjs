#!/usr/bin/env node
/**
 * Makes sure Debian's Chromium is there for the browser tests. Test tools cannot
 * download their own browser on this network, so we use the distribution's.
 * As root it installs the `chromium` package; otherwise it says what to install.
 */
import {execFileSync} from 'node:child_process';
import {existsSync} from 'node:fs';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function ensureChromium() {
  if (existsSync(chromiumPath)) return chromiumPath;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(
      `Chromium was not found at ${chromiumPath}.\n` +
        'Install it with: sudo apt-get install -y chromium\n' +
        '(or set CHROMIUM_PATH to a Chromium or Chrome binary).',
    );
    process.exit(1);
  }
  console.log('Chromium is missing: installing Debian package "chromium" (we are root)…');
  execFileSync('apt-get', ['update', '-qq'], {stdio: 'inherit'});
  execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'chromium'], {
    stdio: 'inherit',
    env: {...process.env, DEBIAN_FRONTEND: 'noninteractive'},
  });
  if (!existsSync(chromiumPath)) {
    console.error(`apt-get finished but ${chromiumPath} is still missing.`);
    process.exit(1);
  }
  return chromiumPath;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(`chromium: ${ensureChromium()}`);
}
