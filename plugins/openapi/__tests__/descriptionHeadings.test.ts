/**
 * The headings of a page's own description (model/descriptionHeadings.ts): the ones the page
 * shows as headings (render/markdown.ts) are the ones `#section/…` links resolve against
 * (model/links.ts).
 */
import {describe, expect, it} from 'vitest';
import {descriptionHeadings} from '../model/descriptionHeadings';
import {headingAnchors} from '../model/links';
import {descriptionParts} from '../render/markdown';

const DESCRIPTION = [
  '# Overview',
  '',
  'Errors',
  '------',
  '',
  'Each has a code.',
  '',
  '<h2 class="x">Rate <code>limits</code> &amp; quotas</h2>',
  '',
  '```',
  '## not a heading: code',
  '```',
  '',
  '<div>',
  '<h3>Inside a block</h3>',
  '<p>is part of the block</p>',
  '</div>',
  '',
  '- ## In a list',
  '',
  '### **Paging** with `cursor`',
].join('\n');

describe('a description’s headings', () => {
  it('are its top-level Markdown headings, underlined ones too, and HTML headings alone in their block, in their words', () => {
    expect(descriptionHeadings(DESCRIPTION)).toEqual([
      {level: 1, text: 'Overview'},
      {level: 2, text: 'Errors'},
      {level: 2, text: 'Rate limits & quotas'},
      {level: 3, text: 'Paging with cursor'},
    ]);
  });

  it('are the headings the page is rendered with', () => {
    const rendered = (descriptionParts(DESCRIPTION) ?? []).filter((part) => part.kind === 'heading');
    expect(rendered.map((part) => part.level)).toEqual(descriptionHeadings(DESCRIPTION).map(({level}) => level));
  });

  it('get the anchors Docusaurus gives them, a level-1 heading too (it is moved down a level)', () => {
    expect(headingAnchors('Payments', DESCRIPTION)).toEqual([
      {text: 'Overview', anchor: 'overview'},
      {text: 'Errors', anchor: 'errors'},
      {text: 'Rate limits & quotas', anchor: 'rate-limits--quotas'},
      {text: 'Paging with cursor', anchor: 'paging-with-cursor'},
    ]);
  });
});
