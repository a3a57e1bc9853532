/** The ids and same-site links in a block of generated HTML, for the build's broken-link check. */

const ENTITIES: Record<string, string> = {'&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'"};
const decode = (text: string) => text.replace(/&(?:amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity]);

/**
 * A start tag, its quoted attribute values read whole (a `>` may be inside one). Text never
 * matches: its `<` is escaped, so `&lt;a href="/x"` written in a description (Pinterest's, an
 * unclosed quote) is no link, and `id="…"` in prose no anchor.
 */
const START_TAG = /<[a-zA-Z][\w:-]*((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*\/?>/g;
const ATTRIBUTE = /\s([^\s"'>/=]+)\s*=\s*"([^"]*)"/g;

/** Each `name="value"` attribute of the start tags in `html`, decoded, in order. */
function attributes(html: string, name: string): string[] {
  const values: string[] = [];
  for (const [, attributeText] of html.matchAll(START_TAG)) {
    for (const [, attribute, value] of attributeText.matchAll(ATTRIBUTE)) {
      if (attribute.toLowerCase() === name) values.push(decode(value));
    }
  }
  return values;
}

export function collectReferences(html: string): {anchors: string[]; links: string[]} {
  const anchors = attributes(html, 'id');
  const links = attributes(html, 'href').filter(
    (href) => href.startsWith('#') || (href.startsWith('/') && !href.startsWith('//')),
  );
  return {anchors, links};
}
