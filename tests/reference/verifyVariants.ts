/**
 * Proof that the variant pickers' examples are right: for every variant a reader can choose in
 * a description (every operation's request body and responses, as the reference offers them:
 * model/examples.ts `exampleVariants`), the example it builds holds, at the variant's place, a
 * value that validates against the variant's schema with Ajv, for the description's OpenAPI
 * version (3.1: JSON Schema 2020-12; 3.0 and Swagger 2.0: draft-07 with `nullable`), and that
 * carries the discriminator value the specification gives the variant.
 */
import Ajv, {type ValidateFunction} from 'ajv';
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import {
  exampleVariants,
  isObject,
  mergeAllOf,
  valueAt,
  variantSet,
  allowedValues,
  type MediaTypeObject,
  type Schema,
  type SpecModel,
} from '../../plugins/openapi/model';
import {VARIANT_LIMIT} from '../../plugins/openapi/render/variants';

const DOCUMENT_ID = 'description.json';

/** How the description's schemas are read for Ajv: its OpenAPI version, and whether a `oneOf` is read as an `anyOf`. */
interface Reading {
  openapi30: boolean;
  oneOfAsAnyOf: boolean;
}

/**
 * The description's schemas as Ajv reads them: its local `$ref`s made to name the document,
 * 3.0's `nullable` as a type; with `oneOfAsAnyOf`, a value may be more than one shape of a `oneOf`.
 */
function forAjv(node: unknown, reading: Reading, seen = new WeakMap<object, unknown>()): unknown {
  if (Array.isArray(node)) return node.map((item) => forAjv(item, reading, seen));
  if (!isObject(node)) return node;
  if (seen.has(node)) return seen.get(node);
  const {openapi30} = reading;
  const copy: Record<string, unknown> = {};
  seen.set(node, copy);
  for (const [key, value] of Object.entries(node)) {
    if (key === '$ref' && typeof value === 'string' && value.startsWith('#')) copy.$ref = `${DOCUMENT_ID}${value}`;
    // 3.0 has no `$id`: one is the writer's own (Box's), and two alike would be one id twice for Ajv.
    else if (openapi30 && key === '$id' && typeof value === 'string') continue;
    else if (reading.oneOfAsAnyOf && key === 'oneOf' && node.anyOf === undefined)
      copy.anyOf = forAjv(value, reading, seen);
    else copy[key] = forAjv(value, reading, seen);
  }
  // 3.0's keywords, which a 3.1 file may still use (lenient mode reads them as 3.0 means them).
  {
    if (copy.nullable === true) {
      if (typeof copy.type === 'string') copy.type = [copy.type, 'null'];
      if (Array.isArray(copy.enum) && !copy.enum.includes(null)) copy.enum = [...copy.enum, null];
    }
    // Read here as a type, not as Ajv's own `nullable` keyword (which needs a `type` beside it);
    // without a type (beside a `oneOf`), null is one more value it allows, as its writers mean.
    if (copy.nullable === true && copy.type === undefined) {
      delete copy.nullable;
      return {anyOf: [{type: 'null'}, copy]};
    }
    if (typeof copy.nullable === 'boolean') delete copy.nullable;
    // 3.0's flags: exclusiveMinimum: true beside minimum.
    for (const [flag, bound] of [
      ['exclusiveMinimum', 'minimum'],
      ['exclusiveMaximum', 'maximum'],
    ] as const) {
      if (!openapi30) continue;
      if (copy[flag] === true && typeof copy[bound] === 'number') {
        copy[flag] = copy[bound];
        delete copy[bound];
      } else if (typeof copy[flag] === 'boolean') delete copy[flag];
    }
  }
  return copy;
}

const safely = (check: () => unknown): boolean => {
  try {
    return Boolean(check());
  } catch {
    return false;
  }
};

export interface VariantReport {
  /** Examples checked: one per variant choice. */
  checked: number;
  /** Examples that are not what the variant's schema asks. */
  problems: string[];
  /**
   * Variants no example could be right for, the description's own doing: a mapping value its
   * variant's field does not allow, or a schema Ajv cannot compile or that refers to itself without end.
   */
  unverifiable: string[];
}

/** Ajv for one reading of a description's schemas: the compiled validator of a schema, or why it cannot be compiled. */
function validatorsFor(model: SpecModel, reading: Reading): (schema: Schema) => ValidateFunction | string {
  const options = {strict: false, allErrors: false, validateSchema: false, logger: false} as const;
  const ajv = reading.openapi30 ? new Ajv(options) : new Ajv2020(options);
  addFormats(ajv);
  // Only the components that schemas name: examples elsewhere may hold `$id`s of their own (Okta's).
  const components = {...(isObject(model.root.components) ? model.root.components : {})};
  delete components.examples;
  ajv.addSchema(forAjv({components}, reading) as object, DOCUMENT_ID);
  const validators = new Map<Schema, ValidateFunction | string>();
  return (schema) => {
    let compiled = validators.get(schema);
    if (!compiled) {
      try {
        compiled = ajv.compile(forAjv(schema, reading) as object);
      } catch (error) {
        compiled = error instanceof Error ? error.message : String(error);
      }
      validators.set(schema, compiled);
    }
    return compiled;
  };
}

