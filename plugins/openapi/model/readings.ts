/**
 * Mistakes of published descriptions that have one reading, found before validation. Each
 * is a finding with its rule and the pointer of the offending key; the description is read
 * as its writer meant (a copy is changed, never the file): a lenient build warns and goes
 * on, a strict one (the site's own description, `--strict`) refuses it.
 *
 * - `duplicate-operation-id`: the operations keep their operationId; their pages get
 *   distinct slugs from the one slug registry (`-2`, `-3`, …).
 * - `exclusive-minimum-3.1` / `exclusive-maximum-3.1`: a number in a 3.0 description is the
 *   3.1 form, read as the 3.0 `minimum` with `exclusiveMinimum: true` (or the stricter of the two).
 * - `exclusive-minimum-3.0` / `exclusive-maximum-3.0`: a boolean in a 3.1 description is the
 *   3.0 form, read as 3.1 means it: `minimum: 0, exclusiveMinimum: true` is `exclusiveMinimum: 0`.
 * - `nullable-3.0`: `nullable` in a 3.1 description is the 3.0 form: `nullable: true` beside a
 *   `type` adds `null` to it, beside a `$ref` makes the schema a union of it and null; otherwise
 *   (and `nullable: false`) it is ignored.
 * - `type-array-3.1`: a list of types in a 3.0 or Swagger 2.0 schema is the 3.1 form: `[string,
 *   "null"]` is read as `type: string` with `nullable: true` (2.0: `x-nullable: true`, which the
 *   conversion to 3.0 reads as `nullable`); with more than one other type, as any type.
 * - `property-required-boolean`: `required: true` on a property joins the parent's `required` list.
 * - `schema-ref-not-schema`: a schema `$ref` to a parameter or header reads its schema.
 * - `schema-keyword-on-parameter`: Swagger 2.0's form in a 3.x description, a schema keyword
 *   (`type`, `enum`, `default`, `items`, …) on a parameter or header beside its `schema` (or
 *   instead of one), is read as the schema's, where the schema does not say otherwise.
 * - `pattern-delimiters`: a `pattern` written as a JavaScript regular expression literal,
 *   between slashes (`/^\d{11}$/`), is read without them (an anchor inside says it is one).
 * - `stream-schema-as-items`: the `schema` of a streamed body (`text/event-stream`, JSON Lines,
 *   JSON text sequences) that describes a structured value (an object, a union, a `$ref` to
 *   one) describes one item, as OpenAI's, Mistral's and most descriptions before 3.2 write an
 *   event's data: read as 3.2's `itemSchema` (a list's `items` for a list), so the body is shown
 *   and sampled as a stream of such items. A `schema` of text (`type: string`) is the stream's
 *   own and stays.
 * - `not-a-media-type` (Swagger 2.0): an entry of `produces` or `consumes` that is no media
 *   type (go-swagger's `"Header:", "Set-Cookie"`, from an annotation) is left out.
 * - `x-webhooks-callback`: a Redoc `x-webhooks` entry written as a callback (name → runtime
 *   expression → path item, Vonage's) is read as the webhook's path item.
 * - `properties-on-array`: `properties` beside `type: array` and its `items` are left out: a
 *   list has no fields (Vonage models an XML wrapper's attribute so).
 * - `null-value`: `null` where the description expects a value (anywhere but in data: examples,
 *   defaults, enums, extensions) is read as absent, as a key left out or an entry not in its list.
 */
import {getByPointer, isObject, pathItemOperations, toPointer, wireMethod} from './json';
import {isLocalRef} from './refs';
import {isStreamMedia} from './streams';
import {DATA_KEYS, walkSchemas, type Node} from './schemaWalk';

export interface Finding {
  rule: string;
  /** Where the offending key or `$ref` is. */
  pointer: string;
  message: string;
}

