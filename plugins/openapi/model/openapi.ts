/**
 * The OpenAPI 3.0 / 3.1 / 3.2 objects as the model reads them, after validation (validate.ts):
 * Redocly's structural rules hold for every keyword typed here, so a renderer can trust
 * these types. What a description may add besides (extensions, keywords this project does
 * not read) stays `unknown`, and is checked where it is read.
 */

/** Any JSON value: an example, a default, an enum member, an extension. */
export type JsonValue = unknown;

/** A `$ref` to another part of the description (after bundling, always local: `#/…`). */
export interface Reference {
  $ref: string;
  /** OpenAPI 3.1 lets a reference carry its own summary and description. */
  summary?: string;
  description?: string;
}

/** A value given in place, or by reference. */
export type OrRef<T> = T | Reference;

/** A Schema Object (3.0, or 3.1's JSON Schema 2020-12), possibly a reference itself. */
export interface SchemaObject {
  $ref?: string;
  type?: string | string[];
  format?: string;
  title?: string;
  description?: string;
  properties?: Record<string, Schema>;
  patternProperties?: Record<string, Schema>;
  additionalProperties?: Schema;
  required?: string[];
  items?: Schema;
  prefixItems?: Schema[];
  allOf?: Schema[];
  oneOf?: Schema[];
  anyOf?: Schema[];
  not?: Schema;
  enum?: JsonValue[];
  const?: JsonValue;
  default?: JsonValue;
  example?: JsonValue;
  /** 3.1: a list of example values. */
  examples?: JsonValue;
  nullable?: boolean;
  readOnly?: boolean;
  writeOnly?: boolean;
  deprecated?: boolean;
  discriminator?: {propertyName: string; mapping?: Record<string, string>};
  xml?: {name?: string; namespace?: string; prefix?: string; attribute?: boolean; wrapped?: boolean};
  minimum?: number;
  maximum?: number;
  /** A flag in 3.0, a bound in 3.1. */
  exclusiveMinimum?: boolean | number;
  exclusiveMaximum?: boolean | number;
  multipleOf?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  minItems?: number;
  maxItems?: number;
  uniqueItems?: boolean;
  minProperties?: number;
  maxProperties?: number;
  contentMediaType?: string;
  contentEncoding?: string;
  /** Other keywords and extensions (`x-enum-descriptions`, `x-error-codes`, …). */
  [keyword: string]: unknown;
}

/** 3.1 allows `true` (anything) and `false` (nothing) as schemas. */
export type Schema = SchemaObject | boolean;

export interface ExampleObject {
  summary?: string;
  description?: string;
  value?: JsonValue;
  /** 3.2: the value as data, before it is serialised (preferred to `value`). */
  dataValue?: JsonValue;
  /** 3.2: the value as sent, serialised (the text of a body, a query string). */
  serializedValue?: string;
  externalValue?: string;
}

export interface EncodingObject {
  contentType?: string;
  headers?: Record<string, OrRef<HeaderObject>>;
  style?: string;
  explode?: boolean;
  allowReserved?: boolean;
}

export interface MediaTypeObject {
  schema?: Schema;
  /** 3.2: the schema of each item of a streamed body (`text/event-stream`, JSON Lines, JSON sequences). */
  itemSchema?: Schema;
  example?: JsonValue;
  examples?: Record<string, OrRef<ExampleObject>>;
  encoding?: Record<string, EncodingObject>;
}

/** What parameters and headers share. */
interface ParameterBase {
  description?: string;
  required?: boolean;
  deprecated?: boolean;
  allowEmptyValue?: boolean;
  style?: string;
  explode?: boolean;
  allowReserved?: boolean;
  schema?: Schema;
  example?: JsonValue;
  examples?: Record<string, OrRef<ExampleObject>>;
  content?: Record<string, MediaTypeObject>;
}

/** `querystring` (3.2): the whole query string as one value, described by its `content`. */
export type ParameterLocation = 'path' | 'query' | 'querystring' | 'header' | 'cookie';

export interface ParameterObject extends ParameterBase {
  name: string;
  in: ParameterLocation;
}

export type HeaderObject = ParameterBase;

export interface RequestBodyObject {
  description?: string;
  required?: boolean;
  content?: Record<string, MediaTypeObject>;
}

export interface LinkObject {
  operationId?: string;
  operationRef?: string;
  parameters?: Record<string, JsonValue>;
  requestBody?: JsonValue;
  description?: string;
}

export interface ResponseObject {
  description?: string;
  headers?: Record<string, OrRef<HeaderObject>>;
  content?: Record<string, MediaTypeObject>;
  links?: Record<string, OrRef<LinkObject>>;
}

