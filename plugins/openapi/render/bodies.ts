/** Request and response bodies, one block per media type: JSON, XML, forms, multipart, text, files. */
import {
  differsByDirection,
  framingWords,
  isObject,
  isStreamMedia,
  schemaTypes,
  type BodyDirection,
  type MediaTypeObject,
  type Schema,
} from '../model';
import type {PageContext} from './context';
import {codeValue, el, escapeHtml} from './html';

import {mergeAllOf, schemaBody, typeLabel} from './schema';

export type MediaKind = 'structured' | 'text' | 'binary';

const STRUCTURED = /(^application\/(.+\+)?(json|xml)|^text\/xml|^application\/x-www-form-urlencoded|^multipart\/)/i;

/** How a media type's body is read: fields, plain text, or raw bytes. */
export function mediaKind(ctx: PageContext, mediaType: string, media: MediaTypeObject | undefined): MediaKind {
  const structured = STRUCTURED.test(mediaType);
  const text = /^text\//i.test(mediaType);
  const schema = mergeAllOf(ctx, media?.schema);
  if (!isObject(schema)) return structured ? 'structured' : text ? 'text' : 'binary';
  if (structured) return 'structured';
  const types = schemaTypes(schema);
  if (schema.format === 'binary' || schema.contentMediaType !== undefined || schema.contentEncoding !== undefined) {
    return 'binary';
  }
  const scalar = types.every((t) => t !== 'object' && t !== 'array');
  if (text && scalar) return 'text';
  return scalar && types.includes('string') ? 'binary' : 'structured';
}

function encodingNotes(ctx: PageContext, media: MediaTypeObject): string {
  if (!isObject(media.encoding)) return '';
  const items = Object.entries(media.encoding).map(([field, encoding]) => {
    const parts = [
      encoding.contentType ? `sent as ${codeValue(encoding.contentType)}` : '',
      encoding.style ? `serialised as ${codeValue(encoding.style)}` : '',
      isObject(encoding.headers)
        ? `with headers ${Object.keys(encoding.headers)
            .map((h) => codeValue(h))
            .join(', ')}`
        : '',
    ].filter(Boolean);
    return el('li', {}, `${codeValue(field)}: ${parts.join(', ') || 'default encoding'}`);
  });
  return el('div', {class: 'api-encoding'}, el('p', {}, 'Part encoding:'), el('ul', {}, ...items));
}

export interface MediaSection {
  /** Anchor prefix of the fields, e.g. `request` or `response-200`. */
  prefix: string;
  /** How the section is named when another section shows the same schema, e.g. "the 400 response". */
  label: string;
  /** Whose fields an inline schema's are in the releases' diff (`POST /v1/x`), for their badges. */
  owner?: string;
  /** The way the body goes (a webhook's or callback's payload is a request): its fields are those that go that way. */
  direction: BodyDirection;
}

const bodyOptions = (section: MediaSection, label = section.label) => ({
  owner: section.owner,
  label,
  direction: section.direction,
});

/**
 * A streamed body (3.2's `itemSchema`): how its items are framed, then one item's shape. Its
 * example, several items framed so, is in the panel beside (model/examples.ts `mediaExamples`).
 */
function renderStream(ctx: PageContext, mediaType: string, itemSchema: Schema, head: string, section: MediaSection) {
  return (
    head +
    el(
      'p',
      {class: 'api-shape'},
      `A stream of items, ${escapeHtml(framingWords(mediaType)).replace(/`([^`]+)`/g, '<code>$1</code>')}. Each item:`,
    ) +
    schemaBody(ctx, itemSchema, section.prefix, bodyOptions(section, `an item of ${section.label}`))
  );
}

/** One media type of a body: its content type, and its fields, text or file. */
export function renderMedia(
  ctx: PageContext,
  mediaType: string,
  media: MediaTypeObject | undefined,
  section: MediaSection,
): string {
  const streamed = isStreamMedia(mediaType) && media?.itemSchema !== undefined && media.schema === undefined;
  const page = ctx.schemaPage(streamed ? media?.itemSchema : media?.schema);
  const head = el(
    'p',
    {class: 'api-media'},
    el('span', {class: 'api-media__label'}, 'Content type'),
    ' ',
    el('code', {}, escapeHtml(mediaType)),
    page ? ` · schema ${el('a', {href: page.href}, el('code', {}, escapeHtml(page.name)))}` : '',
  );
  if (streamed) return renderStream(ctx, mediaType, media.itemSchema!, head, section);
  const kind = mediaKind(ctx, mediaType, media);
  if (kind === 'binary') {
    const schema = mergeAllOf(ctx, media?.schema);
    return (
      head +
      el(
        'p',
        {class: 'api-shape'},
        `The body is the raw bytes of the file${schema?.contentMediaType ? ` (${codeValue(schema.contentMediaType)})` : ''}.`,
      ) +
      ctx.markdown(schema?.description)
    );
  }
  if (kind === 'text') {
    return (
      head +
      el('p', {class: 'api-shape'}, `The body is plain text: ${typeLabel(ctx, media?.schema)}.`) +
      ctx.markdown(mergeAllOf(ctx, media?.schema)?.description)
    );
  }
  if (media?.schema === undefined) return head + el('p', {class: 'api-shape'}, 'Any content of this type.');
  if (page) {
    // A schema whose fields differ by direction is shown again the other way.
    const key = differsByDirection(ctx.model, media.schema) ? `${section.direction} ${page.ref}` : page.ref;
    const shown = ctx.expanded.get(key);
    if (shown) {
      return (
        head +
        el(
          'p',
          {class: 'api-shape'},
          `The same fields as ${el('a', {href: `#${shown.anchor}`}, escapeHtml(shown.label))}.`,
        )
      );
    }
    ctx.expanded.set(key, {anchor: section.prefix, label: section.label});
  }
  return head + schemaBody(ctx, media.schema, section.prefix, bodyOptions(section)) + encodingNotes(ctx, media);
}

/** Every media type of a body (a request body, a response), the first one anchored at `prefix`. */
export function renderContent(
  ctx: PageContext,
  content: Record<string, MediaTypeObject> | undefined,
  section: MediaSection,
): string {
  if (!isObject(content)) return '';
  const seen = new Map<string, string>();
  return Object.entries(content)
    .map(([mediaType, media], index) => {
      const key = JSON.stringify(media?.schema ?? null);
      const earlier = seen.get(key);
      if (earlier && media?.schema !== undefined) {
        return el(
          'p',
          {class: 'api-media'},
          el('span', {class: 'api-media__label'}, 'Content type'),
          ' ',
          el('code', {}, escapeHtml(mediaType)),
          `: the same fields as ${el('code', {}, escapeHtml(earlier))}.`,
        );
      }
      seen.set(key, mediaType);
      const prefix = index === 0 ? section.prefix : `${section.prefix}.${mediaType}`;
      return renderMedia(ctx, mediaType, media, {...section, prefix});
    })
    .join('');
}
