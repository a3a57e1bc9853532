/** Lenient mode is one rule: every problem with a reading is a warning at its place, and the page is built. */
import {mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {formatProblem, loadSpec, ProblemError, type MediaTypeObject} from '../model';
import {mediaExamples} from '../model/examples';
import {repairStructure} from '../model/repairs';
import {readLeniently, readSwagger2} from '../model/readings';

const FILE = 'tests/fixtures/openapi/lenient/wrong-types.yaml';

/** Writes a description's lines to a file of its own (`name`), runs `use` on its path, then removes it. */
async function withSpecFile(name: string, lines: string[], use: (file: string) => Promise<void>): Promise<void> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'lenient-'));
  try {
    const file = path.join(dir, name);
    writeFileSync(file, lines.join('\n'));
    await use(file);
  } finally {
    rmSync(dir, {recursive: true, force: true});
  }
}

describe('a $ref that names nothing', () => {
  it('is read as if it were not there, and the one rule reads what is left', async () => {
    const file = 'tests/fixtures/openapi/lenient/dangling-refs.yaml';
    const model = await loadSpec(file, {mode: 'lenient'});
    const refs = model.warnings.filter((w) => w.rule === 'no-unresolved-refs').map(formatProblem);
    expect(refs.map((w) => w.replace(/ does not resolve.*$/, ''))).toEqual([
      `${file}:11:11: $ref "#/components/parameters/Missing"`,
      `${file}:26:19: $ref "#/components/schemas/SignHashDocument"`,
      `${file}:35:11: $ref "#/components/responses/NotFound"`,
      `${file}:44:11: $ref "#/components/schemas/OfflineAttributes"`,
    ]);
    for (const warning of refs) expect(warning).toMatch(/: read as if it were not there \[no-unresolved-refs\]$/);
    const [create] = model.operations;
    // The parameter that was only a $ref has no name: left out. The response keeps its status.
    expect(create.parameters.map((p) => p.name)).toEqual(['draft']);
    expect(Object.keys(create.responses)).toEqual(['201', '404']);
    // A schema that was only a $ref allows any value.
    const envelope = model.schemas.find((s) => s.name === 'Envelope')!.schema as Record<
      string,
      Record<string, unknown>
    >;
    expect(envelope.properties.offline).toEqual({});
  });
});

describe('structural problems with a reading', () => {
  it('are warnings with file:line:col and their rule, and the description is read as a renderer would', async () => {
    const model = await loadSpec(FILE, {mode: 'lenient'});
    const warnings = model.warnings.map(formatProblem);
    const at = (line: number, text: string) =>
      expect(warnings).toContainEqual(expect.stringMatching(new RegExp(`^${FILE}:${line}:\\d+: .*${text}`)));
    at(3, 'The field `title` must be present.*read as `title: ""` \\[struct\\]');
    at(5, 'Expected type `string` but got `integer`.*ignored \\[struct\\]');
    at(10, 'Expected type `string` but got `integer`.*ignored \\[struct\\]');
    at(11, 'Expected type `array` but got `string`.*ignored \\[struct\\]');
    at(13, 'The field `name` must be present.*the object is left out \\[struct\\]');
    at(17, '`in` can be one of the following only.*ignored \\[struct\\]');
    at(20, 'Must contain at least one of the following fields: schema, content.*read as `schema: \\{\\}` \\[struct\\]');
    at(23, 'The field `description` must be present.*read as `description: ""` \\[struct\\]');
    at(30, 'ignored \\[struct\\]');
    at(39, 'The field `type` must be present.*the object is left out \\[struct\\]');
    at(45, 'Expected type `array` but got `string`.*ignored \\[struct\\]');
    at(
      50,
      '`exclusiveMinimum: true` is the OpenAPI 3.0 form in a 3.1 description: read as `exclusiveMinimum: 0` \\[exclusive-minimum-3.0\\]',
    );
    at(54, '`exclusiveMaximum: false` is the OpenAPI 3.0 form.*ignored.*\\[exclusive-maximum-3.0\\]');
    at(57, 'Expected type `integer` but got `string`.*ignored \\[struct\\]');

    // Every operation is there, with what could be read of it.
    expect(model.operations.map((op) => op.operationId)).toEqual(['listThings', 'createThing']);
    const list = model.operations[0];
    expect(list.parameters.map((p) => p.name)).toEqual(['cursor']);
    const thing = model.schemas.find((s) => s.name === 'Thing')!.schema as Record<string, Record<string, unknown>>;
    expect(thing.properties.size).toEqual({type: 'integer', exclusiveMinimum: 0});
    expect(thing.properties.weight).toEqual({type: 'number', maximum: 10});
    expect(thing.required).toBeUndefined();
  });

  it('stop the build in strict mode, at the same places', async () => {
    const error = await loadSpec(FILE, {mode: 'strict'}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProblemError);
    // The other version's forms are read before the structure is checked, and refused first.
    expect((error as ProblemError).problems.map((p) => `${p.line}:${p.rule}`)).toEqual([
      '50:exclusive-minimum-3.0',
      '54:exclusive-maximum-3.0',
    ]);
  });

  it('leave the file’s own object as it was', async () => {
    const root = {a: [1, 2, 3], b: {c: 'x'}};
    const {repairs} = repairStructure(root, [
      {pointer: '#/a/0', message: 'Expected type `string` but got `integer`.'},
      {pointer: '#/a/2', message: 'Expected type `string` but got `integer`.'},
      {pointer: '#/b', message: 'The field `description` must be present on this level.'},
      {pointer: '#/b/c', message: 'Expected type `integer` but got `string`.'},
    ]);
    expect(repairs.map((r) => r.reading)).toEqual(['ignored', 'ignored', 'read as `description: ""`', 'ignored']);
    expect(root).toEqual({a: [2], b: {description: ''}});
  });

  it('have no reading at the document’s root', () => {
    const {unread} = repairStructure({}, [{pointer: '#', message: 'Expected type `Root` (object) but got `array`'}]);
    expect(unread).toHaveLength(1);
  });
});