export interface ExternalDocs {
  url: string;
  description?: string;
}

export interface ServerObject {
  url: string;
  /** 3.2: the server's short name (`Production`). */
  name?: string;
  description?: string;
  variables?: Record<string, {default: string; enum?: string[]; description?: string}>;
}

/** A security requirement: scheme names and the scopes each needs. */
export type SecurityRequirement = Record<string, string[]>;

/** A callback: runtime expressions to the path items the API calls. */
export type CallbackObject = Record<string, OrRef<PathItemObject>>;

export interface OperationObject {
  operationId?: string;
  summary?: string;
  description?: string;
  tags?: string[];
  externalDocs?: ExternalDocs;
  parameters?: OrRef<ParameterObject>[];
  requestBody?: OrRef<RequestBodyObject>;
  responses?: Record<string, OrRef<ResponseObject>>;
  callbacks?: Record<string, OrRef<CallbackObject>>;
  deprecated?: boolean;
  security?: SecurityRequirement[];
  servers?: ServerObject[];
  /** Hand-written code samples (`x-codeSamples`, or the older `x-code-samples`). */
  'x-codeSamples'?: unknown;
  'x-code-samples'?: unknown;
  [extension: `x-${string}`]: unknown;
}

export interface PathItemObject {
  $ref?: string;
  summary?: string;
  description?: string;
  get?: OperationObject;
  put?: OperationObject;
  post?: OperationObject;
  delete?: OperationObject;
  options?: OperationObject;
  head?: OperationObject;
  patch?: OperationObject;
  trace?: OperationObject;
  /** 3.2: the QUERY method. */
  query?: OperationObject;
  /** 3.2: operations of other methods, by their name as written (`LINK`, `PURGE`). */
  additionalOperations?: Record<string, OperationObject>;
  servers?: ServerObject[];
  parameters?: OrRef<ParameterObject>[];
}

export interface OAuthFlow {
  authorizationUrl?: string;
  /** 3.2's device authorization flow (RFC 8628): where a device asks for its user code. */
  deviceAuthorizationUrl?: string;
  tokenUrl?: string;
  refreshUrl?: string;
  scopes?: Record<string, string>;
}

export interface SecuritySchemeObject {
  type: 'apiKey' | 'http' | 'mutualTLS' | 'oauth2' | 'openIdConnect';
  description?: string;
  /** apiKey: the header, query parameter or cookie name. */
  name?: string;
  in?: 'query' | 'header' | 'cookie';
  /** http: `bearer`, `basic`, … */
  scheme?: string;
  bearerFormat?: string;
  flows?: Record<string, OAuthFlow>;
  openIdConnectUrl?: string;
}

export interface TagObject {
  name: string;
  /** 3.2: a short summary, shown under the tag's name. */
  summary?: string;
  /** 3.2: the name of the tag this one nests under. */
  parent?: string;
  /** 3.2: what sort of tag it is (`nav`, `badge`, `audience`, or the description's own word). */
  kind?: string;
  description?: string;
  externalDocs?: ExternalDocs;
  'x-displayName'?: string;
}

export interface InfoObject {
  title: string;
  version: string;
  summary?: string;
  description?: string;
  termsOfService?: string;
  contact?: {name?: string; url?: string; email?: string};
  license?: {name: string; url?: string; identifier?: string};
}

export interface ComponentsObject {
  schemas?: Record<string, Schema>;
  responses?: Record<string, OrRef<ResponseObject>>;
  parameters?: Record<string, OrRef<ParameterObject>>;
  examples?: Record<string, OrRef<ExampleObject>>;
  requestBodies?: Record<string, OrRef<RequestBodyObject>>;
  headers?: Record<string, OrRef<HeaderObject>>;
  securitySchemes?: Record<string, OrRef<SecuritySchemeObject>>;
  links?: Record<string, OrRef<LinkObject>>;
  callbacks?: Record<string, OrRef<CallbackObject>>;
  pathItems?: Record<string, OrRef<PathItemObject>>;
}

/** The whole description. */
export interface OpenApiDocument {
  openapi: string;
  /** 3.2: the description's own URI, the base of its relative references. */
  $self?: string;
  info: InfoObject;
  servers?: ServerObject[];
  paths?: Record<string, OrRef<PathItemObject>>;
  webhooks?: Record<string, OrRef<PathItemObject>>;
  'x-webhooks'?: Record<string, OrRef<PathItemObject>>;
  components?: ComponentsObject;
  security?: SecurityRequirement[];
  tags?: TagObject[];
  externalDocs?: ExternalDocs;
  [extension: `x-${string}`]: unknown;
}
