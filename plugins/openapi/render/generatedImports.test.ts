/**
 * The generated pages are browser code: the bundler compiles them into the site. So the rule
 * ESLint holds browser code to (eslint.config.mjs: of plugins/, only a feature's client/ or
 * theme/ folder) holds for what they import too, and more: a page imports a component this
 * plugin's theme provides (`@theme/<Name>`, ./pageImports.ts), its fragments module beside it,
 * or a package; never the site's src/ (the plugin does not depend on the site), never
 * build-time code. Checked on every page of the portal's reference, as written for the bundler.
 */
import {existsSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {ESLint} from 'eslint';
import {beforeAll, describe, expect, it} from 'vitest';
import {renderReference} from '../generate';
import {loadSpec} from '../model';
import {API_HTML_IMPORT, CODE_PANEL_IMPORT, PAGE_COMPONENTS, PREBUILT_BODY_IMPORT} from './pageImports';
import {fragmentsFile, prebuildPages} from './prebuilt';
import {SITE_OPTIONS} from '../../../tests/siteReference';

const siteDir = path.resolve(__dirname, '../../..');
const themeDir = path.resolve(__dirname, '../theme');
const require = createRequire(path.join(siteDir, 'package.json'));

/** The module an `import` or `export … from` statement names. */
const FROM = /^(?:import|export)\b[^'"]*?\bfrom\s+'([^']+)';?$|^import\s+'([^']+)';?$/;

/** What a page imports: its top-level import and `export … from` statements, outside code blocks. */
function pageImports(mdx: string): string[] {
  const statements: string[] = [];
  let fence: string | undefined;
  for (const line of mdx.replace(/^---\n[\s\S]*?\n---\n/, '').split('\n')) {
    const marker = /^(`{3,}|~{3,})/.exec(line)?.[1];
    if (fence) {
      if (marker && marker[0] === fence[0] && marker.length >= fence.length && line.trim() === marker)
        fence = undefined;
    } else if (marker) fence = marker;
    else if (/^import\s/.test(line) || /^export\b.*\bfrom\s+'/.test(line)) statements.push(line);
  }
  return statements;
}

/** Why a page may not import `specifier` (undefined: it may), `siblings` being the files written beside it. */
function forbidden(specifier: string, siblings: ReadonlySet<string>): string | undefined {
  if (specifier.startsWith('@theme/')) {
    const name = specifier.slice('@theme/'.length);
    return existsSync(path.join(themeDir, name, 'index.tsx'))
      ? undefined
      : `no component of this plugin's theme (${path.relative(siteDir, themeDir)}/${name})`;
  }
  if (specifier.startsWith('./') || specifier.startsWith('../')) {
    return specifier.endsWith('.fragments.js') && siblings.has(specifier.slice(2))
      ? undefined
      : 'a relative import other than the fragments module written beside the page';
  }
  if (specifier.startsWith('@site/')) return 'the site’s own files (src/, build-time plugins/)';
  if (/^(?:\/|node:|@theme-|@generated\/)/.test(specifier)) return 'not a module a generated page may import';
  try {
    require.resolve(specifier);
    return undefined;
  } catch {
    return 'a package the site does not have';
  }
}

describe('what the generated pages import', () => {
  /** Every generated page's import statements, by page, and the files written beside each. */
  const pages = new Map<string, {statements: string[]; siblings: Set<string>}>();

  beforeAll(async () => {
    const model = await loadSpec(path.join(siteDir, 'api/openapi.json'));
    const {files, prebuilt} = renderReference(model, SITE_OPTIONS);
    const written = prebuildPages(files, prebuilt);
    for (const [file, content] of written) {
      if (!file.endsWith('.mdx')) continue;
      const dir = path.posix.dirname(file);
      const siblings = new Set(
        [...written.keys()]
          .filter((other) => path.posix.dirname(other) === dir)
          .map((other) => path.posix.basename(other)),
      );
      pages.set(file, {statements: pageImports(content), siblings});
    }
  }, 60_000);

  it('reads every page, and the imports of the pages that have them', () => {
    expect(pages.size).toBeGreaterThan(50);
    const all = new Set([...pages.values()].flatMap(({statements}) => statements));
    // Each import the generator spells, and each fragments module, is on some page.
    for (const statement of [API_HTML_IMPORT, CODE_PANEL_IMPORT, PREBUILT_BODY_IMPORT])
      expect(all).toContain(statement);
    expect([...all].some((statement) => /^import \w+ from '\.\/[^']+\.fragments\.js';$/.test(statement))).toBe(true);
    expect(pageImports('import A from "x";\n```js\nimport B from \'y\';\n```\n')).toEqual(['import A from "x";']);
  });

  it('has each component the generator names provided by this plugin’s theme, as @theme/<its name>', () => {
    for (const [name, specifier] of Object.entries(PAGE_COMPONENTS)) {
      expect(specifier).toBe(`@theme/${name}`);
      expect(existsSync(path.join(themeDir, name, 'index.tsx')), specifier).toBe(true);
    }
  });

  it('imports a theme component, its fragments module or a package: never src/, never build-time code', () => {
    const problems: string[] = [];
    for (const [file, {statements, siblings}] of pages) {
      for (const statement of statements) {
        const match = FROM.exec(statement);
        const specifier = match?.[1] ?? match?.[2];
        const why = specifier === undefined ? 'not an import this test can read' : forbidden(specifier, siblings);
        if (why) problems.push(`${file}: ${statement} (${why})`);
      }
      if (siblings.has(path.posix.basename(fragmentsFile(file))))
        expect(
          statements.filter((statement) => statement.includes('.fragments.js')),
          file,
        ).toHaveLength(1);
    }
    expect(problems).toEqual([]);
    // What the check refuses.
    const none = new Set<string>();
    expect(forbidden('@site/src/components/ApiHtml', none)).toBeDefined();
    expect(forbidden('@site/plugins/openapi/render/mdx', none)).toBeDefined();
    expect(forbidden('../../../plugins/openapi/render/mdx', none)).toBeDefined();
    expect(forbidden('@theme/NoSuchComponent', none)).toBeDefined();
    expect(forbidden('node:fs', none)).toBeDefined();
    expect(forbidden('react', none)).toBeUndefined();
  });

  it('passes the ESLint rule for browser code, as a file of src/ would', async () => {
    const eslint = new ESLint({cwd: siteDir});
    /** The rule's complaints about a file of `statements` (and any that stops ESLint reading it). */
    const lint = async (statements: readonly string[]) => {
      // A path the browser rule covers; the file itself need not exist.
      const filePath = path.join(siteDir, 'src/generated-reference-page.tsx');
      const [result] = await eslint.lintText(`${statements.join('\n')}\n`, {filePath});
      return result.messages
        .filter((message) => message.fatal || message.ruleId === 'no-restricted-imports')
        .map((message) => message.message);
    };
    const complaints = await Promise.all(
      [...pages].map(async ([file, {statements}]) => (await lint(statements)).map((message) => `${file}: ${message}`)),
    );
    expect(complaints.flat()).toEqual([]);
    // The rule still applies to that path: build-time code is refused.
    expect(await lint(["import {apiHtml} from '@site/plugins/openapi/render/mdx';"])).not.toEqual([]);
  }, 60_000);
});
