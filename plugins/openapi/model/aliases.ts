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

/**
 * How many objects and arrays `root` holds as written (each once) and as read (an alias read
 * as a copy of its anchor, which is how every walker of the description meets it). Run after
 * aliasLoopsToRefs: what is left is acyclic, so each size is the sum of its children's, once.
 */
export function containerCounts(root: unknown): {written: number; read: number} {
  const sizes = new Map<object, number>();
  const stack: {node: object; children: object[]; next: number}[] = [];
  const push = (node: object) =>
    stack.push({
      node,
      children: (Array.isArray(node) ? node : Object.values(node)).filter(
        (value): value is object => typeof value === 'object' && value !== null,
      ),
      next: 0,
    });
  if (typeof root !== 'object' || root === null) return {written: 0, read: 0};
  push(root);
  while (stack.length > 0) {
    const frame = stack[stack.length - 1];
    const child = frame.children[frame.next];
    if (child !== undefined && !sizes.has(child)) {
      push(child);
      continue;
    }
    if (child !== undefined) {
      frame.next += 1;
      continue;
    }
    stack.pop();
    sizes.set(
      frame.node,
      frame.children.reduce((sum, c) => sum + (sizes.get(c) ?? 0), 1),
    );
    if (stack.length > 0) stack[stack.length - 1].next += 1;
  }
  return {written: sizes.size, read: sizes.get(root) ?? 0};
}

/** Where the first alias of a YAML text is (`*name` naming an anchor `&name` the text has), as an offset. */
export function firstAlias(text: string): number | undefined {
  const anchors = new Set([...text.matchAll(/&([^\s,[\]{}]+)/g)].map((m) => m[1]));
  for (const match of text.matchAll(/(^|[\s:,[{-])\*([^\s,[\]{}]+)(?=\s*(?:$|[,\]}#]))/gm)) {
    if (anchors.has(match[2])) return match.index + match[1].length;
  }
  return undefined;
}
