/**
 * Pagefind's results shaped for display: one hit per page, which says where it leads
 * (method and path for an operation, the sidebar trail for anything else) and lists the
 * page sections that matched, each once.
 */
import type {SearchKind} from './fields';

/** What Pagefind returns for one page (the parts used here). */
export interface PagefindResultData {
  url: string;
  excerpt: string;
  meta: Record<string, string | undefined>;
  filters?: Record<string, string[] | undefined>;
  sub_results?: {title: string; url: string; excerpt: string}[];
}

export interface SearchSection {
  title: string;
  url: string;
  excerpt: string;
}

export interface SearchHit {
  url: string;
  title: string;
  kind: SearchKind;
  /** "POST" and "/v1/gift-cards" for an operation. */
  method?: string;
  path?: string;
  /** "Docs › Additional support", "API reference › Gift cards". */
  section?: string;
  /** Where the best match is: its section when that is not the top of the page. */
  target: SearchSection;
  /** The other matching sections, without the page top, each URL once. */
  sections: SearchSection[];
}

export function toHit(data: PagefindResultData): SearchHit {
  const title = data.meta.title ?? data.url;
  const seen = new Set<string>();
  const sections: SearchSection[] = [];
  for (const sub of data.sub_results ?? []) {
    if (seen.has(sub.url)) continue;
    seen.add(sub.url);
    // The part of the page before its first section is the page itself.
    if (sub.url === data.url) continue;
    sections.push({title: sub.title, url: sub.url, excerpt: sub.excerpt});
  }
  const top = {title, url: data.url, excerpt: data.excerpt};
  const kind = data.filters?.kind?.[0] === 'API reference' ? 'API reference' : 'Guides';
  return {
    url: data.url,
    title,
    kind,
    method: data.meta.method,
    path: data.meta.path,
    section: data.meta.section,
    // A page whose top matched leads to the page; otherwise to its best-matching section.
    target: (data.sub_results ?? []).some((sub) => sub.url === data.url) ? top : (sections[0] ?? top),
    sections,
  };
}

const ENTITIES: Record<string, string> = {'&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'"};

export interface ExcerptPart {
  text: string;
  mark: boolean;
}

/** An excerpt (text with `<mark>` around the matched words) as plain-text parts. */
export function excerptParts(excerpt: string): ExcerptPart[] {
  const parts: ExcerptPart[] = [];
  for (const [index, piece] of excerpt.split(/<\/?mark>/).entries()) {
    if (!piece) continue;
    const text = piece.replace(/&(?:amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity]);
    parts.push({text, mark: index % 2 === 1});
  }
  return parts;
}
