/** A parameter described only in its schema (Spotify's, every one): the page shows that description. */
import {describe, expect, it} from 'vitest';
import {operationPageOf} from '../../../tests/support/pages';
import {buildModel, type OpenApiDocument} from '../model';

const model = buildModel('search.json', {
  openapi: '3.0.3',
  info: {title: 'Catalog', version: '1'},
  paths: {
    '/search': {
      get: {
        operationId: 'search',
        parameters: [
          {name: 'q', in: 'query', required: true, schema: {type: 'string', description: 'Your search query.'}},
          {
            name: 'market',
            in: 'query',
            description: 'A country code.',
            schema: {type: 'string', description: 'Shown only when the parameter says nothing.'},
          },
        ],
        responses: {'200': {description: 'OK'}},
      },
    },
  },
} as OpenApiDocument);

describe('a parameter described in its schema', () => {
  it('shows that description, and its own where it has one', () => {
    const page = operationPageOf(model, 'search').replace(/<[^>]+>/g, ' ');
    expect(page).toContain('Your search query.');
    expect(page).toContain('A country code.');
    expect(page).not.toContain('Shown only when the parameter says nothing.');
  });
});
