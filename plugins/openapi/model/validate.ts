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
  lintDocument,
  type Document,
  type NormalizedProblem,
  type Source,
} from '@redocly/openapi-core';
import {getByPointer, isObject, pointerSegments, toPointer} from './json';
import {positionOf} from './position';
import {indexFiles, placeAcross} from './acrossFiles';
import {collectRefs, findRefLoops, isLocalRef} from './refs';
import {ProblemError, shownPath, type Problem} from '../../shared/problems';
import {readLeniently, readSwagger2} from './readings';
import {repairStructure} from './repairs';
import {descriptionTypes} from './redoclyTypes';
import {SelfResolver} from './selfResolver';
import {convertSwagger2, fileSchemas, isSwagger2} from './swagger2';
import type {ParsedDescription} from './parse';
import type {OpenApiDocument} from './openapi';

export interface ValidateOptions {
  /** When false, a `$ref` to another file is an error (the description must be one file). */
  allowExternalRefs: boolean;
  /**
   * `strict`: every problem stops the build (the site's own description, `--strict`).
   * `lenient`: a mistake with one reading (readings.ts) and a tolerated structural slip
   * are warnings with their rule, and the description is read as meant.
   */
  mode: 'strict' | 'lenient';
}

export interface ValidatedDescription {
  /**
   * The description with every `$ref` local (other files bundled into its components). It
   * passed Redocly's structural rules, so it has the shape of the OpenAPI types.
   */
  root: OpenApiDocument;
  warnings: Problem[];
  /** Where a pointer of `root` is in the file the writer gave. */
  locate: (pointer: string) => {file: string; line: number; col: number};
  /** The other files its `$ref`s name, read from this machine (absolute paths). */
  otherFiles: string[];
}

// Duplicate operationIds are found by readings.ts, which knows their reading. `nullable` without
// `type` was a structural finding of Redocly 1; Redocly 2 has a rule of its own for it: a warning.
const RULES = {
  struct: 'error',
  'no-unresolved-refs': 'error',
  'nullable-type-sibling': 'warn',
} as const;

/**
 * Structural findings that do not change what the reference shows (besides any inside an `x-` extension).
 * "is not allowed here" is a security scheme's field of another type of scheme (`in` on an `http`
 * scheme): the reference reads only the fields of the scheme's own type.
 */
