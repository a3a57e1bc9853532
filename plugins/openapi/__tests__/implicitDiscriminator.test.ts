/**
 * A discriminator with no mapping whose variants each fix its field to one value (Spotify's
 * queue: `type` is `track` on TrackObject, `episode` on EpisodeObject): the page's table gives
 * those values, as the samples send them, not the schemas' names.
 */
import {describe, expect, it} from 'vitest';
import {operationPageOf} from '../../../tests/support/pages';
import {buildModel, type OpenApiDocument} from '../model';

const item = (type: string, field: string) => ({
  type: 'object',
  required: ['type'],
  properties: {type: {type: 'string', enum: [type]}, [field]: {type: 'string'}},
});
const model = buildModel('queue.json', {
  openapi: '3.0.3',
  info: {title: 'Player', version: '1'},
  paths: {
    '/queue': {
      get: {
        operationId: 'getQueue',
        responses: {
          '200': {
            description: 'OK',
            content: {
              'application/json': {
                schema: {
                  oneOf: [{$ref: '#/components/schemas/TrackObject'}, {$ref: '#/components/schemas/EpisodeObject'}],
                  discriminator: {propertyName: 'type'},
                },
              },
            },
          },
        },
      },
    },
  },
  components: {schemas: {TrackObject: item('track', 'album'), EpisodeObject: item('episode', 'show')}},
} as OpenApiDocument);

describe('a discriminator without a mapping', () => {
  it('lists the value each variant’s field allows', () => {
    const page = operationPageOf(model, 'getQueue')
      .replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' ');
    expect(page).toContain('track TrackObject');
    expect(page).toContain('episode EpisodeObject');
    expect(page).not.toContain('TrackObject TrackObject');
  });
});
