/** Where an image the build inlined as a `data:` URL is served, found by its bytes. */
import {createHash} from 'node:crypto';
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';

const IMAGE_FILE = /\.(?:svg|png|jpe?g|gif|webp|avif|ico)$/i;

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/**
 * Finds the site path of the image file with given bytes, for images the build inlined.
 * `dirs` are served at the site root: the build's output, or under `npm start` the static
 * directories. The files are read on the first call, so a page without an inlined image
 * costs nothing.
 */
export function imageFinder(dirs: string[]): (bytes: Buffer) => string | null {
  let byHash: Map<string, string> | undefined;
  const index = () => {
    const map = new Map<string, string>();
    for (const dir of dirs) {
      for (const file of readdirSync(dir, {recursive: true, encoding: 'utf8'}).filter((f) => IMAGE_FILE.test(f))) {
        const hash = sha256(readFileSync(path.join(dir, file)));
        if (!map.has(hash)) map.set(hash, `/${file.split(path.sep).join('/')}`);
      }
    }
    return map;
  };
  return (bytes) => (byHash ??= index()).get(sha256(bytes)) ?? null;
}
