import path from 'node:path';
import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import type {Options as DocsPluginOptions} from '@docusaurus/plugin-content-docs';

import pageInventorySitemap from './plugins/page-inventory-sitemap';
import openApiReference, {
  codeSampleLanguages,
  referenceBrand,
  referenceBrandPlugin,
  referenceLanguage,
  referenceRunFiles,
  type OpenApiReferenceOptions,
  type ReferenceBrandOptions,
} from './plugins/openapi';
import {
  DOCS_ROUTE_BASE,
  REFERENCE_FOLDER,
  REFERENCE_ROUTE_BASE,
  referenceDocId,
  routeOf,
} from './plugins/shared/routes';
import remarkCodeImport from 'remark-code-import';
import staticCode, {darkCodeTheme, lightCodeTheme, remarkStaticCode} from './plugins/static-code';
import {remarkApiFacts, type RemarkApiFactsOptions} from './plugins/api-facts';
import {RELEASES_DIR, sharedSpec, type SpecSource} from './plugins/openapi/model';
import leanClient, {leanDocs} from './plugins/lean-client';
import buildMemory from './plugins/build-memory';
import search, {INDEX_EXCLUDE} from './plugins/search';
import siteOutputs, {type SiteOutputsOptions} from './plugins/site-outputs';
import {markdownTwinsDevServer, type MarkdownTwinsDevOptions, type ReferenceTwinsSource} from './plugins/exports';
import devLoop from './plugins/dev-loop';
import changelogFeed, {type ChangelogFeedOptions} from './plugins/changelog-feed';
import apiChanges, {
  CHANGELOG,
  lifecycleHistory,
  remarkApiChanges,
  remarkChangesSince,
  type ApiChangesOptions,
  type RemarkChangesSinceOptions,
} from './plugins/api-changes';
import themedDiagrams, {type ThemedDiagramsOptions} from './plugins/themed-diagrams';
import guideInputs, {type GuideInputsOptions} from './plugins/guide-inputs';
import {ssrTemplate} from './plugins/paint-first';
import {brand} from './src/data/brand';
import {notFoundLinks, referenceOnlyNotFoundLinks} from './src/data/notFound';
import {announcement as configuredAnnouncement} from './announcement';
import {siteSwitches} from './siteSwitches';

/**
 * The environment's switches are read in siteSwitches.ts, which says who sets each. With
 * GCM_REFERENCE_SPEC=path the site is the API reference of that description alone, without
 * the guides (`npm run build:reference`), its generated docs in the run's own scratch folder.
 */
const referenceOnlySpec = siteSwitches.referenceOnlySpec;
const API_SPEC = referenceOnlySpec ?? 'api/openapi.json';
const DOCS_DIR = referenceOnlySpec ? referenceRunFiles(siteSwitches.referenceRunDir).docsDir : 'docs';
/**
 * How the description is read, by the reference plugin and the guides' directives alike, so
 * a build reads it once (plugins/openapi/model/load.ts). The portal's description is one
 * self-contained file; a previewed one may span several. The portal's is read strictly (any
 * problem stops the build); a previewed one leniently (a mistake with one reading is a
 * warning), unless build:reference is given --strict.
 */
const apiDescription = {
  specPath: API_SPEC,
  allowExternalRefs: Boolean(referenceOnlySpec),
  mode: referenceOnlySpec && !siteSwitches.referenceStrict ? 'lenient' : 'strict',
} satisfies SpecSource;
/** How the reference's pages link the description's own links, and which variables its samples read. */
const referencePages = {
  descriptionLinks: referenceOnlySpec ? 'external-only' : 'checked',
  // build:reference --link-base URL: where links to the description's own site go.
  descriptionLinkBase: siteSwitches.referenceLinkBase,
  languages: codeSampleLanguages,
  // Samples read GCM_ACCESS_TOKEN, GCM_PARTNER_ID, … (DECISIONS.md); a previewed description gets API_….
  envPrefix: referenceOnlySpec ? 'API' : 'GCM',
} satisfies Partial<OpenApiReferenceOptions>;

