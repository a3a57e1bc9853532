/** Example values: the ones the description gives, else one built from the schema. */
import isEqual from 'lodash/isEqual';
import RandExp from 'randexp';
import {fullFormats} from 'ajv-formats/dist/formats';
import {isObject, toPointer} from './json';
import {walkSchemas} from './schemaWalk';
import {frameItems, isFramedText, isStreamMedia} from './streams';
import {isXmlMedia, xmlExample} from './xml';
import type {ExampleObject, JsonValue, MediaTypeObject, OrRef, Schema, SchemaObject} from './openapi';
import {
  isNullable,
  mergeAllOf,
  schemaParts,
  schemaRef,
  schemaTypes,
  type MergedSchema,
  type SchemaLookup,
} from './schema';
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
/** How deep a field the API requires is still built (past MAX_EXAMPLE_DEPTH, and past the budget). */
const MAX_REQUIRED_DEPTH = 16;
/** Named schemas an example nests at most; deeper optional ones are left out. */
const MAX_EXAMPLE_NESTING = 2;
/** Values one built example holds at most, so an example stays readable and pages stay small. */
const EXAMPLE_BUDGET = 50;
/**
 * Past the budget, required values are still built, at their smallest (null where a value may
 * be null, no optional field, no item a list does not need, a plain option before an object):
 * at most this many more, a bound for descriptions whose required fields never end.
 */
const REQUIRED_RESERVE = 4 * EXAMPLE_BUDGET;

/** Where a built example is: how deep, inside which schemas, and how many values it may still hold. */
interface ExampleWalk {
  depth: number;
  /** The schemas the value is inside (each by the object it is: model/schema.ts `schemaParts`). */
  ancestors: ReadonlySet<object>;
  /** How many of them are named schemas. */
  named: number;
  budget: {left: number};
  /** The value is required by the object it is in: built deeper and past the budget, at its smallest (buildExample). */
  required: boolean;
  /** Where the value is in the example (model/variants.ts `joinPath`). */
  at: string;
  /** The value is an option of variants at this same path: the choice there is made (`oneOf: [oneOf: […]]`). */
  inOption?: boolean;
  choices: ExampleChoices;
}

/**
 * Which way a body goes: a request's leaves out the fields the API only returns (`readOnly`), a
 * response's the fields it only takes (`writeOnly`). A schema's own example (undefined) has both.
 */
export type BodyDirection = 'request' | 'response';

/**
 * Whether a field is left out of a body that goes `direction`: it, or a part of its `allOf`,
 * says so (one level deep, as descriptions write it; merging every field's `allOf` here made
 * building a deeply nested body twice as slow).
 */
export function leftOutOf(model: SchemaLookup, field: Schema, direction: BodyDirection | undefined): boolean {
  if (direction === undefined) return false;
  const flag = direction === 'request' ? 'readOnly' : 'writeOnly';
  const says = (part: unknown) => {
    const schema = model.resolve(part);
    return isObject(schema) && schema[flag] === true;
  };
  const schema = model.resolve(field);
  return says(schema) || (isObject(schema) && Array.isArray(schema.allOf) && schema.allOf.some(says));
}

/** The keywords under which a schema holds the schemas of its values. */
const VALUE_SCHEMAS = ['items', 'additionalProperties'] as const;
const SCHEMA_LISTS = ['allOf', 'oneOf', 'anyOf'] as const;
const differsCache = new WeakMap<object, boolean>();

/**
 * Whether a body of this schema shows other fields one way than the other: a schema in it, at
 * any depth, is `readOnly` or `writeOnly`. A page that shows such a schema in its request and
 * in a response shows its fields twice, once each way; any other is shown once.
 */
export function differsByDirection(model: SchemaLookup, schemaOrRef: unknown): boolean {
  const top = model.resolve(schemaOrRef);
  if (!isObject(top)) return false;
  const known = differsCache.get(top);
  if (known !== undefined) return known;
  const seen = new Set<object>();
  const pending: unknown[] = [top];
  let differs = false;
  while (pending.length > 0 && !differs) {
    const schema = model.resolve(pending.pop());
    if (!isObject(schema) || seen.has(schema)) continue;
    seen.add(schema);
    differs = schema.readOnly === true || schema.writeOnly === true;
    if (isObject(schema.properties)) pending.push(...Object.values(schema.properties));
    for (const key of VALUE_SCHEMAS) pending.push(schema[key]);
    for (const key of SCHEMA_LISTS) if (Array.isArray(schema[key])) pending.push(...schema[key]);
  }
  differsCache.set(top, differs);
  return differs;
}

