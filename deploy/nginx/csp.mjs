#!/usr/bin/env node
/**
 * Computes the Content-Security-Policy for a build: `script-src 'self'` plus the SHA-256
 * hash of every distinct inline script Docusaurus writes into the HTML (colour mode,
 * announcement bar, base-URL banner). No 'unsafe-inline', no 'unsafe-eval';
 * 'wasm-unsafe-eval' lets search (Pagefind) compile its WebAssembly, and allows no JS eval.
 *
 *   node deploy/nginx/csp.mjs BUILD_DIR   → prints the policy
 */
import {createHash} from 'node:crypto';
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';

/** Inline scripts the browser would execute (not JSON data blocks). */
export function inlineScripts(html) {
  const scripts = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attributes = match[1];
    if (/\bsrc\s*=/.test(attributes)) continue;
    const type = (attributes.match(/\btype\s*=\s*"?([^"\s>]+)/i) ?? [])[1];
    if (type && !/^(text|application)\/(java|ecma)script$|^module$/i.test(type)) continue;
    scripts.push(match[2]);
  }
  return scripts;
}

export function scriptHashes(buildDir) {
  const hashes = new Set();
  const walk = (dir) => {
    for (const entry of readdirSync(dir, {withFileTypes: true})) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.html')) {
        for (const script of inlineScripts(readFileSync(full, 'utf8'))) {
          hashes.add(`'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`);
        }
      }
    }
  };
  walk(buildDir);
  return [...hashes].sort();
}

export function contentSecurityPolicy(buildDir) {
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
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const buildDir = process.argv[2];
  if (!buildDir) {
    console.error('usage: node deploy/nginx/csp.mjs BUILD_DIR');
    process.exit(2);
  }
  process.stdout.write(contentSecurityPolicy(buildDir));
}
