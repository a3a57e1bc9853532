/**
 * Problems in an API description, reported as `file:line:col: message`: what a writer
 * needs to fix the file, and never a stack trace.
 */
export interface SpecProblem {
  file: string;
  line: number;
  col: number;
  message: string;
  /** The rule that found it (`duplicate-operation-id`, …), shown after the message; the lead's unified Problem makes it required. */
  rule?: string;
}

export function formatProblem(problem: SpecProblem): string {
  return `${problem.file}:${problem.line}:${problem.col}: ${problem.message}${problem.rule ? ` (${problem.rule})` : ''}`;
}

/** A description that cannot be turned into a reference; its message is the formatted problems. */
export class SpecError extends Error {
  constructor(readonly problems: SpecProblem[]) {
    super(problems.map(formatProblem).join('\n'));
    this.name = 'SpecError';
  }
}

/** 1-based line and column of a UTF-16 offset. */
export function lineColAt(text: string, offset: number): {line: number; col: number} {
  let line = 1;
  let lineStart = 0;
  const end = Math.max(0, Math.min(offset, text.length));
  for (let i = 0; i < end; i += 1) {
    if (text.charCodeAt(i) === 10) {
      line += 1;
      lineStart = i + 1;
    }
  }
  return {line, col: end - lineStart + 1};
}
