/**
 * Compares the surfaces of two releases of the description and classifies each difference
 * by GCM's rules (./rules.ts). Each change says where it is (a JSON pointer into the newer
 * description, or the older one for a removal), how a reader is pointed at it (Markdown),
 * and what a changelog section must name for the change to count as mentioned. Pure.
 */
import {RULES, type RuleName} from './rules';
import {ownerKey, type Direction, type FieldFact, type SchemaShape, type Surface} from './surface';
import {REFERENCE_ROUTE_BASE} from '../shared/routes';

/**
 * What a change is about, by the surface's keys (./surface.ts), so that the reference can put
 * it on the element it concerns: an operation (`GET /v1/businesses`), a parameter, a field
 * (`owner|path`), one enum value of either, a request body, a response, or a named thing.
 */
export type Subject =
  | {kind: 'operation'; operation: string}
  | {kind: 'parameter'; operation: string; in: string; name: string; value?: string}
  | {kind: 'field'; owner: string; path: string; value?: string}
  | {kind: 'request-body'; operation: string}
  | {kind: 'response'; operation: string; status: string}
  | {kind: 'response-header' | 'schema' | 'error-code' | 'scope' | 'security-scheme'; name: string};

/** Something a changelog section can name: an operation or schema page, or a code span. */
export type Mention = {op: string} | {schema: string} | {code: string};

export interface ApiChange {
  rule: RuleName;
  breaking: boolean;
  subject: Subject;
  /** One line of Markdown, with links to the pages concerned. */
  text: string;
  /** Where the change is: in the newer description, or the older one for what was removed. */
  side: 'before' | 'after';
  pointer: string;
  /**
   * What a release's section must contain to mention the change: every clause, each
   * satisfied by any one of its mentions.
   */
  mentions: Mention[][];
}

const REFERENCE = REFERENCE_ROUTE_BASE;
const code = (text: string) => `\`${text}\``;

function describeOperation(s: Surface, key: string) {
  const op = s.operations.get(key);
  return op ? `[${op.title}](${REFERENCE}/${op.id})` : code(key);
}

/**
 * What each step of diffSurfaces reads and adds to: the two releases' surfaces, and the changes
 * found so far, in the order the steps run (the order the changelog and the reference list them).
 */
export interface DiffContext {
  before: Surface;
  after: Surface;
  changes: ApiChange[];
}

export function diffSurfaces(before: Surface, after: Surface): ApiChange[] {
  const context: DiffContext = {before, after, changes: []};
  for (const step of DIFF_STEPS) step(context);
  return context.changes;
}

/** A function that adds the changes about one subject, each with its rule's breaking flag. */
const addFor =
  (context: DiffContext, subject: Subject) =>
  (rule: RuleName, text: string, side: ApiChange['side'], pointer: string, mentions: Mention[][]) =>
    context.changes.push({rule, breaking: RULES[rule].breaking, subject, text, side, pointer, mentions});
/** The subject with one enum value of it, when the change is about a value. */
const withValue = (subject: Extract<Subject, {kind: 'parameter' | 'field'}>, value?: string): Subject =>
  value ? {...subject, value} : subject;
const opMention = (s: Surface, key: string): Mention[] => {
  const op = s.operations.get(key);
  return op ? [{op: op.id}] : [{code: key}];
};
const describeOwner = (s: Surface, field: FieldFact) =>
  field.owner.kind === 'schema'
    ? `[${field.owner.name}](${REFERENCE}/${field.owner.id})`
    : describeOperation(s, field.owner.key.split(' ').slice(0, 2).join(' '));
const ownerMention = (s: Surface, field: FieldFact): Mention[] =>
  field.owner.kind === 'schema'
    ? [{schema: field.owner.id}, {code: field.owner.name}]
    : opMention(s, field.owner.key.split(' ').slice(0, 2).join(' '));
const lastSegment = (path: string) => path.replace(/\[\]/g, '').split('.').pop() ?? path;

