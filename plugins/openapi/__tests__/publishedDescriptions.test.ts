/** Descriptions as they are published: Swagger 2.0, mistakes with one reading, Redoc-style links. */
import {mkdtempSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {formatProblem, getByPointer, loadSpec, ProblemError, type Problem} from '../model';
import {readLeniently} from '../model/readings';
import {convertSwagger2} from '../model/swagger2';
import {createLinkResolver} from '../model/links';
import {renderInfoPage} from '../render/infoPage';
import {warningSummary} from '../../../scripts/build-reference';

const LENIENT = 'tests/fixtures/openapi/lenient';

const shown = (problems: Problem[]) => problems.map(formatProblem);

async function refusal(file: string): Promise<string[]> {
  try {
    await loadSpec(file);
  } catch (error) {
    if (error instanceof ProblemError) return shown(error.problems);
    throw error;
  }
  throw new Error(`${file} was not refused`);
}

describe('mistakes with one reading', () => {
  it('reads each as meant, and says where and by which rule', () => {
    const root = {
      openapi: '3.0.3',
      paths: {
        '/a': {get: {operationId: 'same'}},
        '/b': {get: {operationId: 'same'}},
      },
      components: {
        parameters: {P: {name: 'p', in: 'query', schema: {type: 'string', format: 'uuid'}}},
        schemas: {
          S: {
            type: 'object',
            properties: {
              n: {type: 'integer', exclusiveMinimum: 5, minimum: 1},
              m: {type: 'integer', exclusiveMaximum: 10, maximum: 3},
              r: {type: 'string', required: true},
              o: {type: 'string', required: false},
              p: {$ref: '#/components/parameters/P'},
            },
          },
        },
      },
    };
    const findings = readLeniently(root);
    expect(findings.map((f) => [f.rule, f.pointer])).toEqual([
      ['duplicate-operation-id', '#/paths/~1b/get/operationId'],
      // A schema's own findings come before its members'.
      ['property-required-boolean', '#/components/schemas/S/properties/r/required'],
      ['property-required-boolean', '#/components/schemas/S/properties/o/required'],
      ['exclusive-minimum-3.1', '#/components/schemas/S/properties/n/exclusiveMinimum'],
      ['exclusive-maximum-3.1', '#/components/schemas/S/properties/m/exclusiveMaximum'],
      ['schema-ref-not-schema', '#/components/schemas/S/properties/p/$ref'],
    ]);
    const s = root.components.schemas.S;
    // Greater than 5 (the stricter bound); at most 3 (the inclusive one is stricter than < 10).
    expect(s.properties.n).toEqual({type: 'integer', minimum: 5, exclusiveMinimum: true});
    expect(s.properties.m).toEqual({type: 'integer', maximum: 3, exclusiveMaximum: false});
    expect((s as {required?: string[]}).required).toEqual(['r']);
    expect(s.properties.o).toEqual({type: 'string'});
    expect(s.properties.p.$ref).toBe('#/components/parameters/P/schema');
  });

  it('leaves a 3.1 description’s numeric bounds alone', () => {
    const root = {openapi: '3.1.0', components: {schemas: {S: {type: 'integer', exclusiveMinimum: 0}}}};
    expect(readLeniently(root)).toEqual([]);
    expect(root.components.schemas.S.exclusiveMinimum).toBe(0);
  });

  it('warns in lenient mode and refuses in strict mode, at the same place', async () => {
    const file = `${LENIENT}/property-required-boolean.yaml`;
    const model = await loadSpec(file, {mode: 'lenient'});
    expect(shown(model.warnings)).toEqual([
      expect.stringMatching(
        /^tests\/fixtures\/openapi\/lenient\/property-required-boolean\.yaml:24:11: `required: true` on property "name".* \[property-required-boolean\]$/,
      ),
    ]);
    expect((model.schemas[0].schema as {required?: string[]}).required).toEqual(['name']);
    expect(await refusal(file)).toEqual(shown(model.warnings));
  });

  it('gives duplicated operationIds their own pages from the one slug formula', async () => {
    const model = await loadSpec(`${LENIENT}/duplicate-operation-id.yaml`, {mode: 'lenient'});
    expect(model.operations.map((op) => op.id)).toEqual(['get-thing', 'get-thing-2']);
    expect(model.operationById.get('getThing')?.path).toBe('/a');
  });

  it('reports a $ref to the wrong kind of object at the $ref, in either mode', async () => {
    await expect(loadSpec('tests/fixtures/openapi/bad/ref-wrong-kind.yaml', {mode: 'lenient'})).rejects.toThrow(
      /ref-wrong-kind\.yaml:10:17: \$ref "#\/components\/schemas\/Pet" names the wrong kind of object here/,
    );
  });
});

describe('a security scheme with a field of another type of scheme', () => {
  // Webex Contact Center (tests/corpus/webex-contact-center.json) gives its `http` scheme `in: header`.
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'scheme-')), 'schemes.json');
  writeFileSync(
    file,
    JSON.stringify(
      {
        openapi: '3.0.0',
        info: {title: 't', version: '1'},
        paths: {
          '/a': {get: {operationId: 'a', security: [{ci: []}, {key: []}], responses: {'200': {description: 'ok'}}}},
        },
        components: {
          securitySchemes: {
            ci: {type: 'http', in: 'header', scheme: 'bearer'},
            key: {type: 'apiKey', in: 'header', name: 'X-Key', bearerFormat: 'JWT', flows: {}},
          },
        },
      },
      null,
      2,
    ),
  );

  it('is a warning, and read as absent', async () => {
    const model = await loadSpec(file, {mode: 'lenient'});
    expect(model.warnings.map((w) => [w.rule, w.message])).toEqual([
      ['struct', 'The field `in` is not allowed here.'],
      ['struct', 'The field `bearerFormat` is not allowed here.'],
      ['struct', 'The field `flows` is not allowed here.'],
    ]);
    const page = renderInfoPage(model, [], '/api');
    expect(page).toContain('Type: `http` · Scheme: `bearer`\n');
    expect(page).toContain('Type: `apiKey` · Header: `X-Key`\n');
    expect(page).not.toContain('Format: `JWT`');
    // Like an unknown keyword, a tolerated structural slip, in either mode.
    expect((await loadSpec(file, {mode: 'strict'})).warnings).toHaveLength(3);
  });
});

