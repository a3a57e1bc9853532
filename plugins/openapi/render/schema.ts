/**
 * Schemas as static HTML: type labels that link named schemas, constraints in words,
 * nested fields, `allOf` merged, `oneOf`/`anyOf` variants with their own fields and
 * the discriminator's mapping, maps, and recursion shown as a link. Child fields sit in
 * closed `<details>`, so a deep schema costs the reader nothing until opened, and named
 * schemas nested past a small depth link to their page instead of being shown again. A
 * schema met again inside itself is shown once and then linked ("Recursive: see Node"), and
 * fields nested deeper than MAX_FIELD_DEPTH are not shown, so a page's size stays linear in
 * the description's whatever its recursion and depth. A body shows the fields that go its way:
 * a request's leaves out the `readOnly` ones, a response's the `writeOnly` ones (a schema page
 * shows them all, flagged). What a schema means (its types,
 * nullability, `allOf` merged, what it is made of) is the model's (model/schema.ts).
 */
import {
  elementKey,
  ENUM_INLINE_LIMIT,
  enumMeanings,
  requiredChoiceWords,
  withoutRequiredChoice,
  isNullable,
  isObject,
  leftOutOf,
  mergeAllOf as mergeSchema,
  refName,
  schemaParts,
  schemaRef,
  shownRef,
  schemaTypes,
  takesExample,
  type BodyDirection,
  type MergedSchema,
  type Schema,
} from '../model';
import type {PageContext} from './context';
import {codeValue, el, escapeHtml, htmlText} from './html';
import {FIELD_NAME_CLASS} from '../client/controlNames';
import {sunsetOf, variantSet} from '../model';

/** The schema, resolved, with `allOf` merged (model/schema.ts). */
export const mergeAllOf = (ctx: PageContext, schema: Schema | undefined): MergedSchema | undefined =>
  mergeSchema(ctx.model, schema);

/** Fields nested deeper than this many levels are not shown (a note says so, and where to read on). */
export const MAX_FIELD_DEPTH = 12;

/** Where a schema shown on a page can be read: its own page, or its first place on this one. */
interface Shown {
  name: string;
  href: string;
}

export interface SchemaWalk {
  /** Anchor prefix of the section, e.g. `request` or `response-200`. */
  prefix: string;
  /** Names from the section down to here. */
  path: string[];
  depth: number;
  /**
   * The schemas being shown around this point, each by the object it is (model/schema.ts
   * `schemaParts`), and where it is shown: one of them met again is recursion.
   */
  ancestors: ReadonlyMap<object, Shown>;
  /** The anchor of the field or variant whose fields come next (the section's at the top), and its name. */
  anchor: string;
  label: string;
  /** The nearest named schema around this point below the section's top: its page shows deeper fields than this one. */
  deeper?: Shown;
  /**
   * Whose fields these are, as the releases' diff names them: a component schema's name, or an
   * operation's inline body (`POST /v1/x`, `GET /v1/x 200`), and the path inside it
   * (`items[].amount`). Unknown (no badges) inside variants and maps.
   */
  owner?: {key: string; path: string};
  /** The way the body goes, whose fields it leaves out; undefined on a schema page, which shows them all. */
  direction?: BodyDirection;
}

/** The fields of an object that a body going `direction` has, with their schemas. */
function fieldsOf(ctx: PageContext, schema: MergedSchema, direction: BodyDirection | undefined): [string, Schema][] {
  return Object.entries(schema.properties ?? {}).filter(([, property]) => !leftOutOf(ctx.model, property, direction));
}

/** Badges of each value of an enum, as HTML after the value. */
export type ValueBadges = (value: string) => string;

function formatWords(schema: MergedSchema, type: string): string {
  if (type === 'string' && (schema.format === 'binary' || schema.contentMediaType || schema.contentEncoding)) {
    return 'file';
  }
  return schema.format ? `${type} (${schema.format})` : type;
}

function span(text: string): string {
  return el('span', {class: 'api-type'}, escapeHtml(text));
}

