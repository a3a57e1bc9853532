/**
 * Validation before anything is generated: the OpenAPI version, `$ref` loops and (where
 * the project forbids them) references to other files, then Redocly's structural rules,
 * unresolved references and duplicate operationIds. Problems that would make a wrong or
 * broken reference stop the build at their line; structural slips a renderer can ignore
 * (an unknown keyword, `nullable` without `type`) are warnings.
 */
import {
  BaseResolver,
  bundleDocument,
  createConfig,
  getLineColLocation,
  lintDocument,
  type Document,
  type NormalizedProblem,
  type Source,
} from '@redocly/openapi-core';
import {getByPointer, isObject} from './json';
import {collectRefs, findRefLoops, isLocalRef} from './refs';
import {ProblemError, shownPath, type Problem} from '../../shared/problems';
import type {ParsedDescription} from './parse';
import type {OpenApiDocument} from './openapi';

export interface ValidateOptions {
  /** When false, a `$ref` to another file is an error (the description must be one file). */
  allowExternalRefs: boolean;
}

export interface ValidatedDescription {
  /**
   * The description with every `$ref` local (other files bundled into its components). It
   * passed Redocly's structural rules, so it has the shape of the OpenAPI types.
   */
  root: OpenApiDocument;
  warnings: Problem[];
}

const RULES = {
  struct: 'error',
  'no-unresolved-refs': 'error',
  'operation-operationId-unique': 'error',
} as const;

/** Structural findings that do not change what the reference shows (besides any inside an `x-` extension). */
const TOLERATED_STRUCT = [/is not expected here/, /`type` field must be defined when the `nullable` field is used/];

function where(parsed: ParsedDescription, source: Source, pointer: string, reportOnKey = false) {
  let start = {line: 1, col: 1};
  try {
    start = (getLineColLocation({source, pointer, reportOnKey}) as {start: {line: number; col: number}}).start ?? start;
  } catch {
    // A pointer into bundled content has no place in the file: report its start.
  }
  const file = source.absoluteRef === parsed.document.source.absoluteRef ? parsed.file : shownPath(source.absoluteRef);
  return {file, line: start.line, col: start.col};
}

/** Where a JSON pointer of the description is, as `file`, `line` and `col`. */
export function locatePointer(parsed: ParsedDescription, pointer: string): {file: string; line: number; col: number} {
  return where(parsed, parsed.document.source, pointer, true);
}

function checkVersion(parsed: ParsedDescription): void {
  const root = parsed.document.parsed;
  const at = (pointer: string, message: string) =>
    new ProblemError([{...where(parsed, parsed.document.source, pointer, true), rule: 'openapi-version', message}]);
  if (!isObject(root)) throw at('#', 'not an OpenAPI description: the document is not an object');
  if (typeof root.swagger === 'string') {
    throw at('#/swagger', `Swagger ${root.swagger} is not supported: convert the description to OpenAPI 3.0 or 3.1`);
  }
  if (typeof root.openapi !== 'string')
    throw at('#', 'not an OpenAPI description: `openapi` (3.0.x or 3.1.x) is missing');
  if (!/^3\.[01]\./.test(root.openapi)) {
    throw at('#/openapi', `OpenAPI ${root.openapi} is not supported: the reference reads 3.0.x and 3.1.x`);
  }
}

function refProblems(parsed: ParsedDescription, options: ValidateOptions): Problem[] {
  const root = parsed.document.parsed;
  const sites = collectRefs(root);
  const problems: Problem[] = [];
  for (const loop of findRefLoops(root, sites)) {
    problems.push({
      ...where(parsed, parsed.document.source, `${loop.site.pointer}/$ref`),
      rule: 'circular-ref',
      message: `circular $ref with nothing to show: ${loop.chain.join(' → ')} (each reference only points at the next)`,
    });
  }
  if (!options.allowExternalRefs) {
    for (const site of sites.filter((s) => !isLocalRef(s.ref))) {
      problems.push({
        ...where(parsed, parsed.document.source, `${site.pointer}/$ref`),
        rule: 'external-ref',
        message: `$ref "${site.ref}" points outside the file; this description must be self-contained (use #/components/…)`,
      });
    }
  }
  return problems;
}

function lintMessage(problem: NormalizedProblem, document: Document): string {
  const location = problem.location[0];
  if (problem.ruleId === 'no-unresolved-refs') {
    const holder = location.source === document.source ? getByPointer(document.parsed, location.pointer ?? '#') : null;
    const ref = isObject(holder) && typeof holder.$ref === 'string' ? holder.$ref : undefined;
    return ref ? `$ref "${ref}" does not resolve: nothing is defined at that location` : problem.message;
  }
  if (problem.ruleId === 'operation-operationId-unique') {
    let pointer = location.pointer ?? '#';
    let holder = getByPointer(document.parsed, pointer);
    while (!(isObject(holder) && typeof holder.operationId === 'string') && pointer.includes('/')) {
      pointer = pointer.slice(0, pointer.lastIndexOf('/'));
      holder = getByPointer(document.parsed, pointer);
    }
    const id = isObject(holder) ? holder.operationId : undefined;
    return `duplicate operationId${typeof id === 'string' ? ` "${id}"` : ''}: every operation needs its own`;
  }
  return problem.message.replace(/\s+/g, ' ').trim();
}

/** Validates a parsed description; throws ProblemError with every problem that stops the build. */
export async function validateDescription(
  parsed: ParsedDescription,
  options: ValidateOptions,
): Promise<ValidatedDescription> {
  checkVersion(parsed);
  const errors = refProblems(parsed, options);
  // Redocly's resolver cannot follow a loop of references: stop before it tries.
  if (errors.length > 0) throw new ProblemError(errors);

  const config = await createConfig({rules: RULES});
  const resolver = new BaseResolver();
  const lintProblems = await lintDocument({
    document: parsed.document,
    config: config.styleguide,
    externalRefResolver: resolver,
  });
  const warnings: Problem[] = [];
  for (const problem of lintProblems) {
    const location = problem.location[0];
    const place = where(parsed, location.source, location.pointer ?? '#', location.reportOnKey);
    const entry = {...place, rule: problem.ruleId, message: lintMessage(problem, parsed.document)};
    // Extensions (`x-…`) are read defensively, so their shape never stops the build.
    const inExtension = /\/x-[^/]*(\/|$)/.test(location.pointer ?? '');
    const tolerated =
      problem.ruleId === 'struct' && (inExtension || TOLERATED_STRUCT.some((re) => re.test(problem.message)));
    (tolerated || problem.severity !== 'error' ? warnings : errors).push(entry);
  }
  if (errors.length > 0) throw new ProblemError(sortProblems(errors));

  const hasExternal = collectRefs(parsed.document.parsed).some((site) => !isLocalRef(site.ref));
  if (!hasExternal) return {root: parsed.document.parsed as OpenApiDocument, warnings};
  const bundled = await bundleDocument({
    document: parsed.document,
    config: config.styleguide,
    externalRefResolver: resolver,
    dereference: false,
  });
  return {root: bundled.bundle.parsed as OpenApiDocument, warnings};
}

function sortProblems(problems: Problem[]): Problem[] {
  return [...problems].sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.col - b.col);
}
