/**
 * A large, realistic OpenAPI 3.0 description made up on the spot: by default 700
 * operations and 1,000 schemas with nesting, shared and recursive schemas, `allOf`,
 * `oneOf` with discriminators, enums, maps and Markdown descriptions. The same arguments
 * always give the same description. Used by `npm run bench -- --corpus … --large` to
 * measure the reference at a size no public description in the corpus reaches, and by
 * `npm run test:corpus -- --large` to hold its heaviest page to the byte budget at 700 and
 * 2,000 operations.
 */
import {writeFileSync} from 'node:fs';
import path from 'node:path';
import type {Json} from '../support/json';

/** A small seeded PRNG (mulberry32), so the description is the same on every run. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const NOUNS = [
  'account',
  'invoice',
  'order',
  'shipment',
  'customer',
  'product',
  'price',
  'refund',
  'dispute',
  'payout',
  'subscription',
  'coupon',
  'webhook',
  'event',
  'file',
  'report',
  'transfer',
  'balance',
  'card',
  'mandate',
  'tax',
  'quote',
  'review',
  'session',
  'token',
  'device',
  'location',
  'reader',
  'terminal',
  'plan',
  'meter',
  'usage',
  'credit',
  'note',
  'schedule',
];
const FIELD_WORDS = [
  'amount',
  'currency',
  'status',
  'created',
  'updated',
  'description',
  'metadata',
  'reference',
  'label',
  'country',
  'city',
  'postal',
  'line',
  'email',
  'phone',
  'name',
  'count',
  'limit',
  'rate',
  'percent',
  'expires',
  'mode',
  'source',
  'target',
  'reason',
  'url',
  'code',
  'version',
  'region',
  'channel',
];

export interface LargeSpecOptions {
  operations?: number;
  schemas?: number;
  seed?: number;
}

export function makeLargeSpec({operations = 700, schemas = 1000, seed = 42}: LargeSpecOptions = {}): Json {
  const rand = random(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(rand() * items.length)];
  const schemaName = (i: number) => `${NOUNS[i % NOUNS.length].replace(/^./, (c) => c.toUpperCase())}Model${i}`;
  const ref = (i: number) => ({$ref: `#/components/schemas/${schemaName(i)}`});

  const scalar = (word: string, i: number): Json => {
    switch (i % 6) {
      case 0:
        return {
          type: 'integer',
          format: 'int64',
          minimum: 0,
          description: `The ${word}, in minor units.`,
          example: 1200 + i,
        };
      case 1:
        return {
          type: 'string',
          enum: ['pending', 'active', 'closed', 'failed'],
          description: `The ${word} state.`,
          example: 'active',
        };
      case 2:
        return {
          type: 'string',
          format: 'date-time',
          description: `When the ${word} changed.`,
          example: '2024-05-01T12:00:00Z',
        };
      case 3:
        return {
          type: 'string',
          maxLength: 200,
          nullable: true,
          description: `A **${word}** of your choosing, shown to customers.`,
          example: `${word}-${i}`,
        };
      case 4:
        return {type: 'boolean', description: `Whether the ${word} is live.`, example: true};
      default:
        return {type: 'object', description: `Free-form ${word} data.`, additionalProperties: {type: 'string'}};
    }
  };

  const components: Record<string, Json> = {};
  for (let i = 0; i < schemas; i += 1) {
    const properties: Record<string, Json> = {
      id: {type: 'string', description: 'Unique identifier.', example: `obj_${i}`},
    };
    const fieldCount = 5 + Math.floor(rand() * 10);
    for (let f = 0; f < fieldCount; f += 1) properties[`${pick(FIELD_WORDS)}_${f}`] = scalar(pick(FIELD_WORDS), f + i);
    // Nesting: schemas refer to later ones (depth) and, now and then, to earlier ones (cycles).
    if (i + 1 < schemas) properties.child = ref(i + 1 + Math.floor(rand() * Math.min(20, schemas - i - 1)));
    if (i > 10 && rand() < 0.3) properties.parent = ref(Math.floor(rand() * i));
    if (rand() < 0.3) properties.items = {type: 'array', description: 'The lines.', items: ref((i + 7) % schemas)};
    const base: Json = {
      type: 'object',
      description: `A ${NOUNS[i % NOUNS.length]} as the API returns it.`,
      required: ['id'],
      properties,
    };
    if (i % 10 === 3 && i > 2) {
      components[schemaName(i)] = {
        allOf: [
          ref(i - 1),
          {type: 'object', properties: {extra_note: {type: 'string', description: 'An extra note.'}}},
        ],
      };
    } else if (i % 25 === 7 && i + 2 < schemas) {
      components[schemaName(i)] = {
        description: 'One of two shapes.',
        oneOf: [ref(i + 1), ref(i + 2)],
        discriminator: {propertyName: 'id'},
      };
    } else {
      components[schemaName(i)] = base;
    }
  }
  components.Error = {
    type: 'object',
    description: 'What went wrong.',
    required: ['code', 'message'],
    properties: {
      code: {type: 'string', enum: ['invalid_request', 'not_found', 'rate_limited', 'internal'], example: 'not_found'},
      message: {type: 'string', example: 'No such object.'},
      param: {type: 'string', nullable: true},
    },
  };

  const paths: Record<string, Json> = {};
  const methods = ['get', 'post', 'put', 'patch', 'delete'] as const;
  for (let i = 0; i < operations; i += 1) {
    const noun = NOUNS[i % NOUNS.length];
    const group = Math.floor(i / NOUNS.length);
    const method = methods[i % methods.length];
    const pathName = `/v1/${noun}s/group${group}/{${noun}_id}/${method === 'get' ? 'details' : 'actions'}/${i}`;
    const schemaIndex = Math.floor(rand() * schemas);
    const hasBody = method === 'post' || method === 'put' || method === 'patch';
    paths[pathName] = {
      [method]: {
        operationId: `${method}${noun.replace(/^./, (c) => c.toUpperCase())}Op${i}`,
        summary: `${method === 'get' ? 'Retrieve' : method === 'delete' ? 'Delete' : 'Update'} ${noun} ${i}`,
        description: `Works on a ${noun}. See the **${noun}** guide for limits.\n\n- Idempotent: ${method !== 'post'}\n- Rate limited: yes`,
        tags: [noun.replace(/^./, (c) => c.toUpperCase())],
        parameters: [
          {
            name: `${noun}_id`,
            in: 'path',
            required: true,
            description: `The ${noun} id.`,
            schema: {type: 'string', example: `${noun}_123`},
          },
          {
            name: 'limit',
            in: 'query',
            description: 'Page size.',
            schema: {type: 'integer', minimum: 1, maximum: 100, default: 20},
          },
          {
            name: 'expand',
            in: 'query',
            description: 'Fields to expand.',
            schema: {type: 'array', items: {type: 'string'}},
          },
          {name: 'Idempotency-Key', in: 'header', description: 'Makes retries safe.', schema: {type: 'string'}},
        ],
        ...(hasBody
          ? {
              requestBody: {
                required: true,
                content: {
                  'application/json': {schema: ref(schemaIndex)},
                  'application/x-www-form-urlencoded': {schema: ref(schemaIndex)},
                },
              },
            }
          : {}),
        responses: {
          '200': {
            description: 'The object.',
            content: {'application/json': {schema: ref((schemaIndex + 1) % schemas)}},
          },
          '400': {$ref: '#/components/responses/Error'},
          '404': {$ref: '#/components/responses/Error'},
          '429': {$ref: '#/components/responses/Error'},
          '500': {$ref: '#/components/responses/Error'},
        },
      },
    };
  }

  return {
    openapi: '3.0.3',
    info: {
      title: 'Large Synthetic API',
      version: '1.0.0',
      description: `A made-up API with ${operations} operations and ${schemas} schemas.`,
    },
    servers: [{url: 'https://api.large.example'}],
    tags: NOUNS.map((noun) => ({
      name: noun.replace(/^./, (c) => c.toUpperCase()),
      description: `Everything about ${noun}s.`,
    })),
    security: [{bearer: []}],
    paths,
    components: {
      securitySchemes: {bearer: {type: 'http', scheme: 'bearer'}},
      responses: {
        Error: {
          description: 'An error.',
          content: {'application/json': {schema: {$ref: '#/components/schemas/Error'}}},
        },
      },
      schemas: components,
    },
  };
}

/**
 * `npm run large-spec -- [--operations N] [--schemas N] [--seed N] OUT.json`: writes the
 * description to OUT.json (`tsx tests/reference/largeSpec.ts …` does the same). The same
 * arguments always write the same bytes.
 */
if (require.main === module) {
  const args = process.argv.slice(2);
  const options: LargeSpecOptions = {};
  const files: string[] = [];
  for (let i = 0; i < args.length; i += 1) {
    const flag = /^--(operations|schemas|seed)$/.exec(args[i]);
    if (!flag) {
      files.push(args[i]);
      continue;
    }
    const value = Number(args[(i += 1)]);
    if (!Number.isInteger(value) || value < 0) {
      console.error(`large-spec: ${args[i - 1]} needs a whole number, got ${args[i] ?? 'nothing'}`);
      process.exit(2);
    }
    options[flag[1] as keyof LargeSpecOptions] = value;
  }
  if (files.length !== 1) {
    console.error('usage: npm run large-spec -- [--operations N] [--schemas N] [--seed N] OUT.json');
    process.exit(2);
  }
  const out = path.resolve(process.env.INIT_CWD ?? process.cwd(), files[0]);
  writeFileSync(out, `${JSON.stringify(makeLargeSpec(options))}\n`);
  console.log(`${out}: ${options.operations ?? 700} operations, ${options.schemas ?? 1000} schemas`);
}
