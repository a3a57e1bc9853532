/**
 * The Markdown twin of an operation page, written from the spec model rather than from the
 * page's HTML, sized for a coding agent's context: the endpoint, what the description says,
 * authentication and limits, the parameters and the request body as a field tree, one sample
 * (cURL) with links to the others, and the responses, the errors as their codes. Fields below
 * the tree's depth, and the other samples and examples, are one link away (the schemas' twins,
 * the page). Pure: the caller (./referenceTwins.ts) passes what the page's renderers say in words.
 */
import {
  formatLimit,
  framingWords,
  isObject,
  isStreamMedia,
  mergeAllOf,
  pathItemOperations,
  sandboxTestValuesOf,
  testAnswerMarkdown,
  testInputMarkdown,
  type ApiOperation,
  type BodyDirection,
  type LimitValue,
  type MediaTypeObject,
  type OperationObject,
  type ParameterObject,
  type ResponseObject,
  type SpecModel,
  wireMethod,
} from '../openapi/model';
import type {ErrorCode} from '../openapi/model/errorCodes';
import {parameterSchema} from '../openapi/render/parameters';
import {statusText} from '../openapi/render/status';
import {applyingLimits} from './operationLimits';
import {
  constraints,
  fieldLine,
  fieldTree,
  LIST_MARKER,
  meaningLines,
  oneLine,
  typeWords,
  type FieldTreeOptions,
} from './fieldTree';

/** The field tree's shape on an operation twin: a body's fields and theirs, then links. */
export const OPERATION_TREE = {maxDepth: 2, maxLines: 60} as const;

/** The most an operation twin of the portal's description may weigh, in bytes (issue 54; the tests hold it). */
export const OPERATION_TWIN_BUDGET = 20_000;

export interface TwinSample {
  /** The language's label (`cURL`) and Prism id (`bash`). */
  label: string;
  highlight: string;
  code: string;
}

export interface OperationTwinInput {
  model: SpecModel;
  op: ApiOperation;
  /** The route of the operation's page. */
  route: string;
  /** The route of a reference page, by its page id (routes.ts's routeOf). */
  pageRoute: (pageId: string, anchor?: string) => string;
  /** The URL the endpoint is called at (the first server's). */
  url: string;
  /** A description of the API description as Markdown, its links as the page has them. */
  prose: (text: unknown) => string;
  /** How the operation authenticates, in Markdown (the page's words). */
  authentication: string;
  /** Its rate limit in Markdown (the page's words), or empty. */
  rateLimit: string;
  /** The named values of `x-gcm-limits` its description states. */
  limitsStated: LimitValue[];
  /** The sample the twin shows, and the languages of the others (id and label) the page has. */
  sample?: TwinSample;
  otherSamples: {language: string; label: string}[];
  /** The error codes a response can return (render/errorCodes.ts). */
  errorCodes: (status: string, response: ResponseObject | undefined) => ErrorCode[];
  /** The route of the site's changelog, if it has one: a deprecated operation's replacement is told there. */
  changelogRoute?: string;
}

const twin = (route: string) => `${route}.md`;

/**
 * A twin being written: its input, and its field trees' options, whose `shown` holds the named
 * schemas the twin has shown the fields of, so that its later trees link them.
 */
interface Twin extends OperationTwinInput {
  tree: FieldTreeOptions;
}

function treeOptions(input: OperationTwinInput): FieldTreeOptions {
  return {
    ...OPERATION_TREE,
    shown: new Set(),
    schemaTwin: (ref) => {
      const schema = input.model.schemaByRef.get(ref);
      return schema && {name: schema.name, href: twin(input.pageRoute(schema.id))};
    },
  };
}

