/**
 * OpenAPI 3.2's `$self`: the URI the description is published at, the base of its references.
 * A `$ref` to an address under the folder of `$self` (`https://api.example.com/v1/schemas/pet.yaml`
 * when `$self` is `https://api.example.com/v1/openapi.yaml`) names a file published beside the
 * description: it is read beside the file on this machine, never fetched. A relative `$ref`
 * resolves against `$self` to the same place, so it is read beside the file as before.
 */
import path from 'node:path';
import {BaseResolver} from '@redocly/openapi-core';

const ABSOLUTE_URL = /^[a-z][a-z\d+.-]*:\/\//i;

/** The local file a resolved reference names, when it is under the folder of `self`; else undefined. */
export function localUnderSelf(reference: string, self: string, entryFile: string): string | undefined {
  if (!ABSOLUTE_URL.test(self) || !ABSOLUTE_URL.test(reference) || ABSOLUTE_URL.test(entryFile)) return undefined;
  let folder: string;
  try {
    folder = new URL('.', self).href;
  } catch {
    return undefined;
  }
  if (!reference.startsWith(folder)) return undefined;
  const rest = reference.slice(folder.length).split(/[?#]/)[0];
  return path.resolve(path.dirname(entryFile), decodeURIComponent(rest));
}

/** Redocly's resolver, reading what `$self`'s folder names from beside the description's file. */
export class SelfResolver extends BaseResolver {
  constructor(
    private readonly self: unknown,
    private readonly entryFile: string,
  ) {
    super();
  }

  resolveExternalRef(base: string | null, ref: string): string {
    const resolved = super.resolveExternalRef(base, ref);
    if (typeof this.self !== 'string') return resolved;
    return localUnderSelf(resolved, this.self, this.entryFile) ?? resolved;
  }
}
