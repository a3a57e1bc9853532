/**
 * Recursion and depth: a schema that contains itself, whatever the path (a field, array items,
 * `allOf`, `oneOf`/`anyOf`, a map, `not`, `prefixItems`, other schemas, a `$ref` into another
 * schema, a YAML alias), is shown once and then linked; nesting hundreds of levels deep
 * collapses with a note; examples stop at the recursion; and pages stay of bounded size
 * however a description loops or nests.
 */
import {describe, expect, it} from 'vitest';
import {buildModel, loadSpec, mergeAllOf, schemaExample, schemaParts, type SpecModel} from '../model';
import {createResolver} from '../model/refs';
import {MAX_FIELD_DEPTH} from '../render/schema';
import {sampleRequestOf} from '../../../tests/support/samples';
import {computeSchemaUsage} from '../render/usage';
import {renderReference} from '../generate';
import {renderSite, SITE_OPTIONS} from './renderMdx';
import type {Json} from '../../../tests/support/json';

const ROUTE = SITE_OPTIONS.routeBase;
const ref = (name: string) => ({$ref: `#/components/schemas/${name}`});
const json = (schema: Json) => ({'application/json': {schema}});

/** A description with an operation `POST /<name>` sending and returning each schema. */
function api(schemas: Json, paths: Json = {}): Json {
  const operations: Json = {};
  for (const name of Object.keys(schemas)) {
    operations[`/${name.toLowerCase()}`] = {
      post: {
        operationId: `send${name}`,
        requestBody: {content: json(ref(name))},
        responses: {'200': {description: 'OK', content: json(ref(name))}},
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: {title: 'Loops', version: '1'},
    paths: {...operations, ...paths},
    components: {schemas},
  };
}

/** Text content, tags dropped and whitespace collapsed. */
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .replace(/ ([.,:;)])/g, '$1');
const count = (html: string, needle: string) => html.split(needle).length - 1;
const recursiveLink = (href: string, name: string) => `Recursive: see <a href="${href}"><code>${name}</code></a>.`;

const loops = buildModel(
  'loops.json',
  api(
    {
      Direct: {
        type: 'object',
        required: ['child'],
        properties: {name: {type: 'string'}, child: ref('Direct')},
      },
      Items: {type: 'object', properties: {label: {type: 'string'}, children: {type: 'array', items: ref('Items')}}},
      AllOfSelf: {allOf: [ref('AllOfSelf'), {type: 'object', properties: {x: {type: 'string'}}}]},
      AllOfField: {
        type: 'object',
        properties: {id: {type: 'string'}, next: {allOf: [ref('AllOfField')], description: 'The next one.'}},
      },
      OneOf: {
        oneOf: [{type: 'string'}, {type: 'object', title: 'Wrapped', properties: {inner: ref('OneOf')}}],
      },
      AnyOf: {anyOf: [ref('AnyOf'), {type: 'string'}]},
      Map: {type: 'object', additionalProperties: ref('Map')},
      Not: {type: 'object', properties: {a: {type: 'string'}, unlike: {not: ref('Not')}}},
      Prefix: {type: 'array', prefixItems: [ref('Prefix'), {type: 'string'}]},
      A: {type: 'object', required: ['b'], properties: {b: ref('B')}},
      B: {type: 'object', required: ['a'], properties: {a: ref('A'), note: {type: 'string'}}},
      Inner: {
        type: 'object',
        properties: {
          wrap: {
            type: 'object',
            properties: {again: {$ref: '#/components/schemas/Inner/properties/wrap'}, size: {type: 'integer'}},
          },
        },
      },
      Defs: {
        type: 'object',
        properties: {tree: {$ref: '#/components/schemas/Defs/$defs/Tree'}},
        $defs: {
          Tree: {
            type: 'object',
            properties: {kids: {type: 'array', items: {$ref: '#/components/schemas/Defs/$defs/Tree'}}},
          },
        },
      },
      Nullable: {
        type: 'object',
        required: ['next'],
        properties: {next: {anyOf: [ref('Nullable'), {type: 'null'}]}},
      },
      Point: {type: 'object', properties: {x: {type: 'number'}, y: {type: 'number'}}},
      Segment: {
        type: 'object',
        properties: {from: ref('Point'), to: ref('Point'), label: {type: 'object', properties: {at: ref('Point')}}},
      },
      Animal: {type: 'object', properties: {name: {type: 'string'}}},
      Dog: {allOf: [ref('Animal'), {type: 'object', properties: {parent: ref('Animal')}}]},
    },
    {
      '/inline': {
        post: {
          operationId: 'sendInline',
          requestBody: {
            content: json({
              type: 'object',
              properties: {
                title: {type: 'string'},
                parent: {$ref: '#/paths/~1inline/post/requestBody/content/application~1json/schema'},
              },
            }),
          },
          responses: {'204': {description: 'Done'}},
        },
      },
    },
  ),
);
const pages = await renderSite(loops);
const page = (file: string) => {
  const html = pages.get(file);
  if (html === undefined) throw new Error(`no page ${file}`);
  return html;
};

describe('a schema that contains itself is shown once, then linked', () => {
  it('directly: the field links to its schema page, on the operation page and on its own', () => {
    for (const file of ['send-direct.mdx', 'schemas/direct.mdx']) {
      const html = page(file);
      expect(html).toContain(recursiveLink(`${ROUTE}/schemas/direct`, 'Direct'));
      expect(count(html, 'Recursive: see')).toBe(1);
    }
    expect(page('send-direct.mdx')).toContain('id="request.child"');
    expect(page('send-direct.mdx')).not.toContain('id="request.child.name"');
  });

  it('through array items, a map and a oneOf/anyOf variant', () => {
    expect(page('schemas/items.mdx')).toContain(recursiveLink(`${ROUTE}/schemas/items`, 'Items'));
    expect(page('schemas/map.mdx')).toContain(recursiveLink(`${ROUTE}/schemas/map`, 'Map'));
    const oneOf = page('schemas/oneof.mdx');
    expect(text(oneOf)).toContain('Exactly one of these 2 shapes');
    expect(oneOf).toContain('id="Wrapped.inner"');
    expect(oneOf).toContain(recursiveLink(`${ROUTE}/schemas/oneof`, 'OneOf'));
    const anyOf = page('schemas/anyof.mdx');
    expect(anyOf).toContain(recursiveLink(`${ROUTE}/schemas/anyof`, 'AnyOf'));
    expect(text(anyOf)).toContain('Option 2 (string)');
  });

  it('through allOf: the schema itself as a part, and a field that is an allOf of its parent', () => {
    const self = page('schemas/allofself.mdx');
    expect(self).toContain('id="x"');
    expect(count(self, 'id="x')).toBe(1);
    const field = page('schemas/alloffield.mdx');
    expect(field).toContain('id="next"');
    expect(field).toContain(recursiveLink(`${ROUTE}/schemas/alloffield`, 'AllOfField'));
    expect(field).not.toContain('id="next.id"');
  });

  it('through not and prefixItems: named by a link, never expanded', () => {
    expect(text(page('schemas/not.mdx'))).toContain('Must not be Not');
    expect(text(page('schemas/prefix.mdx'))).toContain('array');
  });

  it('through other schemas (A → B → A)', () => {
    const html = page('send-a.mdx');
    expect(html).toContain('id="request.b.a"');
    expect(html).toContain(recursiveLink(`${ROUTE}/schemas/a`, 'A'));
    expect(html).not.toContain('id="request.b.a.b"');
  });

  it('through a $ref into another schema (a property, $defs): linked to where it is first shown', () => {
    const inner = page('schemas/inner.mdx');
    expect(inner).toContain('id="wrap.again"');
    expect(inner).toContain(recursiveLink('#wrap', 'wrap'));
    expect(inner).not.toContain('id="wrap.again.size"');
    const defs = page('schemas/defs.mdx');
    expect(defs).toContain('id="tree.kids"');
    expect(defs).toContain(recursiveLink('#tree', 'tree'));
  });

  it('through an inline body: linked to the top of its section', () => {
    const html = page('send-inline.mdx');
    expect(html).toContain('id="request.parent"');
    expect(html).toContain(recursiveLink('#request', 'the request body'));
  });

  it('does not call a schema recursive because it is used twice, or is a part of its parent', () => {
    const segment = page('send-segment.mdx');
    for (const id of ['from.x', 'to.y', 'label.at.x']) expect(segment).toContain(`id="request.${id}"`);
    expect(segment).not.toContain('Recursive');
    const dog = page('schemas/dog.mdx');
    expect(dog).toContain('id="parent.name"');
    expect(dog).not.toContain('Recursive');
  });
});

describe('examples stop at the recursion', () => {
  const example = (name: string) => schemaExample(loops, ref(name));

  it('leaves out an optional recursive field, and gives an empty object or list where one is needed', () => {
    expect(example('Direct')).toEqual({name: 'string', child: {}});
    expect(example('Items')).toEqual({label: 'string', children: []});
    expect(example('Map')).toEqual({});
    expect(example('A')).toEqual({b: {a: {}, note: 'string'}});
    expect(example('B')).toEqual({a: {b: {}}, note: 'string'});
    expect(example('AllOfField')).toEqual({id: 'string'});
    expect(example('Inner')).toEqual({wrap: {size: 0}});
    expect(example('Defs')).toEqual({tree: {kids: []}});
    expect(example('Prefix')).toEqual([]);
  });

  it('takes the first variant that is not the schema again, and null where null is allowed', () => {
    expect(example('AnyOf')).toBe('string');
    expect(example('OneOf')).toBe('string');
    expect(example('Nullable')).toEqual({next: null});
  });

  it('sends those examples in the code samples', () => {
    const op = loops.operationById.get('sendDirect')!;
    const request = sampleRequestOf(loops, op);
    expect(request.body?.kind === 'text' && JSON.parse(request.body.text)).toEqual({name: 'string', child: {}});
  });

  it('ends on schemas that are their own descendants, whatever the model', () => {
    const node: Json = {type: 'object', required: ['self'], properties: {}};
    node.properties.self = node;
    node.properties.list = {type: 'array', items: node};
    const whole: Json = {allOf: [{type: 'object', properties: {n: {type: 'integer'}}}]};
    whole.allOf.push(whole);
    const lookup = {resolve: createResolver({}), schemaByRef: new Map()};
    expect(schemaExample(lookup, node)).toEqual({self: {}, list: []});
    expect(mergeAllOf(lookup, whole)?.properties).toEqual({n: {type: 'integer'}});
    expect(schemaParts(lookup, whole)).toEqual([whole, whole.allOf[0]]);
  });
});

describe('a YAML alias inside its own anchor', () => {
  it('is read as a $ref to the anchor, and renders as any recursive schema does', async () => {
    const yaml = [
      'openapi: 3.0.3',
      'info: {title: Alias, version: "1"}',
      'paths:',
      '  /nodes:',
      '    post:',
      '      operationId: addNode',
      '      requestBody:',
      '        content:',
      '          application/json:',
      '            schema: &node',
      '              type: object',
      '              properties:',
      '                name: {type: string}',
      '                child: *node',
      '      responses:',
      '        "204": {description: Done}',
    ].join('\n');
    const model = await loadSpec('alias.yaml', {text: yaml});
    const body = model.operations[0].requestBody?.content?.['application/json']?.schema;
    expect(body).toMatchObject({
      properties: {child: {$ref: '#/paths/~1nodes/post/requestBody/content/application~1json/schema'}},
    });
    const html = (await renderSite(model)).get('add-node.mdx')!;
    expect(html).toContain(recursiveLink('#request', 'the request body'));
  });
});

describe('YAML aliases of aliases', () => {
  const laughs = (levels: number) =>
    [
      'openapi: 3.0.3',
      'info: {title: Laughs, version: "1"}',
      'paths: {}',
      'components:',
      '  schemas:',
      '    L0: &l0 {type: object, properties: {x: {type: string}}}',
      ...Array.from(
        {length: levels},
        (_, n) => `    L${n + 1}: &l${n + 1} {allOf: [${Array(10).fill(`*l${n}`).join(', ')}]}`,
      ),
    ].join('\n');

  it('are refused at the first alias when they repeat the description many times over (a "billion laughs")', async () => {
    const started = Date.now();
    await expect(loadSpec('laughs.yaml', {text: laughs(8)})).rejects.toThrow(
      /^laughs\.yaml:7:22: YAML aliases repeat this description's 24 objects and lists until it would be read as 358,024,694: too many to read .* \[yaml-aliases\]$/,
    );
    // Counted once per object, not per time it is repeated.
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('that repeat a few parts, as writers reuse them, are read', async () => {
    const model = await loadSpec('reuse.yaml', {text: laughs(2), mode: 'lenient'});
    expect(model.schemas.map((schema) => schema.name)).toEqual(['L0', 'L1', 'L2']);
  });
});

describe('depth and size stay bounded', () => {
  /** `{properties: {a: {properties: {a: …}}}}`, `levels` deep. */
  const nested = (levels: number): Json => {
    let schema: Json = {type: 'string'};
    for (let i = 0; i < levels; i += 1) schema = {type: 'object', properties: {a: schema}};
    return schema;
  };
  const arrays = (levels: number): Json => {
    let schema: Json = {type: 'object', properties: {leaf: {type: 'string'}}};
    for (let i = 0; i < levels; i += 1) schema = {type: 'array', items: schema};
    return schema;
  };
  const allOfs = (levels: number): Json => {
    let schema: Json = {type: 'object', properties: {leaf: {type: 'string'}}};
    for (let i = 0; i < levels; i += 1) schema = {allOf: [schema, {properties: {[`f${i}`]: {type: 'string'}}}]};
    return schema;
  };
  /** The size of every page of a model, by file. */
  const sizes = (model: SpecModel) => {
    const {files} = renderReference(model, SITE_OPTIONS);
    return new Map([...files].filter(([file]) => file.endsWith('.mdx')).map(([file, mdx]) => [file, mdx.length]));
  };

  it('renders 200 levels of fields, arrays and allOf, collapsing past the deepest shown with a note', () => {
    const model = buildModel(
      'deep.json',
      api(
        {Deep: nested(200), Arrays: arrays(200), Parts: allOfs(200), Holder: {properties: {deep: ref('Deep')}}},
        {
          '/inline': {
            post: {
              operationId: 'sendInline',
              requestBody: {content: json(nested(200))},
              responses: {'200': {description: 'OK', content: json({type: 'object', properties: {x: ref('Holder')}})}},
            },
          },
        },
      ),
    );
    const {files} = renderReference(model, SITE_OPTIONS);
    const inline = files.get('send-inline.mdx')!;
    expect(inline).toContain(`Nested deeper than ${MAX_FIELD_DEPTH} levels: not shown.`);
    expect(inline).toContain(`id="request.${Array(MAX_FIELD_DEPTH).fill('a').join('.')}"`);
    expect(inline).not.toContain(
      `id="request.${Array(MAX_FIELD_DEPTH + 1)
        .fill('a')
        .join('.')}"`,
    );
    // Deep inside Holder inside the response, Deep's own page shows more: the note links it.
    expect(inline).toContain(`Nested deeper than ${MAX_FIELD_DEPTH} levels: see <a href="${ROUTE}/schemas/deep">`);
    expect(files.get('schemas/parts.mdx')).toContain('id="f199"');
    for (const [file, size] of sizes(model)) expect(size, file).toBeLessThan(150_000);
    expect(schemaExample(model, ref('Deep'))).toMatchObject({a: {a: {a: {}}}});
  });

  it('renders 50 schemas that all contain each other in pages of bounded size', () => {
    const schemas: Json = {};
    const n = 50;
    for (let i = 0; i < n; i += 1) {
      schemas[`S${i}`] = {
        type: 'object',
        required: ['next'],
        properties: {
          id: {type: 'string'},
          next: ref(`S${(i + 1) % n}`),
          previous: ref(`S${(i + n - 1) % n}`),
          many: {type: 'array', items: ref(`S${(i * 7) % n}`)},
          byName: {type: 'object', additionalProperties: ref(`S${(i * 13) % n}`)},
          either: {oneOf: [ref(`S${(i + 2) % n}`), ref(`S${(i + 3) % n}`)]},
          more: {allOf: [ref(`S${(i + 5) % n}`)]},
        },
      };
    }
    const model = buildModel('loops.json', api(schemas));
    const all = sizes(model);
    // Every operation and schema, the overview, the tag and the index of schemas.
    expect(all.size).toBe(2 * n + 3);
    for (const [file, size] of all) expect(size, file).toBeLessThan(150_000);
    expect(computeSchemaUsage(model).schemasContaining('#/components/schemas/S0').length).toBeGreaterThan(0);
    expect(schemaExample(model, ref('S0'))).toMatchObject({id: 'string', next: {id: 'string'}});
  });
});