/** Operations added, removed, deprecated or reactivated, and the credentials they need. */
export function diffOperations(context: DiffContext): void {
  const {before, after} = context;
  for (const [key, op] of after.operations) {
    const old = before.operations.get(key);
    const add = addFor(context, {kind: 'operation', operation: key});
    const link = describeOperation(after, key);
    if (!old) {
      add('api-added', `Added ${link} (\`${key}\`)`, 'after', op.pointer, [opMention(after, key)]);
      continue;
    }
    if (op.deprecated && !old.deprecated)
      add('api-deprecated', `Deprecated ${link}`, 'after', op.pointer, [opMention(after, key)]);
    if (!op.deprecated && old.deprecated)
      add('api-reactivated', `${link} is no longer deprecated`, 'after', op.pointer, [opMention(after, key)]);
    // Each alternative of the old security must still be satisfiable by the same credentials.
    const needs = (alternatives: string[][]) => new Set(alternatives.flat());
    const oldNeeds = needs(old.security);
    const newNeeds = needs(op.security);
    for (const item of newNeeds)
      if (!oldNeeds.has(item))
        add(
          'api-security-added',
          `${link} now needs ${code(item.replace(/^OAuth2:/, ''))}`,
          'after',
          `${op.pointer}/security`,
          [opMention(after, key), [{code: item.replace(/^[^:]+:/, '')}]],
        );
    for (const item of oldNeeds)
      if (!newNeeds.has(item))
        add(
          'api-security-removed',
          `${link} no longer needs ${code(item.replace(/^OAuth2:/, ''))}`,
          'after',
          op.pointer,
          [opMention(after, key), [{code: item.replace(/^[^:]+:/, '')}]],
        );
  }
  for (const [key, op] of before.operations)
    if (!after.operations.has(key))
      addFor(context, {kind: 'operation', operation: key})(
        'api-removed',
        `Removed ${describeOperation(before, key)} (\`${key}\`)`,
        'before',
        op.pointer,
        [opMention(before, key)],
      );
}

/** Parameters of operations present in both: added, removed, required, deprecated, reshaped. */
export function diffParameters(context: DiffContext): void {
  const {before, after} = context;
  for (const [id, p] of after.parameters) {
    if (!before.operations.has(p.operation)) continue;
    const old = before.parameters.get(id);
    const link = describeOperation(after, p.operation);
    const mentions = [opMention(after, p.operation), [{code: p.name}]];
    const what = `${p.in} parameter ${code(p.name)} of ${link}`;
    const subject = {kind: 'parameter' as const, operation: p.operation, in: p.in, name: p.name};
    const add = addFor(context, subject);
    if (!old) {
      add(
        p.required ? 'new-required-request-parameter' : 'new-optional-request-parameter',
        `Added ${p.required ? 'required' : 'optional'} ${what}`,
        'after',
        p.pointer,
        mentions,
      );
      continue;
    }
    if (p.required && !old.required)
      add('request-parameter-became-required', `The ${what} is now required`, 'after', p.pointer, mentions);
    if (!p.required && old.required)
      add('request-parameter-became-optional', `The ${what} is now optional`, 'after', p.pointer, mentions);
    if (p.deprecated && !old.deprecated)
      add('request-parameter-deprecated', `Deprecated the ${what}`, 'after', p.pointer, mentions);
    if (!p.deprecated && old.deprecated)
      add('request-parameter-reactivated', `The ${what} is no longer deprecated`, 'after', p.pointer, mentions);
    compareShapes(old.schema, p.schema, 'request', (kind, detail, value) => {
      const rule = (
        {
          type: 'request-parameter-type-changed',
          'enum-removed': 'request-parameter-enum-value-removed',
          'enum-added': 'request-parameter-enum-value-added',
          narrowed: 'request-parameter-narrowed',
        } as const
      )[kind as 'type' | 'enum-removed' | 'enum-added' | 'narrowed'];
      if (rule)
        addFor(context, withValue(subject, value))(
          rule,
          `The ${what}: ${detail}`,
          'after',
          p.pointer,
          value ? [...mentions, [{code: value}]] : mentions,
        );
    });
  }
  for (const [id, p] of before.parameters)
    if (after.operations.has(p.operation) && !after.parameters.has(id))
      addFor(context, {kind: 'parameter', operation: p.operation, in: p.in, name: p.name})(
        'request-parameter-removed',
        `Removed the ${p.in} parameter ${code(p.name)} of ${describeOperation(before, p.operation)}`,
        'before',
        p.pointer,
        [opMention(before, p.operation), [{code: p.name}]],
      );
}