/** The page of the named schema a schema shows (model/schema.ts `shownRef`), if it has one. */
function pageOf(ctx: PageContext, schemaOrRef: Schema | undefined): ReturnType<PageContext['schemaPage']> {
  const ref = shownRef(ctx.model, schemaOrRef);
  return ref === undefined ? undefined : ctx.schemaPage({$ref: ref});
}

/** The type of a schema in a few words, as HTML; named schemas link to their page. */
export function typeLabel(ctx: PageContext, schemaOrRef: Schema | undefined, depth = 0): string {
  if (schemaOrRef === undefined || schemaOrRef === null || schemaOrRef === true) return span('any');
  if (schemaOrRef === false) return span('nothing');
  const page = pageOf(ctx, schemaOrRef);
  if (page) {
    const target = mergeAllOf(ctx, schemaOrRef);
    const base = depth > 2 ? '' : baseWords(ctx, target, depth);
    const link = el('a', {href: page.href}, el('code', {}, escapeHtml(page.name)));
    return base && base !== 'object' ? `${link} ${el('span', {class: 'api-type'}, `(${escapeHtml(base)})`)}` : link;
  }
  const schema = mergeAllOf(ctx, schemaOrRef);
  if (!isObject(schema)) return span('any');
  const variants: Schema[] | undefined = schema.oneOf ?? schema.anyOf;
  if (Array.isArray(variants) && !schema.properties && depth < 3) {
    const shown = variants.slice(0, 4).map((v) => typeLabel(ctx, v, depth + 1));
    const more = variants.length > 4 ? ` ${span(`(+${variants.length - 4} more)`)}` : '';
    return `${span(schema.oneOf ? 'one of' : 'any of')} ${shown.join(', ')}${more}`;
  }
  return typeWordsHtml(ctx, schema, depth);
}

function typeWordsHtml(ctx: PageContext, schema: MergedSchema, depth: number): string {
  const types = schemaTypes(schema).filter((t) => t !== 'null');
  if (
    types.length === 1 &&
    types[0] === 'array' &&
    Array.isArray(schema.prefixItems) &&
    schema.prefixItems.length > 0
  ) {
    if (depth > 3) return span('tuple');
    const items: Schema[] = schema.prefixItems;
    return `${span('tuple of')} ${items.map((item) => typeLabel(ctx, item, depth + 1)).join(', ')}`;
  }
  if (types.length === 1 && types[0] === 'array') {
    return depth > 3 ? span('array') : `${span('array of')} ${typeLabel(ctx, schema.items, depth + 1)}`;
  }
  if (types.length === 1 && types[0] === 'object' && !schema.properties && isObject(schema.additionalProperties)) {
    return depth > 3 ? span('map') : `${span('map of')} ${typeLabel(ctx, schema.additionalProperties, depth + 1)}`;
  }
  if (types.length === 0) return span(Array.isArray(schema.oneOf ?? schema.anyOf) ? 'object' : 'any');
  return span(types.map((t) => formatWords(schema, t)).join(' or '));
}

/** The base type of a named schema in words (no links), for "`Status` (string)". */
function baseWords(ctx: PageContext, schema: MergedSchema | undefined, depth: number): string {
  if (!isObject(schema)) return '';
  if (Array.isArray(schema.oneOf ?? schema.anyOf) && !schema.properties) return '';
  const types = schemaTypes(schema).filter((t) => t !== 'null');
  if (types.length === 1 && types[0] === 'array') {
    if (depth > 3) return 'array';
    const items = schema.items;
    const page = ctx.schemaPage(items);
    return page ? `array of ${page.name}` : `array of ${baseWords(ctx, mergeAllOf(ctx, items), depth + 1) || 'any'}`;
  }
  return types.map((t) => formatWords(schema, t)).join(' or ');
}

/**
 * How an enum's values read: a table of their meanings, one constant, a list, or a folded list
 * of many; of `each item` of a list, for an enum on its items (where so many APIs write a
 * list's values: `expand`, Spotify's search `type`).
 */
