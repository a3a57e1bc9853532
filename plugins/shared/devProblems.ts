/**
 * The problems that keep `npm start` from showing a saved change, by what reported them (the
 * reference plugin, for a description that cannot be built). The dev-loop plugin shows them in
 * the open page; a source that builds again clears its own.
 */
import {formatProblem, type Problem} from './problems';

type Listener = (lines: string[]) => void;

const bySource = new Map<string, string[]>();
const listeners = new Set<Listener>();

/** Every problem now, each as `file:line:col: message [rule]`. */
export function currentDevProblems(): string[] {
  return [...bySource.values()].flat();
}

/** Sets the problems of `source` (none: it builds again), and tells every listener. */
export function reportDevProblems(source: string, problems: readonly Problem[]): void {
  const lines = problems.map(formatProblem);
  if (lines.length === 0 && !bySource.has(source)) return;
  if (lines.length === 0) bySource.delete(source);
  else bySource.set(source, lines);
  const now = currentDevProblems();
  for (const listener of listeners) listener(now);
}

/** Calls `listener` with every change of the problems; returns the function that stops it. */
export function onDevProblems(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