const TOLERATED_STRUCT = [
  /is not expected here/,
  /`type` field must be defined when the `nullable` field is used/,
  /^The field `[^`]+` is not allowed here\.$/,
];

const REPAIR_PASSES = 5;

/** Whether a pointer is inside an `x-` extension, which the reference does not read. */
const inExtension = (pointer: string | undefined) => /\/x-[^/]*(\/|$)/.test(pointer ?? '');

/** Whether a structural finding is one the reference ignores in every mode (besides any inside an `x-` extension). */
function tolerated(problem: NormalizedProblem): boolean {
  return (
    problem.ruleId === 'struct' &&
    (inExtension(problem.location[0].pointer) || TOLERATED_STRUCT.some((re) => re.test(problem.message)))
  );
}

/** The deepest pointer of the parsed file at or above `pointer` (a converted or read-leniently node may be new). */
function nearestInFile(parsed: ParsedDescription, pointer: string): {pointer: string; exact: boolean} {
  const segments = pointerSegments(parsed.toSource?.(pointer) ?? pointer);
  for (let length = segments.length; length > 0; length -= 1) {
    const candidate = toPointer(segments.slice(0, length));
    if (getByPointer(parsed.document.parsed, candidate) !== undefined) {
      return {pointer: candidate, exact: length === segments.length};
    }
  }
  return {pointer: '#', exact: segments.length === 0};
}

function where(parsed: ParsedDescription, source: Source, pointer: string, reportOnKey = false) {
  let start = {line: 1, col: 1};
  const own = source.absoluteRef === parsed.document.source.absoluteRef;
  const nearest = own ? nearestInFile(parsed, pointer) : {pointer, exact: true};
  try {
    start = positionOf(source, nearest.pointer, reportOnKey && nearest.exact);
  } catch {
    // A pointer into bundled content has no place in the file: report its start.
  }
  const file = own ? parsed.file : shownPath(source.absoluteRef);
  return {file, line: start.line, col: start.col};
}

function checkVersion(parsed: ParsedDescription): void {
  const root = parsed.document.parsed;
  const at = (pointer: string, message: string) =>
    new ProblemError([{...where(parsed, parsed.document.source, pointer, true), rule: 'openapi-version', message}]);
  if (!isObject(root)) throw at('#', 'not an OpenAPI description: the document is not an object');
  if (typeof root.swagger === 'string' && !isSwagger2(root)) {
    throw at(
      '#/swagger',
      `Swagger ${root.swagger} is not supported: the reference reads Swagger 2.0, OpenAPI 3.0.x, 3.1.x and 3.2.x`,
    );
  }
  if (isSwagger2(root)) return;
  if (typeof root.openapi !== 'string')
    throw at('#', 'not an OpenAPI description: `openapi` (3.0.x, 3.1.x or 3.2.x) is missing');
  if (!/^3\.[012]\./.test(root.openapi)) {
    throw at('#/openapi', `OpenAPI ${root.openapi} is not supported: the reference reads 3.0.x, 3.1.x and 3.2.x`);
  }
}

function refProblems(parsed: ParsedDescription, root: unknown, options: ValidateOptions): Problem[] {
  const sites = collectRefs(root);
  const problems: Problem[] = [];
  for (const loop of findRefLoops(root, sites)) {
    problems.push({
      ...where(parsed, parsed.document.source, `${loop.site.pointer}/$ref`),
      rule: 'circular-ref',
      message: `circular $ref with nothing to show: ${loop.chain.join(' → ')} (each reference only points at the next)`,
    });
  }
  for (const site of sites.filter((s) => /^#?\/?$/.test(s.ref))) {
    problems.push({
      ...where(parsed, parsed.document.source, `${site.pointer}/$ref`),
      rule: 'ref-to-root',
      message: `$ref "${site.ref}" names the whole description, which is not a schema, parameter or any other part of it`,
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

function lintMessage(problem: NormalizedProblem, document: Document, reading: ParsedDescription): string {
  const location = problem.location[0];
  if (problem.ruleId === 'no-unresolved-refs') {
    const pointer = location.pointer ?? '#';
    const own = location.source === document.source;
    // The `$ref` as the writer wrote it (`#/definitions/…` in a Swagger 2.0 file), else as read.
    const holders = own
      ? [
          getByPointer(reading.document.parsed, reading.toSource?.(pointer) ?? pointer),
          getByPointer(document.parsed, pointer),
        ]
      : [];
    const ref = holders.map((h) => (isObject(h) && typeof h.$ref === 'string' ? h.$ref : undefined)).find(Boolean);
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

/** The description as it is read: Swagger 2.0 converted, mistakes with one reading read as meant. */
async function readAsMeant(parsed: ParsedDescription, options: ValidateOptions) {
  const original = parsed.document.parsed as Record<string, unknown>;
  let reading: ParsedDescription = parsed;
  let root: unknown;
  let warnings: Problem[] = [];
  if (isSwagger2(original)) {
    let source = original;
    if (options.mode === 'lenient') {
      // The one rule reads the 2.0 file's structure before it is converted, at the 2.0 file's places.
      const copy = structuredClone(original);
      fileSchemas(copy);
      for (const finding of readSwagger2(copy)) {
        const place = where(parsed, parsed.document.source, finding.pointer, true);
        warnings.push({...place, rule: finding.rule, message: finding.message});
      }
      const document: Document = {source: parsed.document.source, parsed: copy};
      const {resolver, lint} = await linter(document, parsed);
      const report = (problem: NormalizedProblem, readAs?: string) => {
        if (readAs) warnings.push(entryOf(problem, document, parsed, readAs));
      };
      await readStructure(document, original, await lint(), {lint, resolver, report});
      source = document.parsed as Record<string, unknown>;
    }
    try {
      const converted = await convertSwagger2(source);
      root = converted.root;
      reading = {...parsed, toSource: converted.toSource};
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      throw new ProblemError([
        {
          ...where(parsed, parsed.document.source, '#/swagger', true),
          message: `cannot convert this Swagger 2.0 description: ${reason.split('\n')[0]}`,
          rule: 'swagger2-conversion',
        },
      ]);
    }
  } else {
    root = structuredClone(original);
  }
  const findings = readLeniently(root);
  const problems = findings.map((finding) => ({
    ...where(reading, parsed.document.source, finding.pointer, true),
    message: finding.message,
    rule: finding.rule,
  }));
  // Unchanged, the file's own object is read (the site's description is always this case).
  if (findings.length === 0 && reading === parsed) root = original;
  const document: Document = {source: parsed.document.source, parsed: root};
  warnings = [...warnings, ...problems];
  const split = options.mode === 'strict' ? {errors: problems, warnings: []} : {errors: [], warnings};
  return {reading, document, problems: split};
}

