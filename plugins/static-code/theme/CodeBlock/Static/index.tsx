/**
 * A code block that needs no work in the browser: its code is either HTML highlighted
 * at build time (`html`, from plugins/static-code) or plain text (`code`, for blocks a
 * component builds at run time). It looks and behaves like the stock block (container,
 * title, copy and word-wrap buttons) but costs almost nothing when the page loads: no
 * tokenizer, no remount after hydration, and the buttons, with the measuring the
 * word-wrap button needs, appear only when the reader points at the block, touches it
 * or moves the focus into it.
 */
import {useMemo, useState, type ReactNode} from 'react';
import {useThemeConfig} from '@docusaurus/theme-common';
import {CodeBlockContextProvider, createCodeBlockMetadata} from '@docusaurus/theme-common/internal';
import Container from '@theme/CodeBlock/Container';
import Title from '@theme/CodeBlock/Title';
import Content from '@theme/CodeBlock/Content';
import Buttons from '@theme/CodeBlock/Buttons';
import {HighlightedHtmlContext} from './context';
import {useOnDemandWordWrap} from './useOnDemandWordWrap';
import styles from './styles.module.css';

interface CommonProps {
  readonly language?: string;
  readonly title?: ReactNode;
  readonly className?: string;
}

export type Props = CommonProps &
  (
    | {/** The code as highlighted HTML (token spans, escaped text). */ readonly html: string; readonly code?: never}
    | {/** The code as plain text. */ readonly code: string; readonly html?: never}
  );

export default function StaticCodeBlock({html, code, language, title, className}: Props): ReactNode {
  const {prism} = useThemeConfig();
  const [active, setActive] = useState(false);
  const wordWrap = useOnDemandWordWrap(active);
  const metadata = useMemo(
    () =>
      createCodeBlockMetadata({
        code: code ?? '',
        className,
        metastring: undefined,
        showLineNumbers: undefined,
        language,
        title,
        magicComments: prism.magicComments,
        defaultLanguage: prism.defaultLanguage,
      }),
    [code, className, language, title, prism.magicComments, prism.defaultLanguage],
  );
  const activate = active ? undefined : () => setActive(true);
  return (
    <HighlightedHtmlContext.Provider value={html}>
      <CodeBlockContextProvider metadata={metadata} wordWrap={wordWrap}>
        <Container
          as="div"
          className={metadata.className}
          onPointerEnter={activate}
          onTouchStart={activate}
          onFocus={activate}
        >
          {metadata.title && (
            <div className={styles.codeBlockTitle}>
              <Title>{metadata.title}</Title>
            </div>
          )}
          <div className={styles.codeBlockContent}>
            <Content />
            {active && <Buttons />}
          </div>
        </Container>
      </CodeBlockContextProvider>
    </HighlightedHtmlContext.Provider>
  );
}
