/**
 * The variants of a polymorphic schema, as a reader picks one: the shapes of a `oneOf` or
 * `anyOf`, or the subtypes of a base schema with a discriminator that other schemas extend
 * through `allOf` (inheritance). Each is named by its title, its schema name, or its
 * discriminator value, in that order, and carries the discriminator value the description gives it:
 * the `mapping` entry that names it, else (implicit mapping) its schema name.
 */
import {isObject, refName} from './json';
import type {Schema, SchemaObject} from './openapi';
import {mergeAllOf, schemaRef, schemaTypes, type SchemaLookup} from './schema';

export interface VariantOption {
  /** What the option is called in a deep link (`payment_method=card`): its discriminator value, else its name. */
  key: string;
  /** What the reader sees: the title, the schema name, the discriminator value, or `Option 2 (string)`. */
  label: string;
  /** The variant as the description writes it (a `$ref` or an inline schema). */
  schema: Schema;
  /** The property and value an instance of this variant carries. */
  discriminator?: {property: string; value: string};
}

export interface VariantSet {
  /** `subtypes`: a base schema's discriminator, read through the schemas that `allOf` it. */
  kind: 'oneOf' | 'anyOf' | 'subtypes';
  options: VariantOption[];
}

/** The schemas that extend each named schema (`Cat: allOf: [$ref: Pet, …]`), per model. */
const SUBTYPES = new WeakMap<SchemaLookup, Map<string, string[]>>();

function subtypesOf(model: SchemaLookup, baseRef: string): string[] {
  let index = SUBTYPES.get(model);
  if (!index) {
    index = new Map();
    for (const ref of model.schemaByRef.keys()) {
      const schema = model.resolve({$ref: ref}) as SchemaObject | undefined;
      if (!isObject(schema) || !Array.isArray(schema.allOf)) continue;
      for (const part of schema.allOf) {
        const parent = schemaRef(part);
        if (parent && parent !== ref) index.set(parent, [...(index.get(parent) ?? []), ref]);
      }
    }
    SUBTYPES.set(model, index);
  }
  return index.get(baseRef) ?? [];
}

/**
 * The values a field allows when it lists them: its `const` or `enum`, or those of the shapes
 * of its `anyOf`/`oneOf` (OpenAI's `type: anyOf: [enum: [item_reference], null]`); undefined
 * when any value of its type will do.
 */
export function allowedValues(model: SchemaLookup, field: Schema | undefined): unknown[] | undefined {
  const schema = mergeAllOf(model, field);
  if (!schema) return undefined;
  if (schema.const !== undefined) return [schema.const];
  if (Array.isArray(schema.enum)) return schema.enum;
  const variants = schema.oneOf ?? schema.anyOf;
  if (!Array.isArray(variants)) return undefined;
  const values: unknown[] = [];
  for (const variant of variants) {
    const each = allowedValues(model, variant);
    if (each) values.push(...each);
    else if (!schemaTypes(mergeAllOf(model, variant)).every((type) => type === 'null')) return undefined;
  }
  return values;
}

/** `#/components/schemas/Card`, `Card` or `./x.yaml#/components/schemas/Card` name the same schema. */
const sameSchema = (target: string, ref: string) => {
  const full = target.includes('#') ? target : `#/components/schemas/${target}`;
  return full === ref || refName(full) === refName(ref);
};

/** The discriminator's value for a variant: its `mapping` entry, else its schema name (implicit mapping). */
function discriminatorValue(
  discriminator: {propertyName: string; mapping?: Record<string, string>},
  ref: string | undefined,
): string | undefined {
  if (!ref) return undefined;
  const mapping = isObject(discriminator.mapping) ? discriminator.mapping : {};
  const entry = Object.entries(mapping).find(([, target]) => typeof target === 'string' && sameSchema(target, ref));
  return entry ? entry[0] : refName(ref);
}

function label(model: SchemaLookup, variant: Schema, index: number, value: string | undefined): string {
  const resolved = model.resolve(variant);
  if (isObject(resolved) && typeof resolved.title === 'string' && resolved.title.trim()) return resolved.title.trim();
  const ref = schemaRef(variant);
  if (ref && model.schemaByRef.has(ref)) return refName(ref);
  if (value !== undefined) return value;
  const merged = mergeAllOf(model, variant);
  // An empty object that may be null stands for null (Django's `{type: object, nullable: true}`).
  if (isObject(merged) && merged.nullable === true && !isObject(merged.properties) && merged.oneOf === undefined) {
    return 'null';
  }
  const types = schemaTypes(merged).filter((t) => t !== 'null');
  return types.length > 0 ? `Option ${index + 1} (${types.join(' or ')})` : `Option ${index + 1}`;
}

/**
 * The value that tells untitled inline variants apart, when they have one: a field every variant
 * has, fixed by each to a value of its own (Sentry's symbol sources, `type` `http`, `s3`, `gcs`):
 * `type: http` for each; none otherwise.
 */
