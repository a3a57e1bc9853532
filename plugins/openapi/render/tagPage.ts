/**
 * A tag's page (the sidebar group's own page): its description and its operations, in sidebar
 * order; a tag that no operation uses, only its description.
 */
import type {ApiGroup} from '../model';
import {frontMatter} from './mdx';
import {isSafeUrl, toSafeInline, toSafeMdx} from './safeMdx';
import {summarize, type LinkPolicy} from './markdown';
import {routeOf} from '../../shared/routes';
import {deprecatedNote} from '../sidebar';

/** For a link's label, or a title: a link inside it keeps its text only. */
const noLinks: LinkPolicy = () => null;

export function renderTagPage(group: ApiGroup, routeBase: string, policy: LinkPolicy = (href) => href): string {
  const rows = group.operations.map((op) => {
    const deprecated = deprecatedNote(op);
    return `| [${toSafeInline(op.title, noLinks)}](${routeOf(op.id, undefined, routeBase)})${deprecated} | \`${op.method.toUpperCase()}\` | \`${op.path.replace(/`/g, "'")}\` |`;
  });
  // The tag's externalDocs go through the policy like a link in its description.
  const docs = group.externalDocs && isSafeUrl(group.externalDocs.url) ? policy(group.externalDocs.url) : null;
  const more = docs
    ? `More: [${toSafeInline(group.externalDocs?.description ?? group.externalDocs?.url, noLinks)}](${docs})`
    : '';
  return [
    frontMatter({
      id: group.id,
      title: group.label,
      description: summarize(group.description, `Operations of ${group.label}.`),
      sidebar_label: group.label,
      custom_edit_url: null,
    }),
    `# ${toSafeInline(group.label, noLinks)}`,
    '',
    toSafeMdx(group.description ?? '', policy),
    '',
    more,
    '',
    // A tag that is only a description (a section of prose) lists nothing.
    ...(rows.length > 0
      ? ['## Operations', '', '| Operation | Method | Path |', '| --- | --- | --- |', ...rows, '']
      : []),
  ].join('\n');
}
