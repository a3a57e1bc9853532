/** A fragment in a path key (Speakeasy's `/v1/conversations/{id}#stream`) names an operation: the endpoint and samples go without it. */
import {describe, expect, it} from 'vitest';
import {buildModel} from '../model';
import {sampleRequestOf} from '../../../tests/support/samples';

const ok = {responses: {'200': {description: 'ok'}}};
const model = buildModel('paths.json', {
  openapi: '3.1.0',
  info: {title: 'Paths', version: '1'},
  servers: [{url: 'https://api.example.com'}],
  paths: {
    '/v1/conversations/{id}': {post: {operationId: 'append', ...ok}},
    '/v1/conversations/{id}#stream': {post: {operationId: 'appendStream', ...ok}},
  },
});

describe('a path key with a fragment', () => {
  it('is an operation of its own, whose endpoint and samples leave the fragment out', () => {
    const stream = model.operationById.get('appendStream')!;
    expect(model.operations.map((op) => op.path)).toEqual(['/v1/conversations/{id}', '/v1/conversations/{id}']);
    expect(stream.pointer).toBe('#/paths/~1v1~1conversations~1{id}#stream/post');
    expect(sampleRequestOf(model, stream).path).not.toContain('#');
  });
});
