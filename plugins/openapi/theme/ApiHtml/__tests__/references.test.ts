/** What a block of generated HTML hands the build's broken-link check: the attributes of its tags, never its text. */
import {describe, expect, it} from 'vitest';
import {collectReferences} from '../references';

describe('collectReferences', () => {
  it('reads the ids and same-site links of the tags, decoded', () => {
    const html =
      '<h2 id="request-body">Body</h2><a href="/docs/api/x?a=1&amp;b=2#f">x</a><a href="#request-body">up</a>' +
      '<a href="https://example.com/">out</a><a href="//cdn.example.com/">cdn</a><li class="f" id="request.a&gt;b" data-x=\'1\'>';
    expect(collectReferences(html)).toEqual({
      anchors: ['request-body', 'request.a>b'],
      links: ['/docs/api/x?a=1&b=2#f', '#request-body'],
    });
  });

  it('reads an attribute whose quoted value holds a >', () => {
    expect(collectReferences('<a title="a > b" href="/docs/x">x</a>').links).toEqual(['/docs/x']);
  });

  it('takes no link or id from text: a tag written in a description is escaped, so none is one', () => {
    // Pinterest's description, its target's quote never closed: shown as text, and no link to check.
    const html =
      '<p>&lt;a href="/docs/getting-started/beta-features/" target="blank>Open beta\nBid multiplier. Use id="x".</p>';
    expect(collectReferences(html)).toEqual({anchors: [], links: []});
  });
});
