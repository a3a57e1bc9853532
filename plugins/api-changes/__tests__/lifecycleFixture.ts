/**
 * Three releases of a small API for the lifecycle tests: 1.1.0 adds an operation, a
 * parameter, fields and an enum value and deprecates a parameter with a sunset; 1.2.0
 * narrows a parameter (a breaking change). Their changes are diffed as the build diffs them.
 */
import {diffSurfaces, surfaceOf} from '..';
import {buildModel} from '../../openapi/model';
import type {Json} from '../../../tests/support/json';

/** Release 1.0.0 of a small API. */
export function v100(): Json {
  return {
    openapi: '3.1.0',
    info: {title: 'Cards', version: '1.0.0'},
    paths: {
      '/v1/cards': {
        get: {
          operationId: 'ListCards',
          summary: 'List cards',
          parameters: [
            {name: 'status', in: 'query', schema: {type: 'string', enum: ['active', 'voided']}},
            {name: 'near', in: 'query', schema: {type: 'string'}},
            {name: 'pageSize', in: 'query', schema: {type: 'integer', maximum: 100}},
          ],
          responses: {
            '200': {
              description: 'The cards.',
              content: {'application/json': {schema: {type: 'array', items: {$ref: '#/components/schemas/Card'}}}},
            },
          },
        },
        post: {
          operationId: 'CreateCard',
          summary: 'Create a card',
          requestBody: {
            content: {
              'application/json': {
                schema: {type: 'object', properties: {amount: {type: 'integer'}}},
              },
            },
          },
          responses: {'201': {description: 'Created.'}},
        },
      },
    },
    components: {
      schemas: {
        Card: {
          type: 'object',
          properties: {
            id: {type: 'string'},
            status: {type: 'string', enum: ['active', 'voided']},
          },
        },
      },
    },
  };
}

/** 1.1.0: a new operation, parameter, response field, request field and enum value; a parameter deprecated with a sunset. */
export function v110(): Json {
  const spec = v100();
  spec.info.version = '1.1.0';
  const list = spec.paths['/v1/cards'].get;
  list.parameters.push({name: 'region', in: 'query', schema: {type: 'string'}});
  Object.assign(list.parameters[1], {deprecated: true, 'x-sunset': '2025-10-31'});
  spec.components.schemas.Card.properties.balance = {type: 'integer'};
  spec.components.schemas.Card.properties.status.enum.push('suspended');
  spec.paths['/v1/cards'].post.requestBody.content['application/json'].schema.properties.note = {type: 'string'};
  spec.paths['/v1/cards/{id}'] = {
    get: {
      operationId: 'GetCard',
      summary: 'Get a card',
      parameters: [{name: 'id', in: 'path', required: true, schema: {type: 'string'}}],
      responses: {
        '200': {description: 'The card.', content: {'application/json': {schema: {$ref: '#/components/schemas/Card'}}}},
      },
    },
  };
  return spec;
}

/** 1.2.0: a breaking change (a parameter narrowed) and a field added to the new operation's schema. */
export function v120(): Json {
  const spec = v110();
  spec.info.version = '1.2.0';
  spec.paths['/v1/cards'].get.parameters[2].schema.maximum = 50;
  return spec;
}

const model = (spec: Json) => buildModel('fixture.json', spec);
const releases = [v100(), v110(), v120()].map((spec) => ({version: spec.info.version as string, spec}));
export const releaseChanges = releases.map((release, i) => ({
  version: release.version,
  previous: i > 0 ? releases[i - 1].version : undefined,
  changes: i > 0 ? diffSurfaces(surfaceOf(model(releases[i - 1].spec)), surfaceOf(model(release.spec))) : [],
}));
