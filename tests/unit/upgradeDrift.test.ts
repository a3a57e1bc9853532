/**
 * Upgrade guards (UPGRADING.md): each place this site copies, ejects or reaches into a
 * package's internals fails here, with what to do, when the package it depends on changes.
 * The SSR template copy has its own guard in paintFirst.test.ts, the lean utils-common
 * copy in leanClient.test.ts.
 */
import {createHash} from 'node:crypto';
import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

const require = createRequire(import.meta.url);
/** A package's folder; read directly, since some packages do not export their package.json. */
const packageDir = (name: string) => path.join('node_modules', name);
const versionOf = (name: string) =>
  JSON.parse(readFileSync(path.join(packageDir(name), 'package.json'), 'utf8')).version;
const sha256 = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex');
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
  });

  describe('src/theme/Tabs, ejected from theme-classic', () => {
    const stock = path.join(packageDir('@docusaurus/theme-classic'), 'lib/theme/Tabs');

    it('was ejected from this exact stock file: re-eject and re-apply the marked changes if it changed', () => {
      expect(sha256(path.join(stock, 'index.js'))).toBe(
        '5035b504b7e887dd0139c501858126a3240f93612fdeae6950f1557e6e466879',
      );
    });

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
    const used = new Set<string>();
    for (const file of [
      'src/theme/Tabs/index.tsx',
      'src/theme/AnnouncementBar/index.tsx',
      'src/theme/Navbar/MobileSidebar/index.tsx',
      'src/theme/CodeBlock/Buttons/CopyButton/index.tsx',
      'src/theme/CodeBlock/Content/index.tsx',
      'src/theme/CodeBlock/Static/index.tsx',
      'src/components/CodePanel/index.tsx',
    ]) {
      const source = readFileSync(file, 'utf8');
      const imports = /import\s*\{([^}]*)\}\s*from\s*'@docusaurus\/theme-common\/internal'/.exec(source);
      expect(imports, file).not.toBeNull();
      for (const name of imports![1].split(',').map((s) => s.trim()))
        if (name && !name.startsWith('type ')) used.add(name);
    }
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

  it("relies on plugin-sitemap's lib/options for the page inventory's defaults", () => {
    const {DEFAULT_OPTIONS} = require('@docusaurus/plugin-sitemap/lib/options');
    expect(DEFAULT_OPTIONS).toMatchObject({ignorePatterns: []});
  });
});
