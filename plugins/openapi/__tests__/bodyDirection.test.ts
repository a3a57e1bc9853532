/**
 * A body leaves out the fields that do not go its way: a request's the fields the API only
 * returns (`readOnly`, an `id`), a response's those it only takes (`writeOnly`, a `password`),
 * in examples, variants, code samples, field tables and the Markdown twins alike. A schema's
 * own page shows them all.
 */
import {describe, expect, it} from 'vitest';
import {buildModel, exampleVariants, mediaExamples, schemaExample} from '../model';
import {sampleRequestOf} from '../../../tests/support/samples';
import {fieldTree} from '../../exports/fieldTree';
import {renderSite} from './renderMdx';

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
    const request = sampleRequestOf(model, op);
    expect(request.body?.kind === 'text' && JSON.parse(request.body.text)).toEqual({
      name: 'Mars',
      owner: {password: 'secret'},
    });
  });
});

/** The anchors of the fields a page's section lists, below its prefix (`request.owner.password` → `owner.password`). */
const fieldsIn = (html: string, prefix: string) =>
  [...html.matchAll(/<li class="api-field" id="([\w.-]+)"/g)]
    .map((match) => match[1])
    .filter((id) => prefix === '' || id.startsWith(`${prefix}.`))
    .map((id) => (prefix === '' ? id : id.slice(prefix.length + 1)));

describe('the fields a page lists', async () => {
  const pages = await renderSite(model);
  const operation = pages.get('create-planet.mdx')!;

  it('leave the read-only fields out of the request, at any depth and through allOf', () => {
    expect(fieldsIn(operation, 'request')).toEqual(['name', 'owner', 'owner.password']);
  });

  it('leave the write-only fields out of a response, which lists its own fields again', () => {
    expect(fieldsIn(operation, 'response-201')).toEqual([
      'id',
      'name',
      'owner',
      'owner.createdAt',
      'moon',
      'moon.name',
    ]);
    expect(operation).not.toMatch(/The same fields as <a href="#request">/);
    // One field each, counting only those that go the body's way: the request's owner
    // (password), the response's owner (createdAt) and moon (name).
    expect(operation.match(/<summary>Show 1 field<\/summary>/g)).toHaveLength(3);
  });

  it("on the schema's own page are all there, flagged", () => {
    const page = pages.get('schemas/planet.mdx')!;
    expect(fieldsIn(page, '')).toEqual([
      'id',
      'name',
      'owner',
      'owner.createdAt',
      'owner.password',
      'moon',
      'moon.name',
    ]);
    for (const flag of ['read-only', 'write-only']) expect(page).toContain(`api-flag--${flag}`);
  });

  it('in the Markdown twin go the same way', () => {
    const options = {maxDepth: 3, maxLines: 100, schemaTwin: () => undefined};
    const lines = (direction?: 'request' | 'response') =>
      fieldTree(model, media.schema, options, direction).map((line) => line.match(/`(\w+)`/)![1]);
    expect(lines('request')).toEqual(['name', 'owner', 'password']);
    expect(lines('response')).toEqual(['id', 'name', 'owner', 'createdAt', 'moon', 'name']);
    expect(lines()).toEqual(['id', 'name', 'owner', 'createdAt', 'password', 'moon', 'name']);
  });
});
