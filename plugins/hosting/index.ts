/**
 * Writes what each host needs next to the pages, from the one table in rules.ts: the nginx
 * snippet deploy/nginx includes, and `_headers` and `_redirects` for Cloudflare Pages and
 * Netlify. Runs after the last HTML change (the CSP hashes the final inline scripts) and
 * before precompression. A rule over one of Pages' limits stops the build, naming the
 * file and line.
 */
import {readdirSync, statSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {ProblemError, shownPath} from '../shared/problems';
import {securityHeaders} from '../security-headers';
import {
  hostRules,
  NGINX_RULES_FILE,
  pagesLimitProblems,
  renderHeadersFile,
  renderNginx,
  renderRedirectsFile,
} from './rules';

/** Every file of the build, relative to it, with `/` separators. */
export function buildFiles(buildDir: string): string[] {
  return readdirSync(buildDir, {recursive: true, encoding: 'utf8'})
    .filter((file) => statSync(path.join(buildDir, file)).isFile())
    .map((file) => file.split(path.sep).join('/'))
    .sort();
}

export function writeHostRules(buildDir: string): string {
  const security = securityHeaders(buildDir);
  const rules = hostRules(security, buildFiles(buildDir));
  const headersFile = renderHeadersFile(rules);
  const redirectsFile = renderRedirectsFile(rules);
  const shown = shownPath(buildDir);
  const problems = [
    ...pagesLimitProblems('_headers', headersFile, shown),
    ...pagesLimitProblems('_redirects', redirectsFile, shown),
  ];
  if (problems.length > 0) throw new ProblemError(problems);
  writeFileSync(path.join(buildDir, NGINX_RULES_FILE), renderNginx(rules));
  writeFileSync(path.join(buildDir, '_headers'), headersFile);
  writeFileSync(path.join(buildDir, '_redirects'), redirectsFile);
  const longest = Math.max(...headersFile.split('\n').map((line) => line.length));
  return (
    `${NGINX_RULES_FILE}, _headers, _redirects: ${Object.keys(rules.headers).length} headers, ` +
    `${security['Content-Security-Policy'].match(/'sha256-/g)?.length ?? 0} inline script hashes, ${rules.redirects.length} redirects ` +
    `(longest _headers line ${longest} of 2000 characters)`
  );
}
