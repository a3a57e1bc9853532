/** Reads the page inventory (sitemap.xml) of a local build as site paths. */
import {readFileSync} from 'node:fs';

export function sitemapPaths(buildDir = 'build'): string[] {
  const xml = readFileSync(`${buildDir}/sitemap.xml`, 'utf8');
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
  if (paths.length === 0) throw new Error(`${buildDir}/sitemap.xml lists no pages`);
  return paths;
}
