/**
 * Values that would show as nothing are written as JSON writes them: an empty string as `""`,
 * on the page and in its Markdown twin, and a control character (raw bytes in an example) as
 * its `\u` escape, in a field's notes and in a body's example.
 */
import {describe, expect, it} from 'vitest';
import {buildModel} from '../model';
import {PageContext} from '../render/context';
import {constraintNotes} from '../render/schema';
import {constraints} from '../../exports/fieldTree';
import {renderSite, SITE_OPTIONS} from './renderMdx';

const model = buildModel('empty.json', {openapi: '3.1.0', info: {title: 'Empty', version: '1'}, paths: {}});
const schema = {type: 'string', default: '', enum: ['', 'auto']};

describe('an empty string value', () => {
  it('is written "" in the notes of a field on the page', () => {
    const notes = constraintNotes(new PageContext(model, {routeBase: SITE_OPTIONS.routeBase}), schema).join(' · ');
    expect(notes).toBe('One of: <code>&quot;&quot;</code>, <code>auto</code> · Default: <code>&quot;&quot;</code>');
    expect(notes).not.toContain('<code></code>');
  });

  it('is written "" in the Markdown twin', () => {
    expect(constraints(schema)).toEqual(['one of `""`, `auto`', 'default `""`']);
  });
});

describe('a control character in an example', () => {
  it('is written as its escape in the notes and in the body example, never raw', async () => {
    const raw = 'PDF\u0015\u009dend';
    const withBytes = buildModel('bytes.json', {
      openapi: '3.1.0',
      info: {title: 'Bytes', version: '1'},
      paths: {
        '/files': {
          post: {
            operationId: 'upload',
            requestBody: {
              content: {
                'application/json': {schema: {type: 'object', properties: {data: {type: 'string', example: raw}}}},
              },
            },
            responses: {'200': {description: 'ok'}},
          },
        },
      },
    });
    const page = (await renderSite(withBytes)).get('upload.mdx')!;
    expect([...page].filter((c) => c === '\u0015' || c === '\u009d')).toEqual([]);
    expect(page).toContain('<code>PDF\\u0015\\u009dend</code>');
    expect(page).toContain('PDF\\u0015\\u009dend&quot;');
  });
});
