/**
 * The lifecycle of each element of the current reference, from the releases' classified
 * changes: the release that added it (nothing for the first release: everything was new then),
 * the last release that changed it, and the release that deprecated it. An element is an
 * operation, a parameter, a field (`owner|path`, as ./surface.ts keys it) or one enum value of
 * a parameter or field, each named by the spec model's `elementKey`. The reference renders
 * these as badges (plugins/openapi/render/lifecycle.ts). Pure.
 */
import {elementKey, type ElementHistory, type LifecycleIndex} from '../openapi/model';
import type {ApiChange, Subject} from './diff';
import type {RuleName} from './rules';

const ADDS = new Set<RuleName>([
  'api-added',
  'new-optional-request-parameter',
  'new-required-request-parameter',
  'new-optional-request-property',
  'new-required-request-property',
  'response-property-added',
]);
const REMOVES = new Set<RuleName>([
  'api-removed',
  'request-parameter-removed',
  'request-property-removed',
  'response-property-removed',
]);
const DEPRECATES = new Set<RuleName>(['api-deprecated', 'request-parameter-deprecated', 'property-deprecated']);
const REACTIVATES = new Set<RuleName>(['api-reactivated', 'request-parameter-reactivated', 'property-reactivated']);
const VALUE_ADDED = /-enum-value-added$/;
const VALUE_REMOVED = /-enum-value-removed$/;

/** The element a subject names, without its enum value; none for what the reference shows no badge on. */
function keyOf(subject: Subject): string | undefined {
  switch (subject.kind) {
    case 'operation':
      return elementKey.operation(subject.operation);
    case 'parameter':
      return elementKey.parameter(subject.operation, subject.in, subject.name);
    case 'field':
      return elementKey.field(subject.owner, subject.path);
    default:
      return undefined;
  }
}

/** The operation whose own page a change is about: its parameters, body, responses or inline fields. */
function operationOf(subject: Subject): string | undefined {
  switch (subject.kind) {
    case 'operation':
    case 'parameter':
    case 'request-body':
    case 'response':
      return subject.operation;
    case 'field':
      // An inline body's owner is `METHOD /path` (request) or `METHOD /path status` (response).
      return /^[A-Z]+ \//.test(subject.owner) ? subject.owner.split(' ').slice(0, 2).join(' ') : undefined;
    default:
      return undefined;
  }
}

/**
 * The history of every element, from each release's changes (oldest first). The first
 * release has no `previous`: its changes are what it introduced, and introduce no badge.
 */
export function lifecycleIndex(
  releases: readonly {version: string; previous?: string; changes: readonly Pick<ApiChange, 'rule' | 'subject'>[]}[],
): LifecycleIndex {
  const index = new Map<string, ElementHistory>();
  const entry = (key: string) => {
    let found = index.get(key);
    if (!found) index.set(key, (found = {}));
    return found;
  };
  for (const release of releases) {
    if (release.previous === undefined) continue;
    const {version} = release;
    for (const {rule, subject} of release.changes) {
      const key = keyOf(subject);
      const operation = operationOf(subject);
      // A change inside an operation that existed before changes the operation.
      if (operation && subject.kind !== 'operation') entry(elementKey.operation(operation)).changed = version;
      if (!key) continue;
      const value = 'value' in subject ? subject.value : undefined;
      if (value !== undefined) {
        entry(key).changed = version;
        const valueKey = elementKey.enumValue(key, value);
        if (VALUE_ADDED.test(rule)) index.set(valueKey, {added: version});
        else if (VALUE_REMOVED.test(rule)) index.delete(valueKey);
        continue;
      }
      if (ADDS.has(rule)) index.set(key, {added: version});
      else if (REMOVES.has(rule)) index.delete(key);
      else if (DEPRECATES.has(rule)) entry(key).deprecated = version;
      else if (REACTIVATES.has(rule)) {
        const history = entry(key);
        delete history.deprecated;
        history.changed = version;
      } else entry(key).changed = version;
    }
  }
  return index;
}
