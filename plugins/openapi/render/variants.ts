/**
 * The variants of a body (an operation's request, a response), for the page's variant
 * pickers: every `oneOf`/`anyOf` and discriminator a reader can choose, at any depth
 * (model/examples.ts `exampleVariants`), and for each choice a file of its own with what it
 * changes on the page (the request's example and generated samples, a response's example).
 * The page carries only the picker's data; a choice's file loads when it is chosen
 * (../theme/VariantPicker).
 *
 * A request's files hold its operation's samples, so they live in the operation's folder. A
 * response's file holds only the body, so it is named by its content alone: every operation
 * that returns the same body shares it (Stripe's error response, on each of its 468
 * operations, is a handful of files, not thousands).
 */
import {createHash} from 'node:crypto';
import {
  exampleVariants,
  isObject,
  matchOption,
  parameterExample,
  replaceAt,
  valueAt,
  type ApiOperation,
  type BodyDirection,
  type JsonValue,
  type MediaTypeObject,
} from '../model';
import {choiceId, type PickerData, type VariantFile} from '../client/variantData';
import type {PageContext} from './context';
import {VARIANTS_FOLDER} from '../../shared/routes';

/** Choices one body offers at most (Adyen's `paymentMethod` has 58 shapes). */
export const VARIANT_LIMIT = 64;

export interface BodyVariants {
  data: PickerData;
  /** Each selection's file, by its path under VARIANTS_FOLDER. */
  files: Map<string, string>;
}

/** Where a body's variants show: the deep link's start, the picker's title, the panel that follows it. */
export interface VariantSection {
  section: string;
  title: string;
  panel: string;
  /** The request body's examples under the fields show the chosen body too. */
  example: boolean;
  /**
   * Set when a file is made of the body and this alone (a response's status and media type),
   * nothing of the operation: it is named by its content and shared by every operation.
   */
  shared?: string;
}

/** Per description: the variants of each schema met, each way a body goes, and the file made of each body, made once. */
const perModel = new WeakMap<
  object,
  {
    variants: Record<BodyDirection, Map<unknown, ReturnType<typeof exampleVariants>>>;
    files: Map<string, {name: string; file: string}>;
  }
>();

/** A schema's variants, worked out once per description for each `$ref` (Stripe's error, on every operation). */
function variantsOfSchema(ctx: PageContext, schema: NonNullable<MediaTypeObject['schema']>, direction: BodyDirection) {
  let cache = perModel.get(ctx.model);
  if (!cache) {
    perModel.set(ctx.model, (cache = {variants: {request: new Map(), response: new Map()}, files: new Map()}));
  }
  const key =
    isObject(schema) && Object.keys(schema).length === 1 && typeof schema.$ref === 'string' ? schema.$ref : schema;
  const known = cache.variants[direction];
  let variants = known.get(key);
  if (!variants) known.set(key, (variants = exampleVariants(ctx.model, schema, VARIANT_LIMIT, direction)));
  return {variants, files: cache.files};
}

/**
 * The picker's data and files for a body whose media type has variants; undefined when it has
 * none. `render` makes a selection's file from the body it holds.
 */
export function bodyVariants(
  ctx: PageContext,
  op: ApiOperation,
  media: MediaTypeObject | undefined,
  where: VariantSection,
  render: (body: JsonValue) => VariantFile,
  direction: BodyDirection,
): BodyVariants | undefined {
  if (!isObject(media) || media.schema === undefined) return undefined;
  const {shared, ...shown} = where;
  const {
    variants: {points, examples},
    files: made,
  } = variantsOfSchema(ctx, media.schema, direction);
  if (points.length === 0 || examples.length === 0) return undefined;
  // The page's own example: the description's, else the one built with every default.
  const own = parameterExample(ctx.model, media);
  const files = new Map<string, string>();
  const keyOf = new Map(points.map((point) => [point.at, point.set.options.map((option) => option.key)]));
  const data: PickerData = {
    ...shown,
    points: points.map((point) => ({
      at: point.at,
      options: point.set.options.map((option) => ({label: option.label, key: option.key})),
      context: point.context.map((choice) => choiceId(choice.at, choice.option)),
      pageOption:
        point.context.length > 0
          ? 0
          : own.found
            ? (matchOption(ctx.model, point.set, valueAt(own.value, point.at)) ?? null)
            : 0,
    })),
    selections: examples.map(({choices, value}) => {
      const first = choices[0].at;
      // A chosen variant keeps the rest of the description's own example.
      const kept = own.found ? replaceAt(own.value, first, valueAt(value, first)) : undefined;
      const body = kept === undefined ? value : kept;
      const {name, file} =
        shared === undefined ? ownFile(op, where.section, render(body)) : sharedFile(made, shared, body, render);
      files.set(name, file);
      const words = choices.map(
        (choice) => `${choice.at}=${keyOf.get(choice.at)?.[choice.option] ?? String(choice.option)}`,
      );
      return {
        choices: choices.map((choice) => choiceId(choice.at, choice.option)),
        src: `/${VARIANTS_FOLDER}/${name}`,
        hash: `${where.section}${words[0].startsWith('=') ? '' : '.'}${words.join('&')}`,
      };
    }),
  };
  return {data, files};
}

const hashOf = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 16);

/** An operation's own file: in its folder, named by its section and content. */
function ownFile(op: ApiOperation, section: string, content: VariantFile): {name: string; file: string} {
  const file = `${JSON.stringify(content)}\n`;
  return {name: `${op.id}/${section}-${hashOf(file)}.json`, file};
}

/** A file any operation may share, made once for each body and `shared` (highlighting is the costly part). */
function sharedFile(
  made: Map<string, {name: string; file: string}>,
  shared: string,
  body: JsonValue,
  render: (body: JsonValue) => VariantFile,
): {name: string; file: string} {
  const key = `${shared}\n${JSON.stringify(body)}`;
  let entry = made.get(key);
  if (!entry) {
    const file = `${JSON.stringify(render(body))}\n`;
    made.set(key, (entry = {name: `${hashOf(file)}.json`, file}));
  }
  return entry;
}
