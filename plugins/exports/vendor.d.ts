// turndown-plugin-gfm ships no types; the export uses its one combined plugin.
declare module 'turndown-plugin-gfm' {
  import type TurndownService from 'turndown';
  export const gfm: TurndownService.Plugin;
}
