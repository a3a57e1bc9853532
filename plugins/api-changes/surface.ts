/**
 * The surface of an API description a partner's integration touches, flattened into keyed
 * facts so that two releases can be compared fact by fact: operations, their parameters,
 * request bodies, responses and security; every field of every component schema (and of
 * inline bodies), with its type, enum values, limits and whether it is required; response
 * headers; the error-code catalogue; OAuth scopes and security schemes. Each fact keeps the
 * JSON pointer it came from, and the directions (request, response) its schema is used in.
 * Pure: it reads a spec model and returns data.
 */
import {
  isObject,
  operationKey,
  refName,
  toPointer,
  type ComponentsObject,
  type MediaTypeObject,
  type ApiOperation,
  type OAuthFlow,
  type OpenApiDocument,
  type OrRef,
  type Resolve,
  type ResponseObject,
  type Schema,
  type SecuritySchemeObject,
  type SpecModel,
  wireMethod,
} from '../openapi/model';

export type Direction = 'request' | 'response';

/** Where a field lives: a component schema (its page) or an operation's inline body. */
export type FieldOwner = {kind: 'schema'; name: string; id: string} | {kind: 'operation'; key: string};

export interface OperationFact {
  key: string;
  /** The operation page's id, e.g. `void-card`. */
  id: string;
  title: string;
  method: string;
  path: string;
  deprecated: boolean;
  /** Each alternative security requirement, as `scheme` or `scheme:scope` strings. */
  security: string[][];
  pointer: string;
}

export interface ParameterFact {
  operation: string;
  in: string;
  name: string;
  required: boolean;
  deprecated: boolean;
  schema: SchemaShape;
  pointer: string;
}

/** What a comparison needs of one schema: its type and the constraints that narrow it. */
export interface SchemaShape {
  type?: string;
  format?: string;
  enum?: string[];
  nullable: boolean;
  maxLength?: number;
  minLength?: number;
  maximum?: number;
  minimum?: number;
  maxItems?: number;
  pattern?: string;
  /** The component schema it refers to, for `$ref` fields. */
  ref?: string;
}

export interface FieldFact {
  owner: FieldOwner;
  /** Dotted path inside the owner, `[]` for array items: `delivery.method`, `cards[].amount`. */
  path: string;
  required: boolean;
  deprecated: boolean;
  shape: SchemaShape;
  pointer: string;
}

export interface Surface {
  operations: Map<string, OperationFact>;
  parameters: Map<string, ParameterFact>;
  /** Operation key → whether its request body is required (absent: no body). */
  requestBodies: Map<string, {required: boolean; pointer: string}>;
  /** `operation key status` → pointer of the response. */
  responses: Map<string, {operation: string; status: string; pointer: string}>;
  /** Response header name → the operations (keys) whose responses send it, with a pointer each. */
  responseHeaders: Map<string, Map<string, string>>;
  /** The field holding the error-code catalogue, compared as error codes rather than as an enum. */
  catalogueField?: string;
  /** Component schema name → its page id and pointer. */
  schemas: Map<string, {id: string; pointer: string}>;
  /** `owner|path` → the field. */
  fields: Map<string, FieldFact>;
  /** Component schema name or operation key → where it is used. */
  directions: Map<string, Set<Direction>>;
  errorCodes: Map<string, {status: number; meaning: string; pointer: string}>;
  scopes: Map<string, {pointer: string}>;
  securitySchemes: Map<string, {type: string; pointer: string}>;
  /** The description's `info.version`. */
  version: string;
}

export const ownerKey = (owner: FieldOwner) => (owner.kind === 'schema' ? owner.name : owner.key);

const SCHEMA_PREFIX = '#/components/schemas/';

