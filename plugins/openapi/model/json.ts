/** JSON pointers and the HTTP methods of a Path Item: the vocabulary the model and the renderers share. */

/** The operation keys of a Path Item, in the order OpenAPI lists them (`query` is 3.2's). */
export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace', 'query'] as const;
/**
 * An operation's method: one of the Path Item's keys (lower case, as the description writes
 * them), or a name of 3.2's `additionalOperations` as written there (`LINK`, `PURGE`).
 */
export type HttpMethod = (typeof HTTP_METHODS)[number] | (string & {});

/** Whether a method is one of the Path Item's own keys (not one of 3.2's `additionalOperations`). */
export const isFixedMethod = (method: string): method is (typeof HTTP_METHODS)[number] =>
  (HTTP_METHODS as readonly string[]).includes(method);

/** The method as sent on the wire: a Path Item key upper-cased, an additional operation's name as written. */
export const wireMethod = (method: string): string => (isFixedMethod(method) ? method.toUpperCase() : method);

/** One operation of a Path Item: its method and its key path under the Path Item. */
export interface PathItemOperation {
  method: HttpMethod;
  /** `['get']`, or `['additionalOperations', 'LINK']`. */
  keys: string[];
  operation: Record<string, unknown>;
}

/** A Path Item's operations: its fixed keys in OpenAPI's order, then 3.2's `additionalOperations` as written. */
export function pathItemOperations(item: unknown): PathItemOperation[] {
  if (!isObject(item)) return [];
  const found: PathItemOperation[] = [];
  for (const method of HTTP_METHODS) {
    const operation = item[method];
    if (isObject(operation)) found.push({method, keys: [method], operation});
  }
  const additional = item.additionalOperations;
  for (const [method, operation] of Object.entries(isObject(additional) ? additional : {})) {
    if (isObject(operation)) found.push({method, keys: ['additionalOperations', method], operation});
  }
  return found;
}

/** The object kinds of a type: a record for unknown data, else its non-array object members. */
type ObjectOf<T> = unknown extends T ? Record<string, unknown> : Exclude<Extract<T, object>, readonly unknown[]>;

/** Whether a value is a JSON object (not null, not an array), narrowed to the object kinds of its type. */
export function isObject<T>(value: T): value is T & ObjectOf<T> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** `#/components/schemas/A~1B` for ['components', 'schemas', 'A/B'] (RFC 6901). */
export function toPointer(segments: readonly (string | number)[]): string {
  return `#${segments.map((s) => `/${String(s).replace(/~/g, '~0').replace(/\//g, '~1')}`).join('')}`;
}

/** The segments of a local JSON pointer (`#/a/b~1c` → ['a', 'b/c']). */
export function pointerSegments(pointer: string): string[] {
  const body = pointer.replace(/^#/, '');
  if (body === '') return [];
  return body
    .slice(1)
    .split('/')
    .map((part) => safeDecode(part).replace(/~1/g, '/').replace(/~0/g, '~'));
}

function safeDecode(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
}

/** The value a local pointer names in `root`, or undefined. */
export function getByPointer(root: unknown, pointer: string): unknown {
  let node = root;
  for (const key of pointerSegments(pointer)) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return node;
}

/** The last segment of a `$ref`: `#/components/schemas/Business` → `Business`. */
export function refName(ref: string): string {
  const segments = pointerSegments(ref.slice(ref.indexOf('#')));
  return segments[segments.length - 1] ?? ref;
}

/** Visits each `[key, value]` of `members` with its key pushed on `path` (a walker's current pointer). */
export function visitMembers(
  path: (string | number)[],
  members: Iterable<[string | number, unknown]>,
  visit: (value: unknown) => void,
): void {
  for (const [key, value] of members) {
    path.push(key);
    visit(value);
    path.pop();
  }
}
