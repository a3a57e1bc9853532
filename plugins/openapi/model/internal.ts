/**
 * `x-internal: true`: what a description's owner marks as not for the public (Redocly's
 * `remove-x-internal`, ReadMe and Stoplight read it so). Every operation, path, parameter,
 * schema, field, tag or response so marked is taken out of the model before pages
 * are made (a field out of its object's `required` list too), so no page, sample, search
 * entry or download shows it. Data (examples, defaults, enums) is not read.
 */
import {isObject} from './json';
import {DATA_KEYS} from './schemaWalk';

const FLAG = 'x-internal';
const isInternal = (value: unknown) => isObject(value) && value[FLAG] === true;

/** Removes what `root` marks internal, in place; returns how many it removed. */
export function removeInternal(root: unknown): number {
  let removed = 0;
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) {
      for (let index = node.length - 1; index >= 0; index -= 1) {
        if (isInternal(node[index])) {
          node.splice(index, 1);
          removed += 1;
        } else walk(node[index]);
      }
      return;
    }
    if (!isObject(node)) return;
    for (const [key, value] of Object.entries(node)) {
      if (DATA_KEYS.has(key) || key.startsWith('x-')) continue;
      if (key === 'properties' && isObject(value)) removeFields(node, value);
      if (isInternal(value)) {
        delete node[key];
        removed += 1;
      } else walk(value);
    }
  };
  /** A schema's internal fields leave its `required` list as well as its properties. */
  const removeFields = (schema: Record<string, unknown>, properties: Record<string, unknown>) => {
    const internal = Object.keys(properties).filter((name) => isInternal(properties[name]));
    if (internal.length > 0 && Array.isArray(schema.required)) {
      schema.required = schema.required.filter((name) => !internal.includes(String(name)));
    }
  };
  if (isObject(root)) walk(root);
  return removed;
}
