/**
 * A tag's page (the sidebar group's own page): its summary, kind and parent (3.2), its
 * description, its operations in sidebar order, its webhooks, and the tags nested under it; a
 * tag that no operation or webhook uses, only its description and nested tags.
 */
import type {ApiGroup, ApiOperation} from '../model';
import {wireMethod} from '../model';
import {frontMatter} from './mdx';
import {isSafeUrl, toSafeInline, toSafeMdx} from './safeMdx';
import {summarize, type LinkPolicy} from './markdown';
import {routeOf} from '../../shared/routes';
import {deprecatedNote} from '../sidebar';

/** For a link's label, or a title: a link inside it keeps its text only. */
const noLinks: LinkPolicy = () => null;

/** A row of an operation or a webhook: its title linked to its page, its method, and its path (a webhook's name). */
function row(op: ApiOperation, routeBase: string): string {
  return `| [${toSafeInline(op.title, noLinks)}](${routeOf(op.id, undefined, routeBase)})${deprecatedNote(op)} | \`${wireMethod(op.method)}\` | \`${op.path.replace(/`/g, "'")}\` |`;
}

export function renderTagPage(group: ApiGroup, routeBase: string, policy: LinkPolicy = (href) => href): string {
  const rows = group.operations.map((op) => row(op, routeBase));
  const hooks = group.webhooks.map((hook) => row(hook, routeBase));
  // The tag's externalDocs go through the policy like a link in its description.
  const docs = group.externalDocs && isSafeUrl(group.externalDocs.url) ? policy(group.externalDocs.url) : null;
  const more = docs
    ? `More: [${toSafeInline(group.externalDocs?.description ?? group.externalDocs?.url, noLinks)}](${docs})`
    : '';
  const facts = [
    group.kind
      ? `<span className="badge badge--secondary api-tag-kind">{${JSON.stringify(`Kind: ${group.kind}`)}}</span>`
      : '',
    group.parent
      ? `Part of [${toSafeInline(group.parent.label, noLinks)}](${routeOf(group.parent.id, undefined, routeBase)})`
      : '',
  ].filter(Boolean);
  const nested = group.children.map(
    (child) =>
      `- [${toSafeInline(child.label, noLinks)}](${routeOf(child.id, undefined, routeBase)})${child.summary ? `: ${toSafeInline(child.summary, noLinks)}` : ''}`,
  );
  return [
    frontMatter({
      id: group.id,
      title: group.label,
      description: summarize(group.summary ?? group.description, `Operations of ${group.label}.`),
      sidebar_label: group.label,
      custom_edit_url: null,
    }),
    `# ${toSafeInline(group.label, noLinks)}`,
    '',
    facts.join(' · '),
    '',
    group.summary ? `**${toSafeInline(group.summary, policy)}**` : '',
    '',
    toSafeMdx(group.description ?? '', policy),
    '',
    more,
    '',
    // A tag that is only a description (a section of prose) lists nothing.
    ...(rows.length > 0
      ? ['## Operations', '', '| Operation | Method | Path |', '| --- | --- | --- |', ...rows, '']
      : []),
    // Webhooks the API calls with this tag (3.1); the sidebar lists them under Webhooks.
    ...(hooks.length > 0
      ? ['## Webhooks', '', '| Webhook | Method | Name |', '| --- | --- | --- |', ...hooks, '']
      : []),
    ...(nested.length > 0 ? ['## Tags', '', ...nested, ''] : []),
  ].join('\n');
}
