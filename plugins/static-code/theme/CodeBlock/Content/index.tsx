/**
 * Replaces the stock content, which tokenizes the code in the browser with
 * prism-react-renderer. Code highlighted at build time arrives as HTML and is set as
 * such; React hydrates it without walking its thousands of token spans. Code built at
 * run time (the signing worked example) is shown as plain text.
 */
import {useContext, type ReactNode} from 'react';
import clsx from 'clsx';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import type {Props} from '@theme/CodeBlock/Content';
import {HighlightedHtmlContext} from '../Static/context';
import styles from './styles.module.css';

export default function CodeBlockContent({className}: Props): ReactNode {
  const {metadata, wordWrap} = useCodeBlockContext();
  const html = useContext(HighlightedHtmlContext);
  return (
    <pre
      ref={wordWrap.codeBlockRef}
      // A scrollable region must be reachable from the keyboard.
      tabIndex={0}
      className={clsx(className, 'prism-code', `language-${metadata.language}`, styles.codeBlock, 'thin-scrollbar')}
    >
      {html === undefined ? (
        <code className={styles.codeBlockLines}>{metadata.code}</code>
      ) : (
        <code className={styles.codeBlockLines} dangerouslySetInnerHTML={{__html: html}} />
      )}
    </pre>
  );
}