describe('Swagger 2.0', () => {
  it('reads a response that is a file as binary data, which 3.x writes so', async () => {
    const {root} = await convertSwagger2({
      swagger: '2.0',
      info: {title: 't', version: '1'},
      produces: ['application/octet-stream'],
      paths: {'/export': {get: {responses: {'200': {description: 'ok', schema: {type: 'file'}}}}}},
    });
    expect(getByPointer(root, '#/paths/~1export/get/responses/200/content/application~1octet-stream/schema')).toEqual({
      type: 'string',
      format: 'binary',
    });
  });

  it('maps converted pointers back into the 2.0 file', async () => {
    const source = {
      swagger: '2.0',
      info: {title: 't', version: '1'},
      paths: {
        '/p': {
          post: {
            consumes: ['multipart/form-data'],
            parameters: [
              {name: 'caption', in: 'formData', type: 'string'},
              {name: 'q', in: 'query', type: 'array', items: {type: 'string'}},
            ],
            responses: {'200': {description: 'ok', schema: {$ref: '#/definitions/D'}}},
          },
          put: {
            parameters: [{name: 'body', in: 'body', schema: {type: 'object', properties: {a: {type: 'string'}}}}],
            responses: {'204': {description: 'ok'}},
          },
        },
      },
      definitions: {D: {type: 'object', properties: {x: {type: 'integer'}}}},
    };
    const {root, toSource} = await convertSwagger2(source);
    expect(getByPointer(root, '#/paths/~1p/post/parameters/0/name')).toBe('q');
    const cases: [string, string][] = [
      ['#/components/schemas/D/properties/x', '#/definitions/D/properties/x'],
      // The query parameter moved from index 1 to 0 when the form field left the list.
      ['#/paths/~1p/post/parameters/0/schema/items', '#/paths/~1p/post/parameters/1/items'],
      [
        '#/paths/~1p/post/requestBody/content/multipart~1form-data/schema/properties/caption',
        '#/paths/~1p/post/parameters/0',
      ],
      [
        '#/paths/~1p/put/requestBody/content/application~1json/schema/properties/a',
        '#/paths/~1p/put/parameters/0/schema/properties/a',
      ],
      ['#/paths/~1p/post/responses/200/content/application~1json/schema', '#/paths/~1p/post/responses/200/schema'],
      ['#/servers/0/url', '#/host'],
    ];
    for (const [converted, original] of cases) expect([converted, toSource(converted)]).toEqual([converted, original]);
  });

  it('reports a dangling $ref at its line in the 2.0 file, as written there', async () => {
    expect(await refusal('tests/fixtures/openapi/lenient/swagger2-dangling-ref.yaml')).toEqual([
      'tests/fixtures/openapi/lenient/swagger2-dangling-ref.yaml:13:13: $ref "#/definitions/Missing" does not resolve: nothing is defined at that location [no-unresolved-refs]',
    ]);
  });
});

