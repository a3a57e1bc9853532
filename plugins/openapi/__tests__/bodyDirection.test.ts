/**
 * A body built from its schema leaves out the fields that do not go its way: a request's the
 * fields the API only returns (`readOnly`, an `id`), a response's those it only takes
 * (`writeOnly`, a `password`), in examples, variants and code samples alike.
 */
import {describe, expect, it} from 'vitest';
import {buildModel, exampleVariants, mediaExamples, schemaExample} from '../model';
import {PageContext} from '../render/context';
import {buildSampleRequest} from '../render/samples/request';
import {SITE_OPTIONS} from './renderMdx';

const planet = {
  type: 'object',
  required: ['id', 'name'],
  properties: {
    id: {type: 'integer', readOnly: true, example: 1},
    name: {type: 'string', example: 'Mars'},
    owner: {
      type: 'object',
      properties: {
        createdAt: {type: 'string', readOnly: true, example: '2025-01-01'},
        password: {type: 'string', writeOnly: true, example: 'secret'},
      },
    },
    moon: {allOf: [{$ref: '#/components/schemas/Moon'}], readOnly: true},
  },
};
const model = buildModel('planets.json', {
  openapi: '3.1.0',
  info: {title: 'Planets', version: '1'},
  paths: {
    '/planets': {
      post: {
        operationId: 'createPlanet',
        requestBody: {content: {'application/json': {schema: {$ref: '#/components/schemas/Planet'}}}},
        responses: {
          '201': {
            description: 'Created',
            content: {'application/json': {schema: {$ref: '#/components/schemas/Planet'}}},
          },
        },
      },
    },
  },
  components: {schemas: {Planet: planet, Moon: {type: 'object', properties: {name: {type: 'string'}}}}},
});
const media = {schema: {$ref: '#/components/schemas/Planet'}};

describe('a body built from its schema', () => {
  it("leaves the API's read-only fields out of a request, at any depth", () => {
    expect(mediaExamples(model, media, 'application/json', 'request')[0].value).toEqual({
      name: 'Mars',
      owner: {password: 'secret'},
    });
  });

  it('leaves the write-only fields out of a response', () => {
    const [{value}] = mediaExamples(model, media, 'application/json', 'response');
    expect(value).toMatchObject({id: 1, name: 'Mars', owner: {createdAt: '2025-01-01'}});
    expect(JSON.stringify(value)).not.toContain('password');
  });

  it("keeps both in a schema's own example, and in variants built for a request leaves the read-only out", () => {
    expect(schemaExample(model, media.schema)).toMatchObject({
      id: 1,
      owner: {createdAt: '2025-01-01', password: 'secret'},
    });
    expect(exampleVariants(model, media.schema, 4, 'request').examples).toEqual([]);
  });

  it('sends no read-only field in the code samples', () => {
    const op = model.operationById.get('createPlanet')!;
    const request = buildSampleRequest(new PageContext(model, {routeBase: SITE_OPTIONS.routeBase}), op, 'API');
    expect(request.body?.kind === 'text' && JSON.parse(request.body.text)).toEqual({
      name: 'Mars',
      owner: {password: 'secret'},
    });
  });
});
