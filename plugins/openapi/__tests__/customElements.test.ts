/**
 * Elements of the writer's own site (Okta's `<x-lifecycle>`, Box's `<Message warning>`,
 * Stripe's `<currency>`): HTML the sanitizer does not keep is removed and its text kept,
 * wherever a description appears, and never shown as a literal tag. A tag the text does not
 * close and that has no attribute value (`<id>`, `List<Card>`) is a placeholder the writer meant
 * as text, and stays so. (A summary is plain text by the specification, and shown as written.)
 */
import {describe, expect, it} from 'vitest';
import {loadSpec} from '../model';
import {inlineMarkdownToHtml, markdownToHtml, markdownToPlainText} from '../render/markdown';
import {renderSite} from './renderMdx';
import {verifyOperationPage} from '../../../tests/reference/verifyBuild';

const keep = (href: string) => href;
/** A tag shown as text: `&lt;x-…`, `&lt;Message`, `&lt;/…`. */
const LITERAL_TAG = /&lt;\/?(?:x-|message|apilifecycle|currency)/i;

describe('an element of the writer’s site', () => {
  it('is removed inline, its text kept', () => {
    expect(markdownToHtml('Inline <x-note kind="beta">note</x-note> words<x-dot/>.', keep)).toBe(
      '<p>Inline note words.</p>',
    );
    expect(inlineMarkdownToHtml('A total of <currency>100</currency>.', keep)).toBe('A total of 100.');
  });

  it('is removed when it starts a paragraph', () => {
    const text =
      '<x-lifecycle-container><x-lifecycle class="ea"></x-lifecycle></x-lifecycle-container>Represents a device.';
    expect(markdownToHtml(text, keep)).toBe('<p>Represents a device.</p>');
    expect(markdownToPlainText(text)).toBe('Represents a device.');
  });

  it('is removed around a block of Markdown, which stays Markdown', () => {
    const text = '<Message warning>\n\n  The `attributes` part comes **first**.\n\n</Message>\n\nAfter.';
    expect(markdownToHtml(text, keep)).toBe(
      '<p>The <code>attributes</code> part comes <strong>first</strong>.</p>\n\n<p>After.</p>',
    );
    // Read a paragraph at a time (front matter, search), the opening tag alone is not a word.
    expect(markdownToPlainText(text)).toBe('The attributes part comes first.');
  });

  it('is removed when nested, the HTML inside it kept', () => {
    expect(markdownToHtml('<x-outer>\n<x-inner class="a">Nested <b>bold</b></x-inner>\n</x-outer>', keep)).toBe(
      'Nested <b>bold</b>',
    );
  });

  it('is told from a placeholder written as a tag, which stays text', () => {
    expect(markdownToHtml('<x-note kind="a">Kept</x-note> for GET /cards/<id> and List<Card>.', keep)).toBe(
      '<p>Kept for GET /cards/&lt;id> and List&lt;Card>.</p>',
    );
    expect(markdownToHtml('Send <base64-encoded PDF document> as <image-name>.', keep)).toBe(
      '<p>Send &lt;base64-encoded PDF document&gt; as &lt;image-name&gt;.</p>',
    );
  });
});

/** One of everything a description appears in, each with elements of the writer's site. */
const SPEC = String.raw`
openapi: 3.0.3
info:
  title: Lifecycle API
  version: 1.0.0
  description: |
    <x-lifecycle-container><x-lifecycle class="ea"></x-lifecycle></x-lifecycle-container>Overview words kept.

    <Message warning>

      Overview **warning** kept.

    </Message>
tags:
  - name: Devices
    description: <x-lifecycle-container><x-lifecycle class="oie"></x-lifecycle></x-lifecycle-container>Tag words kept.
paths:
  /devices/{deviceId}:
    get:
      tags: [Devices]
      operationId: getDevice
      summary: Get a device
      description: |
        <x-lifecycle-container><x-lifecycle class="ea"></x-lifecycle></x-lifecycle-container>Operation words kept, for <currency>100</currency>.

        <x-outer>
        <x-inner class="a">Nested words kept, <b>bold</b></x-inner>
        </x-outer>

        GET /devices/<id> still names a placeholder, <x-badge kind="beta">Beta</x-badge>.
      parameters:
        - name: deviceId
          in: path
          required: true
          description: The device, inline <x-note kind="id">parameter words kept</x-note> here<x-dot/>.
          schema:
            type: string
      responses:
        '200':
          description: <x-lifecycle class="ga"></x-lifecycle>Response words kept.
          content:
            application/json:
              schema:
                $ref: '#/components/schemas/Device'
components:
  schemas:
    Device:
      description: |
        <ApiLifecycle access="ea"></ApiLifecycle>

        Schema words kept.
      type: object
      properties:
        posture:
          type: object
          description: <x-lifecycle-container><x-lifecycle class="ea"></x-lifecycle></x-lifecycle-container>Field words kept.
          properties:
            level:
              type: string
              description: Nested field <x-em>words kept</x-em>.
`;

describe('a description with elements of its writer’s site', async () => {
  const pages = await renderSite(await loadSpec('custom-elements.yaml', {text: SPEC}));
  const all = [...pages.values()].join('\n');

  it('shows no tag as text on any page', () => {
    for (const [file, html] of pages) expect(html, file).not.toMatch(LITERAL_TAG);
  });

  it('keeps the words of the overview, tag, operation, parameter, response, schema and fields', () => {
    for (const words of [
      'Overview words kept.',
      'Overview <strong>warning</strong> kept.',
      'Tag words kept.',
      'Operation words kept, for 100.',
      'Nested words kept, <b>bold</b>',
      'parameter words kept',
      'Response words kept.',
      'Schema words kept.',
      'Field words kept.',
      'Nested field words kept.',
    ])
      expect(all).toContain(words);
  });

  it('keeps a placeholder beside them as text', () => {
    expect(all).toMatch(/GET \/devices\/&lt;id(?:&gt;|>) still names a placeholder, Beta\./);
  });
});

describe('the check every corpus build runs (tests/reference/verifyBuild.ts)', async () => {
  const model = await loadSpec('custom-elements.yaml', {text: SPEC});
  const shownAsText = (prose: string) =>
    verifyOperationPage(model, model.operations[0], `<main><p>${prose}</p></main>`).filter((problem) =>
      problem.startsWith('HTML shown as text'),
    );

  it('finds an element of the writer’s site shown as a literal tag', () => {
    expect(shownAsText('&lt;x-lifecycle class="ea"&gt;&lt;/x-lifecycle&gt;Words.')).toHaveLength(1);
    expect(shownAsText('Words &lt;/Message&gt;')).toHaveLength(1);
  });

  it('lets a placeholder written as a tag be text, and a plain-text title show an HTML element’s tags', () => {
    expect(shownAsText('GET /devices/&lt;id&gt; returns List&lt;Device&gt; of &lt;image-name&gt;.')).toEqual([]);
    expect(shownAsText('&lt;script&gt;alert(1)&lt;/script&gt; API')).toEqual([]);
  });
});
