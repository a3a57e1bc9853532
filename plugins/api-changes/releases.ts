/**
 * The published releases of the description (api/releases/X.Y.Z.json, one per release the
 * changelog has; which files they are is the spec model's `releaseFiles`), read with the one
 * loader, the spec model's `loadSpec`, and the classified changes of each release against the
 * one before it. The first release is compared with nothing: its changes are the operations it
 * introduced.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {buildModel, loadSpec, releaseFiles, RELEASES_DIR, type SpecModel} from '../openapi/model';
import {diffSurfaces, type ApiChange} from './diff';
import {surfaceOf, type Surface} from './surface';

export const CURRENT_SPEC = 'api/openapi.json';

export interface LoadedRelease {
  version: string;
  file: string;
  model: SpecModel;
  surface: Surface;
}

/** A change with where it is in the description it was found in. */
export interface LocatedChange extends ApiChange {
  file: string;
  line: number;
  col: number;
}

export interface ReleaseChanges {
  version: string;
  /** The release it is compared with; none for the first. */
  previous?: string;
  changes: LocatedChange[];
}

export interface ReadOptions {
  /**
   * `checked` (the default): `loadSpec`, with Redocly's validation and positions, for the checks
   * that report `file:line:col`. `trusted`: the same model built from the JSON without validating
   * it again, for the build, which shows no positions (the checks and the reference validate these files).
   */
  mode?: 'checked' | 'trusted';
  /** Checked mode: whether a `$ref` may point at another file (default true; `check:api` and `release` say false). */
  allowExternalRefs?: boolean;
  /** Checked mode: the description's text, when it is not yet the file's (a release about to be written). */
  text?: string;
}

export async function loadDescription(file: string, cwd: string, options: ReadOptions = {}): Promise<LoadedRelease> {
  let model: SpecModel | undefined;
  if (options.mode === 'trusted') {
    try {
      model = buildModel(file, JSON.parse(readFileSync(path.join(cwd, file), 'utf8')));
    } catch {
      // Not even JSON, or not a description: loadSpec says where, as file:line:col.
    }
  }
  model ??= await loadSpec(file, {cwd, allowExternalRefs: options.allowExternalRefs, text: options.text});
  // Positions name the file as given, relative to `cwd`, wherever the command runs.
  const relative = path.isAbsolute(file) ? file : file.split(path.sep).join('/');
  const locate = (pointer: string) => ({...model.locate(pointer), file: relative});
  return {
    version: String(model.info?.version ?? ''),
    file: relative,
    model: {...model, locate},
    surface: surfaceOf(model),
  };
}

export async function loadReleases(
  cwd: string,
  dir = RELEASES_DIR,
  options: ReadOptions = {},
): Promise<LoadedRelease[]> {
  const files = releaseFiles(cwd, dir);
  const loaded = await Promise.all(files.map(({file}) => loadDescription(file, cwd, options)));
  return loaded.map((release, i) => ({...release, version: files[i].version}));
}

/** The changes from `before` to `after`, each placed at its file:line:col. */
export function changesBetween(before: LoadedRelease, after: LoadedRelease): LocatedChange[] {
  return diffSurfaces(before.surface, after.surface).map((change) => {
    const from = change.side === 'before' ? before : after;
    const at = from.model.locate(change.pointer);
    return {...change, file: from.file, line: at.line, col: at.col};
  });
}

/** What the first release introduced: its operations. */
export function firstReleaseChanges(release: LoadedRelease): LocatedChange[] {
  const {openapi, info} = release.model.root;
  const empty = surfaceOf({
    ...release.model,
    operations: [],
    schemas: [],
    errorCatalogue: undefined,
    root: {openapi, info},
  });
  return changesBetween({...release, surface: empty}, release).filter((change) => change.rule === 'api-added');
}

/** Each release's changes, oldest first. */
export function releaseChanges(releases: LoadedRelease[]): ReleaseChanges[] {
  return releases.map((release, i) =>
    i === 0
      ? {version: release.version, changes: firstReleaseChanges(release)}
      : {
          version: release.version,
          previous: releases[i - 1].version,
          changes: changesBetween(releases[i - 1], release),
        },
  );
}
