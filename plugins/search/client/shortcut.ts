/** The keys that focus search: Ctrl/⌘+K anywhere, "/" when the reader is not typing somewhere. */

interface KeyLike {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  shiftKey: boolean;
  target: EventTarget | null;
}

function isEditable(target: EventTarget | null): boolean {
  if (!target || typeof (target as Element).closest !== 'function') return false;
  const element = target as HTMLElement;
  return (
    element.isContentEditable === true ||
    element.closest('input, textarea, select, [contenteditable=""], [contenteditable="true"]') !== null
  );
}

export function isSearchShortcut(event: KeyLike): boolean {
  if (event.altKey) return false;
  if ((event.ctrlKey || event.metaKey) && !event.shiftKey && event.key.toLowerCase() === 'k') return true;
  return event.key === '/' && !event.ctrlKey && !event.metaKey && !isEditable(event.target);
}
