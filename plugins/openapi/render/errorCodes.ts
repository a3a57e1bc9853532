/**
 * The error-code reference page (one row and anchor per code, with the operations that
 * can return it) and, on operation pages, the codes each problem response can return.
 */
import {isObject, mediaExamples, type ApiOperation, type ResponseObject, type SpecModel} from '../model';
import type {ErrorCode} from '../model/errorCodes';
import type {PageContext} from './context';
import {el, escapeHtml} from './html';
import {FIELD_NAME_CLASS} from '../client/controlNames';
import {API_HTML_IMPORT} from './pageImports';
import {apiHtml, frontMatter} from './mdx';
import {statusClass, statusText} from './status';

/** The anchor of a code on the error-code page: the code itself, so links can be guessed. */
export const errorCodeAnchor = (code: string): string => code;

/**
 * The catalogue codes a response can return: the codes of its examples, or, when its
 * examples name none, every code of the catalogue with the response's status.
 */
export function responseErrorCodes(
  ctx: PageContext,
  status: string,
  response: ResponseObject | undefined,
): ErrorCode[] {
  const catalogue = ctx.model.errorCatalogue;
  if (!catalogue || !/^[45]/.test(status)) return [];
  const named = new Set<string>();
  let carriesCodes = false;
  for (const media of Object.values(isObject(response?.content) ? response.content : {})) {
    const schema = ctx.model.resolve(media?.schema);
    if (isObject(schema) && isObject(schema.properties?.[catalogue.property])) carriesCodes = true;
    for (const example of mediaExamples(ctx.model, media, '', 'response')) {
      const code = isObject(example.value) ? example.value[catalogue.property] : undefined;
      if (typeof code === 'string') named.add(code);
    }
  }
  const listed = catalogue.codes.filter((entry) => named.has(entry.code));
  if (listed.length > 0) return listed;
  if (!carriesCodes) return [];
  return catalogue.codes.filter((entry) => String(entry.status) === status);
}

/** "Error codes" under a problem response: each code linked to its row, with its meaning. */
export function renderResponseErrorCodes(ctx: PageContext, codes: ErrorCode[]): string {
  if (codes.length === 0) return '';
  const items = codes.map((entry) =>
    el(
      'li',
      {},
      el(
        'a',
        {href: ctx.href(ctx.model.errorsId, errorCodeAnchor(entry.code))},
        el('code', {}, escapeHtml(entry.code)),
      ),
      ': ',
      // The meaning is the catalogue's, the same on every operation: search finds it there.
      el('span', {'data-pagefind-ignore': true}, ctx.inlineMarkdown(entry.meaning)),
    ),
  );
  return el('div', {class: 'api-error-codes'}, el('p', {}, el('strong', {}, 'Error codes')), el('ul', {}, ...items));
}

/** For each code, the operations with a response that can return it. */
function operationsByCode(ctx: PageContext): Map<string, ApiOperation[]> {
  const byCode = new Map<string, ApiOperation[]>();
  for (const op of ctx.model.operations) {
    for (const [status, response] of Object.entries(op.responses)) {
      for (const entry of responseErrorCodes(ctx, status, response)) {
        const list = byCode.get(entry.code) ?? [];
        if (!list.includes(op)) list.push(op);
        byCode.set(entry.code, list);
      }
    }
  }
  return byCode;
}

export function renderErrorsPage(ctx: PageContext, model: SpecModel): string {
  const catalogue = model.errorCatalogue!;
  const byCode = operationsByCode(ctx);
  const rows = catalogue.codes.map((entry) => {
    const id = ctx.anchors.claim(errorCodeAnchor(entry.code));
    const operations = (byCode.get(entry.code) ?? []).map((op) =>
      el('li', {}, el('a', {href: ctx.href(op.id)}, escapeHtml(op.title))),
    );
    const returnedBy =
      operations.length > 0
        ? el(
            'details',
            {class: 'api-error-ops'},
            el('summary', {}, `Returned by ${operations.length} operation${operations.length === 1 ? '' : 's'}`),
            el('ul', {}, ...operations),
          )
        : '';
    return el(
      'tr',
      // Site search lists a matching code as a section of the page, under its name.
      {id, 'data-pagefind-title': entry.code},
      el(
        'td',
        {class: 'api-error-code'},
        // The code is its row's heading: site search weighs it as one.
        el(
          'a',
          {class: FIELD_NAME_CLASS, href: `#${id}`, 'data-pagefind-weight': 5},
          el('code', {}, escapeHtml(entry.code)),
        ),
      ),
      el(
        'td',
        {},
        // Site search leads a status ("401", "401 Unauthorized") to its codes.
        el(
          'span',
          {
            class: `api-status api-status--${statusClass(String(entry.status))}`,
            title: statusText(String(entry.status)) || undefined,
            'data-pagefind-weight': 5,
            'data-pagefind-index-attrs': 'title',
          },
          String(entry.status),
        ),
      ),
      el(
        'td',
        {},
        el('p', {}, ctx.inlineMarkdown(entry.meaning)),
        el('p', {}, el('strong', {}, 'What to do: '), ctx.inlineMarkdown(entry.action)),
        returnedBy,
      ),
    );
  });
  const schema = ctx.model.schemaByRef.get(catalogue.pointer.replace(/\/properties\/[^/]+$/, ''));
  const lead = el(
    'p',
    {},
    `Every value of the ${el('code', {}, escapeHtml(catalogue.property))} field of an error response${
      schema ? ` (${el('a', {href: ctx.href(schema.id)}, el('code', {}, escapeHtml(schema.name)))})` : ''
    }, with its HTTP status and what to do. Branch on the code, not on the human-readable text. Link to a code with its name as the anchor, such as ${el('code', {}, `#${escapeHtml(catalogue.codes[0]?.code ?? 'code')}`)}.`,
  );
  const html =
    el('h1', {}, 'Error codes') +
    lead +
    el(
      'div',
      {class: 'api-table-scroll', tabindex: 0, role: 'region', 'aria-label': 'Error codes'},
      el(
        'table',
        {class: 'api-error-table'},
        el(
          'thead',
          {},
          el('tr', {}, el('th', {}, 'Code'), el('th', {}, 'Status'), el('th', {}, 'Meaning and what to do')),
        ),
        el('tbody', {}, ...rows),
      ),
    );
  return [
    frontMatter({
      id: model.errorsId,
      title: 'Error codes',
      description: `The ${catalogue.codes.length} error codes of the API, with their HTTP status, meaning and what to do.`,
      sidebar_label: 'Error codes',
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
