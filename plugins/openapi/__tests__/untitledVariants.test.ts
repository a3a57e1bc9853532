/**
 * Untitled inline variants, as fully dereferenced descriptions write them (Sentry's): each is
 * named by the field it fixes to a value of its own (`type: http`), and an empty object that
 * may be null reads as `null`, instead of `Option 1 (object)` again and again.
 */
import {describe, expect, it} from 'vitest';
import {operationPageOf} from '../../../tests/support/pages';
import {buildModel, variantSet, type OpenApiDocument, type Schema} from '../model';

const source = (type: string, field: string): Schema => ({
  type: 'object',
  properties: {type: {type: 'string', enum: [type]}, [field]: {type: 'string'}, id: {type: 'string'}},
});
const sources: Schema = {oneOf: [source('http', 'url'), source('s3', 'bucket'), source('gcs', 'prefix')]};
const latest: Schema = {
  anyOf: [
    {type: 'object', properties: {id: {type: 'string'}}},
    {type: 'object', nullable: true},
  ],
};
const model = buildModel('sources.json', {
  openapi: '3.0.3',
  info: {title: 'Sources', version: '1'},
  paths: {
    '/sources': {
      post: {
        operationId: 'addSource',
        requestBody: {content: {'application/json': {schema: sources}}},
        responses: {'200': {description: 'OK', content: {'application/json': {schema: latest}}}},
      },
    },
  },
} as OpenApiDocument);

describe('untitled inline variants', () => {
  it('are named by the field each fixes, and a nullable empty object is null', () => {
    expect(variantSet(model, sources)!.options.map((o) => o.label)).toEqual(['type: http', 'type: s3', 'type: gcs']);
    expect(variantSet(model, latest)!.options.map((o) => o.label)).toEqual(['Option 1 (object)', 'null']);
  });

  it('are so named on the page', () => {
    const page = operationPageOf(model, 'addSource').replace(/<[^>]+>/g, ' ');
    expect(page).toContain('type: s3');
    expect(page).not.toContain('Option 2 (object)');
  });
});
