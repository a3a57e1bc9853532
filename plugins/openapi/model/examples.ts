/** Example values: the ones the description gives, else one built from the schema. */
import {isObject} from './json';
import type {ExampleObject, JsonValue, MediaTypeObject, OrRef, Schema} from './openapi';
import {isNullable, mergeAllOf, schemaParts, schemaRef, schemaTypes, type SchemaLookup} from './schema';
import {joinPath, variantSet, type VariantOption, type VariantSet} from './variants';

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
  /** Where the value is in the example (model/variants.ts `joinPath`). */
  at: string;
  choices: ExampleChoices;
}

/** How a built example takes its variants: the option chosen at a path, and every variant met on the way. */
export interface ExampleChoices {
  /** The option chosen at `at`; undefined for the default (the first that is not recursion). */
  choose?: (at: string, set: VariantSet) => number | undefined;
  found?: (at: string, set: VariantSet) => void;
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
export function schemaExample(
  model: SchemaLookup,
  schemaOrRef: Schema | undefined,
  choices: ExampleChoices = {},
): JsonValue {
  const value = buildExample(model, schemaOrRef, {
    depth: 0,
    ancestors: new Set(),
    named: 0,
    budget: {left: EXAMPLE_BUDGET},
    at: '',
    choices,
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
  // A polymorphic value: the option chosen, else the schema's own values, else the first option.
  const set = recursive ? undefined : variantSet(model, schemaOrRef);
  if (set) walk.choices.found?.(walk.at, set);
  const chosen = set ? walk.choices.choose?.(walk.at, set) : undefined;
  if (chosen === undefined) {
    if (schema.example !== undefined) return schema.example;
    if (Array.isArray(schema.examples) && schema.examples.length > 0) return schema.examples[0];
    if (schema.const !== undefined) return schema.const;
    if (schema.default !== undefined) return schema.default;
    if (Array.isArray(schema.enum) && schema.enum.length > 0) return schema.enum.find((v) => v !== null) ?? null;
  }
  if (recursive) return RECURSION;
  const ref = schemaRef(schemaOrRef);
  const named = walk.named + (ref !== undefined && model.schemaByRef.has(ref) ? 1 : 0);
  const inner: ExampleWalk = {...walk, depth: walk.depth + 1, ancestors: new Set([...walk.ancestors, parts[0]]), named};
  // A subtype `allOf`s its base: it is built beside the base, not inside it.
  const optionWalk = set?.kind === 'subtypes' ? {...walk, depth: walk.depth + 1, named} : inner;
  const optionValue = (option: VariantOption): JsonValue => {
    const value = buildExample(model, option.schema, optionWalk);
    if (!option.discriminator || !isObject(value)) return value;
    return {...value, [option.discriminator.property]: option.discriminator.value};
  };
  // The chosen option, or the first that is not the schema again (`Node: anyOf: [Node, string]`).
  const variant = (): JsonValue => {
    if (set && chosen !== undefined && set.options[chosen]) return optionValue(set.options[chosen]);
    for (const option of set?.options ?? []) {
      const value = optionValue(option);
      if (value !== RECURSION) return value;
    }
    return undefined;
  };
  const variants = schema.oneOf ?? schema.anyOf;
  if (set?.kind === 'subtypes') return variant();
  const types = schemaTypes(schema).filter((t) => t !== 'null');
  if (Array.isArray(variants) && variants.length > 0 && !schema.properties) return variant();
  if (types.includes('array') && !schema.properties) {
    const item = buildExample(model, schema.items, {...inner, at: `${walk.at}[]`});
    return item === undefined || item === RECURSION ? [] : [item];
  }
  if (types.includes('object') || schema.properties) {
    const result: Record<string, JsonValue> = {};
    const required = new Set<string>((schema.required ?? []).map(String));
    const values = new Map<string, JsonValue>();
    const entries = Object.entries(schema.properties ?? {});
    // Required fields first, so that the budget leaves out optional ones; then in the schema's order.
    for (const [name, property] of [
      ...entries.filter(([name]) => required.has(name)),
      ...entries.filter(([name]) => !required.has(name)),
    ]) {
      const items = isObject(property) ? property.items : undefined;
      const isNamed = model.schemaByRef.has(schemaRef(property) ?? schemaRef(items) ?? '');
      if (isNamed && named >= MAX_EXAMPLE_NESTING && !required.has(name)) continue;
      let value = buildExample(model, property, {...inner, at: joinPath(walk.at, name)});
      if (value === RECURSION) value = required.has(name) ? recursionStub(model, property) : undefined;
      if (value !== undefined) values.set(name, value);
    }
    for (const [name] of entries) if (values.has(name)) result[name] = values.get(name);
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

/** One variant chosen: the option of the variants at a path of the body. */
export interface VariantChoice {
  at: string;
  option: number;
}

/** Variants somewhere in a body, and the choices they appear under (an option of an enclosing variant). */
export interface VariantPoint {
  at: string;
  set: VariantSet;
  context: VariantChoice[];
}

/** A body with some variants chosen: what it is built as. */
export interface VariantExample {
  choices: VariantChoice[];
  value: JsonValue;
}

/** `b` lies inside the value at `a` (`a.x`, `a[]`). */
const isInside = (b: string, a: string) => (a === '' ? b !== '' : b.startsWith(`${a}.`) || b.startsWith(`${a}[]`));

/**
 * Every variant of a body a reader can choose, and the example each choice builds: each
 * option of the variants met in the default example, then of those met inside a chosen
 * option, and so on; at most `limit` examples. A variant met beside another chosen one is
 * chosen on its own (one at a time, with the others at their default), so the examples grow
 * with the options, not with their product.
 */
export function exampleVariants(
  model: SchemaLookup,
  schemaOrRef: Schema | undefined,
  limit: number,
): {points: VariantPoint[]; examples: VariantExample[]; complete: boolean} {
  const points: VariantPoint[] = [];
  const examples: VariantExample[] = [];
  const seen = new Set<string>();
  const queue: VariantChoice[][] = [[]];
  let complete = true;
  while (queue.length > 0) {
    const choices = queue.shift()!;
    if (choices.length > 0 && examples.length >= limit) {
      complete = false;
      break;
    }
    const found: [string, VariantSet][] = [];
    const value = schemaExample(model, schemaOrRef, {
      choose: (at, set) => {
        const option = choices.find((choice) => choice.at === at)?.option;
        return option !== undefined && option < set.options.length ? option : undefined;
      },
      found: (at, set) => void found.push([at, set]),
    });
    if (choices.length > 0) examples.push({choices, value});
    const chosen = new Set(choices.map((choice) => choice.at));
    const last = choices.at(-1)?.at;
    for (const [at, set] of found) {
      if (chosen.has(at)) continue;
      // Only the variants directly inside the last choice (or, at first, not inside another).
      if (last !== undefined && !isInside(at, last)) continue;
      if (found.some(([other]) => isInside(at, other) && !chosen.has(other))) continue;
      const id = `${choices.map((c) => `${c.at}=${c.option}`).join('&')}|${at}`;
      if (seen.has(id)) continue;
      seen.add(id);
      points.push({at, set, context: choices});
      set.options.forEach((_, option) => queue.push([...choices, {at, option}]));
    }
  }
  return {points, examples, complete};
}

const jsonTypeOf = (value: JsonValue): string =>
  value === null
    ? 'null'
    : Array.isArray(value)
      ? 'array'
      : Number.isInteger(value)
        ? 'integer'
        : typeof value === 'number'
          ? 'number'
          : typeof value;

/**
 * Which option a given value (the description's own example) is an instance of: the one its
 * discriminator names, else the one whose fields fit it best (its required fields all there,
 * no value outside an enum or const). Undefined when none fits.
 */
export function matchOption(model: SchemaLookup, set: VariantSet, value: JsonValue): number | undefined {
  const byValue = set.options.findIndex(
    (option) =>
      option.discriminator && isObject(value) && value[option.discriminator.property] === option.discriminator.value,
  );
  if (byValue >= 0) return byValue;
  let best: {index: number; score: number} | undefined;
  set.options.forEach((option, index) => {
    const schema = mergeAllOf(model, option.schema);
    if (!schema) return;
    const types = schemaTypes(schema);
    const type = jsonTypeOf(value);
    if (!isObject(value) || Array.isArray(value)) {
      if (types.length === 0 || types.includes(type) || (type === 'integer' && types.includes('number'))) {
        if (!best) best = {index, score: 0};
      }
      return;
    }
    if (types.length > 0 && !types.includes('object')) return;
    const properties = schema.properties ?? {};
    if ((schema.required ?? []).some((name) => !(String(name) in value))) return;
    let score = 0;
    for (const [name, field] of Object.entries(value)) {
      const property = mergeAllOf(model, properties[name]);
      if (!property) {
        if (schema.additionalProperties === false) return;
        continue;
      }
      score += 1;
      const allowed = property.const !== undefined ? [property.const] : property.enum;
      if (Array.isArray(allowed)) {
        if (!allowed.includes(field)) return;
        score += allowed.length === 1 ? 10 : 1;
      }
    }
    if (!best || score > best.score) best = {index, score};
  });
  return (best as {index: number} | undefined)?.index;
}

/** The value at a path of a body (`items[].type` reads the first item). */
export function valueAt(value: JsonValue, at: string): JsonValue {
  if (at === '') return value;
  let current: JsonValue = value;
  for (const part of at.split('.')) {
    const name = part.replace(/(\[\])+$/, '');
    const arrays = (part.length - name.length) / 2;
    if (name) current = isObject(current) && !Array.isArray(current) ? current[name] : undefined;
    for (let n = 0; n < arrays; n += 1) current = Array.isArray(current) ? current[0] : undefined;
  }
  return current;
}

/**
 * The description's own example with the value at `at` replaced: a chosen variant keeps the
 * rest of the example the description wrote. Undefined when the path goes through an array
 * or is not in the example.
 */
export function replaceAt(example: JsonValue, at: string, value: JsonValue): JsonValue {
  if (at === '') return value;
  if (at.includes('[]') || !isObject(example) || Array.isArray(example)) return undefined;
  const [name, ...rest] = at.split('.');
  if (rest.length === 0) return {...example, [name]: value};
  const inner = replaceAt(example[name], rest.join('.'), value);
  return inner === undefined ? undefined : {...example, [name]: inner};
}
