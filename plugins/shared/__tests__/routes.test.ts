/** The reference's route is spelled once: plugins/shared/routes.ts. */
import {readdirSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {REFERENCE_FOLDER, referenceDocId, routeOf} from '../routes';

/** Build code: every file under `entry`, its tests left out (a test may name a route as it expects it). */
function codeFiles(entry: string): string[] {
  if (path.basename(entry) === '__tests__') return [];
  if (statSync(entry).isFile()) return [entry];
  return readdirSync(entry).flatMap((name) => codeFiles(path.join(entry, name)));
}

describe('routes', () => {
  it('put a page id of the model under the reference route, with its anchor', () => {
    expect(routeOf('void-card')).toBe('/docs/api/partner-api/void-card');
    expect(routeOf('void-card', 'responses')).toBe('/docs/api/partner-api/void-card#responses');
    expect(routeOf('schemas/business', undefined, '/preview')).toBe('/preview/schemas/business');
    expect(referenceDocId('gcm-api')).toBe('api/partner-api/gcm-api');
  });

  it('are spelled once outside tests and content: no other build code writes the reference folder', () => {
    const files = ['plugins', 'scripts', 'docusaurus.config.ts', 'sidebars.ts']
      .flatMap(codeFiles)
      .filter((file) => /\.(ts|tsx|js|cjs|mjs)$/.test(file) && file !== path.join('plugins', 'shared', 'routes.ts'));
    const spelled = files.flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .map((line, i) => ({file, line: i + 1, text: line.trim()}))
        // Comments may show an example route.
        .filter(({text}) => text.includes(REFERENCE_FOLDER) && !/^(\*|\/\/|\/\*)/.test(text)),
    );
    expect(spelled.map(({file, line}) => `${file}:${line}`)).toEqual([]);
  });
});
