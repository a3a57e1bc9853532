/**
 * Code blocks render through StaticCodeBlock: those with an `html` prop (every fenced
 * block, highlighted at build time by plugins/static-code) as that HTML, those given a
 * string at run time (the signing worked example) as plain text. Either way there is no
 * tokenizer in the browser, no remount of every block once React has hydrated (the stock
 * wrapper does that to re-run the tokenizer in the reader's colour mode; prepared HTML
 * is coloured by CSS in both modes), and the buttons wait until the reader reaches for
 * them. Only blocks whose children are elements keep the stock path.
 */
import type {ReactNode} from 'react';
// theme-classic's: this plugin's theme comes after it, so `@theme-original/` would be this file.
import CodeBlock from '@theme-init/CodeBlock';
import type {Props as StockProps} from '@theme/CodeBlock';
import StaticCodeBlock, {type Props as HighlightedProps} from './Static';

export type Props = StockProps | HighlightedProps;

export default function CodeBlockWrapper(props: Props): ReactNode {
  if ('html' in props && typeof props.html === 'string') return <StaticCodeBlock {...props} />;
  const {children, language, title, className} = props as StockProps;
  if (typeof children === 'string') {
    return <StaticCodeBlock code={children} language={language} title={title} className={className} />;
  }
  return <CodeBlock {...(props as StockProps)} />;
}
