/**
 * Tells the bundler which files each guide is compiled from besides itself: the API
 * description, for a guide that shows its numbers (plugins/api-facts), the releases, for the
 * changelog and a page that lists changes since each release (plugins/api-changes), and the files its
 * code blocks import (`file=<rootDir>/examples/…`). Without this, a guide's compiled output
 * outlives a change to them: `npm start` keeps the old number on screen, and a build with
 * Rspack's persistent cache (node_modules/.cache) ships the old number or the old sample.
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

export type GuideInputsOptions = {
  /** The folder of the guides. */
  docsDir: string;
  /** The API description, relative to the site directory. */
  specPath: string;
  /** On a site with releases: the changelog and the releases' folder, relative to the site directory. */
  changelog?: string;
  releasesDir?: string;
};

export default function guideInputs(context: LoadContext, pluginOptions: unknown): Plugin {
  // The site config checks the options against GuideInputsOptions with `satisfies`.
  const {docsDir, ...inputs} = pluginOptions as GuideInputsOptions;
  return {
    name: 'guide-inputs',
    configureWebpack() {
      return {
        module: {
          rules: [
            {
              test: /\.mdx?$/,
              include: path.resolve(context.siteDir, docsDir),
              enforce: 'pre',
              use: [{loader: path.join(__dirname, 'loader.cjs'), options: {siteDir: context.siteDir, ...inputs}}],
            },
          ],
        },
      };
    },
  };
}
