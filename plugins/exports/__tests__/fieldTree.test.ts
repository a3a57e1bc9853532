/** The field trees of the operation twins (plugins/exports/fieldTree.ts): compact, depth-limited, linked. */
import {describe, expect, it} from 'vitest';
import {buildModel, type Schema} from '../../openapi/model';
import {fieldLine, fieldTree, oneLine, type FieldTreeOptions} from '../fieldTree';

const model = buildModel('tree.json', {
  openapi: '3.1.0',
  info: {title: 'Tree', version: '1'},
  paths: {},
  components: {
    schemas: {
      Order: {
        type: 'object',
        required: ['id', 'lines'],
        properties: {
          id: {type: 'string', description: 'Order id, prefixed `ord_`. Stays the same for life.', pattern: '^ord_'},
          lines: {type: 'array', minItems: 1, maxItems: 10, items: {$ref: '#/components/schemas/Line'}},
          note: {type: ['string', 'null'], maxLength: 500, description: 'A [note](https://x.example) for you.'},
          parent: {$ref: '#/components/schemas/Order', description: 'The order this one replaces.'},
        },
        description: 'An order.',
      },
      Line: {
        type: 'object',
        required: ['amount'],
        properties: {
          amount: {type: 'integer', format: 'int64', minimum: 100, maximum: 100000},
          status: {type: 'string', enum: ['open', 'closed'], default: 'open'},
          address: {$ref: '#/components/schemas/Address'},
        },
      },
      Address: {
        type: 'object',
        properties: {city: {type: 'string'}, geo: {type: 'object', properties: {lat: {type: 'number'}}}},
      },
      Payment: {
        oneOf: [{$ref: '#/components/schemas/Card'}, {type: 'object', properties: {iban: {type: 'string'}}}],
      },
      Card: {type: 'object', properties: {number: {type: 'string'}}},
    },
  },
});

const options = (overrides: Partial<FieldTreeOptions> = {}): FieldTreeOptions => ({
  maxDepth: 2,
  maxLines: 60,
  schemaTwin: (ref) => {
    const schema = model.schemaByRef.get(ref);
    return schema && {name: schema.name, href: `/docs/api/partner-api/${schema.id}.md`};
  },
  ...overrides,
});
const tree = (schema: Schema, overrides?: Partial<FieldTreeOptions>) =>
  fieldTree(model, schema, options(overrides)).join('\n');

describe('fieldTree', () => {
  it('gives each field its type, whether it is required, a one-line description and its bounds', () => {
    const text = tree({$ref: '#/components/schemas/Order'});
    expect(text).toContain('- `id` (string, required): Order id, prefixed `ord_`. Pattern `^ord_`.');
    expect(text).toContain(
      '- `lines` (array of [`Line`](/docs/api/partner-api/schemas/line.md), required): 1–10 items.',
    );
    expect(text).toContain('- `note` (string, nullable): A note for you. ≤ 500 chars.');
    // A description that does not end as a sentence gets its full stop before the bounds.
    expect(
      fieldLine(0, 'visibility', 'string', 'User visibility level: public, limited, private', ['one of 3 values']),
    ).toBe('- `visibility` (string): User visibility level: public, limited, private. One of 3 values.');
    expect(text).toContain('  - `amount` (integer (int64), required): ≥ 100 · ≤ 100000.');
    expect(text).toContain('  - `status` (string): One of `open`, `closed` · default `open`.');
  });

  it('links a named schema below the last level to its twin instead of opening it', () => {
    const text = tree({$ref: '#/components/schemas/Order'});
    expect(text).toContain('  - `address` ([`Address`](/docs/api/partner-api/schemas/address.md))');
    expect(text).not.toContain('`city`');
    expect(tree({$ref: '#/components/schemas/Order'}, {maxDepth: 3})).toContain('    - `city` (string)');
  });

  it('links a schema met again inside itself, and one an earlier tree of the page showed', () => {
    const text = tree({$ref: '#/components/schemas/Order'}, {maxDepth: 5});
    // 3.1's `$ref` beside a description: the field's own, not its schema's ("An order.").
    expect(text).toContain(
      '- `parent` ([`Order`](/docs/api/partner-api/schemas/order.md)): The order this one replaces.',
    );
    expect(text.match(/`lines`/g)).toHaveLength(1);
    const shown = new Set<string>();
    tree({$ref: '#/components/schemas/Order'}, {shown});
    expect(tree({type: 'object', properties: {line: {$ref: '#/components/schemas/Line'}}}, {shown})).toBe(
      '- `line` ([`Line`](/docs/api/partner-api/schemas/line.md))',
    );
  });

  it('links the named schema an allOf wraps with a description of its own, nullable, as the page does', () => {
    const text = tree({
      type: 'object',
      properties: {
        billing: {allOf: [{$ref: '#/components/schemas/Address'}], nullable: true, description: 'Where to bill.'},
      },
    });
    expect(text).toContain('- `billing` ([`Address`](/docs/api/partner-api/schemas/address.md)');
    expect(text).toContain('Where to bill.');
  });

  it('counts the fields of an anonymous object past the last level', () => {
    const text = tree({$ref: '#/components/schemas/Address'}, {maxDepth: 1});
    expect(text).toContain('- `geo` (object)\n  - (1 more field on the page)');
  });

  it('stops opening schemas past its line budget', () => {
    const text = tree({$ref: '#/components/schemas/Order'}, {maxLines: 1});
    expect(text.split('\n')).toHaveLength(4);
    expect(text).not.toContain('`amount`');
  });

  it('lists each shape of a polymorphic body, named ones linked', () => {
    const text = tree({$ref: '#/components/schemas/Payment'});
    expect(text).toContain('- One of these shapes, shape 1: [`Card`](/docs/api/partner-api/schemas/card.md)');
    expect(text).toContain('  - `number` (string)');
    expect(text).toContain('- One of these shapes, shape 2: object\n  - `iban` (string)');
  });

  it('shows an array body by its items’ fields, and nothing for a scalar', () => {
    expect(tree({type: 'array', items: {$ref: '#/components/schemas/Card'}})).toBe('- `number` (string)');
    expect(tree({type: 'string'})).toBe('');
  });
});

