/**
 * What a schema means, whatever page shows it: the JSON types it allows, whether null is
 * one of them, and `allOf` merged into one schema. Renderers ask these instead of reading
 * the keywords themselves.
 */
import {isObject} from './json';
import type {Resolve} from './refs';
import type {JsonValue, Schema, SchemaObject} from './openapi';

/** What schema semantics need of the model: its resolver and its named schemas. */
export interface SchemaLookup {
  resolve: Resolve;
  /** The component schemas, by their `#/components/schemas/…` pointer. */
  schemaByRef: ReadonlyMap<string, unknown>;
}

/** A schema with `allOf` merged in; `x-gcm-includes` lists the named schemas it took fields from. */
export interface MergedSchema extends SchemaObject {
  'x-gcm-includes'?: string[];
}

const jsonType = (value: JsonValue): string =>
  value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value === 'number' ? 'number' : typeof value;

/** The JSON types a schema allows, from `type` or, failing that, its keywords. */
export function schemaTypes(schema: Schema | undefined): string[] {
  if (!isObject(schema)) return [];
  if (Array.isArray(schema.type)) return schema.type.map(String);
  if (typeof schema.type === 'string') return [schema.type];
  if (schema.properties || isObject(schema.additionalProperties) || schema.patternProperties) return ['object'];
  if (schema.items || schema.prefixItems) return ['array'];
  if (schema.const !== undefined) return [jsonType(schema.const)];
  if (Array.isArray(schema.enum) && schema.enum.length > 0) return [...new Set(schema.enum.map(jsonType))];
  return [];
}

export function isNullable(schema: Schema | undefined): boolean {
  return (
    isObject(schema) &&
    (schema.nullable === true ||
      schemaTypes(schema).includes('null') ||
      (Array.isArray(schema.enum) && schema.enum.includes(null)))
  );
}

/** The `$ref` of a schema that is a reference. */
export function schemaRef(schema: Schema | undefined): string | undefined {
  return isObject(schema) && typeof schema.$ref === 'string' ? schema.$ref : undefined;
}

/**
 * The schema, resolved, with `allOf` merged into one: properties and `required` of every
 * part (the schema's own last), and any keyword the schema lacks taken from its parts. Named
 * parts are remembered in `x-gcm-includes`. Undefined for `true`, `false` and a missing schema.
 */
export function mergeAllOf(
  model: SchemaLookup,
  schemaOrRef: Schema | undefined,
  seen: ReadonlySet<string> = new Set(),
): MergedSchema | undefined {
  const resolved = model.resolve(schemaOrRef);
  if (!isObject(resolved)) return undefined;
  const schema: SchemaObject = resolved;
  if (!Array.isArray(schema.allOf)) return schema;
  const {allOf, ...own} = schema;
  const merged: MergedSchema = {...own};
  const properties: Record<string, Schema> = {};
  const required = new Set<string>();
  const includes: string[] = [];
  for (const part of allOf) {
    const ref = schemaRef(part);
    if (ref && seen.has(ref)) continue;
    if (ref && model.schemaByRef.has(ref)) includes.push(ref);
    const resolved = mergeAllOf(model, part, ref ? new Set([...seen, ref]) : seen);
    if (!resolved) continue;
    Object.assign(properties, resolved.properties ?? {});
    for (const name of resolved.required ?? []) required.add(String(name));
    for (const [key, value] of Object.entries(resolved)) {
      if (key === 'properties' || key === 'required' || key === 'title' || key === 'x-gcm-includes') continue;
      if (key === 'description' && own.description !== undefined) continue;
      if (merged[key] === undefined) merged[key] = value;
    }
  }
  merged.properties = {...properties, ...(own.properties ?? {})};
  if (Object.keys(merged.properties).length === 0) delete merged.properties;
  for (const name of own.required ?? []) required.add(String(name));
  if (required.size > 0) merged.required = [...required];
  if (includes.length > 0) merged['x-gcm-includes'] = includes;
  return merged;
}
