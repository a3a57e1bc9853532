/**
 * Reads an API description (JSON or YAML) into a Redocly document. A syntax error stops
 * here, at its line and column, before anything else looks at the file.
 */
import {readFileSync} from 'node:fs';
import {makeDocumentFromString, Source, type Document} from '@redocly/openapi-core';
import {parse as parseJsonc, printParseErrorCode, type ParseError} from 'jsonc-parser';
import {lineColAt, lineStarts, ProblemError} from '../../shared/problems';
import {aliasLoopsToRefs, containerCounts, firstAlias} from './aliases';

export interface ParsedDescription {
  /** The path problems are reported against (relative to the working directory when inside it). */
  file: string;
  document: Document;
  /**
   * Set when what is read is not the file itself (a Swagger 2.0 file converted to 3.0): the
   * file's pointer that a pointer of what is read came from.
   */
  toSource?: (pointer: string) => string;
}

const JSON_ERROR_TEXT: Record<string, string> = {
  InvalidSymbol: 'unexpected character',
  InvalidNumberFormat: 'invalid number',
  PropertyNameExpected: 'expected a property name in double quotes',
  ValueExpected: 'expected a value',
  ColonExpected: "expected ':' after the property name",
  CommaExpected: "expected ',' between values",
  CloseBraceExpected: "expected '}' to close the object",
  CloseBracketExpected: "expected ']' to close the array",
  EndOfFileExpected: 'unexpected content after the end of the document',
  InvalidCommentToken: 'comments are not allowed in JSON',
  UnexpectedEndOfComment: 'unterminated comment',
  UnexpectedEndOfString: 'unterminated string',
  UnexpectedEndOfNumber: 'unterminated number',
  InvalidUnicode: 'invalid unicode escape',
  InvalidEscapeCharacter: 'invalid escape character',
  InvalidCharacter: 'invalid character in a string',
};

function isJson(file: string, text: string): boolean {
  if (/\.json$/i.test(file)) return true;
  if (/\.ya?ml$/i.test(file)) return false;
  return /^\s*[{[]/.test(text);
}

function parseJson(file: string, absolute: string, text: string): Document {
  const errors: ParseError[] = [];
  const parsed = parseJsonc(text, errors, {
    disallowComments: true,
    allowTrailingComma: false,
    allowEmptyContent: false,
  });
  if (errors.length > 0) {
    const [first] = errors;
    const code = printParseErrorCode(first.error);
    throw new ProblemError([
      {
        file,
        ...lineColAt(lineStarts(text), first.offset),
        rule: 'invalid-json',
        message: `invalid JSON: ${JSON_ERROR_TEXT[code] ?? code}`,
      },
    ]);
  }
  return {source: new Source(absolute, text, 'application/json'), parsed};
}

function parseYaml(file: string, absolute: string, text: string): Document {
  let document: Document;
  try {
    document = makeDocumentFromString(text, absolute) as Document;
  } catch (error) {
    const {line, col, originalError} = error as {line?: number; col?: number; originalError?: {reason?: string}};
    const reason = originalError?.reason ?? (error instanceof Error ? error.message : String(error));
    throw new ProblemError([
      {file, line: line ?? 1, col: col ?? 1, rule: 'invalid-yaml', message: `invalid YAML: ${reason.split('\n')[0]}`},
    ]);
  }
  // An alias inside its own anchor is a recursive schema (./aliases.ts).
  aliasLoopsToRefs(document.parsed);
  // Aliases of aliases (a "billion laughs") would make every walker of the description take
  // exponential time; reuse as writers use it repeats a few parts, not the file many times over.
  const {written, read} = containerCounts(document.parsed);
  if (read > ALIAS_READ_LIMIT && read > ALIAS_REPEAT_LIMIT * written) {
    throw new ProblemError([
      {
        file,
        ...lineColAt(lineStarts(text), firstAlias(text) ?? 0),
        rule: 'yaml-aliases',
        message: `YAML aliases repeat this description's ${written.toLocaleString('en-US')} objects and lists until it would be read as ${read.toLocaleString('en-US')}: too many to read (an alias of an alias of …)`,
      },
    ]);
  }
  return document;
}

/** A YAML description read through its aliases as more than this many objects and lists… */
const ALIAS_READ_LIMIT = 2_000_000;
/** …and more than this many times what it holds as written is refused. */
const ALIAS_REPEAT_LIMIT = 20;

/** Parses `text` as the description at `absolute` (shown as `file`). */
export function parseDescription(file: string, absolute: string, text: string): ParsedDescription {
  const document = isJson(file, text) ? parseJson(file, absolute, text) : parseYaml(file, absolute, text);
  return {file, document};
}

/** Reads and parses the description file at `absolute`. */
export function readDescription(file: string, absolute: string): ParsedDescription {
  let text: string;
  try {
    text = readFileSync(absolute, 'utf8');
  } catch (error) {
    const code = (error as {code?: string}).code ?? String(error);
    throw new ProblemError([
      {file, line: 1, col: 1, rule: 'unreadable-file', message: `cannot read the API description (${code})`},
    ]);
  }
  return parseDescription(file, absolute, text);
}
