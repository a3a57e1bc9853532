/**
 * Bump's `x-topics`: pages of prose a description puts before its operations ("Getting
 * started", "Errors"), each a `title`, its `content` in Markdown and an optional `example`,
 * any of them a `$ref` to a Markdown file (read by the bundler: redoclyTypes.ts). The overview
 * shows each as a section of its own, in order. An entry that cannot be read (no title, no
 * text) is left out with a warning at its place.
 */
import {isObject} from './json';
import {ruleWarnings, type Locate} from './position';
import type {Problem} from '../../shared/problems';

export const TOPICS_RULE = 'x-topics';

export interface Topic {
  title: string;
  /** Markdown. */
  content: string;
  /** Markdown, shown after the content. */
  example?: string;
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value : undefined);

export function readTopics(value: unknown, locate: Locate): {topics: Topic[]; problems: Problem[]} {
  const {problems, warn} = ruleWarnings(TOPICS_RULE, ['x-topics'], locate);
  if (value === undefined) return {topics: [], problems};
  if (!Array.isArray(value)) {
    warn([], 'x-topics is not a list of topics: no topic is shown');
    return {topics: [], problems};
  }
  const topics: Topic[] = [];
  for (const [index, entry] of value.entries()) {
    const title = isObject(entry) ? text(entry.title) : undefined;
    const content = isObject(entry) ? text(entry.content) : undefined;
    if (!isObject(entry) || title === undefined || content === undefined) {
      warn([index], 'a topic needs a title and its content, as text or a $ref to a file of it: left out');
      continue;
    }
    const example = text(entry.example);
    topics.push({title: title.trim(), content, ...(example ? {example} : {})});
  }
  return {topics, problems};
}
