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
 * The most values an enum lists where its field is, on the page and in the twin (whose meanings
 * follow them); a longer one is counted there and listed on its schema's page.
 */
export const ENUM_INLINE_LIMIT = 12;

/**
 * What each value of an enum means, as the description says (`x-enum-descriptions` or
 * `x-enumDescriptions`: a map by value, or a list in the enum's order; go-swagger's notes read so
 * by goEnums.ts), as [value, meaning] pairs; none when it says nothing.
 */
export function enumMeanings(schema: MergedSchema): [string, string][] {
  const raw = schema['x-enum-descriptions'] ?? schema['x-enumDescriptions'];
  if (isObject(raw)) return Object.entries(raw).map(([value, text]) => [value, String(text)]);
  if (Array.isArray(raw) && Array.isArray(schema.enum)) {
    return schema.enum.map((value, i: number) => [String(value), String(raw[i] ?? '')] as [string, string]);
  }
  return [];
}

/**
 * The `$ref` of the named schema a schema shows: its own; the one a union with null is
 * (`anyOf: [{$ref}, {type: 'null'}]`); or the one an `allOf` wraps and adds no fields to
 * (`{allOf: [{$ref}], description}`, how OpenAPI 3.0 gives a `$ref` a description of its own).
 * The page and the Markdown twin link that schema.
 */
export function shownRef(model: SchemaLookup, schemaOrRef: Schema | undefined): string | undefined {
  const own = schemaRef(schemaOrRef);
  if (own || !isObject(schemaOrRef)) return own;
  const member = nullableUnionMember(model, schemaOrRef);
  if (member !== undefined) return shownRef(model, member);
  if (!Array.isArray(schemaOrRef.allOf) || schemaOrRef.allOf.length !== 1) return undefined;
  const {properties, additionalProperties, patternProperties, items, oneOf, anyOf} = schemaOrRef;
  const added = [properties, additionalProperties, patternProperties, items, oneOf, anyOf];
  return added.every((keyword) => keyword === undefined) ? schemaRef(schemaOrRef.allOf[0]) : undefined;
}

/**
 * The objects a schema is made of: the one it is (its `$ref`s followed), first, then the parts
 * of its `allOf`, and theirs, each once. They are what recursion is spotted by: a schema one
 * of whose parts is being shown around it contains itself, whether it got there by a `$ref` to
 * a component, a `$ref` into another schema (`#/components/schemas/A/properties/b`, `$defs`) or
 * an object that is its own descendant (a YAML alias). A union of one shape and null is made
 * of that shape. Empty for `true`, `false` and nothing.
 */
export function schemaParts(model: SchemaLookup, schemaOrRef: Schema | undefined): SchemaObject[] {
  const parts: SchemaObject[] = [];
  const seen = new Set<SchemaObject>();
  const pending: (Schema | undefined)[] = [schemaOrRef];
  while (pending.length > 0) {
    const schema = model.resolve(pending.pop());
    if (!isObject(schema) || seen.has(schema)) continue;
    seen.add(schema);
    parts.push(schema);
    if (Array.isArray(schema.allOf)) pending.push(...[...schema.allOf].reverse());
    // A union of one shape and null is made of that shape (mergeAllOf reads it so).
    const member = nullableUnionMember(model, schema);
    if (member !== undefined) pending.push(member);
  }
  return parts;
}

/** Whether a schema allows null and nothing else (`type: 'null'`, `enum: [null]`, `const: null`). */
function onlyNull(model: SchemaLookup, schemaOrRef: Schema | undefined): boolean {
  const types = schemaTypes(model.resolve(schemaOrRef));
  return types.length > 0 && types.every((type) => type === 'null');
}

/**
 * The one shape of a union of it and null, `anyOf: [X, {type: 'null'}]` (how pydantic and
 * FastAPI write every optional field, and 3.1 a nullable `$ref`): X. Undefined for any other schema.
 */
export function nullableUnionMember(model: SchemaLookup, schema: SchemaObject): Schema | undefined {
  const variants = schema.anyOf ?? schema.oneOf;
  if (!Array.isArray(variants) || variants.length !== 2 || (schema.anyOf && schema.oneOf)) return undefined;
  if (schema.properties || schema.discriminator) return undefined;
  const nulls = variants.filter((variant) => onlyNull(model, variant));
  return nulls.length === 1 ? variants.find((variant) => !onlyNull(model, variant)) : undefined;
}

/**
 * The schema, resolved, with `allOf` merged into one: properties and `required` of every
 * part (the schema's own last), and any keyword the schema lacks taken from its parts. Named
 * parts are remembered in `x-gcm-includes`. A part met again inside itself (`A: allOf: [A]`,
 * by `$ref` or by being its own descendant) is left out. A union of one shape and null
 * (`nullableUnionMember`) is that shape, merged the same way, and nullable. Undefined for
 * `true`, `false` and a missing schema.
 */
export function mergeAllOf(
  model: SchemaLookup,
  schemaOrRef: Schema | undefined,
  seen: ReadonlySet<object> = new Set(),
): MergedSchema | undefined {
  const resolved = model.resolve(schemaOrRef);
  if (!isObject(resolved)) return undefined;
  const schema: SchemaObject = resolved;
  const member = nullableUnionMember(model, schema);
  if (member !== undefined) {
    const rest: SchemaObject = {...schema};
    delete rest.anyOf;
    delete rest.oneOf;
    const shape = mergeAllOf(model, {...rest, allOf: [...(rest.allOf ?? []), member]}, new Set([...seen, schema]));
    return shape && {...shape, nullable: true};
  }
  if (!Array.isArray(schema.allOf)) return schema;
  const inside = new Set([...seen, schema]);
  const {allOf, ...own} = schema;
  const merged: MergedSchema = {...own};
  const properties: Record<string, Schema> = {};
  const required = new Set<string>();
  const includes: string[] = [];
  for (const part of allOf) {
    const target = model.resolve(part);
    if (!isObject(target) || inside.has(target)) continue;
    const ref = schemaRef(part);
    if (ref && model.schemaByRef.has(ref)) includes.push(ref);
    const resolved = mergeAllOf(model, part, inside);
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