function enumNote(
  ctx: PageContext,
  schema: MergedSchema,
  value: (v: unknown) => string,
  eachItem = false,
): string | undefined {
  if (!Array.isArray(schema.enum)) return undefined;
  const oneOf = eachItem ? 'Each item one of' : 'One of';
  const described = enumMeanings(schema);
  if (described.length > 0) {
    const rows = described.map(([valueText, text]) =>
      el('tr', {}, el('td', {}, value(valueText)), el('td', {}, ctx.markdown(text))),
    );
    const table = el(
      'table',
      {class: 'api-enum-table'},
      el('thead', {}, el('tr', {}, el('th', {}, 'Value'), el('th', {}, 'Meaning'))),
      el('tbody', {}, ...rows),
    );
    const n = schema.enum.length;
    const lead = `${n} possible value${n === 1 ? '' : 's'}${eachItem ? ' of each item' : ''}:`;
    return `${lead}${el('div', {class: 'api-table-scroll', tabindex: 0}, table)}`;
  }
  // One value is a constant, said once (`const` says it already).
  if (schema.enum.length === 1) {
    if (schema.const !== undefined) return undefined;
    return `${eachItem ? 'Each item always' : 'Always'} ${value(schema.enum[0])}`;
  }
  if (schema.enum.length <= ENUM_INLINE_LIMIT) return `${oneOf}: ${schema.enum.map(value).join(', ')}`;
  const summary = el('summary', {}, `${oneOf} ${schema.enum.length} values`);
  return el('details', {class: 'api-enum'}, summary, schema.enum.map(value).join(', '));
}

/** The keywords a constraint is said as `Label: value`, in the order they are listed. */
const LABELLED_KEYWORDS: [string, string][] = [
  ['multipleOf', 'Multiple of'],
  ['minLength', 'Min length'],
  ['maxLength', 'Max length'],
  ['pattern', 'Pattern'],
  ['minItems', 'Min items'],
  ['maxItems', 'Max items'],
  ['minProperties', 'Min properties'],
  ['maxProperties', 'Max properties'],
  ['contentMediaType', 'Media type'],
  ['contentEncoding', 'Encoding'],
];

/** A number's bounds: `Minimum: 1 (exclusive)` (3.0's flag) or `Greater than: 1` (3.1's number). */
function boundNotes(schema: MergedSchema): string[] {
  const notes: string[] = [];
  const bound = (keyword: string, label: string, exclusiveFlag: string, exclusiveLabel: string) => {
    const value = schema[keyword];
    if (typeof value === 'number')
      notes.push(`${label}: ${codeValue(value)}${schema[exclusiveFlag] === true ? ' (exclusive)' : ''}`);
    if (typeof schema[exclusiveFlag] === 'number') notes.push(`${exclusiveLabel}: ${codeValue(schema[exclusiveFlag])}`);
  };
  bound('minimum', 'Minimum', 'exclusiveMinimum', 'Greater than');
  bound('maximum', 'Maximum', 'exclusiveMaximum', 'Less than');
  return notes;
}

/** The example a schema gives of a plain value, unless the schema refuses it (the model warned: `example-not-of-schema`). */
function exampleNote(ctx: PageContext, schema: MergedSchema): string | undefined {
  const example =
    schema.example !== undefined ? schema.example : Array.isArray(schema.examples) ? schema.examples[0] : undefined;
  if (example === undefined || (example !== null && typeof example === 'object')) return undefined;
  return takesExample(ctx.model, schema, example) ? `Example: ${codeValue(example)}` : undefined;
}

/** The `xml` hints, in words: `XML: element \`card\`, an attribute`. */
function xmlNote(schema: MergedSchema): string | undefined {
  if (!isObject(schema.xml)) return undefined;
  const {name, attribute, wrapped, namespace, prefix} = schema.xml;
  const parts = [
    name ? `element ${codeValue(name)}` : '',
    attribute ? 'an attribute' : '',
    wrapped ? 'wrapped' : '',
    prefix ? `prefix ${codeValue(prefix)}` : '',
    namespace ? `namespace ${codeValue(namespace)}` : '',
  ].filter(Boolean);
  return parts.length > 0 ? `XML: ${parts.join(', ')}` : undefined;
}

