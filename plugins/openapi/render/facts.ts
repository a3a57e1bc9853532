/**
 * What an operation page shows from the description's facts (model/facts.ts): its rate
 * limit (`x-gcm-rate-limits`) and the sandbox test values that apply to it
 * (`x-gcm-sandbox-test-values`), each linking to where the docs explain them in full.
 */
import {
  rateLimitGroupOf,
  sandboxTestValuesOf,
  testAnswerMarkdown,
  testInputMarkdown,
  type ApiOperation,
} from '../model';
import type {PageContext} from './context';
import {el, escapeHtml} from './html';
import {andList} from '../../shared/text';

/** Links to the operations of `ids`, each named by its title. */
const operationLinks = (ctx: PageContext, ids: string[]) =>
  andList(
    ids.map((id) => {
      const page = ctx.model.operationById.get(id);
      return page ? el('a', {href: ctx.href(page.id)}, escapeHtml(page.title)) : escapeHtml(id);
    }),
  );

/** The operation's rate limit as a paragraph (per environment, counted per what, shared with which), or ''. */
export function rateLimitParagraph(ctx: PageContext, op: ApiOperation): string {
  const rateLimits = op.kind === 'webhook' ? undefined : ctx.model.facts.rateLimits;
  const group = rateLimits && op.operationId ? rateLimitGroupOf(rateLimits, op.operationId) : undefined;
  if (!rateLimits || !group) return '';
  const perEnvironment = rateLimits.environments.map((environment, i) => {
    const limit = group.perMinute[i];
    return `${environment}: ${limit === null ? 'not available' : `${limit} requests per minute`}`;
  });
  const others = group.operations === '*' ? [] : group.operations.filter((id) => id !== op.operationId);
  const per = group.appliesPer ?? rateLimits.appliesPer;
  const counted = [
    per ? ` Counted per ${per}` : '',
    others.length > 0 ? `${per ? ',' : ' Shared'} together with ${operationLinks(ctx, others)}` : '',
    per || others.length > 0 ? '.' : '',
  ].join('');
  const more = rateLimits.externalDocs
    ? ` See ${ctx.inlineMarkdown(`[${rateLimits.externalDocs.description}](${rateLimits.externalDocs.url})`)}.`
    : '';
  return el('p', {class: 'api-rate-limit'}, `${perEnvironment.join(' · ')}.${counted}${more}`);
}

function sandboxTestValues(ctx: PageContext, op: ApiOperation): string {
  const values = op.operationId ? sandboxTestValuesOf(ctx.model.facts, op.operationId) : [];
  if (values.length === 0) return '';
  const docs = ctx.model.facts.sandboxTestValues.externalDocs;
  const all = docs ? ` (all of them: ${ctx.inlineMarkdown(`[${docs.description}](${docs.url})`)})` : '';
  // Collapsed: they are for testing error paths, and open from their heading or a link to it.
  return el(
    'details',
    {class: 'api-collapsible'},
    el(
      'summary',
      {},
      el('h2', {id: ctx.anchors.claim('sandbox-test-values')}, 'Sandbox test values'),
      el('span', {class: 'api-collapsible__count'}, `${values.length} input${values.length === 1 ? '' : 's'}`),
    ),
    el('p', {}, `In the sandbox, these inputs make this operation take an error or fraud path${all}:`),
    el(
      'ul',
      {class: 'api-test-values'},
      ...values.map((value) =>
        el(
          'li',
          {},
          `${ctx.inlineMarkdown(testInputMarkdown(value))} → ${ctx.inlineMarkdown(testAnswerMarkdown(value))}`,
        ),
      ),
    ),
  );
}

/** The operation's rate limit, or nothing when the description has none. */
export function renderRateLimit(ctx: PageContext, op: ApiOperation): string {
  const paragraph = rateLimitParagraph(ctx, op);
  return paragraph && el('h2', {id: ctx.anchors.claim('rate-limit')}, 'Rate limit') + paragraph;
}

/** The sandbox test values that apply to the operation, or nothing. */
export function renderSandboxTestValues(ctx: PageContext, op: ApiOperation): string {
  return op.kind === 'webhook' ? '' : sandboxTestValues(ctx, op);
}
