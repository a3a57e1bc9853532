/**
 * What every host is told about the build, from one table: the security headers (CSP with
 * the build's script hashes), Cache-Control by file kind, the content types the site declares
 * (the feed and the downloads), the redirects it needs and the host files it never serves.
 * `renderNginx` writes them for deploy/nginx, `renderHeadersFile` and `renderRedirectsFile`
 * as the `_headers` and `_redirects` that Cloudflare Pages and Netlify read. Pure: the plugin
 * (index.ts) lists the build's files and writes the results.
 */
import type {Problem} from '../shared/problems';
import {HASHED_JSON_FOLDERS, VARIANTS_FOLDER} from '../shared/routes';

/** Hashed build assets never change. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Everything else (pages, Markdown twins, the feed, downloads, the search index) revalidates. */
export const REVALIDATE = 'public, max-age=0, must-revalidate';
/** Unknown paths: Pages sends this on every 404 whatever `_headers` says, so nginx does too. */
export const NOT_FOUND_CACHE = 'no-store';
/** The folder of content-hashed files (Docusaurus's bundles, CSS, images it processed). */
export const HASHED_ASSETS = 'assets';

/**
 * The type of each kind of file the build has, as Cloudflare Pages sends it (the `mime`
 * package wrangler uploads with): nginx is given this table and no other, so that both
 * hosts agree (tests/e2e/hostParity.spec.ts checks every extension of the build). Anything
 * else is application/octet-stream on both (the search index's .pf_* files).
 */
export const CONTENT_TYPES: Readonly<Record<string, string>> = {
  html: 'text/html',
  css: 'text/css',
  js: 'application/javascript',
  md: 'text/markdown',
  txt: 'text/plain',
  xml: 'application/xml',
  svg: 'image/svg+xml',
  png: 'image/png',
  woff2: 'font/woff2',
  wasm: 'application/wasm',
  json: 'application/json',
  atom: 'application/atom+xml',
  yaml: 'application/yaml',
  zip: 'application/zip',
};

/**
 * Types the site declares with `; charset=utf-8`: the feed and the downloads. Left to
 * themselves, Pages would send these without a charset and YAML as text/yaml.
 */
export const DECLARED_TYPES = ['atom', 'json', 'yaml'] as const;

/** Types sent with `; charset=utf-8`: Pages adds it to every text/ type, and to the declared ones. */
export function charsetTypes(): string[] {
  const declared = DECLARED_TYPES.map((ext) => CONTENT_TYPES[ext]);
  return [...new Set([...Object.values(CONTENT_TYPES).filter((type) => type.startsWith('text/')), ...declared])];
}

export interface Redirect {
  /** A path the site no longer answers, exactly (no pattern). */
  from: string;
  /** Where it moved (a path of this site). Answered with 301, the query string kept. */
  to: string;
}

/** Paths the site answers with a permanent redirect, on every host. */
export const REDIRECTS: readonly Redirect[] = [
  // The docs have no index page of their own: /docs is where people trim a docs URL to.
  {from: '/docs', to: '/docs/introduction'},
];

/** The nginx snippet the build writes next to the pages (deploy/nginx includes it). */
export const NGINX_RULES_FILE = 'host-rules.nginx.conf';
/** Files of the build that configure a host: no host serves them. */
export const HOST_FILES = ['_headers', '_redirects', NGINX_RULES_FILE] as const;
/** Where `_redirects` rewrites the host files on Pages: a path with no file, so a 404. */
export const NOT_SERVED_PATH = '/.not-served';

/** Cloudflare Pages' documented limits (pages/configuration/headers and redirects). */
export const PAGES_LIMITS = {headerRules: 100, lineLength: 2000, staticRedirects: 2000, redirectLine: 1000} as const;

