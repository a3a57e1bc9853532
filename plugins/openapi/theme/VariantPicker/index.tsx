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
import {useEffect, useId, useMemo, useRef, useState, type ReactNode} from 'react';
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

/** The code panel whose samples follow the choice. */
const REQUEST_PANEL = 'request-sample';
const storageKey = () => `gcm-api-variant:${window.location.pathname}`;

function remember(selection: PickerSelection | null): void {
  try {
    if (selection) window.localStorage.setItem(storageKey(), selection.hash);
    else window.localStorage.removeItem(storageKey());
  } catch {
    // Storage can be refused (private windows, quotas): the choice is then not remembered.
  }
}

function remembered(data: PickerData): PickerSelection | undefined {
  try {
    const hash = window.localStorage.getItem(storageKey());
    return hash ? selectionByHash(data, hash) : undefined;
  } catch {
    return undefined;
  }
}

/** The URL says the choice, without a navigation or a scroll. */
function showInUrl(data: PickerData, selection: PickerSelection | null): void {
  const current = decodeURIComponent(window.location.hash.slice(1));
  const ours =
    current === data.section || current.startsWith(`${data.section}.`) || current.startsWith(`${data.section}=`);
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

const pointName = (point: PickerPoint) => (point.at === '' ? 'request body' : point.at);

export default function VariantPicker({data: json}: Props): ReactNode {
  const data = useMemo(() => JSON.parse(json) as PickerData, [json]);
  const base = useBaseUrl('/').replace(/\/$/, '');
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const [selection, setSelection] = useState<PickerSelection | null>(null);
  const [status, setStatus] = useState<'idle' | 'loading' | 'failed'>('idle');
  const latest = useRef(0);

  const apply = async (next: PickerSelection | null, {user}: {user: boolean}) => {
    const request = ++latest.current;
    setSelection(next);
    if (user) {
      remember(next);
      showInUrl(data, next);
    }
    if (!next) {
      setStatus('idle');
      showVariantSamples(undefined);
      showExample(undefined);
      return;
    }
    setStatus('loading');
    try {
      const response = await fetch(`${base}${next.src}`);
      if (!response.ok) throw new Error(String(response.status));
      const file = (await response.json()) as VariantFile;
      if (request !== latest.current) return;
      showVariantSamples({panel: REQUEST_PANEL, samples: file.samples});
      showExample(file.example);
      setStatus('idle');
    } catch {
      if (request !== latest.current) return;
      showVariantSamples(undefined);
      showExample(undefined);
      setStatus('failed');
    }
  };

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
      showVariantSamples(undefined);
    };
    // Once per page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [data]);

  const choices = selection?.choices ?? [];
  const chosenLabels = visiblePoints(data, choices)
    .map((point) => {
      const option = shownOption(point, choices);
      return option === null ? undefined : `${pointName(point)}: ${point.options[option].label}`;
    })
    .filter(Boolean)
    .join('; ');
  return (
    <div ref={root} className="api-variant-picker" role="group" aria-labelledby={`${id}-title`}>
      <p id={`${id}-title`} className="api-variant-picker__title">
        Shape of the request body
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
          ? 'Loading the samples of this shape…'
          : status === 'failed'
            ? 'The samples of this shape could not be loaded; the samples below are the page’s own.'
            : selection
              ? `The samples send ${chosenLabels}.`
              : ''}
      </p>
    </div>
  );
}
