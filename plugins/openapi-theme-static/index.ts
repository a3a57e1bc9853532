/**
 * docusaurus-theme-openapi-docs 4.2.0, minus what only its in-browser API explorer
 * needs. Reference pages here are static Markdown generated at build time
 * (src/lib/apiReference), so the theme's global explorer styles (48 KB) and its
 * webpack-only NodePolyfillPlugin (which also blocks the Rspack bundler) are dropped;
 * its theme components stay registered.
 */
import type {Plugin} from '@docusaurus/types';
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the theme is CommonJS with an ESM-shaped default
const openApiTheme: () => Plugin<void> = require('docusaurus-theme-openapi-docs').default;

export default function openApiThemeStatic(): Plugin {
  const theme = openApiTheme();
  return {
    name: theme.name,
    getThemePath: theme.getThemePath,
    getTypeScriptThemePath: theme.getTypeScriptThemePath,
  };
}
