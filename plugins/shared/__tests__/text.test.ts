/** Tag-like text escaped outside code spans, as Markdown readers read code spans. */
import {describe, expect, it} from 'vitest';
import {escapeTagLikeText, outsideCodeSpans, withoutCodeSpans} from '../text';

describe('code spans', () => {
  it('pair a run of backticks with the next run of the same length', () => {
    expect(withoutCodeSpans('a `x` b `` y`z `` c')).toBe('a  b  c');
    expect(outsideCodeSpans('a `x` b', (prose) => prose.toUpperCase())).toBe('A `x` B');
  });

  it('are not opened by an escaped backtick', () => {
    expect(withoutCodeSpans('Write \\`<b>\\` here')).toBe('Write \\`<b>\\` here');
  });
});

describe('escapeTagLikeText', () => {
  it('escapes a tag-like < outside code spans, keeps autolinks and code', () => {
    expect(escapeTagLikeText('Set `<id>` to <customer list ID>, see <https://x.example>')).toBe(
      'Set `<id>` to \\<customer list ID>, see <https://x.example>',
    );
  });

  it('escapes a tag between escaped backticks, which are no code span', () => {
    expect(escapeTagLikeText('Write \\`<b>\\` here')).toBe('Write \\`\\<b>\\` here');
  });
});