/** How a built example takes its variants: the option chosen at a path, and every variant met on the way. */
export interface ExampleChoices {
  /** The way the body goes, whose fields it leaves out of the others. */
  direction?: BodyDirection;
  /** The option chosen at `at`; undefined for the default (the first that is not recursion). */
  choose?: (at: string, set: VariantSet) => number | undefined;
  found?: (at: string, set: VariantSet) => void;
  /** The option chosen at `at` is a schema the value is already inside: it cannot be built there. */
  refused?: (at: string) => void;
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
    required: true,
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

/** What the steps of building one value share: the schema, where the value is, its variants. */
interface ExampleBuild {
  model: SchemaLookup;
  /** The value's schema, its `allOf` merged. */
  schema: MergedSchema;
  walk: ExampleWalk;
  /** The value's variants, when it is polymorphic, and the option chosen of them, if any. */
  set: VariantSet | undefined;
  chosen: number | undefined;
  /** Past the budget: the value is built at its smallest. */
  smallest: boolean;
  /** How many named schemas the value's fields are inside. */
  named: number;
  /** The walk of the value's fields and items: one level deeper, inside this schema. */
  inner: ExampleWalk;
  /** The walk of the value's variants. */
  optionWalk: ExampleWalk;
  /** The option variantExample built the value of: the one chosen, else the first that was no recursion; none when all were. */
  picked?: VariantOption;
}

function buildExample(model: SchemaLookup, schemaOrRef: Schema | undefined, walk: ExampleWalk): JsonValue {
  if (schemaOrRef === undefined || schemaOrRef === null) return undefined;
  // A required value may go past the budget, at its smallest: an example the API would refuse is no example.
  const floor = walk.required ? -REQUIRED_RESERVE : 0;
  if (walk.depth > (walk.required ? MAX_REQUIRED_DEPTH : MAX_EXAMPLE_DEPTH) || walk.budget.left <= floor) {
    return undefined;
  }
  const smallest = walk.budget.left <= 0;
  const parts = schemaParts(model, schemaOrRef);
  const recursive = parts.some((part) => walk.ancestors.has(part));
  if (!recursive) walk.budget.left -= 1;
  const schema = mergeAllOf(model, schemaOrRef);
  if (!schema) return undefined;
  // A polymorphic value: the option chosen, else the schema's own values, else the first option.
  const set = recursive ? undefined : variantSet(model, schemaOrRef);
  // Variants inside an option at the same path are that option's own business: its first shape.
  if (set && !walk.inOption) walk.choices.found?.(walk.at, set);
  const chosen = set && !walk.inOption ? walk.choices.choose?.(walk.at, set) : undefined;
  if (chosen === undefined) {
    const own = ownExample(model, schema, smallest);
    if (own !== undefined) return own;
  }
  if (recursive) return RECURSION;
  const ref = schemaRef(schemaOrRef);
  const named = walk.named + (ref !== undefined && model.schemaByRef.has(ref) ? 1 : 0);
  const inner: ExampleWalk = {...walk, depth: walk.depth + 1, ancestors: new Set([...walk.ancestors, parts[0]]), named};
  // A subtype `allOf`s its base: it is built beside the base, not inside it.
  // A variant is the value itself, one level no deeper.
  const optionWalk = {...(set?.kind === 'subtypes' ? {...walk, named} : {...inner, depth: walk.depth}), inOption: true};
  return shapeExample({model, schema, walk, set, chosen, smallest, named, inner, optionWalk});
}

/**
 * The schema's own value, undefined if it gives none: its example, unless that is of a type the
 * schema does not allow (Okta's `example: ACTIVE` of an object), its const, default or first enum
 * value, or null at its smallest where it may be null.
 */
function ownExample(model: SchemaLookup, schema: MergedSchema, smallest: boolean): JsonValue {
  if (schema.example !== undefined && takesExample(model, schema, schema.example)) return schema.example;
  if (Array.isArray(schema.examples) && schema.examples.length > 0 && takesExample(model, schema, schema.examples[0])) {
    return schema.examples[0];
  }
  if (schema.const !== undefined) return schema.const;
  if (schema.default !== undefined && takesExample(model, schema, schema.default)) return schema.default;
  if (Array.isArray(schema.enum) && schema.enum.length > 0) return schema.enum.find((v) => v !== null) ?? null;
  if (smallest && isNullable(schema)) return null;
  return undefined;
}

/** A value built from the schema's shape: one of its variants, a list, an object, or a placeholder. */
function shapeExample(build: ExampleBuild): JsonValue {
  const {schema, set} = build;
  const variants = schema.oneOf ?? schema.anyOf;
  if (set?.kind === 'subtypes') return variantExample(build);
  const types = schemaTypes(schema).filter((t) => t !== 'null');
  if (Array.isArray(variants) && variants.length > 0 && !schema.properties) return variantExample(build);
  if (types.includes('array') && !schema.properties) return arrayExample(build);
  if (types.includes('object') || schema.properties) return objectExample(build);
  return scalarExample(schema, types);
}

/** The value of one option of the variants. */
function optionValue(build: ExampleBuild, option: VariantOption, from: ExampleWalk = build.optionWalk): JsonValue {
  const {model} = build;
  const value = buildExample(model, option.schema, from);
  // A variant that is itself one of several shapes carries the value of the one built (its own discriminator's).
  if (!option.discriminator || !isObject(value) || variantSet(model, option.schema)) return value;
  return {...value, [option.discriminator.property]: option.discriminator.value};
}

/** The chosen option, or the first that is not the schema again (`Node: anyOf: [Node, string]`). */
function variantExample(build: ExampleBuild): JsonValue {
  const {model, set, chosen, walk, smallest} = build;
  if (set && chosen !== undefined && set.options[chosen]) {
    build.picked = set.options[chosen];
    // A shape the reader chose is built whole, however deep it is: as a body of that shape would be.
    const value = optionValue(build, build.picked, {...build.optionWalk, budget: {left: EXAMPLE_BUDGET}});
    if (value === RECURSION) walk.choices.refused?.(walk.at);
    return value;
  }
  // At its smallest, a plain value before an object or a list (Stripe's id before its expanded object).
  const plain = (option: VariantOption) => {
    const types = schemaTypes(mergeAllOf(model, option.schema));
    return types.length > 0 && !types.includes('object') && !types.includes('array');
  };
  const options = set?.options ?? [];
  for (const option of smallest ? [...options.filter(plain), ...options.filter((o) => !plain(o))] : options) {
    const value = optionValue(build, option);
    if (value !== RECURSION) {
      build.picked = option;
      return value;
    }
  }
  // Every option leads back here: none was built, so none is the picked one.
  build.picked = undefined;
  return undefined;
}

/** A list: as many items as the schema asks for at least, or none; a tuple (`prefixItems`), each of its items. */
function arrayExample({model, schema, walk, smallest, inner}: ExampleBuild): JsonValue {
  if (schema.maxItems === 0 || (smallest && !(typeof schema.minItems === 'number' && schema.minItems > 0))) return [];
  if (Array.isArray(schema.prefixItems) && schema.prefixItems.length > 0) {
    const items = schema.prefixItems.map((part) =>
      buildExample(model, part, {...inner, at: `${walk.at}[]`, inOption: false}),
    );
    // A tuple holding itself (or an item that cannot be built) is shown empty: no item is wrong.
    return items.some((item) => item === undefined || item === RECURSION) ? [] : (items as JsonValue[]);
  }
  const item = buildExample(model, schema.items, {...inner, at: `${walk.at}[]`, inOption: false});
  if (item === undefined || item === RECURSION) {
    // An optional list that needs items, none of which can be built here, is left out: `[]` is
    // no value of it (Slack's message attachments, past the budget).
    const needsItems = typeof schema.minItems === 'number' && schema.minItems > 0;
    return needsItems && !walk.required ? undefined : [];
  }
  // As many items as the schema asks for at least (the same one: a few, not thousands).
  const count = typeof schema.minItems === 'number' && schema.minItems > 1 ? Math.min(schema.minItems, 10) : 1;
  return Array.from({length: count}, () => item);
}

/** An object: its fields, and beside variants, the variant built's. */
function objectExample(build: ExampleBuild): JsonValue {
  const {model, schema, set} = build;
  const result: Record<string, JsonValue> = {};
  const required = new Set<string>((schema.required ?? []).map(String));
  const variants = schema.oneOf ?? schema.anyOf;
  // Fields beside variants that each require some of them (`oneOf: [{required: [a]}, {required: [b]}]`):
  // the fields only the other variants require are left out, so that the value is one variant's.
  const own = Array.isArray(variants) && variants.length > 0 ? variantExample(build) : undefined;
  // A variant that is no object (`oneOf: [boolean, object]` beside fields) is the value: the fields are an object's.
  if (
    own !== undefined &&
    own !== RECURSION &&
    (!isObject(own) || Array.isArray(own)) &&
    (schema.type === undefined || misfit(schema, own) === undefined)
  ) {
    return own;
  }
  const requiredBy = (option: VariantOption | undefined) =>
    new Set((mergeAllOf(model, option?.schema)?.required ?? []).map(String));
  const mine = requiredBy(build.picked);
  const theirs = new Set(
    (set?.options ?? []).filter((option) => option !== build.picked).flatMap((option) => [...requiredBy(option)]),
  );
  const entries = Object.entries(schema.properties ?? {}).filter(
    ([name, property]) =>
      (required.has(name) || mine.has(name) || !theirs.has(name)) &&
      !leftOutOf(model, property, build.walk.choices.direction),
  );
  for (const [name, value] of fieldValues(build, entries, required, mine)) result[name] = value;
  const variantFields = mergeAllOf(model, build.picked?.schema)?.properties ?? {};
  addUndefinedFields(build, result, required, own, variantFields);
  // The variant's value, but for what it holds only as "any value will do" of a field it
  // requires and this object defines (Rebilly's order items: `oneOf: [{required: [plan]}, …]`
  // beside `properties: {plan: …}` kept the plan built, not a placeholder).
  if (isObject(own)) {
    for (const [name, value] of Object.entries(own)) {
      if (!(name in result) || name in variantFields) result[name] = value;
    }
  }
  // The discriminator names the variant built, though this object defines its field and the
  // variant does not (Pinterest's `operation`: UPSERT or DELETE, by mapping).
  const tag = build.picked?.discriminator;
  if (tag && tag.property in result) result[tag.property] = tag.value;
  return withinMaxProperties(result, schema.maxProperties, required);
}

/**
 * The values of an object's fields, in the schema's order: those it or the chosen variant
 * (`mine`) requires, the optional ones while the budget lasts, and more optional ones if it
 * needs more fields than that (`minProperties`).
 */
function fieldValues(
  {model, schema, walk, named, inner}: ExampleBuild,
  entries: [string, Schema][],
  required: ReadonlySet<string>,
  mine: ReadonlySet<string>,
): Map<string, JsonValue> {
  const values = new Map<string, JsonValue>();
  // In the schema's order; a required field still has the budget's reserve once the optional ones spent it.
  const build = (name: string, property: Schema, needed: boolean) => {
    const items = isObject(property) ? property.items : undefined;
    const isNamed = model.schemaByRef.has(schemaRef(property) ?? schemaRef(items) ?? '');
    if (isNamed && named >= MAX_EXAMPLE_NESTING && !needed) return;
    let value = buildExample(model, property, {
      ...inner,
      at: joinPath(walk.at, name),
      inOption: false,
      // A field required by a value built is built whole, however optional the value was.
      required: needed,
    });
    // A required field met again inside itself, or whose schema allows any value: the smallest value it takes.
    if (value === RECURSION || (value === undefined && needed)) {
      value = needed ? recursionStub(model, property) : undefined;
    }
    if (value !== undefined) values.set(name, value);
  };
  // A field the chosen variant requires is as needed as one the object requires (Rebilly's
  // risk brackets: `oneOf: [{required: [start]}, {required: [end]}, {required: [start, end]}]`).
  for (const [name, property] of entries) build(name, property, required.has(name) || mine.has(name));
  // An object that needs more fields than were built (`minProperties`, Rebilly's usage limit
  // past the budget): optional ones in order, built as if required.
  const least = typeof schema.minProperties === 'number' ? schema.minProperties : 0;
  for (const [name, property] of entries) {
    if (values.size >= least) break;
    if (!values.has(name)) build(name, property, true);
  }
  return values;
}

/**
 * A required field the schema gives no schema for: the chosen variant's, if it has one; else any
 * value will do. Added to `result`.
 */
function addUndefinedFields(
  {model, schema, walk, inner}: ExampleBuild,
  result: Record<string, JsonValue>,
  required: ReadonlySet<string>,
  own: JsonValue,
  variantFields: Record<string, Schema>,
): void {
  for (const name of required) {
    if (name in (schema.properties ?? {}) || (isObject(own) && name in own)) continue;
    const field = variantFields[name];
    const value =
      field === undefined
        ? undefined
        : buildExample(model, field, {...inner, at: joinPath(walk.at, name), inOption: false, required: true});
    result[name] =
      value === undefined || value === RECURSION
        ? ((field === undefined ? 'string' : recursionStub(model, field)) ?? 'string')
        : value;
  }
}

/** A placeholder of the schema's type: by its format, within its limits. */
function scalarExample(schema: MergedSchema, types: string[]): JsonValue {
  const type = types[0] ?? (schemaTypes(schema).includes('null') ? 'null' : undefined);
  if (type === 'string' && typeof schema.format === 'string' && STRING_BY_FORMAT[schema.format]) {
    return STRING_BY_FORMAT[schema.format];
  }
  if (type === 'string') return placeholderString(schema);
  if (type === 'integer' || type === 'number') return placeholderNumber(schema, type === 'integer');
  return type === undefined ? undefined : PLACEHOLDER_BY_TYPE[type];
}

/** The JSON types of a value, as a schema's `type` names them (an integer is a number too). */
function valueTypes(value: JsonValue): string[] {
  if (value === null) return ['null'];
  if (Array.isArray(value)) return ['array'];
  if (typeof value === 'number') return Number.isInteger(value) ? ['integer', 'number'] : ['number'];
  return [typeof value];
}

/** How many of a list's items an example's check looks at: an example repeats one shape. */
const ITEMS_CHECKED = 3;

/** A value as a problem quotes it: short. */
function quoted(value: JsonValue): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 40 ? `${text.slice(0, 39)}…` : text;
}