/** Request bodies and responses of operations present in both. */
export function diffBodiesAndResponses(context: DiffContext): void {
  const {before, after} = context;
  for (const [key, body] of after.requestBodies) {
    if (!before.operations.has(key)) continue;
    const old = before.requestBodies.get(key);
    const link = describeOperation(after, key);
    const add = addFor(context, {kind: 'request-body', operation: key});
    if (!old)
      add(
        body.required ? 'request-body-became-required' : 'request-body-added',
        `${link} takes a request body`,
        'after',
        body.pointer,
        [opMention(after, key)],
      );
    else if (body.required && !old.required)
      add('request-body-became-required', `The request body of ${link} is now required`, 'after', body.pointer, [
        opMention(after, key),
      ]);
  }
  for (const [key, body] of before.requestBodies)
    if (after.operations.has(key) && !after.requestBodies.has(key))
      addFor(context, {kind: 'request-body', operation: key})(
        'request-body-removed',
        `${describeOperation(before, key)} no longer takes a request body`,
        'before',
        body.pointer,
        [opMention(before, key)],
      );
  for (const [id, r] of after.responses)
    if (before.operations.has(r.operation) && !before.responses.has(id))
      addFor(context, {kind: 'response', operation: r.operation, status: r.status})(
        'response-status-added',
        `${describeOperation(after, r.operation)} can respond ${r.status}`,
        'after',
        r.pointer,
        [opMention(after, r.operation), [{code: r.status}]],
      );
  for (const [id, r] of before.responses)
    if (after.operations.has(r.operation) && !after.responses.has(id))
      addFor(context, {kind: 'response', operation: r.operation, status: r.status})(
        /^2/.test(r.status) ? 'response-success-status-removed' : 'response-non-success-status-removed',
        `${describeOperation(before, r.operation)} no longer responds ${r.status}`,
        'before',
        r.pointer,
        [opMention(before, r.operation), [{code: r.status}]],
      );
}

/** Response headers, on the operations both releases have. */
export function diffResponseHeaders(context: DiffContext): void {
  const {before, after} = context;
  const headersOnShared = (s: Surface, other: Surface) =>
    new Map(
      [...s.responseHeaders].flatMap(([name, byOperation]) => {
        const shared = [...byOperation].filter(([key]) => other.operations.has(key));
        return shared.length > 0 ? [[name, shared] as const] : [];
      }),
    );
  const headersBefore = headersOnShared(before, after);
  const headersAfter = headersOnShared(after, before);
  for (const [name, shared] of headersAfter)
    if (!headersBefore.has(name))
      addFor(context, {kind: 'response-header', name})(
        'response-header-added',
        `Added the response header ${code(name)} (${shared.length} operation${shared.length === 1 ? '' : 's'})`,
        'after',
        shared[0][1],
        [[{code: name}]],
      );
  for (const [name, shared] of headersBefore)
    if (!headersAfter.has(name))
      addFor(context, {kind: 'response-header', name})(
        'response-header-removed',
        `Removed the response header ${code(name)}`,
        'before',
        shared[0][1],
        [[{code: name}]],
      );
}

