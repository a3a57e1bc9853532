/**
 * The node types Redocly checks and bundles a description with: those of its version, with
 * what @redocly/openapi-core 2.x gets wrong mended, and Bump's `x-topics` added.
 * - Its OpenAPI 3.2 device authorization flow declares `scopes` as a map of a type named
 *   `string`, which no type has that name: every 3.2 description then fails with "Unknown type
 *   name found: string", whether it has the flow or not. Read as the other flows' `scopes`
 *   are: an object of strings.
 * - Bump's `x-topics` (pages of prose before the operations: a `title`, its `content` and an
 *   `example`, each often a `$ref` to a Markdown file) is an extension Redocly does not know,
 *   so the bundler would leave those `$ref`s unread: typed, each is read as the file's text.
 * - An Example Object's `value` is data to Redocly, so `value: {$ref: ../examples/x.json}`
 *   (how NHS England's description keeps its examples in files) stayed a `$ref`, shown as
 *   the example: read as the file it names (a local one is read by the model: examples.ts).
 * - A 3.0 or 3.1 Media Type Object has no `itemSchema`, but the lenient reading
 *   `stream-schema-as-items` (readings.ts) gives a streamed body's item schema one: typed as
 *   its `schema` is, so that it is checked and its `$ref`s read.
 */
import {detectSpec, getTypes, type Document, type NodeType} from '@redocly/openapi-core';

const TOPIC_TYPES: Record<string, NodeType> = {
  XTopicList: {properties: {}, items: 'XTopic'} as NodeType,
  XTopic: {
    properties: {title: {type: 'string'}, content: {type: 'string'}, example: {type: 'string'}},
    extensionsPrefix: 'x-',
  } as NodeType,
};

/** The 3.2 device authorization flow with its `scopes` read as an object of strings, where the types need it. */
function mendedFlow(types: Record<string, NodeType>): Record<string, NodeType> {
  const flow = types.DeviceAuthorization as {properties?: Record<string, unknown>} | undefined;
  const scopes = flow?.properties?.scopes as {additionalProperties?: unknown} | undefined;
  if (!flow?.properties || typeof scopes?.additionalProperties !== 'function') return {};
  const mended = {type: 'object', additionalProperties: {type: 'string'}};
  return {DeviceAuthorization: {...flow, properties: {...flow.properties, scopes: mended}} as NodeType};
}

/** An Example Object whose `value` may be a `$ref` to the file that holds it. */
function exampleValueRefs(types: Record<string, NodeType>): Record<string, NodeType> {
  const example = types.Example as {properties?: Record<string, unknown>} | undefined;
  if (!example?.properties) return {};
  return {Example: {...example, properties: {...example.properties, value: {}}} as NodeType};
}

/** A Media Type Object with 3.2's `itemSchema`, typed as its `schema`, where the version has none. */
function mediaItemSchema(types: Record<string, NodeType>): Record<string, NodeType> {
  const media = types.MediaType as {properties?: Record<string, unknown>} | undefined;
  if (!media?.properties || 'itemSchema' in media.properties) return {};
  return {MediaType: {...media, properties: {...media.properties, itemSchema: media.properties.schema}} as NodeType};
}

export function descriptionTypes(document: Document): Record<string, NodeType> {
  const types = getTypes(detectSpec(document.parsed));
  const root = types.Root as {properties: Record<string, unknown>};
  return {
    ...types,
    ...mendedFlow(types),
    ...exampleValueRefs(types),
    ...mediaItemSchema(types),
    ...TOPIC_TYPES,
    Root: {...root, properties: {...root.properties, 'x-topics': 'XTopicList'}} as NodeType,
  };
}
