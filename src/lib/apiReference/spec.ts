/** Minimal OpenAPI 3 types and local `$ref` resolution for the reference generator. */

/* eslint-disable @typescript-eslint/no-explicit-any -- OpenAPI documents are open-ended JSON */
export type Json = any;

export interface OpenApiDocument {
  openapi: string;
  info: Json;
  servers?: {url: string; description?: string}[];
  tags?: {name: string; description?: string}[];
  paths: Record<string, Record<string, Json>>;
  components?: Record<string, Record<string, Json>>;
  security?: Record<string, string[]>[];
}

export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

/** The component name a `$ref` points at (`#/components/schemas/Business` → `Business`). */
export function refName(ref: string): string {
  return decodeURIComponent(ref.split('/').pop() ?? '')
    .replace(/~1/g, '/')
    .replace(/~0/g, '~');
}

/** Follows a chain of local `$ref`s to the object they name. */
export function resolve<T = Json>(spec: OpenApiDocument, value: Json): T {
  let current = value;
  const seen = new Set<string>();
  while (current && typeof current === 'object' && typeof current.$ref === 'string') {
    const ref: string = current.$ref;
    if (seen.has(ref)) throw new Error(`Circular $ref ${ref}`);
    seen.add(ref);
    if (!ref.startsWith('#/')) throw new Error(`Only local $refs are supported, got ${ref}`);
    current = ref
      .slice(2)
      .split('/')
      .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
      .reduce((node: Json, key) => (node == null ? undefined : node[key]), spec);
    if (current === undefined) throw new Error(`Unresolved $ref ${ref}`);
  }
  return current as T;
}

export interface OperationEntry {
  method: string;
  path: string;
  operation: Json;
}

export function listOperations(spec: OpenApiDocument): OperationEntry[] {
  const entries: OperationEntry[] = [];
  for (const [path, item] of Object.entries(spec.paths ?? {})) {
    for (const method of HTTP_METHODS) {
      if (item[method]) entries.push({method, path, operation: item[method]});
    }
  }
  return entries;
}

/** Path-level and operation-level parameters, resolved, the operation's winning on clashes. */
export function operationParameters(spec: OpenApiDocument, entry: OperationEntry): Json[] {
  const byKey = new Map<string, Json>();
  const pathLevel = spec.paths[entry.path]?.parameters ?? [];
  for (const raw of [...pathLevel, ...(entry.operation.parameters ?? [])]) {
    const parameter = resolve(spec, raw);
    byKey.set(`${parameter.in}:${String(parameter.name).toLowerCase()}`, parameter);
  }
  return [...byKey.values()];
}

/** The first example a media type or parameter offers, if any. */
export function firstExample(spec: OpenApiDocument, holder: Json): {found: boolean; value?: Json} {
  if (!holder) return {found: false};
  if (holder.example !== undefined) return {found: true, value: holder.example};
  const examples = holder.examples && Object.values(holder.examples);
  if (examples && examples.length > 0) {
    const example = resolve(spec, examples[0]);
    if (example && example.value !== undefined) return {found: true, value: example.value};
  }
  return {found: false};
}
