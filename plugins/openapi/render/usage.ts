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
 * Component schemas a value names, following references to anything that is not a schema
 * (a shared response, parameter or request body) but stopping at schemas.
 */
function namedSchemas(model: SpecModel, value: unknown, into: Set<string>, followed = new Set<string>()): Set<string> {
  if (Array.isArray(value)) value.forEach((v) => namedSchemas(model, v, into, followed));
  else if (isObject(value)) {
    if (typeof value.$ref === 'string') {
      if (model.schemaByRef.has(value.$ref)) into.add(value.$ref);
      else if (value.$ref.startsWith('#') && !followed.has(value.$ref)) {
        followed.add(value.$ref);
        namedSchemas(model, model.resolve(value), into, followed);
      }
    }
    for (const [key, child] of Object.entries(value)) {
      if (key !== '$ref' && key !== 'example' && key !== 'examples') namedSchemas(model, child, into, followed);
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
