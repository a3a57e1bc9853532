/** Build-time pieces of the reference on the portal's own description: type labels, examples, code samples. */
import {chai, describe, expect, it} from 'vitest';
import {buildModel, loadSpec, schemaExample, type ApiOperation, type SpecModel} from '../model';
import type {Json} from '../../../tests/support/json';
import {PageContext} from '../render/context';
import {constraintNotes, typeLabel} from '../render/schema';
import {buildSampleRequest, renderCodeSamples} from '../render/samples/index';
import {envName} from '../render/samples/request';
import {missingEnvMessage} from '../render/samples/envCheck';
import {POSTMAN_VARIABLES, absoluteSiteLinks, runnableCollection} from '../postman';
import {codeBlock} from '../render/mdx';
import {codeSampleLanguages} from '../codeSampleLanguages';

const routes = {routeBase: '/docs/api/partner-api'};
const SITE = 'https://docs.gcm.example';
const gcm = await loadSpec('api/openapi.json', {allowExternalRefs: false});
const context = (model: SpecModel) => new PageContext(model, routes);
const find = (operationId: string): ApiOperation => gcm.operationById.get(operationId)!;

const tiny = buildModel('tiny.json', {
  openapi: '3.0.3',
  info: {title: 't', version: '1'},
  paths: {},
  components: {
    schemas: {
      Money: {
        type: 'object',
        required: ['amount'],
        properties: {
          amount: {type: 'integer', minimum: 1, example: 500},
          currency: {type: 'string', enum: ['USD', 'EUR']},
        },
      },
      Order: {
        type: 'object',
        properties: {
          lines: {type: 'array', items: {$ref: '#/components/schemas/Money'}},
          note: {type: 'string', nullable: true, maxLength: 10},
        },
      },
      Status: {type: 'string', enum: ['open', 'closed']},
    },
  },
});

describe('type labels and constraints', () => {
  it('links named schemas and says what an array holds', () => {
    const ctx = context(tiny);
    expect(typeLabel(ctx, {$ref: '#/components/schemas/Money'})).toBe(
      '<a href="/docs/api/partner-api/schemas/money"><code>Money</code></a>',
    );
    expect(typeLabel(ctx, {$ref: '#/components/schemas/Status'})).toBe(
      '<a href="/docs/api/partner-api/schemas/status"><code>Status</code></a> <span class="api-type">(string)</span>',
    );
    expect(typeLabel(ctx, {type: 'array', items: {type: 'string', format: 'uuid'}})).toBe(
      '<span class="api-type">array of</span> <span class="api-type">string (uuid)</span>',
    );
  });

  it('lists every constraint in words', () => {
    const ctx = context(tiny);
    expect(constraintNotes(ctx, {type: 'integer', minimum: 1, maximum: 9, default: 3})).toEqual([
      'Minimum: <code>1</code>',
      'Maximum: <code>9</code>',
      'Default: <code>3</code>',
    ]);
    expect(constraintNotes(ctx, {type: 'string', enum: ['a', 'b'], pattern: '^a$'})).toEqual([
      'One of: <code>a</code>, <code>b</code>',
      'Pattern: <code>^a$</code>',
    ]);
  });
});

describe('schemaExample', () => {
  it('composes an example from property examples and enums', () => {
    expect(schemaExample(tiny, {$ref: '#/components/schemas/Order'})).toEqual({
      lines: [{amount: 500, currency: 'USD'}],
      note: 'string',
    });
  });
});

