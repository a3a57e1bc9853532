/**
 * The error-code catalogue: an `x-error-codes` list on the schema property that carries
 * machine-readable error codes (here `Problem.code`), one entry per code with its HTTP
 * status, meaning and what to do. The reference renders it as its own page, with an
 * anchor per code, and links each problem response to the codes it can return.
 */
import {isObject, toPointer} from './json';
import type {OpenApiDocument} from './openapi';
import type {Problem} from '../../shared/problems';

export interface ErrorCode {
  code: string;
  status: number;
  meaning: string;
  action: string;
}

export interface ErrorCatalogue {
  /** Where the list is, e.g. `#/components/schemas/Problem/properties/code`. */
  pointer: string;
  /** The property's name (`code`), which problem bodies carry the code in. */
  property: string;
  codes: ErrorCode[];
}

export const ERROR_CODES_KEY = 'x-error-codes';

type Locate = (pointer: string) => {file: string; line: number; col: number};

function readEntry(raw: unknown): ErrorCode | string {
  if (!isObject(raw)) return 'must be an object with code, status, meaning and action';
  const {code, status, meaning, action} = raw;
  if (typeof code !== 'string' || code === '') return '`code` must be a non-empty string';
  if (typeof status !== 'number' || !Number.isInteger(status) || status < 100 || status > 599)
    return `\`status\` of ${code} must be an HTTP status`;
  if (typeof meaning !== 'string' || typeof action !== 'string')
    return `\`meaning\` and \`action\` of ${code} must be text`;
  return {code, status, meaning, action};
}

/** The first catalogue in the component schemas, checked against its property's `enum`. */
export function findErrorCatalogue(
  root: OpenApiDocument,
  locate: Locate,
): {catalogue?: ErrorCatalogue; problems: Problem[]} {
  const problems: Problem[] = [];
  const schemas = isObject(root.components?.schemas) ? root.components.schemas : {};
  for (const [name, schema] of Object.entries(schemas)) {
    const properties = isObject(schema) && isObject(schema.properties) ? schema.properties : {};
    for (const [property, value] of Object.entries(properties)) {
      if (!isObject(value) || value[ERROR_CODES_KEY] === undefined) continue;
      const pointer = toPointer(['components', 'schemas', name, 'properties', property]);
      const problem = (at: string, message: string) => problems.push({...locate(at), rule: 'error-catalogue', message});
      const list = value[ERROR_CODES_KEY];
      if (!Array.isArray(list)) {
        problem(`${pointer}/${ERROR_CODES_KEY}`, `${ERROR_CODES_KEY} must be a list`);
        return {problems};
      }
      const codes: ErrorCode[] = [];
      list.forEach((raw, index) => {
        const entry = readEntry(raw);
        if (typeof entry === 'string')
          problem(`${pointer}/${ERROR_CODES_KEY}/${index}`, `${ERROR_CODES_KEY}: ${entry}`);
        else if (codes.some((c) => c.code === entry.code))
          problem(`${pointer}/${ERROR_CODES_KEY}/${index}`, `${ERROR_CODES_KEY}: ${entry.code} is listed twice`);
        else codes.push(entry);
      });
      const members = value.enum;
      if (Array.isArray(members)) {
        const listed = new Set(codes.map((c) => c.code));
        const missing = members.filter((code) => !listed.has(String(code)));
        const extra = codes.filter((c) => !members.includes(c.code)).map((c) => c.code);
        if (missing.length > 0)
          problem(`${pointer}/enum`, `error codes without an ${ERROR_CODES_KEY} entry: ${missing.join(', ')}`);
        if (extra.length > 0)
          problem(
            `${pointer}/${ERROR_CODES_KEY}`,
            `${ERROR_CODES_KEY} lists codes missing from enum: ${extra.join(', ')}`,
          );
      }
      return {catalogue: {pointer, property, codes}, problems};
    }
  }
  return {problems};
}
