/**
 * Loads an API description into the spec model: read, parse, validate, model. A build
 * reads its description once: the reference plugin and the guides' directives
 * (plugins/api-facts) both ask `sharedSpec`, which keeps the model of each version of
 * the file (under `npm start`, a saved change is a new version and is read again).
 */
import {statSync} from 'node:fs';
import path from 'node:path';
import {parseDescription, readDescription} from './parse';
import {validateDescription, type ValidateOptions} from './validate';
import {buildModel, type SpecModel} from './model';
import {shownPath} from '../../shared/problems';

export interface LoadOptions extends Partial<ValidateOptions> {
  /** The directory paths are resolved and shown against (default: the working directory). */
  cwd?: string;
  /**
   * The description's text, read instead of the file: a description computed before it is
   * written (`npm run release` checks the release it is about to write), shown as `specPath`.
   */
  text?: string;
}

let loads = 0;

/** How many times a description has been read and modelled in this process (the tests count a build's). */
export function specLoadCount(): number {
  return loads;
}

/** The model of the description at `specPath`; throws ProblemError with `file:line:col` problems. */
export async function loadSpec(specPath: string, options: LoadOptions = {}): Promise<SpecModel> {
  loads += 1;
  const cwd = options.cwd ?? process.cwd();
  const absolute = path.resolve(cwd, specPath);
  const file = shownPath(absolute);
  const parsed =
    options.text === undefined ? readDescription(file, absolute) : parseDescription(file, absolute, options.text);
  const {root, warnings, locate, otherFiles} = await validateDescription(parsed, {
    allowExternalRefs: options.allowExternalRefs ?? true,
    mode: options.mode ?? 'strict',
  });
  const model = buildModel(file, root, warnings, locate, options.mode ?? 'strict');
  return {...model, files: [absolute, ...otherFiles]};
}

/** Which description a build reads, and how: the one setting every reader of it shares. */
export interface SpecSource {
  /** The description, relative to `cwd`. */
  specPath: string;
  /** Whether `$ref`s may point at other files (they are then bundled in). */
  allowExternalRefs: boolean;
  /** How mistakes with one reading are taken (ValidateOptions); default `strict`, as for the site's own description. */
  mode?: ValidateOptions['mode'];
  cwd?: string;
}

const shared = new Map<string, Promise<SpecModel>>();
/** The files each description was last read from (SpecModel.files), by its own file: their versions are its version. */
const filesRead = new Map<string, string[]>();

/** A file's version as a build or the dev server sees it: its time and size (`missing` while it cannot be read). */
export function fileVersion(file: string): string {
  try {
    const {mtimeMs, size} = statSync(file);
    return `${mtimeMs}:${size}`;
  } catch {
    // loadSpec reports a missing or unreadable file at its place.
    return 'missing';
  }
}

/**
 * The files `source` was last read from (SpecModel.files: its own and each file its `$ref`s
 * name), or its own file alone before it has been read.
 */
export function specFiles(source: SpecSource): string[] {
  const absolute = path.resolve(source.cwd ?? process.cwd(), source.specPath);
  return filesRead.get(absolute) ?? [absolute];
}

/**
 * The model of `source` as it is on disk now, read once however many plugins ask for it: read
 * again when its file, or any file its `$ref`s named when it was last read, has changed.
 */
export function sharedSpec(source: SpecSource): Promise<SpecModel> {
  const cwd = source.cwd ?? process.cwd();
  const absolute = path.resolve(cwd, source.specPath);
  const keyOf = (files: string[]) =>
    [absolute, source.allowExternalRefs, source.mode ?? 'strict', ...files.map(fileVersion)].join('\0');
  const key = keyOf(specFiles(source));
  let model = shared.get(key);
  if (!model) {
    // Only the current version of each description is kept.
    for (const other of [...shared.keys()]) if (other.startsWith(`${absolute}\0`)) shared.delete(other);
    const started = fileVersion(absolute);
    const loading = loadSpec(source.specPath, {cwd, allowExternalRefs: source.allowExternalRefs, mode: source.mode});
    shared.set(key, loading);
    // Once its files are known, the next call finds this read by their versions; not when its own
    // file was saved again while it was read (that save must be read, not given this read).
    loading
      .then(({files}) => {
        const all = files.map((file) => path.resolve(cwd, file));
        filesRead.set(absolute, all);
        if (fileVersion(absolute) === started) shared.set(keyOf(all), loading);
      })
      .catch(() => undefined);
    model = loading;
  }
  return model;
}

const lastGood = new Map<string, SpecModel>();

/**
 * Under `npm start`, the model of the last version of `source` that could be read: a save that
 * breaks the description leaves the pages that quote it (the guides' numbers) as they were,
 * while the reference plugin reports the problem in the terminal and the open page. A build,
 * or a server whose description never read, gets the problem thrown as sharedSpec throws it.
 */
export async function servedSpec(source: SpecSource): Promise<SpecModel> {
  const key = path.resolve(source.cwd ?? process.cwd(), source.specPath);
  try {
    const model = await sharedSpec(source);
    lastGood.set(key, model);
    return model;
  } catch (error) {
    const previous = lastGood.get(key);
    if (process.env.NODE_ENV !== 'development' || !previous) throw error;
    return previous;
  }
}