/** Where in an example a schema refuses it (`` for the example itself, `rules[0].kind`), the value there, and why. */
interface Misfit {
  at: string;
  value: JsonValue;
  why: string;
}

/** `a string`, `an integer`. */
const withArticle = (word: string) => `${/^[aeiou]/i.test(word) ? 'an' : 'a'} ${word}`;

/** `rules` and `[0].kind` make `rules[0].kind`. */
const under = (outer: string, at: string) => (at === '' || at.startsWith('[') ? `${outer}${at}` : `${outer}.${at}`);

/**
 * Why the schema refuses a value as an example, or undefined when it takes it: a type it does
 * not allow (any, when it names none), a value its `enum` (its `const`) does not list, a string
 * its `format` or `pattern` does not take, an object without a field it requires; an object's
 * fields and a list's first items too, a few levels down. An example the schema itself refuses
 * is not shown as one.
 */
function misfit(schema: SchemaObject, value: JsonValue, model?: SchemaLookup, depth = 0): Misfit | undefined {
  const here = (why: string): Misfit => ({at: '', value, why});
  // Okta's `_embedded` example, whose `resourceType` is a string; PagerDuty's escalation rules, whose strategy is one word.
  if (model && depth < 3 && isObject(value) && !Array.isArray(value)) {
    // Lob's address without `date_created`.
    const missing = (schema.required ?? []).find((name) => !(String(name) in value));
    if (missing !== undefined) return here(`has no ${String(missing)}, a field its schema requires`);
    const others = isObject(schema.additionalProperties) ? schema.additionalProperties : undefined;
    for (const [name, field] of Object.entries(value)) {
      const property = mergeAllOf(model, schema.properties?.[name] ?? others);
      const inner = property && misfit(property, field, model, depth + 1);
      if (inner) return {...inner, at: under(name, inner.at)};
    }
  }
  if (model && depth < 3 && Array.isArray(value) && schema.items !== undefined) {
    const items = mergeAllOf(model, schema.items);
    for (const [n, item] of value.slice(0, ITEMS_CHECKED).entries()) {
      const inner = items && misfit(items, item, model, depth + 1);
      if (inner) return {...inner, at: under(`[${n}]`, inner.at)};
    }
  }
  const types = schemaTypes(schema);
  if (value === null && isNullable(schema)) return undefined;
  // Null for variants none of which is null (OpenAI's `default: null` beside a `oneOf`).
  if (value === null && types.length === 0 && Array.isArray(schema.oneOf ?? schema.anyOf)) {
    return here('is null, which none of its shapes is');
  }
  const kind = valueTypes(value)[0];
  if (types.length > 0 && !valueTypes(value).some((type) => types.includes(type))) {
    return here(`is ${kind === 'null' ? 'null' : withArticle(kind)}, not ${types.join(' or ')}`);
  }
  // PagerDuty's `acknowledgement_log_entry` for `acknowledge_log_entry`.
  if (Array.isArray(schema.enum) && schema.enum.length > 0 && !schema.enum.some((v) => isEqual(v, value))) {
    const listed = schema.enum.slice(0, 3).map(quoted).join(', ');
    return here(`is not one of its schema's values (${listed}${schema.enum.length > 3 ? ', …' : ''})`);
  }
  if (schema.const !== undefined && !isEqual(schema.const, value)) return here(`is not ${quoted(schema.const)}`);
  if (typeof value === 'string' && typeof schema.format === 'string' && !fitsFormat(schema.format, value)) {
    return here(`is not ${withArticle(schema.format)}`);
  }
  if (typeof value === 'string' && typeof schema.pattern === 'string') {
    try {
      if (!new RegExp(schema.pattern, 'u').test(value)) return here(`does not match the pattern ${schema.pattern}`);
    } catch {
      // A pattern JavaScript cannot read says nothing about the value.
    }
  }
  return undefined;
}