function fixedFieldValues(model: SchemaLookup, variants: Schema[]): (string | undefined)[] {
  const fixed = variants.map((variant) => {
    const properties = mergeAllOf(model, variant)?.properties ?? {};
    return new Map(
      Object.entries(properties).flatMap(([name, field]): [string, string][] => {
        const allowed = allowedValues(model, field);
        return allowed?.length === 1 && typeof allowed[0] === 'string' ? [[name, allowed[0]]] : [];
      }),
    );
  });
  const names = [...(fixed[0]?.keys() ?? [])].filter((name) => fixed.every((values) => values.has(name)));
  const name = names.find((candidate) => new Set(fixed.map((values) => values.get(candidate))).size === fixed.length);
  return fixed.map((values) => (name === undefined ? undefined : `${name}: ${values.get(name)}`));
}

/** A name fit for a URL fragment: letters, digits, `-`, `_` and `.` kept, anything else `-`. */
function keyOf(text: string): string {
  return text.replace(/[^\p{L}\p{N}_.-]+/gu, '-').replace(/^-+|-+$/g, '') || 'option';
}

function options(
  model: SchemaLookup,
  variants: Schema[],
  discriminator: SchemaObject['discriminator'],
): VariantOption[] {
  const property =
    isObject(discriminator) && typeof discriminator.propertyName === 'string' ? discriminator : undefined;
  const keys = new Set<string>();
  const values = variants.map((schema) => (property ? discriminatorValue(property, schemaRef(schema)) : undefined));
  if (property) {
    // An implicit value (the schema's name) that the variant's own field does not allow: its
    // first allowed value instead (Okta's AuthenticatorSimple, whose `key` is one of a list).
    variants.forEach((schema, index) => {
      const mapped = isObject(property.mapping) && Object.keys(property.mapping).includes(values[index] ?? '');
      const allowed = allowedValues(model, mergeAllOf(model, schema)?.properties?.[property.propertyName]);
      if (mapped || !allowed || allowed.includes(values[index])) return;
      const first = allowed.find((value) => typeof value === 'string');
      if (typeof first === 'string') values[index] = first;
    });
  }
  const told = fixedFieldValues(model, variants);
  const labels = variants.map((schema, index) => label(model, schema, index, values[index] ?? told[index]));
  return variants.map((schema, index) => {
    const value = values[index];
    // Two variants with one title are told apart by their schema names (Adyen's five "Stored Payment Method").
    const ref = schemaRef(schema);
    const shared = labels.filter((other) => other === labels[index]).length > 1;
    const name = shared ? `${labels[index]} (${value ?? (ref ? refName(ref) : `option ${index + 1}`)})` : labels[index];
    let key = keyOf(value ?? name);
    for (let n = 2; keys.has(key); n += 1) key = `${keyOf(value ?? name)}-${n}`;
    keys.add(key);
    const option: VariantOption = {key, label: name, schema};
    if (property && value !== undefined) option.discriminator = {property: property.propertyName, value};
    return option;
  });
}

/**
 * The variants a value of this schema may take, or undefined when it has one shape. A base
 * schema with a discriminator and no `oneOf` is one choice of its subtypes: the schemas its
 * `mapping` names, then the ones that `allOf` it and are not mapped. Only the base itself is:
 * a subtype, whose merged fields carry the base's discriminator too, has one shape.
 */
export function variantSet(model: SchemaLookup, schemaOrRef: Schema | undefined): VariantSet | undefined {
  const merged = mergeAllOf(model, schemaOrRef);
  if (!merged) return undefined;
  const variants = merged.oneOf ?? merged.anyOf;
  if (Array.isArray(variants) && variants.length > 0) {
    return {kind: merged.oneOf ? 'oneOf' : 'anyOf', options: options(model, variants, merged.discriminator)};
  }
  const own = model.resolve(schemaOrRef);
  const ref = schemaRef(schemaOrRef);
  if (!ref || !isObject(own) || !isObject(own.discriminator) || typeof own.discriminator.propertyName !== 'string') {
    return undefined;
  }
  const targets: string[] = [];
  const add = (target: string) => {
    const full = target.startsWith('#') ? target : `#/components/schemas/${target}`;
    if (!sameSchema(full, ref) && model.schemaByRef.has(full) && !targets.includes(full)) targets.push(full);
  };
  for (const target of Object.values(isObject(own.discriminator.mapping) ? own.discriminator.mapping : {})) {
    if (typeof target === 'string') add(target);
  }
  subtypesOf(model, ref).forEach(add);
  if (targets.length === 0) return undefined;
  return {
    kind: 'subtypes',
    options: options(
      model,
      targets.map(($ref) => ({$ref})),
      own.discriminator,
    ),
  };
}

/** Where a value is inside a body: property names, `[]` for an array's items (`items[].type`). */
export const joinPath = (at: string, name: string) => (at ? `${at}.${name}` : name);
