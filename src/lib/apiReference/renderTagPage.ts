/** The body of a tag page: its description and a table of its operations. */
import {listOperations, type OpenApiDocument} from './spec';
import {toSafeMdx, toSafeInline} from './safeMdx';
import {operationPermalink} from './links';

export function renderTagPage(spec: OpenApiDocument, tagName: string): string {
  const tag = spec.tags?.find((t) => t.name === tagName);
  const operations = listOperations(spec).filter((entry) => (entry.operation.tags ?? []).includes(tagName));
  const rows = operations.map((entry) => {
    const id = entry.operation.operationId as string;
    return `| [${toSafeInline(entry.operation.summary ?? id)}](${operationPermalink(id)}) | \`${entry.method.toUpperCase()}\` | \`${entry.path}\` |`;
  });
  return [
    toSafeMdx(tag?.description ?? ''),
    '',
    '## Operations',
    '',
    '| Operation | Method | Path |',
    '| --- | --- | --- |',
    ...rows,
    '',
  ].join('\n');
}