/** Files the build generates for the site root (the API downloads); git-ignored. */
const GENERATED_STATIC_DIR = '.generated-static';
/** Where generated files served at the site's root go: a reference-only build's in its own scratch folder. */
const STATIC_OUTPUT_DIR = referenceOnlySpec
  ? referenceRunFiles(siteSwitches.referenceRunDir).staticDir
  : GENERATED_STATIC_DIR;
/** The changelog page, which the reference's badges and the feed link. */
const CHANGELOG_ROUTE = `${DOCS_ROUTE_BASE}/changelog`;
/** The reference whose operation pages' Markdown twins are written from its spec model (plugins/exports). */
const referenceTwins = {
  ...apiDescription,
  ...referencePages,
  routeBase: REFERENCE_ROUTE_BASE,
  // A deprecated operation's twin sends the reader to the changelog, which a reference alone has not.
  ...(referenceOnlySpec ? {} : {changelogRoute: CHANGELOG_ROUTE}),
} satisfies ReferenceTwinsSource;
/** SITE_VARIANT=e2e: the test-only fixtures and announcement bar. */
const isE2EVariant = siteSwitches.e2eVariant;
/** Benchmark-only: webpack and Babel instead of Docusaurus Faster. */
const withWebpack = siteSwitches.webpack;
/** Benchmark-only: the previous search (the local-search plugin) instead of this site's. */
const withEasyopsSearch = siteSwitches.easyopsSearch;

/** Whose site it is: the title, logo, favicon and legal lines of every page. */
interface SiteIdentity {
  title: string;
  tagline: string;
  url: string;
  favicon: string;
  navbarTitle: string;
  logo?: {src: string; srcDark?: string; alt: string; href?: string; style?: {backgroundColor: string}};
  /** The social card (`og:image`). */
  image?: string;
  /** The footer's legal lines (and with them the footer: none for a reference-only build). */
  copyright?: string;
}

/** The portal is GCM's (src/data/brand.ts). */
const portalIdentity: SiteIdentity = {
  title: brand.siteTitle,
  tagline: brand.tagline,
  url: brand.siteUrl,
  favicon: brand.favicon,
  navbarTitle: brand.productName,
  logo: {alt: brand.logo.alt, src: brand.logo.src, srcDark: brand.logo.srcDark},
  image: 'img/social-card.png',
  copyright: `${brand.confidentialityNotice}<br />${brand.copyright}`,
};

/**
 * A reference-only build is the described API's site, with nothing of GCM's: its title, logo and
 * favicon from the description (plugins/openapi/referenceBrand.ts), read as the reference plugin
 * reads it, once. A description that cannot be read gets the neutral brand here; the plugin
 * then stops the build at its problems.
 */
async function referenceIdentity(specPath: string): Promise<ReferenceBrandOptions['brand']> {
  const model = await sharedSpec(apiDescription).catch(() => undefined);
  const unread = {info: {}, locate: () => ({file: specPath, line: 1, col: 1})};
  return referenceBrand(model ?? unread, path.resolve(__dirname, specPath));
}

/**
 * The language a reference-only build's description is written in: `--lang`, else detected
 * from its prose, else English (plugins/openapi/referenceLanguage.ts). Read from the model
 * `referenceIdentity` loaded: the description is read once.
 */
async function descriptionLanguage(): Promise<string> {
  const model = await sharedSpec(apiDescription).catch(() => undefined);
  return referenceLanguage(model, siteSwitches.referenceLanguage);
}

const announcement = isE2EVariant
  ? {
      id: siteSwitches.e2eAnnouncementId,
      content: 'Sandbox maintenance on Saturday 02:00–03:00 UTC. <a href="/docs/changelog">See the changelog</a>.',
      backgroundColor: '#1f2a44',
      textColor: '#ffffff',
      isCloseable: true,
    }
  : configuredAnnouncement;

