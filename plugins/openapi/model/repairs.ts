/**
 * Lenient mode's one rule for the structure of a description: a value the OpenAPI types do
 * not allow is read as a renderer such as Redoc reads it, and the build goes on with a
 * warning at its place. Nothing here knows a particular mistake; each structural finding is
 * read by what kind of finding it is:
 *
 * - a value of the wrong type or outside its allowed values (`exclusiveMinimum: true` in a
 *   3.1 schema that readings.ts did not read, `in: body` in 3.0, `required: "yes"`) is ignored;
 * - a missing field that has an empty reading gets it (a response without `description`, a
 *   parameter with neither `schema` nor `content`, an `info` without `title`);
 * - an object that cannot be read without its missing field (a parameter without `name`, a
 *   security scheme without `type`) is left out, with its entry in the map or list around it;
 * - only a problem at the document's root has no reading, and stays an error.
 *
 * Mistakes that have a reading more precise than "ignored" (the other OpenAPI version's
 * forms, `required: true` on a property) are read first, by readings.ts.
 */
import {isObject, pointerSegments} from './json';

/** One structural finding of the linter, at the pointer of the node it is about. */
export interface StructFinding {
  pointer: string;
  message: string;
}

/** How a finding was read; `undefined` from repairStructure's callback means it has no reading. */
export interface Repair<F extends StructFinding = StructFinding> {
  finding: F;
  /** What the reference shows instead, for the warning: `ignored`, `read as ""`, … */
  reading: string;
}

/** The empty reading of a required field, by field name: what a renderer shows when it is absent. */
const EMPTY_READINGS: Record<string, () => unknown> = {
  description: () => '',
  title: () => '',
  version: () => '',
  info: () => ({title: '', version: ''}),
  paths: () => ({}),
  responses: () => ({}),
  content: () => ({}),
  scopes: () => ({}),
  flows: () => ({}),
  authorizationUrl: () => '',
  tokenUrl: () => '',
  schema: () => ({}),
};

const MISSING = /^The field `([^`]+)` must be present on this level\.$/;
const ONE_OF = /^Must contain at least one of the following fields: (.+)\.$/;

type Container = Record<string, unknown> | unknown[];

function parentOf(root: unknown, pointer: string): {parent: Container; key: string} | undefined {
  const segments = pointerSegments(pointer);
  if (segments.length === 0) return undefined;
  let node: unknown = root;
  for (const segment of segments.slice(0, -1)) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[segment];
  }
  if (node === null || typeof node !== 'object') return undefined;
  return {parent: node as Container, key: segments[segments.length - 1]};
}

function nodeAt(root: unknown, pointer: string): unknown {
  const at = parentOf(root, pointer);
  return at ? (at.parent as Record<string, unknown>)[at.key] : root;
}

/** The readings of `findings` in `root`, changed in place; a finding without one is returned apart. */
export function repairStructure<F extends StructFinding>(
  root: unknown,
  findings: readonly F[],
): {repairs: Repair<F>[]; unread: F[]} {
  const repairs: Repair<F>[] = [];
  const unread: F[] = [];
  // Entries are removed after every finding is read, so that one removal does not move another's place.
  const removals: {parent: Container; key: string}[] = [];
  const remove = (finding: F, pointer: string, reading: string) => {
    const at = parentOf(root, pointer);
    if (!at) return unread.push(finding);
    removals.push(at);
    repairs.push({finding, reading});
  };
  for (const finding of findings) {
    const missing = MISSING.exec(finding.message)?.[1];
    const oneOf = ONE_OF.exec(finding.message)?.[1]?.split(/,\s*/);
    const node = nodeAt(root, finding.pointer);
    const field = missing ?? oneOf?.find((name) => name in EMPTY_READINGS);
    if ((missing || oneOf) && field && field in EMPTY_READINGS && isObject(node)) {
      node[field] = EMPTY_READINGS[field]();
      repairs.push({finding, reading: `read as \`${field}: ${JSON.stringify(node[field])}\``});
    } else if (missing || oneOf) {
      remove(finding, finding.pointer, 'the object is left out');
    } else {
      remove(finding, finding.pointer, 'ignored');
    }
  }
  const indexes = new Map<unknown[], Set<number>>();
  for (const {parent, key} of removals) {
    if (!Array.isArray(parent)) delete parent[key];
    else if (Number.isInteger(Number(key))) indexes.set(parent, (indexes.get(parent) ?? new Set()).add(Number(key)));
  }
  // Array entries from the last, so the indexes of the others stay right.
  for (const [list, found] of indexes) for (const index of [...found].sort((a, b) => b - a)) list.splice(index, 1);
  return {repairs, unread};
}
