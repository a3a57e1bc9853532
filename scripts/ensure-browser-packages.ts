/**
 * Makes sure the Debian packages the browser tests use are there: Chromium (test tools
 * cannot download their own browser on this network), nginx with its brotli module (the
 * production server config is tested for real; workerd, the other server, comes from npm
 * with wrangler) and the fonts screenshots are drawn with. As root it installs what is
 * missing; otherwise it says what to install.
 */
import {execFileSync} from 'node:child_process';
import {existsSync} from 'node:fs';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const REQUIRED = [
  {name: 'Chromium', path: chromiumPath, debianPackage: 'chromium'},
  {name: 'nginx', path: '/usr/sbin/nginx', debianPackage: 'nginx-light'},
  // The build's .br twins, served to clients that accept brotli (deploy/nginx).
  {
    name: "nginx's brotli module",
    path: '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so',
    debianPackage: 'libnginx-mod-http-brotli-static',
  },
  // The fonts the site's font stacks resolve to here, so that screenshots compared with the
  // committed baselines (tests/e2e/visual.spec.ts) are drawn with the same glyphs on every machine.
  {name: 'DejaVu Sans', path: '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf', debianPackage: 'fonts-dejavu-core'},
  {
    name: 'Liberation Mono',
    path: '/usr/share/fonts/truetype/liberation/LiberationMono-Regular.ttf',
    debianPackage: 'fonts-liberation',
  },
];

export function ensureBrowserPackages() {
  const missing = REQUIRED.filter((tool) => !existsSync(tool.path));
  if (missing.length === 0) return;
  const packages = missing.map((tool) => tool.debianPackage);
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(
      `${missing.map((tool) => `${tool.name} was not found at ${tool.path}.`).join('\n')}\n` +
        `Install with: sudo apt-get install -y ${packages.join(' ')}\n` +
        '(CHROMIUM_PATH may point at another Chromium or Chrome binary).',
    );
    process.exit(1);
  }
  console.log(`Installing Debian packages ${packages.join(', ')} (we are root)…`);
  const env = {...process.env, DEBIAN_FRONTEND: 'noninteractive'};
  execFileSync('apt-get', ['update', '-qq'], {stdio: 'inherit', env});
  execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...packages], {stdio: 'inherit', env});
  const stillMissing = REQUIRED.filter((tool) => !existsSync(tool.path));
  if (stillMissing.length > 0) {
    console.error(`apt-get finished but ${stillMissing.map((t) => t.path).join(', ')} is still missing.`);
    process.exit(1);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  ensureBrowserPackages();
  console.log(`browser packages: ${REQUIRED.map((tool) => tool.path).join(', ')}`);
}
