/**
 * The code-sample languages, in display order: one module per language (see types.ts for
 * what each holds). Every list keyed by language reads this one: codeSampleLanguages.ts, the
 * templates and `x-codeSamples` aliases of samples/index.ts, the signing extraction, both
 * runners in tests/samples, and scripts/install-sample-toolchains.sh (through
 * scripts/sample-toolchains.ts). languages.test.ts fails, naming what is missing, when a
 * language listed here has no template, signing example or runner.
 */
import type {SampleLanguage} from './types';
import {python} from './python';
import {curl} from './curl';
import {csharp} from './csharp';
import {go} from './go';
import {nodejs} from './nodejs';
import {ruby} from './ruby';
import {php} from './php';
import {java} from './java';
import {powershell} from './powershell';

export type {SampleLanguage} from './types';

export const sampleLanguages: SampleLanguage[] = [python, curl, csharp, go, nodejs, ruby, php, java, powershell];

/** The language with id `id`; an id that is not in the list is an error that says so. */
export function sampleLanguage(id: string): SampleLanguage {
  const language = sampleLanguages.find((l) => l.id === id);
  if (!language) throw new Error(`${id}: not a sample language (plugins/openapi/render/samples/languages/index.ts)`);
  return language;
}