function shapeOf(schema: Schema | undefined, resolve: Resolve): SchemaShape {
  if (isObject(schema) && typeof schema.$ref === 'string') {
    const ref = schema.$ref.startsWith(SCHEMA_PREFIX) ? refName(schema.$ref) : undefined;
    return {...shapeOf(resolve(schema), resolve), ref};
  }
  if (!isObject(schema)) return {nullable: false};
  const types: string[] = Array.isArray(schema.type)
    ? schema.type.map(String)
    : schema.type
      ? [String(schema.type)]
      : [];
  const nonNull = types.filter((t) => t !== 'null');
  const num = (v: unknown) => (typeof v === 'number' ? v : undefined);
  return {
    type: nonNull.length > 0 ? nonNull.sort().join('|') : undefined,
    format: typeof schema.format === 'string' ? schema.format : undefined,
    enum: Array.isArray(schema.enum) ? schema.enum.filter((v) => v !== null).map(String) : undefined,
    nullable: schema.nullable === true || types.includes('null'),
    maxLength: num(schema.maxLength),
    minLength: num(schema.minLength),
    maximum: num(schema.maximum),
    minimum: num(schema.minimum),
    maxItems: num(schema.maxItems),
    pattern: typeof schema.pattern === 'string' ? schema.pattern : undefined,
  };
}

/** The schema's own properties, `allOf` parts merged (each part's `$ref` followed). */
function propertiesOf(
  schema: Schema,
  resolve: Resolve,
  pointer: string,
): {props: [string, Schema, string][]; required: Set<string>} {
  const props: [string, Schema, string][] = [];
  const required = new Set<string>();
  const visit = (node: Schema | undefined, at: string, depth: number): void => {
    if (depth > 8) return;
    if (isObject(node) && typeof node.$ref === 'string') return visit(resolve(node), node.$ref, depth + 1);
    if (!isObject(node)) return;
    if (Array.isArray(node.required)) for (const name of node.required) required.add(String(name));
    if (isObject(node.properties))
      for (const [name, value] of Object.entries(node.properties))
        props.push([name, value, `${at}/properties/${name}`]);
    if (Array.isArray(node.allOf)) node.allOf.forEach((part, i) => visit(part, `${at}/allOf/${i}`, depth + 1));
  };
  visit(schema, pointer, 0);
  return {props, required};
}

/** Records every field under `schema` (not following `$ref`s into other components). */
function collectFields(
  surface: Surface,
  owner: FieldOwner,
  schema: Schema | undefined,
  prefix: string,
  pointer: string,
  resolve: Resolve,
): void {
  if (!isObject(schema) || typeof schema.$ref === 'string') return;
  if (schema.type === 'array' || isObject(schema.items)) {
    if (isObject(schema.items) && typeof schema.items.$ref !== 'string')
      collectFields(surface, owner, schema.items, `${prefix}[]`, `${pointer}/items`, resolve);
  }
  const {props, required} = propertiesOf(schema, resolve, pointer);
  for (const [name, value, at] of props) {
    const path = prefix ? `${prefix}.${name}` : name;
    surface.fields.set(`${ownerKey(owner)}|${path}`, {
      owner,
      path,
      required: required.has(name),
      deprecated: isObject(value) && value.deprecated === true,
      shape: shapeOf(value, resolve),
      pointer: at,
    });
    const inner = isObject(value) && isObject(value.items) && value.type === 'array' ? value.items : value;
    if (isObject(inner) && typeof inner.$ref !== 'string')
      collectFields(
        surface,
        owner,
        inner,
        inner === value ? path : `${path}[]`,
        inner === value ? at : `${at}/items`,
        resolve,
      );
  }
}

/** `value?.[key]`, for a value of any JSON type. */
function member(value: unknown, key: string): unknown {
  return value === undefined || value === null ? undefined : (value as Record<string, unknown>)[key];
}

/** The component schemas a value refers to, directly or through other components. */
function referencedSchemas(value: unknown, root: OpenApiDocument, into: Set<string> = new Set()): Set<string> {
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const node = stack.pop();
    if (Array.isArray(node)) stack.push(...(node as unknown[]));
    else if (isObject(node)) {
      if (typeof node.$ref === 'string') {
        const ref = node.$ref;
        if (ref.startsWith(SCHEMA_PREFIX)) {
          const name = refName(ref);
          if (into.has(name)) continue;
          into.add(name);
          stack.push(root.components?.schemas?.[name]);
        } else if (ref.startsWith('#/components/')) {
          const [, , kind, name] = ref.split('/');
          stack.push(member(root.components?.[kind as keyof ComponentsObject], name));
        }
      }
      for (const [key, child] of Object.entries(node)) if (key !== 'examples' && key !== 'example') stack.push(child);
    }
  }
  return into;
}

