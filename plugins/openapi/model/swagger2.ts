/**
 * Swagger 2.0 descriptions, read as OpenAPI 3.0: converted with swagger2openapi (the
 * converter Redoc uses) before anything else reads them, with a map from every JSON pointer
 * of the converted description back to the place in the 2.0 file it came from, so problems
 * are still reported at `file:line:col` of the file the writer gave.
 */
import {convertObj} from 'swagger2openapi';
import {getByPointer, HTTP_METHODS, isObject, pointerSegments, toPointer} from './json';
import type {OpenApiDocument} from './openapi';
import {walkSchemas} from './schemaWalk';

export interface ConvertedDescription {
  root: OpenApiDocument;
  /** The pointer of the 2.0 source that a pointer of the converted description came from. */
  toSource: (pointer: string) => string;
}

export function isSwagger2(root: unknown): boolean {
  return isObject(root) && typeof root.swagger === 'string' && root.swagger.startsWith('2.');
}

/** Converts a Swagger 2.0 description (left unchanged); throws the converter's error message. */
export async function convertSwagger2(source: Record<string, unknown>): Promise<ConvertedDescription> {
  const {openapi} = await quietly(() => convertObj(structuredClone(source) as never, {patch: true, warnOnly: true}));
  const root = openapi as unknown as OpenApiDocument;
  fileSchemas(root);
  // Request bodies shared by several operations go to components; each maps back to its first user.
  const sharedBodies = new Map<string, string[]>();
  for (const [path, item] of Object.entries(isObject(root.paths) ? root.paths : {})) {
    for (const method of HTTP_METHODS) {
      const body = isObject(item) ? (item as Record<string, unknown>)[method] : undefined;
      const ref = isObject(body) && isObject(body.requestBody) ? body.requestBody.$ref : undefined;
      if (typeof ref === 'string' && !sharedBodies.has(ref)) sharedBodies.set(ref, ['paths', path, method]);
    }
  }
  return {root, toSource: (pointer) => toPointer(sourceSegments(source, root, pointerSegments(pointer), sharedBodies))};
}

/**
 * 2.0's `type: file` (a response that is a file, gin-vue-admin's downloads), which the
 * converter leaves as it is and the 2.0 structure check refuses: binary data, as 3.0 writes it.
 * Changes `root` in place; run before the structure check and again on the converted description.
 */
export function fileSchemas(root: unknown): void {
  walkSchemas(root, {
    schema: (node) => {
      if (node.type !== 'file') return;
      node.type = 'string';
      node.format = 'binary';
    },
  });
}

/**
 * Runs the converter without its console: it prints a stack with `console.warn` before it
 * rejects, and the rejection is reported at the file's place instead.
 */
async function quietly<T>(convert: () => Promise<T>): Promise<T> {
  const warn = console.warn;
  console.warn = () => {};
  try {
    return await convert();
  } finally {
    console.warn = warn;
  }
}

type Segments = (string | number)[];

/** The index in `parameters` (an array of the 2.0 source, `$ref`s resolved) of the first parameter `accept`s. */
function parameterIndex(source: unknown, at: Segments, accept: (p: Record<string, unknown>) => boolean): number {
  const list = getByPointer(source, toPointer(at));
  if (!Array.isArray(list)) return -1;
  return list.findIndex((raw) => {
    const param = isObject(raw) && typeof raw.$ref === 'string' ? getByPointer(source, raw.$ref) : raw;
    return isObject(param) && accept(param);
  });
}

/** A request body of the converted operation at `op`: the body or form parameter it came from. */
function requestBodySource(source: unknown, op: Segments, rest: string[]): Segments {
  // rest: content, <media type>, schema, …
  const schemaPath = rest.slice(3);
  for (const level of [op, op.slice(0, 2)]) {
    const params = [...level, 'parameters'];
    const body = parameterIndex(source, params, (p) => p.in === 'body');
    if (body >= 0) return [...params, body, ...(rest[2] === 'schema' ? ['schema', ...schemaPath] : [])];
    if (schemaPath[0] === 'properties' && schemaPath[1] !== undefined) {
      const field = parameterIndex(source, params, (p) => p.in === 'formData' && p.name === schemaPath[1]);
      if (field >= 0) return [...params, field, ...schemaPath.slice(2)];
    }
    const form = parameterIndex(source, params, (p) => p.in === 'formData');
    if (form >= 0) return [...params, form];
  }
  return op;
}

/** The 2.0 parameter of the converted one at `at` (matched by name and place: body and form ones are gone). */
function parameterSource(source: unknown, converted: unknown, at: Segments, rest: string[]): Segments {
  const param = getByPointer(converted, toPointer(at));
  const index = parameterIndex(
    source,
    at.slice(0, -1),
    (p) => isObject(param) && p.name === param.name && p.in === param.in,
  );
  if (index < 0) return at.slice(0, -1);
  // A 2.0 parameter holds its schema's keywords itself.
  return [...at.slice(0, -1), index, ...(rest[0] === 'schema' ? rest.slice(1) : rest)];
}

function sourceSegments(
  source: unknown,
  converted: unknown,
  segments: string[],
  sharedBodies: Map<string, string[]>,
): Segments {
  const [first, second, third, fourth, ...more] = segments;
  if (first === 'servers') return ['host'];
  if (first === 'components') {
    const rest = segments.slice(3);
    if (second === 'schemas') return ['definitions', ...segments.slice(2)];
    if (second === 'securitySchemes') return ['securityDefinitions', ...segments.slice(2)];
    if (second === 'parameters') return ['parameters', ...segments.slice(2)];
    if (second === 'requestBodies') {
      const user = sharedBodies.get(toPointer(segments.slice(0, 3)));
      if (user) return requestBodySource(source, user, rest);
      return third !== undefined ? ['parameters', third] : ['parameters'];
    }
    if (second === 'responses') {
      // content/<media type>/schema/… was the response's schema.
      if (rest[0] === 'content') return ['responses', third, ...(rest[2] === 'schema' ? rest.slice(2) : [])];
      return ['responses', ...segments.slice(2)];
    }
    return [];
  }
  if (first === 'paths' && second !== undefined) {
    if (third === 'parameters' && fourth !== undefined) {
      return parameterSource(source, converted, ['paths', second, 'parameters', fourth], more);
    }
    if (third !== undefined && (HTTP_METHODS as readonly string[]).includes(third)) {
      const op = ['paths', second, third];
      if (fourth === 'requestBody') return requestBodySource(source, op, more);
      if (fourth === 'parameters' && more[0] !== undefined) {
        return parameterSource(source, converted, [...op, 'parameters', more[0]], more.slice(1));
      }
      if (fourth === 'responses' && more[0] !== undefined && more[1] === 'content') {
        return [...op, 'responses', more[0], ...(more[3] === 'schema' ? more.slice(3) : [])];
      }
    }
  }
  return segments;
}