/** Reads `root` (changed in place: pass a copy) and returns what it had to read leniently. */
export function readLeniently(root: unknown): Finding[] {
  const findings: Finding[] = [];
  if (!isObject(root)) return findings;
  const is30 = typeof root.openapi === 'string' && root.openapi.startsWith('3.0');
  // 3.2's schemas are 3.1's: JSON Schema 2020-12.
  const is31 = typeof root.openapi === 'string' && /^3\.[12]\./.test(root.openapi);
  findDuplicateOperationIds(root, findings);
  callbackShapedWebhooks(root, findings);
  const is3 = is30 || is31;
  walkSchemas(root, {
    structure: (node, path) => {
      dropNulls(node, path, findings);
      if (is3 && isObject(node) && isParameterOrHeader(path)) schemaKeywords(node, path, findings);
      if (is3 && isObject(node) && isStreamMediaObject(path)) streamSchema(root, node, path, findings);
    },
    schema: (node, path) => {
      for (const bound of ['Minimum', 'Maximum'] as const) {
        if (is30) exclusiveBound(node, bound, path, findings);
        else if (is31) exclusiveFlag(node, bound, path, findings);
      }
      if (is31 && 'nullable' in node) nullableFlag(node, path, findings);
      if (is30 && Array.isArray(node.type)) typeList(node, path, findings, '3.0');
      if (typeof node.$ref === 'string') schemaRef(root, node, path, findings);
      if (isObject(node.properties)) requiredFlags(node, path, findings);
      if (typeof node.pattern === 'string') patternDelimiters(node, path, findings);
      if (node.type === 'array' && isObject(node.items) && isObject(node.properties))
        arrayProperties(node, path, findings);
    },
  });
  return findings;
}

/**
 * A list's `properties` beside its `items` (Vonage's, for an XML wrapper's attribute): a list
 * has no fields, so they are left out and the list is its items.
 */
function arrayProperties(node: Node, path: (string | number)[], findings: Finding[]) {
  findings.push({
    rule: 'properties-on-array',
    pointer: toPointer([...path, 'properties']),
    message: '`properties` beside `type: array` and its `items`: a list has no fields, so they are left out',
  });
  delete node.properties;
  if (Array.isArray(node.required)) delete node.required;
}

/**
 * The readings of a Swagger 2.0 file, before it is converted (and before its structure is
 * checked, which would ignore what they read): `null-value`, and `type-array-3.1` as 2.0 says
 * nullable (`x-nullable`). Slack's Web API description writes `type: ["null", "string"]` 32 times.
 */
export function readSwagger2(root: unknown): Finding[] {
  const findings: Finding[] = [];
  walkSchemas(root, {
    structure: (node, path) => {
      dropNulls(node, path, findings);
      if (isObject(node) && (path.length === 0 || isOperation(path))) mediaTypeLists(node, path, findings);
    },
    schema: (node, path) => {
      if (Array.isArray(node.type)) typeList(node, path, findings, '2.0');
      if (typeof node.pattern === 'string') patternDelimiters(node, path, findings);
    },
  });
  return findings;
}

/** Whether `path` is a Swagger 2.0 operation's: `paths` → a path → a method. */
const isOperation = (path: (string | number)[]) =>
  path.length === 3 &&
  path[0] === 'paths' &&
  ['get', 'put', 'post', 'delete', 'options', 'head', 'patch'].includes(String(path[2]));

/** A media type: `type/subtype`, with parameters after it. */
const MEDIA_TYPE = /^[\w.+-]+\/[\w.+*-]+(\s*;.*)?$/;

/** Takes out of `produces` and `consumes` what is no media type (go-swagger's `"Header:", "Set-Cookie"`). */
function mediaTypeLists(node: Node, path: (string | number)[], findings: Finding[]) {
  for (const key of ['produces', 'consumes']) {
    const list = node[key];
    if (!Array.isArray(list)) continue;
    const kept = list.filter((entry: unknown, index) => {
      if (typeof entry === 'string' && MEDIA_TYPE.test(entry.trim())) return true;
      findings.push({
        rule: 'not-a-media-type',
        pointer: toPointer([...path, key, index]),
        message: `${JSON.stringify(entry)} in \`${key}\` is no media type (type/subtype): left out`,
      });
      return false;
    });
    node[key] = kept;
  }
}

