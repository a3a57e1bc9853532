// Type declarations for check-openapi.mjs (plain JavaScript, used by TypeScript tests).

/** One problem found in an OpenAPI description. */
export interface OpenApiProblem {
  /** The file name passed to `checkOpenApiText`. */
  file: string;
  /** `line L, column C` for JSON syntax errors, otherwise a JSON pointer such as `#/paths/~1v1~1cards/post/tags/0`. */
  where: string;
  /** What is wrong, in one sentence. */
  message: string;
}

/** Checks the text of an OpenAPI 3.x JSON description; returns an empty array when it is fine. */
export declare function checkOpenApiText(text: string, fileName: string): OpenApiProblem[];

/** Counts the operations and component schemas of a description that parses. */
export declare function summarizeOpenApiText(text: string): {operations: number; schemas: number};

/** Encodes path segments as a JSON Pointer URI fragment, e.g. `#/paths/~1v1~1cards/post`. */
export declare function toJsonPointer(segments: ReadonlyArray<string | number>): string;

/** Converts a UTF-16 offset to a 1-based line and column. */
export declare function lineColumnAt(text: string, offset: number): {line: number; column: number};

/** Offset of the first JSON syntax error found by a strict scanner (the text length if none). */
export declare function findJsonErrorOffset(text: string): number;
