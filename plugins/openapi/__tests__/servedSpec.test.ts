/** Under `npm start`, a description saved broken leaves the guides' numbers as they last read. */
import {copyFileSync, mkdtempSync, readFileSync, utimesSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterEach, describe, expect, it} from 'vitest';
import {ProblemError, servedSpec} from '../model';

const environment = process.env.NODE_ENV;
afterEach(() => {
  process.env.NODE_ENV = environment;
});

/** A copy of the site's description in a scratch folder, and a way to save it again. */
function scratchDescription() {
  const cwd = mkdtempSync(path.join(os.tmpdir(), 'served-spec-'));
  const file = path.join(cwd, 'openapi.json');
  copyFileSync('api/openapi.json', file);
  let saves = 0;
  const save = (text: string) => {
    writeFileSync(file, text);
    // A new version for sharedSpec, however fast the saves come.
    const time = new Date(Date.now() + ++saves * 1000);
    utimesSync(file, time, time);
  };
  return {source: {specPath: 'openapi.json', allowExternalRefs: false, cwd}, text: readFileSync(file, 'utf8'), save};
}

describe('servedSpec', () => {
  it('gives the dev server the last description that read while a save is broken, then the fixed one', async () => {
    process.env.NODE_ENV = 'development';
    const {source, text, save} = scratchDescription();
    const good = await servedSpec(source);
    save(text.replace('"#/components/schemas/VoidCardRequest"', '"#/components/schemas/NoSuchSchema"'));
    expect(await servedSpec(source)).toBe(good);
    save(text.replace('"title": "GCM API"', '"title": "GCM API, fixed"'));
    const fixed = await servedSpec(source);
    expect(fixed).not.toBe(good);
    expect(fixed.info.title).toBe('GCM API, fixed');
  });

  it('throws the problem in a build, and on a server whose description never read', async () => {
    const {source, text, save} = scratchDescription();
    process.env.NODE_ENV = 'production';
    await servedSpec(source);
    save(text.replace('"#/components/schemas/VoidCardRequest"', '"#/components/schemas/NoSuchSchema"'));
    await expect(servedSpec(source)).rejects.toThrow(ProblemError);
    process.env.NODE_ENV = 'development';
    const never = scratchDescription();
    never.save(never.text.slice(0, 100));
    await expect(servedSpec(never.source)).rejects.toThrow(ProblemError);
  });
});
