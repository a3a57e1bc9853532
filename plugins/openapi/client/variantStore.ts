/**
 * The samples of the variant chosen on the page, shared by its picker
 * (../theme/VariantPicker), which loads them, and the request's code panel
 * (../theme/CodePanel), which shows them in place of the page's own. One page at a time:
 * the picker clears them when the reader leaves the page.
 */
import {useSyncExternalStore} from 'react';

/** The highlighted code of each sample language, for the panel of this id. */
interface Shown {
  panel: string;
  samples: Readonly<Record<string, string>>;
}

let shown: Shown | undefined;
const listeners = new Set<() => void>();

export function showVariantSamples(next: Shown | undefined): void {
  shown = next;
  listeners.forEach((listener) => listener());
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** The samples the panel `panel` shows instead of its own, if a variant is chosen. */
export function useVariantSamples(panel: string): Readonly<Record<string, string>> | undefined {
  const current = useSyncExternalStore(
    subscribe,
    () => shown,
    () => undefined,
  );
  return current?.panel === panel ? current.samples : undefined;
}