/** Named schemas added or removed (their fields are diffFields' and diffRemovedFields'). */
export function diffSchemas(context: DiffContext): void {
  const {before, after} = context;
  for (const [name, schema] of after.schemas)
    if (!before.schemas.has(name))
      addFor(context, {kind: 'schema', name})(
        'schema-added',
        `Added the schema [${name}](${REFERENCE}/${schema.id})`,
        'after',
        schema.pointer,
        [[{schema: schema.id}, {code: name}]],
      );
  for (const [name, schema] of before.schemas)
    if (!after.schemas.has(name))
      addFor(context, {kind: 'schema', name})(
        'schema-removed',
        `Removed the schema ${code(name)}`,
        'before',
        schema.pointer,
        [[{schema: schema.id}, {code: name}]],
      );
}

const directionsOf = (s: Surface, field: FieldFact): Direction[] =>
  [...(s.directions.get(ownerKey(field.owner)) ?? [])].sort();

/** How to add a change about one field of the newer release that the older one also has. */
interface FieldStep {
  field: FieldFact;
  old: FieldFact;
  /** The field, in Markdown: its path and a link to its owner. */
  what: string;
  subject: Extract<Subject, {kind: 'field'}>;
  mentions: Mention[][];
  add: ReturnType<typeof addFor>;
}

/**
 * Fields of the newer release whose owner the older one had. A field is checked in each
 * direction its owner is used in.
 */
export function diffFields(context: DiffContext): void {
  const {before, after} = context;
  const ownerExisted = (field: FieldFact) =>
    field.owner.kind === 'schema'
      ? before.schemas.has(field.owner.name)
      : before.operations.has(field.owner.key.split(' ').slice(0, 2).join(' '));
  for (const [id, field] of after.fields) {
    if (!ownerExisted(field) || id === after.catalogueField) continue;
    const old = before.fields.get(id);
    const what = `${code(field.path)} of ${describeOwner(after, field)}`;
    const subject = {kind: 'field' as const, owner: ownerKey(field.owner), path: field.path};
    const add = addFor(context, subject);
    const mentions = [ownerMention(after, field), [{code: lastSegment(field.path)}, {code: field.path}]];
    const directions = directionsOf(after, field);
    if (!old) {
      if (directions.includes('request'))
        add(
          field.required ? 'new-required-request-property' : 'new-optional-request-property',
          `Added the ${field.required ? 'required' : 'optional'} request field ${what}`,
          'after',
          field.pointer,
          mentions,
        );
      if (directions.includes('response') || directions.length === 0)
        add('response-property-added', `Added the response field ${what}`, 'after', field.pointer, mentions);
      continue;
    }
    if (field.deprecated && !old.deprecated)
      add('property-deprecated', `Deprecated ${what}`, 'after', field.pointer, mentions);
    if (!field.deprecated && old.deprecated)
      add('property-reactivated', `${what} is no longer deprecated`, 'after', field.pointer, mentions);
    const step: FieldStep = {field, old, what, subject, mentions, add};
    for (const direction of directions.length > 0 ? directions : (['response'] as Direction[])) {
      diffFieldPresence(step, direction);
      diffFieldShape(context, step, direction);
    }
  }
}

/** Whether a field, read in one direction, became required or optional. */
function diffFieldPresence({field, old, what, mentions, add}: FieldStep, direction: Direction): void {
  if (direction === 'request') {
    if (field.required && !old.required)
      add(
        'request-property-became-required',
        `The request field ${what} is now required`,
        'after',
        field.pointer,
        mentions,
      );
    if (!field.required && old.required)
      add(
        'request-property-became-optional',
        `The request field ${what} is now optional`,
        'after',
        field.pointer,
        mentions,
      );
  } else {
    if (!field.required && old.required)
      add(
        'response-property-became-optional',
        `The response field ${what} is no longer always present`,
        'after',
        field.pointer,
        mentions,
      );
    if (field.required && !old.required)
      add(
        'response-property-became-required',
        `The response field ${what} is now always present`,
        'after',
        field.pointer,
        mentions,
      );
  }
}