export interface HostRules {
  /** Sent with every response, in this order. */
  headers: Readonly<Record<string, string>>;
  /**
   * Cache-Control by `_headers` path (exact, or a folder with `/*`): the hashed assets, then
   * everything else at the build's top level. A path no rule covers gets none (Pages' own
   * redirects such as /index → /), and a 404 always gets NOT_FOUND_CACHE.
   */
  cacheRules: {path: string; cacheControl: string}[];
  /** Files whose type the site declares, by path. */
  contentTypes: {path: string; type: string}[];
  redirects: readonly Redirect[];
}

const charset = (type: string) => `${type}; charset=utf-8`;

/**
 * The rules for a build whose files (paths relative to its root, with `/`) are `files`.
 * Pages matches a `_headers` rule's path against the request; a splat would also match
 * unknown paths, so declared types name each file, and the revalidate rule covers each
 * top-level file and folder (with the extensionless address of its pages).
 */
export function hostRules(headers: Readonly<Record<string, string>>, files: readonly string[]): HostRules {
  const all = new Set(files);
  // The .br and .gz twins (plugins/precompress) are nginx's; a CDN compresses by itself.
  const isTwin = (file: string) => /\.(br|gz)$/.test(file) && all.has(file.slice(0, -3));
  const served = files.filter((file) => !(HOST_FILES as readonly string[]).includes(file) && !isTwin(file));
  const topLevel = new Set<string>();
  // The variants' files are named by their hash, like the assets: one rule for them all, however many.
  const variants = served.filter((file) => file.startsWith(`${VARIANTS_FOLDER}/`));
  for (const file of served) {
    const [first, ...rest] = file.split('/');
    if ((first === HASHED_ASSETS || first === VARIANTS_FOLDER) && rest.length > 0) continue;
    if (rest.length > 0) topLevel.add(`/${first}/*`);
    else {
      topLevel.add(`/${first}`);
      if (first === 'index.html') topLevel.add('/');
      else if (first.endsWith('.html')) topLevel.add(`/${first.slice(0, -'.html'.length)}`);
    }
  }
  for (const redirect of REDIRECTS) topLevel.add(redirect.from);
  const cacheRules = [
    {path: `/${HASHED_ASSETS}/*`, cacheControl: IMMUTABLE},
    ...(variants.length > 0 ? [{path: `/${VARIANTS_FOLDER}/*`, cacheControl: IMMUTABLE}] : []),
    ...[...topLevel].sort().map((path) => ({path, cacheControl: REVALIDATE})),
  ];
  const declared = new Set<string>(DECLARED_TYPES);
  // A folder of hashed JSON files (the variants', the operation bodies' HTML) is one type rule, however many files.
  const jsonFolder = (file: string) => HASHED_JSON_FOLDERS.find((folder) => file.startsWith(`${folder}/`));
  const jsonFolders = HASHED_JSON_FOLDERS.filter((folder) => served.some((file) => jsonFolder(file) === folder));
  const contentTypes = [
    ...jsonFolders.map((folder) => ({path: `/${folder}/*`, type: charset(CONTENT_TYPES.json)})),
    ...served
      .filter((file) => !jsonFolder(file) && declared.has(file.split('.').pop() ?? ''))
      .map((file) => ({path: `/${file}`, type: charset(CONTENT_TYPES[file.split('.').pop()!])})),
  ];
  return {headers, cacheRules, contentTypes, redirects: REDIRECTS};
}

const BANNER = 'Written by the build (plugins/hosting) from the rules that also write';

