/**
 * The node types Redocly checks a description against: those of its version, with what
 * @redocly/openapi-core 2.x gets wrong mended. Its OpenAPI 3.2 device authorization flow
 * declares `scopes` as a map of a type named `string`, which no type has that name: every 3.2
 * description then fails with "Unknown type name found: string", whether it has the flow or
 * not. Read as the other flows' `scopes` are: an object of strings.
 */
import {detectSpec, getTypes, type Document, type NodeType} from '@redocly/openapi-core';

export function descriptionTypes(document: Document): Record<string, NodeType> {
  const types = getTypes(detectSpec(document.parsed));
  const flow = types.DeviceAuthorization as {properties?: Record<string, unknown>} | undefined;
  const scopes = flow?.properties?.scopes as {additionalProperties?: unknown} | undefined;
  if (!flow?.properties || typeof scopes?.additionalProperties !== 'function') return types;
  const mended = {type: 'object', additionalProperties: {type: 'string'}};
  return {...types, DeviceAuthorization: {...flow, properties: {...flow.properties, scopes: mended}} as NodeType};
}
