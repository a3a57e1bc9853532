/**
 * Renders a schema's fields as a nested Markdown list: name, type, required, then the
 * description and every constraint a client must respect. Static Markdown, so the
 * static HTML, search and the Markdown exports all carry the whole reference.
 */
import {refName, resolve, type Json, type OpenApiDocument} from './spec';
import {toSafeMdx, toSafeInline} from './safeMdx';
import {schemaPermalink} from './links';

const MAX_DEPTH = 6;

function code(value: Json): string {
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  const fence = text.includes('`') ? '``' : '`';
  const pad = text.startsWith('`') || text.endsWith('`') ? ' ' : '';
  return `${fence}${pad}${text.replace(/\n/g, ' ')}${pad}${fence}`;
}

function typeOf(schema: Json): string | undefined {
  if (Array.isArray(schema.type)) return schema.type.filter((t: string) => t !== 'null').join(' | ');
  return schema.type ?? (schema.properties ? 'object' : schema.items ? 'array' : undefined);
}

function isNullable(schema: Json): boolean {
  return schema.nullable === true || (Array.isArray(schema.type) && schema.type.includes('null'));
}

/** A short type label; named component schemas link to their own page. */
export function typeLabel(spec: OpenApiDocument, schemaOrRef: Json): string {
  if (!schemaOrRef) return '`any`';
  if (typeof schemaOrRef.$ref === 'string' && schemaOrRef.$ref.startsWith('#/components/schemas/')) {
    const name = refName(schemaOrRef.$ref);
    const target = resolve(spec, schemaOrRef);
    const base = typeOf(target);
    const kind = base && base !== 'object' ? ` (${base})` : '';
    return `[\`${name}\`](${schemaPermalink(name)})${kind}`;
  }
  const schema = resolve(spec, schemaOrRef);
  const variants = schema.oneOf ?? schema.anyOf;
  if (variants) return variants.map((v: Json) => typeLabel(spec, v)).join(' or ');
  if (schema.allOf?.length === 1) return typeLabel(spec, schema.allOf[0]);
  const type = typeOf(schema);
  if (type === 'array') return `array of ${typeLabel(spec, schema.items)}`;
  const format = schema.format ? ` (${schema.format})` : '';
  return `\`${type ?? 'any'}\`${format}`;
}

/** Every constraint of a schema, in words, for the line under its description. */
export function constraintNotes(spec: OpenApiDocument, schemaOrRef: Json): string[] {
  const schema = resolve(spec, schemaOrRef ?? {});
  const notes: string[] = [];
  if (Array.isArray(schema.enum)) notes.push(`One of: ${schema.enum.map(code).join(', ')}`);
  if (schema.minimum !== undefined)
    notes.push(`Minimum: ${code(schema.minimum)}${schema.exclusiveMinimum === true ? ' (exclusive)' : ''}`);
  if (typeof schema.exclusiveMinimum === 'number') notes.push(`Greater than: ${code(schema.exclusiveMinimum)}`);
  if (schema.maximum !== undefined)
    notes.push(`Maximum: ${code(schema.maximum)}${schema.exclusiveMaximum === true ? ' (exclusive)' : ''}`);
  if (typeof schema.exclusiveMaximum === 'number') notes.push(`Less than: ${code(schema.exclusiveMaximum)}`);
  if (schema.multipleOf !== undefined) notes.push(`Multiple of: ${code(schema.multipleOf)}`);
  if (schema.minLength !== undefined) notes.push(`Min length: ${code(schema.minLength)}`);
  if (schema.maxLength !== undefined) notes.push(`Max length: ${code(schema.maxLength)}`);
  if (schema.pattern !== undefined) notes.push(`Pattern: ${code(schema.pattern)}`);
  if (schema.minItems !== undefined) notes.push(`Min items: ${code(schema.minItems)}`);
  if (schema.maxItems !== undefined) notes.push(`Max items: ${code(schema.maxItems)}`);
  if (schema.uniqueItems) notes.push('Items are unique');
  if (schema.minProperties !== undefined) notes.push(`Min properties: ${code(schema.minProperties)}`);
  if (schema.maxProperties !== undefined) notes.push(`Max properties: ${code(schema.maxProperties)}`);
  if (schema.default !== undefined) notes.push(`Default: ${code(schema.default)}`);
  if (schema.example !== undefined && (typeof schema.example !== 'object' || schema.example === null)) {
    notes.push(`Example: ${code(schema.example)}`);
  }
  return notes;
}

