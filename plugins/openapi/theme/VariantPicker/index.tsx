/**
 * The shape of the request body the samples send, where the body is polymorphic (`oneOf`,
 * `anyOf`, a discriminator): one native `<select>` per variant point (its keyboard model is the
 * platform's own), each option named as the fields name it. Choosing one loads that shape's
 * samples and body from the site's own files (../../render/variants.ts writes them) and shows
 * them in the request panel and under the fields. The choice is remembered per page, and the
 * URL's hash says it (`#request-body.paymentMethod=scheme`) so that it can be shared.
 *
 * The pickers are in the server HTML; a choice made before the page is interactive is read
 * back from them when React takes over. A file still loading keeps the choice on screen and
 * never moves focus; a later choice wins over an earlier one still loading.
 */
import {
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type MutableRefObject,
  type ReactNode,
  type RefObject,
} from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {
  choose,
  selectionByHash,
  shownOption,
  visiblePoints,
  type PickerData,
  type PickerPoint,
  type PickerSelection,
  type VariantFile,
} from '../../client/variantData';
import {showVariantSamples} from '../../client/variantStore';
import {VARIANT_EXAMPLE_ATTRIBUTE} from '../../client/controlNames';

export interface Props {
  /** The picker's data (../../client/variantData.ts PickerData), as JSON. */
  readonly data: string;
}

const storageKey = (data: PickerData) => `gcm-api-variant:${window.location.pathname}#${data.section}`;

function remember(data: PickerData, selection: PickerSelection | null): void {
  try {
    if (selection) window.localStorage.setItem(storageKey(data), selection.hash);
    else window.localStorage.removeItem(storageKey(data));
  } catch {
    // Storage can be refused (private windows, quotas): the choice is then not remembered.
  }
}

function remembered(data: PickerData): PickerSelection | undefined {
  try {
    const hash = window.localStorage.getItem(storageKey(data));
    return hash ? selectionByHash(data, hash) : undefined;
  } catch {
    return undefined;
  }
}

/** The URL says the choice, without a navigation or a scroll. */
function showInUrl(data: PickerData, selection: PickerSelection | null): void {
  // Back to the page's own: a hash that named a shape goes; any other (a field's anchor) stays.
  const ours = selectionByHash(data, window.location.hash) !== undefined;
  if (!selection && !ours) return;
  const hash = selection ? `#${selection.hash}` : '';
  window.history.replaceState(window.history.state, '', `${window.location.pathname}${window.location.search}${hash}`);
}

/** The body under the fields: the chosen shape's, or hidden for the page's own. */
function showExample(html: string | undefined): void {
  const block = document.querySelector<HTMLElement>(`[${VARIANT_EXAMPLE_ATTRIBUTE}]`);
  const code = block?.lastElementChild;
  if (!block || !code) return;
  block.hidden = html === undefined;
  code.innerHTML = html ?? '';
}

const pointName = (point: PickerPoint) => (point.at === '' ? 'body' : point.at);

/** The shape chosen, and how its file is loading; `apply` chooses one (null: the page's own). */
function useSelection(data: PickerData, base: string) {
  const [selection, setSelection] = useState<PickerSelection | null>(null);
  const [status, setStatus] = useState<'idle' | 'loading' | 'failed'>('idle');
  const latest = useRef(0);

  const apply = async (next: PickerSelection | null, {user}: {user: boolean}) => {
    const request = ++latest.current;
    setSelection(next);
    if (user) {
      remember(data, next);
      showInUrl(data, next);
    }
    const show = (file: VariantFile | undefined) => {
      showVariantSamples(data.section, data.panel, file?.samples);
      if (data.example) showExample(file?.example);
    };
    if (!next) {
      setStatus('idle');
      show(undefined);
      return;
    }
    setStatus('loading');
    try {
      const response = await fetch(`${base}${next.src}`);
      if (!response.ok) throw new Error(String(response.status));
      const file = (await response.json()) as VariantFile;
      if (request !== latest.current) return;
      show(file);
      setStatus('idle');
    } catch {
      if (request !== latest.current) return;
      show(undefined);
      setStatus('failed');
    }
  };
  return {selection, status, latest, apply};
}

