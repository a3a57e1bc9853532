/**
 * Dark variants of the architecture diagrams, generated from the light ones whenever the
 * site loads (`start`, `build`) and again in `start` when a diagram changes. Writers edit
 * only `static/img/diagrams/NAME.svg`; `NAME-dark.svg` is written to a git-ignored static
 * directory, and the ThemedDiagram component shows the variant of the reader's colour mode.
 */
import {mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {darkDiagramPath} from './client/darkDiagramPath';
import {darkVariant} from './darkVariant';

/** A type, not an interface, so that it fits Docusaurus's plugin options (an index signature). */
export type ThemedDiagramsOptions = {
  /** The light diagrams, relative to the site. */
  sourceDir: string;
  /** Where the dark variants go: the same URL path inside another static directory. */
  outputDir: string;
};

function writeDarkVariants(siteDir: string, options: ThemedDiagramsOptions): void {
  const sourceDir = path.resolve(siteDir, options.sourceDir);
  const outputDir = path.resolve(siteDir, options.outputDir);
  rmSync(outputDir, {recursive: true, force: true});
  mkdirSync(outputDir, {recursive: true});
  for (const name of readdirSync(sourceDir).filter((file) => file.endsWith('.svg'))) {
    const file = path.join(options.sourceDir, name);
    writeFileSync(
      path.join(outputDir, darkDiagramPath(name)),
      darkVariant(readFileSync(path.join(sourceDir, name), 'utf8'), file),
    );
  }
}

export default function themedDiagrams(context: LoadContext, pluginOptions: unknown): Plugin {
  // The site config checks the options against ThemedDiagramsOptions with `satisfies`.
  const options = pluginOptions as ThemedDiagramsOptions;
  writeDarkVariants(context.siteDir, options);
  let loadedOnce = false;
  return {
    name: 'themed-diagrams',
    // `@theme/ThemedDiagram`, the component guides show a diagram with (theme/).
    getThemePath: () => path.join(__dirname, 'theme'),
    getPathsToWatch: () => [path.resolve(context.siteDir, options.sourceDir, '*.svg')],
    loadContent() {
      // The first load follows the generation above; later ones come from a changed diagram.
      if (loadedOnce) writeDarkVariants(context.siteDir, options);
      loadedOnce = true;
    },
  };
}