describe('fieldLine', () => {
  it('ends with one full stop, and leaves the description’s own punctuation as written', () => {
    expect(fieldLine(0, 'tries', 'integer', 'Up to three...', [])).toBe('- `tries` (integer): Up to three...');
    expect(fieldLine(1, 'tries', 'integer', 'Up to three...', ['≥ 1', 'see ../retries.'])).toBe(
      '  - `tries` (integer): Up to three... ≥ 1 · see ../retries.',
    );
  });

  it('starts the bounds as a sentence, after a full stop in brackets too, and goes on after a colon', () => {
    expect(fieldLine(0, 'x', 'string', 'See (the docs.)', ['≥ 1'])).toBe('- `x` (string): See (the docs.) ≥ 1.');
    expect(fieldLine(0, 'x', 'string', 'A name', ['one of `a`, `b`'])).toBe('- `x` (string): A name. One of `a`, `b`.');
    expect(fieldLine(0, 'x', 'string', 'Values:', ['one of `a`, `b`'])).toBe(
      '- `x` (string): Values: one of `a`, `b`.',
    );
    expect(fieldLine(0, 'x', 'string', '', ['one of `a`, `b`'])).toBe('- `x` (string): One of `a`, `b`.');
  });
});

describe('oneLine', () => {
  it('keeps the first sentence, its code spans whole, without links', () => {
    expect(oneLine('Use `a.b` here. Then more.')).toBe('Use `a.b` here.');
    expect(oneLine('See [the guide](/docs/x).\n\nMore.')).toBe('See the guide.');
    expect(oneLine('<p>Raw <b>HTML</b> text.</p>')).toBe('Raw HTML text.');
    expect(oneLine(undefined)).toBe('');
  });

  it('keeps a code span with a placeholder in it, and escapes text that would read as a tag', () => {
    expect(oneLine('A branch, or `<username>:<branch>` for a fork.')).toBe(
      'A branch, or `<username>:<branch>` for a fork.',
    );
    expect(oneLine('Rule: { "id": "&lt;customer list ID&gt;" }<br>More')).toBe(
      'Rule: { "id": "\\<customer list ID>" } More',
    );
    expect(oneLine('See <https://example.com/x>.')).toBe('See https://example.com/x.');
  });

  it('reads past abbreviations and initials, and past a heading to the text under it', () => {
    expect(oneLine('The name of the section (i.e. the text shown). More.')).toBe(
      'The name of the section (i.e. the text shown).',
    );
    expect(oneLine('A date, e.g. 2024-01-01, etc. in UTC. More.')).toBe('A date, e.g. 2024-01-01, etc. in UTC.');
    expect(oneLine('Sent by the U.S. Mint. More.')).toBe('Sent by the U.S. Mint.');
    expect(oneLine('# Formato do campo chave\n\nO campo chave é a chave Pix. Mais.')).toBe(
      'O campo chave é a chave Pix.',
    );
    expect(oneLine('## Only a heading')).toBe('Only a heading');
  });

  it('cuts a long sentence at a word, never inside a code span', () => {
    const long = `${'word '.repeat(30)}\`${'x'.repeat(40)}\` end.`;
    const cut = oneLine(long);
    expect(cut.length).toBeLessThanOrEqual(160);
    expect(cut.endsWith('…')).toBe(true);
    expect((cut.match(/`/g) ?? []).length % 2).toBe(0);
  });
});

describe('an enum whose values the description explains', () => {
  it('lists each value’s meaning under its field, as the page’s table does, skipping values it leaves unexplained', () => {
    const schema: Schema = {
      type: 'object',
      properties: {
        state: {
          type: 'string',
          enum: ['active', 'inactive', 'deleted'],
          'x-enum-descriptions': {active: '', inactive: 'Cannot log in.\n\nStill listed.', deleted: 'Gone for good.'},
        },
        level: {type: 'integer', enum: [1, 2], 'x-enumDescriptions': ['Low.', 'High.']},
      },
    };
    expect(tree(schema)).toBe(
      [
        '- `state` (string): One of `active`, `inactive`, `deleted`.',
        '  - `inactive`: Cannot log in.',
        '  - `deleted`: Gone for good.',
        '- `level` (integer): One of `1`, `2`.',
        '  - `1`: Low.',
        '  - `2`: High.',
      ].join('\n'),
    );
  });
});

describe('an enum of one value', () => {
  it('reads as the constant it is', () => {
    expect(tree({type: 'object', properties: {role: {type: 'string', enum: ['admin']}}})).toBe(
      '- `role` (string): Always `admin`.',
    );
    expect(tree({type: 'object', properties: {role: {type: 'string', enum: ['admin'], const: 'admin'}}})).toBe(
      '- `role` (string): Always `admin`.',
    );
  });
});
