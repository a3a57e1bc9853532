/**
 * The spec model: one parsed, validated description and everything the reference is made
 * of — operations, webhooks, sidebar groups, schemas — each with its page id.
 */
import {FactsError, readFacts, type ApiFacts} from './facts';
import {isObject, pathItemOperations, toPointer, wireMethod, type HttpMethod} from './json';
import {createResolver, type Resolve} from './refs';
import {
  operationSlug,
  overviewSlug,
  schemaSlug,
  SCHEMAS_FOLDER,
  SlugRegistry,
  tagSlug,
  webhookSlug,
  WEBHOOKS_FOLDER,
} from './slugs';
import {ProblemError, type Problem} from '../../shared/problems';
import {findErrorCatalogue, type ErrorCatalogue} from './errorCodes';
import {operationAuth, readSecuritySchemes, undefinedSchemeProblems, type OperationAuth} from './auth';
import {createLinkResolver, findUnresolvedLinks, isRedocLink, type LinkTarget} from './links';
import {checkSunsets} from './sunset';
import {findRefusedExamples} from './examples';
import {readTagGroups, type TagGroup} from './tagGroups';
import {readTopics, type Topic} from './topics';
import {removeInternal} from './internal';
import {readGoEnums} from './goEnums';
import {ancestorsOf, readTagParents} from './tagParents';
import type {
  ExternalDocs,
  InfoObject,
  OpenApiDocument,
  OperationObject,
  OrRef,
  ParameterObject,
  PathItemObject,
  RequestBodyObject,
  ResponseObject,
  Schema,
  SecurityRequirement,
  SecuritySchemeObject,
  ServerObject,
  TagObject,
} from './openapi';

export interface ApiOperation {
  /** `operation`: a call the reader makes; `webhook`: a request the reader's server receives. */
  kind: 'operation' | 'webhook';
  method: HttpMethod;
  /** The path template, or the webhook's name. */
  path: string;
  operationId?: string;
  /** Page id inside the reference folder, e.g. `provision-gift-card` or `webhooks/new-pet`. */
  id: string;
  title: string;
  operation: OperationObject;
  pathItem: PathItemObject;
  /** Path-level and operation-level parameters, resolved; the operation's win on a clash. */
  parameters: ParameterObject[];
  /** The request body, resolved. */
  requestBody?: RequestBodyObject;
  /** The responses by status, resolved, in the description's order. */
  responses: Record<string, ResponseObject>;
  tags: string[];
  servers: ServerObject[];
  security: SecurityRequirement[];
  /** How requests authenticate (decided here for the samples, the Postman collection and the tests). */
  auth: OperationAuth;
  deprecated: boolean;
  /** Where the operation is in the description. */
  pointer: string;
}

export interface ApiGroup {
  name: string;
  /** The tag's `x-displayName`, else its name. */
  label: string;
  description?: string;
  /** 3.2: the tag's short summary. */
  summary?: string;
  /** 3.2: what sort of tag it is (`nav`, `badge`, `audience`, …). */
  kind?: string;
  externalDocs?: ExternalDocs;
  id: string;
  /** 3.2: the tag it nests under (tagParents.ts reads `parent`; a copy of its names, so the model stays a tree). */
  parent?: Pick<ApiGroup, 'name' | 'label' | 'id'>;
  /** The tags nested under it, in the description's order. */
  children: ApiGroup[];
  /** False for a tag operations use without declaring it, and for the group of untagged operations. */
  declared: boolean;
  /** None for a declared tag that is only a description (a section of prose). */
  operations: ApiOperation[];
  /** The webhooks with the tag (3.1): listed on its page, though the sidebar lists them apart. */
  webhooks: ApiOperation[];
}

export interface ApiSchema {
  name: string;
  id: string;
  pointer: string;
  schema: Schema;
}

