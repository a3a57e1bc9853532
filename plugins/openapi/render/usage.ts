/**
 * Where each schema is used directly: the operations whose parameters, bodies or responses
 * name it, and the schemas that have it as a field. Direct uses only: in a real API almost
 * every schema is reachable from almost every operation through other schemas, and a list
 * of all of them would tell the reader nothing (and make every schema page as long as the API).
 */
import {isObject, type ApiOperation, type ApiSchema, type SpecModel} from '../model';

export interface SchemaUsage {
  operationsUsing(pointer: string): ApiOperation[];
  schemasContaining(pointer: string): ApiSchema[];
}

/**
 * Component schemas a value names, following references to anything that is not a component
 * schema (a shared response, parameter or request body, a schema inside another) but stopping
 * at component schemas. Each object is read once, so a value that contains itself ends.
 */
function namedSchemas(model: SpecModel, value: unknown, into: Set<string>): Set<string> {
  const read = new Set<unknown>();
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const node: unknown = pending.pop();
    if ((!Array.isArray(node) && !isObject(node)) || read.has(node)) continue;
    read.add(node);
    if (Array.isArray(node)) {
      pending.push(...(node as unknown[]));
      continue;
    }
    if (typeof node.$ref === 'string') {
      if (model.schemaByRef.has(node.$ref)) into.add(node.$ref);
      else if (node.$ref.startsWith('#')) pending.push(model.resolve(node));
    }
    for (const [key, child] of Object.entries(node)) {
      if (key !== '$ref' && key !== 'example' && key !== 'examples') pending.push(child);
    }
  }
  return into;
}

export function computeSchemaUsage(model: SpecModel): SchemaUsage {
  const users = new Map<string, ApiOperation[]>();
  for (const op of [...model.operations, ...model.webhooks]) {
    for (const pointer of namedSchemas(model, {parameters: op.parameters, operation: op.operation}, new Set())) {
      if (!users.has(pointer)) users.set(pointer, []);
      users.get(pointer)!.push(op);
    }
  }
  const parents = new Map<string, ApiSchema[]>();
  for (const schema of model.schemas) {
    for (const child of namedSchemas(model, schema.schema, new Set())) {
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
