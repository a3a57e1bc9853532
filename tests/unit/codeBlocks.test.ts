/** Every code block a partner might copy from a guide says what it is: a language and a title. */
import {readFileSync} from 'node:fs';
import {describe, expect, it} from 'vitest';

import {guideFiles} from '../../plugins/docs-lint';

/** Opening fences (outside other fences) and <CodeBlock> tags lacking a language or title. */
export function untitledCodeBlocks(source: string): string[] {
  const problems: string[] = [];
  let open: string | null = null;
  source.split('\n').forEach((line, index) => {
    const fence = line.match(/^\s*(`{3,}|~{3,})(.*)$/);
    if (fence) {
      if (open) {
        if (fence[1][0] === open[0] && fence[1].length >= open.length && fence[2].trim() === '') open = null;
        return;
      }
      open = fence[1];
      if (!/^[\w+-]+\s+title="[^"]+"/.test(fence[2].trim())) problems.push(`line ${index + 1}: ${line.trim()}`);
      return;
    }
    if (!open && /<CodeBlock\b/.test(line) && !(/\blanguage=/.test(line) && /\btitle=/.test(line))) {
      problems.push(`line ${index + 1}: ${line.trim()}`);
    }
  });
  return problems;
}

describe('code blocks in guides', () => {
  it('the checker catches a block with no language or no title', () => {
    expect(untitledCodeBlocks('```\nx\n```')).toHaveLength(1);
    expect(untitledCodeBlocks('```bash\nx\n```')).toHaveLength(1);
    expect(untitledCodeBlocks('```bash title="Run it"\nx\n```')).toEqual([]);
    expect(untitledCodeBlocks('<CodeBlock language="go">{x}</CodeBlock>')).toHaveLength(1);
  });

  for (const file of guideFiles()) {
    it(`${file} gives every code block a language and a title`, () => {
      expect(untitledCodeBlocks(readFileSync(file, 'utf8'))).toEqual([]);
    });
  }
});