describe('null where a value is expected', () => {
  it('is read as absent in the structure, and kept in data and extensions', () => {
    const doc = {
      swagger: '2.0',
      info: {title: 'Nulls', version: '1', description: null},
      tags: [{name: 'a'}, null],
      definitions: {
        Pet: {type: 'object', example: null, default: null, enum: [null], properties: {name: null, age: {type: null}}},
      },
      'x-meta': {kept: null},
    };
    expect(readSwagger2(doc).map((finding) => `${finding.pointer} ${finding.rule}`)).toEqual([
      '#/info/description null-value',
      '#/tags/1 null-value',
      '#/definitions/Pet/properties/name null-value',
      '#/definitions/Pet/properties/age/type null-value',
    ]);
    expect(doc).toEqual({
      swagger: '2.0',
      info: {title: 'Nulls', version: '1'},
      tags: [{name: 'a'}],
      definitions: {Pet: {type: 'object', example: null, default: null, enum: [null], properties: {age: {}}}},
      'x-meta': {kept: null},
    });
  });
});

describe('a list of types in a Swagger 2.0 schema', () => {
  it('is read as 3.1 means it, with nullable as 2.0 says it, before the structure is checked', () => {
    const doc = {
      swagger: '2.0',
      info: {title: 'Types', version: '1'},
      paths: {
        '/pets': {
          get: {responses: {'200': {description: 'ok', schema: {type: ['null', 'object'], properties: {}}}}},
        },
      },
      definitions: {
        Pet: {
          type: 'object',
          properties: {
            name: {type: ['null', 'string']},
            tags: {type: ['string', 'array', 'null']},
            age: {type: 'integer'},
          },
        },
      },
    };
    expect(readSwagger2(doc).map((finding) => `${finding.pointer} ${finding.message}`)).toEqual([
      '#/paths/~1pets/get/responses/200/schema/type `type: [null, object]` is the OpenAPI 3.1 form in a Swagger 2.0 description: read as `type: object` with `x-nullable: true`',
      '#/definitions/Pet/properties/name/type `type: [null, string]` is the OpenAPI 3.1 form in a Swagger 2.0 description: read as `type: string` with `x-nullable: true`',
      '#/definitions/Pet/properties/tags/type `type: [string, array, null]` is the OpenAPI 3.1 form in a Swagger 2.0 description: read as any type with `x-nullable: true`',
    ]);
    expect(doc.definitions.Pet.properties).toEqual({
      name: {type: 'string', 'x-nullable': true},
      tags: {'x-nullable': true},
      age: {type: 'integer'},
    });
  });

  it('gives the field its type in the reference, with one warning and no other', async () => {
    const lines = [
      'swagger: "2.0"',
      'info: {title: Types, version: "1"}',
      'paths:',
      '  /pets:',
      '    get:',
      '      responses:',
      '        "200": {description: ok, schema: {$ref: "#/definitions/Pet"}}',
      'definitions:',
      '  Pet:',
      '    type: object',
      '    properties:',
      '      name: {type: ["null", "string"]}',
    ];
    await withSpecFile('swagger.yaml', lines, async (file) => {
      const model = await loadSpec(file, {mode: 'lenient'});
      expect(model.warnings.map((w) => `${w.line}:${w.col} ${w.rule}`)).toEqual(['12:14 type-array-3.1']);
      const pet = model.schemas.find((s) => s.name === 'Pet')!.schema as {properties: Record<string, unknown>};
      expect(pet.properties.name).toEqual({type: 'string', nullable: true});
    });
  });
});