function firstJsonMedia(content: Record<string, MediaTypeObject> | undefined): [string, MediaTypeObject] | undefined {
  if (!isObject(content)) return undefined;
  const entries = Object.entries(content);
  return entries.find(([type]) => /json/.test(type)) ?? entries[0];
}

/** What surfaceOf's steps read, and the surface they fill in (in order: a map keeps the order facts are added in). */
interface SurfaceBuild {
  model: SpecModel;
  surface: Surface;
}

/** A surface with nothing on it yet, of a release's `version`. */
export function emptySurface(version: string): Surface {
  return {
    operations: new Map(),
    parameters: new Map(),
    requestBodies: new Map(),
    responses: new Map(),
    responseHeaders: new Map(),
    schemas: new Map(),
    fields: new Map(),
    directions: new Map(),
    errorCodes: new Map(),
    scopes: new Map(),
    securitySchemes: new Map(),
    version,
  };
}

export function surfaceOf(model: SpecModel): Surface {
  const surface = emptySurface(String(model.info?.version ?? ''));
  const build: SurfaceBuild = {model, surface};
  for (const op of model.operations) {
    const key = addOperation(build, op);
    addParameters(build, op, key);
    addRequestBody(build, op, key);
    addResponses(build, op, key);
  }
  addSchemas(build);
  addErrorCodes(build);
  addSecuritySchemes(build);
  return surface;
}

/** Records that a component schema or an operation's inline body is used in a direction. */
function use({surface}: SurfaceBuild, name: string, direction: Direction): void {
  const set = surface.directions.get(name) ?? new Set<Direction>();
  set.add(direction);
  surface.directions.set(name, set);
}

/** The operation's fact, with its security as `scheme` or `scheme:scope` strings; its key. */
function addOperation({surface}: SurfaceBuild, op: ApiOperation): string {
  const key = operationKey(op.method, op.path);
  surface.operations.set(key, {
    key,
    id: op.id,
    title: op.title,
    method: wireMethod(op.method),
    path: op.path,
    deprecated: op.deprecated,
    security: op.security.map((requirement) =>
      Object.entries(requirement)
        .flatMap(([scheme, scopes]) => (scopes.length > 0 ? scopes.map((s) => `${scheme}:${s}`) : [scheme]))
        .sort(),
    ),
    pointer: op.pointer,
  });
  return key;
}

/** The operation's parameters (its path item's too), each at the operation's own pointer when it is one of them. */
function addParameters(build: SurfaceBuild, op: ApiOperation, key: string): void {
  const {root, resolve} = build.model;
  op.parameters.forEach((parameter) => {
    const name = parameter.in === 'header' ? String(parameter.name) : String(parameter.name);
    const own = (Array.isArray(op.operation.parameters) ? op.operation.parameters : []).findIndex(
      (p) => resolve(p) === parameter,
    );
    build.surface.parameters.set(`${key}|${parameter.in}|${name.toLowerCase()}`, {
      operation: key,
      in: String(parameter.in),
      name,
      required: parameter.required === true,
      deprecated: parameter.deprecated === true,
      schema: shapeOf(parameter.schema, resolve),
      pointer: own >= 0 ? `${op.pointer}/parameters/${own}` : op.pointer,
    });
    for (const name of referencedSchemas(parameter, root)) use(build, name, 'request');
  });
}

