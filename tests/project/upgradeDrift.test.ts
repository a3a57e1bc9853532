/**
 * Upgrade guards (UPGRADING.md): each place this site copies, ejects or reaches into a
 * package's internals fails here, with what to do, when the package it depends on changes.
 * The SSR template copy has its own guard in paintFirst.test.ts, the lean utils-common
 * copy in leanClient.test.ts.
 */
import {createHash} from 'node:crypto';
import {existsSync, readFileSync, readdirSync, statSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

const require = createRequire(import.meta.url);
/** A package's folder; read directly, since some packages do not export their package.json. */
const packageDir = (name: string) => path.join('node_modules', name);
const versionOf = (name: string) =>
  JSON.parse(readFileSync(path.join(packageDir(name), 'package.json'), 'utf8')).version;
/** One hash of files, each with its name, so that any change to one, or a file added or removed, changes it. */
const sha256 = (files: string[]) =>
  files
    .reduce((hash, file) => hash.update(`${path.basename(file)}\n`).update(readFileSync(file)), createHash('sha256'))
    .digest('hex');
/** The code files of a folder, at any depth. */
const sourceFiles = (dir: string) =>
  readdirSync(dir, {recursive: true, encoding: 'utf8'})
    .filter((file) => /\.[jt]sx?$/.test(file))
    .map((file) => path.join(dir, file));
/** CSS without comments and whitespace differences. */
const cssBody = (file: string) =>
  readFileSync(file, 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s+/g, ' ')
    .trim();

const pinned = JSON.parse(readFileSync('package.json', 'utf8')) as {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};

describe('upgrade guards', () => {
  it('runs the exact Docusaurus and openapi-docs versions the copies were made from', () => {
    const expected = {
      '@docusaurus/core': '3.8.1',
      '@docusaurus/theme-classic': '3.8.1',
      '@docusaurus/theme-common': '3.8.1',
      '@docusaurus/plugin-sitemap': '3.8.1',
      'docusaurus-plugin-openapi-docs': '4.2.0',
      'docusaurus-theme-openapi-docs': '4.2.0',
    };
    for (const [name, version] of Object.entries(expected)) {
      expect(versionOf(name), name).toBe(version);
    }
    expect(pinned.dependencies['@docusaurus/core']).toBe('3.8.1');
    // Only the benchmark uses openapi-docs, so they are devDependencies, pinned exactly all the same.
    expect(pinned.devDependencies['docusaurus-plugin-openapi-docs']).toBe('4.2.0');
    expect(pinned.devDependencies['docusaurus-theme-openapi-docs']).toBe('4.2.0');
  });

  describe('src/theme/Tabs, ejected from theme-classic', () => {
    // Its stock files' hash is with the other theme components' (below).
    const stock = path.join(packageDir('@docusaurus/theme-classic'), 'lib/theme/Tabs');

    it('still has a reason to exist: the stock component remounts every tab group after hydration', () => {
      // If upstream drops this remount, delete src/theme/Tabs and add the keyboard keys by wrapping.
      const remount = /^\s*key=\{String\(isBrowser\)\}/m;
      expect(readFileSync(path.join(stock, 'index.js'), 'utf8')).toMatch(remount);
      expect(readFileSync('src/theme/Tabs/index.tsx', 'utf8')).not.toMatch(remount);
    });

    it('keeps the stock styles unchanged', () => {
      expect(cssBody('src/theme/Tabs/styles.module.css')).toBe(cssBody(path.join(stock, 'styles.module.css')));
    });
  });

  it('imports from theme-common/internal only names it still exports', () => {
    // The module needs Docusaurus's client aliases to load, so its export statements are read instead.
    const internal = readFileSync(path.join(packageDir('@docusaurus/theme-common'), 'lib/internal.js'), 'utf8');
    const exported = new Set(
      [...internal.matchAll(/export\s*\{([^}]*)\}/g)].flatMap((m) =>
        m[1].split(',').map((entry) =>
          entry
            .trim()
            .split(/\s+as\s+/)
            .pop()!,
        ),
      ),
    );
    // Every module of the site that imports from it (the theme components, the code panels).
    const used = new Set<string>();
    const importers = [...sourceFiles('src'), ...sourceFiles('plugins')].filter((file) =>
      readFileSync(file, 'utf8').includes("'@docusaurus/theme-common/internal'"),
    );
    for (const file of importers) {
      const source = readFileSync(file, 'utf8');
      const imports = /import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*'@docusaurus\/theme-common\/internal'/.exec(source);
      expect(imports, `${file} imports theme-common/internal by name`).not.toBeNull();
      for (const name of imports![1].split(',').map((s) => s.trim()))
        if (name && !name.startsWith('type ')) used.add(name);
    }
    expect(importers.length).toBeGreaterThan(5);
    expect(used.size).toBeGreaterThan(5);
    for (const name of used) expect(exported.has(name), name).toBe(true);
  });

  it("replaces the client module theme-classic still loads to register Prism's languages", () => {
    // plugins/static-code aliases this file to an empty module, so no tokenizer reaches the browser.
    const themeClassic = require('@docusaurus/theme-classic').default;
    const theme = themeClassic(
      {
        i18n: {currentLocale: 'en', localeConfigs: {en: {direction: 'ltr'}}},
        siteStorage: {},
        siteDir: process.cwd(),
        siteConfig: {themeConfig: {prism: {additionalLanguages: []}}},
      },
      {customCss: []},
    );
    const lib = path.dirname(require.resolve('@docusaurus/theme-classic/lib/prism-include-languages'));
    const modules: string[] = theme.getClientModules().map((m: string) => (m.startsWith('.') ? path.join(lib, m) : m));
    expect(modules).toContain(path.join(lib, 'prism-include-languages'));
  });

  it("has npm start reload each watched change through the site module's exports, which plugins/dev-loop queues", () => {
    // The start command reloads a plugin per watcher event, unqueued, by calling the site module's
    // reloadSitePlugin (and reloadSite for the config) through its exports at call time; dev-loop
    // replaces those two exports with queued ones. If the call moves, the queue is bypassed.
    const start = path.dirname(require.resolve('@docusaurus/core/lib/commands/start/start.js'));
    const utils = readFileSync(path.join(start, 'utils.js'), 'utf8');
    expect(utils).toContain('(0, site_1.reloadSitePlugin)(site, pluginIdentifier)');
    expect(utils).toContain('(0, site_1.reloadSite)(site)');
    expect(readFileSync(path.join(start, 'start.js'), 'utf8')).toMatch(/reloadableSite\.reloadPlugin\(plugin\)/);
    // Plain assignments, so the exports can be replaced (a getter, as some compilers emit, could not).
    const site = readFileSync(require.resolve('@docusaurus/core/lib/server/site.js'), 'utf8');
    expect(site).toContain('exports.reloadSitePlugin = reloadSitePlugin;');
    expect(site).toContain('exports.reloadSite = reloadSite;');
  });

  it('lets a reference preview skip HTML minification with SKIP_HTML_MINIFICATION', async () => {
    // REFERENCE_BUILD_ENV (plugins/openapi/referenceSite.ts) sets it; Docusaurus reads it when its bundler loads.
    const previous = process.env.SKIP_HTML_MINIFICATION;
    process.env.SKIP_HTML_MINIFICATION = 'true';
    try {
      const file = require.resolve('@docusaurus/bundler/lib/minifyHtml');
      delete require.cache[file];
      const {getHtmlMinifier} = require(file);
      const html = '<html>  <body>  <p class="a">x</p>  </body></html>';
      expect((await (await getHtmlMinifier({type: 'swc'})).minify(html)).code).toBe(html);
    } finally {
      if (previous === undefined) delete process.env.SKIP_HTML_MINIFICATION;
      else process.env.SKIP_HTML_MINIFICATION = previous;
    }
  });

  it("lets each reference preview keep Docusaurus's generated files apart with DOCUSAURUS_GENERATED_FILES_DIR_NAME", () => {
    // build:reference sets it to its run's folder (plugins/openapi/referenceSite.ts), so two runs,
    // or a run and the portal's npm start, never share `.docusaurus`. Read when @docusaurus/utils
    // loads; the site's loader resolves it against the site.
    const utils = readFileSync(require.resolve('@docusaurus/utils/lib/constants.js'), 'utf8');
    expect(utils).toContain(
      "exports.GENERATED_FILES_DIR_NAME = process.env.DOCUSAURUS_GENERATED_FILES_DIR_NAME ?? '.docusaurus';",
    );
    const site = readFileSync(require.resolve('@docusaurus/core/lib/server/site.js'), 'utf8');
    expect(site).toContain('path_1.default.resolve(siteDir, utils_1.GENERATED_FILES_DIR_NAME)');
  });

  it("relies on plugin-sitemap's lib/options for the page inventory's defaults", () => {
    const {DEFAULT_OPTIONS} = require('@docusaurus/plugin-sitemap/lib/options');
    expect(DEFAULT_OPTIONS).toMatchObject({ignorePatterns: []});
  });

  describe('theme components: each one the site forks, wraps or adds', () => {
    /** Folders of theme components: the site's, and those its plugins give Docusaurus (`getThemePath`). */
    const themeDirs = [
      'src/theme',
      ...readdirSync('plugins')
        .map((name) => `plugins/${name}/theme`)
        .filter((dir) => existsSync(dir)),
    ];
    const codeFile = /\.[jt]sx?$/;
    const indexFile = /^index\.[jt]sx?$/;

    /**
     * The site's theme components by name (`CodeBlock/Content`), each with its file: a folder's
     * `index`, or a file in a folder with none (`NavbarItem/ComponentTypes.tsx`). Other files in a
     * component's folder are its parts.
     */
    function siteThemeComponents(): Map<string, string> {
      const found = new Map<string, string>();
      const walk = (root: string, dir: string) => {
        const entries = readdirSync(path.join(root, dir), {withFileTypes: true});
        const hasIndex = entries.some((entry) => entry.isFile() && indexFile.test(entry.name));
        for (const entry of entries) {
          const name = path.posix.join(dir, entry.name);
          // A component's unit tests are not a component.
          if (entry.name === '__tests__') continue;
          if (entry.isDirectory()) walk(root, name);
          else if (indexFile.test(entry.name)) found.set(dir, path.posix.join(root, name));
          else if (!hasIndex && codeFile.test(entry.name) && !entry.name.endsWith('.d.ts'))
            found.set(name.replace(codeFile, ''), path.posix.join(root, name));
        }
      };
      for (const root of themeDirs) walk(root, '');
      return found;
    }

    const stockTheme = path.join(packageDir('@docusaurus/theme-classic'), 'lib/theme');
    /** The stock component's code and styles (its folder's own files, not its parts' folders); none if there is no such component. */
    function stockFiles(name: string): string[] {
      const dir = path.join(stockTheme, name);
      if (existsSync(dir) && statSync(dir).isDirectory())
        return readdirSync(dir)
          .filter((file) => /\.(js|css)$/.test(file))
          .sort()
          .map((file) => path.join(dir, file));
      return existsSync(`${dir}.js`) ? [`${dir}.js`] : [];
    }

    /** The stock declarations of `@theme/…` modules: their props and default exports. */
    const declarations = [
      '@docusaurus/theme-classic/src/theme-classic.d.ts',
      '@docusaurus/plugin-content-docs/src/plugin-content-docs.d.ts',
    ].map((file) => readFileSync(path.join('node_modules', file), 'utf8'));
    /** The `declare module '@theme/NAME' {…}` blocks that declare a stock component's props. */
    function stockDeclarations(name: string): string[] {
      const head = `declare module '@theme/${name}' {`;
      return declarations.flatMap((text) => {
        const start = text.indexOf(head);
        return start < 0 ? [] : [text.slice(start, text.indexOf('\n}', start) + 2)];
      });
    }

    type Kind = 'replaces' | 'wraps' | 'adds';
    /** How a component relates to the stock one: wrapped (`@theme-original`, `@theme-init`), replaced, or the site's own. */
    function kindOf(name: string, file: string): Kind {
      const source = readFileSync(file, 'utf8');
      if (source.includes(`'@theme-original/${name}'`) || source.includes(`'@theme-init/${name}'`)) return 'wraps';
      return stockFiles(name).length > 0 ? 'replaces' : 'adds';
    }

    /**
     * Every theme component of the site, and what stock it was made against. `source`: the stock
     * component's files (`stockFiles`), for one the site replaces or whose behaviour its wrapper
     * relies on; `props`: the stock declaration of its props (`stockDeclarations`). UPGRADING.md's row
     * of each says what to re-check.
     */
    const guards: Record<string, {kind: Kind; source?: string; props?: string}> = {
      AnnouncementBar: {kind: 'wraps', props: '90e2602d0e5e2d4b4935a45b4503a6c5baaad3889093f90ec4979b5fbcb224fa'},
      ApiHtml: {kind: 'adds'},
      CodeBlock: {kind: 'wraps', props: '6be25fae7b28910b4594a808e62046495787ecdc4a5232bc43f76e98507e7c74'},
      'CodeBlock/Buttons/CopyButton': {
        kind: 'wraps',
        props: 'addd9c1e81cfb008466cbd5bf2915768365ddbfa87cbaa2abe87554f2f8b652c',
      },
      'CodeBlock/Content': {
        kind: 'replaces',
        source: '743539257aabbc6658da46ea8c02271ca825be7a9f98edf7ba02583c6f82d944',
        props: '3e33c38debde98661c6ec6ca42f03013d21a12118900e721b37dd453fdef28c3',
      },
      'CodeBlock/Static': {kind: 'adds'},
      CodePanel: {kind: 'adds'},
      DocRoot: {
        kind: 'wraps',
        // The wrapper relies on how the stock one picks its doc route and renders its not-found content.
        source: '2890c4b726308e02c51919d5d4691b1511740add312eb72379603f89bfe4effa',
        props: 'a1e3e581a5518eae22c7e50ec0ac4620bb4a6204b5ae1a5dd0916e94d2d58ac4',
      },
      'DocItem/Content': {kind: 'wraps', props: '2ce22cf65dd956f8184463d0ff8dae6314787fe12cf86ee9011d16534e6ca64d'},
      DocSidebar: {kind: 'wraps', props: '7918de15f8cf093cfc1145082e5ba888577c36700915358f05e6deb3b74f541c'},
      'DocItem/Layout': {kind: 'wraps', props: '475282ed0bb9c2ce5db926fd46788b8733c24913e4b97d1630a7ccc979ca1dfb'},
      ErrorPageContent: {kind: 'wraps', props: 'b1e1f0ac900ac53f624785e3c989b81d27569127d4e17fd4df7bb5473179a0a1'},
      MDXComponents: {kind: 'wraps', props: '9b85100f78947f4d26a28cf1ce12552643c220c43d6e8b36dba17b77668e7a35'},
      'Navbar/MobileSidebar': {
        kind: 'wraps',
        props: '8a95595520dd8525b2caa0d21f76d14f3fab6c0fba1eb9c306d9a2bd00431360',
      },
      'NavbarItem/ComponentTypes': {
        kind: 'replaces',
        source: 'f89f5c37457c6aae0f50fe0ca18404a5a9adecb8af9105bf35c1f7243f544208',
        props: 'ded1ef84a2640f24e2f59c12ac7aaa43b088258667233f40ade8c8bdcbd4a9d5',
      },
      'NotFound/Content': {
        kind: 'replaces',
        source: '66a1d2118fa75173f208d135ddfc1ffa165bec16624d6daf31d5a08938b1a410',
        props: '403b5c2c9edf408907677b57d578651163a19403adb8cee6d75e1b9c7dde9c7e',
      },
      // theme-classic's SearchBar is a placeholder that renders nothing.
      SearchBar: {
        kind: 'replaces',
        source: 'be698e307bc248d3263f9d7466b8b7b9f98fae5c0edea1efc8486ad323889138',
        props: '70e925c0bdefc1db0fc9de7d48f8311d9523ee06fdac76820bb6eb28dc0d76dc',
      },
      PrebuiltBody: {kind: 'adds'},
      VariantPicker: {kind: 'adds'},
      SearchPage: {kind: 'adds'},
      Tabs: {
        kind: 'replaces',
        source: '4bde75e906c4f1272293f3a84a3044c78f680cdcf73a4029a905d3279222f9f1',
        props: 'f1f315e87ec91ca30a55e9b5f0cf1e8932432ceda62fe7f1ce44f15fce162b2c',
      },
      ThemedDiagram: {kind: 'adds'},
    };
    const components = siteThemeComponents();
    const textHash = (text: string) => createHash('sha256').update(text).digest('hex');

    it('has a guard for every theme component of the site, made for how it relates to the stock one', () => {
      expect([...components.keys()].sort()).toEqual(Object.keys(guards).sort());
      for (const [name, file] of components)
        expect(kindOf(name, file), `${file} ${guards[name].kind}`).toBe(guards[name].kind);
    });

    for (const [name, guard] of Object.entries(guards)) {
      const local = components.get(name) ?? `(no theme component ${name})`;

      if (guard.kind === 'adds') {
        it(`${name} (${local}): theme-classic still has no component of that name`, () => {
          const message = `theme-classic now has a ${name}, which ${local} replaces: compare them, then rename ours or guard it here as replaced`;
          expect(stockFiles(name), message).toEqual([]);
          expect(stockDeclarations(name), message).toEqual([]);
        });
        continue;
      }

      const redo = `compare it with ${local}, follow UPGRADING.md's row for \`${name}\`, then update the hash here`;
      it(`${name} (${local} ${guard.kind} it): the stock component still exists, with the same props`, () => {
        expect(stockFiles(name), `theme-classic has no ${name} any more: ${redo}`).not.toEqual([]);
        const declared = stockDeclarations(name);
        expect(declared, `the props of @theme/${name} are declared once`).toHaveLength(1);
        expect(textHash(declared[0]), `the stock props of @theme/${name} changed: ${redo}`).toBe(guard.props);
      });

      if (guard.source)
        it(`${name} (${local} ${guard.kind === 'replaces' ? 'replaces it' : 'relies on what it does'}): the stock files are unchanged`, () => {
          const files = stockFiles(name);
          const message = `the stock ${name} changed (${files.map((file) => path.relative(stockTheme, file)).join(', ')}): ${redo}`;
          expect(sha256(files), message).toBe(guard.source);
        });
    }

    it("has a row in UPGRADING.md's table for every theme component, naming its guard here", () => {
      const text = readFileSync('UPGRADING.md', 'utf8');
      const start = text.indexOf('## Couplings and their guards');
      const rows = text
        .slice(start, text.indexOf('\n## ', start))
        .split('\n')
        .filter((line) => line.startsWith('| '))
        .map((line) => line.split(' | '));
      expect(rows.length).toBeGreaterThan(10);
      for (const name of components.keys()) {
        const named = rows.filter(([coupling]) => coupling.includes(`\`${name}\``));
        expect(named, `UPGRADING.md has no row whose coupling names \`${name}\``).not.toEqual([]);
        expect(
          named.some(([, , guard]) => guard.includes('upgradeDrift.test.ts')),
          `UPGRADING.md's row for \`${name}\` names upgradeDrift.test.ts as a guard`,
        ).toBe(true);
      }
    });
  });
});
