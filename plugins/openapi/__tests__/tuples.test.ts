/** A tuple (3.1's `prefixItems`: Mistral's `[timestamp, value]` pairs) is shown item by item and built so. */
import {describe, expect, it} from 'vitest';
import {buildModel, schemaExample, type SchemaObject} from '../model';
import {PageContext} from '../render/context';
import {typeLabel} from '../render/schema';
import {fieldTree} from '../../exports/fieldTree';
import {SITE_OPTIONS} from './renderMdx';

const pair: SchemaObject = {
  type: 'array',
  prefixItems: [
    {type: 'integer', example: 1700000000},
    {type: 'number', example: 0.5},
  ],
  minItems: 2,
};
const metric: SchemaObject = {type: 'object', properties: {value: {type: 'array', items: pair}}};
const model = buildModel('tuples.json', {openapi: '3.1.0', info: {title: 'Metrics', version: '1'}, paths: {}});

describe('a tuple', () => {
  it('is built item by item', () => {
    expect(schemaExample(model, metric)).toEqual({value: [[1700000000, 0.5]]});
  });

  it('is named by the types of its items, on the page and in the twin', () => {
    const ctx = new PageContext(model, {routeBase: SITE_OPTIONS.routeBase});
    expect(typeLabel(ctx, {type: 'array', items: pair})).toBe(
      '<span class="api-type">array of</span> <span class="api-type">tuple of</span> <span class="api-type">integer</span>, <span class="api-type">number</span>',
    );
    const options = {maxDepth: 1, maxLines: 10, schemaTwin: () => undefined};
    expect(fieldTree(model, metric, options)).toEqual(['- `value` (array of tuple of integer, number)']);
  });
});