/** The values a list's items may take, for a list with no enum of its own. */
function itemsEnumNote(ctx: PageContext, schema: MergedSchema, value: (v: unknown) => string): string | undefined {
  if (Array.isArray(schema.enum) || schema.items === undefined || Array.isArray(schema.items)) return undefined;
  const items = mergeAllOf(ctx, schema.items);
  return isObject(items) ? enumNote(ctx, items, value, true) : undefined;
}

/** Every constraint of a schema, in words (HTML snippets). */
export function constraintNotes(
  ctx: PageContext,
  schemaOrRef: Schema | undefined,
  valueBadges: ValueBadges = () => '',
): string[] {
  const schema = mergeAllOf(ctx, schemaOrRef);
  if (!isObject(schema)) return [];
  const value = (v: unknown) => {
    const badges = valueBadges(String(v));
    return badges ? `${codeValue(v)} ${badges}` : codeValue(v);
  };
  const labelled = LABELLED_KEYWORDS.filter(([keyword]) => schema[keyword] !== undefined).map(
    ([keyword, label]) => `${label}: ${codeValue(schema[keyword])}`,
  );
  return [
    schema.const !== undefined ? `Always ${codeValue(schema.const)}` : undefined,
    enumNote(ctx, schema, value),
    itemsEnumNote(ctx, schema, value),
    ...boundNotes(schema),
    ...labelled,
    schema.uniqueItems === true ? 'Items are unique' : undefined,
    schema.default !== undefined ? `Default: ${codeValue(schema.default)}` : undefined,
    exampleNote(ctx, schema),
    xmlNote(schema),
    schema.not !== undefined ? `Must not be ${typeLabel(ctx, schema.not, 2)}` : undefined,
  ].filter((note): note is string => note !== undefined);
}

export interface FieldItem {
  id: string;
  /** The name, as HTML (usually `<code>name</code>`). */
  name: string;
  type: string;
  flags: string[];
  doc: string;
  children: string;
  deprecated?: boolean;
  /** Lifecycle badges, as HTML (./lifecycle.ts). */
  badges?: string;
  /**
   * The same field with the same description is on many pages (a signing header): site
   * search indexes its name without a heading's weight, and not its description.
   */
  repeated?: boolean;
}

/** What a field's description weighs in site search, against a page's own prose (1). */
const FIELD_DOC_WEIGHT = 0.5;

/** One row of a field or parameter list. */
export function fieldItem(item: FieldItem): string {
  const flags = item.flags.map((flag) =>
    el('span', {class: `api-flag api-flag--${flag.replace(/[^a-z]+/g, '-')}`}, escapeHtml(flag)),
  );
  return el(
    'li',
    {
      class: item.deprecated ? 'api-field api-field--deprecated' : 'api-field',
      id: item.id,
      // Site search lists a matching field as a section of its page, under this title.
      'data-pagefind-title': htmlText(item.name),
    },
    el(
      'div',
      {class: 'api-field__head'},
      // The name is the row's heading: site search weighs it as one.
      el(
        'a',
        {class: FIELD_NAME_CLASS, href: `#${item.id}`, 'data-pagefind-weight': item.repeated ? undefined : 3},
        item.name,
      ),
      ' ',
      item.type,
      ...flags.map((flag) => ` ${flag}`),
      item.badges ? ` ${item.badges}` : '',
    ),
    item.doc &&
      el(
        'div',
        // Site search weighs a field's description below the page's own prose: the same
        // schema's words are on every page that takes it ("expired" in a status on five pages).
        {class: 'api-field__doc', 'data-pagefind-ignore': item.repeated, 'data-pagefind-weight': FIELD_DOC_WEIGHT},
        item.doc,
      ),
    item.children,
  );
}

/** Description and constraints of a schema as one block of HTML. */
export function schemaDoc(
  ctx: PageContext,
  schemaOrRef: Schema | undefined,
  description?: unknown,
  valueBadges?: ValueBadges,
): string {
  const schema = mergeAllOf(ctx, schemaOrRef);
  const text = description ?? (isObject(schemaOrRef) ? schemaOrRef.description : undefined) ?? schema?.description;
  const notes = constraintNotes(ctx, schemaOrRef, valueBadges);
  return [ctx.markdown(text), notes.length > 0 ? el('div', {class: 'api-notes'}, notes.join(' · ')) : ''].join('');
}