describe('code samples', () => {
  it('builds the provisioning request: bearer and signing from the environment, a fresh idempotency key, the body once', () => {
    const ctx = context(gcm);
    const request = buildSampleRequest(ctx, find('ProvisionGiftCard'), 'GCM');
    expect(request.method).toBe('POST');
    expect(request.base).toEqual({env: 'GCM_API_BASE', default: 'https://sandbox.api.gcm.example'});
    expect(request.path + request.query).toBe('/v1/gift-cards');
    expect(request.bearer).toEqual({env: 'GCM_ACCESS_TOKEN'});
    expect(request.signing).toEqual({partnerId: {env: 'GCM_PARTNER_ID'}, secret: {env: 'GCM_SIGNING_SECRET'}});
    expect(request.idempotencyKey).toBe('Idempotency-Key');
    // Nothing computed at run time is taken from the description's examples.
    const names = request.headers.map((h) => h.name);
    for (const name of ['X-Partner-Id', 'X-Timestamp', 'X-Nonce', 'X-Signature', 'Idempotency-Key', 'Authorization'])
      expect(names).not.toContain(name);
    const media: Json = find('ProvisionGiftCard').requestBody?.content?.['application/json'];
    const firstExample = Object.values<{value: unknown}>(media.examples)[0].value;
    expect(request.body).toEqual({
      kind: 'text',
      contentType: 'application/json',
      text: JSON.stringify(firstExample, null, 2),
    });
    expect(request.env).toEqual(['GCM_API_BASE', 'GCM_ACCESS_TOKEN', 'GCM_PARTNER_ID', 'GCM_SIGNING_SECRET']);
  });

  it('fills path parameters and leaves unsigned operations unsigned', () => {
    const request = buildSampleRequest(context(gcm), find('GetBusinessDetails'), 'GCM');
    expect(request.path).toMatch(/^\/v1\/businesses\/biz_[A-Za-z0-9]+$/);
    expect(request.signing).toBeUndefined();
  });

  it('sends the token request form-encoded, with the client credentials in the body only', () => {
    const request = buildSampleRequest(context(gcm), find('OAuth2Authentication'), 'GCM');
    expect(request.basic).toBeUndefined();
    expect(request.bearer).toBeUndefined();
    expect(request.body?.kind).toBe('form');
    const fields = request.body?.kind === 'form' ? request.body.fields : [];
    expect(fields).toContainEqual({name: 'client_id', value: {env: 'GCM_CLIENT_ID'}});
    expect(fields).toContainEqual({name: 'client_secret', value: {env: 'GCM_CLIENT_SECRET'}});
  });

  it('generates all nine languages in the configured order, none with a fixed signature, timestamp or nonce', () => {
    const request = buildSampleRequest(context(gcm), find('VoidCard'), 'GCM');
    const samples = renderCodeSamples(request, codeSampleLanguages, 'Void a gift card');
    expect(samples.map((s) => s.language)).toEqual(codeSampleLanguages.map((l) => l.language));
    const signatureExamples = [
      ...JSON.stringify(gcm.root).matchAll(/"X-(?:Signature|Timestamp|Nonce)"[^}]*?"example":\s*"([^"]+)"/g),
    ].map((m) => m[1]);
    for (const sample of samples) {
      expect(sample.code, sample.language).toContain('/v1/gift-cards/');
      expect(sample.code, sample.language).toContain('GCM_SIGNING_SECRET');
      expect(sample.code, sample.language).toContain('GCM_ACCESS_TOKEN');
      for (const fixed of signatureExamples) expect(sample.code, sample.language).not.toContain(fixed);
    }
    expect(samples.find((s) => s.language === 'java')!.code).toContain('Unirest');
    expect(samples.find((s) => s.language === 'python')!.code).toContain('def sign_request(');
  });

  it('checks every variable it needs before anything else, naming a missing one, in all nine languages', () => {
    const request = buildSampleRequest(context(gcm), find('VoidCard'), 'GCM');
    const message = missingEnvMessage('NAME').split('NAME')[1];
    for (const sample of renderCodeSamples(request, codeSampleLanguages, 'Void a gift card')) {
      // What follows the header comment (which names the variables too).
      const program = sample.code.slice(sample.code.indexOf('Run: '));
      const check = program.indexOf(message);
      expect(check, sample.language).toBeGreaterThan(0);
      for (const name of ['GCM_ACCESS_TOKEN', 'GCM_PARTNER_ID', 'GCM_SIGNING_SECRET'])
        expect(program.indexOf(name), `${sample.language} ${name}`).toBeLessThan(check);
      expect(program.indexOf('GCM_API_BASE'), sample.language).toBeGreaterThan(check);
    }
  });
});

describe('codeBlock', () => {
  it('uses a fence longer than any backtick run in the code', () => {
    expect(codeBlock('md', 'T', 'a ``` b')).toBe('````md title="T"\na ``` b\n````');
  });

  it('keeps quotes and backticks out of the title, where they would end the title or the block', () => {
    expect(codeBlock('json', '200 OK: with `cursor` and "x"', '{}')).toBe(
      "```json title=\"200 OK: with 'cursor' and 'x'\"\n{}\n```",
    );
  });
});

