/**
 * Scopes listed on a requirement of a scheme that is not OAuth 2.0 (Sentry's personal tokens:
 * `auth_token: [org:read]` on a bearer scheme; 3.1 calls them roles): the page and the twin say them.
 */
import {describe, expect, it} from 'vitest';
import {operationPageOf} from '../../../tests/support/pages';
import {buildModel, type OpenApiDocument} from '../model';
import {twinsText} from '../../../tests/support/twins';

const model = buildModel('org.json', {
  openapi: '3.1.0',
  info: {title: 'Org', version: '1'},
  paths: {
    '/teams': {
      get: {
        operationId: 'listTeams',
        security: [{auth_token: ['org:read', 'team:read']}],
        responses: {'200': {description: 'OK'}},
      },
    },
  },
  components: {securitySchemes: {auth_token: {type: 'http', scheme: 'bearer'}}},
} as OpenApiDocument);

describe('scopes on a bearer scheme', () => {
  it('are said on the page and in the twin', () => {
    const page = operationPageOf(model, 'listTeams').replace(/<[^>]+>/g, '');
    expect(page).toContain('Send a bearer token in Authorization (auth_token) with scope org:read, team:read.');
    expect(twinsText(model, 'org.json')).toMatch(/with scope `org:read`, `team:read`/);
  });
});
