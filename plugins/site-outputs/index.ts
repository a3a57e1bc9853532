/**
 * Everything `docusaurus build` writes after the pages, in the one order that works:
 * the Markdown twins and llms.txt (plugins/exports), the agent skill (plugins/agent-skill),
 * the search index (plugins/search),
 * the host rules (plugins/hosting: the nginx snippet, _headers and _redirects, whose CSP hashes
 * the final HTML),
 * then precompression of every text file, last. Docusaurus runs plugins' postBuild hooks
 * in parallel, so the steps live in one hook instead of one per plugin. Each step is timed in
 * Docusaurus's perf log (`DOCUSAURUS_PERF_LOGGER=true`: `postBuild() > Search index`, …).
 */
import type {LoadContext, Plugin} from '@docusaurus/types';
import logger, {PerfLogger} from '@docusaurus/logger';
import {exportMarkdown, type ReferenceTwinsSource} from '../exports';
import {buildSearchIndex, searchRouteOf, siteLanguage} from '../search';
import {precompress} from '../precompress';
import {writeHostRules} from '../hosting';
import {isInventoryPage} from '../page-inventory-sitemap';
import {stopBuild} from '../shared/problems';
import {sharedSpec, type SpecModel, type SpecSource} from '../openapi/model';
import {agentSkillPath, skillPathBase, writeAgentSkill} from '../agent-skill';
import {collectGarbage} from '../build-memory';

/** A type, not an interface, so that it fits Docusaurus's plugin options (an index signature). */
export type SiteOutputsOptions = {
  /** Markdown twins, llms.txt and the full text's parts. */
  exports: boolean;
  /** The reference whose operation pages' twins are written from its spec model (plugins/exports/referenceTwins.ts). */
  reference?: ReferenceTwinsSource;
  /** Build the Pagefind index (off only for the benchmark's build of the previous search). */
  search: boolean;
  /** The portal's search glossary (plugins/search/glossary.ts); a reference-only build has none. */
  searchGlossary?: string;
  /** Write .br and .gz twins (off for a reference-only preview build). */
  precompress: boolean;
  /**
   * The agent skill of this description (plugins/agent-skill), and where the links of its text go:
   * `checked`, the portal's own pages; `external-only`, the owner's site at `linkBase`, if any.
   */
  agentSkill?: {spec: SpecSource; descriptionLinks: 'checked' | 'external-only'; linkBase?: string};
};

/** The skill's folder and zip; the twins it links are those the exports wrote. */
function writeSkill(options: SiteOutputsOptions, model: SpecModel, outDir: string, siteUrl: string): string {
  const {descriptionLinks, linkBase} = options.agentSkill!;
  const pathBase = skillPathBase(descriptionLinks, linkBase, model.root);
  return writeAgentSkill({outDir, model, siteUrl, twins: options.exports, pathBase});
}

export default function siteOutputs(_context: LoadContext, pluginOptions: unknown): Plugin {
  // The site config checks the options against SiteOutputsOptions with `satisfies`.
  const options = pluginOptions as SiteOutputsOptions;
  return {
    name: 'site-outputs',
    async postBuild({outDir, routesPaths, siteConfig}) {
      const routes = [...new Set(routesPaths)].filter(isInventoryPage);
      // Routes carry the base URL; the site URL is the origin alone.
      const siteUrl = siteConfig.url.replace(/\/$/, '');
      const skillModel = options.agentSkill ? await sharedSpec(options.agentSkill.spec) : undefined;
      const skillPath = skillModel && agentSkillPath(skillModel);
      if (options.exports) {
        const summary = await PerfLogger.async('Markdown export', () =>
          exportMarkdown({
            outDir,
            siteUrl,
            siteTitle: siteConfig.title,
            routes,
            reference: options.reference,
            searchRoute: searchRouteOf(siteConfig.baseUrl),
            skillPath,
            collect: collectGarbage,
          }),
        ).catch((error) => stopBuild(error, 'The build stopped: the Markdown twins could not be written.'));
        logger.info(`export: ${summary}`);
        // What the export left is garbage before the search index reads every page again.
        collectGarbage();
      }
      if (options.agentSkill && skillModel) {
        logger.info(await PerfLogger.async('Agent skill', () => writeSkill(options, skillModel, outDir, siteUrl)));
      }
      if (options.search) {
        const glossaryFile = options.searchGlossary;
        await PerfLogger.async('Search index', () =>
          buildSearchIndex({
            outDir,
            routesPaths,
            baseUrl: siteConfig.baseUrl,
            glossaryFile,
            language: siteLanguage(siteConfig.i18n),
          }),
        ).catch((error) => stopBuild(error, 'The build stopped: fix the search glossary at the place shown.'));
      }
      try {
        logger.info(await PerfLogger.async('Host rules', () => writeHostRules(outDir)));
      } catch (error) {
        stopBuild(
          error,
          "The build stopped: the host rules (plugins/hosting/rules.ts) are over Cloudflare Pages' limits.",
        );
      }
      if (options.precompress) {
        const files = await PerfLogger.async('Precompress', () => precompress(outDir));
        logger.info(`precompress: wrote .br and .gz for ${files} files`);
      }
    },
  };
}
