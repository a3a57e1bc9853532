/**
 * Code highlighting palettes with every token colour at WCAG AA contrast (4.5:1 or
 * more) against its code-block background, in light and dark mode. Colours follow
 * GitHub's Primer syntax palette.
 */
import type {PrismTheme} from 'prism-react-renderer';

function palette(plain: {color: string; backgroundColor: string}, c: Record<string, string>): PrismTheme {
  return {
    plain,
    styles: [
      {types: ['comment', 'prolog', 'doctype', 'cdata'], style: {color: c.comment, fontStyle: 'italic'}},
      {types: ['punctuation', 'operator'], style: {color: c.text}},
      {types: ['keyword', 'atrule', 'important', 'rule', 'selector'], style: {color: c.keyword}},
      {types: ['string', 'char', 'attr-value', 'regex', 'url', 'inserted'], style: {color: c.string}},
      {types: ['function', 'class-name', 'builtin'], style: {color: c.function}},
      {types: ['number', 'boolean', 'constant', 'symbol', 'property', 'attr-name'], style: {color: c.constant}},
      {types: ['variable', 'parameter', 'assign-left', 'entity'], style: {color: c.variable}},
      {types: ['tag', 'namespace', 'deleted'], style: {color: c.tag}},
    ],
  };
}

export const lightCodeTheme = palette(
  {color: '#1f2328', backgroundColor: '#f6f8fa'},
  {
    text: '#1f2328',
    comment: '#57606a',
    keyword: '#cf222e',
    string: '#0a3069',
    function: '#8250df',
    constant: '#0550ae',
    variable: '#953800',
    tag: '#116329',
  },
);

export const darkCodeTheme = palette(
  {color: '#e6edf3', backgroundColor: '#161b22'},
  {
    text: '#e6edf3',
    comment: '#8b949e',
    keyword: '#ff7b72',
    string: '#a5d6ff',
    function: '#d2a8ff',
    constant: '#79c0ff',
    variable: '#ffa657',
    tag: '#7ee787',
  },
);
