/**
 * One way to report a mistake in an input file (the API description, a guide, the
 * changelog, the host rules): a Problem placed at `file:line:col` with the rule that found
 * it, printed in one shape, `file:line:col: message [rule]` (the shape editors and CI
 * problem matchers read), and never with a stack trace.
 *
 * Code that finds problems returns them or throws a ProblemError; it never exits. Only the
 * boundaries turn problems into an exit code: the CLI scripts (`runCli`) and the Docusaurus
 * plugins and remark plugins (`stopBuild`).
 */
import path from 'node:path';
import logger from '@docusaurus/logger';

export interface Problem {
  /** The file as the user should open it: relative to where the command runs. */
  file: string;
  /** 1-based line. */
  line: number;
  /** 1-based column. */
  col: number;
  /** The name of the rule or check that found it: `invalid-json`, `endpoint`, `missing-change`… */
  rule: string;
  /** What is wrong, in one sentence. */
  message: string;
}

export function formatProblem(problem: Problem): string {
  return `${problem.file}:${problem.line}:${problem.col}: ${problem.message} [${problem.rule}]`;
}

/** Problems that stop what was asked for; the message is the formatted problems, the stack is that too. */
export class ProblemError extends Error {
  readonly problems: Problem[];

  constructor(problems: Problem | Problem[]) {
    const list = Array.isArray(problems) ? problems : [problems];
    super(list.map(formatProblem).join('\n'));
    this.name = 'ProblemError';
    this.problems = list;
    // A stack would only hide the place: the message already says where to look.
    this.stack = this.message;
  }
}

export interface LineCol {
  /** 1-based line. */
  line: number;
  /** 1-based column, in UTF-16 code units. */
  col: number;
}

/**
 * The offset of each line's first character in `text`: index a text once, then place each of its
 * problems with lineColAt. Counting lines from the first character for every problem would make a
 * long file with many findings pay for its length once per finding.
 */
export function lineStarts(text: string): number[] {
  const starts = [0];
  for (let at = text.indexOf('\n'); at !== -1; at = text.indexOf('\n', at + 1)) starts.push(at + 1);
  return starts;
}

/** The line and column (both from 1) of the UTF-16 `offset`, given the text's lineStarts, by binary search. */
export function lineColAt(starts: readonly number[], offset: number): LineCol {
  const at = Math.max(0, offset);
  let low = 0;
  let high = starts.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if (starts[middle] <= at) low = middle;
    else high = middle - 1;
  }
  return {line: low + 1, col: at - starts[low] + 1};
}

/** A path as problems show it: relative to where the command runs when inside it, with `/`. */
export function shownPath(file: string): string {
  const absolute = path.resolve(file);
  const relative = path.relative(process.cwd(), absolute);
  return (relative && !relative.startsWith('..') ? relative : absolute).split(path.sep).join('/');
}

/** A problem at a node of a page (a remark plugin's `file.path` and `node.position.start`). */
export function problemAt(
  file: string | undefined,
  start: {line: number; column: number} | undefined,
  rule: string,
  message: string,
): Problem {
  return {
    file: file ? shownPath(file) : '<unknown file>',
    line: start?.line ?? 1,
    col: start?.column ?? 1,
    rule,
    message,
  };
}

/** What a build that stops on a page's mistake tells the writer. */
export const FIX_THE_PAGE = 'The build stopped: fix the page at the place shown.';

/**
 * The plugin boundary. A production build prints the problems and exits 1: Docusaurus would
 * print a thrown error with its loader's stack, which only hides the place. The dev server gets
 * the error thrown, shows it in the page, and recovers once the file is fixed, unless
 * `alsoWhenServing` (a plugin that fails while the server starts has no page to show it in).
 * Any other error is a bug and is thrown as it is.
 */
export function stopBuild(error: unknown, advice: string, options: {alsoWhenServing?: boolean} = {}): never {
  if (!(error instanceof ProblemError)) throw error;
  if (process.env.NODE_ENV === 'production' || options.alsoWhenServing) {
    logger.error(`${error.message}\n${advice}`);
    process.exit(1);
  }
  throw error;
}

/**
 * The CLI boundary: runs `main` and exits with its code; problems thrown are printed with
 * `summary` (e.g. "the reference cannot be built until they are fixed") and exit 1, and any
 * other error prints its message (its stack with DEBUG=1) and exits 1.
 */
export function runCli(name: string, main: () => Promise<number>, summary = 'fix them at the places shown'): void {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      if (error instanceof ProblemError) {
        console.error(error.message);
        console.error(`${name}: ${error.problems.length} problem(s); ${summary}`);
      } else {
        const detail = error instanceof Error ? (process.env.DEBUG ? error.stack : error.message) : String(error);
        console.error(`${name}: ${detail}`);
      }
      process.exit(1);
    },
  );
}
