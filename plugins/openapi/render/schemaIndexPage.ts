/** The index of every schema, A–Z: the way into schemas when there are too many for the sidebar. */
import type {SpecModel} from '../model';
import type {PageContext} from './context';
import {el, escapeHtml} from './html';
import {API_HTML_IMPORT} from './pageImports';
import {apiHtml, frontMatter} from './mdx';
import {markdownToPlainText} from './markdown';
import {mergeAllOf, typeLabel} from './schema';

const SUMMARY_LENGTH = 120;

export function renderSchemaIndexPage(ctx: PageContext, model: SpecModel): string {
  const rows = [...model.schemas]
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((schema) => {
      const text = markdownToPlainText(mergeAllOf(ctx, {$ref: schema.pointer})?.description);
      const summary = text.length > SUMMARY_LENGTH ? `${text.slice(0, SUMMARY_LENGTH - 1)}…` : text;
      return el(
        'tr',
        {},
        el('td', {}, el('a', {href: ctx.href(schema.id)}, el('code', {}, escapeHtml(schema.name)))),
        el('td', {}, typeLabel(ctx, {...model.resolve({$ref: schema.pointer}), description: undefined})),
        el('td', {}, escapeHtml(summary)),
      );
    });
  const html =
    el('h1', {}, 'Schemas') +
    el(
      'p',
      {},
      `The ${model.schemas.length} schemas of the description, A–Z. Each page lists its fields and where it is used.`,
    ) +
    el(
      'div',
      {class: 'api-table-scroll', tabindex: 0, role: 'region', 'aria-label': 'Schemas'},
      el(
        'table',
        {class: 'api-schema-index'},
        el('thead', {}, el('tr', {}, el('th', {}, 'Schema'), el('th', {}, 'Type'), el('th', {}, 'Description'))),
        el('tbody', {}, ...rows),
      ),
    );
  return [
    frontMatter({
      id: model.schemasIndexId,
      title: 'Schemas',
      description: `The ${model.schemas.length} schemas of the API, A–Z.`,
      sidebar_label: 'Schemas',
      hide_title: true,
      hide_table_of_contents: true,
      custom_edit_url: null,
    }),
    API_HTML_IMPORT,
    '',
    apiHtml(html),
    '',
  ].join('\n');
}
