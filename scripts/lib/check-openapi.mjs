// Fast structural guard for api/openapi.json, run by `npm run gen-api` before the
// API reference is generated. It catches the mistakes that otherwise surface as
// confusing failures deep inside docs generation:
//
// - invalid JSON (reported with a line and column);
// - a missing `openapi`, `info` (with `title` and `version`) or `paths`;
// - a `$ref` whose target does not exist (local `#/...` references), or any
//   non-local `$ref` (the description must be self-contained);
// - an operation without tags, or with a tag not declared in the top-level `tags`;
// - a missing or duplicate `operationId`.
//
// Everything here is pure: no file system access, no dependencies.

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

// Keys whose values are example or literal data, never part of the description's
// structure: a `$ref` inside them is data, not a reference.
const DATA_KEYS = new Set(['example', 'default', 'enum', 'const']);

/**
 * @typedef {{file: string, where: string, message: string}} OpenApiProblem
 */

/**
 * Encodes path segments as a JSON Pointer URI fragment (RFC 6901), e.g.
 * ['paths', '/v1/cards', 'post'] -> '#/paths/~1v1~1cards/post'.
 * @param {ReadonlyArray<string | number>} segments
 * @returns {string}
 */
export function toJsonPointer(segments) {
  return '#' + segments.map((s) => '/' + String(s).replace(/~/g, '~0').replace(/\//g, '~1')).join('');
}

/**
 * Converts a UTF-16 offset in `text` to a 1-based line and column.
 * @param {string} text
 * @param {number} offset
 * @returns {{line: number, column: number}}
 */
export function lineColumnAt(text, offset) {
  const clamped = Math.max(0, Math.min(offset, text.length));
  let line = 1;
  let lineStart = 0;
  for (let i = 0; i < clamped; i += 1) {
    if (text.charCodeAt(i) === 10) {
      line += 1;
      lineStart = i + 1;
    }
  }
  return {line, column: clamped - lineStart + 1};
}

/**
 * Finds the offset of the first JSON syntax error with a small strict scanner.
 * Used when the engine's error message carries no position.
 * @param {string} text
 * @returns {number}
 */
export function findJsonErrorOffset(text) {
  let i = 0;
  const fail = () => {
    throw i;
  };
  const ws = () => {
    while (i < text.length && ' \t\n\r'.includes(text[i])) i += 1;
  };
  const literal = (word) => {
    for (const ch of word) {
      if (text[i] !== ch) fail();
      i += 1;
    }
  };
  const string = () => {
    if (text[i] !== '"') fail();
    i += 1;
    while (i < text.length) {
      const ch = text[i];
      if (ch === '"') {
        i += 1;
        return;
      }
      if (ch < ' ') fail();
      if (ch === '\\') {
        i += 1;
        if (text[i] === 'u') {
          i += 1;
          for (let k = 0; k < 4; k += 1) {
            if (!/[0-9a-fA-F]/.test(text[i] ?? '')) fail();
            i += 1;
          }
        } else if ('"\\/bfnrt'.includes(text[i] ?? 'x')) i += 1;
        else fail();
      } else i += 1;
    }
    fail();
  };
  const digits = () => {
    if (!/[0-9]/.test(text[i] ?? '')) fail();
    while (/[0-9]/.test(text[i] ?? '')) i += 1;
  };
  const number = () => {
    if (text[i] === '-') i += 1;
    if (text[i] === '0') i += 1;
    else digits();
    if (text[i] === '.') {
      i += 1;
      digits();
    }
    if (text[i] === 'e' || text[i] === 'E') {
      i += 1;
      if (text[i] === '+' || text[i] === '-') i += 1;
      digits();
    }
  };
  const value = () => {
    ws();
    const ch = text[i];
    if (ch === '{') {
      i += 1;
      ws();
      if (text[i] === '}') return void (i += 1);
      for (;;) {
        ws();
        string();
        ws();
        if (text[i] !== ':') fail();
        i += 1;
        value();
        ws();
        if (text[i] === ',') i += 1;
        else if (text[i] === '}') return void (i += 1);
        else fail();
      }
    }
    if (ch === '[') {
      i += 1;
      ws();
      if (text[i] === ']') return void (i += 1);
      for (;;) {
        value();
        ws();
        if (text[i] === ',') i += 1;
        else if (text[i] === ']') return void (i += 1);
        else fail();
      }
    }
    if (ch === '"') return string();
    if (ch === 't') return literal('true');
    if (ch === 'f') return literal('false');
    if (ch === 'n') return literal('null');
    if (ch === '-' || /[0-9]/.test(ch ?? '')) return number();
    fail();
  };
  try {
    value();
    ws();
    if (i < text.length) fail();
  } catch (offset) {
    if (typeof offset === 'number') return Math.min(offset, text.length);
    throw offset;
  }
  return text.length;
}

function describeJsonError(error) {
  const raw = error instanceof Error ? error.message : String(error);
  const cleaned = raw
    .replace(/\s*in JSON at position \d+.*$/s, '')
    .replace(/,\s*".*"\s*is not valid JSON\s*$/s, '')
    .trim();
  const escape = (ch) => (ch.charCodeAt(0) < 0x20 ? JSON.stringify(ch).slice(1, -1) : ch);
  const printable = Array.from(cleaned, escape).join('');
  const short = printable.length > 160 ? printable.slice(0, 157) + '...' : printable;
  return short || 'syntax error';
}

const isObject = (v) => typeof v === 'object' && v !== null && !Array.isArray(v);

function decodePointerSegment(segment) {
  let decoded = segment;
  try {
    decoded = decodeURIComponent(segment);
  } catch {
    // Keep the raw segment when it is not valid percent-encoding.
  }
  return decoded.replace(/~1/g, '/').replace(/~0/g, '~');
}

function resolveLocalRef(doc, ref) {
  if (ref === '#') return {found: true};
  if (!ref.startsWith('#/')) return {found: false};
  let node = doc;
  for (const raw of ref.slice(2).split('/')) {
    const key = decodePointerSegment(raw);
    if (Array.isArray(node) && /^(0|[1-9][0-9]*)$/.test(key) && Number(key) < node.length) node = node[Number(key)];
    else if (isObject(node) && Object.prototype.hasOwnProperty.call(node, key)) node = node[key];
    else return {found: false};
  }
  return {found: true};
}

// Keys whose object value is a map from names (property names, component names,
// media types, status codes...) to objects; those names are never keywords.
const NAME_MAP_KEYS = new Set([
  'properties',
  'patternProperties',
  '$defs',
  'definitions',
  'paths',
  'responses',
  'content',
  'headers',
  'encoding',
  'links',
  'callbacks',
  'variables',
  'securitySchemes',
  'schemas',
  'parameters',
  'requestBodies',
  'pathItems',
  'webhooks',
]);

function checkRefs(doc, report) {
  const visit = (node, path, keysAreNames) => {
    if (Array.isArray(node)) {
      node.forEach((child, index) => visit(child, [...path, index], false));
      return;
    }
    if (!isObject(node)) return;
    for (const [key, child] of Object.entries(node)) {
      const childPath = [...path, key];
      if (keysAreNames) {
        visit(child, childPath, false);
        continue;
      }
      if (key === '$ref') {
        if (typeof child !== 'string') {
          report(childPath, '`$ref` must be a string');
        } else if (!child.startsWith('#')) {
          report(
            childPath,
            `\`$ref\` "${child}" is not a local reference; the description must be self-contained (use "#/components/...")`,
          );
        } else if (!resolveLocalRef(doc, child).found) {
          report(childPath, `\`$ref\` target "${child}" does not exist`);
        }
        continue;
      }
      // Literal data: a `$ref` inside it is a value, not a reference.
      if (DATA_KEYS.has(key) || key.startsWith('x-')) continue;
      if (key === 'examples') {
        // Schema `examples` (an array) is data; a map of Example objects has data in `value`.
        if (isObject(child)) {
          for (const [name, example] of Object.entries(child)) {
            if (isObject(example) && typeof example.$ref === 'string') visit(example, [...childPath, name], false);
          }
        }
        continue;
      }
      const childIsNameMap =
        isObject(child) && (NAME_MAP_KEYS.has(key) || (path.length === 1 && path[0] === 'components'));
      visit(child, childPath, childIsNameMap);
    }
  };
  visit(doc, [], false);
}

/**
 * Checks the text of an OpenAPI 3.x JSON description.
 * @param {string} text the file content
 * @param {string} fileName the name to report in problems
 * @returns {OpenApiProblem[]} problems in document order; empty when the file is fine
 */
export function checkOpenApiText(text, fileName) {
  /** @type {OpenApiProblem[]} */
  const problems = [];
  const source = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;

  let doc;
  try {
    doc = JSON.parse(source);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const match = /at position (\d+)/.exec(message);
    const offset = match ? Number(match[1]) : findJsonErrorOffset(source);
    const {line, column} = lineColumnAt(source, offset);
    problems.push({
      file: fileName,
      where: `line ${line}, column ${column}`,
      message: `invalid JSON: ${describeJsonError(error)}`,
    });
    return problems;
  }

  const report = (segments, message) => problems.push({file: fileName, where: toJsonPointer(segments), message});

  if (!isObject(doc)) {
    report([], 'the document must be a JSON object');
    return problems;
  }

  // Required top-level fields -------------------------------------------------------
  if (doc.openapi === undefined) report(['openapi'], 'missing required field `openapi` (for example "3.0.3")');
  else if (typeof doc.openapi !== 'string' || !/^3\.[01]\.\d+$/.test(doc.openapi)) {
    report(['openapi'], `unsupported \`openapi\` version ${JSON.stringify(doc.openapi)}; expected 3.0.x or 3.1.x`);
  }
  if (doc.info === undefined) report(['info'], 'missing required field `info`');
  else if (!isObject(doc.info)) report(['info'], '`info` must be an object');
  else {
    if (typeof doc.info.title !== 'string' || doc.info.title.trim() === '') {
      report(['info', 'title'], 'missing required field `info.title` (the API reference slug is derived from it)');
    }
    if (typeof doc.info.version !== 'string' || doc.info.version.trim() === '') {
      report(['info', 'version'], 'missing required field `info.version`');
    }
  }
  if (doc.paths === undefined) report(['paths'], 'missing required field `paths`');
  else if (!isObject(doc.paths)) report(['paths'], '`paths` must be an object');

  // Declared tags ------------------------------------------------------------------
  const declaredTags = new Map();
  if (doc.tags !== undefined && !Array.isArray(doc.tags)) report(['tags'], '`tags` must be an array');
  else {
    (doc.tags ?? []).forEach((tag, index) => {
      if (!isObject(tag) || typeof tag.name !== 'string' || tag.name === '') {
        report(['tags', index], 'a tag needs a non-empty `name`');
      } else if (declaredTags.has(tag.name)) {
        report(
          ['tags', index, 'name'],
          `tag "${tag.name}" is declared twice (first at ${toJsonPointer(['tags', declaredTags.get(tag.name)])})`,
        );
      } else declaredTags.set(tag.name, index);
    });
  }

  // Operations: tags and operationIds ----------------------------------------------
  const operationIds = new Map();
  if (isObject(doc.paths)) {
    for (const [pathKey, pathItem] of Object.entries(doc.paths)) {
      if (!pathKey.startsWith('/')) report(['paths', pathKey], `path "${pathKey}" must start with "/"`);
      if (!isObject(pathItem)) {
        report(['paths', pathKey], 'a path item must be an object');
        continue;
      }
      // Document order, so "first used at" points at the earlier operation.
      for (const method of Object.keys(pathItem).filter((key) => HTTP_METHODS.includes(key))) {
        const operation = pathItem[method];
        const at = ['paths', pathKey, method];
        if (!isObject(operation)) {
          report(at, 'an operation must be an object');
          continue;
        }
        const label = `${method.toUpperCase()} ${pathKey}`;
        if (typeof operation.operationId !== 'string' || operation.operationId.trim() === '') {
          report([...at, 'operationId'], `${label} has no \`operationId\` (its page slug is derived from it)`);
        } else if (operationIds.has(operation.operationId)) {
          report(
            [...at, 'operationId'],
            `duplicate operationId "${operation.operationId}" (first used at ${toJsonPointer(operationIds.get(operation.operationId))})`,
          );
        } else operationIds.set(operation.operationId, at);

        if (operation.tags === undefined || (Array.isArray(operation.tags) && operation.tags.length === 0)) {
          report(
            [...at, 'tags'],
            `${label} has no tags; every operation needs one tag declared in the top-level \`tags\``,
          );
        } else if (!Array.isArray(operation.tags)) {
          report([...at, 'tags'], '`tags` must be an array of tag names');
        } else {
          operation.tags.forEach((tag, index) => {
            if (!declaredTags.has(tag)) {
              report([...at, 'tags', index], `tag ${JSON.stringify(tag)} is not declared in the top-level \`tags\``);
            }
          });
        }
      }
    }
  }

  // References -----------------------------------------------------------------------
  checkRefs(doc, report);

  return problems;
}

/**
 * Counts operations and component schemas of a description that parses.
 * @param {string} text
 * @returns {{operations: number, schemas: number}}
 */
export function summarizeOpenApiText(text) {
  const source = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const doc = JSON.parse(source);
  let operations = 0;
  for (const pathItem of Object.values(isObject(doc.paths) ? doc.paths : {})) {
    if (!isObject(pathItem)) continue;
    for (const method of HTTP_METHODS) if (isObject(pathItem[method])) operations += 1;
  }
  const schemas = isObject(doc.components?.schemas) ? Object.keys(doc.components.schemas).length : 0;
  return {operations, schemas};
}
