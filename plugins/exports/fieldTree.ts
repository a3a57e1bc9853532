/**
 * The fields of a schema as a compact Markdown tree, for the Markdown twins of operation pages
 * (./operationTwin.ts): one line a field (name, type, required, a one-line description, its
 * bounds), nested fields indented, and only so deep. A named schema below the last level, met
 * again inside itself, or past the tree's line budget is a link to its own twin instead of its
 * fields. What a schema means is the spec model's (mergeAllOf, schemaTypes, isNullable); only
 * the wording is this module's. Pure.
 */
import {
  differsByDirection,
  ENUM_INLINE_LIMIT,
  enumMeanings,
  requiredChoiceWords,
  withoutRequiredChoice,
  isObject,
  leftOutOf,
  mergeAllOf,
  schemaRef,
  shownRef,
  schemaTypes,
  type BodyDirection,
  type MergedSchema,
  type Schema,
  type SchemaLookup,
} from '../openapi/model';
import {markdownToPlainText} from '../openapi/render/markdown';
import {escapeTagLikeText, withoutCodeSpans} from '../shared/text';
import {schemaFlags} from '../openapi/render/schema';

export interface FieldTreeOptions {
  /** Levels of fields shown: 1 shows a body's own fields only, 2 their fields too. */
  maxDepth: number;
  /** Lines one tree may take; past them, a named schema is a link and an anonymous object is not opened. */
  maxLines: number;
  /** The name and Markdown twin of a named schema (`#/components/schemas/…`), or undefined for another `$ref`. */
  schemaTwin: (ref: string) => {name: string; href: string} | undefined;
  /**
   * Named schemas whose fields an earlier tree of the same page showed: linked, not shown again
   * (one whose fields differ by direction, by `shownKey`).
   */
  shown?: Set<string>;
}

/** Characters of a field's one-line description. */
export const ONE_LINE_LENGTH = 160;

interface Walk {
  model: SchemaLookup;
  options: FieldTreeOptions;
  lines: string[];
  /** The named schemas being shown around the current field: met again, they are links. */
  open: Set<string>;
  /** The way the body goes: a request leaves out `readOnly` fields, a response `writeOnly` ones. */
  direction?: BodyDirection;
}

/** How `shown` names a schema: with the way the body goes when its fields differ by it. */
const shownKey = (walk: Walk, ref: string) =>
  walk.direction && differsByDirection(walk.model, {$ref: ref}) ? `${walk.direction} ${ref}` : ref;

const code = (text: string) => {
  const fence = (text.match(/`+/g) ?? []).reduce(
    (longest, run) => (run.length >= longest.length ? `${run}\`` : longest),
    '`',
  );
  return fence.length > 1 ? `${fence} ${text} ${fence}` : `\`${text}\``;
};

const value = (v: unknown) => code(typeof v === 'string' && v !== '' ? v : JSON.stringify(v));

/** Words that end in a full stop without ending a sentence (`e.g.` and `i.e.` are initials). */
const ABBREVIATIONS = new Set(['etc.', 'vs.', 'approx.', 'incl.', 'cf.', 'eg.', 'ie.', 'no.', 'resp.', 'esp.', 'ca.']);