/** The longest run of backticks in `code`, plus one, as a fence. */
const fence = (code: string) => '`'.repeat(Math.max(3, ...[...code.matchAll(/`+/g)].map((m) => m[0].length + 1)));

function header(input: Twin): string[] {
  const {op} = input;
  const lines = [`# ${op.title}`, ''];
  if (op.kind === 'webhook')
    lines.push(`Webhook: \`${wireMethod(op.method)} ${op.path}\`, sent to the URL you register.`);
  else lines.push(`\`${wireMethod(op.method)} ${input.url}\``);
  if (op.deprecated) {
    const changelog = input.changelogRoute
      ? `; see the [changelog](${twin(input.changelogRoute)}) for its replacement`
      : '';
    lines.push(
      '',
      `**Deprecated.** This ${op.kind === 'webhook' ? 'webhook' : 'operation'} may be removed${changelog}.`,
    );
  }
  const description = input.prose(op.operation.description);
  if (description) lines.push('', description);
  // Through the description's link policy, as on the page: a link to the owner's site (`/api/x`) is text.
  const docs = op.operation.externalDocs;
  if (isObject(docs) && typeof docs.url === 'string') {
    const text = String(docs.description ?? docs.url).replace(/[\\[\]]/g, '\\$&');
    const more = input.prose(`More: [${text}](<${docs.url.replace(/[<>\s]/g, encodeURIComponent)}>)`);
    if (more) lines.push('', more);
  }
  return lines;
}

/** The operation's authentication, rate limit and the limits of `x-gcm-limits` that apply to it. */
function limits(input: Twin, applying: LimitValue[]): string[] {
  const lines: string[] = [];
  if (input.op.kind !== 'webhook') lines.push('', '## Authentication', '', input.authentication);
  const items = [
    ...(input.rateLimit ? [`- Rate limit: ${input.rateLimit}`] : []),
    ...applying.map((limit) => `- ${limit.about.replace(/\.$/, '')}: ${formatLimit(limit)} (\`${limit.name}\`).`),
  ];
  if (items.length > 0) lines.push('', '## Limits', '', ...items);
  return lines;
}

/** A parameter's line, and its enum's meanings under it. */
function parameterLines(input: Twin, parameter: ParameterObject): string[] {
  const {schema} = parameterSchema(parameter);
  const about = [parameter.in, typeWords({model: input.model, options: input.tree}, schema)];
  if (parameter.required) about.push('required');
  if (parameter.deprecated) about.push('deprecated');
  const description = oneLine(parameter.description ?? (isObject(schema) ? schema.description : undefined));
  const merged = mergeAllOf(input.model, schema);
  return [
    fieldLine(0, String(parameter.name), about.join(', '), description, constraints(merged, input.model)),
    ...meaningLines(1, merged),
  ];
}

/** One body (request, payload or response) of each media type: its schema's tree, once. */
function body(input: Twin, content: Record<string, MediaTypeObject> | undefined, direction: BodyDirection): string[] {
  const lines: string[] = [];
  const shown = new Set<unknown>();
  for (const [mediaType, media] of Object.entries(isObject(content) ? content : {})) {
    // A streamed body (3.2's itemSchema) is described by one item's schema.
    const streamed = isStreamMedia(mediaType) && media?.itemSchema !== undefined && media.schema === undefined;
    const schema = streamed ? media.itemSchema : media?.schema;
    const type = schema === undefined ? 'no schema' : typeWords({model: input.model, options: input.tree}, schema);
    const what = streamed ? `a stream of items (${framingWords(mediaType)}), each ${type}` : type;
    lines.push('', `\`${mediaType}\`: ${what}`);
    const resolved = input.model.resolve(schema);
    if (schema === undefined || shown.has(resolved)) continue;
    shown.add(resolved);
    const tree = fieldTree(input.model, schema, input.tree, direction);
    if (tree.length > 0) lines.push('', ...tree);
  }
  return lines;
}

function request(input: Twin): string[] {
  const {op} = input;
  const lines: string[] = [];
  if (op.parameters.length > 0)
    lines.push('', '### Parameters', '', ...op.parameters.flatMap((p) => parameterLines(input, p)));
  const requestBody = op.requestBody;
  if (isObject(requestBody?.content)) {
    const incoming = op.kind === 'webhook';
    lines.push(
      '',
      `### ${incoming ? 'Payload' : 'Request body'}`,
      '',
      requestBody.required ? 'Required.' : 'Optional.',
    );
    const about = oneLine(requestBody.description);
    if (about) lines[lines.length - 1] += ` ${about}`;
    lines.push(...body(input, requestBody.content, 'request'));
  }
  return lines.length > 0 ? ['', op.kind === 'webhook' ? '## What you receive' : '## Request', ...lines] : [];
}

function sample(input: Twin): string[] {
  const {sample: shown, otherSamples, route} = input;
  if (!shown) return [];
  const code = shown.code.trimEnd();
  const lines = ['', `## Sample request (${shown.label})`, '', `${fence(code)}${shown.highlight}`, code, fence(code)];
  if (otherSamples.length > 0) {
    const links = otherSamples.map(
      (other) => `[${other.label}](${route}?language=${encodeURIComponent(other.language)})`,
    );
    lines.push('', `The same request in ${links.join(', ')}, and every example, on [the page](${route}).`);
  }
  return lines;
}

const headerNames = (response: ResponseObject | undefined) =>
  Object.keys(isObject(response?.headers) ? response.headers : {});

/** A success: its description, headers and body's tree. */
function success(input: Twin, status: string, response: ResponseObject | undefined): string[] {
  const lines = ['', `### ${`${status} ${statusText(status)}`.trim()}`];
  const about = oneLine(response?.description);
  if (about) lines.push('', about);
  const headers = headerNames(response);
  if (headers.length > 0) lines.push('', `Headers: ${headers.map((h) => `\`${h}\``).join(', ')}.`);
  lines.push(...body(input, response?.content, 'response'));
  return lines;
}

/**
 * The causes an error's description lists (Twitch's and Vimeo's: `* The broadcaster_id query
 * parameter is required.`, one item each), as Markdown list items, and the text before them.
 */
function listedCauses(input: Twin, description: unknown): {intro: unknown; causes: string[]} {
  if (typeof description !== 'string') return {intro: description, causes: []};
  const lines = input.prose(description).split('\n');
  const first = lines.findIndex((line) => LIST_MARKER.test(line) && !/^\s/.test(line));
  if (first < 0) return {intro: description, causes: []};
  // Top-level items only; an item's own continuation lines join it.
  const causes: string[] = [];
  for (const line of lines.slice(first)) {
    if (LIST_MARKER.test(line) && !/^\s/.test(line)) causes.push(line.replace(LIST_MARKER, '').trim());
    else if (line.trim() !== '' && causes.length > 0 && /^\s/.test(line))
      causes[causes.length - 1] += ` ${line.trim()}`;
    else if (line.trim() !== '') break;
  }
  return {intro: lines.slice(0, first).join('\n'), causes};
}

/** An error in one line (its listed causes under it): status, what it means, the codes it can return, linked to the catalogue. */
function failure(input: Twin, status: string, response: ResponseObject | undefined, common: string): string {
  const codes = input.errorCodes(status, response);
  const errors = input.pageRoute(input.model.errorsId);
  const words = [`**${`${status} ${statusText(status)}`.trim()}**:`];
  const {intro, causes} = listedCauses(input, response?.description);
  const about = oneLine(intro);
  if (about) words.push(about);
  if (codes.length > 0) words.push(`Codes: ${codes.map((c) => `[\`${c.code}\`](${errors}#${c.code})`).join(', ')}.`);
  const body = errorBody(input, response);
  if (body && body !== common) words.push(`Body: ${body.replace(/\.$/, '')}.`);
  // A status with nothing after it takes no colon.
  const line = words.length > 1 ? words.join(' ') : words[0].replace(/:$/, '');
  return [`- ${line}`, ...causes.map((cause) => `  - ${cause}`)].join('\n');
}

/** An error's body in a few words: its media types and their schemas. */
function errorBody(input: Twin, response: ResponseObject | undefined): string {
  const walk = {model: input.model, options: input.tree};
  return Object.entries(isObject(response?.content) ? response.content : {})
    .map(
      ([mediaType, media]) =>
        `\`${mediaType}\`${media?.schema === undefined ? '' : ` ${typeWords(walk, media.schema)}`}`,
    )
    .join(', ');
}

function responses(input: Twin): string[] {
  const entries = Object.entries(input.op.responses);
  if (entries.length === 0) return [];
  const successes = entries.filter(([status]) => /^[123]/.test(status));
  const errors = entries.filter(([status]) => !/^[123]/.test(status));
  const lines = ['', input.op.kind === 'webhook' ? '## Your reply' : '## Responses'];
  for (const [status, response] of successes) lines.push(...success(input, status, response));
  if (errors.length > 0) {
    const bodies = new Set(errors.map(([, response]) => errorBody(input, response)));
    const common = bodies.size === 1 ? [...bodies][0] : '';
    const intro = [
      common ? `Every error has a body of ${common}.` : '',
      input.model.errorCatalogue
        ? `Every code is explained in [the error codes](${twin(input.pageRoute(input.model.errorsId))}).`
        : '',
    ].filter(Boolean);
    lines.push('', '### Errors', '', ...(intro.length > 0 ? [intro.join(' '), ''] : []));
    lines.push(...errors.map(([status, response]) => failure(input, status, response, common)));
  }
  return lines;
}

/** The requests the API sends back after this one (its callbacks): each one's address, what it is, its payload's tree. */
function callbacks(input: Twin): string[] {
  const {model, op} = input;
  const named = Object.entries(isObject(op.operation.callbacks) ? op.operation.callbacks : {});
  if (named.length === 0) return [];
  const lines = ['', '## Callbacks', '', 'Requests the API sends to you after this one:'];
  for (const [name, raw] of named) {
    const callback = model.resolve(raw);
    for (const [expression, rawItem] of Object.entries(isObject(callback) ? callback : {})) {
      const item = model.resolve(rawItem);
      if (!isObject(item)) continue;
      for (const {method, operation} of pathItemOperations(item)) {
        const found = operation as OperationObject;
        lines.push('', `### ${name}: \`${wireMethod(method)} ${expression}\``);
        const about = oneLine(found.summary ?? found.description);
        if (about) lines.push('', about);
        const requestBody = model.resolve(found.requestBody);
        if (isObject(requestBody?.content)) lines.push(...body(input, requestBody.content, 'request'));
      }
    }
  }
  return lines;
}

function sandbox(input: Twin): string[] {
  const {op, model} = input;
  const values = op.operationId && op.kind !== 'webhook' ? sandboxTestValuesOf(model.facts, op.operationId) : [];
  if (values.length === 0) return [];
  const docs = model.facts.sandboxTestValues.externalDocs;
  return [
    '',
    '## Sandbox test values',
    '',
    `In the sandbox, these inputs make this operation take an error or fraud path${docs ? ` (all of them: [${docs.description}](${docs.url}))` : ''}:`,
    '',
    ...values.map((value) => `- ${testInputMarkdown(value)} → ${testAnswerMarkdown(value)}`),
  ];
}

export function renderOperationTwin(twinInput: OperationTwinInput): string {
  const input: Twin = {...twinInput, tree: treeOptions(twinInput)};
  const {model, op} = input;
  const applying = applyingLimits(model, op, model.facts.limits.values(), input.limitsStated);
  const lines = [
    ...header(input),
    ...limits(input, applying),
    ...request(input),
    ...sample(input),
    ...responses(input),
    ...callbacks(input),
    ...sandbox(input),
    '',
    `Everything else (every field, example and sample): [${input.op.title}](${input.route}).`,
  ];
  return `${lines
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()}\n`;
}