/** The `$ref` a problem was reached through, when the problem is about the whole node the `$ref` names. */
function throughRef(problem: NormalizedProblem, document: Document): string | undefined {
  const from = problem.from;
  const location = problem.location[0];
  if (!from || from.source !== document.source || location.source !== document.source) return undefined;
  const holder = getByPointer(document.parsed, from.pointer ?? '#');
  const ref = isObject(holder) && typeof holder.$ref === 'string' ? holder.$ref : undefined;
  return ref && isLocalRef(ref) && ref === (location.pointer ?? '#') ? ref : undefined;
}

/** A linter's problem as the reference reports it, at its place in the file the writer gave. */
function entryOf(problem: NormalizedProblem, document: Document, reading: ParsedDescription, readAs?: string): Problem {
  const location = problem.location[0];
  const ref = throughRef(problem, document);
  // A node of the wrong kind is the mistake of the `$ref` that names it: report it there.
  const place = ref
    ? where(reading, location.source, `${problem.from!.pointer}/$ref`)
    : where(reading, location.source, location.pointer ?? '#', location.reportOnKey);
  const message = lintMessage(problem, document, reading);
  const text = ref ? `$ref "${ref}" names the wrong kind of object here: ${message}` : message;
  return {...place, rule: problem.ruleId, message: readAs ? `${text.replace(/\.$/, '')}: ${readAs}` : text};
}

/** Redocly's linter with the reference's rules; a shape its resolver did not foresee is a problem at the file, never a stack. */
async function linter(document: Document, reading: ParsedDescription) {
  const config = await createConfig({rules: RULES});
  // 3.2's `$self` is the base of the description's references (selfResolver.ts).
  const self = isObject(document.parsed) ? document.parsed.$self : undefined;
  const resolver = new SelfResolver(self, document.source.absoluteRef);
  const lint = () =>
    lintDocument({document, config, customTypes: descriptionTypes(document), externalRefResolver: resolver}).catch(
      (error: unknown) => {
        const reason = error instanceof Error ? error.message : String(error);
        throw new ProblemError([
          {
            ...where(reading, document.source, '#'),
            rule: 'unreadable',
            message: `cannot resolve this description's references: ${reason}`,
          },
        ]);
      },
    );
  return {config, resolver, lint};
}

/** What lenient mode's repair passes need from the validation that runs them. */
interface StructureReader {
  lint: () => Promise<NormalizedProblem[]>;
  resolver: BaseResolver;
  /** Reports a problem, with how it was read. */
  report: (problem: NormalizedProblem, readAs?: string) => void;
}

/**
 * Lenient mode's one rule (repairs.ts): each structural problem with a reading is read so and
 * reported; what a reading changes is checked again, until nothing more can be read. The file's
 * own object (`original`) is never changed: the reading is of a copy. Returns the last findings.
 */
async function readStructure(
  document: Document,
  original: unknown,
  first: NormalizedProblem[],
  {lint, resolver, report}: StructureReader,
): Promise<NormalizedProblem[]> {
  let lintProblems = first;
  for (let pass = 0; pass < REPAIR_PASSES; pass += 1) {
    const readable = lintProblems.filter(
      (p) => p.ruleId === 'struct' && p.severity === 'error' && !tolerated(p) && !throughRef(p, document),
    );
    if (readable.length === 0) break;
    if (document.parsed === original) document.parsed = structuredClone(document.parsed);
    let repaired = 0;
    for (const source of new Set(readable.map((p) => p.location[0].source))) {
      const own = source.absoluteRef === document.source.absoluteRef;
      const other = own ? document : await resolver.resolveDocument(null, source.absoluteRef);
      // A file that could not be read has no findings of its own; `instanceof Error` keeps the types honest.
      if (other instanceof Error) continue;
      const found = readable.filter((p) => p.location[0].source === source);
      const {repairs} = repairStructure(
        other.parsed,
        found.map((problem) => ({pointer: problem.location[0].pointer ?? '#', message: problem.message, problem})),
      );
      for (const repair of repairs) report(repair.finding.problem, repair.reading);
      repaired += repairs.length;
    }
    if (repaired === 0) break;
    lintProblems = await lint();
  }
  return lintProblems;
}

