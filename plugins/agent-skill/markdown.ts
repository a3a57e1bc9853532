/** Small Markdown builders for the skill's files. */

/** A table cell: one line, pipes escaped. */
export function cell(text: string): string {
  return text.replace(/\s+/g, ' ').replace(/\|/g, '\\|').trim();
}

/** A GFM table of `header` and `rows`. */
export function table(header: string[], rows: string[][]): string {
  const line = (cells: string[]) => `| ${cells.map(cell).join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}

/** `1 hour`, `24 hours`, `300 seconds`: digits, which an agent copies into code as they are. */
export function quantity(value: number, unit: string): string {
  return `${value} ${unit}${value === 1 ? '' : 's'}`;
}

/** A Markdown heading and its body, or nothing when the body is empty. */
export function section(heading: string, parts: (string | undefined)[]): string {
  const body = parts.filter((part): part is string => Boolean(part && part.trim())).join('\n\n');
  return body ? `${heading}\n\n${body}` : '';
}