/** An example the reference does not use, and why: its schema refuses it. */
export interface RefusedExample {
  /** Where the example is (`…/example`, or `…/examples/0`). */
  pointer: string;
  message: string;
}

/**
 * Every schema's own example that its schema refuses (`misfit`): a field's notes do not show
 * it, and the bodies' examples and the samples use one built from the schema instead
 * (`buildExample`). That is a reading of the description, so a lenient build warns at each
 * (`example-not-of-schema`). The part of an `allOf` is not asked: its example is read as the
 * whole's, with the other parts'.
 */
export function findRefusedExamples(root: unknown, model: SchemaLookup): RefusedExample[] {
  const found: RefusedExample[] = [];
  const exampleKey = (node: unknown) =>
    !isObject(node)
      ? undefined
      : node.example !== undefined
        ? 'example'
        : Array.isArray(node.examples) && node.examples.length > 0
          ? 'examples/0'
          : undefined;
  walkSchemas(root, {
    schema: (node, path) => {
      if (path.at(-2) === 'allOf') return;
      // The schema's own example, else the first its parts give, as mergeAllOf reads it: written in the part.
      let at = toPointer(path);
      let holder: unknown = node;
      if (!exampleKey(node) && Array.isArray(node.allOf)) {
        const index = node.allOf.findIndex((part) => exampleKey(mergeAllOf(model, part as Schema)));
        holder = node.allOf[index];
        at = `${at}/allOf/${index}`;
      }
      const key = exampleKey(holder);
      // A part named by `$ref` has its example checked where it is written, against itself.
      if (!isObject(holder) || key === undefined || (holder !== node && holder.$ref !== undefined)) return;
      const value: JsonValue = key === 'example' ? holder.example : (holder.examples as JsonValue[])[0];
      const schema = mergeAllOf(model, node as Schema);
      const refused = schema && misfit(schema, value, model);
      if (!refused) return;
      const what = refused.at
        ? `the example's ${refused.at}, ${quoted(refused.value)},`
        : `the example ${quoted(value)}`;
      found.push({
        pointer: `${at}/${key}`,
        message: `${what} ${refused.why}: not shown; the examples and samples are built from the schema`,
      });
    },
  });
  return found;
}

