/** Loads an API description into the spec model: read, parse, validate, model. */
import path from 'node:path';
import {readDescription} from './parse';
import {locatePointer, validateDescription, type ValidateOptions} from './validate';
import {buildModel, type SpecModel} from './model';

export interface LoadOptions extends Partial<ValidateOptions> {
  /** The directory paths are resolved and shown against (default: the working directory). */
  cwd?: string;
}

/** The model of the description at `specPath`; throws SpecError with `file:line:col` problems. */
export async function loadSpec(specPath: string, options: LoadOptions = {}): Promise<SpecModel> {
  const cwd = options.cwd ?? process.cwd();
  const absolute = path.resolve(cwd, specPath);
  const relative = path.relative(process.cwd(), absolute);
  const file = (relative && !relative.startsWith('..') ? relative : absolute).split(path.sep).join('/');
  const parsed = readDescription(file, absolute);
  const {root, warnings} = await validateDescription(parsed, {allowExternalRefs: options.allowExternalRefs ?? true});
  return buildModel(file, root, warnings, (pointer) => locatePointer(parsed, pointer));
}
