/**
 * Code blocks with an `html` prop (every fenced block: plugins/static-code highlights
 * them at build time) render that HTML through the stock layout, title and buttons.
 * They skip the stock wrapper, which remounts every block once React has hydrated (so
 * that the browser can re-run the tokenizer with the reader's colour mode); prepared
 * HTML is coloured by CSS in both modes and needs no second pass.
 * Blocks built at run time (no `html`) keep the stock path.
 */
import type {ReactNode} from 'react';
import CodeBlock from '@theme-original/CodeBlock';
import CodeBlockString from '@theme/CodeBlock/Content/String';
import type {Props as StockProps} from '@theme/CodeBlock';
import {HighlightedHtmlContext} from './HighlightedHtmlContext';

export type Props = StockProps | (Omit<StockProps, 'children'> & {html: string; children?: undefined});

export default function CodeBlockWrapper(props: Props): ReactNode {
  if (!('html' in props) || props.html === undefined) return <CodeBlock {...(props as StockProps)} />;
  const {html, ...rest} = props;
  return (
    <HighlightedHtmlContext.Provider value={html}>
      <CodeBlockString {...rest}>{''}</CodeBlockString>
    </HighlightedHtmlContext.Provider>
  );
}
