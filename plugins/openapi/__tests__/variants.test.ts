/**
 * Variants a reader chooses (model/variants.ts, model/examples.ts `exampleVariants`), and
 * the rules of the picker that chooses them (client/variantData.ts): names, discriminator
 * values from `mapping` (explicit and implicit), `allOf` inheritance, variants nested in
 * arrays and in other variants, recursion, and the example each choice builds.
 */
import {existsSync, mkdtempSync, readFileSync, rmSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {renderReference, writeVariantFiles} from '../generate';
import {SITE_OPTIONS} from '../../../tests/siteReference';
import {buildModel, exampleVariants, matchOption, replaceAt, schemaExample, valueAt, variantSet} from '../model';
import {choose, selectionByHash, shownOption, visiblePoints, type PickerData} from '../client/variantData';
import type {Json} from '../../../tests/support/json';
import {verifyVariants} from '../../../tests/reference/verifyVariants';

const ref = (name: string) => ({$ref: `#/components/schemas/${name}`});

function model(schemas: Json, mode: 'strict' | 'lenient' = 'strict') {
  return buildModel(
    'variants.json',
    {openapi: '3.1.0', info: {title: 'Variants', version: '1'}, paths: {}, components: {schemas}},
    [],
    undefined,
    mode,
  );
}

const pets = model({
  Pet: {
    oneOf: [ref('Cat'), ref('Dog'), ref('Lizard')],
    discriminator: {propertyName: 'kind', mapping: {cat: '#/components/schemas/Cat', doggo: 'Dog'}},
  },
  Cat: {
    type: 'object',
    title: 'A cat',
    required: ['kind', 'lives'],
    properties: {kind: {type: 'string'}, lives: {type: 'integer', default: 9}},
  },
  Dog: {
    type: 'object',
    required: ['kind'],
    properties: {kind: {type: 'string'}, bark: {type: 'string', example: 'woof'}},
  },
  Lizard: {type: 'object', required: ['kind'], properties: {kind: {type: 'string'}}},
  Order: {
    type: 'object',
    required: ['pets', 'payment'],
    properties: {
      pets: {type: 'array', items: ref('Pet')},
      payment: {
        anyOf: [
          {
            title: 'Card',
            type: 'object',
            required: ['number'],
            properties: {number: {type: 'string', example: '4111'}},
          },
          {type: 'string'},
        ],
      },
    },
  },
  // allOf inheritance: the base has the discriminator, the subtypes extend it.
  Policy: {
    type: 'object',
    required: ['type'],
    properties: {type: {type: 'string'}, name: {type: 'string', example: 'p'}},
    discriminator: {propertyName: 'type', mapping: {PASSWORD: '#/components/schemas/PasswordPolicy'}},
  },
  PasswordPolicy: {allOf: [ref('Policy'), {type: 'object', properties: {minLength: {type: 'integer', example: 8}}}]},
  SignOnPolicy: {allOf: [ref('Policy'), {type: 'object', properties: {session: {type: 'string', example: 's'}}}]},
  // A variant that contains the schema again.
  Node: {
    anyOf: [
      {
        type: 'object',
        title: 'Branch',
        required: ['children'],
        properties: {children: {type: 'array', items: ref('Node')}},
      },
      {type: 'string', title: 'Leaf'},
    ],
  },
});

describe('variantSet', () => {
  it('names each variant by its title, its schema name, or its discriminator value, with the mapping value', () => {
    const set = variantSet(pets, ref('Pet'))!;
    expect(set.kind).toBe('oneOf');
    expect(set.options.map((o) => [o.label, o.key, o.discriminator?.value])).toEqual([
      ['A cat', 'cat', 'cat'],
      // A mapping value may name the schema without its pointer.
      ['Dog', 'doggo', 'doggo'],
      // Not mapped: the implicit mapping, the schema's name.
      ['Lizard', 'Lizard', 'Lizard'],
    ]);
  });

  it('reads a base schema with a discriminator as one choice of the schemas that allOf it', () => {
    const set = variantSet(pets, ref('Policy'))!;
    expect(set.kind).toBe('subtypes');
    expect(set.options.map((o) => [o.label, o.discriminator?.value])).toEqual([
      ['PasswordPolicy', 'PASSWORD'],
      ['SignOnPolicy', 'SignOnPolicy'],
    ]);
    // A subtype, whose merged fields carry the base's discriminator too, has one shape.
    expect(variantSet(pets, ref('PasswordPolicy'))).toBeUndefined();
  });

  it('tells variants with one title apart', () => {
    const twins = model({
      Twin: {oneOf: [ref('A'), ref('B')]},
      A: {title: 'Stored', type: 'object'},
      B: {title: 'Stored', type: 'object'},
    });
    expect(variantSet(twins, ref('Twin'))!.options.map((o) => o.label)).toEqual(['Stored (A)', 'Stored (B)']);
  });
});

describe('examples of a choice', () => {
  it('sets the discriminator to its mapping value and fills required fields from the variant', () => {
    const choose = (option: number) => () => option;
    expect(schemaExample(pets, ref('Pet'), {choose: choose(0)})).toEqual({kind: 'cat', lives: 9});
    expect(schemaExample(pets, ref('Pet'), {choose: choose(1)})).toEqual({kind: 'doggo', bark: 'woof'});
    expect(schemaExample(pets, ref('Pet'), {choose: choose(2)})).toEqual({kind: 'Lizard'});
    // The default is the first variant, with its discriminator value too.
    expect(schemaExample(pets, ref('Pet'))).toEqual({kind: 'cat', lives: 9});
  });

  it('builds a subtype of an allOf base with its own and its base’s fields', () => {
    expect(schemaExample(pets, ref('Policy'), {choose: () => 1})).toEqual({
      type: 'SignOnPolicy',
      name: 'p',
      session: 's',
    });
    expect(schemaExample(pets, ref('Policy'))).toEqual({type: 'PASSWORD', name: 'p', minLength: 8});
  });

  it('finds every variant of a body, nested in arrays too, and builds one example per option', () => {
    const {points, examples, complete} = exampleVariants(pets, ref('Order'), 64);
    expect(points.map((p) => [p.at, p.set.options.length, p.context])).toEqual([
      ['pets[]', 3, []],
      ['payment', 2, []],
    ]);
    expect(complete).toBe(true);
    expect(examples.map((e) => e.value)).toEqual([
      {pets: [{kind: 'cat', lives: 9}], payment: {number: '4111'}},
      {pets: [{kind: 'doggo', bark: 'woof'}], payment: {number: '4111'}},
      {pets: [{kind: 'Lizard'}], payment: {number: '4111'}},
      {pets: [{kind: 'cat', lives: 9}], payment: {number: '4111'}},
      {pets: [{kind: 'cat', lives: 9}], payment: 'string'},
    ]);
  });

  it('gives the discriminator each variant’s value, though only the object beside the variants defines its field', () => {
    // Pinterest's bid records: `operation` is the record's, UPSERT or DELETE by mapping; the variants do not define it.
    const records = model({
      Record: {
        type: 'object',
        required: ['operation'],
        properties: {operation: {type: 'string', enum: ['UPSERT', 'DELETE']}},
        discriminator: {propertyName: 'operation', mapping: {UPSERT: ref('Upsert').$ref, DELETE: ref('Delete').$ref}},
        oneOf: [ref('Upsert'), ref('Delete')],
      },
      Upsert: {type: 'object', required: ['bid'], properties: {bid: {type: 'integer', example: 5}}},
      Delete: {type: 'object', required: ['item'], properties: {item: {type: 'string', example: 'DS0294'}}},
    });
    expect(exampleVariants(records, ref('Record'), 64).examples.map((e) => e.value)).toEqual([
      {operation: 'UPSERT', bid: 5},
      {operation: 'DELETE', item: 'DS0294'},
    ]);
  });

  it('finds variants inside a chosen variant, under that choice, and stops at recursion', () => {
    const nested = model({
      Outer: {oneOf: [ref('WithPet'), {type: 'string', title: 'Name'}]},
      WithPet: {type: 'object', required: ['pet'], properties: {pet: ref('Pet')}},
      ...Object.fromEntries(
        ['Pet', 'Cat', 'Dog', 'Lizard', 'Node'].map((name) => [name, pets.resolve(ref(name)) as Json]),
      ),
    });
    const {points} = exampleVariants(nested, ref('Outer'), 64);
    expect(points.map((p) => [p.at, p.context])).toEqual([
      ['', []],
      ['pet', [{at: '', option: 0}]],
    ]);
    const tree = exampleVariants(nested, ref('Node'), 64);
    expect(tree.points[0].set.options.map((o) => o.label)).toEqual(['Branch', 'Leaf']);
    expect(tree.examples.length).toBeLessThanOrEqual(64);
  });

  it('stops at the limit and says so', () => {
    const {examples, complete} = exampleVariants(pets, ref('Order'), 2);
    expect(examples).toHaveLength(2);
    expect(complete).toBe(false);
  });
});

describe('the description’s own example', () => {
  it('is matched to the option it is an instance of', () => {
    const set = variantSet(pets, ref('Pet'))!;
    expect(matchOption(pets, set, {kind: 'doggo'})).toBe(1);
    const payment = variantSet(pets, {anyOf: [ref('Cat'), {type: 'string'}]})!;
    expect(matchOption(pets, payment, 'x')).toBe(1);
    expect(matchOption(pets, payment, {lives: 3})).toBeUndefined();
  });

  it('keeps the rest of the example when a variant is chosen', () => {
    const own = {a: 1, pay: {kind: 'cat'}};
    expect(valueAt({pets: [{kind: 'x'}]}, 'pets[].kind')).toBe('x');
    expect(replaceAt(own, 'pay', {kind: 'doggo'})).toEqual({a: 1, pay: {kind: 'doggo'}});
    expect(replaceAt(own, 'pets[]', 1)).toBeUndefined();
  });
});

describe('the picker’s rules', () => {
  const data: PickerData = {
    section: 'request-body',
    title: 'Shape of the request body',
    panel: 'request-sample',
    example: true,
    points: [
      {
        at: 'pet',
        options: [
          {label: 'Cat', key: 'cat'},
          {label: 'Dog', key: 'dog'},
        ],
        context: [],
        pageOption: 1,
      },
      {
        at: 'pet.toy',
        options: [
          {label: 'Ball', key: 'ball'},
          {label: 'Bone', key: 'bone'},
        ],
        context: ['pet=0'],
        pageOption: 0,
      },
      {
        at: 'pay',
        options: [
          {label: 'Card', key: 'card'},
          {label: 'Cash', key: 'cash'},
        ],
        context: [],
        pageOption: null,
      },
    ],
    selections: [
      {choices: ['pet=0'], src: '/a.json', hash: 'request-body.pet=cat'},
      {choices: ['pet=1'], src: '/b.json', hash: 'request-body.pet=dog'},
      {choices: ['pet=0', 'pet.toy=1'], src: '/c.json', hash: 'request-body.pet=cat&pet.toy=bone'},
      {choices: ['pay=0'], src: '/d.json', hash: 'request-body.pay=card'},
    ],
  };
  const [pet, toy, pay] = data.points;

  it('shows a nested point only under its choice, and the page’s own option by default', () => {
    expect(visiblePoints(data, []).map((p) => p.at)).toEqual(['pet', 'pay']);
    expect(visiblePoints(data, ['pet=0']).map((p) => p.at)).toEqual(['pet', 'pet.toy', 'pay']);
    expect(shownOption(pet, [])).toBe(1);
    expect(shownOption(pay, [])).toBeNull();
    expect(shownOption(toy, ['pet=0'])).toBe(0);
  });

  it('chooses one variant at a time, keeps the enclosing choice, and goes back to the page’s own', () => {
    expect(choose(data, pet, 0)?.src).toBe('/a.json');
    expect(choose(data, toy, 1)?.src).toBe('/c.json');
    expect(choose(data, pay, 0)?.src).toBe('/d.json');
    // The option the page already shows: the page's own samples.
    expect(choose(data, pet, 1)).toBeNull();
    // No file was made for it (past the limit).
    expect(choose(data, pay, 1)).toBeUndefined();
  });

  it('opens the selection a deep link names', () => {
    expect(selectionByHash(data, '#request-body.pet=cat&pet.toy=bone')?.src).toBe('/c.json');
    expect(selectionByHash(data, '#request-body.pet%3Ddog')?.src).toBe('/b.json');
    expect(selectionByHash(data, '#request')).toBeUndefined();
  });
});

describe('the variants’ files', () => {
  it('replace the previous run’s whole, and leave no folder when there are none', () => {
    const dir = path.join(mkdtempSync(path.join(os.tmpdir(), 'variants-')), 'api-variants');
    writeVariantFiles(
      new Map([
        ['a/1.json', '{}\n'],
        ['b/2.json', '[]\n'],
      ]),
      dir,
    );
    expect(readFileSync(path.join(dir, 'b/2.json'), 'utf8')).toBe('[]\n');
    writeVariantFiles(new Map([['a/3.json', '{}\n']]), dir);
    expect(existsSync(path.join(dir, 'a/1.json'))).toBe(false);
    expect(existsSync(path.join(dir, 'a/3.json'))).toBe(true);
    writeVariantFiles(new Map(), dir);
    expect(existsSync(dir)).toBe(false);
    rmSync(path.dirname(dir), {recursive: true, force: true});
  });
});

describe('a string built from its pattern', () => {
  const lookup = {resolve: (value: unknown) => value, schemaByRef: new Map()} as unknown as Parameters<
    typeof schemaExample
  >[0];
  const built = (pattern: string) => schemaExample(lookup, {type: 'string', pattern});

  it('takes a letter or digit for a character a class leaves open, not a space', () => {
    // grpc-gateway's resource names: a space in a path segment broke every sample.
    expect(built('publishers/[^/]+/books/[^/]+')).toBe('publishers/0/books/0');
    expect(built('^#[0-9a-f]{6}$')).toBe('#000000');
  });

  it('still matches a class of punctuation alone', () => {
    expect(built('^[^a-zA-Z0-9]+$')).toMatch(/^[^a-zA-Z0-9]+$/);
  });
});

describe('examples the schema takes', () => {
  // Lenient: a strict build refuses an example its schema refuses.
  const shapes = model(
    {
      Code: {type: 'string', pattern: '^[A-Z]{3}-[0-9]{2}$'},
      Bounded: {
        type: 'object',
        required: ['n', 'm', 'name', 'tags'],
        properties: {
          n: {type: 'integer', minimum: 5, multipleOf: 5},
          m: {type: 'number', exclusiveMaximum: -1},
          name: {type: 'string', minLength: 10},
          tags: {type: 'array', minItems: 2, items: {type: 'string', maxLength: 3}},
        },
      },
      // An example of the wrong type, one its pattern refuses, one without a required field, one
      // its enum or const does not list, a list with an item of the wrong type: not examples.
      WrongExamples: {
        type: 'object',
        required: ['a'],
        properties: {
          obj: {type: 'object', properties: {x: {type: 'string'}}, example: 'ACTIVE'},
          code: {type: 'string', pattern: '^[0-9]+$', example: 'abc'},
          made: {type: 'string', format: 'date-time', example: 'Assigned'},
          kind: {type: 'string', enum: ['acknowledge_log_entry'], example: 'acknowledgement_log_entry'},
          fixed: {const: 'v2', example: 'v1'},
          rules: {
            type: 'array',
            items: {type: 'object', properties: {strategy: {type: 'string', enum: ['round_robin', 'everyone']}}},
            example: [{strategy: ['round_robin']}],
          },
          a: {type: 'string'},
        },
        example: {obj: {}},
      },
      // Examples the schema takes: a null where the value may be null, a listed object, a list of listed words.
      RightExamples: {
        type: 'object',
        properties: {
          level: {type: 'string', nullable: true, enum: ['low', 'high'], example: null},
          point: {type: 'object', enum: [{x: 1, y: 2}], example: {y: 2, x: 1}},
          words: {type: 'array', items: {type: 'string', enum: ['a', 'b']}, example: ['b', 'a']},
        },
      },
      // Fields beside variants that each require one of them.
      EitherOr: {
        type: 'object',
        properties: {name: {type: 'string'}, company: {type: 'string'}, city: {type: 'string'}},
        oneOf: [{required: ['name']}, {required: ['company']}],
      },
      Tagged: {
        type: 'object',
        required: ['kind'],
        properties: {kind: {anyOf: [{type: 'string', enum: ['a']}, {type: 'null'}]}, value: {type: 'string'}},
      },
      Holder: {
        type: 'object',
        required: ['item', 'count'],
        properties: {
          item: {oneOf: [ref('Tagged'), {type: 'string'}], discriminator: {propertyName: 'kind'}},
          count: {oneOf: [{type: 'integer'}, {type: 'string'}]},
        },
      },
    },
    'lenient',
  );

  it('fills strings, numbers and lists as the schema bounds them', () => {
    expect(schemaExample(shapes, ref('Code'))).toBe('AAA-00');
    expect(schemaExample(shapes, ref('Bounded'))).toEqual({n: 5, m: -2, name: 'stringxxxx', tags: ['str', 'str']});
  });

  it('uses a description’s example only when its schema takes it', () => {
    expect(schemaExample(shapes, ref('WrongExamples'))).toEqual({
      obj: {x: 'string'},
      code: '0',
      made: '2024-01-01T00:00:00Z',
      kind: 'acknowledge_log_entry',
      fixed: 'v2',
      rules: [{strategy: 'round_robin'}],
      a: 'string',
    });
    expect(schemaExample(shapes, ref('RightExamples'))).toEqual({level: null, point: {y: 2, x: 1}, words: ['b', 'a']});
  });

  it('warns at each example it does not use, and says why (a strict build refuses them)', () => {
    const refused = shapes.warnings.filter((w) => w.rule === 'example-not-of-schema').map((w) => w.message);
    const built = ': not shown; the examples and samples are built from the schema';
    expect(refused).toEqual(
      [
        // The schema's own first, then its fields'.
        'the example {"obj":{}} has no a, a field its schema requires',
        'the example "ACTIVE" is a string, not object',
        'the example "abc" does not match the pattern ^[0-9]+$',
        'the example "Assigned" is not a date-time',
        'the example "acknowledgement_log_entry" is not one of its schema\'s values ("acknowledge_log_entry")',
        'the example "v1" is not "v2"',
        'the example\'s [0].strategy, ["round_robin"], is an array, not string',
      ].map((message) => message + built),
    );
    expect(() => model({Wrong: {type: 'integer', example: 'ten'}})).toThrow(
      'the example "ten" is a string, not integer: not shown; the examples and samples are built from the schema [example-not-of-schema]',
    );
  });

  it('builds the fields of the chosen variant, not those only the others require', () => {
    expect(schemaExample(shapes, ref('EitherOr'), {choose: () => 0})).toEqual({name: 'string', city: 'string'});
    expect(schemaExample(shapes, ref('EitherOr'), {choose: () => 1})).toEqual({company: 'string', city: 'string'});
  });

  it('offers shapes, not a discriminator’s own variants nor variants of single values', () => {
    const {points} = exampleVariants(shapes, ref('Holder'), 64);
    expect(points.map((point) => point.at)).toEqual(['item']);
  });

  /** `schema` five objects down (`n.n.n.n.n`): past the example's nesting budget. */
  const fiveDeep = (schema: Json): Json =>
    [5, 4, 3, 2, 1].reduce<Json>((inner) => ({type: 'object', properties: {n: inner}}), schema);

  const wide = model({
    // Sixty required fields: past the budget, each is still there, at its smallest.
    Wide: {
      type: 'object',
      required: Array.from({length: 60}, (_, n) => `f${n}`),
      properties: Object.fromEntries(
        Array.from({length: 60}, (_, n) => [
          `f${n}`,
          n < 55
            ? {type: 'string'}
            : {anyOf: [ref('Expanded'), {type: 'string', title: 'Id'}], ...(n === 59 ? {nullable: true} : {})},
        ]),
      ),
    },
    // Slack's message attachments, five levels down: optional, and a list of at least one.
    Deep: fiveDeep({
      type: 'object',
      properties: {
        attachments: {
          type: 'array',
          minItems: 1,
          items: {type: 'object', required: ['id'], properties: {id: {type: 'integer'}}},
        },
      },
    }),
    Expanded: {
      type: 'object',
      required: ['id'],
      properties: {id: {type: 'string'}, tags: {type: 'array', items: {type: 'string'}}},
    },
    // Stripe's fee refund, whose fee is an id or the fee itself (a schema the refund is inside).
    Fee: {type: 'object', required: ['refund'], properties: {refund: ref('Refund')}},
    Refund: {
      type: 'object',
      required: ['fee'],
      properties: {fee: {anyOf: [{type: 'string'}, ref('Fee')]}},
    },
    // Lob's `oneOf: [boolean, object]` beside the object's fields; a list that may hold nothing.
    Envelope: {
      oneOf: [{type: 'boolean'}, {type: 'object'}],
      properties: {id: {type: 'string'}, none: {type: 'array', maxItems: 0, items: {type: 'string'}}},
    },
    // The same, where the innermost object needs a field (`minProperties`).
    DeepLimit: fiveDeep({
      type: 'object',
      minProperties: 1,
      properties: {
        attachments: {
          type: 'array',
          minItems: 1,
          items: {type: 'object', required: ['id'], properties: {id: {type: 'integer'}}},
        },
      },
    }),
    // Rebilly's usage limit: one of quantity and amount, nothing required.
    Limit: {
      type: 'object',
      required: ['kind'],
      properties: {
        kind: {type: 'string'},
        soft: {
          type: 'object',
          minProperties: 1,
          maxProperties: 1,
          properties: {quantity: {type: 'integer'}, amount: {type: 'number'}},
        },
      },
      maxProperties: 1,
    },
    // Rebilly's risk bracket, deep: which of start and end it has is the variants' to say, by `required` alone.
    DeepBracket: fiveDeep({
      type: 'object',
      required: ['value'],
      properties: {start: {type: ['integer', 'null']}, end: {type: ['integer', 'null']}, value: {type: 'integer'}},
      oneOf: [
        {required: ['start'], properties: {end: {not: {}}}},
        {required: ['end'], properties: {start: {not: {}}}},
        {required: ['start', 'end']},
      ],
    }),
    // Rebilly's order item: a plan or the deprecated planId, which the variants require but do not define.
    OrderItem: {
      type: 'object',
      required: ['quantity'],
      properties: {
        planId: {type: 'string'},
        plan: {
          oneOf: [
            {title: 'Original', type: 'object', required: ['id'], properties: {id: {type: 'string'}}},
            {title: 'Flexible', type: 'object', required: ['name'], properties: {name: {type: 'string'}}},
          ],
        },
        quantity: {type: 'integer'},
      },
      oneOf: [
        {required: ['plan'], properties: {planId: {not: {}}}},
        {required: ['planId'], properties: {plan: {not: {}}}},
        {required: ['plan', 'planId']},
      ],
    },
    // Lob's creative: required fields whose schemas only the variants give.
    Creative: {
      type: 'object',
      required: ['from'],
      oneOf: [
        {title: 'Letter', properties: {from: {type: 'string', pattern: '^adr_[a-z]+$'}}},
        {title: 'Postcard', properties: {from: {type: 'integer', minimum: 3}}},
      ],
    },
  });

  it('builds every required field past the budget, at its smallest', () => {
    const value = schemaExample(wide, ref('Wide')) as Record<string, Json>;
    expect(Object.keys(value)).toHaveLength(60);
    // An id before the expanded object, null where a value may be null.
    expect(value.f57).toBe('string');
    expect(value.f59).toBe(null);
  });

  it('leaves out an optional list that needs an item too deep to build: `[]` is no value of it', () => {
    expect(schemaExample(wide, ref('Deep'))).toEqual({n: {n: {n: {n: {n: {}}}}}});
  });

  it('builds no more fields than maxProperties allows, the required ones kept', () => {
    expect(schemaExample(wide, ref('Limit'))).toEqual({kind: 'string'});
    expect(schemaExample(wide, {$ref: '#/components/schemas/Limit/properties/soft'})).toEqual({quantity: 0});
  });

  it('builds as many fields as minProperties asks for, past the budget too', () => {
    const deep = schemaExample(wide, ref('DeepLimit')) as Record<string, Json>;
    expect(valueAt(deep, 'n.n.n.n.n')).toEqual({attachments: [{id: 0}]});
  });

  it('builds the fields a chosen variant requires, past the budget too', () => {
    const at = (choice: number) =>
      valueAt(schemaExample(wide, ref('DeepBracket'), {choose: () => choice}), 'n.n.n.n.n');
    expect(at(0)).toEqual({start: 0, value: 0});
    expect(at(1)).toEqual({end: 0, value: 0});
    expect(at(2)).toEqual({start: 0, end: 0, value: 0});
  });

  it('keeps the field built from the object’s schema where the variant only requires it', () => {
    const item = (choice: number) => schemaExample(wide, ref('OrderItem'), {choose: () => choice});
    expect(item(0)).toEqual({plan: {id: 'string'}, quantity: 0});
    expect(item(1)).toEqual({planId: 'string', quantity: 0});
  });

  it('does not offer a shape the value is already inside', () => {
    const {examples} = exampleVariants(wide, ref('Fee'), 64);
    expect(examples.map(({choices}) => choices.map((c) => `${c.at}=${c.option}`))).toEqual([['refund.fee=0']]);
  });

  it('takes a variant that is no object as the value, and the variant’s schema for a required field', () => {
    expect(schemaExample(wide, ref('Envelope'))).toBe(true);
    expect(schemaExample(wide, ref('Envelope'), {choose: () => 1})).toEqual({id: 'string', none: []});
    expect(schemaExample(wide, ref('Creative'), {choose: () => 0})).toEqual({from: 'adr_a'});
    expect(schemaExample(wide, ref('Creative'), {choose: () => 1})).toEqual({from: 3});
  });
});

describe('a shape’s file', () => {
  it('holds the generated samples the page shows, not those the description’s x-codeSamples replace', () => {
    const described = buildModel('variants.json', {
      openapi: '3.1.0',
      info: {title: 'Variants', version: '1'},
      servers: [{url: 'https://api.example.com'}],
      paths: {
        '/pets': {
          post: {
            operationId: 'addPet',
            'x-codeSamples': [{lang: 'Python', source: 'print("own")'}],
            requestBody: {content: {'application/json': {schema: ref('Pet')}}},
            responses: {'204': {description: 'Added'}},
          },
        },
      },
      components: {
        schemas: Object.fromEntries(['Pet', 'Cat', 'Dog', 'Lizard'].map((n) => [n, pets.resolve(ref(n)) as Json])),
      },
    });
    const {variantFiles} = renderReference(described, SITE_OPTIONS);
    // One per shape: Cat, Dog, Lizard.
    expect(variantFiles.size).toBe(3);
    for (const file of variantFiles.values()) {
      const {samples} = JSON.parse(file) as {samples: Record<string, string>};
      expect(Object.keys(samples)).not.toContain('python');
      expect(Object.keys(samples)).toContain('curl');
    }
  });
});

describe('a response’s shapes', () => {
  it('are offered at any depth, and each body’s file is shared by every operation that returns it', () => {
    const order = pets.resolve(ref('Order')) as Json;
    const returns = (operationId: string) => ({
      operationId,
      responses: {'200': {description: 'The order', content: {'application/json': {schema: ref('Order')}}}},
    });
    const described = buildModel('variants.json', {
      openapi: '3.1.0',
      info: {title: 'Variants', version: '1'},
      servers: [{url: 'https://api.example.com'}],
      paths: {'/orders/{id}': {get: returns('getOrder'), delete: returns('cancelOrder')}},
      components: {
        schemas: {
          ...Object.fromEntries(['Pet', 'Cat', 'Dog', 'Lizard'].map((n) => [n, pets.resolve(ref(n)) as Json])),
          Order: order,
        },
      },
    });
    const {files, variantFiles} = renderReference(described, SITE_OPTIONS);
    // The items' shapes (Cat, Dog, Lizard) and the payment's (Card, a string), nested in the body:
    // five choices, four bodies (a cat and a card are each what the body has unless chosen otherwise).
    const names = [...variantFiles.keys()];
    expect(names).toHaveLength(4);
    // Named by content at the folder's top, not in either operation's folder.
    for (const name of names) expect(name).toMatch(/^[0-9a-f]{16}\.json$/);
    const pages = [...files.entries()].filter(([file]) => /(get|cancel)-order\.mdx$/.test(file));
    expect(pages).toHaveLength(2);
    for (const [, page] of pages) {
      expect(page).toContain('Shape of the 200 response');
      for (const name of names) expect(page).toContain(name);
    }
  });
});

describe('the proof of the variant examples (test:corpus)', () => {
  // PagerDuty's log entries: a subtype redefines its base's `type` with a value the base does not
  // list, and the channels' shapes overlap. No example can be valid; the proof says why.
  const entry = (type: string) => ({
    allOf: [ref('Entry'), {type: 'object', properties: {type: {type: 'string', enum: [type]}}}],
  });
  const described = (entries: string[]) =>
    buildModel('variants.json', {
      openapi: '3.0.3',
      info: {title: 'Variants', version: '1'},
      paths: {
        '/entries': {
          get: {
            responses: {
              '200': {
                description: 'An entry',
                content: {'application/json': {schema: {oneOf: entries.map(ref)}}},
              },
            },
          },
        },
      },
      components: {
        schemas: {
          Channel: {oneOf: [{type: 'object', properties: {kind: {type: 'string'}}}, {type: 'object'}]},
          Entry: {
            type: 'object',
            required: ['type', 'channel'],
            properties: {type: {type: 'string', enum: ['acknowledge_entry', 'resolve_entry']}, channel: ref('Channel')},
          },
          AcknowledgeEntry: entry('acknowledgement_entry'),
          ResolveEntry: entry('resolve_entry'),
        },
      },
    });

  it('finds a variant whose allOf parts disagree, with overlapping shapes inside, unverifiable, not wrong', () => {
    const {checked, problems, unverifiable} = verifyVariants(described(['AcknowledgeEntry', 'ResolveEntry']));
    // Each entry, and each entry with each channel shape chosen.
    expect(checked).toBe(6);
    expect(problems).toEqual([]);
    expect(unverifiable).toHaveLength(6);
    expect([...new Set(unverifiable)]).toEqual([
      "GET /entries 200 body=AcknowledgeEntry: its allOf parts disagree at /type (must be equal to one of the allowed values), and the value is more than one shape of the oneOf at /channel (0, 1): they overlap; the value is the variant's own definition",
      // Where the parts agree, only the overlap is the description's.
      'GET /entries 200 body=ResolveEntry: the value is more than one shape of the oneOf at /channel (0, 1): they overlap',
    ]);
  });
});
