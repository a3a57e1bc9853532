/**
 * Puts the API description's numbers into the guides at build time, so a guide never
 * carries a copy that can drift (the facts: plugins/openapi/model/facts.ts):
 *
 *   :limit[orderMaxCards]     → 50 cards          (a value of `x-gcm-limits`, with its unit)
 *   ::rate-limits             → a table of `x-gcm-rate-limits`, one row per group of operations
 *   ::sandbox-test-values     → per operation, a heading and a table of its `x-gcm-sandbox-test-values`
 *
 * An unknown name or directive stops the build with the file, line and column.
 */
import {
  formatLimit,
  servedSpec,
  testAnswerMarkdown,
  type SpecModel,
  type SpecSource,
  wireMethod,
} from '../openapi/model';
import {FIX_THE_PAGE, ProblemError, problemAt, stopBuild} from '../shared/problems';
import {routeOf} from '../shared/routes';

/** The description as the reference plugin reads it (the same settings, so the build reads it once). */
export interface RemarkApiFactsOptions extends SpecSource {
  /** Where the reference pages live, e.g. `/docs/api/partner-api`. */
  routeBase: string;
}

interface Node {
  type: string;
  name?: string;
  value?: string;
  url?: string;
  children?: Node[];
  position?: {start: {line: number; column: number}};
}

const text = (value: string): Node => ({type: 'text', value});
const cell = (children: Node[]): Node => ({type: 'tableCell', children});
const row = (cells: Node[][]): Node => ({type: 'tableRow', children: cells.map(cell)});
const table = (header: string[], rows: Node[][][]): Node => ({
  type: 'table',
  children: [row(header.map((label) => [text(label)])), ...rows.map(row)],
});

/** The small Markdown of the facts' texts: `code` spans and **strong**, nothing else. */
export function inlineNodes(markdown: string): Node[] {
  return markdown
    .split(/(`[^`]+`|\*\*[^*]+\*\*)/)
    .filter((part) => part !== '')
    .map((part) => {
      if (part.startsWith('`')) return {type: 'inlineCode', value: part.slice(1, -1)};
      if (part.startsWith('**')) return {type: 'strong', children: [text(part.slice(2, -2))]};
      return text(part);
    });
}

/** Links to the operations of `ids`, each named by its title. */
function operationLinks(model: SpecModel, routeBase: string, ids: string[]): Node[] {
  return ids.flatMap((id, i) => {
    const page = model.operationById.get(id);
    const joiner = i === 0 ? [] : [text(i === ids.length - 1 ? ' and ' : ', ')];
    return [
      ...joiner,
      page ? {type: 'link', url: routeOf(page.id, undefined, routeBase), children: [text(page.title)]} : text(id),
    ];
  });
}

function rateLimitTable(model: SpecModel, routeBase: string): Node {
  const rateLimits = model.facts.rateLimits;
  if (!rateLimits) throw new Error('the API description has no x-gcm-rate-limits');
  return table(
    ['Operations', ...rateLimits.environments],
    rateLimits.groups.map((group) => [
      group.operations === '*'
        ? [text('All other operations')]
        : [
            ...operationLinks(model, routeBase, group.operations),
            ...(group.appliesPer ? [text(` (per ${group.appliesPer})`)] : []),
          ],
      ...group.perMinute.map((limit) => [text(limit === null ? 'Not available' : `${limit} requests per minute`)]),
    ]),
  );
}

/** Per operation, in the description's order: a heading (its title), its method and path with a link to its page, and a table of its values. */
function sandboxTestValueSections(model: SpecModel, routeBase: string): Node[] {
  const {values} = model.facts.sandboxTestValues;
  if (values.length === 0) throw new Error('the API description has no x-gcm-sandbox-test-values');
  return model.operations.flatMap((op) => {
    const own = values.filter((value) => op.operationId && value.operations.includes(op.operationId));
    if (own.length === 0) return [];
    const endpoint = `${wireMethod(op.method)} ${op.path}`;
    return [
      {type: 'heading', depth: 3, children: [text(op.title)]} as Node,
      {
        type: 'paragraph',
        children: [
          {type: 'inlineCode', value: endpoint},
          text(', in the API reference: '),
          {type: 'link', url: routeOf(op.id, undefined, routeBase), children: [text(op.title)]},
        ],
      },
      table(
        ['Input', 'Value', 'The sandbox answers'],
        own.map((value) => [
          [{type: 'inlineCode', value: value.name}, text(` (${value.in})`)],
          [{type: 'inlineCode', value: value.value}],
          inlineNodes(testAnswerMarkdown(value)),
        ]),
      ),
    ];
  });
}

function limitText(model: SpecModel, node: Node): Node {
  const name = (node.children ?? []).map((child) => child.value ?? '').join('');
  const limit = model.facts.limits.get(name);
  if (!limit) {
    const known = [...model.facts.limits.keys()].join(', ');
    throw new Error(`unknown limit "${name}" in :limit[…]; the API description's x-gcm-limits has ${known}`);
  }
  return text(formatLimit(limit));
}

/**
 * The directives this plugin replaces. plugins/guide-inputs makes a guide that uses one
 * depend on the description; plugins/guide-inputs/__tests__/guideInputs.test.ts checks it knows each of them.
 */
export const FACT_DIRECTIVES = {text: ['limit'], leaf: ['rate-limits', 'sandbox-test-values']};

export default function remarkApiFacts(options: RemarkApiFactsOptions) {
  return async (tree: Node, file: {path?: string}): Promise<void> => {
    let model: SpecModel | undefined;
    const replace = async (node: Node): Promise<Node | Node[]> => {
      const directive =
        (node.type === 'textDirective' && FACT_DIRECTIVES.text.includes(node.name ?? '')) ||
        (node.type === 'leafDirective' && FACT_DIRECTIVES.leaf.includes(node.name ?? ''));
      if (!directive) {
        if (node.children) node.children = (await Promise.all(node.children.map(replace))).flat();
        return node;
      }
      // A broken description is reported by the reference plugin, with its own place.
      // Under `npm start` a change to it recompiles the guides that use it (plugins/guide-inputs):
      // they show the new version, or the last one that read while it is broken.
      model ??= await servedSpec(options);
      try {
        if (node.name === 'limit') return limitText(model, node);
        return node.name === 'rate-limits'
          ? rateLimitTable(model, options.routeBase)
          : sandboxTestValueSections(model, options.routeBase);
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        stopBuild(new ProblemError(problemAt(file.path, node.position?.start, 'api-facts', reason)), FIX_THE_PAGE);
      }
    };
    await replace(tree);
  };
}