/** What a field is besides its type, in words: `required`, `nullable`, `read-only`, … (the pages and the Markdown twins). */
export function schemaFlags(schema: MergedSchema | undefined, required: boolean): string[] {
  return [
    required ? 'required' : '',
    isNullable(schema) ? 'nullable' : '',
    schema?.readOnly ? 'read-only' : '',
    schema?.writeOnly ? 'write-only' : '',
    schema?.deprecated ? 'deprecated' : '',
  ].filter(Boolean);
}

function fieldRow(
  ctx: PageContext,
  name: string,
  schemaOrRef: Schema | undefined,
  required: boolean,
  walk: SchemaWalk,
  display?: string,
): string {
  const path = [...walk.path, name];
  const id = ctx.anchors.claim(`${walk.prefix}${walk.prefix ? '.' : ''}${path.join('.')}`);
  ctx.rowsLeft -= 1;
  const schema = mergeAllOf(ctx, schemaOrRef);
  // A named field has a place in the releases' diff; `additionalProperties` and patterns do not.
  const owner =
    walk.owner && display === undefined
      ? {key: walk.owner.key, path: walk.owner.path ? `${walk.owner.path}.${name}` : name}
      : undefined;
  const key = owner && elementKey.field(owner.key, owner.path);
  const badges = ctx.badges(key, {
    deprecated: schema?.deprecated === true,
    sunset: sunsetOf(schemaOrRef) ?? sunsetOf(schema),
  });
  return fieldItem({
    id,
    name: display ?? el('code', {}, escapeHtml(name)),
    type: typeLabel(ctx, schemaOrRef),
    flags: schemaFlags(schema, required).filter((flag) => !(badges.deprecated && flag === 'deprecated')),
    doc: schemaDoc(ctx, schemaOrRef, undefined, ctx.valueBadges(key)),
    children: childFields(ctx, schemaOrRef, {...walk, path, depth: walk.depth + 1, owner, anchor: id, label: name}),
    deprecated: schema?.deprecated === true,
    badges: badges.html,
  });
}

function hasStructure(schema: MergedSchema | undefined): schema is MergedSchema {
  if (!isObject(schema)) return false;
  if (schema.properties && Object.keys(schema.properties).length > 0) return true;
  if (Array.isArray(schema.oneOf) || Array.isArray(schema.anyOf)) return true;
  if (isObject(schema.additionalProperties) && Object.keys(schema.additionalProperties).length > 0) return true;
  return isObject(schema.patternProperties);
}

/** Items of (nested) arrays: `array of array of X` → X, with how many arrays were unwrapped. */
function unwrapArrays(ctx: PageContext, schemaOrRef: Schema | undefined): {target: Schema | undefined; arrays: number} {
  let target = schemaOrRef;
  let arrays = 0;
  for (; arrays < 5; arrays += 1) {
    const schema = mergeAllOf(ctx, target);
    if (!isObject(schema) || !schemaTypes(schema).includes('array') || schema.items === undefined || schema.properties)
      break;
    target = schema.items;
  }
  return {target, arrays};
}

/**
 * The schemas shown on each page, by the way their body goes (their fields differ) and the
 * object each is, and where each was shown first.
 */
const shownOnPage = new WeakMap<PageContext, Map<string, Map<object, Shown>>>();

function shownOn(ctx: PageContext, walk: SchemaWalk): Map<object, Shown> {
  let byDirection = shownOnPage.get(ctx);
  if (!byDirection) shownOnPage.set(ctx, (byDirection = new Map()));
  const key = walk.direction ?? '';
  let shown = byDirection.get(key);
  if (!shown) byDirection.set(key, (shown = new Map()));
  return shown;
}

const linkTo = (shown: Shown) => el('a', {href: shown.href}, el('code', {}, escapeHtml(shown.name)));