/** Swagger 2.0's schema keywords of a parameter or header, which 3.x moved into its `schema`. */
const PARAMETER_SCHEMA_KEYWORDS = [
  'type',
  'format',
  'items',
  'default',
  'enum',
  'maximum',
  'exclusiveMaximum',
  'minimum',
  'exclusiveMinimum',
  'maxLength',
  'minLength',
  'pattern',
  'maxItems',
  'minItems',
  'uniqueItems',
  'multipleOf',
];

/**
 * Whether the structure at `path` is a parameter or a header: an entry of a `parameters` list
 * or map, or of a `headers` map, outside any schema (whose fields may have those names).
 */
function isParameterOrHeader(path: (string | number)[]): boolean {
  if (path.length < 2 || !['parameters', 'headers'].includes(String(path[path.length - 2]))) return false;
  const inSchema = path.some((key) => key === 'schema' || key === 'itemSchema');
  return !inSchema && !(path[0] === 'components' && path[1] === 'schemas');
}

/** Moves a 3.x parameter's 2.0-style schema keywords into its schema (which wins where both say). */
function schemaKeywords(node: Node, path: (string | number)[], findings: Finding[]) {
  if (typeof node.$ref === 'string' || node.content !== undefined) return;
  const found = PARAMETER_SCHEMA_KEYWORDS.filter((key) => key in node);
  if (found.length === 0) return;
  const had = isObject(node.schema);
  const schema: Node = had ? (node.schema as Node) : {};
  for (const key of found) {
    findings.push({
      rule: 'schema-keyword-on-parameter',
      pointer: toPointer([...path, key]),
      message: `\`${key}\` ${had ? 'beside' : 'instead of'} the ${path[path.length - 2] === 'headers' ? 'header' : 'parameter'}'s \`schema\` is Swagger 2.0's form: read as the schema's`,
    });
    if (!(key in schema)) schema[key] = node[key];
    delete node[key];
  }
  node.schema = schema;
}

/** Whether the structure at `path` is the media type object of a streamed body (`content` → `text/event-stream`). */
function isStreamMediaObject(path: (string | number)[]): boolean {
  return path.length >= 2 && path[path.length - 2] === 'content' && isStreamMedia(String(path[path.length - 1]));
}

/** The schema a `$ref` names in this file (or the schema itself); undefined for another file's. */
function targetOf(root: Node, schema: Node): Node | undefined {
  if (typeof schema.$ref !== 'string') return schema;
  const target = isLocalRef(schema.$ref) ? getByPointer(root, schema.$ref) : undefined;
  return isObject(target) ? target : undefined;
}

/** Whether a schema describes a structured value (an object, a list, a union), not text. */
function isStructured(schema: Node | undefined): boolean {
  if (schema === undefined) return true;
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  if (types.includes('object') || types.includes('array')) return true;
  if (types.some((type) => type !== undefined && type !== 'null')) return false;
  return isObject(schema.properties) || ['oneOf', 'anyOf', 'allOf'].some((key) => Array.isArray(schema[key]));
}

/** Reads a streamed body's `schema` of a structured value as the schema of one item (`itemSchema`). */
function streamSchema(root: Node, node: Node, path: (string | number)[], findings: Finding[]) {
  if (!isObject(node.schema) || node.itemSchema !== undefined) return;
  const target = targetOf(root, node.schema);
  if (!isStructured(target)) return;
  const list = target?.type === 'array' && isObject(target.items);
  findings.push({
    rule: 'stream-schema-as-items',
    pointer: toPointer([...path, 'schema']),
    message: `the \`schema\` of this streamed body (${String(path[path.length - 1])}) describes ${list ? 'a list of its items' : 'one item, not the stream (text)'}: read as its \`itemSchema\`${list ? ', the list’s `items`' : ''}`,
  });
  node.itemSchema = list ? target.items : node.schema;
  delete node.schema;
}

/** A regular expression literal: between slashes, with its flags, anchored inside (`/^\d{11}$/`). */
const REGEX_LITERAL = /^\/(\^.*|.*\$)\/[a-z]*$/s;

