/**
 * Serves a built site the way production does: precompressed .br/.gz files when the
 * client accepts them, hashed assets cached for a year, HTML revalidated, and unknown
 * paths and the build's host files answered with 404.html and status 404, and the site's
 * redirects (plugins/hosting).
 *
 *   tsx scripts/serve.ts [--dir build] [--port 3000] [--host 127.0.0.1] [--base /]
 *
 * --base mounts the site under another path (used to prove the base-URL banner).
 */
import http from 'node:http';
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import sirv from 'sirv';
import {HOST_FILES, REDIRECTS} from '../plugins/hosting/rules';

const {values} = parseArgs({
  options: {
    dir: {type: 'string', default: 'build'},
    port: {type: 'string', default: process.env.PORT ?? '3000'},
    host: {type: 'string', default: '127.0.0.1'},
    base: {type: 'string', default: '/'},
  },
});

const root = path.resolve(values.dir);
if (!existsSync(path.join(root, 'index.html'))) {
  console.error(`serve: ${root} has no index.html. Run \`npm run build\` first.`);
  process.exit(1);
}
const base = values.base.endsWith('/') ? values.base : `${values.base}/`;
const notFoundPage = readFileSync(path.join(root, '404.html'));

const HASHED_ASSET = /^\/assets\//;

const serveStatic = sirv(root, {
  brotli: true,
  gzip: true,
  etag: true,
  extensions: ['html'],
  setHeaders(res, pathname) {
    res.setHeader(
      'Cache-Control',
      HASHED_ASSET.test(pathname) ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate',
    );
  },
  onNoMatch(_req, res) {
    res.writeHead(404, {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-cache',
    });
    res.end(notFoundPage);
  },
});

const hostFiles = new Set<string>(HOST_FILES.map((file) => `/${file}`));

const server = http.createServer((req, res) => {
  const url = req.url ?? '/';
  if (!url.startsWith(base) || hostFiles.has(`/${url.slice(base.length).split('?')[0]}`)) {
    res.writeHead(404, {'Content-Type': 'text/html; charset=utf-8'});
    res.end(notFoundPage);
    return;
  }
  req.url = `/${url.slice(base.length)}`;
  const [pathname, query] = req.url.split(/\?(.*)/s);
  const redirect = REDIRECTS.find(({from}) => from === pathname);
  if (redirect) {
    res.writeHead(301, {Location: `${base}${redirect.to.slice(1)}${query ? `?${query}` : ''}`});
    res.end();
    return;
  }
  serveStatic(req, res);
});

server.listen(Number(values.port), values.host, () => {
  console.log(`Serving ${path.relative(process.cwd(), root) || '.'} at http://${values.host}:${values.port}${base}`);
});