/**
 * A link or a note instead of the fields of `target`: when it is one of the schemas around it
 * (recursion: linked to its page, else to where it is shown above), when it is named and
 * nested deep or the page has shown enough, when it is nested deeper than MAX_FIELD_DEPTH, or
 * when the page has shown enough and has shown these very fields before.
 */
function linkInstead(ctx: PageContext, target: Schema | undefined, walk: SchemaWalk): string | undefined {
  const parts = schemaParts(ctx.model, target);
  const page = pageOf(ctx, target);
  const more = (html: string) => el('p', {class: 'api-field__more'}, html);
  for (const part of parts) {
    const around = walk.ancestors.get(part);
    if (around) return more(`Recursive: see ${linkTo(page ?? around)}.`);
  }
  if (page && (walk.depth > ctx.maxInlineDepth || ctx.rowsLeft <= 0)) return more(`Fields: see ${linkTo(page)}.`);
  if (walk.depth >= MAX_FIELD_DEPTH) {
    const where = walk.deeper ? `see ${linkTo(walk.deeper)}` : 'not shown';
    return more(`Nested deeper than ${MAX_FIELD_DEPTH} levels: ${where}.`);
  }
  const earlier = ctx.rowsLeft <= 0 && parts.length > 0 ? shownOn(ctx, walk).get(parts[0]) : undefined;
  return earlier && more(`The same fields as ${linkTo(earlier)} above.`);
}

/**
 * Into the fields of `target`, reached through `arrays` arrays: it is one of the schemas around
 * what follows (to spot recursion), shown here if not before on the page; a named schema is an
 * owner of its own; an inline one belongs to the current owner, each array adding `[]` to the path.
 */
function withAncestor(ctx: PageContext, target: Schema | undefined, walk: SchemaWalk, arrays = 0): SchemaWalk {
  const page = pageOf(ctx, target);
  const [self] = schemaParts(ctx.model, target);
  const shown: Shown = page ?? {name: walk.label, href: `#${walk.anchor}`};
  const ancestors = self ? new Map(walk.ancestors).set(self, shown) : walk.ancestors;
  if (self && !shownOn(ctx, walk).has(self)) shownOn(ctx, walk).set(self, shown);
  const deeper = page && walk.depth > 0 ? shown : walk.deeper;
  if (page) return {...walk, ancestors, deeper, owner: {key: page.name, path: ''}};
  const owner = walk.owner && {...walk.owner, path: `${walk.owner.path}${'[]'.repeat(arrays)}`};
  return {...walk, ancestors, deeper, owner};
}

/** The child fields of a field, in a closed `<details>`; empty for a scalar. */
function childFields(ctx: PageContext, schemaOrRef: Schema | undefined, walk: SchemaWalk): string {
  const {target, arrays} = unwrapArrays(ctx, schemaOrRef);
  const schema = mergeAllOf(ctx, target);
  if (!hasStructure(schema)) return '';
  const instead = linkInstead(ctx, target, walk);
  if (instead) return instead;
  const body = objectBody(ctx, schema, withAncestor(ctx, target, walk, arrays));
  if (!body) return '';
  const count = fieldsOf(ctx, schema, walk.direction).length;
  const what = count > 0 ? `${count} field${count === 1 ? '' : 's'}` : 'the shapes';
  const summary = arrays > 0 ? `Show ${what} of each item` : `Show ${what}`;
  return el('details', {class: 'api-field__children'}, el('summary', {}, escapeHtml(summary)), body);
}