/**
 * An object built with no more fields than `maxProperties` allows: the optional ones are left
 * out from the last (Rebilly's usage limit is one of `quantity` and `amount`: `maxProperties: 1`).
 */
function withinMaxProperties(
  value: Record<string, JsonValue>,
  max: unknown,
  required: ReadonlySet<string>,
): Record<string, JsonValue> {
  const names = Object.keys(value);
  if (typeof max !== 'number' || names.length <= max) return value;
  let optional = Math.max(0, max - names.filter((name) => required.has(name)).length);
  return Object.fromEntries(Object.entries(value).filter(([name]) => required.has(name) || (optional -= 1) >= 0));
}

/** Whether a schema (allOf merged) takes its example, with its fields checked: a field's notes show only one it takes. */
export function takesExample(model: SchemaLookup, schema: SchemaObject, value: JsonValue): boolean {
  return misfit(schema, value, model) === undefined;
}

/**
 * The shortest string a `pattern` matches, made by RandExp with every choice its first; undefined
 * when RandExp cannot read the pattern or what it makes does not match (JavaScript's own reading).
 */
function patternString(pattern: string): string | undefined {
  // Any character of a class that excludes some (`[^/]+`) is a letter or digit first: the first
  // printable one is a space, which a path or an id never holds (grpc-gateway's
  // `publishers/[^/]+/books/[^/]+`); then any printable one, for a class of punctuation alone.
  for (const plain of [true, false]) {
    try {
      const made = new RandExp(pattern);
      if (plain) {
        made.defaultRange.subtract(32, 47).subtract(58, 64).subtract(91, 96).subtract(123, 126);
      }
      made.max = 3;
      made.randInt = (from: number) => from;
      const text = made.gen();
      if (new RegExp(pattern, 'u').test(text)) return text;
    } catch {
      // RandExp cannot read it, or no character is left: the next try, or none.
    }
  }
  return undefined;
}

