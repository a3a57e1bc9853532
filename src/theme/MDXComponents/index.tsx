/**
 * Two accessibility fixes for Markdown output:
 * - task lists (`- [ ]`, used for go-live checklists) render bare checkboxes, which
 *   screen readers announce with no name: each gets its state as a label;
 * - wide tables scroll sideways (Infima makes them scroll containers), so each table is
 *   focusable and can be scrolled from the keyboard.
 */
import type {ComponentProps} from 'react';
import MDXComponents from '@theme-original/MDXComponents';

function Input(props: ComponentProps<'input'>) {
  if (props.type !== 'checkbox') return <input {...props} />;
  return <input {...props} aria-label={props.checked ? 'Done' : 'To do'} />;
}

function Table(props: ComponentProps<'table'>) {
  return <table tabIndex={0} {...props} />;
}

export default {...MDXComponents, input: Input, table: Table};
