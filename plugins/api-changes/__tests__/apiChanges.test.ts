/**
 * plugins/api-changes: each kind of change between two descriptions, classified by GCM's
 * policy and placed at its file:line:col; the changelog check on the real releases and on
 * seeded mistakes; the breaking-change gate.
 */
import {mkdirSync, mkdtempSync, readFileSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {findNodeAtLocation, parseTree} from 'jsonc-parser';
import type {Root} from 'mdast';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import {unified} from 'unified';
import {describe, expect, it} from 'vitest';
import {buildModel, getByPointer} from '../../openapi/model';
import type {Json} from '../../../tests/support/json';
import {pointerSegments} from '../../openapi/model/json';
import {
  changesBetween,
  checkChangelog,
  checkReleasesChangelog,
  gate,
  linkedText,
  loadReleases,
  releaseChanges,
  remarkApiChanges,
  RULES,
  surfaceOf,
  type LoadedRelease,
  type ReleaseChanges,
} from '..';
import {formatProblem} from '../../shared/problems';

const root = path.resolve(__dirname, '../../..');

/** A small description with every construct the rules look at. */
function base(): Json {
  return {
    openapi: '3.1.0',
    info: {title: 'Fixture', version: '1.0.0'},
    paths: {
      '/v1/cards': {
        get: {
          operationId: 'ListCards',
          summary: 'List cards',
          security: [{OAuth2: ['cards:read']}],
          parameters: [
            {name: 'status', in: 'query', schema: {type: 'string', enum: ['active', 'voided']}},
            {name: 'pageSize', in: 'query', schema: {type: 'integer', maximum: 100}},
          ],
          responses: {
            '200': {
              description: 'The cards.',
              headers: {'X-Request-Id': {schema: {type: 'string'}}},
              content: {'application/json': {schema: {$ref: '#/components/schemas/CardList'}}},
            },
            '404': {description: 'Not found.'},
          },
        },
        post: {
          operationId: 'CreateCard',
          summary: 'Create a card',
          security: [{OAuth2: ['cards:write']}],
          requestBody: {
            required: true,
            content: {'application/json': {schema: {$ref: '#/components/schemas/CardRequest'}}},
          },
          responses: {
            '201': {
              description: 'Created.',
              content: {'application/json': {schema: {$ref: '#/components/schemas/Card'}}},
            },
          },
        },
      },
    },
    components: {
      schemas: {
        CardRequest: {
          type: 'object',
          required: ['amount'],
          properties: {
            amount: {type: 'integer', minimum: 1},
            currency: {type: 'string', enum: ['USD', 'CAD'], maxLength: 3},
            note: {type: 'string', maxLength: 200},
          },
        },
        Card: {
          type: 'object',
          required: ['id', 'status'],
          properties: {
            id: {type: 'string'},
            status: {type: 'string', enum: ['active', 'voided']},
            balance: {type: 'integer'},
          },
        },
        CardList: {type: 'object', properties: {items: {type: 'array', items: {$ref: '#/components/schemas/Card'}}}},
        Problem: {
          type: 'object',
          properties: {
            code: {
              type: 'string',
              enum: ['not_found'],
              'x-error-codes': [{code: 'not_found', status: 404, meaning: 'Not found.', action: 'Check the id.'}],
            },
          },
        },
      },
      securitySchemes: {
        OAuth2: {
          type: 'oauth2',
          flows: {
            clientCredentials: {
              tokenUrl: 'https://x.example/token',
              scopes: {'cards:read': 'Read', 'cards:write': 'Write'},
            },
          },
        },
      },
    },
  };
}

/** The release of a description, with positions in its pretty-printed JSON. */
function release(spec: Json, file: string): LoadedRelease {
  const text = JSON.stringify(spec, null, 2);
  const tree = parseTree(text)!;
  const locate = (pointer: string) => {
    let at: Json = spec;
    const segments = pointerSegments(pointer).map((s) => {
      const segment = Array.isArray(at) ? Number(s) : s;
      at = at?.[segment];
      return segment;
    });
    const node = findNodeAtLocation(tree, segments);
    const offset = node?.parent?.type === 'property' ? node.parent.offset : (node?.offset ?? 0);
    const before = text.slice(0, offset).split('\n');
    return {file, line: before.length, col: before[before.length - 1].length + 1};
  };
  const model = buildModel(file, spec, [], locate);
  return {version: String(spec.info.version), file, model, surface: surfaceOf(model)};
}

function diffOf(change: (spec: Json) => void) {
  const after = base();
  change(after);
  return changesBetween(release(base(), 'old.json'), release(after, 'new.json'));
}

const schemas = (spec: Json) => spec.components.schemas;
const listCards = (spec: Json) => spec.paths['/v1/cards'].get;

/** Each breaking kind: a change to the fixture, the rule that must catch it, and the pointer. */
const BREAKING: [string, (spec: Json) => void, string, string][] = [
  ['removed operation', (s) => delete s.paths['/v1/cards'].post, 'api-removed', '#/paths/~1v1~1cards/post'],
  [
    'new required parameter',
    (s) => listCards(s).parameters.push({name: 'region', in: 'query', required: true, schema: {type: 'string'}}),
    'new-required-request-parameter',
    '#/paths/~1v1~1cards/get/parameters/2',
  ],
  [
    'parameter removed',
    (s) => listCards(s).parameters.splice(1, 1),
    'request-parameter-removed',
    '#/paths/~1v1~1cards/get/parameters/1',
  ],
  [
    'parameter made required',
    (s) => (listCards(s).parameters[0].required = true),
    'request-parameter-became-required',
    '#/paths/~1v1~1cards/get/parameters/0',
  ],
  [
    'parameter enum narrowed',
    (s) => (listCards(s).parameters[0].schema.enum = ['active']),
    'request-parameter-enum-value-removed',
    '#/paths/~1v1~1cards/get/parameters/0',
  ],
  [
    'parameter maximum lowered',
    (s) => (listCards(s).parameters[1].schema.maximum = 50),
    'request-parameter-narrowed',
    '#/paths/~1v1~1cards/get/parameters/1',
  ],
  [
    'new required request field',
    (s) => {
      schemas(s).CardRequest.properties.business = {type: 'string'};
      schemas(s).CardRequest.required.push('business');
    },
    'new-required-request-property',
    '#/components/schemas/CardRequest/properties/business',
  ],
  [
    'request field made required',
    (s) => schemas(s).CardRequest.required.push('currency'),
    'request-property-became-required',
    '#/components/schemas/CardRequest/properties/currency',
  ],
  [
    'request field removed',
    (s) => delete schemas(s).CardRequest.properties.note,
    'request-property-removed',
    '#/components/schemas/CardRequest/properties/note',
  ],
  [
    'request enum narrowed',
    (s) => (schemas(s).CardRequest.properties.currency.enum = ['USD']),
    'request-property-enum-value-removed',
    '#/components/schemas/CardRequest/properties/currency',
  ],
  [
    'request type narrowed',
    (s) => (schemas(s).CardRequest.properties.amount.type = 'string'),
    'request-property-type-changed',
    '#/components/schemas/CardRequest/properties/amount',
  ],
  [
    'request length narrowed',
    (s) => (schemas(s).CardRequest.properties.note.maxLength = 100),
    'request-property-narrowed',
    '#/components/schemas/CardRequest/properties/note',
  ],
  [
    'response field removed',
    (s) => delete schemas(s).Card.properties.balance,
    'response-property-removed',
    '#/components/schemas/Card/properties/balance',
  ],
  [
    'response field made optional',
    (s) => (schemas(s).Card.required = ['id']),
    'response-property-became-optional',
    '#/components/schemas/Card/properties/status',
  ],
  [
    'response type changed',
    (s) => (schemas(s).Card.properties.balance.type = 'string'),
    'response-property-type-changed',
    '#/components/schemas/Card/properties/balance',
  ],
  [
    'response field nullable',
    (s) => (schemas(s).Card.properties.balance.type = ['integer', 'null']),
    'response-property-became-nullable',
    '#/components/schemas/Card/properties/balance',
  ],
  [
    'success response removed',
    (s) => {
      const r = listCards(s).responses;
      r['206'] = r['200'];
      delete r['200'];
    },
    'response-success-status-removed',
    '#/paths/~1v1~1cards/get/responses/200',
  ],
  [
    'response header removed',
    (s) => delete listCards(s).responses['200'].headers,
    'response-header-removed',
    '#/paths/~1v1~1cards/get/responses/200/headers/X-Request-Id',
  ],
  [
    'request body made required',
    (s) => {
      s.paths['/v1/cards'].post.requestBody.required = false;
    },
    'request-body-became-required',
    '',
  ],
  [
    'new scope required',
    (s) => (listCards(s).security = [{OAuth2: ['cards:read', 'cards:write']}]),
    'api-security-added',
    '#/paths/~1v1~1cards/get/security',
  ],
  [
    'scope removed',
    (s) => delete s.components.securitySchemes.OAuth2.flows.clientCredentials.scopes['cards:write'],
    'scope-removed',
    '#/components/securitySchemes/OAuth2/flows/clientCredentials/scopes/cards:write',
  ],
  [
    'error code removed',
    (s) => {
      const c = schemas(s).Problem.properties.code;
      c.enum = [];
      c['x-error-codes'] = [];
    },
    'error-code-removed',
    '#/components/schemas/Problem/properties/code/x-error-codes/0',
  ],
  [
    'error code status changed',
    (s) => (schemas(s).Problem.properties.code['x-error-codes'][0].status = 410),
    'error-code-status-changed',
    '#/components/schemas/Problem/properties/code/x-error-codes/0',
  ],
  [
    'security scheme removed',
    (s) => {
      // With the requirements that name it: one naming no defined scheme is refused (undefined-security-scheme).
      delete s.components.securitySchemes.OAuth2;
      const drop = (requirements: Json) =>
        Array.isArray(requirements) ? requirements.forEach((r: Json) => delete r.OAuth2) : undefined;
      drop(s.security);
      for (const item of Object.values(s.paths) as Json[])
        for (const op of Object.values(item) as Json[]) drop(op?.security);
    },
    'security-scheme-removed',
    '#/components/securitySchemes/OAuth2',
  ],
];

/** Each non-breaking kind the policy names, and more. */
const NON_BREAKING: [string, (spec: Json) => void, string][] = [
  [
    'new operation',
    (s) =>
      (s.paths['/v1/cards/{id}'] = {
        get: {
          operationId: 'GetCard',
          summary: 'Get a card',
          parameters: [{name: 'id', in: 'path', required: true, schema: {type: 'string'}}],
          responses: {'200': {description: 'OK'}},
        },
      }),
    'api-added',
  ],
  [
    'new optional parameter',
    (s) => listCards(s).parameters.push({name: 'region', in: 'query', schema: {type: 'string'}}),
    'new-optional-request-parameter',
  ],
  [
    'new optional request field',
    (s) => (schemas(s).CardRequest.properties.reference = {type: 'string'}),
    'new-optional-request-property',
  ],
  ['new response field', (s) => (schemas(s).Card.properties.expiresAt = {type: 'string'}), 'response-property-added'],
  [
    'new response enum value',
    (s) => schemas(s).Card.properties.status.enum.push('suspended'),
    'response-property-enum-value-added',
  ],
  [
    'new request enum value',
    (s) => schemas(s).CardRequest.properties.currency.enum.push('EUR'),
    'request-property-enum-value-added',
  ],
  [
    'new error code',
    (s) => {
      const c = schemas(s).Problem.properties.code;
      c.enum.push('gone');
      c['x-error-codes'].push({code: 'gone', status: 410, meaning: 'Gone.', action: 'Stop.'});
    },
    'error-code-added',
  ],
  [
    'new scope',
    (s) => (s.components.securitySchemes.OAuth2.flows.clientCredentials.scopes['cards:void'] = 'Void'),
    'scope-added',
  ],
  [
    'new response header',
    (s) => (listCards(s).responses['200'].headers['RateLimit-Limit'] = {schema: {type: 'integer'}}),
    'response-header-added',
  ],
  ['operation deprecated', (s) => (listCards(s).deprecated = true), 'api-deprecated'],
  ['parameter deprecated', (s) => (listCards(s).parameters[0].deprecated = true), 'request-parameter-deprecated'],
  ['field deprecated', (s) => (schemas(s).Card.properties.balance.deprecated = true), 'property-deprecated'],
  ['request field made optional', (s) => (schemas(s).CardRequest.required = []), 'request-property-became-optional'],
  ['request limit widened', (s) => (schemas(s).CardRequest.properties.note.maxLength = 500), ''],
  [
    'error code reworded',
    (s) => (schemas(s).Problem.properties.code['x-error-codes'][0].meaning = 'No such card.'),
    'error-code-meaning-changed',
  ],
  ['new schema', (s) => (schemas(s).Extra = {type: 'object'}), 'schema-added'],
  ['new error response', (s) => (listCards(s).responses['429'] = {description: 'Too many.'}), 'response-status-added'],
];

describe('api-changes: classification of fixture pairs', () => {
  it('finds nothing between equal descriptions', () => {
    expect(diffOf(() => {})).toEqual([]);
  });

  it.each(BREAKING)('breaking: %s → %s', (_name, change, rule, pointer) => {
    // A request body made optional → required is tested from the optional side.
    const changes =
      rule === 'request-body-became-required'
        ? changesBetween(
            release(
              (() => {
                const s = base();
                s.paths['/v1/cards'].post.requestBody.required = false;
                return s;
              })(),
              'old.json',
            ),
            release(base(), 'new.json'),
          )
        : diffOf(change);
    const found = changes.find((c) => c.rule === rule);
    expect(found, JSON.stringify(changes.map((c) => c.rule))).toBeDefined();
    expect(found!.breaking).toBe(true);
    if (pointer) expect(found!.pointer).toBe(pointer);
    // Placed in the file it is in, at the line of the member the pointer names.
    expect(found!.file).toBe(found!.side === 'before' ? 'old.json' : 'new.json');
    expect(found!.line).toBeGreaterThan(1);
    expect(found!.col).toBeGreaterThan(1);
  });

  it.each(NON_BREAKING)('not breaking: %s → %s', (_name, change, rule) => {
    const changes = diffOf(change);
    expect(
      changes.every((c) => !c.breaking),
      JSON.stringify(changes),
    ).toBe(true);
    if (rule) expect(changes.map((c) => c.rule)).toContain(rule);
    else expect(changes).toEqual([]);
  });

  it('covers at least 12 breaking rules with a fixture, and every rule is named in RULES', () => {
    const rules = new Set(BREAKING.map(([, , rule]) => rule));
    expect(rules.size).toBeGreaterThanOrEqual(12);
    for (const rule of rules) expect(RULES[rule as keyof typeof RULES].breaking).toBe(true);
  });

  it('reports a new error code once, not also as an enum value of Problem.code', () => {
    const changes = diffOf((s) => {
      const c = schemas(s).Problem.properties.code;
      c.enum.push('gone');
      c['x-error-codes'].push({code: 'gone', status: 410, meaning: 'Gone.', action: 'Stop.'});
    });
    expect(changes.map((c) => c.rule)).toEqual(['error-code-added']);
  });

  it('reports a component field once, however many operations use it', () => {
    expect(diffOf((s) => (schemas(s).Card.properties.expiresAt = {type: 'string'})).length).toBe(1);
  });

  it('reports the inside of a new operation as one change', () => {
    const changes = diffOf(
      (s) =>
        (s.paths['/v1/other'] = {
          post: {
            operationId: 'Other',
            summary: 'Other',
            requestBody: {
              required: true,
              content: {
                'application/json': {schema: {type: 'object', required: ['a'], properties: {a: {type: 'string'}}}},
              },
            },
            responses: {'204': {description: 'OK', headers: {'X-New': {schema: {type: 'string'}}}}},
          },
        }),
    );
    expect(changes.map((c) => c.rule)).toEqual(['api-added']);
  });
});

/** The releases of the repository, loaded once. */
const releases = loadReleases(root);

function seeded(text: string, all: ReleaseChanges[], names: Awaited<typeof releases>) {
  const operations = new Set(names.flatMap((r) => [...r.surface.operations.values()].map((op) => op.id)));
  const codes = new Set(names.flatMap((r) => [...r.surface.errorCodes.keys()]));
  const scopes = new Set(names.flatMap((r) => [...r.surface.scopes.keys()]));
  return checkChangelog({file: 'docs/changelog.mdx', text, releases: all, operations, codes, scopes});
}

// Loading the three releases validates each with Redocly: seconds on a busy machine.
describe('api-changes: the changelog against the releases', {timeout: 60_000}, () => {
  const changelog = readFileSync(path.join(root, 'docs/changelog.mdx'), 'utf8');
  const check = async (text: string) => seeded(text, releaseChanges(await releases), await releases);
  const lineOf = (needle: string) => changelog.slice(0, changelog.indexOf(needle)).split('\n').length;

  it('finds the changes of each release the changelog describes', async () => {
    const all = releaseChanges(await releases);
    expect(all.map((r) => r.version)).toEqual(['1.0.0', '1.1.0', '1.2.0']);
    const rules = (version: string) => new Set(all.find((r) => r.version === version)!.changes.map((c) => c.rule));
    expect(rules('1.0.0')).toEqual(new Set(['api-added']));
    expect(rules('1.1.0')).toEqual(
      new Set(['api-added', 'schema-added', 'response-header-added', 'error-code-added', 'scope-added']),
    );
    expect(rules('1.2.0')).toContain('request-parameter-deprecated');
    expect(rules('1.2.0')).toContain('response-property-enum-value-added');
    expect(all.flatMap((r) => r.changes).every((c) => !c.breaking)).toBe(true);
  });

  it('passes on the three releases', async () => {
    expect(await checkReleasesChangelog(root)).toEqual([]);
  });

  it('catches a seeded omission at the release heading', async () => {
    const text = changelog
      .replace(', scope `images:read`)', ')')
      .replace('`images:write` and `images:read`', '`images:write`');
    const problems = await check(text);
    expect(problems).toEqual([
      expect.objectContaining({
        rule: 'missing-change',
        line: lineOf('## 1.1.0'),
        col: 1,
        message: expect.stringContaining('Added the scope `images:read`'),
      }),
    ]);
    expect(problems[0].message).toMatch(/api\/releases\/1\.1\.0\.json:\d+:\d+/);
  });

  it('catches an operation claimed as added that was not', async () => {
    const text = changelog.replace(
      '- **Rate-limit headers.**',
      '- [Void a gift card](/docs/api/partner-api/void-card) is new.\n- **Rate-limit headers.**',
    );
    const problems = await check(text);
    expect(problems).toEqual([
      expect.objectContaining({
        rule: 'extra-change',
        line: lineOf('- **Rate-limit headers.**'),
        col: 3,
        message: expect.stringContaining('void-card'),
      }),
    ]);
  });

  it('catches a "Changed" item about a change that is not in the description', async () => {
    const text = changelog.replace(
      '### Changed\n\n- [Get business',
      '### Changed\n\n- Vouchers can now be split.\n- [Get business',
    );
    const problems = await check(text);
    expect(problems.map((p) => p.rule)).toContain('extra-change');
    expect(problems.find((p) => p.rule === 'extra-change')!.line).toBe(lineOf('### Changed\n\n- [Get business') + 2);
  });

  it('catches an error code claimed as added in the wrong release', async () => {
    const text = changelog.replace(
      'fails with 404 `dynamic_image_not_found`',
      'fails with 404 `dynamic_image_not_found` or 409 `business_already_onboarded`',
    );
    const problems = await check(text);
    expect(problems).toEqual([
      expect.objectContaining({rule: 'extra-change', message: expect.stringContaining('business_already_onboarded')}),
    ]);
  });

  it('catches a release section without a description, and a description without a section', async () => {
    const all = releaseChanges(await releases);
    const text = changelog.replace('## 1.2.0 — October 2024', '## 1.3.0 — March 2025\n\n## 1.2.0 — October 2024');
    expect(seeded(text, all, await releases)).toEqual([
      expect.objectContaining({rule: 'release-without-description', line: lineOf('## 1.2.0')}),
    ]);
    const without = changelog.replace('## 1.0.0 — January 2024', '## Earlier');
    expect(seeded(without, all, await releases)).toEqual([
      expect.objectContaining({rule: 'description-without-release', file: 'api/releases/1.0.0.json'}),
    ]);
  });

  it('keeps the releases equal where the changelog says nothing changed: 1.2.0 is api/openapi.json', () => {
    const current = JSON.parse(readFileSync(path.join(root, 'api/openapi.json'), 'utf8'));
    const newest = JSON.parse(readFileSync(path.join(root, 'api/releases/1.2.0.json'), 'utf8'));
    expect(getByPointer(newest, '#/info/version')).toBe('1.2.0');
    expect(newest).toEqual(current);
  });
});

describe('api-changes: the lists the site shows', {timeout: 60_000}, () => {
  it('links only pages the current reference has', () => {
    const pages = new Set(['/docs/api/partner-api/void-card', '/docs/api/partner-api/errors']);
    expect(
      linkedText(
        'Removed [Old thing](/docs/api/partner-api/old-thing) and [Void a gift card](/docs/api/partner-api/void-card), [`gone`](/docs/api/partner-api/errors#gone)',
        pages,
      ),
    ).toBe(
      'Removed Old thing and [Void a gift card](/docs/api/partner-api/void-card), [`gone`](/docs/api/partner-api/errors#gone)',
    );
  });

  it('puts each release list, collapsed, after the hand-written text of its release', async () => {
    const text =
      '## 1.2.0 — October 2024\n\nText.\n\n### Added\n\n- One.\n\n## 1.1.0 — May 2024\n\nMore.\n\n## Policy\n';
    const processor = unified()
      .use(remarkParse)
      .use(remarkMdx)
      .use(remarkApiChanges, {siteDir: root, changelog: 'docs/changelog.mdx'});
    const tree = (await processor.run(processor.parse(text), {
      path: path.join(root, 'docs/changelog.mdx'),
    } as never)) as unknown as Root;
    const kinds = tree.children.map((node) =>
      node.type === 'heading' ? `h${node.depth}` : node.type === 'mdxJsxFlowElement' ? String(node.name) : node.type,
    );
    expect(kinds).toEqual(['h2', 'paragraph', 'h3', 'list', 'details', 'h2', 'paragraph', 'details', 'h2']);
    const details = tree.children[4] as unknown as {
      attributes: {name: string}[];
      children: {name?: string; type: string}[];
    };
    expect(details.attributes.map((a) => a.name)).not.toContain('open');
    expect(details.children.map((c) => c.name ?? c.type)).toEqual(['summary', 'list']);
  });

  it('leaves other pages alone', async () => {
    const processor = unified()
      .use(remarkParse)
      .use(remarkApiChanges, {siteDir: root, changelog: 'docs/changelog.mdx'});
    const tree = (await processor.run(processor.parse('## 1.2.0 — x\n'), {
      path: path.join(root, 'docs/intro.mdx'),
    } as never)) as unknown as Root;
    expect(tree.children.map((n) => n.type)).toEqual(['heading']);
  });
});

describe('api-changes: the breaking-change gate of check:api', {timeout: 60_000}, () => {
  const changelog = readFileSync(path.join(root, 'docs/changelog.mdx'), 'utf8');
  const newest = readFileSync(path.join(root, 'api/releases/1.2.0.json'), 'utf8');

  /** A site directory with the newest release, `change` applied to the current description, and `text` as changelog. */
  function site(change: (spec: Json) => void, text = changelog): string {
    const dir = mkdtempSync(path.join(tmpdir(), 'api-changes-'));
    mkdirSync(path.join(dir, 'api/releases'), {recursive: true});
    mkdirSync(path.join(dir, 'docs'));
    writeFileSync(path.join(dir, 'api/releases/1.2.0.json'), newest);
    const current = JSON.parse(newest);
    change(current);
    writeFileSync(path.join(dir, 'api/openapi.json'), `${JSON.stringify(current, null, 2)}\n`);
    writeFileSync(path.join(dir, 'docs/changelog.mdx'), text);
    return dir;
  }
  const removeTermsUrl = (s: Json) => delete s.components.schemas.BusinessDetail.properties.termsUrl;
  const addRating = (s: Json) => (s.components.schemas.Business.properties.rating = {type: 'number'});
  const unreleased = (body: string) =>
    changelog.replace('## 1.2.0 — October 2024', `## Unreleased\n\n${body}\n\n## 1.2.0 — October 2024`);

  it('passes when the description is the newest release', async () => {
    expect((await gate(site(() => {}))).problems).toEqual([]);
  });

  it('fails on a breaking change without a new major version, with the rule, the pointer and file:line:col', async () => {
    const result = await gate(site(removeTermsUrl));
    const problems = result.problems.map(formatProblem);
    expect(problems).toEqual([
      expect.stringMatching(
        /^api\/releases\/1\.2\.0\.json:\d+:\d+: breaking change without a new major version \(1\.2\.0 → 1\.2\.0\): Removed the response field `termsUrl` of BusinessDetail at #\/components\/schemas\/BusinessDetail\/properties\/termsUrl \[response-property-removed\]$/,
      ),
    ]);
    const [, line] = /:(\d+):/.exec(problems[0])!;
    expect(newest.split('\n')[Number(line) - 1]).toContain('"termsUrl"');
  });

  it('lets a new major version break, but the change must still be in Unreleased', async () => {
    const major = (s: Json) => {
      removeTermsUrl(s);
      s.info.version = '2.0.0';
    };
    expect((await gate(site(major))).problems.map(formatProblem)).toEqual([
      expect.stringContaining('not in a "## Unreleased" section'),
    ]);
    const text = unreleased(
      '### Removed\n\n- `termsUrl` of [BusinessDetail](/docs/api/partner-api/schemas/businessdetail).',
    );
    expect((await gate(site(major, text))).problems).toEqual([]);
  });

  it('requires a non-breaking change in the Unreleased section, and accepts it there', async () => {
    const missing = await gate(site(addRating));
    expect(missing.problems.map(formatProblem)).toEqual([
      expect.stringMatching(
        /^api\/openapi\.json:\d+:\d+: not in a "## Unreleased" section .*`rating` of Business \[response-property-added\]$/,
      ),
    ]);
    const elsewhere = await gate(site(addRating, unreleased('### Added\n\n- Nothing yet.')));
    expect(elsewhere.problems.map(formatProblem)).toEqual([expect.stringContaining('Unreleased does not mention')]);
    const text = unreleased('### Added\n\n- `rating` of [Business](/docs/api/partner-api/schemas/business).');
    expect((await gate(site(addRating, text))).problems).toEqual([]);
  });
});
