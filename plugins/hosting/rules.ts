/**
 * What every host is told about the build, from one table: the security headers (CSP with
 * the build's script hashes), Cache-Control by file kind, the content types the site declares
 * (the feed, the downloads and llms.txt), the redirects it needs, the host files it never
 * serves, and each page's Markdown twin (a `Link` header, and the twin itself for a request
 * that accepts Markdown). `renderNginx` and `renderNginxServer` write them for deploy/nginx,
 * `renderHeadersFile` and `renderRedirectsFile` as the `_headers` and `_redirects` that
 * Cloudflare Pages and Netlify read, and pagesWorker.ts the `_worker.js` with which Pages
 * answers by the Accept header. Pure: the plugin (index.ts) lists the build's files and writes
 * the results.
 */
import type {Problem} from '../shared/problems';
import {HASHED_JSON_FOLDERS, LLMS_INDEX_PATH, markdownTwinOf, VARIANTS_FOLDER} from '../shared/routes';
import {RELATED_DIR, SEARCH_DIR} from '../search/client/paths';

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

/** Markdown: the pages' twins, and the llms.txt files (llmstxt.org: Markdown, whatever their extension). */
export const MARKDOWN_TYPE = CONTENT_TYPES.md;

/** The top-level files named `llms*.txt`: Markdown by llmstxt.org, declared as such on every host. */
const isLlmsTextFile = (file: string) => /^llms[\w.-]*\.txt$/.test(file);

/**
 * Whether an Accept header asks for Markdown: it names text/markdown with a q above 0 (case
 * aside). Browsers never name it; coding agents do (Claude Code sends `text/markdown,
 * text/html, *\/*`, Cursor `text/markdown, text/plain;q=0.9, *\/*;q=0.8`). One pattern,
 * valid in PCRE and JavaScript alike: nginx's map and the Pages worker use this source.
 */
export const ACCEPTS_MARKDOWN = String.raw`(^|,)\s*text/markdown\s*(?![^,]*;\s*q\s*=\s*0(\.0{0,3})?\s*(;|,|$))(;|,|$)`;

/** What every page's answer varies by, beside the encoding each host adds itself. */
export const PAGE_VARY = 'Accept';

/**
 * The `Link` header of a page whose twin is at `twin` (RFC 8288): the twin as its Markdown
 * alternate, and llms.txt, the index of every page, as what describes it. The head of the
 * page names the same two (plugins/exports/discovery.ts).
 */
export function pageLinkHeader(twin: string): string {
  return `<${twin}>; rel="alternate"; type="${MARKDOWN_TYPE}", <${LLMS_INDEX_PATH}>; rel="describedby"; type="${MARKDOWN_TYPE}"`;
}

/** A page of the build with a Markdown twin: its address, and the twin's. */
export interface MarkdownPage {
  route: string;
  twin: string;
}

/** The pages among `files` (paths in the build) whose twin the build has: `docs/x.html` with `docs/x.md`, `index.html` with `index.md`. */
export function markdownPages(files: readonly string[]): MarkdownPage[] {
  const all = new Set(files);
  return files
    .filter((file) => file.endsWith('.html'))
    .map((file) => `/${file.slice(0, -'.html'.length)}`.replace(/(^|\/)index$/, '$1'))
    .map((route) => ({route, twin: markdownTwinOf(route)}))
    .filter(({twin}) => all.has(twin.slice(1)));
}

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
/** The nginx snippet of the server block: a page's twin for a request that accepts Markdown, llms.txt's type. */
export const NGINX_SERVER_RULES_FILE = 'host-rules.server.nginx.conf';
/** Cloudflare Pages' advanced mode: the worker that answers a page's address by its Accept header (pagesWorker.ts). */
export const PAGES_WORKER_FILE = '_worker.js';
/** Which addresses Pages runs the worker for: the pages, and no asset. */
export const PAGES_ROUTES_FILE = '_routes.json';
/** Files of the build that configure a host: no host serves them. */
export const HOST_FILES = [
  '_headers',
  '_redirects',
  NGINX_RULES_FILE,
  NGINX_SERVER_RULES_FILE,
  PAGES_WORKER_FILE,
  PAGES_ROUTES_FILE,
] as const;
/** Where `_redirects` rewrites the host files on Pages: a path with no file, so a 404. */
export const NOT_SERVED_PATH = '/.not-served';

/** Cloudflare Pages' documented limits (pages/configuration/headers and redirects). */
export const PAGES_LIMITS = {
  headerRules: 100,
  lineLength: 2000,
  staticRedirects: 2000,
  redirectLine: 1000,
  /** `_routes.json` (pages/functions/routing): include and exclude rules together, and characters a rule. */
  routeRules: 100,
  routeLength: 100,
} as const;

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
  /** The pages with a Markdown twin: each gets a `Link` header, `Vary: Accept`, and its twin when asked for Markdown. */
  markdownPages: MarkdownPage[];
}