describe('a schema keyword on a 3.x parameter or header', () => {
  const lines = [
    'openapi: 3.0.3',
    'info: {title: Keywords, version: "1"}',
    'paths:',
    '  /tickets:',
    '    get:',
    '      operationId: listTickets',
    '      parameters:',
    '        - name: status',
    '          in: query',
    '          schema: {type: string, default: closed}',
    '          enum: [open, closed]',
    '          default: open',
    '        - name: X-Limit',
    '          in: header',
    '          type: integer',
    '          maximum: 100',
    '        - $ref: "#/components/parameters/Page"',
    '      responses:',
    '        "200":',
    '          description: ok',
    '          headers:',
    '            Expires: {type: string, format: date-time}',
    '          content:',
    '            application/json:',
    '              schema: {$ref: "#/components/schemas/Ticket"}',
    'components:',
    '  parameters:',
    '    Page: {name: page, in: query, schema: {type: integer}, minimum: 1}',
    '  schemas:',
    '    Ticket:',
    '      type: object',
    '      properties:',
    '        parameters:',
    '          type: object',
    '          properties: {type: {type: string}, enum: {type: string}}',
  ];

  it('is read as its schema’s, the schema winning where both say, with a warning at each; a field of that name is not one', async () => {
    await withSpecFile('openapi.yaml', lines, async (file) => {
      const model = await loadSpec(file, {mode: 'lenient'});
      expect(model.warnings.map((w) => `${w.line}:${w.col} ${w.rule}`)).toEqual([
        '11:11 schema-keyword-on-parameter',
        '12:11 schema-keyword-on-parameter',
        '15:11 schema-keyword-on-parameter',
        '16:11 schema-keyword-on-parameter',
        '22:23 schema-keyword-on-parameter',
        '22:37 schema-keyword-on-parameter',
        '28:60 schema-keyword-on-parameter',
      ]);
      expect(model.warnings[0].message).toBe(
        "`enum` beside the parameter's `schema` is Swagger 2.0's form: read as the schema's",
      );
      const [list] = model.operations;
      expect(list.parameters.map((p) => [p.name, p.schema])).toEqual([
        ['status', {type: 'string', default: 'closed', enum: ['open', 'closed']}],
        ['X-Limit', {type: 'integer', maximum: 100}],
        ['page', {type: 'integer', minimum: 1}],
      ]);
      expect(model.resolve(list.responses['200'])).toMatchObject({
        headers: {Expires: {schema: {type: 'string', format: 'date-time'}}},
      });
      const ticket = model.schemas.find((s) => s.name === 'Ticket')!.schema;
      expect(ticket).toMatchObject({properties: {parameters: {properties: {type: {type: 'string'}}}}});
      const error = await loadSpec(file, {mode: 'strict'}).catch((e: unknown) => e);
      expect((error as ProblemError).problems.map((p) => p.line)).toEqual([11, 12, 15, 16, 22, 22, 28]);
    });
  });
});