/** Whether a string is of its `format`, as ajv-formats checks the formats it knows (any other: yes). */
function fitsFormat(format: string, value: string): boolean {
  const check: unknown = (fullFormats as Record<string, unknown>)[format];
  if (check instanceof RegExp) return check.test(value);
  if (typeof check === 'function') return Boolean((check as (text: string) => unknown)(value));
  // A format of numbers (`int32`, `double`) says nothing about a string, as Ajv reads it (Box's `"365"`).
  if (isObject(check) && check.type !== undefined && check.type !== 'string') return true;
  if (isObject(check) && typeof check.validate === 'function') {
    const validate = check.validate as (text: string) => unknown;
    return check.async === true || Boolean(validate(value));
  }
  if (isObject(check) && check.validate instanceof RegExp) return check.validate.test(value);
  return true;
}

/** `string`, or a string its `pattern` matches; lengthened or cut to the schema's bounds. */
function placeholderString(schema: SchemaObject): string {
  const matching = typeof schema.pattern === 'string' ? patternString(schema.pattern) : undefined;
  if (matching !== undefined) return matching;
  let text = 'string';
  if (typeof schema.minLength === 'number' && text.length < schema.minLength) {
    text = text.padEnd(Math.min(schema.minLength, 1000), 'x');
  }
  if (typeof schema.maxLength === 'number' && text.length > schema.maxLength) text = text.slice(0, schema.maxLength);
  return text;
}

