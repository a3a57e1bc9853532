/**
 * JSON Schema's way of saying which fields go together: an `anyOf` (or `oneOf`) whose members
 * only require fields of the object beside them (`anyOf: [{required: [email]}, {required:
 * [external_id]}]`: at least one of the two; with `oneOf`, exactly one), as Intercom writes a
 * contact's identifier. Read as shapes, each member is an empty "any": instead the page and the
 * twin state the rule, and no picker or shape is made of it.
 */
import {isObject} from './json';
import type {Node} from './schemaWalk';

/** Fields that must come together, in the alternatives a schema allows: at least one set, or exactly one. */
export interface RequiredChoice {
  /** The keyword that states it: `oneOf` (exactly one set) or `anyOf` (at least one). */
  keyword: 'oneOf' | 'anyOf';
  sets: string[][];
}

/** What a member that only requires may also say, and nothing else. */
const REQUIRED_ONLY_KEYS = new Set(['required', 'title', 'description']);

/** The fields each member requires, when every member only requires fields the object has. */
function requiredSets(members: unknown, properties: Node): string[][] | undefined {
  if (!Array.isArray(members) || members.length < 2) return undefined;
  const sets: string[][] = [];
  for (const member of members) {
    if (!isObject(member) || !Object.keys(member).every((key) => REQUIRED_ONLY_KEYS.has(key))) return undefined;
    const required = member.required;
    if (!Array.isArray(required) || required.length === 0) return undefined;
    if (!required.every((name) => typeof name === 'string' && Object.hasOwn(properties, name))) return undefined;
    sets.push(required as string[]);
  }
  return sets;
}

/** The rule a schema's `anyOf` or `oneOf` states, when its members only require fields of the object. */
export function requiredChoiceOf(schema: unknown): RequiredChoice | undefined {
  if (!isObject(schema) || !isObject(schema.properties)) return undefined;
  for (const keyword of ['oneOf', 'anyOf'] as const) {
    const sets = requiredSets(schema[keyword], schema.properties as Node);
    if (sets) return {keyword, sets};
  }
  return undefined;
}

/**
 * The rule of a schema in words, each field as `code(name)`: "At least one of `email` or
 * `external_id` is required"; a set of several fields in brackets: "Exactly one of (`a` and `b`) or `c`".
 */
export function requiredChoiceWords(schema: unknown, code: (name: string) => string): string | undefined {
  const choice = requiredChoiceOf(schema);
  if (!choice) return undefined;
  const sets = choice.sets.map((set) => (set.length > 1 ? `(${set.map(code).join(' and ')})` : code(set[0])));
  const joined = `${sets.slice(0, -1).join(', ')} or ${sets.at(-1)}`;
  return `${choice.keyword === 'oneOf' ? 'Exactly' : 'At least'} one of ${joined} is required`;
}

/**
 * A schema without the keyword that states its rule, so that its other keyword's members, if it
 * has both (a rule in `anyOf`, shapes in `oneOf`), still read as shapes; the schema itself when it has no rule.
 */
export function withoutRequiredChoice<T extends object>(schema: T): T {
  const choice = requiredChoiceOf(schema);
  if (!choice) return schema;
  const rest = {...schema} as Record<string, unknown>;
  delete rest[choice.keyword];
  return rest as T;
}
