/**
 * Which named values of `x-gcm-limits` apply to an operation, for its Markdown twin: a value
 * whose `about` names the operation (`Lines in one ProvisionGiftCard order`), a value whose
 * `about` names, in code, a parameter or field the operation has (`Idempotency-Key`,
 * `X-Nonce`, `delivery.scheduledAt`, `expires_in`), or one its description states. Pure.
 */
import {
  isObject,
  mergeAllOf,
  type ApiOperation,
  type LimitValue,
  type Schema,
  type SchemaLookup,
} from '../openapi/model';

/** How deep field paths are looked for in an operation's bodies. */
const PATH_DEPTH = 4;

/** Every field path of a schema (`delivery`, `delivery.scheduledAt`), an array's items' included. */
function fieldPaths(
  model: SchemaLookup,
  schemaOrRef: Schema | undefined,
  prefix = '',
  depth = 0,
  into = new Set<string>(),
) {
  const schema = mergeAllOf(model, schemaOrRef);
  if (!isObject(schema) || depth >= PATH_DEPTH) return into;
  if (schema.items !== undefined) fieldPaths(model, schema.items, prefix, depth + 1, into);
  for (const variant of [...(schema.oneOf ?? []), ...(schema.anyOf ?? [])])
    fieldPaths(model, variant, prefix, depth + 1, into);
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    const path = prefix ? `${prefix}.${name}` : name;
    into.add(path);
    fieldPaths(model, property, path, depth + 1, into);
  }
  return into;
}

/** The names an operation has: its parameters' and every field path of its bodies. */
export function operationNames(model: SchemaLookup, op: ApiOperation): Set<string> {
  const names = new Set(op.parameters.map((p) => String(p.name)));
  const bodies = [op.requestBody, ...Object.values(op.responses)];
  for (const container of bodies) {
    for (const media of Object.values(isObject(container?.content) ? container.content : {}))
      fieldPaths(model, media?.schema, '', 0, names);
  }
  return names;
}

/** Whether a code span of `about` names something the operation has (a field path names it by its end). */
function namesOne(about: string, names: ReadonlySet<string>): boolean {
  const spans = [...about.matchAll(/`([^`]+)`/g)].map((m) => m[1]);
  const lower = new Set([...names].map((n) => n.toLowerCase()));
  return spans.some(
    (span) => lower.has(span.toLowerCase()) || [...names].some((name) => name.endsWith(`.${span}`) || name === span),
  );
}

export function applyingLimits(
  model: SchemaLookup,
  op: ApiOperation,
  limits: Iterable<LimitValue>,
  stated: readonly LimitValue[],
): LimitValue[] {
  const names = operationNames(model, op);
  const byId = op.operationId ? new RegExp(`\\b${op.operationId}\\b`) : undefined;
  return [...limits].filter(
    (limit) => stated.includes(limit) || (byId?.test(limit.about) ?? false) || namesOne(limit.about, names),
  );
}
