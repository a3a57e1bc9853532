/**
 * Where a scrolled list must be scrolled to show one of its items: the docs sidebar of a long
 * reference (Okta's 2,279 pages) opened at an operation far down showed its top, the current
 * page out of sight. Docusaurus expands the current page's categories but does not scroll to it
 * (facebook/docusaurus#7980).
 */

/** A box as `getBoundingClientRect` gives it: its top and height on screen. */
export interface Box {
  top: number;
  height: number;
}

/**
 * The `scrollTop` that puts `item` in the middle of `list` (scrolled by `scrollTop`), or null
 * when the item is already wholly in view: a list that shows it is left where the reader has it.
 */
export function revealScrollTop(list: Box, scrollTop: number, item: Box): number | null {
  const above = item.top < list.top;
  const below = item.top + item.height > list.top + list.height;
  if (!above && !below) return null;
  const centred = scrollTop + (item.top - list.top) - (list.height - item.height) / 2;
  return Math.max(0, Math.round(centred));
}
