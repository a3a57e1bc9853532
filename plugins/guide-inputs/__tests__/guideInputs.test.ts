/**
 * plugins/guide-inputs: which files a guide is compiled from besides itself, so that a
 * change to one recompiles the guide under `npm start` and with the persistent build cache.
 */
import {readFileSync, existsSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {describe, expect, it} from 'vitest';
import {guideInputFolders, guideInputs} from '../inputs.cjs';
import guideInputsLoader from '../loader.cjs';
import {guideFiles} from '../../docs-lint';
import {FACT_DIRECTIVES} from '../../api-facts';
import {CHANGES_SINCE_DIRECTIVE} from '../../api-changes/changesSince';

const siteDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const specPath = 'api/openapi.json';
const spec = path.join(siteDir, specPath);
const inputsOf = (source: string, guidePath = path.join(siteDir, 'docs/guide.mdx')) =>
  guideInputs(source, {siteDir, specPath, guidePath});

describe('guide inputs', () => {
  it('is the description for a guide that shows its numbers or tables', () => {
    expect(inputsOf('A token lasts :limit[accessTokenLifetime].')).toEqual([spec]);
    expect(inputsOf('## Limits\n\n::rate-limits\n')).toEqual([spec]);
    expect(inputsOf('::sandbox-test-values\n')).toEqual([spec]);
    expect(inputsOf('Rate limits are in the introduction; `::rate-limits` renders them.')).toEqual([]);
  });

  it('knows every directive the facts plugin replaces', () => {
    for (const name of FACT_DIRECTIVES.text) expect(inputsOf(`It is :${name}[x].`), name).toEqual([spec]);
    for (const name of FACT_DIRECTIVES.leaf) expect(inputsOf(`::${name}\n`), name).toEqual([spec]);
  });

  it('is the description, every release and the releases folder for a page that lists their changes', () => {
    const where = {siteDir, specPath, changelog: 'docs/changelog.mdx', releasesDir: 'api/releases'};
    const releases = path.join(siteDir, 'api/releases');
    const listing = `## Since your version\n\n::${CHANGES_SINCE_DIRECTIVE}\n`;
    const guide = path.join(siteDir, 'docs/changes-since.mdx');
    const files = guideInputs(listing, {...where, guidePath: guide});
    expect(files[0]).toBe(spec);
    expect(files.slice(1)).toContain(path.join(releases, '1.0.0.json'));
    expect(files.slice(1).every((file) => path.dirname(file) === releases)).toBe(true);
    expect(guideInputFolders(listing, {...where, guidePath: guide})).toEqual([releases]);
    // The changelog lists each release's changes without a directive.
    const changelog = path.join(siteDir, 'docs/changelog.mdx');
    expect(guideInputFolders('## 1.2.0 — May 2025', {...where, guidePath: changelog})).toEqual([releases]);
    // Any other page, or a site without releases (a previewed description), depends on none.
    expect(guideInputFolders('Text.', {...where, guidePath: guide})).toEqual([]);
    expect(guideInputFolders(listing, {siteDir, specPath, guidePath: guide})).toEqual([]);
  });

  it('is every file a code block imports, from the site root or the guide, without a line range', () => {
    const source = [
      '```python title="sign.py" file=<rootDir>/examples/signing/python/sign.py',
      '```',
      '~~~go file=./main.go#L3-L9',
      '~~~',
      'Text that mentions file=<rootDir>/not-a-fence.txt',
    ].join('\n');
    expect(inputsOf(source, path.join(siteDir, 'docs/quickstarts/x.mdx'))).toEqual([
      path.join(siteDir, 'examples/signing/python/sign.py'),
      path.join(siteDir, 'docs/quickstarts/main.go'),
    ]);
  });

  it('finds the real guides’ inputs, which all exist', () => {
    const byGuide = new Map(
      guideFiles(path.join(siteDir, 'docs')).map((file) => [
        path.relative(siteDir, file),
        inputsOf(readFileSync(file, 'utf8'), file),
      ]),
    );
    expect(byGuide.get('docs/introduction.mdx')).toContain(spec);
    const hmac = byGuide.get('docs/additional-support/hmac-signature-generation.mdx') ?? [];
    expect(hmac.filter((file) => file.includes('/examples/signing/')).length).toBeGreaterThanOrEqual(9);
    expect([...byGuide.values()].flat().filter((file) => !existsSync(file))).toEqual([]);
  });

  it('is declared to the bundler by the loader, which passes the guide through unchanged', () => {
    const declared: string[] = [];
    const source = 'A token lasts :limit[accessTokenLifetime].';
    const context = {
      getOptions: () => ({siteDir, specPath}),
      resourcePath: path.join(siteDir, 'docs/introduction.mdx'),
      addDependency: (file: string) => declared.push(file),
      addContextDependency: (folder: string) => declared.push(`${folder}/`),
    };
    expect(guideInputsLoader.call(context as never, source)).toBe(source);
    expect(declared).toEqual([spec]);
    const changes = {
      ...context,
      getOptions: () => ({siteDir, specPath, changelog: 'docs/changelog.mdx', releasesDir: 'api/releases'}),
      resourcePath: path.join(siteDir, 'docs/changelog.mdx'),
    };
    declared.length = 0;
    guideInputsLoader.call(changes as never, '## 1.2.0 — May 2025');
    expect(declared).toContain(path.join(siteDir, 'api/releases/1.2.0.json'));
    expect(declared.at(-1)).toBe(`${path.join(siteDir, 'api/releases')}/`);
  });
});
