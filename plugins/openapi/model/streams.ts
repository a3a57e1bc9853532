/**
 * Streamed bodies (OpenAPI 3.2's `itemSchema`): a body that is a sequence of items, each framed
 * as its media type frames them. An example of one is several items written out so: events of
 * `text/event-stream`, lines of JSON Lines, records of JSON text sequences (RFC 7464).
 */
import {isObject} from './json';
import type {JsonValue} from './openapi';

type Framing = 'event-stream' | 'lines' | 'json-seq';

const FRAMINGS: [RegExp, Framing][] = [
  [/^text\/event-stream\b/i, 'event-stream'],
  [/^application\/(jsonl|x-ndjson|x-jsonlines)\b/i, 'lines'],
  [/^application\/json-seq\b/i, 'json-seq'],
];

/** The record separator of JSON text sequences (U+001E) is invisible on a page: shown as its picture, ␞. */
export const RECORD_SEPARATOR_PICTURE = '\u241e';

/** The fields of a server-sent event, as `text/event-stream` writes them. */
const EVENT_FIELDS = ['event', 'data', 'id', 'retry'];

function framingOf(mediaType: string): Framing | undefined {
  return FRAMINGS.find(([pattern]) => pattern.test(mediaType))?.[1];
}

/** Whether a media type is one of the sequential ones whose items `itemSchema` describes. */
export const isStreamMedia = (mediaType: string) => framingOf(mediaType) !== undefined;

/** How a media type frames its items, in words ("one JSON value a line"). */
export function framingWords(mediaType: string): string {
  switch (framingOf(mediaType)) {
    case 'event-stream':
      return 'each an event: `event:`, `data:`, `id:` and `retry:` lines, ended by a blank line';
    case 'lines':
      return 'one JSON value a line';
    case 'json-seq':
      return `each a JSON text after a record separator (byte 0x1E, shown ${RECORD_SEPARATOR_PICTURE}) and ended by a line feed`;
    default:
      return 'one after another';
  }
}

const json = (value: JsonValue) => JSON.stringify(value) ?? 'null';

/** One server-sent event: an object of the event's fields as its lines, anything else as its `data`. */
function eventText(item: JsonValue): string {
  const fields =
    isObject(item) && Object.keys(item).length > 0 && Object.keys(item).every((key) => EVENT_FIELDS.includes(key))
      ? item
      : {data: item};
  const lines: string[] = [];
  for (const key of EVENT_FIELDS) {
    const value = fields[key];
    if (value === undefined) continue;
    const text = typeof value === 'string' ? value : json(value);
    for (const line of text.split('\n')) lines.push(`${key}: ${line}`);
  }
  return `${lines.join('\n')}\n\n`;
}

/**
 * Whether a text is a stream already written in its media type's framing (an example given as
 * the bytes sent: `data: {…}` lines, JSON lines, records): shown as written, never framed again.
 */
export function isFramedText(mediaType: string, text: string): boolean {
  switch (framingOf(mediaType)) {
    case 'event-stream':
      return /^(event|data|id|retry):/m.test(text);
    case 'json-seq':
      return text.startsWith('\u001e') || text.startsWith(RECORD_SEPARATOR_PICTURE);
    case 'lines':
      return text.includes('\n') && text.split('\n').every((line) => line.trim() === '' || parsesAsJson(line));
    default:
      return false;
  }
}

function parsesAsJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/** Items written as the media type frames them: the text of a streamed body. */
export function frameItems(mediaType: string, items: readonly JsonValue[]): string {
  switch (framingOf(mediaType)) {
    case 'event-stream':
      return items.map(eventText).join('');
    case 'json-seq':
      return items.map((item) => `${RECORD_SEPARATOR_PICTURE}${json(item)}\n`).join('');
    default:
      return items.map((item) => `${json(item)}\n`).join('');
  }
}