/** The operation's request body, and the fields of its JSON schema. */
function addRequestBody(build: SurfaceBuild, op: ApiOperation, key: string): void {
  const {root, resolve} = build.model;
  const body = resolve(op.operation.requestBody);
  if (!isObject(body)) return;
  const pointer = `${op.pointer}/requestBody`;
  build.surface.requestBodies.set(key, {required: body.required === true, pointer});
  const media = firstJsonMedia(body.content);
  if (media) {
    const schemaPointer = `${pointer}/content/${toPointer([media[0]]).slice(2)}/schema`;
    collectFields(build.surface, {kind: 'operation', key}, media[1]?.schema, '', schemaPointer, resolve);
    use(build, key, 'request');
  }
  for (const name of referencedSchemas(body, root)) use(build, name, 'request');
}

/** The operation's responses, their headers, and the fields of a success's JSON schema. */
function addResponses(build: SurfaceBuild, op: ApiOperation, key: string): void {
  const {root, resolve} = build.model;
  const {surface} = build;
  for (const [status, raw] of Object.entries<OrRef<ResponseObject>>(
    isObject(op.operation.responses) ? op.operation.responses : {},
  )) {
    const response = resolve(raw);
    const pointer = `${op.pointer}/responses/${status}`;
    surface.responses.set(`${key}|${status}`, {operation: key, status, pointer});
    if (!isObject(response)) continue;
    for (const header of Object.keys(isObject(response.headers) ? response.headers : {})) {
      const byOperation = surface.responseHeaders.get(header) ?? new Map<string, string>();
      if (!byOperation.has(key)) byOperation.set(key, `${pointer}/headers/${toPointer([header]).slice(2)}`);
      surface.responseHeaders.set(header, byOperation);
    }
    const media = firstJsonMedia(response.content);
    if (media && /^2/.test(status)) {
      const schemaPointer = `${pointer}/content/${toPointer([media[0]]).slice(2)}/schema`;
      collectFields(
        surface,
        {kind: 'operation', key: `${key} ${status}`},
        media[1]?.schema,
        '',
        schemaPointer,
        resolve,
      );
      use(build, `${key} ${status}`, 'response');
    }
    for (const name of referencedSchemas(response, root)) use(build, name, 'response');
  }
}

/** The component schemas and their fields. */
function addSchemas({model, surface}: SurfaceBuild): void {
  for (const schema of model.schemas) {
    surface.schemas.set(schema.name, {id: schema.id, pointer: schema.pointer});
    collectFields(
      surface,
      {kind: 'schema', name: schema.name, id: schema.id},
      schema.schema,
      '',
      schema.pointer,
      model.resolve,
    );
  }
}

/** The error-code catalogue's codes, and the field that holds them (compared as codes, not as an enum). */
function addErrorCodes({model, surface}: SurfaceBuild): void {
  const catalogue = model.errorCatalogue;
  if (!catalogue) return;
  const [, , , schemaName, , property] = catalogue.pointer.split('/');
  surface.catalogueField = `${schemaName}|${property}`;
  catalogue.codes.forEach((entry, i) =>
    surface.errorCodes.set(entry.code, {
      status: entry.status,
      meaning: entry.meaning,
      pointer: `${catalogue.pointer}/x-error-codes/${i}`,
    }),
  );
}

/** The security schemes, and the scopes of their OAuth flows. */
function addSecuritySchemes({model, surface}: SurfaceBuild): void {
  const {root, resolve} = model;
  const schemes = root.components?.securitySchemes ?? {};
  for (const [name, raw] of Object.entries<OrRef<SecuritySchemeObject>>(isObject(schemes) ? schemes : {})) {
    const scheme = resolve(raw);
    const pointer = toPointer(['components', 'securitySchemes', name]);
    surface.securitySchemes.set(name, {type: String(scheme?.type), pointer});
    for (const [flowName, flow] of Object.entries<OAuthFlow | undefined>(
      scheme?.type === 'oauth2' && isObject(scheme.flows) ? scheme.flows : {},
    )) {
      for (const scope of Object.keys(isObject(flow?.scopes) ? flow.scopes : {}))
        surface.scopes.set(scope, {
          pointer: toPointer(['components', 'securitySchemes', name, 'flows', flowName, 'scopes', scope]),
        });
    }
  }
}