/** How a field's type, values or nullability changed, read in one direction. */
function diffFieldShape(
  context: DiffContext,
  {field, old, what, subject, mentions}: FieldStep,
  direction: Direction,
): void {
  compareShapes(old.shape, field.shape, direction, (kind, detail, value) => {
    const rule = (
      direction === 'request'
        ? {
            type: 'request-property-type-changed',
            'enum-removed': 'request-property-enum-value-removed',
            'enum-added': 'request-property-enum-value-added',
            narrowed: 'request-property-narrowed',
            'not-nullable': 'request-property-became-not-nullable',
          }
        : {
            type: 'response-property-type-changed',
            'enum-removed': 'response-property-enum-value-removed',
            'enum-added': 'response-property-enum-value-added',
            nullable: 'response-property-became-nullable',
          }
    )[kind as 'type'] as RuleName | undefined;
    if (rule)
      addFor(context, withValue(subject, value))(
        rule,
        `The ${direction} field ${what}: ${detail}`,
        'after',
        field.pointer,
        value ? [...mentions, [{code: value}]] : mentions,
      );
  });
}

/** Fields of the older release that are gone from an owner the newer one still has. */
export function diffRemovedFields(context: DiffContext): void {
  const {before, after} = context;
  for (const [id, field] of before.fields) {
    if (after.fields.has(id) || id === before.catalogueField) continue;
    const stillThere =
      field.owner.kind === 'schema'
        ? after.schemas.has(field.owner.name)
        : after.operations.has(field.owner.key.split(' ').slice(0, 2).join(' '));
    if (!stillThere) continue;
    const what = `${code(field.path)} of ${describeOwner(before, field)}`;
    const mentions = [ownerMention(before, field), [{code: lastSegment(field.path)}, {code: field.path}]];
    const directions = directionsOf(before, field);
    const add = addFor(context, {kind: 'field', owner: ownerKey(field.owner), path: field.path});
    if (directions.includes('request'))
      add('request-property-removed', `Removed the request field ${what}`, 'before', field.pointer, mentions);
    if (directions.includes('response') || directions.length === 0)
      add('response-property-removed', `Removed the response field ${what}`, 'before', field.pointer, mentions);
  }
}

/** Error codes added or removed, or with a new status or meaning. */
export function diffErrorCodes(context: DiffContext): void {
  const {before, after} = context;
  for (const [name, entry] of after.errorCodes) {
    const old = before.errorCodes.get(name);
    const mentions = [[{code: name}]];
    const add = addFor(context, {kind: 'error-code', name});
    const link = `[${code(name)}](${REFERENCE}/errors#${name})`;
    if (!old)
      add('error-code-added', `Added the error code ${link} (${entry.status})`, 'after', entry.pointer, mentions);
    else {
      if (old.status !== entry.status)
        add(
          'error-code-status-changed',
          `The error code ${link} is now ${entry.status} (was ${old.status})`,
          'after',
          entry.pointer,
          mentions,
        );
      if (old.meaning !== entry.meaning)
        add(
          'error-code-meaning-changed',
          `The meaning of the error code ${link} changed`,
          'after',
          entry.pointer,
          mentions,
        );
    }
  }
  for (const [name, entry] of before.errorCodes)
    if (!after.errorCodes.has(name))
      addFor(context, {kind: 'error-code', name})(
        'error-code-removed',
        `Removed the error code ${code(name)}`,
        'before',
        entry.pointer,
        [[{code: name}]],
      );
}

