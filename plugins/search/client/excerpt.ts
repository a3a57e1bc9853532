/**
 * A search excerpt (text with `<mark>` around the matched words) as plain-text parts, for
 * the hit view; apart from results.ts so that the navbar box bundles only this.
 */
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