function patternDelimiters(node: Node, path: (string | number)[], findings: Finding[]) {
  const literal = REGEX_LITERAL.exec(node.pattern as string);
  if (!literal) return;
  findings.push({
    rule: 'pattern-delimiters',
    pointer: toPointer([...path, 'pattern']),
    message: `\`pattern: ${node.pattern as string}\` is a regular expression literal, between slashes: read as \`${literal[1]}\``,
  });
  node.pattern = literal[1];
}

/** Removes the `null` members of a structural object or list (not data: its caller skips those). */
function dropNulls(node: Node | unknown[], path: (string | number)[], findings: Finding[]) {
  const keys = Array.isArray(node) ? [...node.keys()].reverse() : Object.keys(node);
  const found: Finding[] = [];
  for (const key of keys) {
    if (Array.isArray(node) ? node[key as number] !== null : (node as Node)[key] !== null) continue;
    if (typeof key === 'string' && (DATA_KEYS.has(key) || key.startsWith('x-'))) continue;
    found.unshift({
      rule: 'null-value',
      pointer: toPointer([...path, key]),
      message: `\`null\` where a value is expected: read as absent`,
    });
    if (Array.isArray(node)) node.splice(key as number, 1);
    else delete (node as Node)[key];
  }
  findings.push(...found);
}

/** Whether a value is a path item: an object with an operation (or a `$ref` to one). */
const isPathItem = (value: unknown) =>
  isObject(value) && (typeof value.$ref === 'string' || pathItemOperations(value).length > 0);

/**
 * Redoc's `x-webhooks` written as a callback (Vonage's): a webhook's name → a runtime expression
 * (`{$request.body#/callback}`) → its path item. With one such path item, it is the webhook's.
 */
function callbackShapedWebhooks(root: Node, findings: Finding[]): void {
  const webhooks = root['x-webhooks'];
  if (!isObject(webhooks)) return;
  for (const [name, entry] of Object.entries(webhooks)) {
    if (!isObject(entry) || isPathItem(entry)) continue;
    const inner = Object.entries(entry).filter(([, value]) => isPathItem(value));
    if (inner.length !== 1 || Object.keys(entry).length !== 1) continue;
    const [expression, item] = inner[0];
    findings.push({
      rule: 'x-webhooks-callback',
      pointer: toPointer(['x-webhooks', name, expression]),
      message: `the webhook "${name}" is written as a callback, its path item under \`${expression}\`: read as the webhook's`,
    });
    webhooks[name] = item;
  }
}

function findDuplicateOperationIds(root: Node, findings: Finding[]): void {
  const seen = new Map<string, string>();
  for (const container of ['paths', 'webhooks'] as const) {
    const items = root[container];
    if (!isObject(items)) continue;
    for (const [path, item] of Object.entries(items)) {
      for (const {method, keys, operation: op} of pathItemOperations(item)) {
        if (typeof op.operationId !== 'string') continue;
        const pointer = toPointer([container, path, ...keys, 'operationId']);
        const first = seen.get(op.operationId);
        if (first === undefined) seen.set(op.operationId, `${wireMethod(method)} ${path}`);
        else {
          findings.push({
            rule: 'duplicate-operation-id',
            pointer,
            message: `duplicate operationId "${op.operationId}" (first on ${first}): every operation needs its own`,
          });
        }
      }
    }
  }
}

function exclusiveBound(node: Node, bound: 'Minimum' | 'Maximum', path: (string | number)[], findings: Finding[]) {
  const key = `exclusive${bound}` as const;
  const limit = node[key];
  if (typeof limit !== 'number') return;
  const plain = bound.toLowerCase();
  const inclusive = node[plain];
  findings.push({
    rule: `exclusive-${plain}-3.1`,
    pointer: toPointer([...path, key]),
    message: `\`${key}: ${limit}\` is the OpenAPI 3.1 form in a 3.0 description: read as \`${plain}: ${limit}\` with \`${key}: true\``,
  });
  const stricter = typeof inclusive !== 'number' || (bound === 'Minimum' ? limit >= inclusive : limit <= inclusive);
  if (stricter) node[plain] = limit;
  node[key] = stricter;
}