/** 0, or the nearest value the schema's bounds and `multipleOf` allow. */
function placeholderNumber(schema: SchemaObject, integer: boolean): number {
  const step = typeof schema.multipleOf === 'number' && schema.multipleOf > 0 ? schema.multipleOf : integer ? 1 : 0;
  // 3.1's exclusive bound is a number; 3.0's a flag beside the bound.
  const limit = (exclusive: boolean | number | undefined, inclusive: number | undefined) =>
    typeof exclusive === 'number'
      ? {bound: exclusive, open: true}
      : typeof inclusive === 'number'
        ? {bound: inclusive, open: exclusive === true}
        : undefined;
  const low = limit(schema.exclusiveMinimum, schema.minimum);
  const high = limit(schema.exclusiveMaximum, schema.maximum);
  let value = 0;
  if (low && (value < low.bound || (low.open && value <= low.bound))) {
    value =
      step > 0
        ? Math.floor(low.bound / step) * step + (low.open || low.bound % step !== 0 ? step : 0)
        : low.bound + (low.open ? 1 : 0);
    if (step > 0 && value < low.bound) value += step;
  } else if (high && (value > high.bound || (high.open && value >= high.bound))) {
    value =
      step > 0
        ? Math.ceil(high.bound / step) * step - (high.open || high.bound % step !== 0 ? step : 0)
        : high.bound - (high.open ? 1 : 0);
  }
  return value;
}

export interface MediaExample {
  title: string;
  value: JsonValue;
  /** What a named example's `description` says of it (Markdown), when it says anything. */
  description?: string;
}

/**
 * An Example Object's value: 3.2's `dataValue` (the value as data), else `value`, else 3.2's
 * `serializedValue` (the text as sent, `serialized: true`); none when it has none of them. A
 * `value` that is only a `$ref` is the value it names (`#/components/examples/x/value`; a
 * file's was read when the description was: redoclyTypes.ts), none when it names nothing.
 */
export function exampleObjectValue(
  model: SchemaLookup,
  example: ExampleObject,
): {found: boolean; value?: JsonValue; serialized?: boolean} {
  if (example.dataValue !== undefined) return {found: true, value: example.dataValue};
  const {value} = example;
  if (isObject(value) && typeof value.$ref === 'string' && Object.keys(value).length === 1) {
    const named = model.resolve(value) as JsonValue | undefined;
    return named === undefined ? {found: false} : {found: true, value: named};
  }
  if (value !== undefined) return {found: true, value};
  if (typeof example.serializedValue === 'string')
    return {found: true, value: example.serializedValue, serialized: true};
  return {found: false};
}

/** How many items a streamed example built from its `itemSchema` shows. */
const STREAMED_ITEMS = 2;

/**
 * A streamed body's example (3.2's `itemSchema`) as the text sent: a list of items framed as
 * the media type frames them (a single value, one item); a serialized value, or text already
 * framed so (`data: {…}`), as written.
 */
function streamedText(mediaType: string, value: JsonValue, serialized = false): JsonValue {
  if (serialized || (typeof value === 'string' && isFramedText(mediaType, value))) return value;
  return frameItems(mediaType, Array.isArray(value) ? value : [value]);
}

/**
 * A form body's fields as sent, in order: a list repeats its field (`scope=read&scope=write`), an
 * object or other non-string value is its JSON. The page's example and every sample send these.
 */
export function formFields(value: JsonValue): [string, string][] {
  if (!isObject(value)) return [];
  return Object.entries(value).flatMap(([name, field]) =>
    (Array.isArray(field) ? field : [field]).map((item): [string, string] => [
      name,
      typeof item === 'string' ? item : JSON.stringify(item),
    ]),
  );
}

/** A form body as sent (`code=abc&grant_type=authorization_code`). */
const formText = (value: Record<string, JsonValue>) => new URLSearchParams(formFields(value)).toString();

/** Whether a media type streams items described by its `itemSchema` alone (3.2). */
const streamsItems = (media: MediaTypeObject, mediaType: string) =>
  isStreamMedia(mediaType) && media.itemSchema !== undefined && media.schema === undefined;

/**
 * A value of a media type as its examples show it: a streamed body (`mediaType` sequential, with
 * an `itemSchema` and no `schema`) as its framed text, a form as its encoded fields, an XML body
 * as the document its schema's hints describe, any other as it is. A variant's body (render/variants.ts) is shown so as well.
 */
export function mediaValue(
  model: SchemaLookup,
  media: MediaTypeObject,
  mediaType: string,
  value: JsonValue,
  serialized = false,
): JsonValue {
  if (streamsItems(media, mediaType)) return streamedText(mediaType, value, serialized);
  if (isObject(value) && /^application\/x-www-form-urlencoded\b/i.test(mediaType.trim())) return formText(value);
  return isXmlMedia(mediaType) && typeof value !== 'string' ? xmlExample(model, media.schema, value) : value;
}

/**
 * The examples of a media type (named ones, the single one, or one built from the schema). A
 * streamed one (`mediaType` sequential, with an `itemSchema` and no `schema`) gives each as its text.
 */
