/**
 * A YAML alias inside the node its anchor names (`schema: &node {properties: {child: *node}}`)
 * makes the parsed description contain itself, and nothing that walks it could finish. Such an
 * alias is read as what its writer meant, a recursive schema: a `$ref` to where its anchor is,
 * which every reader of the description follows as it follows any other. An alias that repeats
 * a value elsewhere, not inside itself, stays as it is.
 */
import {toPointer} from './json';

interface Frame {
  node: object;
  entries: [string | number, unknown][];
  next: number;
}

/** Replaces, in place, each value of `root` that is one of its own containers with a `$ref` to it. */
export function aliasLoopsToRefs(root: unknown): void {
  if (typeof root !== 'object' || root === null) return;
  const path: (string | number)[] = [];
  /** The containers from the root down to the current value, each with its pointer. */
  const around = new Map<object, string>();
  /** Containers read to the end: nothing in them contains its container any more. */
  const done = new Set<object>();
  const enter = (node: object): Frame => {
    around.set(node, toPointer(path));
    const entries: [string | number, unknown][] = Array.isArray(node)
      ? node.map((value, index): [number, unknown] => [index, value])
      : Object.entries(node);
    return {node, entries, next: 0};
  };
  const stack = [enter(root)];
  while (stack.length > 0) {
    const frame = stack[stack.length - 1];
    if (frame.next >= frame.entries.length) {
      stack.pop();
      around.delete(frame.node);
      done.add(frame.node);
      path.pop();
      continue;
    }
    const [key, value] = frame.entries[frame.next];
    frame.next += 1;
    if (typeof value !== 'object' || value === null || done.has(value)) continue;
    const pointer = around.get(value);
    if (pointer !== undefined) {
      (frame.node as Record<string | number, unknown>)[key] = {$ref: pointer};
      continue;
    }
    path.push(key);
    stack.push(enter(value));
  }
}
