/**
 * Code blocks highlighted at build time. ./remark.ts turns every fenced block into a
 * `<CodeBlock html=…>` whose tokens were computed in Node (./highlight.ts), and
 * this plugin adds the stylesheet that colours them. No tokenizer reaches the browser:
 * the stock client module that registers Prism grammars (and imports
 * prism-react-renderer into every page) is replaced by an empty one, and this plugin's
 * theme (./theme/CodeBlock) renders the prepared HTML: its CodeBlock/Content replaces the
 * stock one, and its CodeBlock and CodeBlock/Buttons/CopyButton wrap theme-classic's.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {codeThemeCss} from './themeCss';
import {darkCodeTheme, lightCodeTheme} from './prismThemes';

export {default as remarkStaticCode} from './remark';
export {highlightToHtml, resolveLanguage} from './highlight';
export {darkCodeTheme, lightCodeTheme} from './prismThemes';

export default function staticCode(context: LoadContext): Plugin {
  const stockClientModule = require.resolve('@docusaurus/theme-classic/lib/prism-include-languages');
  const stylesheet = path.join(context.generatedFilesDir, 'static-code', 'token-colours.css');
  fs.mkdirSync(path.dirname(stylesheet), {recursive: true});
  fs.writeFileSync(stylesheet, codeThemeCss(lightCodeTheme, darkCodeTheme));
  return {
    name: 'static-code',
    // A standalone plugin's theme comes after the preset's theme-classic: its components replace
    // theme-classic's, and `@theme-init/…` is theme-classic's (the site's src/theme would override both).
    getThemePath: () => path.join(__dirname, 'theme'),
    getClientModules: () => [stylesheet],
    configureWebpack() {
      return {resolve: {alias: {[stockClientModule]: path.join(__dirname, 'noPrismClientModule.js')}}};
    },
  };
}
