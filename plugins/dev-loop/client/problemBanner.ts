/**
 * Under `npm start`, a banner at the foot of the page lists the problems that keep a saved
 * change from it (`file:line:col: message [rule]`), from the dev server's stream
 * (DEV_PROBLEMS_ENDPOINT), and goes away when the fix is saved. It is announced to screen
 * readers and never takes the focus. Loaded in development only.
 */
import {DEV_PROBLEMS_ENDPOINT} from './endpoint';

const BANNER_ID = 'dev-problems';

function show(lines: string[]): void {
  document.getElementById(BANNER_ID)?.remove();
  if (lines.length === 0) return;
  const banner = document.createElement('section');
  banner.id = BANNER_ID;
  banner.setAttribute('role', 'alert');
  banner.setAttribute('aria-label', 'Problems in the saved files');
  banner.style.cssText = [
    'position:fixed',
    'inset:auto 0 0 0',
    'z-index:1000',
    'max-height:40vh',
    'overflow:auto',
    'padding:0.75rem 1rem',
    'background:#5c0011',
    'color:#ffffff',
    'font:0.875rem/1.5 var(--ifm-font-family-monospace, monospace)',
    'box-shadow:0 -2px 8px rgb(0 0 0 / 30%)',
  ].join(';');
  const title = document.createElement('strong');
  title.textContent = 'This page shows the last version that built. Fix the problem and save:';
  const list = document.createElement('ul');
  list.style.cssText = 'margin:0.25rem 0 0;padding-left:1.25rem';
  for (const line of lines) {
    const item = document.createElement('li');
    item.textContent = line;
    list.append(item);
  }
  banner.append(title, list);
  document.body.append(banner);
}

if (typeof window !== 'undefined' && typeof EventSource !== 'undefined') {
  // The browser reconnects by itself when the dev server restarts.
  new EventSource(DEV_PROBLEMS_ENDPOINT).addEventListener('message', (event: MessageEvent<string>) => {
    show(JSON.parse(event.data) as string[]);
  });
}