/** The first error that says a value is more than one shape of a `oneOf`. */
const overlapIn = (errors: ValidateFunction['errors']) =>
  errors?.find((e) => e.keyword === 'oneOf' && Array.isArray(e.params.passingSchemas));

/** Every variant example of a description, checked. */
export function verifyVariants(model: SpecModel): VariantReport {
  const openapi30 = !String(model.root.openapi ?? '').startsWith('3.1');
  const validator = validatorsFor(model, {openapi30, oneOfAsAnyOf: false});
  // Made only for a value that fails: the description's shapes as the reference shows them.
  let asShownValidator: ReturnType<typeof validatorsFor> | undefined;
  const shownValidator = (schema: Schema) =>
    (asShownValidator ??= validatorsFor(model, {openapi30, oneOfAsAnyOf: true}))(schema);
  const problems: string[] = [];
  const unverifiable: string[] = [];
  let checked = 0;
  const check = (where: string, media: MediaTypeObject | undefined) => {
    if (!isObject(media) || media.schema === undefined) return;
    const {points, examples} = exampleVariants(model, media.schema, VARIANT_LIMIT);
    for (const example of examples) {
      checked += 1;
      for (const [index, choice] of example.choices.entries()) {
        const context = example.choices.slice(0, index);
        const point = points.find(
          (p) =>
            p.at === choice.at &&
            p.context.length === context.length &&
            p.context.every((c, n) => c.at === context[n].at && c.option === context[n].option),
        )!;
        const option = point.set.options[choice.option];
        const value = valueAt(example.value, choice.at);
        const name = `${where} ${choice.at || 'body'}=${option.key}`;
        // A variant that is itself polymorphic carries its own variant's discriminator value.
        if (option.discriminator && !variantSet(model, option.schema)) {
          const {property, value: wanted} = option.discriminator;
          const got = isObject(value) ? value[property] : undefined;
          if (got !== wanted)
            problems.push(`${name}: ${property} is ${JSON.stringify(got)}, not ${JSON.stringify(wanted)}`);
          // The description maps a value its variant's field does not allow: no example can be right.
          const allowed = allowedValues(model, mergeAllOf(model, option.schema)?.properties?.[property]);
          if (allowed && !allowed.includes(wanted)) {
            unverifiable.push(`${name}: the mapping's value ${JSON.stringify(wanted)} is not one its field allows`);
            continue;
          }
        }
        const validate = validator(option.schema);
        if (typeof validate === 'string') {
          unverifiable.push(`${name}: Ajv cannot compile its schema: ${validate}`);
          continue;
        }
        let valid: boolean;
        try {
          valid = validate(value) as boolean;
        } catch (error) {
          unverifiable.push(
            `${name}: Ajv cannot validate it: ${error instanceof Error ? error.message : String(error)}`,
          );
          continue;
        }
        if (!valid) {
          // The outermost error (a oneOf's own comes after its branches').
          const error = validate.errors?.at(-1);
          const overlap = overlapIn(validate.errors);
          // More than one of its shapes takes the value: the description's `oneOf` has shapes that overlap.
          const overlapping = (at: NonNullable<typeof overlap>) =>
            `the value is more than one shape of the oneOf at ${at.instancePath || '(the value)'} (${(at.params.passingSchemas as number[]).join(', ')}): they overlap`;
          if (overlap) {
            unverifiable.push(`${name}: ${overlapping(overlap)}`);
            continue;
          }
          // The variant's `allOf` parts disagree (a subtype redefines a field of its base): read with
          // its own definitions winning, as the reference shows it, the value holds. Where a `oneOf`
          // inside it overlaps as well (PagerDuty's log entries and their channels), the value holds
          // once each `oneOf` is read as an `anyOf`: both faults are the description's.
          const merged = mergeAllOf(model, option.schema);
          const asShown = merged ? validator(merged) : undefined;
          const holds = typeof asShown === 'function' && safely(() => asShown(value));
          const alsoOverlap = typeof asShown === 'function' && !holds ? overlapIn(asShown.errors) : undefined;
          const lenient = merged && alsoOverlap ? shownValidator(merged) : undefined;
          if (holds || (alsoOverlap && typeof lenient === 'function' && safely(() => lenient(value)))) {
            const disagree = `its allOf parts disagree at ${error?.instancePath || '(the value)'} (${error?.message})`;
            const also = alsoOverlap ? `, and ${overlapping(alsoOverlap)}` : '';
            unverifiable.push(`${name}: ${disagree}${also}; the value is the variant's own definition`);
            continue;
          }
          problems.push(
            `${name}: ${String(JSON.stringify(value)).slice(0, 200)} is not valid: ${error?.instancePath || '(the value)'} ${error?.message}`,
          );
        }
      }
    }
  };
  for (const op of model.operations) {
    const where = `${op.method.toUpperCase()} ${op.path}`;
    const content = op.requestBody?.content;
    check(where, isObject(content) ? Object.values(content)[0] : undefined);
    for (const [status, response] of Object.entries(op.responses)) {
      const media = Object.values(isObject(response?.content) ? response.content : {})[0];
      check(`${where} ${status}`, media);
    }
  }
  return {checked, problems, unverifiable};
}
