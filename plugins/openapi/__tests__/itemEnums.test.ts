/**
 * A list whose values are an enum on its items (Sentry's `expand`, Spotify's search `type`,
 * Twitch's emote `format`): the page and the twin list the values each item may take.
 */
import {describe, expect, it} from 'vitest';
import {operationPageOf} from '../../../tests/support/pages';
import {buildModel, type OpenApiDocument} from '../model';
import {twinsText} from '../../../tests/support/twins';

const model = buildModel('search.json', {
  openapi: '3.0.3',
  info: {title: 'Search', version: '1'},
  paths: {
    '/search': {
      get: {
        operationId: 'search',
        parameters: [
          {
            name: 'type',
            in: 'query',
            required: true,
            schema: {type: 'array', items: {$ref: '#/components/schemas/Kind'}},
          },
        ],
        responses: {
          '200': {
            description: 'OK',
            content: {
              'application/json': {
                schema: {
                  type: 'object',
                  properties: {
                    formats: {type: 'array', items: {type: 'string', enum: ['static', 'animated']}},
                    tags: {
                      type: 'array',
                      items: {type: 'string', enum: ['new'], 'x-enum-descriptions': ['Added lately.']},
                    },
                  },
                },
              },
            },
          },
        },
      },
    },
  },
  components: {schemas: {Kind: {type: 'string', enum: ['album', 'artist', 'track']}}},
} as OpenApiDocument);

describe('an enum on a list’s items', () => {
  it('is listed on the page, for a parameter and a field, its meanings in a table', () => {
    const page = operationPageOf(model, 'search')
      .replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' ');
    expect(page).toContain('Each item one of: album , artist , track');
    expect(page).toContain('Each item one of: static , animated');
    expect(page).toContain('1 possible value of each item: Value Meaning new Added lately.');
  });

  it('is listed in the twin', () => {
    const twin = twinsText(model, 'search.json');
    expect(twin).toContain('Each item one of `album`, `artist`, `track`.');
    expect(twin).toContain('Each item one of `static`, `animated`.');
  });
});
