/**
 * Redoc's `x-tagGroups`: named sets of tags, in order, which the sidebar shows as headings over
 * their tags (Lob's "Print and Mail API", Okta's 121 tags in groups, Mist). Read as Redoc reads
 * them: a group is its `name` and the tags it lists that have a page here; what cannot be read
 * (an entry without a name or a list of tags, a tag with no page) is left out, with a warning.
 */
import {isObject} from './json';
import {ruleWarnings, type Locate} from './position';
import type {Problem} from '../../shared/problems';

export const TAG_GROUPS_RULE = 'x-tag-groups';

export interface TagGroup<G> {
  name: string;
  groups: G[];
}

export function readTagGroups<G extends {name: string}>(
  value: unknown,
  groups: readonly G[],
  locate: Locate,
): {tagGroups: TagGroup<G>[]; problems: Problem[]} {
  const {problems, warn} = ruleWarnings(TAG_GROUPS_RULE, ['x-tagGroups'], locate);
  if (value === undefined) return {tagGroups: [], problems};
  if (!Array.isArray(value)) {
    warn([], 'x-tagGroups is not a list of groups: the sidebar lists the tags without groups');
    return {tagGroups: [], problems};
  }
  const byName = new Map(groups.map((group) => [group.name, group]));
  const tagGroups: TagGroup<G>[] = [];
  for (const [n, entry] of value.entries()) {
    const name = isObject(entry) && typeof entry.name === 'string' ? entry.name.trim() : '';
    if (!isObject(entry) || name === '' || !Array.isArray(entry.tags)) {
      warn([n], 'a tag group needs a name and a list of tags: left out, its tags listed after the groups');
      continue;
    }
    const listed: G[] = [];
    for (const [t, tag] of entry.tags.entries()) {
      const group = typeof tag === 'string' ? byName.get(tag) : undefined;
      if (group && !listed.includes(group)) listed.push(group);
      else if (!group) {
        warn(
          [n, 'tags', t],
          `tag group "${name}" lists ${JSON.stringify(tag)}, which no operation uses and no description explains: left out`,
        );
      }
    }
    if (listed.length > 0) tagGroups.push({name, groups: listed});
  }
  return {tagGroups, problems};
}
