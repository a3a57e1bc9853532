/** The MDX of one schema page: description, fields, example, and where it is used. */
import {listOperations, resolve, type Json, type OpenApiDocument} from './spec';
import {toSafeMdx, toSafeInline} from './safeMdx';
import {constraintNotes, renderFields, typeLabel} from './schemaFields';
import {schemaExample} from './schemaExample';
import {jsonBlock} from './mdxBlocks';
import {operationPermalink, schemaPermalink} from './links';

/** Every `$ref` to a component schema anywhere inside a value. */
function collectSchemaRefs(value: Json, into = new Set<string>()): Set<string> {
  if (Array.isArray(value)) value.forEach((v) => collectSchemaRefs(v, into));
  else if (value && typeof value === 'object') {
    if (typeof value.$ref === 'string' && value.$ref.startsWith('#/components/schemas/'))
      into.add(value.$ref.split('/').pop()!);
    Object.values(value).forEach((v) => collectSchemaRefs(v, into));
  }
  return into;
}

/** Names of schemas reachable from a value, following references transitively. */
export function reachableSchemas(spec: OpenApiDocument, value: Json): Set<string> {
  const found = new Set<string>();
  const queue = [...collectSchemaRefs(value)];
  while (queue.length > 0) {
    const name = queue.pop()!;
    if (found.has(name)) continue;
    found.add(name);
    queue.push(...collectSchemaRefs(spec.components?.schemas?.[name]));
  }
  return found;
}

export function renderSchemaPage(spec: OpenApiDocument, name: string): string {
  const ref = {$ref: `#/components/schemas/${name}`};
  const schema = resolve(spec, ref);
  const out: string[] = [`# ${toSafeInline(name)}`, ''];
  if (schema.description) out.push(toSafeMdx(schema.description), '');
  const fields = renderFields(spec, ref);
  if (fields) {
    out.push('## Fields', '', fields, '');
  } else {
    out.push('## Type', '', `${typeLabel(spec, {...schema, description: undefined})}`, '');
    const notes = constraintNotes(spec, schema);
    if (notes.length) out.push(toSafeInline(notes.join(' · ')), '');
    if (Array.isArray(schema.enum) && schema['x-enum-descriptions']) {
      out.push(
        Object.entries<string>(schema['x-enum-descriptions'])
          .map(([value, meaning]) => `- \`${value}\`: ${toSafeInline(meaning)}`)
          .join('\n'),
        '',
      );
    }
  }
  const example = schemaExample(spec, ref);
  if (example !== undefined) out.push('## Example', '', jsonBlock(`${name} example`, example), '');

  const usedBy = listOperations(spec).filter((entry) => reachableSchemas(spec, entry.operation).has(name));
  const containedIn = Object.keys(spec.components?.schemas ?? {}).filter(
    (other) => other !== name && collectSchemaRefs(spec.components!.schemas![other]).has(name),
  );
  if (usedBy.length > 0 || containedIn.length > 0) {
    out.push('## Used by', '');
    for (const entry of usedBy) {
      const id = entry.operation.operationId as string;
      out.push(
        `- [${toSafeInline(entry.operation.summary ?? id)}](${operationPermalink(id)}) · \`${entry.method.toUpperCase()} ${entry.path}\``,
      );
    }
    for (const other of containedIn) out.push(`- [\`${other}\`](${schemaPermalink(other)}) (field)`);
    out.push('');
  }
  return out.join('\n');
}
