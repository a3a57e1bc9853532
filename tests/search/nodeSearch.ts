/**
 * The site's search engine run in Node against a served build: the build's own Pagefind script
 * (fetched from the server as the search page fetches it) with the engine of the search page
 * (plugins/search/client/engine.ts: query understanding, word forms, glossary, ranking and
 * sections), so a query set is measured in seconds instead of a browser's minute. What a
 * result leads to is what the search page links its title to (the hit's target).
 */
import {mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import {pagefindOptions, searchWith, type PagefindModule, type SearchData} from '../../plugins/search/client/engine';
import {RELATED_DIR, SEARCH_DIR, VOCABULARY_FILE} from '../../plugins/search/client/paths';
import {relatedWordsFrom} from '../../plugins/search/client/related';
import type {Links} from './evaluate';

async function fetched(url: string): Promise<Response> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return response;
}

/** Pagefind's script as the server serves it, imported from a scratch file (Node imports ES modules from files). */
async function importPagefind(url: string): Promise<PagefindModule> {
  const dir = mkdtempSync(path.join(tmpdir(), 'gcm-pagefind-'));
  try {
    const file = path.join(dir, 'pagefind.mjs');
    writeFileSync(file, await (await fetched(url)).text());
    return (await import(pathToFileURL(file).href)) as PagefindModule;
  } finally {
    rmSync(dir, {recursive: true, force: true});
  }
}

/** The links of the first `limit` results of each query, from the build served at `origin`. */
export async function nodeSearch(origin: string, limit = 10): Promise<Links> {
  const base = `${origin}/${SEARCH_DIR}/`;
  const module = await importPagefind(`${base}pagefind.js`);
  const pagefind = module.createInstance(pagefindOptions(base, '/'));
  await pagefind.init();
  const data = (await (await fetched(`${base}${VOCABULARY_FILE}`)).json()) as SearchData;
  const related = relatedWordsFrom(`${base}${RELATED_DIR}/`);
  return async (query) =>
    (await searchWith(pagefind, data, query, {limit}, related)).hits.map((hit) => decodeURIComponent(hit.target.url));
}
