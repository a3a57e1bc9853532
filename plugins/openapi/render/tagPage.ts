/** A tag's page (the sidebar group's own page): its description and its operations, in sidebar order. */
import type {ApiGroup} from '../model';
import {frontMatter} from './mdx';
import {isSafeUrl, toSafeInline, toSafeMdx} from './safeMdx';
import {summarize, type LinkPolicy} from './markdown';
import {routeOf} from '../../shared/routes';

export function renderTagPage(group: ApiGroup, routeBase: string, policy?: LinkPolicy): string {
  const rows = group.operations.map((op) => {
    const deprecated = op.deprecated ? ' (deprecated)' : '';
    return `| [${toSafeInline(op.title)}](${routeOf(op.id, undefined, routeBase)})${deprecated} | \`${op.method.toUpperCase()}\` | \`${op.path.replace(/`/g, "'")}\` |`;
  });
  const docs =
    group.externalDocs && isSafeUrl(group.externalDocs.url)
      ? `More: [${toSafeInline(group.externalDocs.description ?? group.externalDocs.url)}](${group.externalDocs.url})`
      : '';
  return [
    frontMatter({
      id: group.id,
      title: group.label,
      description: summarize(group.description, `Operations of ${group.label}.`),
      sidebar_label: group.label,
      custom_edit_url: null,
    }),
    `# ${toSafeInline(group.label)}`,
    '',
    toSafeMdx(group.description ?? '', policy),
    '',
    docs,
    '',
    '## Operations',
    '',
    '| Operation | Method | Path |',
    '| --- | --- | --- |',
    ...rows,
    '',
  ].join('\n');
}
