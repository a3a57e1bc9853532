/**
 * `$ref`s in a parsed description: where each one is, which ones leave the file, and which
 * ones only point at each other in a loop (a loop with no content, which Redocly's
 * resolver cannot follow and no renderer could show).
 */
import {getByPointer, isObject, toPointer} from './json';
import type {OrRef} from './openapi';

export interface RefSite {
  /** The `$ref` value. */
  ref: string;
  /** Where the object holding the `$ref` is (a local JSON pointer). */
  pointer: string;
}

/** Keys whose values are literal data, never structure: a `$ref` in them is data. */
const DATA_KEYS = new Set(['example', 'default', 'enum', 'const']);
/** Keys whose values are maps from names to objects (a name there is never a keyword). */
const NAME_MAPS = new Set([
  'paths',
  'webhooks',
  'callbacks',
  'schemas',
  'responses',
  'parameters',
  'examples',
  'requestBodies',
  'headers',
  'securitySchemes',
  'links',
  'pathItems',
  'content',
  'encoding',
  'properties',
  'patternProperties',
  '$defs',
  'definitions',
  'dependentSchemas',
  'mapping',
  'variables',
  'scopes',
]);

/** Every `$ref` in the description's structure (not in examples, defaults or extensions but `x-topics`). */
export function collectRefs(root: unknown): RefSite[] {
  const found: RefSite[] = [];
  const path: (string | number)[] = [];
  const walk = (node: unknown, keysAreNames: boolean) => {
    if (Array.isArray(node)) {
      node.forEach((item, index) => {
        path.push(index);
        walk(item, false);
        path.pop();
      });
      return;
    }
    if (!isObject(node)) return;
    if (!keysAreNames && typeof node.$ref === 'string') found.push({ref: node.$ref, pointer: toPointer(path)});
    const grandparentKey = path.length >= 2 ? path[path.length - 2] : undefined;
    for (const [key, value] of Object.entries(node)) {
      if (!keysAreNames) {
        if (key === '$ref' || DATA_KEYS.has(key) || key.startsWith('x-')) continue;
        if (key === 'examples' && Array.isArray(value)) continue;
        // The `value` of an Example Object is data, unless it is only a `$ref` (to a file of it: redoclyTypes.ts).
        if (key === 'value' && grandparentKey === 'examples') {
          if (isObject(value) && typeof value.$ref === 'string' && Object.keys(value).length === 1)
            found.push({ref: value.$ref, pointer: toPointer([...path, key])});
          continue;
        }
        if (key === 'description' || key === 'summary') continue;
      }
      path.push(key);
      walk(value, !keysAreNames && NAME_MAPS.has(key) && isObject(value));
      path.pop();
    }
  };
  walk(root, false);
  return [...found, ...topicRefs(root)];
}

/** The fields of a Bump topic (`x-topics`), each text or a `$ref` to a file of it (redoclyTypes.ts). */
const TOPIC_FIELDS = ['title', 'content', 'example'];

/** The `$ref`s of `x-topics`, the one extension whose `$ref`s are read. */
function topicRefs(root: unknown): RefSite[] {
  const topics = isObject(root) ? root['x-topics'] : undefined;
  if (!Array.isArray(topics)) return [];
  return topics.flatMap((topic, index) =>
    TOPIC_FIELDS.flatMap((field) => {
      const value = isObject(topic) ? topic[field] : undefined;
      return isObject(value) && typeof value.$ref === 'string'
        ? [{ref: value.$ref, pointer: toPointer(['x-topics', index, field])}]
        : [];
    }),
  );
}

export const isLocalRef = (ref: string): boolean => ref.startsWith('#');

export interface RefLoop {
  site: RefSite;
  /** The refs of the loop, in order, ending where it started. */
  chain: string[];
}

/**
 * `$ref`s whose target is itself only a `$ref`, and so on back to the start: `A → B → A`
 * or `A → A`. Each loop is reported once, at the site of its first member in document order.
 */
export function findRefLoops(root: unknown, sites: RefSite[]): RefLoop[] {
  const loops: RefLoop[] = [];
  const reported = new Set<string>();
  for (const site of sites) {
    if (!isLocalRef(site.ref) || reported.has(site.pointer)) continue;
    const chain = [site.ref];
    let target = getByPointer(root, site.ref);
    while (isObject(target) && typeof target.$ref === 'string' && isLocalRef(target.$ref)) {
      const next: string = target.$ref;
      if (chain.includes(next)) {
        const start = chain.indexOf(next);
        const loop = [...chain.slice(start), next];
        // The loop's members are the objects at these pointers; report it once.
        const members = loop.slice(0, -1);
        if (members.some((ref) => reported.has(ref))) break;
        members.forEach((ref) => reported.add(ref));
        const first = sites.find((s) => members.includes(s.pointer)) ?? site;
        loops.push({site: first, chain: loop});
        break;
      }
      chain.push(next);
      target = getByPointer(root, next);
    }
  }
  return loops;
}

/**
 * Follows local `$ref`s to the object they name (the value itself when it is not a
 * reference). Validation has checked that a reference names an object of the kind its place
 * expects (a parameter for a parameter, …), so the result has the type asked for.
 */
export type Resolve = <T>(value: OrRef<T> | undefined) => T | undefined;

export function createResolver(root: unknown): Resolve {
  return <T>(value: OrRef<T> | undefined) => {
    let current: unknown = value;
    for (let hops = 0; isObject(current) && typeof current.$ref === 'string' && hops < 64; hops += 1) {
      if (!isLocalRef(current.$ref)) return current as T;
      current = getByPointer(root, current.$ref);
    }
    return current as T | undefined;
  };
}
