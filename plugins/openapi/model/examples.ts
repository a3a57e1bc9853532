/** Example values: the ones the description gives, else one built from the schema. */
import {isObject} from './json';
import type {ExampleObject, JsonValue, MediaTypeObject, OrRef, Schema} from './openapi';
import {isNullable, mergeAllOf, schemaParts, schemaRef, schemaTypes, type SchemaLookup} from './schema';

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

/** Where a built example is: how deep, inside which schemas, and how many values it may still hold. */
interface ExampleWalk {
  depth: number;
  /** The schemas the value is inside (each by the object it is: model/schema.ts `schemaParts`). */
  ancestors: ReadonlySet<object>;
  /** How many of them are named schemas. */
  named: number;
  budget: {left: number};
}

/** What building a value of a schema the value is already inside gives: its caller decides. */
const RECURSION = Symbol('recursion');

/**
 * An example value for a schema, from its own examples, defaults and enums, or its fields.
 * A built example stays small: optional fields that are named schemas nested deeper than
 * MAX_EXAMPLE_NESTING are left out, and once EXAMPLE_BUDGET values are in, the rest are too.
 * It stops at recursion: a schema met again inside itself is an optional field left out, an
 * empty list of items, or, for a required field, an empty object (null when it may be null).
 */
export function schemaExample(model: SchemaLookup, schemaOrRef: Schema | undefined): JsonValue {
  const value = buildExample(model, schemaOrRef, {
    depth: 0,
    ancestors: new Set(),
    named: 0,
    budget: {left: EXAMPLE_BUDGET},
  });
  return value === RECURSION ? undefined : value;
}

/** The value a required field gives when its schema is one it is inside. */
function recursionStub(model: SchemaLookup, schemaOrRef: Schema | undefined): JsonValue {
  const schema = mergeAllOf(model, schemaOrRef);
  const types = schemaTypes(schema);
  if (types.includes('array')) return [];
  if (isNullable(schema)) return null;
  return types.includes('object') || isObject(schema?.properties) || types.length === 0 ? {} : undefined;
}

function buildExample(model: SchemaLookup, schemaOrRef: Schema | undefined, walk: ExampleWalk): JsonValue {
  if (schemaOrRef === undefined || schemaOrRef === null || walk.depth > MAX_EXAMPLE_DEPTH || walk.budget.left <= 0) {
    return undefined;
  }
  const parts = schemaParts(model, schemaOrRef);
  const recursive = parts.some((part) => walk.ancestors.has(part));
  if (!recursive) walk.budget.left -= 1;
  const schema = mergeAllOf(model, schemaOrRef);
  if (!schema) return undefined;
  if (schema.example !== undefined) return schema.example;
  if (Array.isArray(schema.examples) && schema.examples.length > 0) return schema.examples[0];
  if (schema.const !== undefined) return schema.const;
  if (schema.default !== undefined) return schema.default;
  if (Array.isArray(schema.enum) && schema.enum.length > 0) return schema.enum.find((v) => v !== null) ?? null;
  if (recursive) return RECURSION;
  const ref = schemaRef(schemaOrRef);
  const named = walk.named + (ref !== undefined && model.schemaByRef.has(ref) ? 1 : 0);
  const inner: ExampleWalk = {...walk, depth: walk.depth + 1, ancestors: new Set([...walk.ancestors, parts[0]]), named};
  const variants = schema.oneOf ?? schema.anyOf;
  // The first variant that is not the schema again (`Node: anyOf: [Node, string]`).
  const variant = (): JsonValue => {
    for (const option of Array.isArray(variants) ? variants : []) {
      const value = buildExample(model, option, inner);
      if (value !== RECURSION) return value;
    }
    return undefined;
  };
  const types = schemaTypes(schema).filter((t) => t !== 'null');
  if (Array.isArray(variants) && variants.length > 0 && !schema.properties) return variant();
  if (types.includes('array') && !schema.properties) {
    const item = buildExample(model, schema.items, inner);
    return item === undefined || item === RECURSION ? [] : [item];
  }
  if (types.includes('object') || schema.properties) {
    const result: Record<string, JsonValue> = {};
    const required = new Set<string>((schema.required ?? []).map(String));
    for (const [name, property] of Object.entries(schema.properties ?? {})) {
      const items = isObject(property) ? property.items : undefined;
      const isNamed = model.schemaByRef.has(schemaRef(property) ?? schemaRef(items) ?? '');
      if (isNamed && named >= MAX_EXAMPLE_NESTING && !required.has(name)) continue;
      let value = buildExample(model, property, inner);
      if (value === RECURSION) value = required.has(name) ? recursionStub(model, property) : undefined;
      if (value !== undefined) result[name] = value;
    }
    if (Array.isArray(variants) && variants.length > 0) {
      const first = variant();
      if (isObject(first)) Object.assign(result, first);
    }
    return result;
  }
  const type = types[0] ?? (schemaTypes(schema).includes('null') ? 'null' : undefined);
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