describe('a pattern between slashes', () => {
  it('is read without them when an anchor inside says it is a regular expression literal', () => {
    const doc = {
      swagger: '2.0',
      info: {title: 'Patterns', version: '1'},
      paths: {},
      definitions: {
        Payer: {
          type: 'object',
          properties: {
            cpf: {type: 'string', pattern: '/^\\d{11}$/'},
            code: {type: 'string', pattern: '/^[A-Z]+/i'},
            path: {type: 'string', pattern: '/api/'},
            plain: {type: 'string', pattern: '^\\d+$'},
          },
        },
      },
    };
    expect(readSwagger2(doc).map((finding) => `${finding.pointer} ${finding.rule}`)).toEqual([
      '#/definitions/Payer/properties/cpf/pattern pattern-delimiters',
      '#/definitions/Payer/properties/code/pattern pattern-delimiters',
    ]);
    expect(Object.values(doc.definitions.Payer.properties).map((p) => p.pattern)).toEqual([
      '^\\d{11}$',
      '^[A-Z]+',
      '/api/',
      '^\\d+$',
    ]);
  });
});

describe('nullable in a 3.1 description', () => {
  it('is read as 3.1 says it: null among the types, or a union of the $ref and null', () => {
    const doc = {
      openapi: '3.1.0',
      info: {title: 'Nullable', version: '1'},
      paths: {},
      components: {
        schemas: {
          Account: {
            type: 'object',
            properties: {
              name: {type: 'string', nullable: true},
              tags: {type: ['array', 'null'], nullable: true, items: {type: 'string'}},
              created: {$ref: '#/components/schemas/Date', nullable: true, description: 'When.'},
              other: {allOf: [{$ref: '#/components/schemas/Date'}], nullable: true},
              kept: {type: 'string', nullable: false},
            },
          },
          Date: {type: 'string', format: 'date'},
        },
      },
    };
    expect(
      readLeniently(doc).map((finding) => `${finding.rule} ${finding.message.replace(/^.*description: /, '')}`),
    ).toEqual([
      'nullable-3.0 read as `type: [string, null]`',
      'nullable-3.0 read as `type: [array, null]`',
      'nullable-3.0 read as a union of its `$ref` and null',
      'nullable-3.0 ignored',
      'nullable-3.0 ignored',
    ]);
    expect(doc.components.schemas.Account.properties).toEqual({
      name: {type: ['string', 'null']},
      tags: {type: ['array', 'null'], items: {type: 'string'}},
      created: {anyOf: [{$ref: '#/components/schemas/Date'}, {type: 'null'}], description: 'When.'},
      other: {allOf: [{$ref: '#/components/schemas/Date'}]},
      kept: {type: 'string'},
    });
  });
});

describe('the schema of a streamed body that describes one item', () => {
  const lines = [
    'openapi: 3.1.0',
    'info: {title: Streams, version: "1"}',
    'paths:',
    '  /chat:',
    '    post:',
    '      operationId: chat',
    '      responses:',
    '        "200":',
    '          description: ok',
    '          content:',
    '            text/event-stream:',
    '              schema: {$ref: "#/components/schemas/Chunk"}',
    '            application/jsonl:',
    '              schema: {type: array, items: {$ref: "#/components/schemas/Chunk"}}',
    '            application/json-seq:',
    '              schema: {type: string}',
    '  /log:',
    '    get:',
    '      operationId: log',
    '      responses:',
    '        "200":',
    '          description: ok',
    '          content:',
    '            text/event-stream:',
    '              schema: {type: object, properties: {line: {type: string}}}',
    '              example: "data: {\\"line\\": \\"one\\"}\\n\\n"',
    'components:',
    '  schemas:',
    '    Chunk: {type: object, properties: {delta: {type: string, example: Hi}}}',
  ];

  it('is read as its itemSchema (a list’s items), with a warning; a schema of text stays the stream’s', async () => {
    await withSpecFile('openapi.yaml', lines, async (file) => {
      const model = await loadSpec(file, {mode: 'lenient'});
      expect(model.warnings.map((w) => `${w.line}:${w.col} ${w.rule}`)).toEqual([
        '12:15 stream-schema-as-items',
        '14:15 stream-schema-as-items',
        '25:15 stream-schema-as-items',
      ]);
      expect(model.warnings[0].message).toBe(
        'the `schema` of this streamed body (text/event-stream) describes one item, not the stream (text): read as its `itemSchema`',
      );
      const [chat, log] = model.operations;
      const content = (model.resolve(chat.responses['200']) as {content: Record<string, object>}).content;
      expect(content['text/event-stream']).toEqual({itemSchema: {$ref: '#/components/schemas/Chunk'}});
      expect(content['application/jsonl']).toEqual({itemSchema: {$ref: '#/components/schemas/Chunk'}});
      expect(content['application/json-seq']).toEqual({schema: {type: 'string'}});
      const sse = mediaExamples(model, content['text/event-stream'] as MediaTypeObject, 'text/event-stream');
      expect(sse).toEqual([{title: '', value: 'data: {"delta":"Hi"}\n\ndata: {"delta":"Hi"}\n\n'}]);
      // An example written as the bytes sent is shown as written, not framed again.
      const logged = (model.resolve(log.responses['200']) as {content: Record<string, MediaTypeObject>}).content;
      expect(mediaExamples(model, logged['text/event-stream'], 'text/event-stream')).toEqual([
        {title: '', value: 'data: {"line": "one"}\n\n'},
      ]);
      const error = await loadSpec(file, {mode: 'strict'}).catch((e: unknown) => e);
      expect((error as ProblemError).problems.map((p) => p.rule)).toEqual(Array(3).fill('stream-schema-as-items'));
    });
  });
});

