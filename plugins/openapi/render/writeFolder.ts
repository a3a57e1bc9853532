/**
 * Writing the generated files into a folder, shared by the generating thread (../generate.ts)
 * and the thread that prebuilds and writes a large reference's pages (prebuildWorker.cjs).
 */
import {mkdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';

/** Writes each file under `dir` (paths relative to it, `/`-separated), making the folders they need. */
export function writeFiles(dir: string, files: Iterable<[string, string]>): void {
  const made = new Set<string>();
  for (const [relative, content] of files) {
    const target = path.join(dir, relative);
    const folder = path.dirname(target);
    if (!made.has(folder)) {
      mkdirSync(folder, {recursive: true});
      made.add(folder);
    }
    writeFileSync(target, content);
  }
}
