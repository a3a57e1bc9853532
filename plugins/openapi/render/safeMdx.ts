/**
 * Turns Markdown from the API description into MDX that renders as the same Markdown
 * and can never execute: raw HTML and JSX become visible text, `{…}` expressions become
 * literal braces, and links or images with a script-capable scheme lose their target.
 * Code blocks and code spans are passed through untouched (MDX treats them as text).
 */

import type {LinkPolicy} from './markdown';

const SAFE_URL = /^(?:https?:|mailto:|#|\/(?!\/)|\.{0,2}\/|[^:/?#]*(?:[/?#]|$))/i;

/** True when a link destination cannot run script (http(s), mailto, relative, anchors). */
export function isSafeUrl(url: string): boolean {
  // Browsers ignore whitespace and control characters inside a scheme.
  // eslint-disable-next-line no-control-regex
  const compact = url.replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  // Protocol-relative URLs leave the site; backslashes are read as slashes by browsers.
  if (/^[/\\]{2}/.test(compact)) return false;
  return SAFE_URL.test(compact);
}

function escapeText(text: string, policy: LinkPolicy): string {
  return (
    text
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
      })
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

export function toSafeMdx(markdown: string | undefined | null, policy: LinkPolicy = (href) => href): string {
  if (!markdown) return '';
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

/** One-line, table- and heading-safe text (for names, summaries and short labels). */
export function toSafeInline(text: string | undefined | null, policy?: LinkPolicy): string {
  if (!text) return '';
  return toSafeMdx(text.replace(/\s*\n\s*/g, ' ').trim(), policy).replace(/\|/g, '\\|');
}
