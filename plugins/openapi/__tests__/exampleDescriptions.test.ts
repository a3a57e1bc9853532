/** A named example's `description` (Twitch's: the request that got it) is shown with the example, request and response alike. */
import {describe, expect, it} from 'vitest';
import {operationPageOf} from '../../../tests/support/pages';
import {buildModel, mediaExamples, type OpenApiDocument} from '../model';

const json = (description: string, value: unknown) => ({
  'application/json': {
    schema: {type: 'object'},
    examples: {first: {summary: 'First', description, value}, second: {summary: 'Second', value}},
  },
});
const model = buildModel('users.json', {
  openapi: '3.0.3',
  info: {title: 'Users', version: '1'},
  paths: {
    '/users': {
      post: {
        operationId: 'createUser',
        requestBody: {content: json('Creates a *moderator*.', {role: 'moderator'})},
        responses: {'200': {description: 'OK', content: json('Got with `GET /users?id=1`.', {id: 1})}},
      },
    },
  },
} as OpenApiDocument);

describe('an example’s description', () => {
  it('is read with its example, and left out when it has none', () => {
    const media = (model.operations[0].requestBody?.content ?? {})['application/json'];
    expect(mediaExamples(model, media, 'application/json').map((e) => e.description)).toEqual([
      'Creates a *moderator*.',
      undefined,
    ]);
  });

  it('is shown under a request example’s title and above a response example’s code', () => {
    const page = operationPageOf(model, 'createUser');
    expect(page).toContain('<div class="api-examples__description"><p>Creates a <em>moderator</em>.</p>');
    expect(page).toContain('<div class="api-panel__note"><p>Got with <code>GET /users?id=1</code>.</p>');
  });
});
