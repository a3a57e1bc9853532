/**
 * What a sample says about itself holds for its request: only a signed request's samples say the
 * body's bytes are signed, and the cURL sample names openssl only where it uses it.
 */
import {describe, expect, it} from 'vitest';
import {buildModel, loadSpec, type OpenApiDocument} from '../model';
import {samplesOf} from '../../../tests/support/samples';

const bearer = buildModel('notes.json', {
  openapi: '3.0.3',
  info: {title: 'Notes', version: '1'},
  servers: [{url: 'https://api.example.com'}],
  security: [{token: []}],
  components: {securitySchemes: {token: {type: 'http', scheme: 'bearer'}}},
  paths: {
    '/notes': {
      post: {
        operationId: 'createNote',
        requestBody: {content: {'application/json': {schema: {type: 'object', properties: {text: {type: 'string'}}}}}},
        responses: {'201': {description: 'Created'}},
      },
    },
  },
} as OpenApiDocument);

describe('a sample’s comments', () => {
  it('say nothing of signing or openssl for a request that neither signs nor makes a key', () => {
    const samples = samplesOf(bearer);
    for (const [language, code] of Object.entries(samples)) {
      expect(code, language).not.toMatch(/signed/);
      expect(code, language).toContain('The body, sent as written.');
    }
    expect(samples.curl).toContain('# bash with curl.\n');
    expect(samples.curl).not.toContain('openssl');
  });

  it('say the body’s bytes are signed where they are, and that cURL needs openssl', async () => {
    const model = await loadSpec('api/openapi.json');
    const samples = samplesOf(model, 'ProvisionGiftCard', 'GCM');
    for (const [language, code] of Object.entries(samples)) {
      expect(code, language).toContain('The body is serialised once: these exact bytes are signed and sent.');
    }
    expect(samples.curl).toContain('# bash with curl and openssl.\n');
  });
});
