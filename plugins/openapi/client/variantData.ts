/**
 * The variants of a request body as the page carries them, for its variant picker
 * (../theme/VariantPicker): the generator writes them (../render/variants.ts), the browser
 * reads them. Plain data and the rules of choosing, for both sides and their tests.
 *
 * A choice is written `at=option` (`paymentMethod=11`): the path of the value in the body
 * and the index of the option. A selection is the choices that build one example: the
 * page's own (none chosen), or one file of samples per selection, loaded when chosen.
 */

export interface PickerOption {
  label: string;
  /** The option's name in a deep link: its discriminator value, else its name. */
  key: string;
}

export interface PickerPoint {
  /** Where the value is in the body (`paymentMethod`, `items[].source`; empty: the body itself). */
  at: string;
  options: PickerOption[];
  /** The choices this point appears under: it is shown when they are all chosen. */
  context: string[];
  /** The option the page's own example is, when the point is outside any choice; null when none fits. */
  pageOption: number | null;
}

export interface PickerSelection {
  choices: string[];
  /** Its samples and example, from the site's own files (a path under the site's base URL). */
  src: string;
  /** Its deep link, without `#`: `request-body.paymentMethod=scheme`. */
  hash: string;
}

export interface PickerData {
  /** The deep link's start: the body the variants are in (`request-body`, `response-200`). */
  section: string;
  /** What the picker is called: "Shape of the request body". */
  title: string;
  /** The code panel whose items follow the choice (`request-sample`, `example-response`). */
  panel: string;
  /** Whether the request body's examples under the fields show the chosen body too. */
  example: boolean;
  points: PickerPoint[];
  selections: PickerSelection[];
}

/**
 * What a selection's file holds: the highlighted code of each panel item it changes (a sample
 * by its language, a response example by its status), and the body as the fields' examples show it.
 */
export interface VariantFile {
  samples: Record<string, string>;
  example?: string;
}

export const choiceId = (at: string, option: number) => `${at}=${option}`;

/** The option chosen at a point under `choices`, or undefined (its default). */
export function chosenOption(choices: readonly string[], at: string): number | undefined {
  const choice = choices.find((id) => id.slice(0, id.lastIndexOf('=')) === at);
  return choice === undefined ? undefined : Number(choice.slice(choice.lastIndexOf('=') + 1));
}

/** The points shown under a selection's choices: those whose context is all chosen. */
export function visiblePoints(data: PickerData, choices: readonly string[]): PickerPoint[] {
  const visible = data.points.filter((point) => point.context.every((id) => choices.includes(id)));
  // Each point right after the one whose choice it is inside, so that the pickers read (and tab) in that order.
  const ordered: PickerPoint[] = [];
  const add = (depth: number, parent: string | undefined) => {
    for (const point of visible) {
      const inside = point.context.at(-1);
      if (
        point.context.length !== depth ||
        (parent !== undefined && inside?.slice(0, inside.lastIndexOf('=')) !== parent)
      )
        continue;
      ordered.push(point);
      add(depth + 1, point.at);
    }
  };
  add(0, undefined);
  return ordered;
}

/** What a point's picker shows: the option chosen, else the page's own (or, inside a choice, the first). */
export function shownOption(point: PickerPoint, choices: readonly string[]): number | null {
  return chosenOption(choices, point.at) ?? (point.context.length === 0 ? point.pageOption : 0);
}

/**
 * The selection after choosing `option` at `point`: the point's context, then this choice; a
 * choice beside it is dropped (one variant at a time). The page's own example again when the
 * option is the one it already is. Undefined when the generator made no file for it.
 */
export function choose(data: PickerData, point: PickerPoint, option: number): PickerSelection | null | undefined {
  if (point.context.length === 0 && option === point.pageOption) return null;
  const wanted = [...point.context, choiceId(point.at, option)];
  return data.selections.find(
    (selection) => selection.choices.length === wanted.length && wanted.every((id) => selection.choices.includes(id)),
  );
}

/** The selection a deep link names (`#request-body.paymentMethod=scheme`), if any. */
export function selectionByHash(data: PickerData, hash: string): PickerSelection | undefined {
  const wanted = decodeURIComponent(hash.replace(/^#/, ''));
  return data.selections.find((selection) => selection.hash === wanted);
}