/** Fields, map values and variants of an object schema (already merged). */
export function objectBody(ctx: PageContext, schema: MergedSchema | undefined, walk: SchemaWalk): string {
  if (!isObject(schema)) return '';
  const rows: string[] = [];
  const required = new Set<string>((schema.required ?? []).map(String));
  for (const [name, property] of fieldsOf(ctx, schema, walk.direction)) {
    rows.push(fieldRow(ctx, name, property, required.has(name), walk));
  }
  for (const [pattern, property] of Object.entries(
    isObject(schema.patternProperties) ? schema.patternProperties : {},
  )) {
    rows.push(
      fieldRow(
        ctx,
        'patternProperties',
        property,
        false,
        walk,
        `${el('em', {}, 'names matching')} ${codeValue(pattern)}`,
      ),
    );
  }
  if (
    isObject(schema.additionalProperties) &&
    (rows.length > 0 || hasStructure(schema.additionalProperties) || ctx.schemaPage(schema.additionalProperties))
  ) {
    rows.push(
      fieldRow(
        ctx,
        'additionalProperties',
        schema.additionalProperties,
        false,
        walk,
        el('em', {}, rows.length > 0 ? 'any other name' : 'any name'),
      ),
    );
  }
  const parts: string[] = [];
  const includes: string[] = schema['x-gcm-includes'] ?? [];
  if (includes.length > 0 && walk.depth === 0) {
    const links = includes.map((ref) => {
      const page = ctx.model.schemaByRef.get(ref)!;
      return el('a', {href: ctx.href(page.id)}, el('code', {}, escapeHtml(page.name)));
    });
    parts.push(el('p', {class: 'api-includes'}, `Includes the fields of ${links.join(', ')}.`));
  }
  if (rows.length > 0) parts.push(el('ul', {class: 'api-fields'}, ...rows));
  // Members that only require fields state a rule, not shapes (model/requiredChoices.ts).
  const choice = requiredChoiceWords(schema, (name) => el('code', {}, escapeHtml(name)));
  if (choice) parts.push(el('p', {class: 'api-required-choice'}, `${choice}.`));
  const shapes = withoutRequiredChoice(schema);
  if (Array.isArray(shapes.oneOf ?? shapes.anyOf)) parts.push(variantsBlock(ctx, shapes, walk));
  return parts.join('');
}

/** A variant's title: its own, its schema's name, else the model's label (`type: http`, `null`, `Option 2 (object)`). */
function variantTitle(ctx: PageContext, variant: Schema, index: number, label?: string): string {
  const resolved = ctx.model.resolve(variant);
  const page = ctx.schemaPage(variant);
  if (isObject(resolved) && typeof resolved.title === 'string' && resolved.title.trim()) return resolved.title.trim();
  if (page) return page.name;
  if (label !== undefined) return label;
  const types = schemaTypes(mergeAllOf(ctx, variant)).filter((t) => t !== 'null');
  return types.length > 0 ? `Option ${index + 1} (${types.join(' or ')})` : `Option ${index + 1}`;
}

function discriminatorTable(ctx: PageContext, schema: MergedSchema, variants: Schema[]): string {
  const discriminator = schema.discriminator;
  if (!isObject(discriminator) || typeof discriminator.propertyName !== 'string') return '';
  const mapping: [string, string][] = isObject(discriminator.mapping)
    ? Object.entries(discriminator.mapping).map(([value, target]) => [value, String(target)])
    : [];
  const mapped = new Set(mapping.map(([, target]) => target));
  // An unmapped variant's value as the model reads it: its schema's name, or the one value its own
  // field allows (Spotify's TrackObject, whose `type` is `track`), as the samples send it.
  const options = variantSet(ctx.model, schema)?.options ?? [];
  for (const variant of variants) {
    const ref = schemaRef(variant);
    if (!ref || mapped.has(ref) || mapped.has(refName(ref))) continue;
    const value = options.find((option) => option.schema === variant)?.discriminator?.value;
    mapping.push([value ?? refName(ref), ref]);
  }
  if (mapping.length === 0) return '';
  const rows = mapping.map(([value, target]) => {
    const ref = target.startsWith('#') ? target : `#/components/schemas/${target}`;
    const page = ctx.model.schemaByRef.get(ref);
    const shape = page ? el('a', {href: ctx.href(page.id)}, el('code', {}, escapeHtml(page.name))) : codeValue(target);
    return el('tr', {}, el('td', {}, codeValue(value)), el('td', {}, shape));
  });
  return el(
    'div',
    {class: 'api-table-scroll', tabindex: 0, role: 'region', 'aria-label': 'Discriminator values'},
    el(
      'table',
      {class: 'api-discriminator'},
      el(
        'thead',
        {},
        el(
          'tr',
          {},
          el('th', {}, `${el('code', {}, escapeHtml(discriminator.propertyName))} value`),
          el('th', {}, 'Shape'),
        ),
      ),
      el('tbody', {}, ...rows),
    ),
  );
}

