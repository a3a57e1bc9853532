/** Which operations and schemas use each schema, directly or through other schemas. */
import {isObject, type ApiOperation, type ApiSchema, type Json, type SpecModel} from '../model';

export interface SchemaUsage {
  operationsUsing(pointer: string): ApiOperation[];
  schemasContaining(pointer: string): ApiSchema[];
}

/** `$ref`s to component schemas anywhere in a value (examples included, which is harmless). */
function directRefs(value: Json, into: Set<string>, model: SpecModel, visited = new Set<Json>()): Set<string> {
  if (Array.isArray(value)) value.forEach((v) => directRefs(v, into, model, visited));
  else if (isObject(value)) {
    if (typeof value.$ref === 'string') {
      if (model.schemaByRef.has(value.$ref)) into.add(value.$ref);
      else if (value.$ref.startsWith('#') && !visited.has(value.$ref)) {
        // Responses, parameters and request bodies by reference lead to schemas too.
        visited.add(value.$ref);
        directRefs(model.resolve(value), into, model, visited);
      }
    }
    for (const [key, child] of Object.entries(value)) if (key !== '$ref') directRefs(child, into, model, visited);
  }
  return into;
}

export function computeSchemaUsage(model: SpecModel): SchemaUsage {
  const contains = new Map<string, Set<string>>();
  for (const schema of model.schemas) contains.set(schema.pointer, directRefs(schema.schema, new Set(), model));
  const closure = (start: Set<string>): Set<string> => {
    const seen = new Set<string>();
    const queue = [...start];
    while (queue.length > 0) {
      const next = queue.pop()!;
      if (seen.has(next)) continue;
      seen.add(next);
      for (const child of contains.get(next) ?? []) if (!seen.has(child)) queue.push(child);
    }
    return seen;
  };
  const users = new Map<string, ApiOperation[]>();
  for (const op of [...model.operations, ...model.webhooks]) {
    const reached = closure(directRefs({p: op.parameters, o: op.operation}, new Set(), model));
    for (const pointer of reached) {
      if (!users.has(pointer)) users.set(pointer, []);
      users.get(pointer)!.push(op);
    }
  }
  const parents = new Map<string, ApiSchema[]>();
  for (const schema of model.schemas) {
    for (const child of contains.get(schema.pointer) ?? []) {
      if (child === schema.pointer) continue;
      if (!parents.has(child)) parents.set(child, []);
      parents.get(child)!.push(schema);
    }
  }
  return {
    operationsUsing: (pointer) => users.get(pointer) ?? [],
    schemasContaining: (pointer) => parents.get(pointer) ?? [],
  };
}
