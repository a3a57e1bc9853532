/**
 * go-swagger's enum notes. go-swagger (Ory's, Gitea's descriptions) writes each value of a Go
 * enum as a line `value GoConstantName  Its doc comment` into `x-go-enum-desc`, and copies
 * those lines onto the end of the schema's `description`, where Markdown runs them into the
 * prose ("…the identity's state. active StateActive inactive StateInactive"). The lines are
 * taken off the description and read as the values' meanings (`x-enum-descriptions`, which
 * the field's notes show as a table), without the Go names, which mean nothing to a caller.
 */
import {walkSchemas, type Node} from './schemaWalk';

const GO_ENUM_DESC = 'x-go-enum-desc';

/** One line: the value (empty for the empty string), the Go constant's name, its doc comment. */
const LINE = /^(\S*) (\S+)(?:\s+(.*))?$/;

/** A line's meaning: its doc comment, without Go's habit of starting with the constant's name ("StateActive is …"). */
function meaning(name: string, doc: string): string {
  const text = doc.trim();
  if (!text.startsWith(`${name} `)) return text;
  const rest = text.slice(name.length + 1).replace(/^(is|are|means)\s+/, '');
  return rest.charAt(0).toUpperCase() + rest.slice(1);
}

/** The values' meanings from `x-go-enum-desc`'s lines; undefined when no line has a doc comment. */
export function goEnumMeanings(text: string): Record<string, string> | undefined {
  const meanings: Record<string, string> = {};
  let described = false;
  for (const line of text.split('\n')) {
    const match = LINE.exec(line.replace(/\s+$/, ''));
    if (!match) continue;
    meanings[match[1]] = meaning(match[2], match[3] ?? '');
    described ||= meanings[match[1]] !== '';
  }
  return described ? meanings : undefined;
}

/** Reads go-swagger's enum notes of every schema of `root`, in place. */
export function readGoEnums(root: unknown): void {
  walkSchemas(root, {
    schema: (node: Node) => {
      const lines = node[GO_ENUM_DESC];
      if (typeof lines !== 'string' || lines.trim() === '') return;
      if (typeof node.description === 'string') {
        const description = node.description.trimEnd();
        const tail = lines.trim();
        if (description.endsWith(tail)) node.description = description.slice(0, -tail.length).trimEnd();
      }
      const meanings = Array.isArray(node.enum) ? goEnumMeanings(lines) : undefined;
      if (meanings && node['x-enum-descriptions'] === undefined && node['x-enumDescriptions'] === undefined) {
        node['x-enum-descriptions'] = meanings;
      }
    },
  });
}
