/**
 * "Copy page as Markdown": copies the page's Markdown twin (its URL plus `.md`, written
 * at build time) to the clipboard, for pasting into an editor or an AI assistant.
 */
import {useState, type ReactNode} from 'react';
import {useLocation} from '@docusaurus/router';
import styles from './styles.module.css';

type Status = 'idle' | 'copied' | 'failed';

export default function CopyPageMarkdown(): ReactNode {
  const {pathname} = useLocation();
  const [status, setStatus] = useState<Status>('idle');
  const markdownUrl = `${pathname.replace(/\/$/, '')}.md`;

  async function copy() {
    try {
      const response = await fetch(markdownUrl);
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      await navigator.clipboard.writeText(await response.text());
      setStatus('copied');
    } catch {
      setStatus('failed');
    }
  }

  return (
    <div className={styles.actions} data-export="skip">
      <button type="button" className="button button--sm button--secondary" onClick={copy}>
        Copy page as Markdown
      </button>
      <a className={styles.link} href={markdownUrl}>
        View as Markdown
      </a>
      <span role="status" aria-live="polite" className={styles.status}>
        {status === 'copied' ? 'Copied' : status === 'failed' ? 'Could not copy; open "View as Markdown" instead' : ''}
      </span>
    </div>
  );
}
