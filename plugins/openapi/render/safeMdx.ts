/**
 * Turns Markdown from the API description into MDX that renders as the same Markdown
 * and can never execute: `{…}` expressions become literal braces, links or images with a
 * script-capable scheme lose their target, and raw HTML is rendered cleaned (./sanitize.ts):
 * between headings, as a block of static HTML (the inner HTML of a `div`, so a page needs
 * no import for it); in a line, as JSX whose every text is a string. Code blocks and code
 * spans are passed through untouched (MDX treats them as text).
 */
import {BUMP_IMAGE_SIZE, descriptionParts, inlineHtmlTree, type LinkPolicy} from './markdown';
import {jsString, jsTemplate} from './mdx';
import {imageName, imageUse, isSafeUrl, treeText, type ElementContent} from './sanitize';

export {isSafeUrl};

/** An image inside a link (`[![Run](button.svg)](https://…)`): the link's text, its alt or its file's name. */
const LINKED_IMAGE = /\[!\[([^\]]*)\]\(\s*([^\s()]+)[^()]*\)\]\(/g;
/** An image, with its title, and Bump's size after its address (`=128pxx32px`), which is dropped. */
const IMAGE = new RegExp(String.raw`!\[([^\]]*)\]\(\s*([^\s()]+)(\s+"[^"]*")?(?:\s+${BUMP_IMAGE_SIZE})?\s*\)`, 'g');

/**
 * Images as the rest of the reference shows them (./sanitize.ts `imageUse`): one the site
 * serves stays an image; one from elsewhere, which the site never loads, is a link to it
 * (named by its alt, else its file), or its link's text when it is inside one.
 */
function images(text: string, policy: LinkPolicy): string {
  // A file's name as MDX text: letters, digits and `._-` only (it was decoded from the address).
  const named = (alt: string, src: string) => alt || imageName(src).replace(/[^\p{L}\p{N}._-]+/gu, '-');
  return text
    .replace(LINKED_IMAGE, (whole, alt: string, src: string) => `[${named(alt, src)}](`)
    .replace(IMAGE, (whole, alt: string, src: string, title = '') => {
      const use = imageUse(src, policy, false);
      if (use.kind === 'image') return `![${alt}](${use.src}${title})`;
      return use.kind === 'link' ? `[${named(alt, src)}](${use.href})` : alt;
    });
}

/** A CommonMark autolink of a web address or an email address: `<https://example.com/docs>`, `<help@example.com>`. */
const AUTOLINK =
  /<(https?:\/\/[^\s<>]+|mailto:[^\s<>]+|[\w.!#$%&'*+/=?^`{|}~-]+@[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)+)>/gi;

/** Autolinks as inline links, which the link policy then reads: escaped as text, they kept their `<` and `>` around the link. */
const autolinks = (text: string) =>
  text.replace(AUTOLINK, (whole, target: string) => {
    const href = /^(https?|mailto):/i.test(target) ? target : `mailto:${target}`;
    return `[${target.replace(/[\\[\]*_]/g, '\\$&')}](${href})`;
  });

function escapeText(text: string, policy: LinkPolicy): string {
  return images(
    autolinks(text)
      .replace(/&(?!(?:[a-z][a-z0-9]{1,31}|#\d{1,7}|#x[0-9a-f]{1,6});)/gi, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, (match, offset: number, whole: string) =>
        // Keep ">" that starts a blockquote; escape the rest.
        /^\s*$/.test(whole.slice(whole.lastIndexOf('\n', offset - 1) + 1, offset)) ? match : '&gt;',
      )
      .replace(/\{/g, '&#123;')
      .replace(/\}/g, '&#125;')
      // Inline links and images: [text](dest "title") — drop unsafe destinations.
      .replace(
        /(!?)\[([^\]]*)\]\(\s*((?:[^()\s]|\([^()\s]*\))*)((?:[^()]|\([^()]*\))*)\)/g,
        (whole, bang: string, label: string, dest: string, rest: string) => {
          const url = dest.replace(/^&lt;|&gt;$/g, '');
          const allowed = isSafeUrl(url) ? policy(url) : null;
          return allowed === null ? label : `${bang}[${label}](${allowed}${rest})`;
        },
      )
      // Reference definitions: [id]: dest
      .replace(/^(\s{0,3}\[[^\]]+\]:\s*)(\S+)(.*)$/gm, (whole, head: string, dest: string, rest: string) => {
        const allowed = isSafeUrl(dest) ? policy(dest) : null;
        return allowed === null ? '' : `${head}${allowed}${rest}`;
      }),
    policy,
  );
}

/** Escapes one line outside code fences, leaving code spans as they are. */
function escapeLine(line: string, policy: LinkPolicy): string {
  let out = '';
  let rest = line;
  for (;;) {
    const open = rest.match(/`+/);
    if (!open || open.index === undefined) return out + escapeText(rest, policy);
    const fence = open[0];
    const closeAt = rest.indexOf(fence, open.index + fence.length);
    if (closeAt === -1)
      return (
        out +
        escapeText(rest.slice(0, open.index), policy) +
        fence.replace(/`/g, '\\`') +
        escapeLine(rest.slice(open.index + fence.length), policy)
      );
    out += escapeText(rest.slice(0, open.index), policy) + rest.slice(open.index, closeAt + fence.length);
    rest = linkTail(rest.slice(closeAt + fence.length), policy);
  }
}

/**
 * The end of a link whose text holds a code span (`` [`/auth` endpoint](#operation/SystemAuth) ``):
 * its destination passes the policy too, and a refused one leaves the text only.
 */
function linkTail(segment: string, policy: LinkPolicy): string {
  return segment.replace(
    /^([^[\]`]*)\]\(\s*((?:[^()\s]|\([^()\s]*\))*)((?:[^()]|\([^()]*\))*)\)/,
    (whole, label: string, dest: string, rest: string) => {
      const url = dest.replace(/^<|>$/g, '');
      const allowed = isSafeUrl(url) ? policy(url) : null;
      return allowed === null ? `${label}\\]` : `${label}](${allowed}${rest})`;
    },
  );
}

/** Markdown without raw HTML as MDX: raw HTML and JSX-like text escaped. */
function escapeMarkdown(markdown: string, policy: LinkPolicy): string {
  const lines = markdown.replace(/\r\n?/g, '\n').split('\n');
  const out: string[] = [];
  let openFence: string | null = null;
  let paragraph: string[] = [];
  const flush = () => {
    if (paragraph.length > 0) out.push(...escapeLine(paragraph.join('\n'), policy).split('\n'));
    paragraph = [];
  };
  for (const line of lines) {
    const fence = line.match(/^\s*(`{3,}|~{3,})/);
    if (openFence) {
      out.push(line);
      if (fence && fence[1][0] === openFence[0] && fence[1].length >= openFence.length && line.trim() === fence[1]) {
        openFence = null;
      }
      continue;
    }
    if (fence) {
      flush();
      openFence = fence[1];
      out.push(line);
      continue;
    }
    if (line.trim() === '') {
      flush();
      out.push(line);
      continue;
    }
    paragraph.push(line);
  }
  flush();
  // An unclosed fence would swallow the rest of the page; close it.
  if (openFence) out.push(openFence);
  return out.join('\n');
}

