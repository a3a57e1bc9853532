/** Builds an example value for a schema from the examples its parts declare. */
import {resolve, type Json, type OpenApiDocument} from './spec';

const PLACEHOLDER_BY_TYPE: Record<string, Json> = {string: 'string', integer: 0, number: 0, boolean: true};

export function schemaExample(spec: OpenApiDocument, schemaOrRef: Json, depth = 0, seen = new Set<string>()): Json {
  if (!schemaOrRef || depth > 8) return undefined;
  const ref = typeof schemaOrRef.$ref === 'string' ? schemaOrRef.$ref : undefined;
  if (ref && seen.has(ref)) return undefined;
  const nextSeen = ref ? new Set([...seen, ref]) : seen;
  const schema = resolve(spec, schemaOrRef);
  if (schema.example !== undefined) return schema.example;
  if (Array.isArray(schema.examples) && schema.examples.length > 0) return schema.examples[0];
  if (schema.default !== undefined) return schema.default;
  if (Array.isArray(schema.enum) && schema.enum.length > 0) return schema.enum[0];
  if (schema.allOf) {
    return schema.allOf.reduce((merged: Json, part: Json) => {
      const value = schemaExample(spec, part, depth + 1, nextSeen);
      return value && typeof value === 'object' && !Array.isArray(value) ? {...merged, ...value} : merged;
    }, {});
  }
  const variants = schema.oneOf ?? schema.anyOf;
  if (variants?.length) return schemaExample(spec, variants[0], depth + 1, nextSeen);
  const type = Array.isArray(schema.type) ? schema.type.find((t: string) => t !== 'null') : schema.type;
  if (type === 'array' || schema.items) {
    const item = schemaExample(spec, schema.items, depth + 1, nextSeen);
    return item === undefined ? [] : [item];
  }
  if (type === 'object' || schema.properties) {
    const result: Record<string, Json> = {};
    for (const [name, property] of Object.entries<Json>(schema.properties ?? {})) {
      const value = schemaExample(spec, property, depth + 1, nextSeen);
      if (value !== undefined) result[name] = value;
    }
    return result;
  }
  return PLACEHOLDER_BY_TYPE[type as string];
}
