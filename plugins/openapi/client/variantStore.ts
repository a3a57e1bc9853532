/**
 * The samples of the variants chosen on the page, shared by its pickers
 * (../theme/VariantPicker), which load them, and the code panels (../theme/CodePanel), which
 * show them in place of their own: the request's samples, a response's example. One page at
 * a time: each picker clears what it showed when the reader leaves the page.
 */
import {useMemo, useSyncExternalStore} from 'react';

/** The highlighted code of each item (a sample language, a response status) a panel shows instead of its own. */
type Samples = Readonly<Record<string, string>>;

/** By the picker's section (`request-body`, `response-200`); replaced whole on each change. */
let shown: ReadonlyMap<string, {panel: string; samples: Samples}> = new Map();
const listeners = new Set<() => void>();

/** Shows the picker `section`'s `samples` in the panel `panel`, or the panel's own again (undefined). */
export function showVariantSamples(section: string, panel: string, samples: Samples | undefined): void {
  const next = new Map(shown);
  if (samples) next.set(section, {panel, samples});
  else next.delete(section);
  shown = next;
  listeners.forEach((listener) => listener());
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** The items the panel `panel` shows instead of its own, from every picker that drives it. */
export function useVariantSamples(panel: string): Samples | undefined {
  const current = useSyncExternalStore(
    subscribe,
    () => shown,
    () => undefined,
  );
  return useMemo(() => {
    const entries = [...(current?.values() ?? [])].filter((entry) => entry.panel === panel);
    return entries.length === 0 ? undefined : Object.assign({}, ...entries.map((entry) => entry.samples));
  }, [current, panel]);
}
