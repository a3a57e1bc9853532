/**
 * Two accessibility fixes for Markdown output:
 * - task lists (`- [ ]`, used for go-live checklists) render bare checkboxes, which
 *   screen readers announce with no name: each gets its state as a label;
 * - wide tables scroll sideways (Infima makes them scroll containers), so each table is
 *   focusable and can be scrolled from the keyboard.
 *
 * It also provides CodeBlock, which every fenced block becomes at build time
 * (plugins/static-code), so no page has to import it.
 */
import type {ComponentProps} from 'react';
import MDXComponents from '@theme-original/MDXComponents';
import CodeBlock from '@theme/CodeBlock';

function Input(props: ComponentProps<'input'>) {
  if (props.type !== 'checkbox') return <input {...props} />;
  return <input {...props} aria-label={props.checked ? 'Done' : 'To do'} />;
}

function Table(props: ComponentProps<'table'>) {
  return <table tabIndex={0} {...props} />;
}

export default {...MDXComponents, CodeBlock, input: Input, table: Table};
