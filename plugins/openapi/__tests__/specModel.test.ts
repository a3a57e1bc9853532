/** The spec model: loading, validation with `file:line:col` problems, groups and page slugs. */
import {mkdtempSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {loadSpec, operationSlug, schemaSlug, slugify, ProblemError, type SpecModel} from '../model';
import type {Json} from '../../../tests/support/json';

const FIXTURES = 'tests/fixtures/openapi';
const zoo = await loadSpec(`${FIXTURES}/constructs-3.0.yaml`);
const feed = await loadSpec(`${FIXTURES}/constructs-3.1.json`);

async function problemsOf(file: string, options: {allowExternalRefs?: boolean} = {}): Promise<string[]> {
  try {
    await loadSpec(file, options);
  } catch (error) {
    if (error instanceof ProblemError) return error.message.split('\n');
    throw error;
  }
  return [];
}

function scratchFile(name: string, text: string): string {
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'spec-')), name);
  writeFileSync(file, text);
  return file;
}

const ids = (model: SpecModel) => model.operations.map((op) => op.id);

describe('slugs (one formula for every page id and link)', () => {
  it('kebab-cases names as DECISIONS.md fixes them', () => {
    expect(slugify('OAuth2Authentication')).toBe('o-auth-2-authentication');
    expect(slugify('GenerateIFramesEndpoint')).toBe('generate-i-frames-endpoint');
    expect(slugify('CreateRedemptionUIAuthorizationToken')).toBe('create-redemption-ui-authorization-token');
    expect(slugify('iFrames')).toBe('i-frames');
    expect(slugify('GCM API')).toBe('gcm-api');
  });

  it('gives an operation without an operationId a slug from its method and path', () => {
    expect(operationSlug({method: 'put', path: '/animals/{animalId}/photo'})).toBe('put-animals-animal-id-photo');
    expect(ids(zoo)).toContain('put-animals-animal-id-photo');
  });

  it('names schema pages by the lower-cased key, whatever their title says', () => {
    expect(schemaSlug('StringStringIEnumerableKeyValuePair')).toBe('stringstringienumerablekeyvaluepair');
    expect(schemaSlug('api.v2010.account')).toBe('api-v2010-account');
    const dog = zoo.schemas.find((s) => s.name === 'Dog')!;
    expect((dog.schema as Json).title).toBe('A dog');
    expect(dog.id).toBe('schemas/dog');
    expect(zoo.schemas.find((s) => s.name === 'Error')!.id).toBe('schemas/error');
  });

  it('tells apart pages that would share a slug', async () => {
    const file = scratchFile(
      'clash.json',
      JSON.stringify({
        openapi: '3.0.3',
        info: {title: 'Pets', version: '1'},
        tags: [{name: 'Pets'}],
        paths: {
          '/a': {get: {operationId: 'pets', tags: ['Pets'], responses: {'200': {description: 'ok'}}}},
          '/b': {get: {operationId: 'Pets', tags: ['Pets'], responses: {'200': {description: 'ok'}}}},
        },
        components: {schemas: {Pet: {type: 'object'}, pet: {type: 'string'}}},
      }),
    );
    const model = await loadSpec(file);
    expect(model.infoId).toBe('pets');
    expect(ids(model)).toEqual(['pets-2', 'pets-3']);
    expect(model.groups.map((g) => g.id)).toEqual(['pets-4']);
    expect(model.schemas.map((s) => s.id)).toEqual(['schemas/pet', 'schemas/pet-2']);
  });
});

describe('the model of a description', () => {
  it('groups operations by declared tag, then undeclared tags, then untagged ones', () => {
    expect(zoo.groups.map((g) => [g.label, g.declared, g.operations.map((op) => op.id)])).toEqual([
      ['Animals', true, ['list-animals', 'create-animal', 'get-animal']],
      // A declared tag no operation uses is a section of prose, in its place, when it has a description…
      ['Declared but unused', true, []],
      ['Undeclared tag', false, ['get-animal', 'put-animals-animal-id-photo']],
      ['Other operations', false, ['delete-animal', 'upload-records', 'get-tree']],
    ]);
    // …and nothing at all without one.
    expect(zoo.groups.some((g) => g.name === 'Unused and empty')).toBe(false);
  });

  it('calls the only group "Operations" when no operation has a tag', () => {
    expect(feed.groups.map((g) => [g.label, g.id, g.operations.length])).toEqual([['Operations', 'operations', 1]]);
  });

  it('merges path-level parameters and servers into each operation', () => {
    const list = zoo.operations.find((op) => op.id === 'list-animals')!;
    expect(list.parameters.map((p) => `${p.in}:${p.name}`)).toEqual([
      'header:X-Tenant',
      'query:kind',
      'query:legacyFilter',
      'query:filter',
    ]);
    expect(list.servers[0].url).toBe('https://animals.zoo.example/v2');
    expect(zoo.operations.find((op) => op.id === 'get-tree')!.servers[0].url).toBe('https://{region}.zoo.example/v2');
  });

  it('marks deprecated operations and reads their security', () => {
    const remove = zoo.operations.find((op) => op.id === 'delete-animal')!;
    expect(remove.deprecated).toBe(true);
    expect(remove.security).toEqual([{apiKey: []}]);
    expect(zoo.operations.find((op) => op.id === 'get-tree')!.security).toEqual([]);
  });

  it('reads 3.1 webhooks as requests the reader receives, each with a page', () => {
    expect(feed.version).toBe('3.1');
    expect(feed.webhooks.map((hook) => [hook.kind, hook.method, hook.path, hook.id])).toEqual([
      ['webhook', 'post', 'animalBorn', 'webhooks/animal-born'],
      ['webhook', 'post', 'feedingTime', 'webhooks/feeding-time'],
    ]);
    expect(feed.operationById.get('animalBorn')?.title).toBe('An animal was born');
  });

  it('knows where every part of the description is', () => {
    const where = zoo.locate('#/paths/~1trees/get');
    expect(where).toMatchObject({file: `${FIXTURES}/constructs-3.0.yaml`});
    expect(where.line).toBeGreaterThan(100);
  });
});

