/**
 * Stops on a writer's mistake in a guide, placed as `file:line:col: problem` with the file
 * relative to where the command runs, and never with a stack trace. Docusaurus reports an
 * MDX plugin's error with its own loader's stack, so a production build prints the
 * problem and exits; the dev server gets a thrown error, which it shows in the page and
 * recovers from once the file is fixed.
 */
import path from 'node:path';
import logger from '@docusaurus/logger';

export function failAt(
  file: string | undefined,
  start: {line: number; column: number} | undefined,
  reason: string,
): never {
  const shown = file ? path.relative(process.cwd(), file) || file : '<unknown file>';
  const message = `${shown}${start ? `:${start.line}:${start.column}` : ''}: ${reason}`;
  if (process.env.NODE_ENV === 'production') {
    logger.error(`${message}\nThe build stopped: fix the page at the place shown.`);
    process.exit(1);
  }
  const error = new Error(message);
  error.stack = message;
  throw error;
}
