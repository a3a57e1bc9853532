/**
 * Whose site a reference-only build is (`npm run build:reference`): the described API's, never
 * GCM's. Its title (navbar, every page's "| title"), tagline and favicon come from the
 * description's `info`; its logo from `info.x-logo` read as Redoc reads it (`url`, `altText`,
 * `backgroundColor`, and `href`, else `info.contact.url`, as the logo's link). The site loads
 * nothing from elsewhere and the build fetches nothing: a logo is used only when `url` is an
 * image file beside the description, which is copied into the build; any other logo is a
 * warning and the navbar shows the title alone.
 */
import {copyFileSync, existsSync, mkdirSync, readFileSync, statSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import logger from '@docusaurus/logger';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {formatProblem, type Problem} from '../shared/problems';
import {isObject} from './model/json';
import type {SpecModel} from './model';

/**
 * The site's URL, which Docusaurus requires and writes into canonical links and `og:url`: a
 * name reserved for examples (RFC 2606), as the reference's own address is not known.
 */
const SITE_URL = 'https://reference.example';
/** The title of a description without one. */
const UNTITLED = 'API reference';
/** Where the logo and the favicon go in the build (names of their own: never the portal's img/logo.svg). */
const LOGO_BASENAME = 'img/api-logo';
const FAVICON = 'img/api-favicon.svg';
/** Image files a browser shows as a logo or favicon. */
const IMAGE_EXTENSIONS = new Set(['.svg', '.png', '.jpg', '.jpeg', '.gif', '.webp', '.avif', '.ico']);
/** Social cards are raster images: an SVG logo is not one. */
const SOCIAL_CARD_EXTENSIONS = new Set(['.png', '.jpg', '.jpeg', '.gif', '.webp']);
/** A CSS colour that cannot carry another declaration: a name, a hex value or an rgb()/hsl() function of numbers. */
const CSS_COLOUR = /^(?:#[0-9a-f]{3,8}|[a-z]+|(?:rgba?|hsla?)\(\s*[0-9.%,\s/+-]+\))$/i;
const RULE = 'x-logo';

/** A file the build writes at its root: copied from `from`, or `content`. */
export interface BrandFile {
  path: string;
  from?: string;
  content?: string;
}

export interface ReferenceBrand {
  /** The site title: the navbar's and every page's ("Pets | Swagger Petstore"). */
  title: string;
  /** `info.summary`, or nothing. */
  tagline: string;
  /** Docusaurus's `url`: no one's. */
  siteUrl: string;
  /** The navbar logo, when `x-logo` names an image beside the description. */
  logo?: {src: string; alt: string; href?: string; style?: {backgroundColor: string}};
  /** The favicon: the logo, or a letter generated from the title. */
  favicon: string;
  /** The social card (`og:image`): the logo when it is a raster image. */
  image?: string;
  /** What the build must write for the above. */
  files: BrandFile[];
  /** What in `x-logo` could not be used, at its place (warnings: the build goes on without it). */
  problems: Problem[];
}

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

const isWebUrl = (value: string | undefined): value is string => value !== undefined && /^https?:\/\/\S+$/i.test(value);

const escapeXml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;'})[c] ?? c);

/** A favicon of no one's brand: the title's first letter or digit, white on grey. */
export function generatedFavicon(title: string): string {
  const initial = /[\p{L}\p{N}]/u.exec(title)?.[0].toUpperCase() ?? '';
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">',
    '<rect width="32" height="32" rx="6" fill="#4b5563"/>',
    initial
      ? `<text x="16" y="22.5" fill="#ffffff" font-family="system-ui,sans-serif" font-size="19" font-weight="700" text-anchor="middle">${escapeXml(initial)}</text>`
      : '<path d="M12 9c-3 0-3 2-3 4s-2 3-2 3 2 1 2 3 0 4 3 4M20 9c3 0 3 2 3 4s2 3 2 3-2 1-2 3 0 4-3 4" fill="none" stroke="#ffffff" stroke-width="2"/>',
    '</svg>\n',
  ].join('');
}

/**
 * The brand of the reference of `model`, whose description is the file at `specFile`
 * (absolute; a logo's relative `url` is read from its folder).
 */
export function referenceBrand(model: Pick<SpecModel, 'info' | 'locate'>, specFile: string): ReferenceBrand {
  const info: Record<string, unknown> = {...model.info};
  const title = text(info.title) ?? UNTITLED;
  const brand: ReferenceBrand = {
    title,
    tagline: text(info.summary) ?? '',
    siteUrl: SITE_URL,
    favicon: FAVICON,
    files: [],
    problems: [],
  };
  const warn = (key: string | undefined, message: string) =>
    brand.problems.push({
      ...model.locate(key ? `#/info/x-logo/${key}` : '#/info/x-logo'),
      rule: RULE,
      message,
    });
  const xLogo = info['x-logo'];
  if (xLogo !== undefined && !isObject(xLogo)) warn(undefined, 'x-logo must be an object with a url: no logo shown');
  const source = isObject(xLogo) ? logoFile(xLogo.url, specFile) : undefined;
  if (isObject(xLogo) && source && 'problem' in source)
    warn(xLogo.url === undefined ? undefined : 'url', source.problem);
  if (isObject(xLogo) && source && 'file' in source) {
    const extension = path.extname(source.file).toLowerCase();
    const src = `${LOGO_BASENAME}${extension}`;
    brand.logo = {src, alt: text(xLogo.altText) ?? ''};
    const background = text(xLogo.backgroundColor);
    if (background !== undefined && CSS_COLOUR.test(background)) brand.logo.style = {backgroundColor: background};
    else if (xLogo.backgroundColor !== undefined) {
      warn(
        'backgroundColor',
        `x-logo backgroundColor ${JSON.stringify(xLogo.backgroundColor)} is not a CSS colour: ignored`,
      );
    }
    const contact = isObject(info.contact) ? text(info.contact.url) : undefined;
    const href = text(xLogo.href) ?? contact;
    if (isWebUrl(href)) brand.logo.href = href;
    else if (xLogo.href !== undefined)
      warn('href', `x-logo href ${JSON.stringify(xLogo.href)} is not an http(s) URL: ignored`);
    brand.favicon = src;
    if (SOCIAL_CARD_EXTENSIONS.has(extension)) brand.image = src;
    brand.files.push({path: src, from: source.file});
  } else {
    brand.files.push({path: FAVICON, content: generatedFavicon(title)});
  }
  return brand;
}

/** The image file a logo's `url` names beside the description, or why it cannot be used. */
function logoFile(url: unknown, specFile: string): {file: string} | {problem: string} {
  const value = text(url);
  if (value === undefined) return {problem: 'x-logo has no url: no logo shown'};
  const shown = JSON.stringify(value);
  if (/^[a-z][a-z0-9+.-]*:|^\/\//i.test(value)) {
    return {
      problem: `x-logo url ${shown} is not a file beside the description, and the site loads nothing from elsewhere: the navbar shows the title alone`,
    };
  }
  const withoutQuery = value.replace(/[?#].*$/, '');
  let relative = withoutQuery;
  try {
    relative = decodeURI(withoutQuery);
  } catch {
    // A `%` that starts no escape is a character of the file's name.
  }
  const file = path.resolve(path.dirname(specFile), relative);
  if (value.startsWith('/') || !existsSync(file) || !statSync(file).isFile()) {
    return {problem: `x-logo url ${shown} names no file beside the description: no logo shown`};
  }
  if (!IMAGE_EXTENSIONS.has(path.extname(file).toLowerCase())) {
    return {problem: `x-logo url ${shown} is not an image (${[...IMAGE_EXTENSIONS].join(', ')}): no logo shown`};
  }
  return {file};
}

/** The options of the reference brand's plugin. A type, so that it fits Docusaurus's plugin options. */
export type ReferenceBrandOptions = {
  brand: ReferenceBrand;
  /** The report of build:reference's warnings (GCM_REFERENCE_REPORT), which the brand's are added to. */
  reportFile?: string;
};

/**
 * The plugin of a reference-only build's brand: says what of `x-logo` it could not use, writes
 * the logo and favicon into the build, and names the bundle's globals after the reference,
 * not the package (`webpackChunkgcm_partner_docs`).
 */
export function referenceBrandPlugin(_context: LoadContext, pluginOptions: unknown): Plugin {
  // The site config checks the options against ReferenceBrandOptions with `satisfies`.
  const {brand, reportFile} = pluginOptions as ReferenceBrandOptions;
  for (const problem of brand.problems) logger.warn(formatProblem(problem));
  return {
    name: 'reference-brand',
    configureWebpack: () => ({output: {uniqueName: 'api-reference'}}),
    async postBuild({outDir}) {
      for (const file of brand.files) {
        const target = path.join(outDir, file.path);
        mkdirSync(path.dirname(target), {recursive: true});
        if (file.from) copyFileSync(file.from, target);
        else writeFileSync(target, file.content ?? '');
      }
      if (reportFile && brand.problems.length > 0 && existsSync(reportFile)) {
        const report = JSON.parse(readFileSync(reportFile, 'utf8')) as {warnings: Problem[]};
        writeFileSync(reportFile, JSON.stringify({...report, warnings: [...report.warnings, ...brand.problems]}));
      }
    },
  };
}
