/**
 * Response headers that say the same on most operations (a request id, the rate-limit
 * counters): site search indexes their names only, as it does for a repeated parameter
 * (parameters.ts), so that their descriptions do not make every operation match "429".
 */
import {isObject, type HeaderObject, type SpecModel} from '../model';

const headerUses = new WeakMap<SpecModel, Map<string, number>>();

const key = (name: string, header: HeaderObject | undefined) => `${name.toLowerCase()}\n${header?.description ?? ''}`;

/**
 * Whether this response header, with this description, is on at least half of the operations
 * (and more than one): then it says nothing about any one of them. A header a few operations
 * share (`Idempotent-Replayed`) is part of what each of them defines.
 */
export function isRepeatedHeader(model: SpecModel, name: string, header: HeaderObject | undefined): boolean {
  let uses = headerUses.get(model);
  if (!uses) {
    uses = new Map();
    for (const op of model.operations) {
      const onThisOperation = new Set<string>();
      for (const response of Object.values(op.responses)) {
        const headers = response.headers;
        for (const [headerName, raw] of Object.entries(isObject(headers) ? headers : {})) {
          onThisOperation.add(key(headerName, model.resolve(raw)));
        }
      }
      for (const entry of onThisOperation) uses.set(entry, (uses.get(entry) ?? 0) + 1);
    }
    headerUses.set(model, uses);
  }
  const count = uses.get(key(name, header)) ?? 0;
  return count > 1 && count * 2 >= model.operations.length;
}
