/**
 * OpenAPI 3.2's `in: querystring` parameter: the whole query string as one value, described by
 * its `content` (a form, JSON, …). Its example, written as the query string a request sends.
 */
import {isObject} from './json';
import {parameterExample} from './examples';
import type {JsonValue, ParameterObject} from './openapi';
import type {SchemaLookup} from './schema';

const scalar = (value: JsonValue) => (typeof value === 'string' ? value : (JSON.stringify(value) ?? ''));

/**
 * The query string (without `?`) of a querystring parameter's example: a serialized example as
 * written; an object as a form (`a=1&b=x`, a list's items repeated) when the media type is a form
 * or none; any other value as its JSON, percent-encoded.
 */
export function querystringText(value: JsonValue, mediaType = '', serialized = false): string {
  if (serialized && typeof value === 'string') return value.replace(/^\?/, '');
  const form = mediaType === '' || /^application\/x-www-form-urlencoded\b/i.test(mediaType);
  if (form && isObject(value)) {
    return Object.entries(value)
      .flatMap(([name, member]) =>
        (Array.isArray(member) ? member : [member]).map(
          (item) => `${encodeURIComponent(name)}=${encodeURIComponent(scalar(item))}`,
        ),
      )
      .join('&');
  }
  if (form && typeof value === 'string') return value.replace(/^\?/, '');
  return encodeURIComponent(scalar(value));
}

/** A querystring parameter's example: its own, else that of its media type (where 3.2 writes it, beside the schema). */
export function querystringExample(
  model: SchemaLookup,
  parameter: ParameterObject,
): ReturnType<typeof parameterExample> {
  const own = parameterExample(model, parameter);
  if (own.found || !isObject(parameter.content)) return own;
  return parameterExample(model, Object.values(parameter.content)[0]);
}