/** `oneOf` / `anyOf`: each variant with its title and its own fields, and the discriminator. */
function variantsBlock(ctx: PageContext, schema: MergedSchema, walk: SchemaWalk): string {
  const variants: Schema[] = schema.oneOf ?? schema.anyOf ?? [];
  const discriminator = isObject(schema.discriminator) ? schema.discriminator.propertyName : undefined;
  const lead =
    `${schema.oneOf ? 'Exactly one' : 'One or more'} of these ${variants.length} shapes` +
    (typeof discriminator === 'string' ? `, chosen by the ${el('code', {}, escapeHtml(discriminator))} field:` : ':');
  const options = variantSet(ctx.model, schema)?.options ?? [];
  const items = variants.map((variant, index) => {
    const title = variantTitle(ctx, variant, index, options.find((option) => option.schema === variant)?.label);
    const path = [...walk.path, title];
    const id = ctx.anchors.claim(`${walk.prefix}${walk.prefix ? '.' : ''}${path.join('.')}`);
    const page = ctx.schemaPage(variant);
    const resolved = mergeAllOf(ctx, variant);
    const head = el(
      'div',
      {class: 'api-variant__head'},
      el('a', {class: FIELD_NAME_CLASS, href: `#${id}`}, el('strong', {}, escapeHtml(title))),
      ' ',
      page && title !== page.name ? typeLabel(ctx, variant) : hasStructure(resolved) ? '' : typeLabel(ctx, variant),
    );
    // The diff does not follow variants: their fields have no history of their own.
    const inner = {...walk, path, depth: walk.depth + 1, owner: undefined, anchor: id, label: title};
    let body = '';
    if (hasStructure(resolved)) {
      body = linkInstead(ctx, variant, inner) ?? objectBody(ctx, resolved, withAncestor(ctx, variant, inner));
    }
    const doc = schemaDoc(ctx, variant);
    return el('li', {class: 'api-variant', id}, head, doc && el('div', {class: 'api-field__doc'}, doc), body);
  });
  return el(
    'div',
    {class: 'api-variants'},
    el('p', {class: 'api-variants__lead'}, lead),
    discriminatorTable(ctx, schema, variants),
    el('ul', {class: 'api-variants__list'}, ...items),
  );
}

/**
 * A whole schema at the top of a section (a body, a schema page): its fields, or for an
 * array the fields of each item, or for a scalar its type and constraints.
 */
export function schemaBody(
  ctx: PageContext,
  schemaOrRef: Schema | undefined,
  prefix: string,
  options: {
    /** Whose fields an inline schema's are (an operation's body, `POST /v1/x`), for their badges. */
    owner?: string;
    /** How a link back to the top of the section names it (an inline schema that contains itself). */
    label?: string;
    /** The way the body goes: its fields are those that go that way. */
    direction?: BodyDirection;
  } = {},
): string {
  const {owner, label = 'this body', direction} = options;
  const walk: SchemaWalk = {
    prefix,
    path: [],
    depth: 0,
    ancestors: new Map(),
    anchor: prefix,
    label,
    owner: owner === undefined ? undefined : {key: owner, path: ''},
    direction,
  };
  const {target, arrays} = unwrapArrays(ctx, schemaOrRef);
  const schema = mergeAllOf(ctx, target);
  const withSelf = withAncestor(ctx, target, walk, arrays);
  if (arrays > 0) {
    const lead = el(
      'p',
      {class: 'api-shape'},
      `An array of ${typeLabel(ctx, target)}${hasStructure(schema) ? '; each item has:' : '.'}`,
    );
    return lead + (hasStructure(schema) ? objectBody(ctx, schema, withSelf) : schemaDoc(ctx, target));
  }
  if (hasStructure(schema)) return objectBody(ctx, schema, withSelf);
  return el('p', {class: 'api-shape'}, typeLabel(ctx, target)) + schemaDoc(ctx, target);
}
