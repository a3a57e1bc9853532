/**
 * The host rules (plugins/hosting): `_headers` and `_redirects` for Pages and Netlify and the
 * nginx snippet come from the same data, so a header changed in one place changes for both.
 * That both servers then answer alike is checked on the build (tests/e2e/hostParity.spec.ts).
 */
import {describe, expect, it} from 'vitest';
import {formatProblem} from '../../shared/problems';
import {
  hostRules,
  HOST_FILES,
  IMMUTABLE,
  NOT_FOUND_CACHE,
  NOT_SERVED_PATH,
  pagesLimitProblems,
  REDIRECTS,
  renderHeadersFile,
  renderNginx,
  renderRedirectsFile,
  REVALIDATE,
} from '../rules';

const HEADERS = {
  'Content-Security-Policy': "default-src 'self'; script-src 'self' 'sha256-abc='",
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
};
const FILES = [
  '404.html',
  'index.html',
  'search.html',
  'sitemap.xml',
  'llms.txt',
  'assets/js/main.1234.js',
  'assets/css/styles.5678.css',
  'docs/introduction.html',
  'docs/introduction.md',
  'docs/changelog.atom',
  'downloads/openapi.json',
  'downloads/openapi.yaml',
  'docs/introduction.html.br',
  'docs/introduction.html.gz',
  '_headers',
  '_redirects',
  'host-rules.nginx.conf',
];

/** `_headers` read back as Pages reads it: path → header → value, the blocks of one path merged. */
function parseHeadersFile(text: string): Map<string, Record<string, string>> {
  const rules = new Map<string, Record<string, string>>();
  let current: Record<string, string> | undefined;
  for (const line of text.split('\n')) {
    if (line.trim() === '' || line.startsWith('#')) continue;
    if (line.startsWith('/')) rules.set(line, (current = rules.get(line) ?? {}));
    else {
      const [name, ...value] = line.trim().split(':');
      current![name] = value.join(':').trim();
    }
  }
  return rules;
}

/** The nginx snippet's add_header lines, and its Cache-Control map, read back. */
function parseNginx(text: string) {
  const headers: Record<string, string> = {};
  for (const match of text.matchAll(/^add_header (\S+) "((?:[^"\\]|\\.)*)" always;$/gm)) {
    headers[match[1]] = match[2].replace(/\\(.)/g, '$1');
  }
  const cacheMap = text.match(/map \$uri \$gcm_path_cache_control \{\n([\s\S]*?)\n\}/)![1];
  const cache = new Map<string, string>();
  for (const match of cacheMap.matchAll(/^ {2}"([^"]+)" "([^"]+)";$/gm)) {
    const pattern = match[1].startsWith('~^') ? `${match[1].slice(2).replace(/\\/g, '')}*` : match[1];
    cache.set(pattern, match[2]);
  }
  return {headers, cache};
}

