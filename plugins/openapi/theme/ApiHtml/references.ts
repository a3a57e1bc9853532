/** The ids and same-site links in a block of generated HTML, for the build's broken-link check. */

const ENTITIES: Record<string, string> = {'&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'"};
const decode = (text: string) => text.replace(/&(?:amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity]);

export function collectReferences(html: string): {anchors: string[]; links: string[]} {
  const anchors = [...html.matchAll(/\sid="([^"]+)"/g)].map((match) => decode(match[1]));
  const links = [...html.matchAll(/\shref="([^"]+)"/g)]
    .map((match) => decode(match[1]))
    .filter((href) => href.startsWith('#') || (href.startsWith('/') && !href.startsWith('//')));
  return {anchors, links};
}
