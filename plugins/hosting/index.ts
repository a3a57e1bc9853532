/**
 * Writes what each host needs next to the pages, from the one table in rules.ts: the nginx
 * snippets deploy/nginx includes, `_headers` and `_redirects` for Cloudflare Pages and
 * Netlify, and, when the build has Markdown twins, Pages' `_worker.js` and `_routes.json`.
 * Runs after the last HTML change (the CSP hashes the final inline scripts) and before
 * precompression. A rule over one of Pages' limits stops the build, naming the file and line.
 */
import {readdirSync, statSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {ProblemError, shownPath} from '../shared/problems';
import {securityHeaders} from '../security-headers';
import {
  hostRules,
  NGINX_RULES_FILE,
  NGINX_SERVER_RULES_FILE,
  PAGES_ROUTES_FILE,
  PAGES_WORKER_FILE,
  pagesLimitProblems,
  renderHeadersFile,
  renderNginx,
  renderNginxServer,
  renderRedirectsFile,
} from './rules';
import {pagesRoutesProblems, renderPagesRoutes, renderPagesWorker} from './pagesWorker';

/** Every file of the build, relative to it, with `/` separators. */
export function buildFiles(buildDir: string): string[] {
  return readdirSync(buildDir, {recursive: true, encoding: 'utf8'})
    .filter((file) => statSync(path.join(buildDir, file)).isFile())
    .map((file) => file.split(path.sep).join('/'))
    .sort();
}

export function writeHostRules(buildDir: string): string {
  const security = securityHeaders(buildDir);
  const files = buildFiles(buildDir);
  const rules = hostRules(security, files);
  const headersFile = renderHeadersFile(rules);
  const redirectsFile = renderRedirectsFile(rules);
  // A build without twins (a reference-only preview) needs no worker: Pages serves it as files.
  const routesFile = rules.markdownPages.length > 0 ? renderPagesRoutes(rules, files) : null;
  const shown = shownPath(buildDir);
  const problems = [
    ...pagesLimitProblems('_headers', headersFile, shown),
    ...pagesLimitProblems('_redirects', redirectsFile, shown),
    ...(routesFile ? pagesRoutesProblems(routesFile, `${shown}/${PAGES_ROUTES_FILE}`) : []),
  ];
  if (problems.length > 0) throw new ProblemError(problems);
  writeFileSync(path.join(buildDir, NGINX_RULES_FILE), renderNginx(rules));
  writeFileSync(path.join(buildDir, NGINX_SERVER_RULES_FILE), renderNginxServer(rules));
  writeFileSync(path.join(buildDir, '_headers'), headersFile);
  writeFileSync(path.join(buildDir, '_redirects'), redirectsFile);
  if (routesFile) {
    writeFileSync(path.join(buildDir, PAGES_WORKER_FILE), renderPagesWorker(rules));
    writeFileSync(path.join(buildDir, PAGES_ROUTES_FILE), routesFile);
  }
  const longest = Math.max(...headersFile.split('\n').map((line) => line.length));
  return (
    `${NGINX_RULES_FILE}, ${NGINX_SERVER_RULES_FILE}, _headers, _redirects` +
    `${routesFile ? `, ${PAGES_WORKER_FILE} and ${PAGES_ROUTES_FILE} (${rules.markdownPages.length} pages with a Markdown twin)` : ''}: ` +
    `${Object.keys(rules.headers).length} headers, ` +
    `${security['Content-Security-Policy'].match(/'sha256-/g)?.length ?? 0} inline script hashes, ${rules.redirects.length} redirects ` +
    `(longest _headers line ${longest} of 2000 characters)`
  );
}