function indent(text: string, spaces: number): string {
  const pad = ' '.repeat(spaces);
  return text
    .split('\n')
    .map((line) => (line.trim() === '' ? '' : pad + line))
    .join('\n');
}

interface FieldOptions {
  required: boolean;
  depth: number;
  seen: Set<string>;
}

function renderField(spec: OpenApiDocument, name: string, schemaOrRef: Json, options: FieldOptions): string {
  const schema = resolve(spec, schemaOrRef);
  const flags = [
    options.required ? 'required' : 'optional',
    isNullable(schema) ? 'nullable' : null,
    schema.readOnly ? 'read-only' : null,
    schema.writeOnly ? 'write-only' : null,
    schema.deprecated ? '**deprecated**' : null,
  ].filter(Boolean);
  const head = `- **\`${name}\`** · ${typeLabel(spec, schemaOrRef)} · ${flags.join(' · ')}`;
  const parts: string[] = [head];
  const description = schemaOrRef.description ?? schema.description;
  if (description) parts.push(indent(toSafeMdx(description), 2));
  const notes = constraintNotes(spec, schemaOrRef);
  if (notes.length > 0) parts.push(indent(toSafeInline(notes.join(' · ')), 2));
  const children = childFields(spec, schemaOrRef, options);
  if (children) parts.push(indent(children, 2));
  return parts.join('\n\n');
}

function childFields(spec: OpenApiDocument, schemaOrRef: Json, options: FieldOptions): string {
  const ref = typeof schemaOrRef?.$ref === 'string' ? schemaOrRef.$ref : undefined;
  if (options.depth >= MAX_DEPTH || (ref && options.seen.has(ref))) return '';
  const seen = ref ? new Set([...options.seen, ref]) : options.seen;
  const schema = resolve(spec, schemaOrRef);
  const target = typeOf(schema) === 'array' ? schema.items : schemaOrRef;
  if (!target) return '';
  return renderFieldList(spec, target, {required: false, depth: options.depth + 1, seen});
}

function renderFieldList(spec: OpenApiDocument, schemaOrRef: Json, options: FieldOptions): string {
  const schema = resolve(spec, schemaOrRef);
  if (schema.allOf) {
    return schema.allOf
      .map((part: Json) => renderFieldList(spec, part, options))
      .filter(Boolean)
      .join('\n');
  }
  const properties = Object.entries<Json>(schema.properties ?? {});
  const required = new Set<string>(schema.required ?? []);
  const rendered = properties.map(([name, property]) =>
    renderField(spec, name, property, {...options, required: required.has(name)}),
  );
  if (schema.additionalProperties && typeof schema.additionalProperties === 'object') {
    rendered.push(renderField(spec, '[key: string]', schema.additionalProperties, {...options, required: false}));
  }
  return rendered.join('\n');
}

/**
 * The field list of an object schema (or of the items of an array schema). Empty when
 * the schema has no named fields (a scalar or an open map).
 */
export function renderFields(spec: OpenApiDocument, schemaOrRef: Json): string {
  if (!schemaOrRef) return '';
  const schema = resolve(spec, schemaOrRef);
  const target = typeOf(schema) === 'array' ? schema.items : schemaOrRef;
  const seen = new Set<string>();
  if (typeof schemaOrRef.$ref === 'string') seen.add(schemaOrRef.$ref);
  return renderFieldList(spec, target, {required: false, depth: 0, seen});
}