describe('the Postman collection', () => {
  const request = (method: string, path: string[], header: {key: string; value: string}[] = []) => ({
    name: path.join('/'),
    request: {method, url: {host: ['{{baseUrl}}'], path}, header, auth: {type: 'oauth2'}},
  });

  it('signs signed requests in a pre-request script, with every credential a variable', () => {
    const fixed = [
      {key: 'X-Partner-Id', value: 'ptn_8Fq3Zk1Lw9Xc'},
      {key: 'X-Timestamp', value: '1728921912'},
      {key: 'X-Nonce', value: 'c9a1f0d2'},
      {key: 'Idempotency-Key', value: '3f1c9e2a'},
    ];
    const collection: Json = runnableCollection(
      gcm,
      {item: [{item: [request('POST', ['v1', 'gift-cards'], fixed), request('GET', ['v1', 'businesses'])]}]},
      'https://sandbox.api.gcm.example',
      SITE,
    );
    const [provision, search] = collection.item[0].item.map((item: {request: unknown}) => item.request);
    expect(provision.header).toEqual([
      {key: 'Idempotency-Key', value: '{{$guid}}'},
      {key: 'X-Partner-Id', value: '{{partnerId}}'},
      {key: 'X-Timestamp', value: ''},
      {key: 'X-Nonce', value: ''},
      {key: 'X-Signature', value: ''},
    ]);
    expect(provision.auth).toBeUndefined();
    expect(search.header).toEqual([]);
    expect(collection.auth.bearer[0].value).toBe('{{accessToken}}');
    expect(collection.event[0].script.exec.join('\n')).toContain('CryptoJS.HmacSHA256(stringToSign');
    expect(collection.variable.map((v: {key: string}) => v.key)).toEqual(Object.keys(POSTMAN_VARIABLES));
    expect(JSON.stringify(collection)).not.toMatch(/1728921912|c9a1f0d2|ptn_8Fq3Zk1Lw9Xc/);
  });

  it('links the site’s pages by absolute URL, since relative links lead nowhere in Postman', () => {
    expect(
      absoluteSiteLinks(
        'See the [guide](/docs/introduction#rate-limits), [RFC 9457](https://www.rfc-editor.org/rfc/rfc9457) and [x](//cdn.example/x).',
        `${SITE}/`,
      ),
    ).toBe(
      `See the [guide](${SITE}/docs/introduction#rate-limits), [RFC 9457](https://www.rfc-editor.org/rfc/rfc9457) and [x](//cdn.example/x).`,
    );
    const collection: Json = runnableCollection(
      gcm,
      {
        info: {name: 'GCM API', description: {content: 'Start with the [introduction](/docs/introduction).'}},
        item: [{...request('GET', ['v1', 'businesses']), description: 'Read [paging](/docs/introduction#pagination).'}],
      },
      'https://sandbox.api.gcm.example',
      SITE,
    );
    expect(collection.info.description.content).toBe(`Start with the [introduction](${SITE}/docs/introduction).`);
    expect(collection.item[0].description).toBe(`Read [paging](${SITE}/docs/introduction#pagination).`);
  });

  it('gives the collection the same ids at every build, different for every item', () => {
    const converted = () => ({
      info: {_postman_id: crypto.randomUUID(), name: 'GCM API'},
      item: [
        {
          id: crypto.randomUUID(),
          name: 'Gift cards',
          item: [
            {...request('GET', ['v1', 'businesses']), id: crypto.randomUUID(), name: 'Search', response: []},
            {
              ...request('POST', ['v1', 'gift-cards']),
              id: crypto.randomUUID(),
              name: 'Provision',
              response: [
                {id: crypto.randomUUID(), name: 'Created'},
                {id: crypto.randomUUID(), name: 'Created'},
              ],
            },
          ],
        },
      ],
    });
    const ids = (collection: Json) =>
      JSON.stringify(collection).match(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g);
    const first = ids(runnableCollection(gcm, converted(), 'https://sandbox.api.gcm.example', SITE))!;
    expect(first).toHaveLength(6);
    expect(ids(runnableCollection(gcm, converted(), 'https://sandbox.api.gcm.example', SITE))).toEqual(first);
    expect(new Set(first).size).toBe(first.length);
    for (const id of first) expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  const tokenRequest = () => {
    const token = request('POST', ['v1', 'oauth2', 'token']);
    Object.assign(token.request, {
      body: {
        mode: 'urlencoded',
        urlencoded: [
          {key: 'client_id', value: 'cli_sbx_1'},
          {key: 'client_secret', value: 's'},
        ],
      },
    });
    return token;
  };

  it('sends the token request credentials in the form body only', () => {
    const collection: Json = runnableCollection(gcm, {item: [tokenRequest()]}, 'https://sandbox.api.gcm.example', SITE);
    const sent = collection.item[0].request;
    expect(sent.auth).toEqual({type: 'noauth'});
    expect(sent.body.urlencoded).toEqual([
      {key: 'client_id', value: '{{clientId}}'},
      {key: 'client_secret', value: '{{clientSecret}}'},
    ]);
  });

  it('stores the token the token request gets as accessToken, the bearer token of the requests after it', () => {
    const collection: Json = runnableCollection(
      gcm,
      {item: [tokenRequest(), request('GET', ['v1', 'businesses'])]},
      'https://sandbox.api.gcm.example',
      SITE,
    );
    const [token, search] = collection.item;
    expect(search.event).toBeUndefined();
    expect(token.event).toHaveLength(1);
    expect(token.event[0].listen).toBe('test');
    expect(collection.auth.bearer[0].value).toBe('{{accessToken}}');
    expect(collection.variable.find((v: Json) => v.key === 'accessToken').value).toBe('');
    // Run the script as Postman would, on the description's own token response.
    const media: Json = find('OAuth2Authentication').responses['200'].content?.['application/json'];
    const issued = Object.values<{value: Json}>(media.examples)[0].value;
    const stored = new Map<string, unknown>();
    const pm = {
      test: (_name: string, assertions: () => void) => assertions(),
      expect: chai.expect,
      response: {json: () => issued},
      collectionVariables: {set: (key: string, value: unknown) => stored.set(key, value)},
    };
    new Function('pm', token.event[0].script.exec.join('\n'))(pm);
    expect(stored.get('accessToken')).toBe(issued.access_token);
    expect(issued.access_token).toEqual(expect.any(String));
  });
});

describe('signature helpers', () => {
  it('send the signing headers of the request they check, computed at run time, and sign nothing', () => {
    const request = buildSampleRequest(context(gcm), find('HmacProvisioningSignature'), 'GCM');
    expect(request.signing).toBeUndefined();
    expect(request.signingHeaders).toEqual({partnerId: {env: 'GCM_PARTNER_ID'}});
    const [python] = renderCodeSamples(request, codeSampleLanguages, 'helper');
    expect(python.code).toContain('headers["X-Timestamp"] = str(int(time.time()))');
    expect(python.code).not.toContain('X-Signature');
  });
});

describe('JSON bodies in code samples', () => {
  it("send null as JSON null in every language (no generator placeholder such as Ruby's __RUBY#%0NULL__)", () => {
    const op = find('GenerateIFramesEndpoint');
    const request = buildSampleRequest(context(gcm), op, 'GCM');
    expect(request.body?.kind === 'text' && request.body.text).toContain('null');
    for (const sample of renderCodeSamples(request, codeSampleLanguages, 'iframes')) {
      expect(sample.code, sample.language).not.toMatch(/__RUBY|NULL__/);
      // C# doubles the quotes of its verbatim string.
      expect(sample.code, sample.language).toMatch(/"{1,2}categoryId"{1,2}: null/);
    }
  });
});

describe('environment variable names', () => {
  it('prefix each name once', () => {
    expect(envName('GCM', 'API_BASE')).toBe('GCM_API_BASE');
    expect(envName('GCM', 'X-Partner-Id')).toBe('GCM_X_PARTNER_ID');
    expect(envName('API', 'API_BASE')).toBe('API_BASE');
    expect(envName('API', 'api_key')).toBe('API_KEY');
  });
});
