/**
 * The security headers of every response, which plugins/hosting writes for each host (the
 * nginx snippet deploy/nginx includes, and `_headers` for Pages and Netlify), so no server
 * runs Node. The Content-Security-Policy is `script-src 'self'` plus the SHA-256 hash
 * of every distinct inline script Docusaurus writes into the HTML (colour mode,
 * announcement bar, base-URL banner): no 'unsafe-inline', no 'unsafe-eval';
 * 'wasm-unsafe-eval' lets search (Pagefind) compile its WebAssembly, and allows no JS eval.
 */
import {createHash} from 'node:crypto';
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';

/** Inline scripts the browser would execute (not JSON data blocks). */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attributes = match[1];
    if (/\bsrc\s*=/.test(attributes)) continue;
    const type = (attributes.match(/\btype\s*=\s*"?([^"\s>]+)/i) ?? [])[1];
    if (type && !/^(text|application)\/(java|ecma)script$|^module$/i.test(type)) continue;
    scripts.push(match[2]);
  }
  return scripts;
}

/** `'sha256-…'` sources for every distinct inline script of the build's HTML files. */
export function scriptHashes(buildDir: string): string[] {
  const hashes = new Set<string>();
  for (const file of readdirSync(buildDir, {recursive: true, encoding: 'utf8'})) {
    if (!file.endsWith('.html')) continue;
    for (const script of inlineScripts(readFileSync(path.join(buildDir, file), 'utf8'))) {
      hashes.add(`'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`);
    }
  }
  return [...hashes].sort();
}

export function contentSecurityPolicy(buildDir: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'wasm-unsafe-eval' ${scriptHashes(buildDir).join(' ')}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    // The search forms (404 page, /search) submit to /search before any script has run.
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Every security header, by name, for the build in `buildDir`. */
export function securityHeaders(buildDir: string): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(buildDir),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
    'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
    'X-Frame-Options': 'DENY',
  };
}