/** Follows the URL's hash; on leaving the page, drops a file still loading and the shown samples. */
function useInitialSelection(
  root: RefObject<HTMLDivElement | null>,
  data: PickerData,
  apply: ReturnType<typeof useSelection>['apply'],
  latest: MutableRefObject<number>,
): void {
  // When React takes over: a choice made in the server HTML, else the URL's, else the one remembered.
  useEffect(() => {
    const selects = Array.from(root.current?.querySelectorAll('select') ?? []);
    const changed = selects.find((select) => select.value !== select.dataset.initial);
    const point = changed && data.points.find((p) => p.at === changed.dataset.at && p.context.length === 0);
    const fromPage = point && changed.value !== '' ? choose(data, point, Number(changed.value)) : undefined;
    const initial = fromPage ?? selectionByHash(data, window.location.hash) ?? remembered(data);
    if (initial) void apply(initial, {user: fromPage !== undefined});
    const onHash = () => {
      const linked = selectionByHash(data, window.location.hash);
      if (linked) void apply(linked, {user: true});
    };
    window.addEventListener('hashchange', onHash);
    return () => {
      window.removeEventListener('hashchange', onHash);
      latest.current += 1;
      showVariantSamples(data.section, data.panel, undefined);
    };
    // Once per page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [data]);
}

/** What the status line says is shown: each visible point's chosen option. */
function shownLabels(data: PickerData, choices: PickerSelection['choices']): string {
  return visiblePoints(data, choices)
    .map((point) => {
      const option = shownOption(point, choices);
      return option === null ? undefined : `${pointName(point)}: ${point.options[option].label}`;
    })
    .filter(Boolean)
    .join('; ');
}

export default function VariantPicker({data: json}: Props): ReactNode {
  const data = useMemo(() => JSON.parse(json) as PickerData, [json]);
  const base = useBaseUrl('/').replace(/\/$/, '');
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const {selection, status, latest, apply} = useSelection(data, base);
  useInitialSelection(root, data, apply, latest);

  const choices = selection?.choices ?? [];
  const chosenLabels = shownLabels(data, choices);
  return (
    <div ref={root} className="api-variant-picker" role="group" aria-labelledby={`${id}-title`}>
      <p id={`${id}-title`} className="api-variant-picker__title">
        {data.title}
      </p>
      {visiblePoints(data, choices).map((point) => {
        const shown = shownOption(point, choices);
        const selectId = `${id}-${point.at || 'body'}`;
        return (
          <div key={`${point.context.join('&')}|${point.at}`} className="api-variant-picker__row">
            <label htmlFor={selectId} className="api-variant-picker__label">
              <code>{pointName(point)}</code>
            </label>
            <select
              id={selectId}
              className="api-variant-picker__select"
              value={shown === null ? '' : String(shown)}
              data-initial={
                point.context.length === 0 ? (point.pageOption === null ? '' : String(point.pageOption)) : undefined
              }
              data-at={point.at}
              onChange={(event) => {
                const value = event.target.value;
                const next = value === '' ? null : choose(data, point, Number(value));
                if (next !== undefined) void apply(next, {user: true});
              }}
            >
              {point.context.length === 0 && point.pageOption === null && (
                <option value="">As in the description&apos;s example</option>
              )}
              {point.options.map((option, index) => (
                <option key={option.key} value={String(index)} disabled={choose(data, point, index) === undefined}>
                  {option.label}
                </option>
              ))}
            </select>
          </div>
        );
      })}
      <p className="api-variant-picker__status" role="status" aria-live="polite">
        {status === 'loading'
          ? 'Loading this shape…'
          : status === 'failed'
            ? 'This shape could not be loaded; the panel below shows the page’s own example.'
            : selection
              ? `Shown below: ${chosenLabels}.`
              : ''}
      </p>
    </div>
  );
}