describe('Redoc-style links', () => {
  const resolve = createLinkResolver({
    infoId: 'pet-store',
    title: 'Pet store',
    description: '# Introduction\n\n## Getting started\n\n```md\n## Not a heading\n```\n\n### Rate limits & quotas\n',
    operationById: new Map([['listPets', {id: 'list-pets'}]]),
    operationByRoute: new Map([
      ['GET /pets', {id: 'list-pets'}],
      ['GET /pets/{petId}', {id: 'get-pet'}],
    ]),
    groups: [
      {name: 'Pet Owners', id: 'pet-owners', label: 'Pet owners', description: '## Pet owners\n\n## Households'},
    ],
    schemaByRef: new Map([['#/components/schemas/Pet', {id: 'schemas/pet'}]]),
  });

  it('go to the page and anchor they name', () => {
    expect(resolve('#operation/listPets')).toEqual({page: 'list-pets'});
    expect(resolve('#tag/Pet-Owners')).toEqual({page: 'pet-owners'});
    expect(resolve('#tag/Pet%20Owners/operation/listPets')).toEqual({page: 'list-pets'});
    expect(resolve('#section/Getting-started')).toEqual({page: 'pet-store', anchor: 'getting-started'});
    expect(resolve('#section/Getting-started/Rate-limits-and-quotas')).toEqual({
      page: 'pet-store',
      anchor: 'rate-limits--quotas',
    });
    // A heading of a tag's description, on the tag's page (whose title already took `pet-owners`).
    expect(resolve('#section/Households')).toEqual({page: 'pet-owners', anchor: 'households'});
    expect(resolve('#section/Pet-owners')).toEqual({page: 'pet-owners', anchor: 'pet-owners-1'});
    // A level-1 heading is moved down a level, with an anchor (render/safeMdx.ts).
    expect(resolve('#section/Introduction')).toEqual({page: 'pet-store', anchor: 'introduction'});
    expect(resolve('#/components/schemas/Pet')).toEqual({page: 'schemas/pet'});
    expect(resolve('#/definitions/Pet')).toEqual({page: 'schemas/pet'});
    // Scalar's links name an operation by its method and path.
    expect(resolve('#tag/Pet-Owners/GET/pets')).toEqual({page: 'list-pets'});
    expect(resolve('#tag/Pet-Owners/get/pets/%7BpetId%7D')).toEqual({page: 'get-pet'});
  });

  it('name nothing when their target is missing (headings in code do not count)', () => {
    for (const href of ['#operation/nope', '#tag/Cats', '#section/Not-a-heading', '#/definitions/Cat']) {
      expect([href, resolve(href)]).toEqual([href, null]);
    }
  });

  it('that name nothing are warned at their description', async () => {
    const model = await loadSpec(`${LENIENT}/redoc-links.yaml`, {mode: 'lenient'});
    expect(shown(model.warnings.filter((warning) => warning.rule === 'unresolved-link'))).toEqual([
      'tests/fixtures/openapi/lenient/redoc-links.yaml:5:3: link "#operation/noSuchOperation" names no page or section of this reference: shown as text [unresolved-link]',
      // An HTML link and a Markdown reference definition are links as well.
      'tests/fixtures/openapi/lenient/redoc-links.yaml:5:3: link "#tag/Cats" names no page or section of this reference: shown as text [unresolved-link]',
      'tests/fixtures/openapi/lenient/redoc-links.yaml:5:3: link "#section/Nowhere" names no page or section of this reference: shown as text [unresolved-link]',
    ]);
    expect(model.linkTarget('https://example.com')).toBeUndefined();
  });
});

it('build:reference sums the warnings by rule, most first', () => {
  expect(
    warningSummary({'exclusive-minimum-3.1': 1, 'duplicate-operation-id': 5, 'property-required-boolean': 1}),
  ).toBe('build:reference: 7 warnings: duplicate-operation-id 5, exclusive-minimum-3.1 1, property-required-boolean 1');
  expect(warningSummary({})).toBe('build:reference: 0 warnings');
});

describe('a server variable whose default is empty', () => {
  it('shows it as the empty string, not as a pair of backticks', async () => {
    const model = await loadSpec('galaxy.json', {
      text: JSON.stringify({
        openapi: '3.1.0',
        info: {title: 'Galaxy', version: '1'},
        servers: [
          {url: 'https://{host}/{path}', variables: {host: {default: 'galaxy.scalar.com'}, path: {default: ''}}},
        ],
        paths: {},
      }),
    });
    const page = renderInfoPage(model, [], '/api');
    expect(page).toContain('`path`: default `""`');
    expect(page).not.toContain('``');
  });
});
