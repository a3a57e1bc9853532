/** Responses of an operation: status, headers, bodies and links, each response collapsible. */
import {
  getByPointer,
  isNullable,
  isObject,
  toPointer,
  type ApiOperation,
  type HeaderObject,
  type LinkObject,
  type OrRef,
  type ResponseObject,
  wireMethod,
} from '../model';
import type {PageContext} from './context';
import {codeValue, el, escapeHtml} from './html';
import {ANCHOR_CLASS} from '../client/controlNames';

import {renderContent} from './bodies';
import {renderResponseErrorCodes, responseErrorCodes} from './errorCodes';
import {fieldItem, mergeAllOf, schemaDoc, typeLabel} from './schema';
import {firstSuccess, statusClass, statusText} from './status';
import {isRepeatedHeader} from './repeatedHeaders';

type Headers = Record<string, OrRef<HeaderObject>>;

function headerRows(ctx: PageContext, headers: Headers, prefix: string): string {
  const rows = Object.entries(isObject(headers) ? headers : {}).map(([name, raw]) => {
    const header = ctx.model.resolve(raw);
    const schema = header?.schema ?? Object.values(isObject(header?.content) ? header.content : {})[0]?.schema;
    const resolved = mergeAllOf(ctx, schema);
    ctx.rowsLeft -= 1;
    return fieldItem({
      id: ctx.anchors.claim(`${prefix}.headers.${name}`),
      name: el('code', {}, escapeHtml(name)),
      type: typeLabel(ctx, schema),
      flags: [
        header?.required ? 'required' : '',
        isNullable(resolved) ? 'nullable' : '',
        header?.deprecated ? 'deprecated' : '',
      ].filter(Boolean),
      doc: ctx.markdown(header?.description) + schemaDoc(ctx, schema, ''),
      children: '',
      deprecated: header?.deprecated === true,
      repeated: isRepeatedHeader(ctx.model, name, header),
    });
  });
  return rows.length > 0 ? el('ul', {class: 'api-fields'}, ...rows) : '';
}

/**
 * A response's headers, collapsed under one line that names them: most are the same on
 * every operation (request id, rate limit), and the body is what a reader came for.
 */
function responseHeaders(ctx: PageContext, headers: Headers, prefix: string): string {
  const names = Object.keys(headers);
  return el(
    'details',
    {class: 'api-response-headers'},
    el('summary', {}, `Headers (${names.length}): `, names.map((name) => el('code', {}, escapeHtml(name))).join(', ')),
    headerRows(ctx, headers, prefix),
  );
}

/** The operation a link object names, by operationId or by a local operationRef. */
function linkTarget(ctx: PageContext, link: LinkObject): ApiOperation | undefined {
  if (typeof link.operationId === 'string') return ctx.model.operationById.get(link.operationId);
  if (typeof link.operationRef === 'string' && link.operationRef.startsWith('#')) {
    const target = getByPointer(ctx.model.root, link.operationRef);
    return [...ctx.model.operations, ...ctx.model.webhooks].find(
      (op) =>
        op.operation === target ||
        toPointer([op.kind === 'webhook' ? 'webhooks' : 'paths', op.path, op.method]) === link.operationRef,
    );
  }
  return undefined;
}

function renderLinks(ctx: PageContext, links: Record<string, OrRef<LinkObject>> | undefined, level: number): string {
  const entries = Object.entries(isObject(links) ? links : {});
  if (entries.length === 0) return '';
  const items = entries.map(([name, raw]) => {
    const link = ctx.model.resolve(raw) ?? {};
    const target = linkTarget(ctx, link);
    const to = target
      ? `${el('a', {href: ctx.href(target.id)}, escapeHtml(target.title))} (${el('code', {}, `${wireMethod(target.method)} ${escapeHtml(target.path)}`)})`
      : codeValue(link.operationId ?? link.operationRef ?? '');
    const parameters = Object.entries(isObject(link.parameters) ? link.parameters : {}).map(
      ([parameter, expression]) => `${codeValue(parameter)} ← ${codeValue(expression)}`,
    );
    const parts = [
      `${el('code', {}, escapeHtml(name))}: ${to}`,
      link.description ? ` — ${ctx.inlineMarkdown(link.description)}` : '',
      parameters.length > 0 ? el('div', {class: 'api-notes'}, `Parameters: ${parameters.join(', ')}`) : '',
      link.requestBody !== undefined
        ? el('div', {class: 'api-notes'}, `Request body: ${codeValue(link.requestBody)}`)
        : '',
    ];
    return el('li', {}, ...parts);
  });
  return (
    el(`h${level}`, {}, 'Links') +
    el('p', {}, 'Values from this response can be used to call:') +
    el('ul', {class: 'api-links'}, ...items)
  );
}

export interface ResponsesOptions {
  /** Anchor prefix of each response, e.g. `response` → `response-200`. */
  prefix: string;
  /** Heading level of each response's title. */
  level: number;
  /** The operation's key in the releases' diff (`GET /v1/x`), for the badges of its success bodies' fields. */
  operation?: string;
}

/** Every response of an operation, each in a `<details>`; the first success is open. */
export function renderResponses(
  ctx: PageContext,
  responses: Record<string, OrRef<ResponseObject>>,
  options: ResponsesOptions,
): string {
  const open = firstSuccess(responses);
  return Object.entries(isObject(responses) ? responses : {})
    .map(([status, raw]) => {
      const response = ctx.model.resolve(raw);
      const id = ctx.anchors.claim(`${options.prefix}-${status}`);
      const reason = statusText(status);
      const title = el(
        `h${options.level}`,
        {class: 'api-response__title'},
        el('span', {class: `api-status api-status--${statusClass(status)}`}, escapeHtml(status)),
        reason ? ` ${escapeHtml(reason)}` : '',
      );
      const body = [
        ctx.markdown(response?.description),
        renderResponseErrorCodes(ctx, responseErrorCodes(ctx, status, response)),
        isObject(response?.headers) && Object.keys(response.headers).length > 0
          ? responseHeaders(ctx, response.headers, id)
          : '',
        renderContent(ctx, response?.content, {
          prefix: id,
          label: `the ${status} response`,
          // The diff compares the fields of success responses only.
          owner: options.operation && /^2/.test(status) ? `${options.operation} ${status}` : undefined,
          direction: 'response',
        }),
        renderLinks(ctx, response?.links, options.level + 1),
      ].join('');
      // The anchor sits beside the summary, not in it: a link inside a summary is a nested control.
      const details = el(
        'details',
        {class: `api-response api-response--${statusClass(status)}`, id, open: status === open},
        el('summary', {}, title),
        el('div', {class: 'api-response__body'}, body || el('p', {}, 'No body.')),
      );
      return el(
        'div',
        {class: 'api-response-wrap'},
        details,
        el('a', {class: ANCHOR_CLASS, href: `#${id}`, 'aria-label': `Link to the ${status} response`}, '#'),
      );
    })
    .join('');
}
