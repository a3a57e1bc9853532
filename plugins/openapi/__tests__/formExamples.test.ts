/** A form body's example is shown as sent, its fields encoded, as the sample sends it; not as JSON. */
import {describe, expect, it} from 'vitest';
import {buildModel, mediaExamples, type MediaTypeObject, type OpenApiDocument} from '../model';
import {sampleRequestOf, samplesOf} from '../../../tests/support/samples';

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

describe('a form body’s sample', () => {
  it('sends the fields its example shows, a list as its field repeated', () => {
    const example = {grant_type: 'refresh_token', scope: ['read', 'write']};
    const described = buildModel('tokens.json', {
      openapi: '3.0.3',
      info: {title: 'Tokens', version: '1'},
      servers: [{url: 'https://auth.example.com'}],
      paths: {
        '/token': {
          post: {
            operationId: 'token',
            requestBody: {content: {[form]: {schema: {type: 'object'}, example}}},
            responses: {'200': {description: 'OK'}},
          },
        },
      },
    } as OpenApiDocument);
    const op = described.operations[0];
    expect(sampleRequestOf(described, op).body).toEqual({
      kind: 'form',
      fields: [
        {name: 'grant_type', value: 'refresh_token'},
        {name: 'scope', value: 'read'},
        {name: 'scope', value: 'write'},
      ],
    });
    const shown = mediaExamples(described, op.requestBody?.content?.[form], form)[0].value;
    expect(shown).toBe('grant_type=refresh_token&scope=read&scope=write');
    // Every language writes the fields as pairs: a map or a dict would keep one `scope`.
    const pairs: Record<string, RegExp> = {
      curl: /scope=\$\(urlencode 'read'\)&scope=\$\(urlencode 'write'\)/,
      python: /\("scope", "read"\),\n\s+\("scope", "write"\)/,
      nodejs: /\['scope', 'read'\],\n\s+\['scope', 'write'\]/,
      php: /\['scope', 'read'\],\n\s+\['scope', 'write'\]/,
      ruby: /\['scope', 'read'\],\n\s+\['scope', 'write'\]/,
      go: /form\.Add\("scope", "read"\)\n\s+form\.Add\("scope", "write"\)/,
      java: /form\.add\(new String\[\] \{"scope", "read"\}\);\n\s+form\.add\(new String\[\] \{"scope", "write"\}\);/,
      csharp: /KeyValuePair<string, string>\("scope", "read"\), new KeyValuePair<string, string>\("scope", "write"\)/,
      powershell:
        /'scope=' \+ \[uri\]::EscapeDataString\('read'\)\), \('scope=' \+ \[uri\]::EscapeDataString\('write'\)/,
    };
    const samples = samplesOf(described, op);
    expect(Object.keys(samples).sort()).toEqual(Object.keys(pairs).sort());
    for (const [language, code] of Object.entries(samples)) expect(code, language).toMatch(pairs[language]);
  });
});
