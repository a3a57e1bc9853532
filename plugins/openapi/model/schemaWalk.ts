/**
 * One walk over a description that knows where its schemas are: under `schema` (of a parameter,
 * header or media type) and 3.2's `itemSchema` (of a streamed media type), `components.schemas`
 * (Swagger 2.0's `definitions`), and inside a schema under `properties`, `items`,
 * `allOf` and the other keywords that hold schemas. Data (`example`, `examples`, `default`,
 * `enum`, `const`) and extensions (`x-…`) are not walked. readings.ts reads mistakes with it
 * before validation, examples.ts the examples a schema refuses after.
 */
import {isObject, visitMembers} from './json';

/** The keys under which a value is a schema, and those under which each entry is one. */
const SCHEMA_KEYS = new Set([
  'schema',
  'itemSchema',
  'items',
  'additionalProperties',
  'not',
  'additionalItems',
  'contains',
]);
const SCHEMA_LISTS = new Set(['allOf', 'anyOf', 'oneOf', 'prefixItems']);
const SCHEMA_MAPS = new Set(['properties', 'patternProperties', 'definitions', '$defs']);
/** Keys whose values are data, never structure. */
export const DATA_KEYS = new Set(['example', 'examples', 'default', 'enum', 'const']);

export type Node = Record<string, unknown>;

export interface SchemaVisitor {
  /** Every object and list of the structure (not data), before its members are walked. */
  structure?: (node: Node | unknown[], path: (string | number)[]) => void;
  /** Every schema, after `structure` and before its members are walked. */
  schema?: (node: Node, path: (string | number)[]) => void;
}

/** Walks `root` (`path` is each node's place: changed as the walk goes, copy what you keep). */
export function walkSchemas(root: unknown, visit: SchemaVisitor): void {
  const path: (string | number)[] = [];
  const walk = (node: unknown, isSchema: boolean): void => {
    if (Array.isArray(node)) {
      visit.structure?.(node, path);
      return visitMembers(path, node.entries(), (item) => walk(item, false));
    }
    if (!isObject(node)) return;
    visit.structure?.(node, path);
    if (isSchema) visit.schema?.(node, path);
    const asSchema = (member: unknown) => walk(member, true);
    for (const [key, value] of Object.entries(node)) {
      if (DATA_KEYS.has(key) || key.startsWith('x-')) continue;
      path.push(key);
      // A schema's own maps, 3.x's `components.schemas` and Swagger 2.0's `definitions`.
      const schemaMap =
        (isSchema && SCHEMA_MAPS.has(key)) ||
        (key === 'schemas' && path.length === 2 && path[0] === 'components') ||
        (key === 'definitions' && path.length === 1);
      if (schemaMap && isObject(value)) {
        visit.structure?.(value, path);
        visitMembers(path, Object.entries(value), asSchema);
      } else if (SCHEMA_LISTS.has(key) && Array.isArray(value)) {
        visit.structure?.(value, path);
        visitMembers(path, value.entries(), asSchema);
      } else walk(value, SCHEMA_KEYS.has(key) && (isSchema || key === 'schema' || key === 'itemSchema'));
      path.pop();
    }
  };
  walk(root, false);
}
