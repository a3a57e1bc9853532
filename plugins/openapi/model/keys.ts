/**
 * The keys that name an element of a description the same way in every release: the diff
 * (plugins/api-changes) records changes under them, and the reference looks up each element's
 * badges by them.
 */

/** An operation's key: `GET /v1/cards` (webhooks have none). */
export const operationKey = (method: string, path: string) => `${method.toUpperCase()} ${path}`;

/** The keys of the elements that have a lifecycle: operations, parameters, fields and enum values. */
export const elementKey = {
  operation: (operation: string) => `operation ${operation}`,
  parameter: (operation: string, location: string, name: string) =>
    `parameter ${operation}|${location}|${name.toLowerCase()}`,
  field: (owner: string, path: string) => `field ${owner}|${path}`,
  /** One value of the enum of the element `of` (a parameter or field key). */
  enumValue: (of: string, value: string) => `${of}=${value}`,
};
