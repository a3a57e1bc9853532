/**
 * Replaces the stock content, which tokenizes the code in the browser with
 * prism-react-renderer. Code highlighted at build time arrives as HTML and is set as
 * such; React hydrates it without walking its thousands of token spans. Code built at
 * run time (the signing worked example) is shown as plain text.
 *
 * HTML given as '' is the page's own: a reference page hydrated from its server HTML
 * (plugins/openapi theme/PrebuiltBody) leaves it in place. It is read once the block is on
 * screen, so that the block can show it again after showing other code (a chosen variant's
 * sample, which the request panel passes in as `html`).
 */
import {useContext, useLayoutEffect, useRef, type ReactNode} from 'react';
import clsx from 'clsx';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import type {Props} from '@theme/CodeBlock/Content';
import {HighlightedHtmlContext} from '../Static/context';
import styles from './styles.module.css';

export default function CodeBlockContent({className}: Props): ReactNode {
  const {metadata, wordWrap} = useCodeBlockContext();
  const given = useContext(HighlightedHtmlContext);
  const code = useRef<HTMLElement>(null);
  const pageHtml = useRef<string | undefined>(undefined);
  useLayoutEffect(() => {
    if (given === '' && pageHtml.current === undefined) pageHtml.current = code.current?.innerHTML;
  }, [given]);
  const html = given === '' ? (pageHtml.current ?? '') : given;
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
        <code ref={code} className={styles.codeBlockLines} dangerouslySetInnerHTML={{__html: html}} />
      )}
    </pre>
  );
}