const keepLinks: LinkPolicy = (href) => href;

/**
 * A page's own description (the overview's, a tag's) as MDX. Its headings start at `top` (the
 * page's title is its only `#`): a description that writes `# Introduction` has its headings
 * moved down a level each, so that they get anchors and the table of contents lists them.
 */
export function toSafeMdx(markdown: string | undefined | null, policy: LinkPolicy = keepLinks, top = 2): string {
  if (!markdown) return '';
  const parts = descriptionParts(markdown, policy);
  if (!parts) return escapeMarkdown(markdown, policy);
  const levels = parts.flatMap((part) => (part.kind === 'heading' ? [part.level] : []));
  const shift = Math.max(0, top - Math.min(...levels));
  return parts
    .map((part) => {
      if (part.kind === 'markdown') return escapeMarkdown(part.text, policy);
      if (part.kind === 'html') return htmlBlock(part.html);
      return `${'#'.repeat(Math.min(6, part.level + shift))} ${headingText(part.text, policy)}`;
    })
    .join('\n\n');
}

/**
 * A heading of the description: its words only when it has HTML (the table of contents
 * shows a heading's MDX source as written, and a heading is bold anyway).
 */
function headingText(text: string, policy: LinkPolicy): string {
  const tree = inlineHtmlTree(text, policy);
  return tree ? escapeMarkdown(treeText(tree), policy) : toSafeInline(text, policy);
}

/** One-line, table- and heading-safe text (for names, summaries and short labels). */
export function toSafeInline(text: string | undefined | null, policy: LinkPolicy = keepLinks): string {
  if (!text) return '';
  const line = text.replace(/\s*\n\s*/g, ' ').trim();
  const tree = inlineHtmlTree(line, policy);
  if (tree) return jsx(tree.children as ElementContent[]);
  return escapeMarkdown(line, policy).replace(/\|/g, '\\|');
}

/** The attributes cleaned inline HTML keeps as JSX. */
const JSX_ATTRIBUTES: Record<string, readonly string[]> = {
  a: ['href', 'title'],
  img: ['src', 'alt', 'title', 'width', 'height'],
};

/** A JS string for JSX: no `|`, which would end a table cell before MDX reads the expression. */
const jsText = (value: string) => jsString(value).replace(/\|/g, '\\u007c');

/** Cleaned inline HTML as JSX: every text a string expression, so MDX reads no Markdown or JSX in it. */
function jsx(nodes: readonly ElementContent[]): string {
  return nodes
    .map((node) => {
      if (node.type === 'text') return node.value ? `{${jsText(node.value)}}` : '';
      if (node.type !== 'element') return '';
      const attributes = (JSX_ATTRIBUTES[node.tagName] ?? [])
        .filter((name) => node.properties[name] !== undefined && node.properties[name] !== null)
        .map((name) => ` ${name}={${jsText(String(node.properties[name]))}}`)
        .join('');
      return node.tagName === 'br' || node.tagName === 'img'
        ? `<${node.tagName}${attributes} />`
        : `<${node.tagName}${attributes}>${jsx(node.children)}</${node.tagName}>`;
    })
    .join('');
}

/**
 * Cleaned HTML as a block of the page, styled as the reference's static HTML. Its links are
 * the link policy's (which leaves only pages of the reference and absolute URLs on a
 * reference built from another description).
 */
function htmlBlock(html: string): string {
  return `<div className="api-html" dangerouslySetInnerHTML={{__html: ${jsTemplate(html)}}} />`;
}
