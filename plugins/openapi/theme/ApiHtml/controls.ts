/**
 * What the controls inside static reference HTML do (../../render/controls.ts writes them,
 * with the attribute and class names of ../../client/controlNames.ts): copy buttons,
 * "Expand all" per section, and anchor links that also copy their URL. One delegated click
 * handler serves a whole block, so the page hydrates without a component per control.
 */
import {
  ANCHOR_CLASS,
  COPIED_ATTRIBUTE,
  COPY_ATTRIBUTE,
  EXPAND_ALL_ATTRIBUTE,
  FIELD_NAME_CLASS,
  SECTION_CLASS,
} from '../../client/controlNames';

const FEEDBACK_MS = 1500;

function copyText(text: string): void {
  // Clipboard access can be refused (permissions, insecure origin); the control then only looks pressed.
  navigator.clipboard?.writeText(text).catch(() => undefined);
}

function flash(element: HTMLElement, text?: string): void {
  const original = element.textContent;
  element.setAttribute(COPIED_ATTRIBUTE, '');
  if (text !== undefined) element.textContent = text;
  window.setTimeout(() => {
    element.removeAttribute(COPIED_ATTRIBUTE);
    if (text !== undefined) element.textContent = original;
  }, FEEDBACK_MS);
}

/** Opens every `<details>` of the section, or closes them all when none is closed. */
export function toggleSection(button: HTMLElement): void {
  const section = button.closest(`.${SECTION_CLASS}`);
  if (!section) return;
  const all = Array.from(section.querySelectorAll('details'));
  const open = all.some((details) => !details.open);
  all.forEach((details) => (details.open = open));
  button.textContent = open ? 'Collapse all' : 'Expand all';
  button.setAttribute(
    'aria-label',
    button.getAttribute('aria-label')!.replace(/^\w+ all/, open ? 'Collapse all' : 'Expand all'),
  );
}

/** Handles a click inside a reference block; true when a control took it. */
export function handleControlClick(target: Element): boolean {
  const copy = target.closest<HTMLElement>(`[${COPY_ATTRIBUTE}]`);
  if (copy) {
    copyText(copy.getAttribute(COPY_ATTRIBUTE) ?? '');
    flash(copy, 'Copied');
    return true;
  }
  const expand = target.closest<HTMLElement>(`[${EXPAND_ALL_ATTRIBUTE}]`);
  if (expand) {
    toggleSection(expand);
    return true;
  }
  // Anchor links (field names, responses, error codes) navigate as usual and copy their URL.
  const anchor = target.closest<HTMLAnchorElement>(`a.${FIELD_NAME_CLASS}[href^="#"], a.${ANCHOR_CLASS}[href^="#"]`);
  if (anchor) {
    copyText(`${window.location.origin}${window.location.pathname}${anchor.getAttribute('href')}`);
    flash(anchor);
  }
  return false;
}
