/** A form body's example is shown as sent, its fields encoded, as the sample sends it; not as JSON. */
import {describe, expect, it} from 'vitest';
import {buildModel, mediaExamples, type MediaTypeObject, type OpenApiDocument} from '../model';

const form = 'application/x-www-form-urlencoded';
const model = buildModel('oauth.json', {
  openapi: '3.0.3',
  info: {title: 'OAuth', version: '1'},
  paths: {},
} as OpenApiDocument);

describe('a form body’s example', () => {
  it('is its fields encoded: a list repeats its field, an object is its JSON', () => {
    const media: MediaTypeObject = {
      schema: {type: 'object'},
      example: {code: 'a b&c', grant_type: 'authorization_code', scope: ['read', 'write'], meta: {x: 1}},
    };
    expect(mediaExamples(model, media, `${form}; charset=utf-8`)[0].value).toBe(
      'code=a+b%26c&grant_type=authorization_code&scope=read&scope=write&meta=%7B%22x%22%3A1%7D',
    );
  });

  it('is left as written when it is text already, and JSON stays JSON', () => {
    expect(mediaExamples(model, {example: 'a=1'}, form)[0].value).toBe('a=1');
    expect(mediaExamples(model, {example: {a: 1}}, 'application/json')[0].value).toEqual({a: 1});
  });
});
