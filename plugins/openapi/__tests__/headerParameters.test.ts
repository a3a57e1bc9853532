/**
 * Header parameters OpenAPI ignores (`Content-Type`, `Authorization`) that descriptions declare
 * anyway (PagerDuty's, beside a JSON body): a sample sends each header once, from the body's media
 * type or the security scheme, and keeps the parameter only where nothing else sends it.
 */
import {describe, expect, it} from 'vitest';
import {buildModel, type OpenApiDocument} from '../model';
import {sampleRequestOf, samplesOf} from '../../../tests/support/samples';

const header = (name: string, value: string) => ({
  name,
  in: 'header',
  required: true,
  schema: {type: 'string', default: value},
});

const model = buildModel('incidents.json', {
  openapi: '3.0.2',
  info: {title: 'Incidents', version: '2'},
  servers: [{url: 'https://api.example.com'}],
  paths: {
    '/incidents': {
      post: {
        operationId: 'createIncident',
        security: [{token: []}],
        parameters: [
          header('Accept', 'application/vnd.pagerduty+json;version=2'),
          header('Content-Type', 'application/json'),
          header('Authorization', 'Token token=abc'),
          header('From', 'user@example.com'),
        ],
        requestBody: {content: {'application/json': {schema: {type: 'object', properties: {title: {type: 'string'}}}}}},
        responses: {'201': {description: 'Created'}},
      },
      get: {
        operationId: 'listIncidents',
        parameters: [header('Content-Type', 'application/json'), header('Authorization', 'Token token=abc')],
        responses: {'200': {description: 'OK'}},
      },
    },
    '/uploads': {
      post: {
        operationId: 'upload',
        parameters: [header('content-type', 'multipart/form-data')],
        requestBody: {
          content: {
            'multipart/form-data': {schema: {type: 'object', properties: {file: {type: 'string', format: 'binary'}}}},
          },
        },
        responses: {'201': {description: 'Created'}},
      },
    },
  },
  components: {securitySchemes: {token: {type: 'apiKey', in: 'header', name: 'Authorization'}}},
} as OpenApiDocument);
const names = (operationId: string) => sampleRequestOf(model, operationId).headers.map((h) => h.name);

describe('header parameters a request already sends', () => {
  it('are sent once: Content-Type from the body, Authorization from the security scheme', () => {
    expect(names('createIncident')).toEqual(['Accept', 'From', 'Authorization']);
    expect(sampleRequestOf(model, 'createIncident').headers.at(-1)!.value).toEqual({env: 'API_AUTHORIZATION'});
    const {curl} = samplesOf(model, 'createIncident');
    expect(curl.match(/Content-Type:/g)).toHaveLength(1);
    expect(curl).toContain("'Accept: application/vnd.pagerduty+json;version=2'");
  });

  it('leave a multipart body’s Content-Type, and its boundary, to the client', () => {
    expect(names('upload')).toEqual([]);
    for (const [language, code] of Object.entries(samplesOf(model, 'upload'))) {
      expect(code, language).not.toMatch(/content-type['"]?\s*[:,=]\s*['"]?multipart/i);
    }
  });

  it('are kept where nothing else sends them: no body, no security scheme', () => {
    expect(names('listIncidents')).toEqual(['Content-Type', 'Authorization']);
  });
});

describe('a multipart upload with HTTP Basic', () => {
  const upload = buildModel('upload.json', {
    openapi: '3.0.3',
    info: {title: 'Upload', version: '1'},
    servers: [{url: 'https://api.example.org/v1'}],
    security: [{basicAuth: []}],
    components: {securitySchemes: {basicAuth: {type: 'http', scheme: 'basic'}}},
    paths: {
      '/assets': {
        post: {
          operationId: 'uploadAsset',
          requestBody: {
            content: {
              'multipart/form-data': {
                schema: {type: 'object', properties: {attachment: {type: 'string', format: 'binary'}}},
              },
            },
          },
          responses: {'201': {description: 'Created'}},
        },
      },
    },
  } as OpenApiDocument);

  const samples = samplesOf(upload);

  it('sends its credentials in every language, as the Authorization header the reader fills in', () => {
    for (const [language, code] of Object.entries(samples)) {
      expect(code, language).toContain('Basic {{base64 of API_USERNAME:API_PASSWORD}}');
    }
  });

  it('names each file part by its field in Java too', () => {
    expect(samples.java).toContain('.field("attachment", new File("/path/to/attachment"))');
    expect(samples.java).not.toContain('.field("file"');
  });

  it('sends an API key the query carries too', () => {
    const keyed = buildModel('upload.json', {
      ...(upload.root as OpenApiDocument),
      security: [{key: []}],
      components: {securitySchemes: {key: {type: 'apiKey', in: 'query', name: 'api_key'}}},
    } as OpenApiDocument);
    expect(samplesOf(keyed).curl).toContain('https://api.example.org/v1/assets?api_key={{API_KEY}}');
  });
});
