/**
 * How the corpora keep their descriptions (tests/corpus, ../shared/specs, the fixtures): a
 * JSON or YAML file; the same gzipped when large (`spec3.yaml.gz`, unzipping byte for byte to
 * the published `spec3.yaml`); or a folder keeping its owner's layout of a description split
 * over many files, with a `corpus-entry` file naming its entry. `npm run test:corpus` and
 * `npm run bench -- --corpus` read them through here.
 */
import {existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {gunzipSync} from 'node:zlib';

/**
 * The file in a folder of the corpus that names the entry file of the description split over
 * the folder's files (one line, a path relative to the folder): the folder keeps the owner's
 * layout, so its own names cannot say which file is the entry.
 */
export const CORPUS_ENTRY = 'corpus-entry';

/**
 * The descriptions directly in `dir`, sorted: JSON or YAML files, the same gzipped
 * (`.json.gz`: see readableDescription), and, for each folder with a `corpus-entry` file, the
 * entry file it names.
 */
export function descriptionsIn(dir: string): string[] {
  return readdirSync(dir, {withFileTypes: true})
    .flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        const marker = path.join(full, CORPUS_ENTRY);
        return existsSync(marker) ? [path.join(full, readFileSync(marker, 'utf8').trim())] : [];
      }
      return /\.(json|ya?ml)(\.gz)?$/i.test(entry.name) ? [full] : [];
    })
    .sort();
}

/** How the corpus names a description: its file name, under its folder's name when it is a folder's entry. */
export function corpusName(spec: string): string {
  for (let dir = path.dirname(spec); dir !== path.dirname(dir); dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, CORPUS_ENTRY))) return `${path.basename(dir)}/${path.relative(dir, spec)}`;
  }
  return path.basename(spec);
}

/**
 * A description as a file build:reference reads: a gzipped one is unzipped into a scratch
 * folder under its own name (`spec3.yaml.gz` → `spec3.yaml`, so that messages name it), which
 * `cleanup` removes; any other is read where it is.
 */
export function readableDescription(spec: string): {file: string; cleanup: () => void} {
  if (!/\.gz$/i.test(spec)) return {file: spec, cleanup: () => undefined};
  const dir = mkdtempSync(path.join(os.tmpdir(), 'corpus-gz-'));
  const file = path.join(dir, path.basename(spec).replace(/\.gz$/i, ''));
  writeFileSync(file, gunzipSync(readFileSync(spec)));
  return {file, cleanup: () => rmSync(dir, {recursive: true, force: true})};
}