/**
 * The folders of JSON files alone, each one type rule however many files it holds: the hashed
 * ones (the variants', the operation bodies' HTML) and the search's related words, a file per
 * two letters.
 */
const JSON_FOLDERS = [...HASHED_JSON_FOLDERS, `${SEARCH_DIR}/${RELATED_DIR}`];

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
  const jsonFolder = (file: string) => JSON_FOLDERS.find((folder) => file.startsWith(`${folder}/`));
  const jsonFolders = JSON_FOLDERS.filter((folder) => served.some((file) => jsonFolder(file) === folder));
  const contentTypes = [
    ...jsonFolders.map((folder) => ({path: `/${folder}/*`, type: charset(CONTENT_TYPES.json)})),
    ...served
      .filter((file) => !jsonFolder(file) && declared.has(file.split('.').pop() ?? ''))
      .map((file) => ({path: `/${file}`, type: charset(CONTENT_TYPES[file.split('.').pop()!])})),
    ...served.filter(isLlmsTextFile).map((file) => ({path: `/${file}`, type: charset(MARKDOWN_TYPE)})),
  ];
  return {headers, cacheRules, contentTypes, redirects: REDIRECTS, markdownPages: markdownPages(served)};
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
    // Set before the first map. nginx's default bucket (64 bytes) holds keys of about 50
    // characters; a page's address (the twins' map) can be longer.
    `map_hash_bucket_size ${mapBucketSize(rules.markdownPages.map(({route}) => route))};`,
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
    ...nginxMarkdownMaps(rules),
    '',
    ...Object.entries(rules.headers).map(([name, value]) => `add_header ${name} ${quote(value)} always;`),
    'add_header Cache-Control $gcm_cache_control always;',
    // Empty (so not sent) but on a page's address: $gcm_page_twin is set by the server snippet.
    'add_header Link $gcm_link always;',
    'add_header Vary $gcm_vary always;',
    '',
  ].join('\n');
}

/** The smallest bucket that holds the longest key with nginx's overhead: a power of two, 64 at least. */
function mapBucketSize(keys: string[]): number {
  const longest = Math.max(0, ...keys.map((key) => Buffer.byteLength(key)));
  return Math.max(64, 2 ** Math.ceil(Math.log2(longest + 16)));
}

/**
 * The maps of the pages' twins: which address is a page (and its twin), whether the request
 * accepts Markdown, and the Link and Vary of a page's answer. They read $gcm_page_twin, which
 * the server snippet sets from the address asked for, before a Markdown request is rewritten.
 */
function nginxMarkdownMaps(rules: HostRules): string[] {
  return [
    'map $uri $gcm_twin_of_uri {',
    '  default "";',
    ...rules.markdownPages.map(({route, twin}) => `  ${quote(route)} ${quote(twin)};`),
    '}',
    'map $http_accept $gcm_accepts_markdown {',
    '  default 0;',
    `  ${quote(`~*${ACCEPTS_MARKDOWN}`)} 1;`,
    '}',
    'map "$gcm_accepts_markdown$gcm_page_twin" $gcm_markdown_answer {',
    '  default "";',
    '  "~^1(?<twin>/.+)$" $twin;',
    '}',
    'map $gcm_page_twin $gcm_link {',
    '  default "";',
    `  "~^(?<twin>/.+)$" ${quote(pageLinkHeader('$twin'))};`,
    '}',
    'map $gcm_page_twin $gcm_vary {',
    '  default "";',
    `  "~." ${quote(PAGE_VARY)};`,
    '}',
  ];
}

/**
 * The nginx snippet included first in the `server` block: which page the address asked for
 * is, its twin for a request that accepts Markdown (the same address, `Vary: Accept`), and the
 * llms.txt files typed as Markdown.
 */
export function renderNginxServer(rules: HostRules): string {
  const markdownFiles = rules.contentTypes.filter(({type}) => type.startsWith(`${MARKDOWN_TYPE};`));
  return [
    `# ${BANNER} _headers and _worker.js. Included by deploy/nginx in its server block.`,
    // A request nginx refuses before this block runs (a bad request line) reads it unset: empty, no Link, as meant.
    'uninitialized_variable_warn off;',
    'set $gcm_page_twin $gcm_twin_of_uri;',
    'if ($gcm_markdown_answer) {',
    '  rewrite ^ $gcm_markdown_answer last;',
    '}',
    ...markdownFiles.map(({path}) => `location = ${path} {\n  types {}\n  default_type ${MARKDOWN_TYPE};\n}`),
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
