/**
 * "Copy page as Markdown": copies the page's Markdown twin (its URL plus `.md`, written
 * at build time) to the clipboard, for pasting into an editor or an AI assistant, and
 * links to the twin ("View as Markdown").
 *
 * Under `npm start` there are no twins: the dev server renders no HTML to make them from.
 * There both actions send the page's HTML, as the browser has it, to the dev server, which
 * converts it as the build would (plugins/exports/devServer.ts); "View as Markdown" then
 * shows the result as plain text. That code is behind `process.env.NODE_ENV ===
 * 'development'`, so a production bundle does not contain it, and the link's `href` is the
 * twin's URL in both.
 */
import {useEffect, useState, type MouseEvent, type ReactNode} from 'react';
import {useLocation} from '@docusaurus/router';
import {DEV_MARKDOWN_ENDPOINT} from '@site/plugins/exports/client/devEndpoint';
import styles from './styles.module.css';

type Status = 'idle' | 'copied' | 'failed' | 'viewFailed';

/** How long "Copied" stays, so that the next copy is seen and announced as a new one. */
const COPIED_STATUS_MS = 2000;

/** Development only: the Markdown the build would write for this page, made by the dev server. */
async function devMarkdown(route: string): Promise<string> {
  const response = await fetch(`${DEV_MARKDOWN_ENDPOINT}?route=${encodeURIComponent(route)}`, {
    method: 'POST',
    headers: {'Content-Type': 'text/html; charset=utf-8'},
    body: document.documentElement.outerHTML,
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`Markdown twin of ${route}: HTTP ${response.status}: ${text}`);
  return text;
}

function statusText(status: Status): string {
  if (status === 'copied') return 'Copied';
  if (status === 'failed') return 'Could not copy; open "View as Markdown" instead';
  // Only "View as Markdown" under `npm start` can fail; production bundles drop the text.
  if (process.env.NODE_ENV === 'development' && status === 'viewFailed') {
    return 'Could not make the Markdown; see the console';
  }
  return '';
}

export default function CopyPageMarkdown(): ReactNode {
  const {pathname} = useLocation();
  const [status, setStatus] = useState<Status>('idle');
  const route = pathname.replace(/\/$/, '');
  const markdownUrl = `${route}.md`;

  useEffect(() => {
    if (status !== 'copied') return undefined;
    const timer = window.setTimeout(() => setStatus('idle'), COPIED_STATUS_MS);
    return () => window.clearTimeout(timer);
  }, [status]);

  async function copy() {
    // A copy while "Copied" still shows clears it first, so it shows (and is announced) anew.
    setStatus('idle');
    try {
      let markdown: string;
      if (process.env.NODE_ENV === 'development') {
        markdown = await devMarkdown(route);
      } else {
        const response = await fetch(markdownUrl);
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        markdown = await response.text();
      }
      await navigator.clipboard.writeText(markdown);
      setStatus('copied');
    } catch (error) {
      if (process.env.NODE_ENV === 'development') console.error(error);
      setStatus('failed');
    }
  }

  // Development only: there is no twin to link to, so the link shows the dev server's Markdown.
  async function view(event: MouseEvent<HTMLAnchorElement>) {
    if (process.env.NODE_ENV !== 'development') return;
    event.preventDefault();
    try {
      const blob = new Blob([await devMarkdown(route)], {type: 'text/plain;charset=utf-8'});
      window.location.assign(URL.createObjectURL(blob));
    } catch (error) {
      console.error(error);
      setStatus('viewFailed');
    }
  }

  return (
    <div className={styles.actions} data-export="skip">
      <button type="button" className={styles.copy} onClick={copy}>
        Copy page as Markdown
      </button>
      <a className={styles.link} href={markdownUrl} onClick={process.env.NODE_ENV === 'development' ? view : undefined}>
        View as Markdown
      </a>
      <span role="status" aria-live="polite" className={styles.status}>
        {statusText(status)}
      </span>
    </div>
  );
}