/**
 * Lenient mode reads a local `$ref` that names nothing as if it were not there, as a renderer
 * shows the rest of the page around it: a schema that was only the `$ref` allows any value, and
 * a parameter or response that was only the `$ref` is then read by the one rule (readStructure:
 * left out, or given its empty reading). Each is reported before it is changed, so the warning
 * quotes the `$ref` at its place. Returns how many were read.
 */
async function readDanglingRefs(
  document: Document,
  original: unknown,
  problems: NormalizedProblem[],
  {resolver, report}: Pick<StructureReader, 'resolver' | 'report'>,
): Promise<number> {
  let read = 0;
  for (const problem of problems.filter((p) => p.ruleId === 'no-unresolved-refs')) {
    const location = problem.location[0];
    const own = location.source.absoluteRef === document.source.absoluteRef;
    if (own && document.parsed === original) document.parsed = structuredClone(document.parsed);
    const holder = own ? document : await resolver.resolveDocument(null, location.source.absoluteRef);
    if (holder instanceof Error) continue;
    const node = getByPointer(holder.parsed, location.pointer ?? '#');
    // Another file's, only inside an extension (Spotify's `x-spotify-policy` names a file it does not publish).
    if (!isObject(node) || typeof node.$ref !== 'string') continue;
    if (!isLocalRef(node.$ref) && !inExtension(location.pointer)) continue;
    report(problem, 'read as if it were not there');
    delete node.$ref;
    read += 1;
  }
  return read;
}

/** Validates a parsed description; throws ProblemError with every problem that stops the build. */
export async function validateDescription(
  parsed: ParsedDescription,
  options: ValidateOptions,
): Promise<ValidatedDescription> {
  checkVersion(parsed);
  const {reading, document, problems} = await readAsMeant(parsed, options);
  const errors = [...problems.errors, ...refProblems(reading, document.parsed, options)];
  // Redocly's resolver cannot follow a loop of references: stop before it tries.
  if (errors.length > 0) throw new ProblemError(sortProblems(errors));

  const {config, resolver, lint} = await linter(document, reading);
  let lintProblems = await lint();
  const warnings: Problem[] = [...problems.warnings];
  const seen = new Set<string>();
  const report = (problem: NormalizedProblem, readAs?: string) => {
    const entry = entryOf(problem, document, reading, readAs);
    const key = `${entry.file}:${entry.line}:${entry.col}:${entry.message}`;
    if (seen.has(key)) return;
    seen.add(key);
    (readAs || tolerated(problem) || problem.severity !== 'error' ? warnings : errors).push(entry);
  };
  if (options.mode === 'lenient') {
    const original = parsed.document.parsed;
    lintProblems = await readStructure(document, original, lintProblems, {lint, resolver, report});
    if ((await readDanglingRefs(document, original, lintProblems, {resolver, report})) > 0) {
      lintProblems = await readStructure(document, original, await lint(), {lint, resolver, report});
    }
  }
  for (const problem of lintProblems) report(problem);
  if (errors.length > 0) throw new ProblemError(sortProblems(errors));

  const locate = (pointer: string) => where(reading, document.source, pointer, true);
  const hasExternal = collectRefs(document.parsed).some((site) => !isLocalRef(site.ref));
  if (!hasExternal) {
    return {root: document.parsed as OpenApiDocument, warnings: sortProblems(warnings), locate, otherFiles: []};
  }
  // The files are listed before bundling, which rewrites the entry's `$ref`s to point inside it.
  const {index, others} = await indexFiles(document, resolver);
  const bundled = await bundleDocument({
    document,
    config,
    types: descriptionTypes(document),
    externalRefResolver: resolver,
    dereference: false,
  });
  // What the model reports at a pointer of the bundle is placed in the file the writer wrote it in.
  const root = bundled.bundle.parsed as OpenApiDocument;
  const locateAcross = (pointer: string) => {
    const place = placeAcross(root, index, pointer);
    return place ? where(reading, place.source, place.pointer, place.exact) : locate(pointer);
  };
  const otherFiles = others
    .map((file) => file.source.absoluteRef)
    .filter((ref) => !/^[a-z][a-z\d+.-]*:\/\//i.test(ref));
  return {root, warnings: sortProblems(warnings), locate: locateAcross, otherFiles};
}

function sortProblems(problems: Problem[]): Problem[] {
  return [...problems].sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.col - b.col);
}
