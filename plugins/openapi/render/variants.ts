/**
 * The variants of a body (an operation's request, a response), for the page's variant
 * pickers: every `oneOf`/`anyOf` and discriminator a reader can choose (model/examples.ts
 * `exampleVariants`), and for each choice a file of its own with what it changes on the page
 * (the request's example and generated samples, a response's example). The page carries only
 * the picker's data; a choice's file loads when it is chosen (../theme/VariantPicker).
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
  /** Which variants are offered, by their path in the body (all, for a request). */
  offered?: (at: string) => boolean;
}

/** A response's variants offered: the shape of the body itself, or of its items; not each field's. */
export const RESPONSE_VARIANTS = (at: string) => at === '' || at === '[]';

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
): BodyVariants | undefined {
  if (!isObject(media) || media.schema === undefined) return undefined;
  const {offered, ...shown} = where;
  const {points, examples} = exampleVariants(ctx.model, media.schema, VARIANT_LIMIT, offered);
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
      const file = `${JSON.stringify(render(body))}\n`;
      const name = `${op.id}/${where.section}-${createHash('sha256').update(file).digest('hex').slice(0, 16)}.json`;
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
