/** What a description marks `x-internal: true` is on no page: operations, parameters, schemas, fields (and their place in `required`), tags. */
import {describe, expect, it} from 'vitest';
import {buildModel} from '../model';
import {renderSite} from './renderMdx';

const internal = {'x-internal': true};
const model = buildModel('internal.json', {
  openapi: '3.1.0',
  info: {title: 'Keys', version: '1'},
  tags: [{name: 'Keys'}, {name: 'Admin', ...internal}],
  paths: {
    '/keys': {
      get: {
        operationId: 'listKeys',
        tags: ['Keys'],
        parameters: [
          {name: 'page', in: 'query', schema: {type: 'integer'}},
          {name: 'debug', in: 'query', schema: {type: 'boolean'}, ...internal},
        ],
        responses: {
          '200': {description: 'ok', content: {'application/json': {schema: {$ref: '#/components/schemas/Key'}}}},
        },
      },
      delete: {operationId: 'purgeKeys', tags: ['Admin'], responses: {'204': {description: 'gone'}}, ...internal},
    },
    '/debug': {...internal, get: {operationId: 'debug', responses: {'200': {description: 'ok'}}}},
  },
  components: {
    schemas: {
      Key: {
        type: 'object',
        required: ['id', 'shard'],
        properties: {id: {type: 'string'}, shard: {type: 'integer', ...internal}},
        example: {id: 'k1', 'x-internal': true},
      },
      ApiKeys: {type: 'object', properties: {count: {type: 'integer'}}, ...internal},
    },
  },
});

describe('x-internal', () => {
  it('takes operations, paths, parameters, schemas, fields and tags out of the reference', async () => {
    expect(model.operations.map((op) => op.operationId)).toEqual(['listKeys']);
    expect(model.operations[0].parameters.map((p) => p.name)).toEqual(['page']);
    expect(model.schemas.map((s) => s.name)).toEqual(['Key']);
    expect(model.groups.map((g) => g.name)).toEqual(['Keys']);
    const key = model.schemas[0].schema as {required: string[]; properties: object; example: object};
    expect(key.required).toEqual(['id']);
    expect(Object.keys(key.properties)).toEqual(['id']);
    // An example is data: kept as written.
    expect(key.example).toEqual({id: 'k1', 'x-internal': true});
    const pages = [...(await renderSite(model)).values()].join('\n');
    for (const name of ['purgeKeys', 'debug', 'shard', 'ApiKeys', 'Admin']) expect(pages).not.toContain(name);
  });
});
