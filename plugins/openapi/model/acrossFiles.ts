/**
 * A description written over several files (DigitalOcean's: an entry file whose paths and
 * schemas are `$ref`s to 1,800 others) is bundled into one document before pages are built,
 * so what the model reports about a page (a link that names nothing, an example that does
 * not fit) is at a pointer of that bundle, often under a component the bundler named. This
 * finds the file the writer wrote it in, and the place there: the bundler moves the other
 * files' nodes into the bundle as they are (the same objects), so each of those nodes is
 * indexed by identity (indexFiles), and a bundle pointer is placed at the deepest node on its
 * way that came from another file (placeAcross). Without it, such a problem was reported at the entry file's
 * `components:` line.
 */
import type {BaseResolver, Document, Source} from '@redocly/openapi-core';
import {getByPointer, pointerSegments, toPointer} from './json';
import {collectRefs, isLocalRef} from './refs';

/** The files other than the entry that a description's `$ref`s reach, transitively, as the linter's resolver read them. */
async function otherFiles(entry: Document, resolver: BaseResolver): Promise<Document[]> {
  const seen = new Set([entry.source.absoluteRef]);
  const found: Document[] = [];
  const queue = [entry];
  for (let document = queue.pop(); document !== undefined; document = queue.pop()) {
    for (const site of collectRefs(document.parsed)) {
      if (isLocalRef(site.ref)) continue;
      const absolute = resolver.resolveExternalRef(document.source.absoluteRef, site.ref.split('#')[0]);
      if (seen.has(absolute)) continue;
      seen.add(absolute);
      const read = await resolver.resolveDocument(document.source.absoluteRef, absolute).catch(() => undefined);
      if (read === undefined || read instanceof Error) continue;
      found.push(read);
      queue.push(read);
    }
  }
  return found;
}

interface NodePlace {
  source: Source;
  segments: string[];
}

/** Every object and array of `files`, by identity: which file holds it, and where. */
export function indexNodes(files: readonly Pick<Document, 'source' | 'parsed'>[]): WeakMap<object, NodePlace> {
  const index = new WeakMap<object, NodePlace>();
  for (const {source, parsed} of files) {
    const walk = (node: unknown, segments: string[]) => {
      if (node === null || typeof node !== 'object' || index.has(node)) return;
      index.set(node, {source, segments});
      for (const [key, child] of Object.entries(node)) walk(child, [...segments, key]);
    };
    walk(parsed, []);
  }
  return index;
}

/**
 * The other files of a description and their index, made before bundling (which rewrites the `$ref`s): each
 * node of the other files, and each object holding a `$ref` to another file, placed at the
 * node it names. The bundler copies what such a `$ref` names into the object that held it
 * (a path's operation, written in a file of its own), so the object stands for that node.
 */
export async function indexFiles(
  entry: Document,
  resolver: BaseResolver,
): Promise<{index: WeakMap<object, NodePlace>; others: Document[]}> {
  const others = await otherFiles(entry, resolver);
  const index = indexNodes(others);
  const byRef = new Map(others.map((document) => [document.source.absoluteRef, document]));
  for (const document of [entry, ...others]) {
    for (const site of collectRefs(document.parsed)) {
      if (isLocalRef(site.ref)) continue;
      const [file, fragment = ''] = site.ref.split('#');
      const target = byRef.get(resolver.resolveExternalRef(document.source.absoluteRef, file));
      const holder = getByPointer(document.parsed, site.pointer);
      if (target === undefined || holder === null || typeof holder !== 'object') continue;
      index.set(holder, {source: target.source, segments: pointerSegments(`#${fragment}`)});
    }
  }
  return {index, others};
}

/** A place in one of the files: its source, the pointer there, and whether the file holds all of the pointer. */
export interface FilePlace {
  source: Source;
  pointer: string;
  exact: boolean;
}

/**
 * Where `pointer` of the bundled document `root` is written, when the way to it passes a
 * node that came from another file; undefined when it does not (the entry file's own lookup
 * places it). Below that node, the pointer is followed in that file as far as it goes.
 */
export function placeAcross(root: unknown, index: WeakMap<object, NodePlace>, pointer: string): FilePlace | undefined {
  const segments = pointerSegments(pointer);
  let node = root;
  let deepest: (NodePlace & {depth: number}) | undefined;
  for (let depth = 0; node !== null && typeof node === 'object'; depth += 1) {
    const known = index.get(node);
    if (known) deepest = {...known, depth};
    if (depth === segments.length || !Object.hasOwn(node, segments[depth])) break;
    node = (node as Record<string, unknown>)[segments[depth]];
  }
  if (deepest === undefined) return undefined;
  const rest = segments.slice(deepest.depth);
  // Below the deepest object from the file, only a plain value of it (a description) is surely written there.
  const holder = getIn(root, segments.slice(0, deepest.depth)) as object;
  const exact = rest.length === 0 || (rest.length === 1 && Object.hasOwn(holder, rest[0]));
  return {source: deepest.source, pointer: toPointer(exact ? [...deepest.segments, ...rest] : deepest.segments), exact};
}

function getIn(root: unknown, segments: readonly string[]): unknown {
  let node = root;
  for (const segment of segments) node = (node as Record<string, unknown>)[segment];
  return node;
}