/** Scopes and security schemes. */
export function diffScopesAndSchemes(context: DiffContext): void {
  const {before, after} = context;
  for (const [name, scope] of after.scopes)
    if (!before.scopes.has(name))
      addFor(context, {kind: 'scope', name})('scope-added', `Added the scope ${code(name)}`, 'after', scope.pointer, [
        [{code: name}],
      ]);
  for (const [name, scope] of before.scopes)
    if (!after.scopes.has(name))
      addFor(context, {kind: 'scope', name})(
        'scope-removed',
        `Removed the scope ${code(name)}`,
        'before',
        scope.pointer,
        [[{code: name}]],
      );
  for (const [name, scheme] of after.securitySchemes) {
    const old = before.securitySchemes.get(name);
    const add = addFor(context, {kind: 'security-scheme', name});
    if (!old)
      add('security-scheme-added', `Added the security scheme ${code(name)}`, 'after', scheme.pointer, [
        [{code: name}],
      ]);
    else if (old.type !== scheme.type)
      add(
        'security-scheme-type-changed',
        `The security scheme ${code(name)} is now of type ${scheme.type}`,
        'after',
        scheme.pointer,
        [[{code: name}]],
      );
  }
  for (const [name, scheme] of before.securitySchemes)
    if (!after.securitySchemes.has(name))
      addFor(context, {kind: 'security-scheme', name})(
        'security-scheme-removed',
        `Removed the security scheme ${code(name)}`,
        'before',
        scheme.pointer,
        [[{code: name}]],
      );
}

/** diffSurfaces' steps, in the order their changes are listed. */
const DIFF_STEPS: readonly ((context: DiffContext) => void)[] = [
  diffOperations,
  diffParameters,
  diffBodiesAndResponses,
  diffResponseHeaders,
  diffSchemas,
  diffFields,
  diffRemovedFields,
  diffErrorCodes,
  diffScopesAndSchemes,
];

type ShapeChange = 'type' | 'enum-removed' | 'enum-added' | 'narrowed' | 'nullable' | 'not-nullable';

/** Reports how `after` differs from `before`, in the terms the rules classify. */
export function compareShapes(
  before: SchemaShape,
  after: SchemaShape,
  direction: Direction,
  report: (kind: ShapeChange, detail: string, value?: string) => void,
): void {
  if (
    before.type !== after.type ||
    (before.format ?? '') !== (after.format ?? '') ||
    (before.ref ?? '') !== (after.ref ?? '')
  ) {
    const show = (s: SchemaShape) => s.ref ?? [s.type ?? 'any', s.format].filter(Boolean).join(' ');
    report('type', `type ${show(before)} became ${show(after)}`);
  }
  if (before.enum || after.enum) {
    const old = new Set(before.enum ?? []);
    const now = new Set(after.enum ?? []);
    if (before.enum && after.enum) {
      for (const value of old) if (!now.has(value)) report('enum-removed', `value ${code(value)} removed`, value);
      for (const value of now) if (!old.has(value)) report('enum-added', `value ${code(value)} added`, value);
    } else if (after.enum && direction === 'request')
      report('narrowed', `now restricted to ${[...now].map(code).join(', ')}`);
  }
  if (before.nullable && !after.nullable) report('not-nullable', 'no longer nullable');
  if (!before.nullable && after.nullable) report('nullable', 'may now be null');
  if (direction !== 'request') return;
  const lower = (a?: number, b?: number) => b !== undefined && (a === undefined || b < a);
  const higher = (a?: number, b?: number) => b !== undefined && (a === undefined || b > a);
  if (lower(before.maxLength, after.maxLength))
    report('narrowed', `maxLength ${before.maxLength ?? 'none'} became ${after.maxLength}`);
  if (higher(before.minLength, after.minLength))
    report('narrowed', `minLength ${before.minLength ?? 0} became ${after.minLength}`);
  if (lower(before.maximum, after.maximum))
    report('narrowed', `maximum ${before.maximum ?? 'none'} became ${after.maximum}`);
  if (higher(before.minimum, after.minimum))
    report('narrowed', `minimum ${before.minimum ?? 'none'} became ${after.minimum}`);
  if (lower(before.maxItems, after.maxItems))
    report('narrowed', `maxItems ${before.maxItems ?? 'none'} became ${after.maxItems}`);
  if (after.pattern !== undefined && before.pattern !== after.pattern)
    report('narrowed', `pattern became ${code(after.pattern)}`);
}
