/**
 * OpenAPI 3.2's nested tags: a tag's `parent` names the tag it sits under, in the sidebar and on
 * the tags' pages. What cannot be read so (a parent no tag declares, tags that are each other's
 * parents) is read as a tag at the top level, with a warning at its `parent`.
 */
import {isObject} from './json';
import {ruleWarnings, type Locate} from './position';
import type {Problem} from '../../shared/problems';

export const TAG_PARENT_RULE = 'tag-parent';

/** The declared tags' parents, by name (a tag at the top level has none), and what could not be read. */
export function readTagParents(tags: unknown, locate: Locate): {parents: Map<string, string>; problems: Problem[]} {
  const rule = ruleWarnings(TAG_PARENT_RULE, ['tags'], locate);
  const {problems} = rule;
  const warn = (index: number, message: string) => rule.warn([index, 'parent'], message);
  const list = Array.isArray(tags) ? tags : [];
  const names = new Set(list.filter((tag) => isObject(tag)).map((tag) => String(tag.name)));
  const indexOf = new Map<string, number>();
  const parents = new Map<string, string>();
  for (const [index, tag] of list.entries()) {
    if (!isObject(tag) || typeof tag.parent !== 'string') continue;
    const name = String(tag.name);
    if (!indexOf.has(name)) indexOf.set(name, index);
    if (names.has(tag.parent)) parents.set(name, tag.parent);
    else warn(index, `tag "${name}" names the parent "${tag.parent}", which no tag declares: shown at the top level`);
  }
  for (const cycle of findCycles(parents)) {
    // The cycle is opened at the tag declared last: the others keep their parents.
    const last = cycle.reduce((a, b) => ((indexOf.get(b) ?? 0) > (indexOf.get(a) ?? 0) ? b : a));
    const chain = [...cycle, cycle[0]].map((name) => `"${name}"`).join(' → ');
    parents.delete(last);
    warn(indexOf.get(last) ?? 0, `tags nest in a cycle (${chain}): "${last}" shown at the top level`);
  }
  return {parents, problems};
}

/** Each cycle of parents once, as its tags in parent order from its first-met tag. */
export function findCycles(parents: ReadonlyMap<string, string>): string[][] {
  const cycles: string[][] = [];
  const done = new Set<string>();
  for (const start of parents.keys()) {
    const path: string[] = [];
    let name: string | undefined = start;
    while (name !== undefined && !done.has(name) && !path.includes(name)) {
      path.push(name);
      name = parents.get(name);
    }
    if (name !== undefined && path.includes(name)) cycles.push(path.slice(path.indexOf(name)));
    for (const seen of path) done.add(seen);
  }
  return cycles;
}

/** A tag's ancestors, nearest first (the parents as read: without cycles). */
export function ancestorsOf(name: string, parents: ReadonlyMap<string, string>): string[] {
  const found: string[] = [];
  for (
    let parent = parents.get(name);
    parent !== undefined && found.length <= parents.size;
    parent = parents.get(parent)
  ) {
    found.push(parent);
  }
  return found;
}