export function mediaExamples(
  model: SchemaLookup,
  media: MediaTypeObject | undefined,
  mediaType = '',
  direction?: BodyDirection,
): MediaExample[] {
  if (!isObject(media)) return [];
  const shown = (value: JsonValue, serialized?: boolean) => mediaValue(model, media, mediaType, value, serialized);
  if (isObject(media.examples) && Object.keys(media.examples).length > 0) {
    return Object.entries(media.examples)
      .map(([name, raw]): MediaExample | undefined => {
        const example = model.resolve(raw);
        if (!isObject(example)) return undefined;
        const read = exampleObjectValue(model, example);
        const title = String(example.summary ?? name);
        const about =
          typeof example.description === 'string' && example.description.trim() !== ''
            ? {description: example.description}
            : {};
        if (!read.found && typeof example.externalValue === 'string') {
          return {title, value: `(see ${example.externalValue})`, ...about};
        }
        return read.found ? {title, value: shown(read.value, read.serialized), ...about} : undefined;
      })
      .filter((e): e is MediaExample => e !== undefined);
  }
  if (media.example !== undefined) return [{title: '', value: shown(media.example)}];
  if (streamsItems(media, mediaType)) {
    const item = schemaExample(model, media.itemSchema, {direction});
    return item === undefined ? [] : [{title: '', value: frameItems(mediaType, Array(STREAMED_ITEMS).fill(item))}];
  }
  const built = schemaExample(model, media.schema, {direction});
  return built === undefined ? [] : [{title: '', value: shown(built)}];
}

/** The first example of a parameter or header. */
export function parameterExample(
  model: SchemaLookup,
  parameter: {example?: JsonValue; examples?: Record<string, OrRef<ExampleObject>>} | undefined,
): {found: boolean; value?: JsonValue; serialized?: boolean} {
  if (!isObject(parameter)) return {found: false};
  if (parameter.example !== undefined) return {found: true, value: parameter.example};
  if (isObject(parameter.examples)) {
    for (const raw of Object.values(parameter.examples)) {
      const example = model.resolve(raw);
      const read = isObject(example) ? exampleObjectValue(model, example) : {found: false};
      if (read.found) return read;
    }
  }
  return {found: false};
}

/** The body a request sends for a media type: its first example, else one built from its schema. */
export function mediaExample(model: SchemaLookup, media: MediaTypeObject | undefined): JsonValue {
  if (!isObject(media)) return undefined;
  const own = parameterExample(model, media);
  return own.found ? own.value : schemaExample(model, media.schema, {direction: 'request'});
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

/**
 * The field at `at` is the discriminator of the variants that hold it: its value is the
 * variant's, so its own variants (OpenAI's `type: anyOf: [enum, null]`) are not a choice.
 */
function isDiscriminator(at: string, found: readonly [string, VariantSet][]): boolean {
  const dot = at.lastIndexOf('.');
  if (dot < 0) return false;
  const parent = at.slice(0, dot);
  const name = at.slice(dot + 1);
  return found.some(([other, set]) => other === parent && set.options.some((o) => o.discriminator?.property === name));
}

/**
 * Variants worth a choice are shapes: at least one is an object or an array. Variants of
 * single values (Discord's `oneOf` of integer constants, a string or a number) are an enum by
 * another name, and the fields list them.
 */
function isShapes(model: SchemaLookup, set: VariantSet, depth = 0): boolean {
  return set.options.some((option) => {
    const schema = mergeAllOf(model, option.schema);
    const types = schemaTypes(schema);
    if (types.includes('object') || types.includes('array') || isObject(schema?.properties)) return true;
    const inner = depth < 5 ? variantSet(model, option.schema) : undefined;
    return inner !== undefined && isShapes(model, inner, depth + 1);
  });
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
  direction?: BodyDirection,
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
    const refused = new Set<string>();
    const value = schemaExample(model, schemaOrRef, {
      direction,
      choose: (at, set) => {
        const option = choices.find((choice) => choice.at === at)?.option;
        return option !== undefined && option < set.options.length ? option : undefined;
      },
      found: (at, set) => void found.push([at, set]),
      refused: (at) => void refused.add(at),
    });
    const last = choices.at(-1)?.at;
    // A choice the example does not reach (cut by its budget), or a shape the value is already
    // inside (Stripe's fee refund's `fee`, inside its fee), is not offered, nor what is inside it.
    if (last !== undefined && (valueAt(value, last) === undefined || refused.has(last))) continue;
    if (choices.length > 0) examples.push({choices, value});
    const chosen = new Set(choices.map((choice) => choice.at));
    for (const [at, set] of found) {
      if (chosen.has(at) || isDiscriminator(at, found) || !isShapes(model, set)) continue;
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
    if (!isObject(value) || Array.isArray(value)) {
      if (types.length === 0 || valueTypes(value).some((type) => types.includes(type))) {
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