/** Whether the full stop at `end` closes an abbreviation or initials (`e.g.`, `i.e.`, `U.S.`, `etc.`). */
function abbreviationAt(text: string, end: number): boolean {
  const word = (/(\S+)$/.exec(text.slice(0, end + 1))?.[1] ?? '').replace(/^[("'[]+/, '').toLowerCase();
  return /^(?:\p{L}\.)+$/u.test(word) || ABBREVIATIONS.has(word);
}

/** The first paragraph of a description that is not a heading (a heading's text when it has nothing else). */
function firstParagraph(description: string): string {
  const paragraphs = description
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
  const heading = /^#{1,6}\s+/;
  const text = paragraphs.map((p) =>
    p
      .split('\n')
      .filter((line) => !heading.test(line.trim()))
      .join('\n')
      .trim(),
  );
  return text.find(Boolean) ?? (paragraphs[0] ?? '').replace(heading, '');
}

/**
 * The first sentence of a description, on one line, as Markdown without links (their text
 * stays); plain text when it has raw HTML. Cut at a word before ONE_LINE_LENGTH characters.
 */
export function oneLine(description: unknown): string {
  if (typeof description !== 'string') return '';
  const paragraph = listAsLine(firstParagraph(description));
  // HTML outside code spans is read as text; `<username>` inside one keeps the span.
  const text = escapeTagLikeText(
    /<[a-z!/]/i.test(withoutCodeSpans(paragraph))
      ? markdownToPlainText(paragraph)
      : paragraph
          .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
          .replace(/\s+/g, ' ')
          .trim(),
  );
  // A sentence ends at `. ` outside a code span.
  let inCode = false;
  let end = text.length;
  for (let i = 0; i < text.length; i += 1) {
    if (text[i] === '`') inCode = !inCode;
    else if (
      !inCode &&
      /[.!?]/.test(text[i]) &&
      (i + 1 === text.length || text[i + 1] === ' ') &&
      !(text[i] === '.' && abbreviationAt(text, i))
    ) {
      end = i + 1;
      break;
    }
  }
  const sentence = text.slice(0, end);
  if (sentence.length <= ONE_LINE_LENGTH) return sentence;
  const cut = sentence.slice(0, ONE_LINE_LENGTH - 1).replace(/\s+\S*$/, '');
  // A cut inside a code span would leave it open.
  return `${(cut.match(/`/g) ?? []).length % 2 === 1 ? cut.replace(/`[^`]*$/, '') : cut}…`;
}

/** A list item's marker at the start of a Markdown line: `* `, `- `, `+ `, `1. ` or `1) `. */
export const LIST_MARKER = /^\s*(?:[-*+]|\d{1,3}[.)])\s+/;

/**
 * A paragraph that is (or ends in) a list, as one line: its items run on, after a full stop as
 * sentences, else joined by semicolons (`* \`auto\`⏎* \`dataMin\`` → `` `auto`; `dataMin` ``);
 * any other paragraph as it is. On one line, a list's markers read as stray asterisks.
 */
function listAsLine(paragraph: string): string {
  const lines = paragraph.split('\n');
  if (!lines.some((line) => LIST_MARKER.test(line))) return paragraph;
  let joined = '';
  for (const line of lines) {
    const item = LIST_MARKER.test(line);
    const text = line.replace(LIST_MARKER, '').trim();
    if (joined === '') joined = text;
    else joined += item && !/[.!?:]$/.test(joined) ? `; ${text}` : ` ${text}`;
  }
  return joined;
}

/** A named schema's link to its twin: `[`Name`](…/schemas/name.md)`. */
function namedLink(options: FieldTreeOptions, ref: string): string | undefined {
  const twin = options.schemaTwin(ref);
  return twin && `[${code(twin.name)}](${twin.href})`;
}

/** The type in a few words: `string (date-time)`, `array of [`Item`](…)`, `one of [`A`](…), [`B`](…)`. */
export function typeWords(walk: Pick<Walk, 'model' | 'options'>, schemaOrRef: Schema | undefined, depth = 0): string {
  if (schemaOrRef === undefined || schemaOrRef === true) return 'any';
  if (schemaOrRef === false) return 'nothing';
  // The named schema it shows, as its page links it (model/schema.ts `shownRef`).
  const ref = shownRef(walk.model, schemaOrRef);
  const schema = mergeAllOf(walk.model, schemaOrRef);
  const link = ref && namedLink(walk.options, ref);
  if (link) {
    const base = depth > 1 || !schema ? '' : baseType(walk, schema, depth);
    return base && base !== 'object' ? `${link} (${base})` : link;
  }
  return schema ? baseType(walk, schema, depth) : 'any';
}

function baseType(walk: Pick<Walk, 'model' | 'options'>, schema: MergedSchema, depth: number): string {
  const variants = schema.oneOf ?? schema.anyOf;
  if (Array.isArray(variants) && !schema.properties) {
    const kind = schema.oneOf ? 'one of' : 'any of';
    return depth > 1
      ? `${kind} ${variants.length} shapes`
      : `${kind} ${variants.map((v) => typeWords(walk, v, depth + 1)).join(', ')}`;
  }
  const types = schemaTypes(schema).filter((t) => t !== 'null');
  const tuple: Schema[] = Array.isArray(schema.prefixItems) ? schema.prefixItems : [];
  if (types.length === 1 && types[0] === 'array' && tuple.length > 0)
    return depth > 2 ? 'tuple' : `tuple of ${tuple.map((item) => typeWords(walk, item, depth + 1)).join(', ')}`;
  if (types.length === 1 && types[0] === 'array')
    return `array of ${depth > 2 ? 'any' : typeWords(walk, schema.items, depth + 1)}`;
  if (types.length === 1 && types[0] === 'object' && !schema.properties && isObject(schema.additionalProperties))
    return `map of ${depth > 2 ? 'any' : typeWords(walk, schema.additionalProperties, depth + 1)}`;
  if (types.length === 0) return 'any';
  return types
    .map((t) => (schema.format && t !== 'object' && t !== 'array' ? `${t} (${schema.format})` : t))
    .join(' or ');
}