describe('a description that cannot be built stops with file:line:col, never a stack trace', () => {
  const cases: [string, RegExp][] = [
    [
      'invalid-json.json',
      /^tests\/fixtures\/openapi\/bad\/invalid-json\.json:5:1: invalid JSON: expected a property name/,
    ],
    ['invalid-yaml.yaml', /^tests\/fixtures\/openapi\/bad\/invalid-yaml\.yaml:9:5: invalid YAML: /],
    [
      'circular-ref.json',
      /^tests\/fixtures\/openapi\/bad\/circular-ref\.json:19:\d+: circular \$ref with nothing to show: #\/components\/schemas\/A → #\/components\/schemas\/B → #\/components\/schemas\/A/,
    ],
    // Read leniently by build:reference; refused where every problem stops the build.
    [
      'lenient/duplicate-operation-id.yaml',
      /^tests\/fixtures\/openapi\/lenient\/duplicate-operation-id\.yaml:14:7: duplicate operationId "getThing"/,
    ],
    [
      'sunset-not-a-date.json',
      /^tests\/fixtures\/openapi\/bad\/sunset-not-a-date\.json:13:13: x-sunset must be a date written YYYY-MM-DD, such as "2025-10-31" \(found "31 October 2025"\) \[sunset\]$/,
    ],
  ];
  for (const [file, expected] of cases) {
    it(file, async () => {
      const problems = await problemsOf(`${FIXTURES}/${file.includes('/') ? file : `bad/${file}`}`);
      expect(problems).toHaveLength(1);
      expect(problems[0]).toMatch(expected);
      expect(problems[0]).not.toMatch(/\n\s+at /);
    });
  }

  it('refuses each $ref that names nothing, at its place (lenient mode reads them as if they were not there)', async () => {
    const problems = await problemsOf(`${FIXTURES}/lenient/dangling-refs.yaml`);
    const at = (place: string, ref: string) =>
      `${FIXTURES}/lenient/dangling-refs.yaml:${place}: $ref "#/components/${ref}" does not resolve`;
    expect(
      problems.map((problem) => problem.replace(/: nothing is defined at that location \[no-unresolved-refs\]$/, '')),
    ).toEqual([
      at('11:11', 'parameters/Missing'),
      at('26:19', 'schemas/SignHashDocument'),
      at('35:11', 'responses/NotFound'),
      at('44:11', 'schemas/OfflineAttributes'),
    ]);
  });

  it('refuses a reference to another file where the description must be one file', async () => {
    const problems = await problemsOf(`${FIXTURES}/bad/external-ref.json`, {allowExternalRefs: false});
    expect(problems).toEqual([
      `${FIXTURES}/bad/external-ref.json:8:39: $ref "responses.json#/Ok" points outside the file; this description must be self-contained (use #/components/…) [external-ref]`,
    ]);
  });

  it('bundles references to other files where they are allowed', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'multi-'));
    writeFileSync(path.join(dir, 'responses.json'), JSON.stringify({Ok: {description: 'Fine.'}}));
    writeFileSync(
      path.join(dir, 'api.json'),
      JSON.stringify({
        openapi: '3.0.3',
        info: {title: 'Multi', version: '1'},
        paths: {'/x': {get: {operationId: 'x', responses: {'200': {$ref: 'responses.json#/Ok'}}}}},
      }),
    );
    const model = await loadSpec(path.join(dir, 'api.json'));
    expect(model.operations[0].responses['200'].description).toBe('Fine.');
  });

  it('names what is not Swagger 2.0, OpenAPI 3.0, 3.1 or 3.2', async () => {
    expect(await problemsOf(scratchFile('s.yaml', 'swagger: "1.2"\ninfo: {title: t, version: "1"}\n'))).toEqual([
      expect.stringMatching(
        /s\.yaml:1:1: Swagger 1\.2 is not supported: the reference reads Swagger 2\.0, OpenAPI 3\.0\.x, 3\.1\.x and 3\.2\.x \[openapi-version\]$/,
      ),
    ]);
    expect(await problemsOf(scratchFile('v.json', '{"openapi": "4.0.0", "info": {}}'))).toEqual([
      expect.stringMatching(/v\.json:1:2: OpenAPI 4\.0\.0 is not supported/),
    ]);
    expect(await problemsOf('tests/fixtures/openapi/bad/no-such-file.json')).toEqual([
      'tests/fixtures/openapi/bad/no-such-file.json:1:1: cannot read the API description (ENOENT) [unreadable-file]',
    ]);
  });

  it('reports structural errors, and only warns about what the reference can ignore', async () => {
    const broken = scratchFile(
      'b.json',
      JSON.stringify(
        {openapi: '3.0.3', info: {title: 't', version: '1'}, paths: {'/a': {get: {responses: []}}}},
        null,
        2,
      ),
    );
    expect((await problemsOf(broken))[0]).toMatch(
      /b\.json:\d+:\d+: Expected type `Responses` \(object\) but got `array`/,
    );
    const lenient = scratchFile(
      'l.json',
      JSON.stringify(
        {
          openapi: '3.0.3',
          info: {title: 't', version: '1', 'x-logo': 'not an object'},
          paths: {
            '/a': {
              get: {
                responses: {
                  '200': {
                    description: 'ok',
                    content: {'application/json': {schema: {nullable: true, unknownKeyword: 1}}},
                  },
                },
              },
            },
          },
        },
        null,
        2,
      ),
    );
    const model = await loadSpec(lenient);
    expect(model.warnings.map((w) => w.message)).toEqual([
      'Expected type `Logo` (object) but got `string`',
      'The `type` field must be defined when the `nullable` field is used.',
      'Property `unknownKeyword` is not expected here.',
    ]);
  });
});

