/** An empty string among a field's values is written `""`, on the page and in its Markdown twin: an empty code span shows nothing. */
import {describe, expect, it} from 'vitest';
import {buildModel} from '../model';
import {PageContext} from '../render/context';
import {constraintNotes} from '../render/schema';
import {constraints} from '../../exports/fieldTree';
import {SITE_OPTIONS} from './renderMdx';

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
