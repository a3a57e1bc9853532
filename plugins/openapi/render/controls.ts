/**
 * Controls inside the static reference HTML. They are plain buttons with data attributes;
 * src/components/ApiHtml handles their clicks once the page is interactive, and CSS
 * hides them until then, so they cost no hydration work.
 */
import {el, escapeHtml} from './html';

/** A button that copies `text` (src/components/ApiHtml handles it once the page is interactive). */
export function copyButton(text: string, label: string): string {
  return el('button', {type: 'button', class: 'api-copy', 'data-copy': text, 'aria-label': label}, 'Copy');
}

/** "Expand all" for a section's collapsed fields (shown once the page is interactive). */
function expandAllButton(what: string): string {
  return el(
    'button',
    {type: 'button', class: 'api-expand-all', 'data-expand-all': '', 'aria-label': `Expand all of ${what}`},
    'Expand all',
  );
}

/** A section heading with its "Expand all" control; the section is the heading's parent. */
export function sectionHead(level: number, id: string, title: string): string {
  return el('div', {class: 'api-section__head'}, el(`h${level}`, {id}, escapeHtml(title)), expandAllButton(title));
}