describe('the error-code catalogue (x-error-codes)', () => {
  const spec = (codeProperty: object) =>
    JSON.stringify(
      {
        openapi: '3.0.3',
        info: {title: 'Zoo', version: '1'},
        paths: {},
        components: {schemas: {Problem: {type: 'object', properties: {code: {type: 'string', ...codeProperty}}}}},
      },
      null,
      2,
    );

  it('reads every code with its status, meaning and action, and claims the errors page', async () => {
    const model = await loadSpec(
      scratchFile(
        'ok.json',
        spec({enum: ['a'], 'x-error-codes': [{code: 'a', status: 409, meaning: 'Clash.', action: 'Retry.'}]}),
      ),
    );
    expect(model.errorCatalogue?.property).toBe('code');
    expect(model.errorCatalogue?.codes).toEqual([{code: 'a', status: 409, meaning: 'Clash.', action: 'Retry.'}]);
    expect(model.errorsId).toBe('errors');
  });

  it('stops at the enum when a code has no entry, and at the entry when it is malformed', async () => {
    const file = scratchFile(
      'bad.json',
      spec({enum: ['a', 'b'], 'x-error-codes': [{code: 'a', status: 'oops', meaning: 'x', action: 'y'}]}),
    );
    const problems = await problemsOf(file);
    expect(problems).toContainEqual(expect.stringMatching(/bad\.json:\d+:\d+: x-error-codes: `status` of a must be/));
    expect(problems).toContainEqual(
      expect.stringMatching(/bad\.json:\d+:\d+: error codes without an x-error-codes entry: a, b/),
    );
  });

  it('the portal description lists each code of Problem.code once', async () => {
    const portal = await loadSpec('api/openapi.json');
    const codes = portal.errorCatalogue!.codes.map((entry) => entry.code);
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes).toEqual((portal.root as Json).components.schemas.Problem.properties.code.enum);
  });
});

describe('authentication, decided once per operation', () => {
  it('the portal: the token request sends nothing but its form credentials, helpers a token, the rest a signature', async () => {
    const portal = await loadSpec('api/openapi.json');
    const kinds = Object.fromEntries(portal.operations.map((op) => [op.operationId, op.auth.kind]));
    expect(kinds.OAuth2Authentication).toBe('none');
    expect(portal.operationById.get('OAuth2Authentication')!.auth.requirement).toEqual({});
    expect(kinds.SearchForBusinesses).toBe('bearer');
    expect(kinds.ProvisionGiftCard).toBe('signed');
    const provision = portal.operationById.get('ProvisionGiftCard')!.auth;
    expect(provision).toMatchObject({bearer: true, signed: true, signingHeaders: false, basic: false, apiKeys: []});
    // A signature helper takes the signing headers as parameters and is not signed itself.
    const helper = portal.operationById.get('HmacProvisioningSignature')!.auth;
    expect(helper).toMatchObject({kind: 'bearer', signed: false, signingHeaders: true});
    expect(portal.securitySchemes.get('HmacSignature')).toMatchObject({type: 'apiKey', name: 'X-Signature'});
  });

  it('API keys and operations without security', () => {
    expect(zoo.operationById.get('listAnimals')!.auth).toMatchObject({
      kind: 'other',
      apiKeys: [{name: 'X-Zoo-Key', in: 'header'}],
    });
    expect(zoo.operationById.get('getTree')!.auth.kind).toBe('none');
  });
});
