/**
 * What the docs checks need from the spec model (plugins/openapi/model), built once:
 * the operations with their page slugs, the header names, the error code catalogue, the
 * description's vocabulary and its schemas compiled by ajv with unknown fields rejected.
 */
import Ajv, {type ValidateFunction} from 'ajv';
import addFormats from 'ajv-formats';
import {
  isObject,
  type OperationObject,
  type OrRef,
  type ParameterObject,
  type RequestBodyObject,
  type Resolve,
  type ResponseObject,
  type Schema,
  type SpecModel,
  wireMethod,
} from '../openapi/model';

/** The id the component schemas are registered under in ajv. */
const SPEC_SCHEMA_ID = 'gcm-openapi.json';

/** One operation of the description, with its path- and operation-level parameters resolved. */
export interface SpecOperation {
  /** Upper case. */
  method: string;
  path: string;
  segments: string[];
  operationId: string;
  /** Its title, as the spec model names it and its reference page shows it. */
  title: string;
  /** The slug of its reference page, from the spec model. */
  slug: string;
  operation: OperationObject;
  parameters: ParameterObject[];
  /** The request body and the responses, resolved. */
  requestBody?: RequestBodyObject;
  responses: Record<string, ResponseObject>;
}

export interface SpecIndex {
  operations: SpecOperation[];
  headerNames: Set<string>;
  /** The error code catalogue (`x-error-codes`). */
  catalogueCodes: Set<string>;
  /** Every property name, parameter name and enum value in the description, and the sandbox test values. */
  vocabulary: Set<string>;
  /** The model's `$ref` resolver. */
  resolve: Resolve;
  /** The validator of a schema of the description (a `$ref` or inline), unknown fields rejected. */
  validator: (schema: Schema | undefined) => ValidateFunction;
}

function collectVocabulary(node: unknown, into: Set<string>): Set<string> {
  if (Array.isArray(node)) node.forEach((item) => collectVocabulary(item, into));
  else if (isObject(node)) {
    for (const [key, value] of Object.entries(node)) {
      into.add(key);
      if (key === 'enum' && Array.isArray(value)) value.forEach((v) => typeof v === 'string' && into.add(v));
      if (key === 'name' && typeof value === 'string') into.add(value);
      collectVocabulary(value, into);
    }
  }
  return into;
}

/** A copy of the schemas with `additionalProperties: false` on every object that lists its properties, so an unknown field name fails validation. */
function closeObjectSchemas(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(closeObjectSchemas);
  if (!isObject(node)) return node;
  const copy: Record<string, unknown> = Object.fromEntries(
    Object.entries(node).map(([key, value]) => [
      key,
      key === 'example' || key === 'enum' ? value : closeObjectSchemas(value),
    ]),
  );
  if (isObject(copy.properties) && !('additionalProperties' in copy)) copy.additionalProperties = false;
  return copy;
}

export function buildSpecIndex(model: SpecModel): SpecIndex {
  const spec = model.root;
  const operations: SpecOperation[] = model.operations.map((op) => ({
    method: wireMethod(op.method),
    path: op.path,
    segments: op.path.split('/').slice(1),
    operationId: op.operationId ?? '',
    title: op.title,
    slug: op.id,
    operation: op.operation,
    parameters: op.parameters,
    requestBody: op.requestBody,
    responses: op.responses,
  }));
  const headerNames = new Set<string>();
  const addResponseHeaders = (responses: Record<string, OrRef<ResponseObject>> | undefined) => {
    for (const response of Object.values(responses ?? {})) {
      for (const name of Object.keys(model.resolve(response)?.headers ?? {})) headerNames.add(name);
    }
  };
  for (const op of operations) {
    for (const p of op.parameters) if (p.in === 'header') headerNames.add(p.name);
    addResponseHeaders(op.responses);
  }
  for (const name of Object.keys(spec.components?.headers ?? {})) headerNames.add(name);
  addResponseHeaders(spec.components?.responses);
  for (const scheme of model.securitySchemes.values()) {
    if (scheme.type === 'apiKey' && scheme.in === 'header' && scheme.name) headerNames.add(scheme.name);
  }

  if (!model.errorCatalogue) throw new Error(`${model.file} has no error code catalogue (x-error-codes)`);

  const ajv = new Ajv({allErrors: true, strict: false, verbose: true});
  addFormats(ajv);
  ajv.addSchema({$id: SPEC_SCHEMA_ID, components: {schemas: closeObjectSchemas(spec.components?.schemas ?? {})}});
  const validator = (schema: Schema | undefined): ValidateFunction => {
    if (isObject(schema) && typeof schema.$ref === 'string' && schema.$ref.startsWith('#/')) {
      const validate = ajv.getSchema(`${SPEC_SCHEMA_ID}${schema.$ref}`);
      if (!validate) throw new Error(`${model.file}: ${schema.$ref} is not a schema`);
      return validate;
    }
    // An inline schema: point its local references at the registered components.
    const rebased = JSON.stringify(closeObjectSchemas(schema)).replaceAll(
      '"#/components/',
      `"${SPEC_SCHEMA_ID}#/components/`,
    );
    return ajv.compile(JSON.parse(rebased) as object);
  };

  return {
    operations,
    headerNames,
    catalogueCodes: new Set(model.errorCatalogue.codes.map((entry) => entry.code)),
    // Besides the description's names, the sandbox test values are inputs the guides name.
    vocabulary: collectVocabulary(spec, new Set(model.facts.sandboxTestValues.values.map((entry) => entry.value))),
    resolve: model.resolve,
    validator,
  };
}

/** In code, a path segment built from a variable (`${id}`, `{gift_card_id}`, `%s`, `$id`, `#{id}`) stands for a path parameter. */
const INTERPOLATED_SEGMENT_RE = /[^A-Za-z0-9_-]/;

function segmentMatches(
  docSegment: string,
  templateSegment: string,
  parameters: ParameterObject[],
  inCode: boolean,
): boolean {
  const param = /^\{(.+)\}$/.exec(templateSegment)?.[1];
  if (param === undefined) return docSegment === templateSegment;
  if (inCode && INTERPOLATED_SEGMENT_RE.test(docSegment)) return true;
  if (/^\{.+\}$/.test(docSegment)) return docSegment === templateSegment;
  if (docSegment === '') return false;
  const schema = parameters.find((p) => p.in === 'path' && p.name === param)?.schema;
  const pattern = isObject(schema) ? schema.pattern : undefined;
  return typeof pattern === 'string' ? new RegExp(pattern).test(docSegment) : true;
}

/**
 * Operations whose path template matches a concrete or templated path (no query string).
 * `{name}` in the docs must use the spec's parameter name; a concrete id must match the parameter pattern.
 * With `prefix`, the path may also be the first segments of an operation path, such as `/v1/sandbox/signatures`.
 * With `inCode`, a segment built from a variable (`${id}`, `{gift_card_id}`, `%s`) matches any path parameter.
 */
export function findOperations(
  index: SpecIndex,
  path: string,
  options: {prefix?: boolean; inCode?: boolean} = {},
): SpecOperation[] {
  const segments = path.split('/').slice(1);
  return index.operations.filter(
    (op) =>
      (op.segments.length === segments.length || (options.prefix && op.segments.length > segments.length)) &&
      segments.every((segment, i) => segmentMatches(segment, op.segments[i], op.parameters, options.inCode ?? false)),
  );
}
