/** Parameters of an operation, by where they go: path, query, the query string as a whole (3.2), header, cookie. */
import {
  elementKey,
  isNullable,
  isObject,
  parameterExample,
  querystringExample,
  querystringText,
  sunsetOf,
  type ApiOperation,
  type HeaderObject,
  type ParameterObject,
  type Schema,
} from '../model';
import type {PageContext} from './context';
import {codeValue, el, escapeHtml} from './html';
import {fieldItem, mergeAllOf, schemaDoc, typeLabel} from './schema';
import {diffKey} from './lifecycle';

export const PARAMETER_LOCATIONS: [ParameterObject['in'], string][] = [
  ['path', 'Path parameters'],
  ['query', 'Query parameters'],
  // 3.2: the whole query string as one value.
  ['querystring', 'Query string'],
  ['header', 'Header parameters'],
  ['cookie', 'Cookie parameters'],
];

const DEFAULT_STYLE: Record<string, string> = {path: 'simple', query: 'form', header: 'simple', cookie: 'form'};

/** The schema a parameter is described by (its own, or that of its single `content` entry). */
export function parameterSchema(parameter: HeaderObject): {schema: Schema | undefined; mediaType?: string} {
  if (parameter.schema !== undefined) return {schema: parameter.schema};
  const [mediaType, media] = Object.entries(isObject(parameter.content) ? parameter.content : {})[0] ?? [];
  return {schema: media?.schema, mediaType};
}

function serialisationNote(parameter: ParameterObject): string {
  const notes: string[] = [];
  const style = parameter.style ?? DEFAULT_STYLE[parameter.in];
  if (parameter.style && parameter.style !== DEFAULT_STYLE[parameter.in])
    notes.push(`Serialised as ${codeValue(style)}`);
  if (parameter.explode === false && style === 'form') notes.push('Values are comma-separated, not repeated');
  if (parameter.explode === true && style !== 'form') notes.push('Exploded');
  if (parameter.allowReserved) notes.push('Reserved characters are sent unencoded');
  if (parameter.allowEmptyValue) notes.push('May be sent empty');
  return notes.join(' · ');
}

const descriptionUses = new WeakMap<object, Map<string, number>>();

/**
 * Whether this parameter, with this description, is on more than one operation (a signing
 * header, a page size): site search then skips its description, which would otherwise
 * make every operation match the same words. Its name stays searchable.
 */
function isRepeated(ctx: PageContext, parameter: ParameterObject): boolean {
  if (typeof parameter.description !== 'string' || parameter.description === '') return false;
  let uses = descriptionUses.get(ctx.model);
  if (!uses) {
    uses = new Map();
    for (const op of ctx.model.operations) {
      for (const p of op.parameters) {
        const key = `${p.in}\n${p.name}\n${p.description}`;
        uses.set(key, (uses.get(key) ?? 0) + 1);
      }
    }
    descriptionUses.set(ctx.model, uses);
  }
  return (uses.get(`${parameter.in}\n${parameter.name}\n${parameter.description}`) ?? 0) > 1;
}

/** One parameter; `operation` is the operation's key in the releases' diff (`GET /v1/x`), for its badges. */
function parameterRow(ctx: PageContext, parameter: ParameterObject, operation?: string): string {
  const {schema, mediaType} = parameterSchema(parameter);
  const id = ctx.anchors.claim(`${parameter.in}.${parameter.name}`);
  ctx.rowsLeft -= 1;
  const resolved = mergeAllOf(ctx, schema);
  const whole = parameter.in === 'querystring';
  const example = whole ? querystringExample(ctx.model, parameter) : parameterExample(ctx.model, parameter);
  const extra = [
    mediaType ? `${whole ? 'The whole query string, sent' : 'Sent'} as ${codeValue(mediaType)}` : '',
    serialisationNote(parameter),
    whole && example.found
      ? `Example: ${codeValue(`?${querystringText(example.value, mediaType, example.serialized)}`)}`
      : example.found &&
          (example.value === null || typeof example.value !== 'object') &&
          resolved?.example === undefined
        ? `Example: ${codeValue(example.value)}`
        : '',
  ].filter(Boolean);
  const key = operation && elementKey.parameter(operation, parameter.in, parameter.name);
  const badges = ctx.badges(key, {
    deprecated: parameter.deprecated === true || resolved?.deprecated === true,
    sunset: sunsetOf(parameter),
  });
  const doc = [
    ctx.markdown(parameter.description),
    // Without a description of its own, the parameter's schema's says what it is (Spotify writes
    // every one there, as converters from Swagger 2.0 often do).
    schemaDoc(ctx, schema, parameter.description ? '' : undefined, ctx.valueBadges(key)),
    extra.length > 0 ? el('div', {class: 'api-notes'}, extra.join(' · ')) : '',
  ].join('');
  return fieldItem({
    id,
    name: el('code', {}, escapeHtml(parameter.name)),
    type: typeLabel(ctx, schema),
    flags: [
      parameter.required ? 'required' : '',
      isNullable(resolved) ? 'nullable' : '',
      (parameter.deprecated || resolved?.deprecated) && !badges.deprecated ? 'deprecated' : '',
    ].filter(Boolean),
    doc,
    children: '',
    deprecated: parameter.deprecated === true,
    repeated: isRepeated(ctx, parameter),
    badges: badges.html,
  });
}

/** The parameter sections of an operation (empty when it has none). */
export function renderParameters(ctx: PageContext, op: ApiOperation, headingLevel = 3): string {
  const sections: string[] = [];
  for (const [location, heading] of PARAMETER_LOCATIONS) {
    const parameters = op.parameters.filter((p) => p.in === location);
    if (parameters.length === 0) continue;
    const id = ctx.anchors.claim(`${op.kind === 'webhook' ? 'payload-' : ''}${location}-parameters`);
    sections.push(
      el(`h${headingLevel}`, {id}, escapeHtml(heading)),
      el('ul', {class: 'api-fields'}, ...parameters.map((p) => parameterRow(ctx, p, diffKey(op)))),
    );
  }
  return sections.join('');
}
