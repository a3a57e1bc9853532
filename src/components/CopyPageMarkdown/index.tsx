/**
 * The page's Markdown actions. "Copy page as Markdown" copies the page's Markdown twin (its
 * URL plus `.md`, written at build time) to the clipboard, for pasting into an editor or an
 * AI assistant; "Copy AI prompt" copies a prompt that cites the twin and
 * /llms.txt by their URLs (./assistantPrompt.ts), for an assistant that can read the web;
 * "View as Markdown" links to the twin. Nothing is sent anywhere until the reader pastes.
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
import useBaseUrl from '@docusaurus/useBaseUrl';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {DEV_MARKDOWN_ENDPOINT} from '@site/plugins/exports/client/devEndpoint';
import {assistantPrompt} from './assistantPrompt';
import styles from './styles.module.css';

type Status = 'idle' | 'copied' | 'promptCopied' | 'failed' | 'viewFailed';

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
  if (status === 'promptCopied') return 'Prompt copied: paste it into your AI assistant, then ask';
  if (status === 'failed') return 'Could not copy; open "View as Markdown" instead';
  // Only "View as Markdown" under `npm start` can fail; production bundles drop the text.
  if (process.env.NODE_ENV === 'development' && status === 'viewFailed') {
    return 'Could not make the Markdown; see the console';
  }
  return '';
}

export default function CopyPageMarkdown({title}: {title: string}): ReactNode {
  const {pathname} = useLocation();
  const {siteConfig} = useDocusaurusContext();
  const indexPath = useBaseUrl('/llms.txt');
  const [status, setStatus] = useState<Status>('idle');
  const route = pathname.replace(/\/$/, '');
  const markdownUrl = `${route}.md`;

  useEffect(() => {
    if (status !== 'copied' && status !== 'promptCopied') return undefined;
    const timer = window.setTimeout(() => setStatus('idle'), COPIED_STATUS_MS);
    return () => window.clearTimeout(timer);
  }, [status]);

  /** Puts `text()` on the clipboard and says so with `done`, or says that it could not. */
  async function copyText(text: () => Promise<string> | string, done: Status) {
    // A copy while a status still shows clears it first, so it shows (and is announced) anew.
    setStatus('idle');
    try {
      await navigator.clipboard.writeText(await text());
      setStatus(done);
    } catch (error) {
      if (process.env.NODE_ENV === 'development') console.error(error);
      setStatus('failed');
    }
  }

  async function pageMarkdown(): Promise<string> {
    if (process.env.NODE_ENV === 'development') return devMarkdown(route);
    const response = await fetch(markdownUrl);
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return response.text();
  }

  // The URLs of the address the reader is on: a preview or a mirror cites its own twins.
  const prompt = () =>
    assistantPrompt({
      siteTitle: siteConfig.title,
      pageTitle: title,
      markdownUrl: new URL(markdownUrl, window.location.href).href,
      indexUrl: new URL(indexPath, window.location.href).href,
    });

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
      <button type="button" className={styles.copy} onClick={() => copyText(pageMarkdown, 'copied')}>
        Copy page as Markdown
      </button>
      <button type="button" className={styles.copy} onClick={() => copyText(prompt, 'promptCopied')}>
        Copy AI prompt
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
