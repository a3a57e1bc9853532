/** What the skill says about operations: which use a scheme, which header they all need, their one-line form. */
import type {ApiOperation, ParameterObject, SchemaObject, SpecModel} from '../openapi/model';
import {isObject, wireMethod} from '../openapi/model';
import type {SkillLinks} from './links';
import {andList} from '../shared/text';

/** `[Void a gift card](…/void-card.md) (`POST /v1/gift-cards/{giftCardId}/void`)`. */
export function operationLink(op: ApiOperation, links: SkillLinks): string {
  return `[${op.title}](${links.page(op.id)}) (\`${wireMethod(op.method)} ${op.path}\`)`;
}

/** How many operations a sentence names before it points to references/operations.md instead. */
export const NAMED_OPERATIONS = 12;

/** Operations as linked prose, or, past NAMED_OPERATIONS, the first of them and where the rest are. */
export function namedOperations(operations: ApiOperation[], links: SkillLinks): string {
  if (operations.length <= NAMED_OPERATIONS) return andList(operations.map((op) => operationLink(op, links)));
  const named = operations.slice(0, NAMED_OPERATIONS).map((op) => operationLink(op, links));
  return `${named.join(', ')} and more in [references/operations.md](references/operations.md)`;
}

/** The operations any of whose security requirements names `scheme`. */
export function operationsUsing(model: SpecModel, scheme: string): ApiOperation[] {
  return model.operations.filter((op) => op.security.some((requirement) => scheme in requirement));
}

/** The header parameters every one of `operations` requires, in the first one's order. */
export function commonRequiredHeaders(operations: ApiOperation[]): ParameterObject[] {
  const required = (op: ApiOperation) =>
    op.parameters.filter((p) => p.in === 'header' && p.required === true).map((p) => p.name.toLowerCase());
  const [first, ...rest] = operations;
  if (!first) return [];
  return first.parameters.filter(
    (p) => p.in === 'header' && p.required === true && rest.every((op) => required(op).includes(p.name.toLowerCase())),
  );
}

/** A parameter's constraints in words: `integer, 1 to 100, default 25`, `pattern ^ptn_[A-Za-z0-9]+$, 10 to 64 characters`. */
export function constraints(model: SpecModel, parameter: ParameterObject): string {
  const schema = model.resolve(parameter.schema);
  if (!isObject(schema)) return '';
  const s = schema as SchemaObject;
  const parts: string[] = [];
  if (s.type) parts.push(String(s.type));
  if (typeof s.minimum === 'number' || typeof s.maximum === 'number')
    parts.push(`${s.minimum ?? '…'} to ${s.maximum ?? '…'}`);
  if (typeof s.minLength === 'number' || typeof s.maxLength === 'number')
    parts.push(`${s.minLength ?? 0} to ${s.maxLength ?? '…'} characters`);
  if (typeof s.pattern === 'string') parts.push(`pattern \`${s.pattern}\``);
  if (s.default !== undefined) parts.push(`default \`${JSON.stringify(s.default)}\``);
  return parts.join(', ');
}
