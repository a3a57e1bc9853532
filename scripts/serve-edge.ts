/**
 * Serves a built site in workerd, Cloudflare's runtime, through `wrangler pages dev`: the
 * build's `_headers` and `_redirects` applied exactly as Cloudflare Pages applies them, with
 * no account and no network (telemetry, update checks and the Request.cf download are off).
 *
 *   tsx scripts/serve-edge.ts [--dir build] [--port 8788] [--host 127.0.0.1]
 */
import {spawn} from 'node:child_process';
import {existsSync, mkdirSync, rmSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {edgeEnv, pagesDevArgs, withoutDroppedConnections} from './lib/edge';

const {values} = parseArgs({
  options: {
    dir: {type: 'string', default: 'build'},
    port: {type: 'string', default: process.env.PORT ?? '8788'},
    host: {type: 'string', default: '127.0.0.1'},
  },
});

const root = path.resolve(values.dir);
for (const file of ['index.html', '_headers', '_redirects']) {
  if (!existsSync(path.join(root, file))) {
    console.error(`serve:edge: ${path.join(root, file)} is missing. Run \`npm run build\` first.`);
    process.exit(1);
  }
}

// Pages dev keeps a state folder and writes its worker to .wrangler/tmp in the folder it runs
// in: both go to a temporary folder of this port, out of the checkout, emptied at each start
// (a test runner may stop the server with SIGKILL, before it can clean up).
const state = path.join(os.tmpdir(), `gcm-wrangler-${values.port}`);
rmSync(state, {recursive: true, force: true});
mkdirSync(state, {recursive: true});
const wrangler = spawn(
  process.execPath,
  [
    path.resolve('node_modules/wrangler/bin/wrangler.js'),
    ...pagesDevArgs({dir: root, host: values.host, port: values.port, state: path.join(state, 'state')}),
  ],
  {cwd: state, stdio: ['ignore', 'pipe', 'pipe'], env: {...process.env, ...edgeEnv}},
);
wrangler.stdout.pipe(process.stdout);
// workerd reports each request the browser drops (a navigation cancels its page's pending
// requests) as an error with a native stack; a dropped connection is not the site's error.
const dropped = withoutDroppedConnections();
wrangler.stderr.on('data', (chunk: Buffer) => process.stderr.write(dropped(chunk.toString())));
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => wrangler.kill(signal));
wrangler.on('exit', (code) => {
  rmSync(state, {recursive: true, force: true});
  process.exit(code ?? 1);
});
