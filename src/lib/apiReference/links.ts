/** Where generated reference pages live, so every generator links the same way. */
import kebabCase from 'lodash/kebabCase';

export const API_DOCS_BASE = '/docs/api/partner-api';

export function operationPermalink(operationId: string): string {
  return `${API_DOCS_BASE}/${kebabCase(operationId)}`;
}

export function schemaPermalink(schemaName: string): string {
  return `${API_DOCS_BASE}/schemas/${schemaName.toLowerCase()}`;
}

export function tagPermalink(tagName: string): string {
  return `${API_DOCS_BASE}/${kebabCase(tagName)}`;
}