describe('host rules', () => {
  const rules = hostRules(HEADERS, FILES);
  const headersFile = parseHeadersFile(renderHeadersFile(rules));
  const nginx = parseNginx(renderNginx(rules));

  it('send every security header, with the same value, from _headers and from nginx', () => {
    expect(headersFile.get('/*')).toEqual(HEADERS);
    expect(nginx.headers).toEqual(HEADERS);
    expect(renderNginx(rules)).toContain('add_header Cache-Control $gcm_cache_control always;');
  });

  it('change a header in one place and both hosts change', () => {
    const changed = {...HEADERS, 'Referrer-Policy': 'no-referrer', 'X-Frame-Options': 'DENY'};
    const again = hostRules(changed, FILES);
    expect(parseHeadersFile(renderHeadersFile(again)).get('/*')).toEqual(changed);
    expect(parseNginx(renderNginx(again)).headers).toEqual(changed);
    expect(renderHeadersFile(again)).not.toContain('strict-origin-when-cross-origin');
    expect(renderNginx(again)).not.toContain('strict-origin-when-cross-origin');
  });

  it('give both hosts the same Cache-Control for the same paths: immutable assets, everything else revalidated', () => {
    const fromHeadersFile = new Map(
      [...headersFile].filter(([, headers]) => headers['Cache-Control']).map(([path, h]) => [path, h['Cache-Control']]),
    );
    expect(nginx.cache).toEqual(fromHeadersFile);
    expect(fromHeadersFile.get('/assets/*')).toBe(IMMUTABLE);
    for (const path of ['/', '/index.html', '/search', '/search.html', '/docs/*', '/downloads/*', '/llms.txt']) {
      expect(fromHeadersFile.get(path), path).toBe(REVALIDATE);
    }
    // Each redirect's own answer is covered; the twins and host files are no address of their own.
    for (const {from} of REDIRECTS) expect(fromHeadersFile.get(from), from).toBe(REVALIDATE);
    for (const path of [...fromHeadersFile.keys()]) expect(path).not.toMatch(/\.(br|gz)$|_headers|_redirects|nginx/);
    expect(renderNginx(rules)).toContain(`404 "${NOT_FOUND_CACHE}";`);
  });

  it('declare the feed, downloads and llms.txt types with a charset on both hosts, by file on Pages', () => {
    const types = [...headersFile].filter(([, headers]) => headers['Content-Type']);
    expect(Object.fromEntries(types.map(([path, headers]) => [path, headers['Content-Type']]))).toEqual({
      '/docs/changelog.atom': 'application/atom+xml; charset=utf-8',
      '/downloads/openapi.json': 'application/json; charset=utf-8',
      '/downloads/openapi.yaml': 'application/yaml; charset=utf-8',
      // Markdown by llmstxt.org (nginx types it in its server snippet: markdownRules.test.ts).
      '/llms.txt': 'text/markdown; charset=utf-8',
    });
    const snippet = renderNginx(rules);
    expect(snippet).toMatch(/^ {2}application\/yaml yaml;$/m);
    expect(snippet).toMatch(/^charset_types [^;]*application\/atom\+xml application\/json application\/yaml;$/m);
  });

  it('give each folder of files named by their hash (the variants’, the operation bodies’ HTML) one JSON rule however many there are', () => {
    const variants = Array.from({length: 500}, (_, n) => `api-variants/create-payment/request-body-${n}.json`);
    const many = hostRules(HEADERS, [...FILES, ...variants]);
    expect(many.cacheRules.filter((rule) => rule.path.startsWith('/api-variants'))).toEqual([
      {path: '/api-variants/*', cacheControl: IMMUTABLE},
    ]);
    expect(many.contentTypes.filter((rule) => rule.path.startsWith('/api-variants'))).toEqual([
      {path: '/api-variants/*', type: 'application/json; charset=utf-8'},
    ]);
    expect(pagesLimitProblems('_headers', renderHeadersFile(many))).toEqual([]);
    expect(rules.cacheRules.some((rule) => rule.path.startsWith('/api-variants'))).toBe(false);
    // The operation bodies' HTML (plugins/openapi/bodyHtmlLoader.cjs): hashed assets, one type rule.
    const bodies = Array.from({length: 3000}, (_, n) => `assets/api-html/${String(n).padStart(12, '0')}.json`);
    const large = hostRules(HEADERS, [...FILES, ...bodies]);
    expect(large.contentTypes.filter((rule) => rule.path.startsWith('/assets/'))).toEqual([
      {path: '/assets/api-html/*', type: 'application/json; charset=utf-8'},
    ]);
    expect(large.cacheRules.filter((rule) => rule.path.startsWith('/assets/'))).toEqual([
      {path: '/assets/*', cacheControl: IMMUTABLE},
    ]);
    expect(pagesLimitProblems('_headers', renderHeadersFile(large))).toEqual([]);
  });

  it('redirect the same paths on both hosts, and serve neither host file', () => {
    const redirectsFile = renderRedirectsFile(rules);
    const snippet = renderNginx(rules);
    for (const {from, to} of REDIRECTS) {
      expect(redirectsFile).toContain(`\n${from} ${to} 301\n`);
      expect(snippet).toContain(`  "${from}" "${to}";`);
    }
    for (const file of HOST_FILES) {
      expect(redirectsFile).toContain(`\n/${file} ${NOT_SERVED_PATH} 200\n`);
      expect(snippet).toContain(`  "/${file}" 1;`);
    }
    expect(FILES).not.toContain(NOT_SERVED_PATH.slice(1));
  });

  it("stop at Pages' limits, naming the file and line", () => {
    expect(pagesLimitProblems('_headers', renderHeadersFile(rules))).toEqual([]);
    const hashes = Array.from({length: 40}, (_, i) => `'sha256-${String(i).padStart(43, 'x')}='`).join(' ');
    const long = hostRules({...HEADERS, 'Content-Security-Policy': `script-src 'self' ${hashes}`}, FILES);
    const problems = pagesLimitProblems('_headers', renderHeadersFile(long));
    expect(problems.map(formatProblem)).toEqual([
      expect.stringMatching(
        /^_headers:4:2001: \d{4} characters, over Pages' limit of 2000 a line \[pages-line-length\]$/,
      ),
    ]);
    const many = Array.from({length: 101}, (_, i) => `/p${i}\n  X-A: b`).join('\n');
    expect(pagesLimitProblems('_headers', many, 'build').map(formatProblem)).toEqual([
      "build/_headers:1:1: 101 rules, over Pages' limit of 100 [pages-rule-count]",
    ]);
  });
});