export interface SpecModel {
  /** The description's path as problems report it. */
  file: string;
  root: OpenApiDocument;
  /** `3.0`, `3.1` or `3.2` (a Swagger 2.0 file is read converted: `3.0`). */
  version: '3.0' | '3.1' | '3.2';
  info: Partial<InfoObject>;
  infoId: string;
  operations: ApiOperation[];
  webhooks: ApiOperation[];
  /** Sidebar groups in order: declared tags, undeclared tags, then operations without a tag. */
  groups: ApiGroup[];
  /** Redoc's `x-tagGroups`: headings over groups, in order (groups in none come after them). */
  tagGroups: TagGroup<ApiGroup>[];
  /** Bump's `x-topics`: sections of prose the overview shows after the description, in order. */
  topics: Topic[];
  schemas: ApiSchema[];
  /** Page id of the index of all schemas (there is one when there are schemas). */
  schemasIndexId: string;
  /** The error-code catalogue (`x-error-codes`), when the description has one. */
  errorCatalogue?: ErrorCatalogue;
  /** Page id of the error-code reference (there is one when there is a catalogue). */
  errorsId: string;
  /** Named values, rate limits and sandbox test values (`x-gcm-limits`, `x-gcm-rate-limits`, `x-gcm-sandbox-test-values`). */
  facts: ApiFacts;
  /** The security schemes, resolved, by name. */
  securitySchemes: ReadonlyMap<string, SecuritySchemeObject>;
  resolve: Resolve;
  /** The schema page of a `#/components/schemas/…` reference. */
  schemaByRef: ReadonlyMap<string, ApiSchema>;
  /** By operationId (the first operation of a duplicated one). */
  operationById: ReadonlyMap<string, ApiOperation>;
  /** The page and anchor a Redoc-style link in description text names (links.ts): undefined for other links, null for one that names nothing. */
  linkTarget: (href: string) => LinkTarget | null | undefined;
  warnings: Problem[];
  /** Where a JSON pointer of the description is, for problems found after validation. */
  locate: (pointer: string) => {file: string; line: number; col: number};
  /** The files it was read from: its own and every file its `$ref`s name (paths as given, or absolute). */
  files: string[];
}

/** The first argument that is a string with something in it, trimmed. */
/** HTML elements a summary may be written with (Stripe's `<code>`, a `<br>`): their tags, and comments, are not words of a title. */
const TITLE_MARKUP =
  /<!--[\s\S]*?(?:-->|$)|<\/?(?:a|abbr|b|br|code|del|div|em|h[1-6]|i|img|ins|kbd|li|mark|ol|p|pre|q|s|samp|small|span|strong|sub|sup|u|ul|var)\b[^>]*>/gi;
const ENTITIES: Record<string, string> = {amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' '};

/** A summary as the plain words of a title, sidebar label and breadcrumb. */
function plainTitle(summary: unknown): unknown {
  if (typeof summary !== 'string' || !/[<&]/.test(summary)) return summary;
  return summary.replace(TITLE_MARKUP, '').replace(/&(#x[\da-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
    const code = name.startsWith('#x')
      ? parseInt(name.slice(2), 16)
      : name.startsWith('#')
        ? Number(name.slice(1))
        : NaN;
    if (!Number.isNaN(code)) return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
    return ENTITIES[name.toLowerCase()] ?? entity;
  });
}

function versionOf(openapi: unknown): SpecModel['version'] {
  const minor = /^3\.([12])\./.exec(String(openapi))?.[1];
  return minor === '1' ? '3.1' : minor === '2' ? '3.2' : '3.0';
}

function firstText(...values: unknown[]): string | undefined {
  for (const value of values)
    if (typeof value === 'string' && value.trim() !== '') return value.trim().replace(/\s+/g, ' ');
  return undefined;
}

function mergeParameters(
  resolve: Resolve,
  pathLevel: OrRef<ParameterObject>[],
  own: OrRef<ParameterObject>[],
): ParameterObject[] {
  const byKey = new Map<string, ParameterObject>();
  for (const raw of [...pathLevel, ...own]) {
    const parameter = resolve(raw);
    if (!isObject(parameter)) continue;
    const name = String(parameter.name);
    byKey.set(`${parameter.in}:${parameter.in === 'header' ? name.toLowerCase() : name}`, parameter);
  }
  return [...byKey.values()];
}

type CollectedOperation = Omit<ApiOperation, 'id' | 'auth'>;

function resolveResponses(resolve: Resolve, operation: OperationObject): Record<string, ResponseObject> {
  const responses: Record<string, ResponseObject> = {};
  for (const [status, raw] of Object.entries(isObject(operation.responses) ? operation.responses : {})) {
    const response = resolve(raw);
    responses[status] = isObject(response) ? response : {};
  }
  return responses;
}

