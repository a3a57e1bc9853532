/**
 * Writes brotli (.br) and gzip (.gz) twins of every text file of a build, so servers
 * (scripts/serve.ts, nginx gzip_static) send compressed bytes without compressing on
 * each request. The last post-build step (plugins/site-outputs), once every file is written.
 */
import {readdir, readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {promisify} from 'node:util';
import zlib from 'node:zlib';
import {HOST_FILES} from '../hosting/rules';

const COMPRESSIBLE = /\.(?:html|js|css|svg|json|xml|atom|txt|md|map|ico|webmanifest|yaml)$/;
const MIN_BYTES = 256;
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

async function* walk(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, {withFileTypes: true})) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else yield full;
  }
}

/** Compresses every text file under `dir` but the host files at its root (no host serves them, nor their twins); returns how many. */
export async function precompress(dir: string): Promise<number> {
  const hostFiles = new Set<string>(HOST_FILES.map((file) => path.join(dir, file)));
  async function* served() {
    for await (const file of walk(dir)) if (!hostFiles.has(file)) yield file;
  }
  return precompressFiles(served());
}

/** Compresses those of `files` that are text files (the benchmark compresses only what one page loads). */
export async function precompressFiles(files: Iterable<string> | AsyncIterable<string>): Promise<number> {
  let count = 0;
  for await (const file of files) {
    if (!COMPRESSIBLE.test(file)) continue;
    const content = await readFile(file);
    if (content.length < MIN_BYTES) continue;
    const [br, gz] = await Promise.all([
      brotli(content, {
        params: {[zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length},
      }),
      gzip(content, {level: 9}),
    ]);
    await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
    count += 1;
  }
  return count;
}
