/**
 * The Markdown twins of a reference's operation pages, from its spec model (read through
 * sharedSpec, as the reference plugin reads it): what ./operationTwin.ts needs, said in the
 * page's own words where the page has them (authentication, rate limit, descriptions with their
 * links as the page shows them) and the page's cURL sample.
 */
import {type ApiOperation, type SpecModel, type SpecSource} from '../openapi/model';
import type {CodeSampleLanguage} from '../openapi/codeSampleLanguages';
import {descriptionLinksOf} from '../openapi/descriptionLinks';
import {PageContext} from '../openapi/render/context';
import {responseErrorCodes} from '../openapi/render/errorCodes';
import {rateLimitParagraph} from '../openapi/render/facts';
import {markdownToHtml} from '../openapi/render/markdown';
import {
  buildSampleRequest,
  operationSamples,
  renderCodeSamples,
  serverUrlAsWritten,
} from '../openapi/render/samples/index';
import {renderAuthentication} from '../openapi/render/security';
import {routeOf} from '../shared/routes';
import {limitsMentioned} from '../api-facts/mentions';
import {htmlFragmentConverter, type RouteSection} from './markdown';
import {renderOperationTwin, type TwinSample} from './operationTwin';

/** The reference whose operation twins the build writes: its description as the reference plugin reads it. */
export interface ReferenceTwinsSource extends SpecSource {
  /** The route of the reference folder (`/docs/api/partner-api`). */
  routeBase: string;
  envPrefix: string;
  languages: CodeSampleLanguage[];
  descriptionLinks: 'checked' | 'external-only';
  descriptionLinkBase?: string;
  /** The route of the site's changelog, where a deprecated operation's replacement is told; none for a reference alone. */
  changelogRoute?: string;
}

/** The language of the one sample a twin shows. */
export const TWIN_SAMPLE_LANGUAGE = 'curl';

/** The page's samples: the twin shows the cURL one (else the first) and links the others. */
function samples(ctx: PageContext, op: ApiOperation, source: ReferenceTwinsSource) {
  if (op.kind === 'webhook') return {otherSamples: []};
  // The samples the page shows, decided on empty slots: only the one shown here is rendered.
  const slots = source.languages.map(({language, label, highlight}) => ({language, label, highlight, code: ''}));
  const all = operationSamples(op, slots, source.languages);
  const shown = all.find((s) => s.language === TWIN_SAMPLE_LANGUAGE) ?? all[0];
  const otherSamples = all.filter((s) => s !== shown).map(({language, label}) => ({language, label}));
  if (!shown) return {otherSamples};
  // An `x-codeSamples` sample is shown as written; a generated one is rendered now.
  const language = slots.includes(shown) ? source.languages.find((l) => l.language === shown.language) : undefined;
  let {code} = shown;
  if (language) {
    const request = buildSampleRequest(ctx, op, source.envPrefix);
    [{code}] = renderCodeSamples(request, [language], `${op.title}: ${request.method} ${op.path}`);
  }
  const sample: TwinSample = {label: shown.label, highlight: shown.highlight, code};
  return {sample, otherSamples};
}

/** What writes the twin of each operation of `model`: the descriptions' links and the page's words, made once. */
function operationTwinWriter(
  model: SpecModel,
  source: ReferenceTwinsSource,
  siteUrl: string,
): (op: ApiOperation) => string {
  const links = descriptionLinksOf(model, source);
  const routes = {routeBase: source.routeBase, linkPolicy: links.policy};
  const toMarkdown = htmlFragmentConverter(`${siteUrl}${source.routeBase}/`);
  return (op) => {
    const ctx = new PageContext(model, routes);
    const route = routeOf(op.id, undefined, source.routeBase);
    const description = typeof op.operation.description === 'string' ? op.operation.description : '';
    return renderOperationTwin({
      model,
      op,
      route,
      pageRoute: (pageId, anchor) => routeOf(pageId, anchor, source.routeBase),
      url: `${serverUrlAsWritten(op)}${op.path}`,
      prose: (text) => toMarkdown(markdownToHtml(text, links.policy)),
      authentication: toMarkdown(renderAuthentication(ctx, op)),
      rateLimit: toMarkdown(rateLimitParagraph(ctx, op)),
      limitsStated: limitsMentioned(description, model.facts),
      errorCodes: (status, response) => responseErrorCodes(ctx, status, response),
      changelogRoute: source.changelogRoute,
      ...samples(ctx, op, source),
    });
  };
}

/** The twin of the operation page at a route, written when asked; undefined for any other page. */
export function operationTwinAt(
  model: SpecModel,
  source: ReferenceTwinsSource,
  siteUrl: string,
): (route: string) => string | undefined {
  const write = operationTwinWriter(model, source, siteUrl);
  const byRoute = new Map(
    [...model.operations, ...model.webhooks].map((op) => [routeOf(op.id, undefined, source.routeBase), op]),
  );
  return (route) => {
    const op = byRoute.get(route);
    return op && write(op);
  };
}

/** The twin of each operation page, by its route. */
export function operationTwins(model: SpecModel, source: ReferenceTwinsSource, siteUrl: string): Map<string, string> {
  const twinAt = operationTwinAt(model, source, siteUrl);
  return new Map(
    [...model.operations, ...model.webhooks].map((op) => {
      const route = routeOf(op.id, undefined, source.routeBase);
      return [route, twinAt(route)!];
    }),
  );
}

/** The reference's sections by tag (`API reference: Search API`): each tag's page and its operations' (each in its first tag). */
export function referenceSections(model: SpecModel, routeBase: string): RouteSection[] {
  const placed = new Set<string>();
  return model.groups.map((group) => {
    const routes = new Set([routeOf(group.id, undefined, routeBase)]);
    for (const op of group.operations) {
      const route = routeOf(op.id, undefined, routeBase);
      if (!placed.has(route)) routes.add(route);
      placed.add(route);
    }
    return {name: `API reference: ${group.label}`, routes};
  });
}