function collectOperations(
  root: OpenApiDocument,
  resolve: Resolve,
  kind: ApiOperation['kind'],
  container: 'paths' | 'webhooks' | 'x-webhooks',
): CollectedOperation[] {
  const entries: CollectedOperation[] = [];
  const items = root[container];
  if (!isObject(items)) return entries;
  for (const [path, rawItem] of Object.entries(items)) {
    const pathItem = resolve(rawItem);
    if (!isObject(pathItem)) continue;
    for (const found of pathItemOperations(pathItem)) {
      const {method} = found;
      const operation = found.operation as OperationObject;
      const operationId = typeof operation.operationId === 'string' ? operation.operationId : undefined;
      entries.push({
        kind,
        method,
        // A fragment in a path key (Speakeasy's `/v1/chats#stream`, a second operation of one
        // method on one path) names the operation, never the request: the path is sent without it.
        path: kind === 'operation' ? path.replace(/#.*$/s, '') : path,
        operationId,
        title: firstText(plainTitle(operation.summary), operationId) ?? `${wireMethod(method)} ${path}`,
        operation,
        pathItem,
        parameters: mergeParameters(resolve, pathItem.parameters ?? [], operation.parameters ?? []),
        requestBody: resolve(operation.requestBody),
        responses: resolveResponses(resolve, operation),
        tags: Array.isArray(operation.tags) ? operation.tags.map(String) : [],
        servers: operation.servers ?? pathItem.servers ?? root.servers ?? [{url: '/'}],
        security: operation.security ?? root.security ?? [],
        deprecated: operation.deprecated === true,
        pointer: toPointer([container, path, ...found.keys]),
      });
    }
  }
  return entries;
}

/** What buildModel's steps read: the description, and how they name pages and place problems. */
interface ModelBuild {
  root: OpenApiDocument;
  resolve: Resolve;
  /** Page ids, claimed in the order the steps run: on a collision the first claim keeps the name. */
  slugs: SlugRegistry;
  locate: SpecModel['locate'];
  /** Strict: a problem in the description stops the build; lenient: it is a warning. */
  mode: 'strict' | 'lenient';
}

export function buildModel(
  file: string,
  root: OpenApiDocument,
  warnings: Problem[] = [],
  locate: SpecModel['locate'] = () => ({file, line: 1, col: 1}),
  mode: 'strict' | 'lenient' = 'strict',
): SpecModel {
  removeInternal(root);
  readGoEnums(root);
  const build: ModelBuild = {root, resolve: createResolver(root), slugs: new SlugRegistry(), locate, mode};
  const {resolve, slugs} = build;
  const infoId = slugs.claim('', overviewSlug(String(root.info?.title ?? '')));
  const {operations, webhooks} = modelOperations(build);
  const {parents, problems: tagParentProblems} = readTagParents(root.tags, locate);
  if (mode === 'strict' && tagParentProblems.length > 0) throw new ProblemError(tagParentProblems);
  const groups = modelGroups(build, operations, webhooks, parents);
  const {tagGroups, problems: tagGroupProblems} = readTagGroups(root['x-tagGroups'], groups, locate);
  if (mode === 'strict' && tagGroupProblems.length > 0) throw new ProblemError(tagGroupProblems);
  const {topics, problems: topicProblems} = readTopics(root['x-topics'], locate);
  if (mode === 'strict' && topicProblems.length > 0) throw new ProblemError(topicProblems);
  const errorCatalogue = checkedErrorCatalogue(build);
  const errorsId = slugs.claim('', 'errors');
  const facts = checkedFacts(build);
  const schemasIndexId = slugs.claim('', 'schemas');
  const schemas = modelSchemas(build);
  const schemaByRef = new Map(schemas.map((s) => [s.pointer, s]));
  const securitySchemes = readSecuritySchemes(root, resolve);
  for (const op of [...operations, ...webhooks]) op.auth = operationAuth({resolve, schemaByRef, securitySchemes}, op);
  const undefinedSchemes = undefinedSchemeProblems(root, [...operations, ...webhooks], securitySchemes, locate);
  if (mode === 'strict' && undefinedSchemes.length > 0) throw new ProblemError(undefinedSchemes);
  const operationById = new Map<string, ApiOperation>();
  for (const op of [...operations, ...webhooks]) {
    if (op.operationId && !operationById.has(op.operationId)) operationById.set(op.operationId, op);
  }
  const apiTitle = firstText(root.info?.title) ?? 'API reference';
  const resolveLink = createLinkResolver({
    infoId,
    title: apiTitle,
    description: typeof root.info?.description === 'string' ? root.info.description : '',
    operationById,
    operationByRoute: new Map(operations.map((op) => [`${op.method.toUpperCase()} ${op.path}`, op])),
    groups,
    schemaByRef,
  });
  const unresolved = unresolvedLinks(build, resolveLink);
  const refusedExamples = refusedExampleProblems(build, schemaByRef);

  return {
    file,
    root,
    version: versionOf(root.openapi),
    // A blank or missing title is no name: the pages, sidebar and navbar need one.
    info: {...root.info, title: apiTitle},
    infoId,
    operations,
    webhooks,
    groups,
    tagGroups,
    topics,
    schemas,
    schemasIndexId,
    errorCatalogue,
    errorsId,
    facts,
    securitySchemes,
    resolve,
    schemaByRef,
    operationById,
    linkTarget: (href) => (isRedocLink(href) ? resolveLink(href) : undefined),
    warnings: [
      ...warnings,
      ...tagParentProblems,
      ...tagGroupProblems,
      ...topicProblems,
      ...undefinedSchemes,
      ...unresolved,
      ...refusedExamples,
    ],
    locate,
    files: [file],
  };
}

/**
 * The operations and webhooks, each with its page id claimed. Authentication is decided once
 * the schemas it may read are known (buildModel): until then, none.
 */
function modelOperations({root, resolve, slugs}: ModelBuild): {operations: ApiOperation[]; webhooks: ApiOperation[]} {
  const noAuth: OperationAuth = {
    kind: 'none',
    requirement: {},
    bearer: false,
    basic: false,
    signed: false,
    signingHeaders: false,
    apiKeys: [],
  };
  const operations: ApiOperation[] = collectOperations(root, resolve, 'operation', 'paths').map((entry) => ({
    ...entry,
    id: slugs.claim('', operationSlug(entry)),
    auth: noAuth,
  }));
  const webhookContainer = isObject(root.webhooks) ? 'webhooks' : 'x-webhooks';
  const webhooks: ApiOperation[] = collectOperations(root, resolve, 'webhook', webhookContainer).map((entry) => ({
    ...entry,
    id: slugs.claim(WEBHOOKS_FOLDER, webhookSlug(entry)),
    auth: noAuth,
  }));
  return {operations, webhooks};
}

/**
 * The tags' groups of operations, in the order the description declares them, then the tags
 * only operations name, then the untagged operations; each with its page id claimed.
 */
function modelGroups(
  {root, slugs}: ModelBuild,
  operations: ApiOperation[],
  webhooks: ApiOperation[],
  parents: ReadonlyMap<string, string>,
): ApiGroup[] {
  const declaredTags: TagObject[] = Array.isArray(root.tags) ? root.tags.filter((t) => isObject(t)) : [];
  const used = new Set([...operations, ...webhooks].flatMap((op) => op.tags));
  const described = (t: TagObject) => typeof t.description === 'string' && t.description.trim() !== '';
  // A tag with something to show keeps the tags it nests under, which list it.
  const shown = new Set(
    declaredTags.filter((t) => used.has(String(t.name)) || described(t)).map((t) => String(t.name)),
  );
  for (const name of [...shown]) for (const ancestor of ancestorsOf(name, parents)) shown.add(ancestor);
  const groupFor = (name: string, tag: TagObject | undefined): ApiGroup => ({
    name,
    // A tag named "" still needs words for its page title and sidebar entry.
    label: firstText(tag?.['x-displayName'], name) ?? '(unnamed tag)',
    description: typeof tag?.description === 'string' ? tag.description : undefined,
    summary: firstText(tag?.summary),
    kind: firstText(tag?.kind),
    children: [],
    externalDocs: isObject(tag?.externalDocs) ? tag.externalDocs : undefined,
    id: '',
    declared: tag !== undefined,
    operations: [],
    webhooks: [],
  });
  // A declared tag no operation uses is a section of prose when it has a description, as Redoc
  // shows it (DigitalOcean's introduction is an `x-traitTag`, Lob's "Authentication" a tag of
  // its own): a page of its own, in its place. Without a description it has nothing to show.
  const groups: ApiGroup[] = declaredTags
    .filter((t) => shown.has(String(t.name)))
    .map((t) => groupFor(String(t.name), t));
  for (const op of operations) {
    for (const name of op.tags) if (!groups.some((g) => g.name === name)) groups.push(groupFor(name, undefined));
  }
  const untagged = operations.filter((op) => op.tags.length === 0);
  if (untagged.length > 0) {
    const group = groupFor(groups.length > 0 ? 'Other operations' : 'Operations', undefined);
    group.operations = untagged;
    groups.push(group);
  }
  for (const group of groups) {
    if (group.operations.length === 0) group.operations = operations.filter((op) => op.tags.includes(group.name));
    group.webhooks = webhooks.filter((hook) => hook.tags.includes(group.name));
    group.id = slugs.claim('', tagSlug(group.name));
  }
  nestGroups(groups, parents);
  return groups;
}

/** Links each declared tag's group to its parent's, and the parent's to it (a name declared twice: its first group). */
function nestGroups(groups: ApiGroup[], parents: ReadonlyMap<string, string>): void {
  const byName = new Map<string, ApiGroup>();
  for (const group of groups) if (group.declared && !byName.has(group.name)) byName.set(group.name, group);
  for (const group of byName.values()) {
    const parentName = parents.get(group.name);
    const parent = parentName === undefined ? undefined : byName.get(parentName);
    if (!parent) continue;
    group.parent = {name: parent.name, label: parent.label, id: parent.id};
    parent.children.push(group);
  }
}

/** The error-code catalogue, if the description has one; a problem in it or in a sunset date stops the build. */
function checkedErrorCatalogue({root, locate}: ModelBuild): ErrorCatalogue | undefined {
  const {catalogue: errorCatalogue, problems} = findErrorCatalogue(root, locate);
  if (problems.length > 0) throw new ProblemError(problems);
  const sunsetProblems = checkSunsets(root, locate);
  if (sunsetProblems.length > 0) throw new ProblemError(sunsetProblems);
  return errorCatalogue;
}

/** The API's facts (./facts.ts); one the description states wrongly stops the build, placed where it is. */
function checkedFacts({root, locate}: ModelBuild): ApiFacts {
  try {
    return readFacts(root);
  } catch (error) {
    if (!(error instanceof FactsError)) throw error;
    throw new ProblemError([{...locate(error.pointer), rule: 'api-facts', message: error.message}]);
  }
}

/** The component schemas, each with its page id claimed. */
function modelSchemas({root, slugs}: ModelBuild): ApiSchema[] {
  return Object.entries(isObject(root.components?.schemas) ? root.components.schemas : {}).map(([name, schema]) => ({
    name,
    id: slugs.claim(SCHEMAS_FOLDER, schemaSlug(name)),
    pointer: toPointer(['components', 'schemas', name]),
    schema,
  }));
}

/** Links in the description's prose that name no page or section: shown as text, a problem when strict. */
function unresolvedLinks(
  {root, locate, mode}: ModelBuild,
  resolveLink: ReturnType<typeof createLinkResolver>,
): Problem[] {
  const unresolved = findUnresolvedLinks(root, resolveLink).map((link) => ({
    ...locate(link.pointer),
    message: `link "${link.href}" names no page or section of this reference: shown as text`,
    rule: 'unresolved-link',
  }));
  if (mode === 'strict' && unresolved.length > 0) throw new ProblemError(unresolved);
  return unresolved;
}

/** Examples the description gives that are no value of their schema: a problem when strict. */
function refusedExampleProblems(
  {root, resolve, locate, mode}: ModelBuild,
  schemaByRef: SpecModel['schemaByRef'],
): Problem[] {
  // Once each: a converted Swagger 2.0 file can hold one written example at two pointers.
  const refusedExamples = [
    ...new Map(
      findRefusedExamples(root, {resolve, schemaByRef}).map(({pointer, message}) => {
        const place = locate(pointer);
        return [
          `${place.file}:${place.line}:${place.col} ${message}`,
          {...place, message, rule: 'example-not-of-schema'},
        ];
      }),
    ).values(),
  ];
  if (mode === 'strict' && refusedExamples.length > 0) throw new ProblemError(refusedExamples);
  return refusedExamples;
}
