/**
 * The checks of one guide against the description (conventions in ./index.ts). Pure:
 * the caller reads the file and passes its text in.
 */
import type {ErrorObject, ValidateFunction} from 'ajv';
import escapeRegExp from 'lodash/escapeRegExp';
import {lineColAt, lineStarts, type Problem} from '../shared/problems';
import {REFERENCE_ROUTE_BASE} from '../shared/routes';
import {isObject, type ParameterObject, type Schema} from '../openapi/model';
import {readGuide, type CodeBlock, type ProseSentence} from './document';
import {findOperations, type SpecIndex, type SpecOperation} from './specIndex';

/**
 * One place where a guide names something the description does not have. The rule is the
 * check that failed: `endpoint`, `api-url`, `query-parameter`, `header`, `error-code`,
 * `request-body`, `response-body`, `problem-body`, `api-link`, `api-link-text`,
 * `literal-credential`, `code-block-title` (or `number`, from plugins/api-facts).
 */
export interface DocsProblem extends Problem {
  /** The offending text as it appears in the doc. */
  text: string;
}

type Where = {file: string; line: number; col: number};
type At = (offset: number) => Where;

const API_HOSTS = new Set(['api.gcm.example', 'sandbox.api.gcm.example']);
/** `GET /v1/...`, `https://api.gcm.example/v1/...` or a bare `/v1/...` path, in prose or code. */
const PATH_MENTION_RE =
  /(?:\b(GET|POST|PUT|PATCH|DELETE)(?:['"]?,\s*|\s+)['"`]?)?(?:https?:\/\/([A-Za-z0-9.-]+)|(?<![\w./:-]))(\/v1\/[^\s'"`)\]<>,;|*]*)/g;
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
/** A link to a page of the reference: its slug and, for a section of it, the anchor. */
const REFERENCE_PAGE_RE = new RegExp(`^${escapeRegExp(REFERENCE_ROUTE_BASE)}/([a-z0-9-]+)(#.*)?$`);
/** `Bearer` and a literal token in code (`Bearer eyJ…`, `Bearer abc123`), not a variable (`$GCM_ACCESS_TOKEN`, `${token}`, `{token}`, `" + token`). */
const LITERAL_BEARER_RE = /\bBearer[ \t]+([A-Za-z0-9._~+/-]+=*)/g;
/** A literal assigned to a credential variable (`export GCM_ACCESS_TOKEN='gcm_at_…'`), not one read from elsewhere (`=$(curl …)`, `= process.env…`). */
const LITERAL_CREDENTIAL_RE = /\b(GCM_ACCESS_TOKEN|GCM_CLIENT_SECRET)[ \t]*=[ \t]*(['"]?)([A-Za-z0-9_][^\s'"]*)\2/g;
const OPERATION_TITLE_RE = /\b(GET|POST|PUT|PATCH|DELETE)\s+(\/v1\/[^\s"'`]*)/;

const cleanPath = (raw: string) => raw.replace(/\\/g, '').replace(/[.:]+$/, '');

const describeOps = (ops: SpecOperation[]) => ops.map((o) => `${o.method} ${o.path}`).join(' or ');

function checkQuery(
  index: SpecIndex,
  ops: SpecOperation[],
  query: string | undefined,
  report: (rule: string, message: string) => void,
) {
  if (!query) return;
  const known = new Map<string, ParameterObject>();
  for (const op of ops) for (const p of op.parameters) if (p.in === 'query') known.set(p.name, p);
  for (const pair of query.split('&')) {
    const [name, rawValue = ''] = pair.split('=');
    if (!/^[A-Za-z][A-Za-z0-9_]*$/.test(name)) continue; // Empty, or built from a variable in code.
    const param = known.get(name);
    if (!param) {
      report('query-parameter', `\`${name}\` is not a query parameter of ${describeOps(ops)}`);
      continue;
    }
    const schema = index.resolve(param.schema);
    const allowed: unknown = isObject(schema) ? schema.enum : undefined;
    let value = rawValue;
    try {
      value = decodeURIComponent(rawValue);
    } catch {
      // Keep the raw value.
    }
    const isPlaceholder = /[{}…<>$]|%[sdv]|\.\.\./.test(rawValue);
    if (Array.isArray(allowed) && value && !isPlaceholder && !allowed.includes(value)) {
      report('query-parameter', `\`${name}=${value}\` is not allowed; \`${name}\` is one of ${allowed.join(', ')}`);
    }
  }
}

function checkPathMentions(index: SpecIndex, doc: string, at: At, isCodeAt: (offset: number) => boolean) {
  const problems: DocsProblem[] = [];
  for (const match of doc.matchAll(PATH_MENTION_RE)) {
    const [whole, method, host, rawPath] = match;
    if (host && !API_HOSTS.has(host)) continue;
    const inCode = isCodeAt(match.index + whole.length - rawPath.length);
    const text = cleanPath(whole).trim();
    const [pathAndQuery] = cleanPath(rawPath).split('#');
    const [fullPath, query] = pathAndQuery.split('?');
    // In code, `"/v1/gift-cards/" + id` leaves a trailing slash: the rest of the path is a variable.
    const concatenated = inCode && fullPath.endsWith('/');
    const path = concatenated ? fullPath.replace(/\/+$/, '') : fullPath;
    const report = (rule: string, message: string) => problems.push({...at(match.index), rule, message, text});
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

function checkHeaders(index: SpecIndex, doc: string, at: At) {
  const problems: DocsProblem[] = [];
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

function checkErrorCodes(index: SpecIndex, sentences: ProseSentence[], at: At) {
  const problems: DocsProblem[] = [];
  for (const sentence of sentences) {
    const errorSentence = ERROR_CONTEXT_RE.test(sentence.text);
    const errorColumn = /^(?:error\s+)?codes?$|^errors?$/i.test(sentence.column.replace(/[`*]/g, '').trim());
    let previousEnd = -1;
    let previousInErrorPosition = false;
    for (const span of sentence.text.matchAll(/`([^`\n]+)`/g)) {
      const token = span[1];
      const before = sentence.text.slice(0, span.index);
      const between = previousEnd >= 0 ? sentence.text.slice(previousEnd, span.index) : null;
      const inErrorPosition: boolean =
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

/** The schema a JSON block titled with an operation shows: its request body, or a response. */
function schemaFor(op: SpecOperation, title: string): {schema: Schema | undefined; kind: string} | {error: string} {
  if (/response/i.test(title)) {
    const {responses} = op;
    const status = /\b([1-5]\d\d)\b/.exec(title)?.[1] ?? Object.keys(responses).find((s) => /^2\d\d$/.test(s));
    const response = status === undefined ? undefined : responses[status];
    if (!response) return {error: `${op.method} ${op.path} has no ${status ?? '2xx'} response`};
    const content = response.content ?? {};
    const media = content['application/json'] ?? content['application/problem+json'] ?? Object.values(content)[0];
    if (!media) return {error: `the ${status} response of ${op.method} ${op.path} has no body`};
    return {schema: media.schema, kind: `${status} response`};
  }
  const content = op.requestBody?.content;
  if (!content) return {error: `${op.method} ${op.path} takes no request body`};
  return {schema: (content['application/json'] ?? Object.values(content)[0]).schema, kind: 'request body'};
}

function lineOfField(block: CodeBlock, field: string | undefined): number {
  if (!field) return block.line;
  const i = block.content.split('\n').findIndex((line) => line.includes(`"${field}"`));
  return i >= 0 ? block.contentLine + i : block.line;
}

function describeAjvError(error: ErrorObject): string {
  if (error.keyword === 'additionalProperties') {
    return `unknown field \`${error.params.additionalProperty}\` at ${error.instancePath || '/'}`;
  }
  if (error.keyword === 'enum') {
    const allowed: unknown[] = error.params.allowedValues;
    const expected =
      allowed.length > 8 ? `one of the ${allowed.length} allowed values` : `one of ${allowed.map(String).join(', ')}`;
    return `${error.instancePath} is ${JSON.stringify(error.data)}, not ${expected}`;
  }
  return `${error.instancePath || '/'} ${error.message}`;
}

function validateJson(
  validate: ValidateFunction,
  value: unknown,
  block: CodeBlock,
  file: string,
  rule: string,
  label: string,
): DocsProblem[] {
  if (validate(value)) return [];
  // One problem per field: a wrong number can fail `type`, `format` and `multipleOf` at once.
  const byField = new Map<string, {field: string | undefined; messages: string[]}>();
  for (const error of validate.errors ?? []) {
    const field: string | undefined =
      error.params?.additionalProperty ??
      error.params?.missingProperty ??
      error.instancePath
        .split('/')
        .filter((s) => s && !/^\d+$/.test(s))
        .pop();
    const key = `${error.instancePath}|${field}`;
    if (!byField.has(key)) byField.set(key, {field, messages: []});
    byField.get(key)!.messages.push(describeAjvError(error));
  }
  return [...byField.values()].map(({field, messages}) => ({
    file,
    line: lineOfField(block, field),
    col: 1,
    rule,
    message: `${label}: ${[...new Set(messages)].join('; ')}`,
    text: field ? `"${field}"` : block.title || block.lang,
  }));
}

/** The objects in a JSON value that are problem details: a string `code` and a 4xx or 5xx `status`. */
function findProblemObjects(value: unknown, found: unknown[] = []): unknown[] {
  if (Array.isArray(value)) value.forEach((item) => findProblemObjects(item, found));
  else if (typeof value === 'object' && value !== null) {
    const object = value as Record<string, unknown>;
    if (typeof object.code === 'string' && Number.isInteger(object.status) && (object.status as number) >= 400) {
      found.push(value);
    } else Object.values(object).forEach((item) => findProblemObjects(item, found));
  }
  return found;
}

function checkJsonBlocks(index: SpecIndex, codeBlocks: CodeBlock[], file: string) {
  const problems: DocsProblem[] = [];
  const validateProblem = index.validator({$ref: '#/components/schemas/Problem'});
  for (const block of codeBlocks) {
    if (block.lang !== 'json') continue;
    const named = OPERATION_TITLE_RE.exec(block.title);
    let value: unknown;
    try {
      value = JSON.parse(block.content);
    } catch (error) {
      if (named) {
        problems.push({
          file,
          line: block.line,
          col: 1,
          rule: 'request-body',
          message: `the block is titled with an operation but is not valid JSON (${error instanceof Error ? error.message : String(error)})`,
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
    const target = schemaFor(op, block.title);
    const rule = /response/i.test(block.title) ? 'response-body' : 'request-body';
    if ('error' in target) {
      problems.push({file, line: block.line, col: 1, rule, message: target.error, text: block.title});
      continue;
    }
    if (problemObjects.length > 0 && /^[45]/.test(target.kind)) continue; // Already checked as a Problem.
    problems.push(
      ...validateJson(
        index.validator(target.schema),
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
 * A link whose text names an operation (its operationId, its title or `METHOD /path`) must
 * point to that operation's page (`api-link`). A link to an operation's page must be named by
 * the operation's title, exactly as the description has it (`api-link-text`); a link to a
 * section of the page (`…/void-card#responses`) names that section, but never by the
 * operationId. Whether a link's target exists at all is the build's check (`onBrokenLinks`
 * and `onBrokenAnchors` throw), so it is not repeated here.
 */
function checkLinks(index: SpecIndex, doc: string, at: At) {
  const problems: DocsProblem[] = [];
  const byId = (text: string) => index.operations.find((o) => o.operationId !== '' && o.operationId === text);
  for (const match of doc.matchAll(MARKDOWN_LINK_RE)) {
    const [, label, target] = match;
    const [, slug, anchor] = REFERENCE_PAGE_RE.exec(target) ?? [];
    if (!slug) continue;
    const cleanLabel = label.replace(/[`*\\]/g, '');
    const byMention = OPERATION_TITLE_RE.exec(cleanLabel);
    const named = byMention
      ? findOperations(index, cleanPath(byMention[2]).split(/[?#]/)[0]).find((o) => o.method === byMention[1])
      : (byId(cleanLabel.trim()) ?? index.operations.find((o) => o.title === cleanLabel.trim()));
    if (named && named.slug !== slug) {
      problems.push({
        ...at(match.index),
        rule: 'api-link',
        message: `the link text names ${named.operationId || named.title} but points to \`${slug}\` instead of \`${named.slug}\``,
        text: match[0],
      });
      continue;
    }
    const op = index.operations.find((o) => o.slug === slug);
    if (!op) continue;
    // The text as the reader sees it: Markdown escapes undone, any code span or emphasis kept.
    const text = label.replace(/\\([!-/:-@[-`{-~])/g, '$1');
    const isId = byId(cleanLabel.trim()) !== undefined;
    if (text === op.title || (anchor && !isId)) continue;
    problems.push({
      ...at(match.index),
      rule: 'api-link-text',
      message: isId
        ? `the link text is the operationId ${cleanLabel.trim()}: name the operation by its title "${op.title}"`
        : `a link to an operation's page is named by the operation's title: "${op.title}"`,
      text: match[0],
    });
  }
  return problems;
}

/**
 * A code block a reader copies never holds a credential: `Bearer` is followed by a variable,
 * and the access token and client secret are read from the environment (GCM_ACCESS_TOKEN,
 * GCM_CLIENT_SECRET), never assigned a literal.
 */
function checkLiteralCredentials(doc: string, at: At, isCodeAt: (offset: number) => boolean) {
  const problems: DocsProblem[] = [];
  for (const match of doc.matchAll(LITERAL_BEARER_RE)) {
    // A word such as "followed" in a comment is no token; a token has a digit or a symbol in it.
    const token = match[1].replace(/\.+$/, '');
    if (!isCodeAt(match.index) || !/[\d._~+/=-]/.test(token)) continue;
    problems.push({
      ...at(match.index),
      rule: 'literal-credential',
      message:
        'a code block sends a literal bearer token: read it from the environment, as in `Bearer $GCM_ACCESS_TOKEN`',
      text: match[0],
    });
  }
  for (const match of doc.matchAll(LITERAL_CREDENTIAL_RE)) {
    if (!isCodeAt(match.index)) continue;
    problems.push({
      ...at(match.index),
      rule: 'literal-credential',
      message: `a code block sets ${match[1]} to a literal: read it from the environment or a secret store, or from the token response`,
      text: match[0],
    });
  }
  return problems;
}

/** A `<CodeBlock>` tag, in MDX outside a fenced block. */
const CODE_BLOCK_TAG_RE = /<CodeBlock\b[^>]*>/g;

/**
 * Every code block a partner might copy says what it is: a fenced block has a language and a
 * `title="…"`, a `<CodeBlock>` tag a `language` and a `title`.
 */
function checkCodeBlockTitles(doc: string, codeBlocks: CodeBlock[], at: At, isCodeAt: (offset: number) => boolean) {
  const problems: DocsProblem[] = codeBlocks
    .filter((block) => !block.lang || !block.title)
    .map((block) => ({
      file: at(0).file,
      line: block.line,
      col: 1,
      rule: 'code-block-title',
      message: 'a code block names its language and has a title: ```bash title="Run it"',
      text: `\`\`\`${block.lang}${block.meta ? ` ${block.meta}` : ''}`,
    }));
  for (const match of doc.matchAll(CODE_BLOCK_TAG_RE)) {
    if (isCodeAt(match.index) || (/\blanguage=/.test(match[0]) && /\btitle=/.test(match[0]))) continue;
    problems.push({
      ...at(match.index),
      rule: 'code-block-title',
      message: 'a <CodeBlock> names its language and has a title: <CodeBlock language="go" title="…">',
      text: match[0],
    });
  }
  return problems;
}

/**
 * Runs every check on one guide: `text` is the file's contents, `file` the path to report,
 * `guide` its parts when the caller has read them already.
 */
export function checkDocument(text: string, file: string, index: SpecIndex, guide = readGuide(text)): DocsProblem[] {
  const {scannable, sentences, codeBlocks} = guide;
  // Every match of every check is placed: the lines are indexed once for all of them.
  const starts = lineStarts(text);
  const at: At = (offset) => ({file, ...lineColAt(starts, offset)});
  const codeLines = new Set(
    codeBlocks.flatMap((block) => block.content.split('\n').map((_, i) => block.contentLine + i)),
  );
  const isCodeAt = (offset: number) => codeLines.has(lineColAt(starts, offset).line);
  const problems = [
    ...checkPathMentions(index, scannable, at, isCodeAt),
    ...checkHeaders(index, scannable, at),
    ...checkErrorCodes(index, sentences, at),
    ...checkJsonBlocks(index, codeBlocks, file),
    ...checkLinks(index, scannable, at),
    ...checkLiteralCredentials(scannable, at, isCodeAt),
    ...checkCodeBlockTitles(scannable, codeBlocks, at, isCodeAt),
  ];
  return problems.sort((a, b) => a.line - b.line || a.rule.localeCompare(b.rule));
}