describe('an entry of a Swagger 2.0 produces or consumes that is no media type', () => {
  it('is left out with a warning at its place, a media type with parameters kept', () => {
    const doc = {
      swagger: '2.0',
      info: {title: 'Types', version: '1'},
      produces: ['application/json'],
      paths: {
        '/login': {
          post: {
            produces: ['application/json', 'Header:', 'Set-Cookie'],
            consumes: ['application/x-www-form-urlencoded; charset=utf-8'],
            responses: {'200': {description: 'ok'}},
          },
        },
      },
    };
    expect(readSwagger2(doc).map((finding) => `${finding.pointer} ${finding.rule}`)).toEqual([
      '#/paths/~1login/post/produces/1 not-a-media-type',
      '#/paths/~1login/post/produces/2 not-a-media-type',
    ]);
    expect(doc.paths['/login'].post.produces).toEqual(['application/json']);
    expect(doc.paths['/login'].post.consumes).toEqual(['application/x-www-form-urlencoded; charset=utf-8']);
  });
});

describe('an x-webhooks entry written as a callback', () => {
  it('is read as the webhook’s path item, with a warning at its expression', async () => {
    const text = [
      'openapi: 3.0.3',
      'info: {title: Hooks, version: "1"}',
      'paths: {}',
      'x-webhooks:',
      '  inbound-sms:',
      '    post: {summary: Inbound SMS, responses: {"200": {description: ok}}}',
      '  delivery-receipt:',
      '    "{$request.body#/callback}":',
      '      post: {summary: Delivery receipt, responses: {"200": {description: ok}}}',
    ].join('\n');
    const model = await loadSpec('hooks.yaml', {text, mode: 'lenient'});
    expect(model.warnings.map((w) => `${w.line}:${w.col} ${w.rule}`)).toEqual(['8:5 x-webhooks-callback']);
    expect(model.webhooks.map((hook) => `${hook.path}: ${hook.title}`)).toEqual([
      'inbound-sms: Inbound SMS',
      'delivery-receipt: Delivery receipt',
    ]);
  });
});

describe('properties beside a list’s items', () => {
  it('are left out with a warning: the list is its items', () => {
    const doc = {
      openapi: '3.0.0',
      info: {title: 'Lists', version: '1'},
      paths: {},
      components: {
        schemas: {
          Messages: {
            type: 'array',
            items: {type: 'object', properties: {to: {type: 'string'}}},
            properties: {count: {type: 'integer', xml: {attribute: true}}},
            required: ['count'],
          },
          Plain: {type: 'object', properties: {items: {type: 'array', items: {type: 'string'}}}},
        },
      },
    };
    expect(readLeniently(doc).map((finding) => `${finding.pointer} ${finding.rule}`)).toEqual([
      '#/components/schemas/Messages/properties properties-on-array',
    ]);
    expect(doc.components.schemas.Messages).toEqual({
      type: 'array',
      items: {type: 'object', properties: {to: {type: 'string'}}},
    });
  });
});
