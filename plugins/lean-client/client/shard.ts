/**
 * Which of `count` shards holds a slug (FNV-1a): the build puts each page's entry in that
 * shard (../lazyRoutes.ts), and the browser loads that shard for the page (./lazyRoute.tsx).
 */
export function shardOf(slug: string, count: number): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < slug.length; i += 1) {
    hash ^= slug.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % count;
}