/** Docusaurus's docs plugin: the guides and the generated reference. */
const docsOptions = {
  path: DOCS_DIR,
  sidebarPath: referenceOnlySpec ? './plugins/openapi/referenceSidebars.ts' : './sidebars.ts',
  lastVersion: 'current',
  // `file=<rootDir>/…` fills a fenced block from a file (the signing samples) before highlighting.
  // `:limit[name]`, `::rate-limits` and `::sandbox-test-values` come from the API description;
  // before Docusaurus's own plugins, so the headings they add get ids and a place in the TOC.
  beforeDefaultRemarkPlugins: [
    [remarkApiFacts, {...apiDescription, routeBase: REFERENCE_ROUTE_BASE} satisfies RemarkApiFactsOptions],
    // `::changes-since`: every change since each release, breaking first (plugins/api-changes).
    ...(referenceOnlySpec
      ? []
      : [
          [
            remarkChangesSince,
            {
              siteDir: __dirname,
              changelog: CHANGELOG,
              changelogRoute: CHANGELOG_ROUTE,
            } satisfies RemarkChangesSinceOptions,
          ],
        ]),
  ],
  // Under each release of the changelog, the changes its description has (plugins/api-changes).
  remarkPlugins: [
    [remarkCodeImport, {rootDir: __dirname}],
    remarkStaticCode,
    ...(referenceOnlySpec ? [] : [[remarkApiChanges, {siteDir: __dirname, changelog: CHANGELOG}]]),
  ],
  versions: {current: {label: 'Next'}},
} satisfies DocsPluginOptions;

/**
 * The site config of a site whose identity is `site`; `reference`: the brand of a reference-only
 * build; `htmlLang`: the language its text is written in (every page's `<html lang>`, and the
 * search index's language). The locale stays `en`, so the interface (Docusaurus's own labels)
 * stays English whatever the text's language.
 */
