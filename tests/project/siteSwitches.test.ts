/**
 * The build's switches are read from the environment in siteSwitches.ts alone, so that one file
 * lists every one of them, who sets it and what it does. scripts/ and tests/ set them for the
 * builds they start, and are not scanned.
 */
import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

import {SWITCH_VARIABLES, readSiteSwitches, siteSwitches} from '../../siteSwitches';

const codeFile = /\.(ts|tsx|js|mjs|cjs)$/;

/** The code files of a folder, at any depth. */
const codeFiles = (dir: string) =>
  readdirSync(dir, {recursive: true, encoding: 'utf8'})
    .filter((file) => codeFile.test(file))
    .map((file) => path.join(dir, file));

/** The switches a source reads from process.env: `process.env.NAME`, `process.env['NAME']`, or destructured. */
function switchesRead(source: string): string[] {
  const names = new Set<string>(SWITCH_VARIABLES);
  const read = [
    ...[...source.matchAll(/process\.env(?:\.([A-Z_][A-Z0-9_]*)|\[\s*['"`]([A-Z_][A-Z0-9_]*)['"`]\s*\])/g)].map(
      (m) => m[1] ?? m[2],
    ),
    ...[...source.matchAll(/\{([^{}]*)\}\s*=\s*process\.env\b/g)].flatMap((m) =>
      m[1].split(',').map((entry) => entry.split(':')[0].trim()),
    ),
  ];
  return [...new Set(read.filter((name) => names.has(name as (typeof SWITCH_VARIABLES)[number])))];
}

describe('site switches', () => {
  it('recognises every way of reading a switch', () => {
    expect(switchesRead("const a = process.env.SITE_VARIANT; const b = process.env['DOCS_BUNDLER'];")).toEqual([
      'SITE_VARIANT',
      'DOCS_BUNDLER',
    ]);
    expect(switchesRead('const {SEARCH_ENGINE, NODE_ENV: mode} = process.env;')).toEqual(['SEARCH_ENGINE']);
    expect(switchesRead('process.env.NODE_ENV; process.env.DEBUG')).toEqual([]);
  });

  it('are read from process.env in siteSwitches.ts only, not in the config, plugins or theme', () => {
    const rootFiles = readdirSync('.').filter((name) => codeFile.test(name) && name !== 'siteSwitches.ts');
    const files = [...rootFiles, ...codeFiles('plugins'), ...codeFiles('src')];
    expect(files).toContain('docusaurus.config.ts');
    expect(files.length).toBeGreaterThan(100);
    const readers = files
      .map((file) => ({file, read: switchesRead(readFileSync(file, 'utf8'))}))
      .filter(({read}) => read.length > 0);
    expect(readers).toEqual([]);
  });

  it('leave docusaurus.config.ts reading nothing from the environment itself', () => {
    expect(readFileSync('docusaurus.config.ts', 'utf8')).not.toMatch(/process\.env/);
  });

  it('list every variable siteSwitches.ts reads', () => {
    const read = [...readFileSync('siteSwitches.ts', 'utf8').matchAll(/\benv\.([A-Z_][A-Z0-9_]*)/g)].map((m) => m[1]);
    expect(new Set(read)).toEqual(new Set(SWITCH_VARIABLES));
  });

  it('build the portal when none is set, and cannot be changed once read', () => {
    expect(readSiteSwitches({})).toEqual({
      referenceOnlySpec: undefined,
      referenceStrict: false,
      referenceReport: undefined,
      referenceRunDir: undefined,
      referenceLinkBase: undefined,
      e2eVariant: false,
      e2eAnnouncementId: 'e2e-announcement-1',
      webpack: false,
      easyopsSearch: false,
    });
    expect(Object.isFrozen(siteSwitches)).toBe(true);
  });

  it('map each variable to its switch', () => {
    expect(
      readSiteSwitches({
        GCM_REFERENCE_SPEC: 'spec.yaml',
        GCM_REFERENCE_STRICT: '1',
        GCM_REFERENCE_REPORT: 'report.json',
        GCM_REFERENCE_RUN_DIR: '.reference/runs/1234-abc',
        GCM_REFERENCE_LINK_BASE: 'https://api.example.com/docs/',
        SITE_VARIANT: 'e2e',
        E2E_ANNOUNCEMENT_ID: 'second',
        DOCS_BUNDLER: 'webpack',
        SEARCH_ENGINE: 'easyops',
      }),
    ).toEqual({
      referenceOnlySpec: 'spec.yaml',
      referenceStrict: true,
      referenceReport: 'report.json',
      referenceRunDir: '.reference/runs/1234-abc',
      referenceLinkBase: 'https://api.example.com/docs/',
      e2eVariant: true,
      e2eAnnouncementId: 'second',
      webpack: true,
      easyopsSearch: true,
    });
    // build:reference passes GCM_REFERENCE_STRICT=0 when --strict is not given.
    expect(readSiteSwitches({GCM_REFERENCE_STRICT: '0'}).referenceStrict).toBe(false);
  });
});