function exclusiveFlag(node: Node, bound: 'Minimum' | 'Maximum', path: (string | number)[], findings: Finding[]) {
  const key = `exclusive${bound}` as const;
  const flag = node[key];
  if (typeof flag !== 'boolean') return;
  const plain = bound.toLowerCase();
  const limit = node[plain];
  const exclusive = flag && typeof limit === 'number';
  findings.push({
    rule: `exclusive-${plain}-3.0`,
    pointer: toPointer([...path, key]),
    message: `\`${key}: ${flag}\` is the OpenAPI 3.0 form in a 3.1 description: ${exclusive ? `read as \`${key}: ${String(limit)}\`` : `ignored (\`${plain}\` ${typeof limit === 'number' ? 'stays inclusive' : 'is not given'})`}`,
  });
  if (exclusive) {
    node[key] = limit;
    delete node[plain];
  } else delete node[key];
}

function nullableFlag(node: Node, path: (string | number)[], findings: Finding[]) {
  const flag = node.nullable;
  const {type, $ref} = node;
  let reading = 'ignored';
  if (flag === true && (typeof type === 'string' || Array.isArray(type))) {
    const types = Array.isArray(type) ? type : [type];
    node.type = types.includes('null') ? types : [...types, 'null'];
    reading = `read as \`type: [${(node.type as unknown[]).join(', ')}]\``;
  } else if (flag === true && typeof $ref === 'string') {
    delete node.$ref;
    node.anyOf = [{$ref}, {type: 'null'}];
    reading = 'read as a union of its `$ref` and null';
  }
  delete node.nullable;
  findings.push({
    rule: 'nullable-3.0',
    pointer: toPointer([...path, 'nullable']),
    message: `\`nullable: ${String(flag)}\` is the OpenAPI 3.0 form in a 3.1 description: ${reading}`,
  });
}

function typeList(node: Node, path: (string | number)[], findings: Finding[], version: '2.0' | '3.0') {
  const types = (node.type as unknown[]).filter((type): type is string => typeof type === 'string');
  const others = types.filter((type) => type !== 'null');
  const nullable = types.includes('null');
  const nullableKey = version === '2.0' ? 'x-nullable' : 'nullable';
  findings.push({
    rule: 'type-array-3.1',
    pointer: toPointer([...path, 'type']),
    message: `\`type: [${types.join(', ')}]\` is the OpenAPI 3.1 form in a ${version === '2.0' ? 'Swagger 2.0' : '3.0'} description: read as ${others.length === 1 ? `\`type: ${others[0]}\`` : 'any type'}${nullable ? ` with \`${nullableKey}: true\`` : ''}`,
  });
  if (others.length === 1) node.type = others[0];
  else delete node.type;
  if (nullable) node[nullableKey] = true;
}

function requiredFlags(node: Node, path: (string | number)[], findings: Finding[]) {
  for (const [name, property] of Object.entries(node.properties as Node)) {
    if (!isObject(property) || typeof property.required !== 'boolean') continue;
    findings.push({
      rule: 'property-required-boolean',
      pointer: toPointer([...path, 'properties', name, 'required']),
      message: `\`required: ${property.required}\` on property "${name}": a schema lists its required properties in its own \`required\`; read as ${property.required ? `"${name}" in that list` : 'not required'}`,
    });
    const flag = property.required;
    delete property.required;
    if (!flag) continue;
    const list = Array.isArray(node.required) ? node.required : [];
    if (!list.includes(name)) list.push(name);
    node.required = list;
  }
}

function schemaRef(root: Node, node: Node, path: (string | number)[], findings: Finding[]) {
  const ref = node.$ref as string;
  const match = /^#\/components\/(parameters|headers)\//.exec(ref);
  if (!isLocalRef(ref) || !match) return;
  const target = getByPointer(root, ref);
  if (!isObject(target) || !isObject(target.schema)) return;
  const kind = match[1] === 'parameters' ? 'parameter' : 'header';
  findings.push({
    rule: 'schema-ref-not-schema',
    pointer: toPointer([...path, '$ref']),
    message: `schema $ref "${ref}" points at a ${kind}, not a schema: read as the ${kind}'s schema`,
  });
  node.$ref = `${ref}/schema`;
}