/** `_headers` for Cloudflare Pages and Netlify: every header on `/*`, then cache and type rules. */
export function renderHeadersFile(rules: HostRules): string {
  const block = (path: string, headers: Record<string, string>) =>
    [path, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join('\n');
  const blocks = [
    `# ${BANNER} ${NGINX_RULES_FILE} and _redirects.`,
    block('/*', {...rules.headers}),
    ...rules.cacheRules.map(({path, cacheControl}) => block(path, {'Cache-Control': cacheControl})),
    ...rules.contentTypes.map(({path, type}) => block(path, {'Content-Type': type})),
  ];
  return `${blocks.join('\n\n')}\n`;
}

/**
 * `_redirects`: the site's redirects, then the host files rewritten to a path with no file (a
 * 404): Pages would serve the nginx snippet, and wrangler's dev server fails (502) on
 * `_headers` and `_redirects`, which Pages itself never uploads.
 */
export function renderRedirectsFile(rules: HostRules): string {
  return [
    `# ${BANNER} ${NGINX_RULES_FILE} and _headers.`,
    ...rules.redirects.map(({from, to}) => `${from} ${to} 301`),
    ...HOST_FILES.map((file) => `/${file} ${NOT_SERVED_PATH} 200`),
    '',
  ].join('\n');
}

const quote = (value: string) => `"${value.replace(/["\\]/g, '\\$&')}"`;

/** A `_headers` path as an nginx map key: `/docs/*` is a regex on the prefix, anything else exact. */
function nginxPattern(path: string): string {
  if (!path.endsWith('/*')) return quote(path);
  return quote(`~^${path.slice(0, -1).replace(/[.+?^${}()|[\]\\]/g, '\\$&')}`);
}

/**
 * The nginx snippet, included in the `http` block: the headers (add_header at http level, so
 * no server or location may add its own), Cache-Control chosen by path and by status, the
 * declared types, and the maps the server block reads for redirects and host files.
 */
export function renderNginx(rules: HostRules): string {
  return [
    `# ${BANNER} _headers and _redirects. Included by deploy/nginx.`,
    `types {\n${Object.entries(CONTENT_TYPES)
      .map(([ext, type]) => `  ${type} ${ext};`)
      .join('\n')}\n}`,
    'default_type application/octet-stream;',
    // nginx always gives text/html its charset, and warns when it is listed.
    `charset_types ${charsetTypes()
      .filter((type) => type !== 'text/html')
      .join(' ')};`,
    '',
    // The _headers Cache-Control rules, matched against the file nginx serves (/search.html
    // for /search: both addresses have a rule).
    'map $uri $gcm_path_cache_control {',
    '  default "";',
    ...rules.cacheRules.map(({path, cacheControl}) => `  ${nginxPattern(path)} ${quote(cacheControl)};`),
    '}',
    'map $status $gcm_cache_control {',
    '  default $gcm_path_cache_control;',
    `  404 ${quote(NOT_FOUND_CACHE)};`,
    '}',
    'map $uri $gcm_redirect {',
    '  default "";',
    ...rules.redirects.map(({from, to}) => `  ${quote(from)} ${quote(to)};`),
    '}',
    'map $uri $gcm_host_file {',
    '  default 0;',
    ...HOST_FILES.map((file) => `  ${quote(`/${file}`)} 1;`),
    '}',
    '',
    ...Object.entries(rules.headers).map(([name, value]) => `add_header ${name} ${quote(value)} always;`),
    'add_header Cache-Control $gcm_cache_control always;',
    '',
  ].join('\n');
}

/** A host file's line over one of Pages' limits, as `file:line: problem`. */
export function pagesLimitProblems(fileName: '_headers' | '_redirects', text: string, dir = ''): Problem[] {
  const file = dir ? `${dir}/${fileName}` : fileName;
  const problems: Problem[] = [];
  const lines = text.split('\n');
  const maxLine = fileName === '_headers' ? PAGES_LIMITS.lineLength : PAGES_LIMITS.redirectLine;
  lines.forEach((line, index) => {
    if (line.length > maxLine) {
      const message = `${line.length} characters, over Pages' limit of ${maxLine} a line`;
      problems.push({file, line: index + 1, col: maxLine + 1, rule: 'pages-line-length', message});
    }
  });
  const rules = lines.filter((line) => line.startsWith('/')).length;
  const maxRules = fileName === '_headers' ? PAGES_LIMITS.headerRules : PAGES_LIMITS.staticRedirects;
  if (rules > maxRules) {
    problems.push({
      file,
      line: 1,
      col: 1,
      rule: 'pages-rule-count',
      message: `${rules} rules, over Pages' limit of ${maxRules}`,
    });
  }
  return problems;
}
