/** Example values: the ones the description gives, else one built from the schema. */
import {isObject} from './json';
import type {ExampleObject, JsonValue, MediaTypeObject, OrRef, Schema} from './openapi';
import {mergeAllOf, schemaRef, schemaTypes, type SchemaLookup} from './schema';

const PLACEHOLDER_BY_TYPE: Record<string, JsonValue> = {
  string: 'string',
  integer: 0,
  number: 0,
  boolean: true,
  null: null,
};
const STRING_BY_FORMAT: Record<string, string> = {
  'date-time': '2024-01-01T00:00:00Z',
  date: '2024-01-01',
  time: '00:00:00Z',
  email: 'user@example.com',
  uri: 'https://example.com',
  url: 'https://example.com',
  uuid: '00000000-0000-4000-8000-000000000000',
  ipv4: '192.0.2.1',
  ipv6: '2001:db8::1',
  hostname: 'example.com',
  binary: '<binary>',
  byte: 'U3dhZ2dlcg==',
};
const MAX_EXAMPLE_DEPTH = 6;
/** Named schemas an example nests at most; deeper optional ones are left out. */
const MAX_EXAMPLE_NESTING = 2;
/** Values one built example holds at most, so an example stays readable and pages stay small. */
const EXAMPLE_BUDGET = 50;

/**
 * An example value for a schema, from its own examples, defaults and enums, or its fields.
 * A built example stays small: optional fields that are named schemas nested deeper than
 * MAX_EXAMPLE_NESTING are left out, and once EXAMPLE_BUDGET values are in, the rest are too.
 */
export function schemaExample(
  model: SchemaLookup,
  schemaOrRef: Schema | undefined,
  depth = 0,
  seen: ReadonlySet<string> = new Set(),
  budget = {left: EXAMPLE_BUDGET},
): JsonValue {
  if (schemaOrRef === undefined || schemaOrRef === null || depth > MAX_EXAMPLE_DEPTH || budget.left <= 0) {
    return undefined;
  }
  const ref = schemaRef(schemaOrRef);
  if (ref && seen.has(ref)) return undefined;
  const nextSeen = ref ? new Set([...seen, ref]) : seen;
  budget.left -= 1;
  const schema = mergeAllOf(model, schemaOrRef, nextSeen);
  if (!schema) return undefined;
  if (schema.example !== undefined) return schema.example;
  if (Array.isArray(schema.examples) && schema.examples.length > 0) return schema.examples[0];
  if (schema.const !== undefined) return schema.const;
  if (schema.default !== undefined) return schema.default;
  if (Array.isArray(schema.enum) && schema.enum.length > 0) return schema.enum.find((v) => v !== null) ?? null;
  const variants = schema.oneOf ?? schema.anyOf;
  const types = schemaTypes(schema).filter((t) => t !== 'null');
  if (Array.isArray(variants) && variants.length > 0 && !schema.properties) {
    return schemaExample(model, variants[0], depth + 1, nextSeen, budget);
  }
  if (types.includes('array') && !schema.properties) {
    const item = schemaExample(model, schema.items, depth + 1, nextSeen, budget);
    return item === undefined ? [] : [item];
  }
  if (types.includes('object') || schema.properties) {
    const result: Record<string, JsonValue> = {};
    const required = new Set<string>((schema.required ?? []).map(String));
    const nesting = [...nextSeen].filter((r) => model.schemaByRef.has(r)).length;
    for (const [name, property] of Object.entries(schema.properties ?? {})) {
      const items = isObject(property) ? property.items : undefined;
      const named = model.schemaByRef.has(schemaRef(property) ?? schemaRef(items) ?? '');
      if (named && nesting >= MAX_EXAMPLE_NESTING && !required.has(name)) continue;
      const value = schemaExample(model, property, depth + 1, nextSeen, budget);
      if (value !== undefined) result[name] = value;
    }
    if (Array.isArray(variants) && variants.length > 0) {
      const first = schemaExample(model, variants[0], depth + 1, nextSeen, budget);
      if (isObject(first)) Object.assign(result, first);
    }
    return result;
  }
  const type = types[0];
  if (type === 'string' && typeof schema.format === 'string' && STRING_BY_FORMAT[schema.format]) {
    return STRING_BY_FORMAT[schema.format];
  }
  return type === undefined ? undefined : PLACEHOLDER_BY_TYPE[type];
}

export interface MediaExample {
  title: string;
  value: JsonValue;
}

/** The examples of a media type (named ones, the single one, or one built from the schema). */
export function mediaExamples(model: SchemaLookup, media: MediaTypeObject | undefined): MediaExample[] {
  if (!isObject(media)) return [];
  if (isObject(media.examples) && Object.keys(media.examples).length > 0) {
    return Object.entries(media.examples)
      .map(([name, raw]): MediaExample | undefined => {
        const example = model.resolve(raw);
        if (!isObject(example)) return undefined;
        if (example.value === undefined && typeof example.externalValue === 'string') {
          return {title: String(example.summary ?? name), value: `(see ${example.externalValue})`};
        }
        return example.value === undefined ? undefined : {title: String(example.summary ?? name), value: example.value};
      })
      .filter((e): e is MediaExample => e !== undefined);
  }
  if (media.example !== undefined) return [{title: '', value: media.example}];
  const built = schemaExample(model, media.schema);
  return built === undefined ? [] : [{title: '', value: built}];
}

/** The first example of a parameter or header. */
export function parameterExample(
  model: SchemaLookup,
  parameter: {example?: JsonValue; examples?: Record<string, OrRef<ExampleObject>>} | undefined,
): {found: boolean; value?: JsonValue} {
  if (!isObject(parameter)) return {found: false};
  if (parameter.example !== undefined) return {found: true, value: parameter.example};
  if (isObject(parameter.examples)) {
    for (const raw of Object.values(parameter.examples)) {
      const example = model.resolve(raw);
      if (isObject(example) && example.value !== undefined) return {found: true, value: example.value};
    }
  }
  return {found: false};
}

/** The body a request sends for a media type: its first example, else one built from its schema. */
export function mediaExample(model: SchemaLookup, media: MediaTypeObject | undefined): JsonValue {
  if (!isObject(media)) return undefined;
  const own = parameterExample(model, media);
  return own.found ? own.value : schemaExample(model, media.schema);
}
