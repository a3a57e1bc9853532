/**
 * Controls inside the static reference HTML. They are plain buttons with data attributes;
 * ../theme/ApiHtml/controls.ts handles their clicks once the page is interactive, and CSS
 * hides them until then, so they cost no hydration work. Both sides take the attribute and
 * class names from ../client/controlNames.ts.
 */
import {el, escapeHtml} from './html';
import {
  COPY_ATTRIBUTE,
  COPY_CLASS,
  EXPAND_ALL_ATTRIBUTE,
  EXPAND_ALL_CLASS,
  SECTION_HEAD_CLASS,
} from '../client/controlNames';

/** A button that copies `text` (../theme/ApiHtml handles it once the page is interactive). */
export function copyButton(text: string, label: string): string {
  return el('button', {type: 'button', class: COPY_CLASS, [COPY_ATTRIBUTE]: text, 'aria-label': label}, 'Copy');
}

/** "Expand all" for a section's collapsed fields (shown once the page is interactive). */
function expandAllButton(what: string): string {
  return el(
    'button',
    {type: 'button', class: EXPAND_ALL_CLASS, [EXPAND_ALL_ATTRIBUTE]: '', 'aria-label': `Expand all of ${what}`},
    'Expand all',
  );
}

/** A section heading with its "Expand all" control; the section (SECTION_CLASS) is the heading's parent. */
export function sectionHead(level: number, id: string, title: string): string {
  return el('div', {class: SECTION_HEAD_CLASS}, el(`h${level}`, {id}, escapeHtml(title)), expandAllButton(title));
}