const siteConfig = (site: SiteIdentity, reference?: ReferenceBrandOptions['brand'], htmlLang = 'en'): Config => ({
  title: site.title,
  tagline: site.tagline,
  favicon: site.favicon,
  url: site.url,
  baseUrl: '/',
  trailingSlash: false,
  noIndex: true,
  titleDelimiter: '|',
  // Bundles start after the first contentful paint, not before it (plugins/paint-first).
  ssrTemplate,
  // A reference-only build has none of the portal's pictures: its logo and favicon are written by its brand's plugin.
  staticDirectories: referenceOnlySpec ? [STATIC_OUTPUT_DIR] : ['static', GENERATED_STATIC_DIR],
  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  onBrokenMarkdownLinks: 'throw',
  onDuplicateRoutes: 'throw',
  baseUrlIssueBanner: true,
  // The 404 page's places to start come from here, so a reference built alone carries none of the portal's.
  customFields: {notFoundLinks: referenceOnlySpec ? referenceOnlyNotFoundLinks : notFoundLinks},
  i18n: {defaultLocale: 'en', locales: ['en'], localeConfigs: {en: {htmlLang}}},
  markdown: {format: 'detect'},
  // Docusaurus Faster: Rspack, SWC and lightningcss. The reference is static MDX generated at
  // build time (plugins/openapi), so the openapi theme's webpack-only explorer is not part of the site.
  future: {
    experimental_faster: withWebpack
      ? false
      : {
          swcJsLoader: true,
          swcJsMinimizer: true,
          swcHtmlMinimizer: true,
          lightningCssMinimizer: true,
          mdxCrossCompilerCache: true,
          rspackBundler: true,
          // A reference preview is built once: writing Rspack's persistent cache of every page
          // doubled the bundling of a 700-operation description (83 s against 42 s) and raised
          // its peak memory (3.4 against 3.0 GiB). The site's own builds keep it.
          rspackPersistentCache: !referenceOnlySpec,
          ssgWorkerThreads: true,
        },
    v4: {removeLegacyPostBuildHeadAttribute: true},
  },

  presets: [
    [
      'classic',
      {
        // The docs plugin is plugins/lean-client/docs.ts: Docusaurus's own, with a lighter version prop.
        docs: false,
        blog: false,
        pages: referenceOnlySpec
          ? {path: 'src/referenceHome', remarkPlugins: [remarkStaticCode]}
          : {remarkPlugins: [remarkStaticCode]},
        sitemap: false,
        // The reference's stylesheet follows it, loaded by its plugin (plugins/openapi/client/api-reference.css).
        theme: {customCss: ['./src/css/custom.css']},
      } satisfies Preset.Options,
    ],
  ],

  plugins: [
    // Docusaurus's docs plugin (the guides and the generated reference), without the page descriptions in
    // the version data every doc page loads (plugins/lean-client/docs.ts).
    [leanDocs, docsOptions],
    [
      // The API reference, generated from the description at every start and build (plugins/openapi).
      openApiReference,
      {
        ...apiDescription,
        outputDir: `${DOCS_DIR}/${REFERENCE_FOLDER}`,
        docsDir: DOCS_DIR,
        docsRouteBase: DOCS_ROUTE_BASE,
        ...referencePages,
        scopeHoisting: !referenceOnlySpec,
        reportFile: siteSwitches.referenceReport,
        downloadsDir: referenceOnlySpec ? undefined : `${GENERATED_STATIC_DIR}/downloads`,
        // The request bodies' variants' samples, which a page loads when they are chosen.
        staticDir: STATIC_OUTPUT_DIR,
        // Badges on operations, parameters and fields from the releases, linking the changelog's entries.
        lifecycle: referenceOnlySpec
          ? undefined
          : {changelog: CHANGELOG, changelogRoute: CHANGELOG_ROUTE, history: lifecycleHistory},
      } satisfies OpenApiReferenceOptions,
    ],
    // A guide is recompiled when the description or a file its code blocks import changes (plugins/guide-inputs).
    [
      guideInputs,
      {
        docsDir: DOCS_DIR,
        specPath: API_SPEC,
        ...(referenceOnlySpec ? {} : {changelog: CHANGELOG, releasesDir: RELEASES_DIR}),
      } satisfies GuideInputsOptions,
    ],
    // The changelog's Atom feed, at /docs/changelog.atom (plugins/changelog-feed).
    ...(referenceOnlySpec
      ? []
      : [
          [
            changelogFeed,
            {
              source: CHANGELOG,
              staticDir: GENERATED_STATIC_DIR,
              route: CHANGELOG_ROUTE,
              feedRoute: '/docs/changelog.atom',
              title: `${brand.siteTitle}: changelog`,
              author: brand.siteTitle,
            } satisfies ChangelogFeedOptions,
          ],
          // Every release's classified changes, at /api/changes.json (plugins/api-changes).
          [apiChanges, {staticDir: GENERATED_STATIC_DIR} satisfies ApiChangesOptions],
        ]),
    // Dark variants of the architecture diagrams, generated from the light ones (plugins/themed-diagrams).
    ...(referenceOnlySpec
      ? []
      : [
          [
            themedDiagrams,
            {
              sourceDir: 'static/img/diagrams',
              outputDir: `${GENERATED_STATIC_DIR}/img/diagrams`,
            } satisfies ThemedDiagramsOptions,
          ],
        ]),
    // The site is noindex for search engines, but its sitemap is the page inventory.
    pageInventorySitemap,
    staticCode,
    leanClient,
    buildMemory,
    // After the pages: Markdown twins, llms.txt and the full text's parts (an operation's twin from the
    // spec model), the site search index (a chunked static index of the built doc pages), then
    // precompression of every text file (plugins/site-outputs).
    [
      siteOutputs,
      {
        exports: true,
        reference: referenceTwins,
        search: !withEasyopsSearch,
        // A partner's words for the site's (payout → settlement): the portal's own, not a previewed reference's.
        ...(referenceOnlySpec ? {} : {searchGlossary: 'src/data/searchGlossary.yaml'}),
        precompress: !referenceOnlySpec,
        // The agent skill of the description, for the portal and a previewed reference alike (plugins/agent-skill).
        agentSkill: {
          spec: apiDescription,
          descriptionLinks: referencePages.descriptionLinks,
          linkBase: siteSwitches.referenceLinkBase,
        },
      } satisfies SiteOutputsOptions,
    ],
    // Under `npm start`, the Markdown twins the build would write, made on request from the
    // page the browser has, for the "Copy page as Markdown" actions (plugins/exports/devServer).
    [markdownTwinsDevServer, {reference: referenceTwins} satisfies MarkdownTwinsDevOptions],
    // Under `npm start`: every save reaches the open page, one reload at a time, and a description
    // that cannot be built says so in the page until it is fixed (plugins/dev-loop).
    devLoop,
    // Site search: the navbar box, the /search page and the index built after the site (plugins/search).
    ...(withEasyopsSearch ? [] : [search]),
    // A reference-only build's logo and favicon, and what of the description's x-logo it could not use.
    ...(reference
      ? [
          [
            referenceBrandPlugin,
            {brand: reference, reportFile: siteSwitches.referenceReport} satisfies ReferenceBrandOptions,
          ],
        ]
      : []),
    ...(isE2EVariant
      ? [
          [
            '@docusaurus/plugin-content-pages',
            {id: 'e2e-fixtures', path: 'tests/e2e/fixtures/pages', routeBasePath: '/__e2e'},
          ] as [string, object],
        ]
      : []),
  ],

  themes: withEasyopsSearch
    ? [
        [
          '@easyops-cn/docusaurus-search-local',
          {
            hashed: true,
            language: ['en'],
            indexDocs: true,
            indexBlog: false,
            indexPages: false,
            docsRouteBasePath: DOCS_ROUTE_BASE,
            forceIgnoreNoIndex: true,
            explicitSearchResultPath: true,
            searchResultLimits: 8,
            searchResultContextMaxLength: 60,
            searchBarShortcutKeymap: 'mod+k',
            ignoreCssSelectors: INDEX_EXCLUDE,
          },
        ],
      ]
    : [],

  themeConfig: {
    ...(site.image ? {image: site.image} : {}),
    colorMode: {
      defaultMode: 'light',
      disableSwitch: false,
      respectPrefersColorScheme: true,
    },
    ...(announcement ? {announcementBar: announcement} : {}),
    docs: {
      sidebar: {hideable: true, autoCollapseCategories: false},
    },
    tableOfContents: {minHeadingLevel: 2, maxHeadingLevel: 3},
    navbar: {
      title: site.navbarTitle,
      ...(site.logo ? {logo: site.logo} : {}),
      items: referenceOnlySpec
        ? [{type: 'docSidebar', sidebarId: 'apiSidebar', label: 'API', position: 'left'}]
        : [
            {type: 'doc', docId: 'introduction', label: 'Docs', position: 'left'},
            {type: 'doc', docId: referenceDocId('gcm-api'), label: 'API', position: 'left'},
          ],
    },
    // A reference-only build has no footer: its legal lines are GCM's, and it has no guides to list.
    ...(site.copyright
      ? {
          footer: {
            style: 'dark',
            links: [
              {
                title: 'Get started',
                items: [
                  {label: 'Introduction', to: '/docs/introduction'},
                  {label: 'Quickstarts', to: '/docs/quickstarts/introduction'},
                  {label: 'Changelog', to: '/docs/changelog'},
                ],
              },
              {
                title: 'Reference',
                items: [
                  {label: 'API reference', to: routeOf('gcm-api')},
                  {label: 'Request signing', to: '/docs/additional-support/hmac-signature-generation'},
                  {label: 'Financial settlements', to: '/docs/additional-support/financial-settlements'},
                ],
              },
            ],
            copyright: site.copyright,
          },
        }
      : {}),
    prism: {
      theme: lightCodeTheme,
      darkTheme: darkCodeTheme,
      // Code is highlighted at build time with Prism's full grammar set (plugins/static-code).
      additionalLanguages: [],
    },
  } satisfies Preset.ThemeConfig,
});

/** The portal's config, or a reference-only build's, whose brand is read from its description. */
export default async function config(): Promise<Config> {
  if (!referenceOnlySpec) return siteConfig(portalIdentity);
  const [reference, htmlLang] = await Promise.all([referenceIdentity(referenceOnlySpec), descriptionLanguage()]);
  const identity: SiteIdentity = {
    title: reference.title,
    tagline: reference.tagline,
    url: reference.siteUrl,
    favicon: reference.favicon,
    navbarTitle: reference.title,
    logo: reference.logo,
    image: reference.image,
  };
  return siteConfig(identity, reference, htmlLang);
}
