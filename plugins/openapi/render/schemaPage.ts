/** The MDX of a schema page: its fields (or type), an example, and what uses it. */
import {isObject, refName, schemaExample, type ApiSchema, type SchemaObject, wireMethod} from '../model';
import type {PageContext} from './context';
import {el, escapeHtml} from './html';
import {sectionHead} from './controls';
import {SECTION_CLASS} from '../client/controlNames';
import {summarize} from './markdown';
import {API_HTML_IMPORT} from './pageImports';
import {apiHtml, codeBlock, frontMatter} from './mdx';
import {mergeAllOf, schemaBody} from './schema';
import type {SchemaUsage} from './usage';

export function renderSchemaPage(ctx: PageContext, entry: ApiSchema, usage: SchemaUsage): string {
  const ref = {$ref: entry.pointer};
  const schema = mergeAllOf(ctx, ref);
  const title = isObject(schema) && typeof schema.title === 'string' && schema.title !== entry.name ? schema.title : '';
  ctx.expanded.set(entry.pointer, {anchor: 'fields', label: 'this schema'});
  const intro = [
    el(
      'header',
      {class: 'api-header'},
      el(
        'h1',
        {},
        escapeHtml(entry.name),
        schema?.deprecated ? ` ${el('span', {class: 'badge api-deprecated'}, 'Deprecated')}` : '',
      ),
      title ? el('p', {class: 'api-schema-title'}, escapeHtml(title)) : '',
    ),
    ctx.markdown(schema?.description),
    el(
      'section',
      {class: SECTION_CLASS},
      sectionHead(2, ctx.anchors.claim('fields'), 'Fields'),
      schemaBody(ctx, {$ref: entry.pointer, description: undefined} satisfies SchemaObject, ''),
    ),
  ].join('');
  const example = schemaExample(ctx.model, ref);
  const users = usage.operationsUsing(entry.pointer);
  const parents = usage.schemasContaining(entry.pointer);
  const usedBy =
    users.length + parents.length > 0
      ? el('h2', {id: ctx.anchors.claim('used-by')}, 'Used by') +
        el(
          'ul',
          {class: 'api-used-by'},
          ...users.map((op) =>
            el(
              'li',
              {},
              el('a', {href: ctx.href(op.id)}, escapeHtml(op.title)),
              ' · ',
              el(
                'code',
                {},
                `${escapeHtml(op.kind === 'webhook' ? 'WEBHOOK' : wireMethod(op.method))} ${escapeHtml(op.path)}`,
              ),
            ),
          ),
          ...parents.map((parent) =>
            el(
              'li',
              {},
              el('a', {href: ctx.href(parent.id)}, el('code', {}, escapeHtml(parent.name))),
              ' (as a field)',
            ),
          ),
        )
      : '';
  return [
    frontMatter({
      id: entry.id.split('/').pop(),
      title: entry.name.trim() || entry.id,
      description: summarize(schema?.description, `The ${refName(entry.pointer)} schema.`),
      sidebar_label: entry.name.trim() || entry.id,
      sidebar_class_name: 'schema',
      hide_title: true,
      hide_table_of_contents: true,
      custom_edit_url: null,
    }),
    API_HTML_IMPORT,
    '',
    apiHtml(intro),
    '',
    example === undefined
      ? ''
      : `## Example\n\n${codeBlock('json', `${entry.name} example`, JSON.stringify(example, null, 2))}\n`,
    apiHtml(usedBy),
    '',
  ].join('\n');
}