/** `3–64 chars`, `≤ 500 chars`. */
function range(min: number | undefined, max: number | undefined, unit: string): string | undefined {
  if (min === undefined && max === undefined) return undefined;
  if (min !== undefined && max !== undefined) return min === max ? `${min} ${unit}` : `${min}–${max} ${unit}`;
  return min !== undefined ? `≥ ${min} ${unit}` : `≤ ${max} ${unit}`;
}

/** An enum's values in a few words: `always x`, `one of a, b`, or `one of 40 values`. */
function enumWords(values: readonly unknown[]): string {
  if (values.length === 1) return `always ${value(values[0])}`;
  const shown = values.filter((v) => v !== null);
  return shown.length <= ENUM_INLINE_LIMIT ? `one of ${shown.map(value).join(', ')}` : `one of ${shown.length} values`;
}

/**
 * The bounds and values of a schema, in a few words each; with `model`, a list's values too, from
 * its items (`each item one of a, b`), where so many APIs write the values a list may hold.
 */
export function constraints(schema: MergedSchema | undefined, model?: SchemaLookup): string[] {
  if (!isObject(schema)) return [];
  const notes: (string | undefined)[] = [];
  if (Array.isArray(schema.enum) && !(schema.enum.length === 1 && schema.const !== undefined)) {
    notes.push(enumWords(schema.enum));
  }
  const items = model && schema.items !== undefined ? mergeAllOf(model, schema.items) : undefined;
  if (!Array.isArray(schema.enum) && isObject(items) && Array.isArray(items.enum)) {
    notes.push(`each item ${enumWords(items.enum)}`);
  }
  if (schema.const !== undefined) notes.push(`always ${value(schema.const)}`);
  notes.push(range(schema.minLength, schema.maxLength, 'chars'));
  notes.push(range(schema.minItems, schema.maxItems, 'items'));
  const min =
    typeof schema.exclusiveMinimum === 'number'
      ? `> ${schema.exclusiveMinimum}`
      : schema.minimum !== undefined
        ? `${schema.exclusiveMinimum ? '>' : '≥'} ${schema.minimum}`
        : undefined;
  const max =
    typeof schema.exclusiveMaximum === 'number'
      ? `< ${schema.exclusiveMaximum}`
      : schema.maximum !== undefined
        ? `${schema.exclusiveMaximum ? '<' : '≤'} ${schema.maximum}`
        : undefined;
  notes.push(min, max);
  if (typeof schema.pattern === 'string') notes.push(`pattern ${code(schema.pattern)}`);
  if (schema.default !== undefined) notes.push(`default ${value(schema.default)}`);
  return notes.filter((note): note is string => note !== undefined);
}

/** The schema whose fields a field's children are: itself, or an array's items, or a map's values. */
function container(walk: Walk, schemaOrRef: Schema | undefined): Schema | undefined {
  const schema = mergeAllOf(walk.model, schemaOrRef);
  if (!isObject(schema)) return undefined;
  const types = schemaTypes(schema);
  if (types.includes('array') && !schema.properties) return container(walk, schema.items) ? schema.items : undefined;
  if (schema.properties || schema.oneOf || schema.anyOf) return schemaOrRef;
  if (isObject(schema.additionalProperties))
    return container(walk, schema.additionalProperties) ? schema.additionalProperties : undefined;
  return undefined;
}

