// Type declarations for docs-consistency.mjs (plain JavaScript, used by TypeScript tests).

/** One place where a doc names something api/openapi.json does not have. */
export interface DocsProblem {
  /** The file name passed to `checkDocument`. */
  file: string;
  /** 1-based line in that file. */
  line: number;
  /** 1-based column, where the check knows it. */
  col?: number;
  /** Which check failed: `endpoint`, `api-url`, `query-parameter`, `header`, `error-code`, `request-body`, `response-body`, `problem-body` or `api-link`. */
  rule: string;
  /** What is wrong, in one sentence. */
  message: string;
  /** The offending text as it appears in the doc. */
  text: string;
}

/** One operation of the description, with its path- and operation-level parameters resolved. */
export interface SpecOperation {
  method: string;
  path: string;
  segments: string[];
  operationId: string;
  /** The slug of its reference page, from the spec model. */
  slug: string;
  operation: unknown;
  parameters: Array<{name: string; in: string; schema?: unknown}>;
}

/** What the checks need from api/openapi.json, built once by `buildSpecIndex`. */
export interface SpecIndex {
  spec: unknown;
  operations: SpecOperation[];
  headerNames: Set<string>;
  /** The error code catalogue: `Problem.code` enum. */
  catalogueCodes: Set<string>;
  /** Every property name, parameter name and enum value in the description. */
  vocabulary: Set<string>;
  ajv: unknown;
}

export interface CodeBlock {
  lang: string;
  meta: string;
  title: string;
  content: string;
  /** Line of the opening fence. */
  line: number;
  /** Line of the first content line. */
  contentLine: number;
}

export declare function buildSpecIndex(model: import('../../plugins/openapi/model').SpecModel): SpecIndex;

/** Operations whose path template matches `path` (no query string); with `prefix`, also those whose path starts with it. */
export declare function findOperations(index: SpecIndex, path: string, options?: {prefix?: boolean}): SpecOperation[];

export declare function splitDocument(text: string): {scannable: string; prose: string; codeBlocks: CodeBlock[]};

export declare function proseSentences(
  prose: string,
): Array<{text: string; offset: number; column: string; row?: string}>;

export declare function checkDocument(text: string, file: string, index: SpecIndex): DocsProblem[];

/** `file:line:col [rule] message: found "text"`. */
export declare function formatProblem(problem: DocsProblem): string;

/** `quickstarts/introduction.mdx` -> `/docs/quickstarts/introduction`. */
export declare function docRoute(relativePath: string): string;
