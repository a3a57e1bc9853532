/**
 * An example as XML, for a body of an XML media type (`application/xml`, `text/xml`,
 * `application/soap+xml`): the example value (given, or built from the schema) written as the
 * elements the schema's `xml` hints name, as Redoc and Swagger UI show it, instead of JSON under
 * an XML media type (Vonage's SMS and Verify APIs answer in XML when asked). The hints read:
 * `name` (an element's or attribute's), `attribute`, `wrapped` (a list inside an element of its
 * own), `prefix` and `namespace`. The root element is named by its hint, else by the schema's
 * component name, else `root`.
 */
import {isObject, refName} from './json';
import type {JsonValue, Schema, SchemaObject} from './openapi';
import {mergeAllOf, schemaRef, type SchemaLookup} from './schema';

/** Whether a media type is XML: `application/xml`, `text/xml`, `application/atom+xml`, … */
export const isXmlMedia = (mediaType: string) => /^[\w.-]+\/([\w.-]+\+)?xml\s*(;.*)?$/i.test(mediaType.trim());

interface XmlHints {
  name?: string;
  namespace?: string;
  prefix?: string;
  attribute?: boolean;
  wrapped?: boolean;
}

const INDENT = '  ';

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A name as an XML name: what XML does not allow in one becomes `_`. */
const xmlName = (name: string) => name.replace(/^[^\p{L}_]/u, '_$&').replace(/[^\p{L}\p{N}_.:-]/gu, '_');

class XmlWriter {
  private readonly lines: string[] = [];

  constructor(private readonly model: SchemaLookup) {}

  /** The schema (merged) and its hints: a field's own `xml` beside its `$ref` wins over the target's. */
  private read(schema: Schema | undefined): {merged: Record<string, unknown>; xml: XmlHints} {
    const merged = (mergeAllOf(this.model, schema) ?? {}) as Record<string, unknown>;
    const own =
      isObject(schema) && isObject((schema as Record<string, unknown>).xml) ? (schema as {xml: XmlHints}).xml : {};
    const xml = {...(isObject(merged.xml) ? (merged.xml as XmlHints) : {}), ...own};
    return {merged, xml};
  }

  private tagOf(name: string, xml: XmlHints): string {
    return xmlName(xml.prefix ? `${xml.prefix}:${xml.name ?? name}` : (xml.name ?? name));
  }

  private namespaceOf(xml: XmlHints): string {
    if (!xml.namespace) return '';
    return ` xmlns${xml.prefix ? `:${xmlName(xml.prefix)}` : ''}="${escapeXml(String(xml.namespace))}"`;
  }

  /** Writes `value` as the element `name` (as the schema's hints name it), at `depth`. */
  element(
    schema: Schema | undefined,
    value: JsonValue,
    name: string,
    depth: number,
    wrapList = false,
    chosen: ReadonlySet<Schema> = new Set(),
  ): void {
    const member = memberOf(this.model, schema, value);
    // A member already chosen on the way here is a union that holds itself: its own hints name it.
    if (member !== undefined && !chosen.has(member)) {
      this.element(withOwnHints(member, schema), value, name, depth, wrapList, new Set([...chosen, member]));
      return;
    }
    const {merged, xml} = this.read(schema);
    const tag = this.tagOf(name, xml);
    const pad = INDENT.repeat(depth);
    const open = `${tag}${this.namespaceOf(xml)}`;
    if (Array.isArray(value)) {
      const items = merged.items as Schema | undefined;
      const itemName = this.read(items).xml.name ?? xml.name ?? name;
      if (!(xml.wrapped || wrapList)) {
        for (const item of value) this.element(items, item, itemName, depth);
        return;
      }
      this.lines.push(`${pad}<${open}>`);
      for (const item of value) this.element(items, item, itemName, depth + 1);
      this.lines.push(`${pad}</${tag}>`);
      return;
    }
    if (isObject(value)) {
      const properties = (isObject(merged.properties) ? merged.properties : {}) as Record<string, Schema>;
      const attributes: string[] = [];
      const children: [Schema | undefined, JsonValue, string][] = [];
      for (const [key, field] of Object.entries(value)) {
        const hints = this.read(properties[key]).xml;
        if (hints.attribute && !isObject(field) && !Array.isArray(field) && field !== null) {
          attributes.push(` ${this.tagOf(key, hints)}="${escapeXml(String(field))}"`);
        } else children.push([properties[key], field, key]);
      }
      if (children.length === 0) {
        this.lines.push(`${pad}<${open}${attributes.join('')}/>`);
        return;
      }
      this.lines.push(`${pad}<${open}${attributes.join('')}>`);
      for (const [fieldSchema, field, key] of children) this.element(fieldSchema, field, key, depth + 1);
      this.lines.push(`${pad}</${tag}>`);
      return;
    }
    if (value === null || value === undefined) this.lines.push(`${pad}<${open}/>`);
    else this.lines.push(`${pad}<${open}>${escapeXml(String(value))}</${tag}>`);
  }

  text(): string {
    return ['<?xml version="1.0" encoding="UTF-8"?>', ...this.lines].join('\n');
  }
}

/**
 * The member of a `oneOf` or `anyOf` an object value is: the one whose properties name most of
 * its keys (the first of equals), whose hints then name its element. Undefined for any other
 * schema or value, and for an object with properties of its own beside its members (fields
 * beside variants, or members that only require some of them): its own hints name it.
 */
function memberOf(model: SchemaLookup, schema: Schema | undefined, value: JsonValue): Schema | undefined {
  const merged = mergeAllOf(model, schema) as Record<string, unknown> | undefined;
  const members = merged?.oneOf ?? merged?.anyOf;
  if (!Array.isArray(members) || members.length === 0 || !isObject(value) || isObject(merged?.properties)) {
    return undefined;
  }
  const named = (member: Schema) => {
    const properties = (mergeAllOf(model, member) as Record<string, unknown> | undefined)?.properties;
    return isObject(properties) ? Object.keys(value).filter((key) => Object.hasOwn(properties, key)).length : 0;
  };
  return (members as Schema[]).reduce((best, member) => (named(member) > named(best) ? member : best));
}

/** A member in place of `schema`, with the hints written beside `schema`'s `$ref` (a field's own name) still on it. */
function withOwnHints(member: Schema, schema: Schema | undefined): Schema {
  const own = isObject(schema) ? (schema as Record<string, unknown>).xml : undefined;
  if (!isObject(own) || !isObject(member)) return member;
  const memberOwn = (member as Record<string, unknown>).xml;
  return {...(member as SchemaObject), xml: {...(isObject(memberOwn) ? memberOwn : {}), ...own}};
}

/** An example value as the XML document its schema's hints describe. */
export function xmlExample(model: SchemaLookup, schema: Schema | undefined, value: JsonValue): string {
  // A body of several shapes is named by the shape the value is (its component's name).
  const shape = memberOf(model, schema, value) ?? schema;
  const ref = schemaRef(shape);
  const writer = new XmlWriter(model);
  // A list at the root is wrapped: a document has one root element.
  writer.element(shape, value, ref ? refName(ref) : 'root', 0, true);
  return writer.text();
}
