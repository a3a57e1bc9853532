// Checks that the hand-written docs only name what api/openapi.json defines: operations,
// paths and query parameters, headers, error codes, request and response body fields,
// and that a link named after an operation leads to its page (the build checks that every
// link resolves). Used by tests/unit/docsConsistency.test.ts and `npm run lint:docs`.
//
// Everything here is pure: the caller reads the files and passes their text in.
// The conventions each check relies on are documented at the top of that test.

import {createRequire} from 'node:module';
import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import {unified} from 'unified';
import {lineColAt} from '../../plugins/openapi/model/problems';

const require = createRequire(import.meta.url);
const addFormatsModule = require('ajv-formats');
// ajv-formats 2 needs ajv 8, but the top-level `ajv` is v6 (another tool's dependency),
// so load the ajv that ajv-formats itself resolves: the pair always matches.
const Ajv = require('ajv').default;
const addFormats = addFormatsModule.default ?? addFormatsModule;

const API_HOSTS = new Set(['api.gcm.example', 'sandbox.api.gcm.example']);
const SPEC_SCHEMA_ID = 'gcm-openapi.json';

/** `GET /v1/...`, `https://api.gcm.example/v1/...` or a bare `/v1/...` path, in prose or code. */
const PATH_MENTION_RE =
  /(?:\b(GET|POST|PUT|PATCH|DELETE)(?:['"]?,\s*|\s+)['"`]?)?(?:https?:\/\/([A-Za-z0-9.-]+)|(?<![\w./:-]))(\/v1\/[^\s'"`)\]<>,;|*]*)/g;
/** In code, a path segment built from a variable (`${id}`, `{gift_card_id}`, `%s`, `$id`, `#{id}`) stands for a path parameter. */
const INTERPOLATED_SEGMENT_RE = /[^A-Za-z0-9_-]/;
/** Any URL on an API host, to catch paths outside `/v1/`. */
const API_HOST_URL_RE = /https?:\/\/((?:sandbox\.)?api\.gcm\.example)(\/[^\s'"`)\]<>,;|*]*)?/g;
/** Header names of the families the API uses. `Deprecation` and `Sunset` are ordinary words, so they count as headers only in code spans or before a colon. */
const HEADER_RE =
  /(?<![\w-])(X-[A-Za-z0-9]+(?:-[A-Za-z0-9]+)*|RateLimit(?:-[A-Za-z]+)+|Idempotency(?:-[A-Za-z]+)+|Idempotent(?:-[A-Za-z]+)+|Retry(?:-[A-Za-z]+)+|(?:Deprecation|Sunset)(?:-[A-Za-z]+)*(?=`|:))(?![\w-])/g;
const SNAKE_CASE_RE = /^[a-z][a-z0-9]*(?:_[a-z0-9]+)+$/;
/** Words that make a sentence about errors: any snake_case code span in it must be something the spec defines. */
const ERROR_CONTEXT_RE = /\b(?:errors?|codes?|fail\w*|reject\w*)\b/i;
/** Token shapes that read like error codes wherever they appear. */
const CODE_SHAPE_RE =
  /(?:^|_)(?:not_found|not_allowed|not_active|not_supported|not_voidable|not_accepting|exceeded|limited|reused|required|mismatch|out_of_range|failed|error|invalid|in_progress|already|unsupported|denied|expired|forbidden|unauthorized|conflict|too_many)(?:_|$)/;
/** Text that puts the next code span in the position of an error code: "fails with `x`", "error `x`", "`code` `x`", "409 (`x`)". */
const ERROR_POSITION_RE =
  /(?:\b(?:fails?|failed|failing|rejected|rejects(?:\s+\S+){0,3}|answers?|responds?)\s+with|\berror(?:\s+code)?|\bcode`?|\b[45]\d\d)\s*[:(]?\s*$/i;
/** Joins a list of codes: "`a`, `b` or `c`". */
const LIST_JOINER_RE = /^\s*(?:,|,?\s*(?:or|and))\s*$/;
const MARKDOWN_LINK_RE = /\[([^\]]*)\]\(([^)\s]+)\)/g;
const OPERATION_TITLE_RE = /\b(GET|POST|PUT|PATCH|DELETE)\s+(\/v1\/[^\s"'`]*)/;

/**
 * @typedef {{file: string, line: number, col?: number, rule: string, message: string, text: string}} DocsProblem
 * @typedef {{method: string, path: string, segments: string[], operationId: string, slug: string, operation: any, parameters: any[]}} SpecOperation
 */

const isObject = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The spec model's resolver (plugins/openapi/model), kept by buildSpecIndex. */
let resolveRef = (_spec, node) => node;

function collectVocabulary(node, into) {
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

/** Copies the component schemas with `additionalProperties: false` on every object that lists its properties, so an unknown field name fails validation. */
function closeObjectSchemas(node) {
  if (Array.isArray(node)) return node.map(closeObjectSchemas);
  if (!isObject(node)) return node;
  const copy = Object.fromEntries(
    Object.entries(node).map(([key, value]) => [
      key,
      key === 'example' || key === 'enum' ? value : closeObjectSchemas(value),
    ]),
  );
  if (isObject(copy.properties) && !('additionalProperties' in copy)) copy.additionalProperties = false;
  return copy;
}

/**
 * Indexes everything the checks need from the spec model of api/openapi.json
 * (plugins/openapi/model): its operations, headers, error codes and page slugs.
 * @param {import('../../plugins/openapi/model').SpecModel} model
 */
export function buildSpecIndex(model) {
  const spec = model.root;
  resolveRef = (_spec, node) => model.resolve(node);
  /** @type {SpecOperation[]} */
  const operations = model.operations.map((op) => ({
    method: op.method.toUpperCase(),
    path: op.path,
    segments: op.path.split('/').slice(1),
    operationId: op.operationId,
    slug: op.id,
    operation: op.operation,
    parameters: op.parameters,
  }));
  const headerNames = new Set();
  const addResponseHeaders = (responses) => {
    for (const response of Object.values(responses ?? {})) {
      for (const name of Object.keys(resolveRef(spec, response)?.headers ?? {})) headerNames.add(name);
    }
  };
  for (const op of operations) {
    for (const p of op.parameters) if (p.in === 'header') headerNames.add(p.name);
    addResponseHeaders(op.operation.responses);
  }
  for (const name of Object.keys(spec.components?.headers ?? {})) headerNames.add(name);
  addResponseHeaders(spec.components?.responses);
  for (const scheme of Object.values(spec.components?.securitySchemes ?? {})) {
    if (scheme.type === 'apiKey' && scheme.in === 'header') headerNames.add(scheme.name);
  }

  const catalogue = spec.components?.schemas?.Problem?.properties?.code?.enum;
  if (!Array.isArray(catalogue)) {
    throw new Error(
      'api/openapi.json has no error code catalogue at #/components/schemas/Problem/properties/code/enum',
    );
  }

  const ajv = new Ajv({allErrors: true, strict: false, verbose: true});
  addFormats(ajv);
  ajv.addSchema({$id: SPEC_SCHEMA_ID, components: {schemas: closeObjectSchemas(spec.components?.schemas ?? {})}});

  return {
    spec,
    operations,
    headerNames,
    catalogueCodes: new Set(catalogue),
    // Besides the description's names, the sandbox test values are inputs the guides name.
    vocabulary: collectVocabulary(spec, new Set(model.facts.sandboxTestValues.values.map((entry) => entry.value))),
    ajv,
  };
}

/** @typedef {ReturnType<typeof buildSpecIndex>} SpecIndex */

function segmentMatches(docSegment, templateSegment, parameters, inCode) {
  const param = /^\{(.+)\}$/.exec(templateSegment)?.[1];
  if (param === undefined) return docSegment === templateSegment;
  if (inCode && INTERPOLATED_SEGMENT_RE.test(docSegment)) return true;
  if (/^\{.+\}$/.test(docSegment)) return docSegment === templateSegment;
  if (docSegment === '') return false;
  const pattern = parameters.find((p) => p.in === 'path' && p.name === param)?.schema?.pattern;
  return pattern ? new RegExp(pattern).test(docSegment) : true;
}

/**
 * Operations whose path template matches a concrete or templated path (no query string).
 * `{name}` in the docs must use the spec's parameter name; a concrete id must match the parameter pattern.
 * With `prefix`, the path may also be the first segments of an operation path, such as `/v1/sandbox/signatures`.
 * With `inCode`, a segment built from a variable (`${id}`, `{gift_card_id}`, `%s`) matches any path parameter.
 * @param {SpecIndex} index
 * @param {string} path
 * @param {{prefix?: boolean, inCode?: boolean}} [options]
 * @returns {SpecOperation[]}
 */
export function findOperations(index, path, options = {}) {
  const segments = path.split('/').slice(1);
  return index.operations.filter(
    (op) =>
      (op.segments.length === segments.length || (options.prefix && op.segments.length > segments.length)) &&
      segments.every((segment, i) => segmentMatches(segment, op.segments[i], op.parameters, options.inCode)),
  );
}

function makeLineLocator(text) {
  const starts = [0];
  for (let i = 0; i < text.length; i += 1) if (text[i] === '\n') starts.push(i + 1);
  return (offset) => {
    let low = 0;
    let high = starts.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if (starts[mid] <= offset) low = mid;
      else high = mid - 1;
    }
    return low + 1;
  };
}

const blank = (s) => s.replace(/[^\n]/g, ' ');

/** Markdown as the guides are written: GFM tables, front matter, directives (`:::note`, `:limit[…]`). */
const markdownParser = unified().use(remarkParse).use(remarkFrontmatter).use(remarkGfm).use(remarkDirective);
/** The same, reading MDX: `import`/`export` lines become their own nodes. */
const mdxParser = unified().use(remarkParse).use(remarkFrontmatter).use(remarkGfm).use(remarkDirective).use(remarkMdx);

/** Calls `visit` on every node of an mdast tree, parents first. */
function walk(node, visit) {
  if (visit(node) === false) return;
  for (const child of node.children ?? []) walk(child, visit);
}

const startOf = (node) => node.position.start.offset;
const endOf = (node) => node.position.end.offset;

/**
 * Splits a Markdown or MDX document into the parts the checks read, from its mdast
 * (remark-parse, with remark-mdx for `.mdx`). `scannable` is the text with front matter
 * and MDX `import`/`export` blanked (code kept); `prose` also has code blocks blanked. Both
 * keep every offset and line number of the original.
 * @param {string} text
 */
export function splitDocument(text) {
  const tree = mdxParser.parse(text);
  /** @type {{lang: string, meta: string, title: string, content: string, line: number, contentLine: number}[]} */
  const codeBlocks = [];
  /** @type {[number, number][]} */
  const hidden = [];
  /** @type {[number, number][]} */
  const code = [];
  walk(tree, (node) => {
    if (node.type === 'yaml' || node.type === 'mdxjsEsm') hidden.push([startOf(node), endOf(node)]);
    if (node.type !== 'code') return undefined;
    const meta = node.meta ?? '';
    const title = /title=(?:"([^"]*)"|'([^']*)'|(\S+))/.exec(meta);
    codeBlocks.push({
      lang: node.lang ?? '',
      meta,
      title: title ? (title[1] ?? title[2] ?? title[3]) : '',
      content: node.value,
      line: node.position.start.line,
      contentLine: node.position.start.line + 1,
    });
    code.push([startOf(node), endOf(node)]);
    return false;
  });
  const blankRanges = (source, ranges) =>
    ranges
      .sort((x, y) => x[0] - y[0])
      .reduce((out, [start, end]) => out.slice(0, start) + blank(out.slice(start, end)) + out.slice(end), source);
  const scannable = blankRanges(text, hidden);
  return {scannable, prose: blankRanges(scannable, code), codeBlocks};
}

/** Splits a unit of prose after sentence punctuation followed by whitespace, never inside a code span. */
function sentencesOf(text, offset) {
  const sentences = [];
  let start = 0;
  let inCode = false;
  for (let i = 0; i < text.length; i += 1) {
    const ch = text[i];
    if (ch === '`') inCode = !inCode;
    else if (!inCode && /[.!?;]/.test(ch) && /\s/.test(text[i + 1] ?? ' ')) {
      sentences.push({text: text.slice(start, i + 1), offset: offset + start, column: ''});
      start = i + 1;
    }
  }
  if (start < text.length && text.slice(start).trim() !== '') {
    sentences.push({text: text.slice(start), offset: offset + start, column: ''});
  }
  return sentences;
}

/**
 * Prose split into sentences, each with its offset in the document, from the mdast of
 * the prose: paragraphs and headings are split into sentences; each table cell is one
 * sentence that carries its column's header and its whole row.
 * @param {string} prose
 */
export function proseSentences(prose) {
  /** @type {{text: string, offset: number, column: string, row?: string}[]} */
  const sentences = [];
  const slice = (node) => prose.slice(startOf(node), endOf(node));
  walk(markdownParser.parse(prose), (node) => {
    if (node.type === 'paragraph' || node.type === 'heading') {
      sentences.push(...sentencesOf(slice(node), startOf(node)));
      return false;
    }
    if (node.type !== 'table') return undefined;
    // A cell's position takes in its pipes: its text is what lies between them.
    const content = (cell) => {
      const raw = slice(cell);
      const lead = /^\|?\s*/.exec(raw)[0].length;
      return {text: raw.slice(lead).replace(/\s*\|?\s*$/, ''), offset: startOf(cell) + lead};
    };
    const [header, ...rows] = node.children;
    const columns = header.children.map((cell) => content(cell).text);
    for (const cell of header.children) sentences.push({...content(cell), column: ''});
    for (const row of rows) {
      for (const [index, cell] of row.children.entries()) {
        sentences.push({...content(cell), column: columns[index] ?? '', row: slice(row)});
      }
    }
    return false;
  });
  return sentences;
}

function cleanPath(raw) {
  return raw.replace(/\\/g, '').replace(/[.:]+$/, '');
}

function checkQuery(index, ops, query, report) {
  if (!query) return;
  const known = new Map();
  for (const op of ops) for (const p of op.parameters) if (p.in === 'query') known.set(p.name, p);
  for (const pair of query.split('&')) {
    const [name, rawValue = ''] = pair.split('=');
    if (!/^[A-Za-z][A-Za-z0-9_]*$/.test(name)) continue; // Empty, or built from a variable in code.
    const param = known.get(name);
    if (!param) {
      report(
        'query-parameter',
        `\`${name}\` is not a query parameter of ${ops.map((o) => `${o.method} ${o.path}`).join(' or ')}`,
      );
      continue;
    }
    const allowed = resolveRef(index.spec, param.schema)?.enum;
    let value = rawValue;
    try {
      value = decodeURIComponent(rawValue);
    } catch {
      // Keep the raw value.
    }
    const isPlaceholder = /[{}…<>$]|%[sdv]|\.\.\./.test(rawValue);
    if (allowed && value && !isPlaceholder && !allowed.includes(value)) {
      report('query-parameter', `\`${name}=${value}\` is not allowed; \`${name}\` is one of ${allowed.join(', ')}`);
    }
  }
}

function checkPathMentions(index, doc, at, isCodeAt) {
  const problems = [];
  for (const match of doc.matchAll(PATH_MENTION_RE)) {
    const [whole, method, host, rawPath] = match;
    if (host && !API_HOSTS.has(host)) continue;
    const inCode = isCodeAt(match.index + whole.length - rawPath.length);
    const text = cleanPath(whole).trim();
    const [pathAndQuery] = cleanPath(rawPath).split('#');
    let [path, query] = pathAndQuery.split('?');
    // In code, `"/v1/gift-cards/" + id` leaves a trailing slash: the rest of the path is a variable.
    const concatenated = inCode && path.endsWith('/');
    if (concatenated) path = path.replace(/\/+$/, '');
    const report = (rule, message) => problems.push({...at(match.index), rule, message, text});
    if (concatenated) {
      const started = findOperations(index, path, {prefix: true, inCode}).filter(
        (op) => !method || op.method === method,
      );
      if (started.length === 0) {
        report(
          'endpoint',
          `no ${method ? `${method} ` : ''}operation in api/openapi.json has a path starting with \`${path}/\``,
        );
      }
      continue;
    }
    const onPath = findOperations(index, path, {inCode});
    if (onPath.length === 0) {
      // A bare path without a method may name a group of operations: "the helpers under `/v1/sandbox/signatures`".
      const isGroup = !method && !host && !query && findOperations(index, path, {prefix: true, inCode}).length > 0;
      if (!isGroup) report(host ? 'api-url' : 'endpoint', `\`${path}\` is not a path in api/openapi.json`);
      continue;
    }
    const ops = method ? onPath.filter((op) => op.method === method) : onPath;
    if (ops.length === 0) {
      report(
        'endpoint',
        `\`${method} ${path}\` is not an operation in api/openapi.json; that path only has ${onPath.map((o) => o.method).join(', ')}`,
      );
      continue;
    }
    checkQuery(index, ops, query, report);
  }
  for (const match of doc.matchAll(API_HOST_URL_RE)) {
    const path = cleanPath(match[2] ?? '').split(/[?#]/)[0];
    if (path === '' || path === '/' || path.startsWith('/v1/')) continue;
    problems.push({
      ...at(match.index),
      rule: 'api-url',
      message: `\`${path}\` on ${match[1]} is not a path in api/openapi.json`,
      text: cleanPath(match[0]),
    });
  }
  return problems;
}

function checkHeaders(index, doc, at) {
  const problems = [];
  for (const match of doc.matchAll(HEADER_RE)) {
    if (index.headerNames.has(match[1])) continue;
    problems.push({
      ...at(match.index),
      rule: 'header',
      message: `\`${match[1]}\` is not a header parameter or response header in api/openapi.json`,
      text: match[1],
    });
  }
  return problems;
}

function checkErrorCodes(index, prose, at) {
  const problems = [];
  for (const sentence of proseSentences(prose)) {
    const errorSentence = ERROR_CONTEXT_RE.test(sentence.text);
    const errorColumn = /^(?:error\s+)?codes?$|^errors?$/i.test(sentence.column.replace(/[`*]/g, '').trim());
    let previousEnd = -1;
    let previousInErrorPosition = false;
    for (const span of sentence.text.matchAll(/`([^`\n]+)`/g)) {
      const token = span[1];
      const before = sentence.text.slice(0, span.index);
      const between = previousEnd >= 0 ? sentence.text.slice(previousEnd, span.index) : null;
      const inErrorPosition =
        errorColumn ||
        ERROR_POSITION_RE.test(before) ||
        (previousInErrorPosition && between !== null && LIST_JOINER_RE.test(between));
      previousEnd = span.index + span[0].length;
      previousInErrorPosition = inErrorPosition && SNAKE_CASE_RE.test(token);
      if (!SNAKE_CASE_RE.test(token) || index.catalogueCodes.has(token)) continue;
      const where = at(sentence.offset + span.index);
      if (inErrorPosition) {
        problems.push({
          ...where,
          rule: 'error-code',
          message: `\`${token}\` is used as an error code but is not in the catalogue (Problem.code enum)`,
          text: token,
        });
      } else if ((errorSentence || CODE_SHAPE_RE.test(token)) && !index.vocabulary.has(token)) {
        problems.push({
          ...where,
          rule: 'error-code',
          message: `\`${token}\` is neither an error code in the catalogue (Problem.code enum) nor a name in api/openapi.json`,
          text: token,
        });
      }
    }
  }
  return problems;
}

function schemaFor(index, op, title) {
  if (/response/i.test(title)) {
    const responses = op.operation.responses ?? {};
    const status = /\b([1-5]\d\d)\b/.exec(title)?.[1] ?? Object.keys(responses).find((s) => /^2\d\d$/.test(s));
    const response = resolveRef(index.spec, responses[status]);
    if (!response) return {error: `${op.method} ${op.path} has no ${status ?? '2xx'} response`};
    const content = response.content ?? {};
    const media = content['application/json'] ?? content['application/problem+json'] ?? Object.values(content)[0];
    if (!media) return {error: `the ${status} response of ${op.method} ${op.path} has no body`};
    return {schema: media.schema, kind: `${status} response`};
  }
  const content = op.operation.requestBody?.content;
  if (!content) return {error: `${op.method} ${op.path} takes no request body`};
  return {schema: (content['application/json'] ?? Object.values(content)[0]).schema, kind: 'request body'};
}

function compileSchema(index, schema) {
  if (schema.$ref?.startsWith('#/')) return index.ajv.getSchema(`${SPEC_SCHEMA_ID}${schema.$ref}`);
  // An inline schema: point its local references at the indexed components.
  const rebased = JSON.stringify(closeObjectSchemas(schema)).replaceAll(
    '"#/components/',
    `"${SPEC_SCHEMA_ID}#/components/`,
  );
  return index.ajv.compile(JSON.parse(rebased));
}

function lineOfField(block, field) {
  if (!field) return block.line;
  const i = block.content.split('\n').findIndex((line) => line.includes(`"${field}"`));
  return i >= 0 ? block.contentLine + i : block.line;
}

function describeAjvError(error) {
  if (error.keyword === 'additionalProperties') {
    return `unknown field \`${error.params.additionalProperty}\` at ${error.instancePath || '/'}`;
  }
  if (error.keyword === 'enum') {
    const allowed = error.params.allowedValues;
    const expected =
      allowed.length > 8 ? `one of the ${allowed.length} allowed values` : `one of ${allowed.map(String).join(', ')}`;
    return `${error.instancePath} is ${JSON.stringify(error.data)}, not ${expected}`;
  }
  return `${error.instancePath || '/'} ${error.message}`;
}

function validateJson(validate, value, block, file, rule, label) {
  if (validate(value)) return [];
  // One problem per field: a wrong number can fail `type`, `format` and `multipleOf` at once.
  const byField = new Map();
  for (const error of validate.errors) {
    const field =
      error.params?.additionalProperty ??
      error.params?.missingProperty ??
      error.instancePath
        .split('/')
        .filter((s) => s && !/^\d+$/.test(s))
        .pop();
    const key = `${error.instancePath}|${field}`;
    if (!byField.has(key)) byField.set(key, {field, messages: []});
    byField.get(key).messages.push(describeAjvError(error));
  }
  return [...byField.values()].map(({field, messages}) => ({
    file,
    line: lineOfField(block, field),
    rule,
    message: `${label}: ${[...new Set(messages)].join('; ')}`,
    text: field ? `"${field}"` : block.title || block.lang,
  }));
}

function findProblemObjects(value, found = []) {
  if (Array.isArray(value)) value.forEach((item) => findProblemObjects(item, found));
  else if (isObject(value)) {
    if (typeof value.code === 'string' && Number.isInteger(value.status) && value.status >= 400) found.push(value);
    else Object.values(value).forEach((item) => findProblemObjects(item, found));
  }
  return found;
}

function checkJsonBlocks(index, codeBlocks, file) {
  const problems = [];
  const validateProblem = index.ajv.getSchema(`${SPEC_SCHEMA_ID}#/components/schemas/Problem`);
  for (const block of codeBlocks) {
    if (block.lang !== 'json') continue;
    const named = OPERATION_TITLE_RE.exec(block.title);
    let value;
    try {
      value = JSON.parse(block.content);
    } catch (error) {
      if (named) {
        problems.push({
          file,
          line: block.line,
          rule: 'request-body',
          message: `the block is titled with an operation but is not valid JSON (${error instanceof Error ? error.message : error})`,
          text: block.title,
        });
      }
      continue;
    }
    const problemObjects = findProblemObjects(value);
    for (const problem of problemObjects) {
      problems.push(
        ...validateJson(
          validateProblem,
          problem,
          block,
          file,
          'problem-body',
          'problem details do not match the Problem schema',
        ),
      );
    }
    if (!named) continue;
    const [pathOnly] = cleanPath(named[2]).split(/[?#]/);
    const op = findOperations(index, pathOnly).find((o) => o.method === named[1]);
    if (!op) continue; // Reported by the endpoint check, which also scans code block titles.
    const target = schemaFor(index, op, block.title);
    const rule = /response/i.test(block.title) ? 'response-body' : 'request-body';
    if (target.error) {
      problems.push({file, line: block.line, rule, message: target.error, text: block.title});
      continue;
    }
    if (problemObjects.length > 0 && /^[45]/.test(target.kind)) continue; // Already checked as a Problem.
    problems.push(
      ...validateJson(
        compileSchema(index, target.schema),
        value,
        block,
        file,
        rule,
        `does not match the ${target.kind} of ${op.method} ${op.path}`,
      ),
    );
  }
  return problems;
}

/**
 * A link whose text names an operation (its operationId or `METHOD /path`) must point to
 * that operation's page. Whether a link's target exists at all is the build's check
 * (`onBrokenLinks` and `onBrokenAnchors` throw), so it is not repeated here.
 */
function checkLinks(index, doc, at) {
  const problems = [];
  for (const match of doc.matchAll(MARKDOWN_LINK_RE)) {
    const [, label, target] = match;
    const slug = /^\/docs\/api\/partner-api\/([a-z0-9-]+)(?:#.*)?$/.exec(target)?.[1];
    if (!slug) continue;
    const cleanLabel = label.replace(/[`*\\]/g, '');
    const byMention = OPERATION_TITLE_RE.exec(cleanLabel);
    const named = byMention
      ? findOperations(index, cleanPath(byMention[2]).split(/[?#]/)[0]).find((o) => o.method === byMention[1])
      : index.operations.find((o) => o.operationId === cleanLabel.trim());
    if (named && named.slug !== slug) {
      problems.push({
        ...at(match.index),
        rule: 'api-link',
        message: `the link text names ${named.operationId} but points to \`${slug}\` instead of \`${named.slug}\``,
        text: match[0],
      });
    }
  }
  return problems;
}

/**
 * Runs every check on one document.
 * @param {string} text the file's contents
 * @param {string} file the path to report
 * @param {SpecIndex} index from `buildSpecIndex`
 * @returns {DocsProblem[]}
 */
export function checkDocument(text, file, index) {
  const {scannable, prose, codeBlocks} = splitDocument(text);
  const lineAt = makeLineLocator(text);
  const at = (offset) => ({file, ...lineColAt(text, offset)});
  const codeLines = new Set(
    codeBlocks.flatMap((block) => block.content.split('\n').map((_, i) => block.contentLine + i)),
  );
  const isCodeAt = (offset) => codeLines.has(lineAt(offset));
  const problems = [
    ...checkPathMentions(index, scannable, at, isCodeAt),
    ...checkHeaders(index, scannable, at),
    ...checkErrorCodes(index, prose, at),
    ...checkJsonBlocks(index, codeBlocks, file),
    ...checkLinks(index, scannable, at),
  ];
  return problems.sort((a, b) => a.line - b.line || a.rule.localeCompare(b.rule));
}

/** One line per problem: `file:line:col [rule] message: found "text"`. */
export function formatProblem(problem) {
  const text = problem.text.length > 100 ? `${problem.text.slice(0, 97)}...` : problem.text;
  return `${problem.file}:${problem.line}:${problem.col ?? 1} [${problem.rule}] ${problem.message}: found "${text}"`;
}

/**
 * The docs route of a hand-written doc file, e.g. `quickstarts/introduction.mdx` -> `/docs/quickstarts/introduction`.
 * @param {string} relativePath path under docs/, with forward slashes
 */
export function docRoute(relativePath) {
  return `/docs/${relativePath.replace(/\.mdx?$/, '').replace(/(^|\/)index$/, '')}`.replace(/\/+$/, '');
}
