/**
 * The stock copy button copies the code string its block was given. A block rendered
 * from build-time HTML has no such string (sending the code twice would cost bytes on
 * every page), so once the block is on screen the wrapper reads the code back from it.
 */
import {useContext, useEffect, useMemo, useState, type ReactNode} from 'react';
// theme-classic's: this plugin's theme comes after it, so `@theme-original/` would be this file.
import CopyButton from '@theme-init/CodeBlock/Buttons/CopyButton';
import type {Props} from '@theme/CodeBlock/Buttons/CopyButton';
import {CodeBlockContextProvider, useCodeBlockContext} from '@docusaurus/theme-common/internal';
import {HighlightedHtmlContext} from '../../Static/context';

export default function CopyButtonWrapper(props: Props): ReactNode {
  const html = useContext(HighlightedHtmlContext);
  return html === undefined ? <CopyButton {...props} /> : <CopyRenderedCode {...props} html={html} />;
}

function CopyRenderedCode({html, ...props}: Props & {html: string}): ReactNode {
  const {metadata, wordWrap} = useCodeBlockContext();
  const [code, setCode] = useState('');
  useEffect(() => {
    setCode(wordWrap.codeBlockRef.current?.textContent ?? '');
  }, [wordWrap.codeBlockRef, html]);
  const withCode = useMemo(() => ({...metadata, code}), [metadata, code]);
  return (
    <CodeBlockContextProvider metadata={withCode} wordWrap={wordWrap}>
      <CopyButton {...props} />
    </CodeBlockContextProvider>
  );
}