/** `- `name` (about): Description. Bounds.`, indented `depth` levels. */
export function fieldLine(depth: number, name: string, about: string, description: string, notes: string[]): string {
  const bounds = notes.length > 0 ? `${notes.join(' · ').replace(/\.$/, '')}.` : '';
  // The bounds are a sentence of their own, after a description that may not end as one (a
  // closing bracket or quote may follow its full stop); after a colon or semicolon they go on it.
  const goesOn = /[:;]$/.test(description);
  const sentence =
    bounds && description && !goesOn && !/[.!?…]["'’”)\]]*$/.test(description) ? `${description}.` : description;
  const words = [sentence, goesOn ? bounds : bounds.charAt(0).toUpperCase() + bounds.slice(1)].filter(Boolean);
  return `${'  '.repeat(depth)}- ${code(name)} (${about})${words.length > 0 ? `: ${words.join(' ')}` : ''}`;
}

/**
 * What each value of a field's enum means, when the description says and the values are listed
 * inline: a line each under the field's (`- `active`: The card can be spent.`), at `depth`.
 */
export function meaningLines(depth: number, schema: MergedSchema | undefined): string[] {
  if (!isObject(schema) || !Array.isArray(schema.enum) || schema.enum.length > ENUM_INLINE_LIMIT) return [];
  return enumMeanings(schema)
    .map(([shown, meaning]) => [shown, oneLine(meaning)])
    .filter(([, meaning]) => meaning !== '')
    .map(([shown, meaning]) => `${'  '.repeat(depth)}- ${value(shown)}: ${meaning}`);
}

/** One field's line (and its enum's meanings), then its fields when they are shown here, else where they are. */
function field(walk: Walk, name: string, schemaOrRef: Schema | undefined, required: boolean, depth: number): void {
  const schema = mergeAllOf(walk.model, schemaOrRef);
  const about = [typeWords(walk, schemaOrRef), ...schemaFlags(schema, required)].join(', ');
  // A field's own description before its schema's: 3.1's `{$ref, description}` says what this field is.
  const description = oneLine((isObject(schemaOrRef) ? schemaOrRef.description : undefined) ?? schema?.description);
  const notes = constraints(schema, walk.model);
  walk.lines.push(fieldLine(depth, name, about, description, notes), ...meaningLines(depth + 1, schema));
  const inner = container(walk, schemaOrRef);
  if (inner !== undefined) children(walk, inner, depth + 1);
}

/** The fields of an object (or of each shape of a polymorphic one) at `depth`, or a link to them. */
function children(walk: Walk, schemaOrRef: Schema, depth: number): void {
  const ref = schemaRef(schemaOrRef);
  const named = ref !== undefined && walk.model.schemaByRef.has(ref);
  const full = depth >= walk.options.maxDepth || walk.lines.length >= walk.options.maxLines;
  if (named && (full || walk.open.has(ref) || walk.options.shown?.has(shownKey(walk, ref)))) return;
  if (full) {
    const count = Object.values(mergeAllOf(walk.model, schemaOrRef)?.properties ?? {}).filter(
      (property) => !leftOutOf(walk.model, property, walk.direction),
    ).length;
    if (count > 0) walk.lines.push(`${'  '.repeat(depth)}- (${count} more field${count === 1 ? '' : 's'} on the page)`);
    return;
  }
  if (named) walk.open.add(ref);
  fields(walk, schemaOrRef, depth);
  if (named) {
    walk.open.delete(ref);
    walk.options.shown?.add(shownKey(walk, ref));
  }
}

/** The properties of an object, or each shape of a `oneOf`/`anyOf` in turn. */
function fields(walk: Walk, schemaOrRef: Schema, depth: number): void {
  const schema = mergeAllOf(walk.model, schemaOrRef);
  if (!isObject(schema)) return;
  const required = new Set((schema.required ?? []).map(String));
  for (const [name, property] of Object.entries(schema.properties ?? {}))
    if (!leftOutOf(walk.model, property, walk.direction)) field(walk, name, property, required.has(name), depth);
  // Members that only require fields state a rule, not shapes (model/requiredChoices.ts).
  const choice = requiredChoiceWords(schema, code);
  if (choice) walk.lines.push(`${'  '.repeat(depth)}- ${choice}.`);
  const shapes = withoutRequiredChoice(schema);
  const variants = shapes.oneOf ?? shapes.anyOf;
  if (!Array.isArray(variants)) return;
  variants.forEach((variant, index) => {
    walk.lines.push(
      `${'  '.repeat(depth)}- ${shapes.oneOf ? 'One of' : 'Any of'} these shapes, shape ${index + 1}: ${typeWords(walk, variant)}`,
    );
    const shape = container(walk, variant);
    if (shape !== undefined) children(walk, shape, depth + 1);
  });
}

/**
 * The field tree of a body's schema: its fields at the top level (an array's items', a
 * polymorphic body's shapes' in turn), as Markdown list lines; those of a body going `direction`
 * (a schema's own twin, with none, has them all).
 */
export function fieldTree(
  model: SchemaLookup,
  schemaOrRef: Schema | undefined,
  options: FieldTreeOptions,
  direction?: BodyDirection,
): string[] {
  const walk: Walk = {model, options, lines: [], open: new Set(), direction};
  const inner = container(walk, schemaOrRef);
  if (inner !== undefined) children(walk, inner, 0);
  return walk.lines;
}
