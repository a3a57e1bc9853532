/**
 * The docs checker (plugins/docs-lint): each rule on small snippets, and the real guides
 * pass. The conventions the rules rely on are documented in plugins/docs-lint/index.ts.
 */
import {mkdtempSync, readFileSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

import {describe, expect, it} from 'vitest';
import {buildModel, loadSpec} from '../../openapi/model';
import type {Json} from '../../../tests/support/json';

import {
  buildSpecIndex,
  checkDocument,
  findOperations,
  formatDocsProblem,
  proseSentences,
  splitDocument,
  guideFiles,
  lintGuides,
} from '..';

const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const docsDir = path.join(rootDir, 'docs');
const model = await loadSpec('api/openapi.json', {cwd: rootDir});
const index = buildSpecIndex(model);

/** Hand-written docs, relative to docs/ with forward slashes; docs/api/ is generated. */
const docFiles = guideFiles(docsDir).map((file) => path.relative(docsDir, file).split(path.sep).join('/'));

/** Problems in an inline snippet, as `rule: text` pairs. */
const check = (text: string) => checkDocument(text, 'snippet.mdx', index).map((p) => `${p.rule}: ${p.text}`);

describe('the hand-written docs match api/openapi.json', () => {
  it('finds the guides to scan and leaves out the generated reference', () => {
    expect(docFiles).toContain('changelog.mdx');
    expect(docFiles).toContain('additional-support/hmac-signature-generation.mdx');
    expect(docFiles.some((file) => file.startsWith('api/'))).toBe(false);
  });

  it.each(docFiles)('docs/%s', (file) => {
    const text = readFileSync(path.join(docsDir, file), 'utf8');
    const problems = checkDocument(text, `docs/${file}`, index);
    expect(problems.map(formatDocsProblem)).toEqual([]);
  });
});

describe('endpoint and URL checks', () => {
  it('accepts operations with templates, concrete ids, full URLs and a string to sign', () => {
    expect(
      check(
        [
          'Call `POST /v1/gift-cards/{giftCardId}/void` or POST /v1/gift-cards/gc_9Xb4Hk2Lm7Pq/void.',
          'Then `GET https://sandbox.api.gcm.example/v1/gift-cards/gc_9Xb4Hk2Lm7Pq/balance`.',
          '```text title="String to sign"\nGET\n/v1/gift-cards?status=active&page=1\n1728921912\n```',
        ].join('\n\n'),
      ),
    ).toEqual([]);
  });

  it('reports a path that does not exist, with its line', () => {
    const problems = checkDocument('Intro.\n\nCall `GET /v1/cards/gc_9Xb4Hk2Lm7Pq`.', 'a.mdx', index);
    expect(problems).toEqual([
      expect.objectContaining({file: 'a.mdx', line: 3, rule: 'endpoint', text: 'GET /v1/cards/gc_9Xb4Hk2Lm7Pq'}),
    ]);
  });

  it('reports a wrong method, a wrong parameter name and an id of the wrong type', () => {
    expect(check('Use `DELETE /v1/gift-cards/{giftCardId}/void`.')).toEqual([
      'endpoint: DELETE /v1/gift-cards/{giftCardId}/void',
    ]);
    expect(check('Use `POST /v1/gift-cards/{cardId}/void`.')).toEqual(['endpoint: POST /v1/gift-cards/{cardId}/void']);
    expect(check('Use POST /v1/gift-cards/biz_7Hd2Kp9Qw4Ln/void.')).toEqual([
      'endpoint: POST /v1/gift-cards/biz_7Hd2Kp9Qw4Ln/void',
    ]);
  });

  it('accepts a bare path that names a group of operations, but not as a call', () => {
    expect(check('The helpers live under `/v1/sandbox/signatures`.')).toEqual([]);
    expect(check('Call `POST /v1/sandbox/signatures`.')).toEqual(['endpoint: POST /v1/sandbox/signatures']);
    expect(check('The helpers live under `/v1/sandbox/signature`.')).toEqual(['endpoint: /v1/sandbox/signature']);
  });

  it('accepts paths built from variables in code, and still checks their literal segments', () => {
    const code = [
      '```js title="client.mjs"',
      "gcmRequest('GET', `/v1/businesses/${businessId}`);",
      "gcmRequest('POST', `/v1/gift-cards/${giftCardId}/void`, body);",
      'requests.get(f"/v1/gift-cards/{gift_card_id}/balance?transactionLimit={limit}")',
      'fmt.Sprintf("/v1/gift-cards/%s/dynamic-images/%s", giftCardID, imageID)',
      'client.post("/v1/gift-cards/" + giftCardId + "/void")',
      '```',
    ].join('\n');
    expect(check(code)).toEqual([]);
    expect(
      check('```js title="client.mjs"\ngcmRequest(\'GET\', `/v1/gift-cards/${giftCardId}/balances`);\n```'),
    ).toEqual(["endpoint: GET', `/v1/gift-cards/${giftCardId}/balances"]);
    expect(
      check('```js title="client.mjs"\ngcmRequest(\'DELETE\', `/v1/gift-cards/${giftCardId}/void`);\n```'),
    ).toEqual(["endpoint: DELETE', `/v1/gift-cards/${giftCardId}/void"]);
    expect(check('```js title="client.mjs"\nclient.post("/v1/giftcards/" + giftCardId)\n```')).toEqual([
      'endpoint: /v1/giftcards/',
    ]);
    expect(check('Prose must name parameters as the spec does: `/v1/gift-cards/${giftCardId}/void`.')).toEqual([
      'endpoint: /v1/gift-cards/${giftCardId}/void',
    ]);
  });

  it('reports a method on the next line of a code block, as in a string to sign', () => {
    expect(check('```text title="String to sign"\nPUT\n/v1/gift-cards\n```')).toEqual([
      'endpoint: PUT\n/v1/gift-cards',
    ]);
  });

  it('reports URLs on the API hosts that do not exist, and ignores other hosts', () => {
    expect(check('See https://api.gcm.example/v1/giftcards and https://api.gcm.example/health.')).toEqual([
      'api-url: https://api.gcm.example/v1/giftcards',
      'api-url: https://api.gcm.example/health',
    ]);
    expect(check('The image is at https://cdn.sandbox.gcm.example/images/img_6Pz3Qe8Ua1Vb.png.')).toEqual([]);
  });

  it('reports unknown query parameters and enum values', () => {
    expect(check('Call `GET /v1/gift-cards?createdAfter=2024-10-01T00:00:00Z`.')).toEqual([
      'query-parameter: GET /v1/gift-cards?createdAfter=2024-10-01T00:00:00Z',
    ]);
    expect(check('Call `GET /v1/gift-cards?status=void`.')).toEqual([
      'query-parameter: GET /v1/gift-cards?status=void',
    ]);
    expect(check('Call `GET /v1/gift-cards?status=voided&pageSize=100`.')).toEqual([]);
  });

  it('matches concrete ids against path templates', () => {
    expect(findOperations(index, '/v1/gift-cards/gc_9Xb4Hk2Lm7Pq/dynamic-images/img_6Pz3Qe8Ua1Vb')).toEqual([
      expect.objectContaining({operationId: 'GetDynamicImage'}),
    ]);
    expect(findOperations(index, '/v1/gift-cards/gc_9Xb4Hk2Lm7Pq/dynamic-images/gc_1')).toEqual([]);
  });
});

describe('header check', () => {
  it('accepts request and response headers of the description in prose and code', () => {
    expect(
      check(
        'Send `Idempotency-Key` and `X-Nonce`; read `RateLimit-Remaining`, `Retry-After`, `Idempotent-Replayed`, `Deprecation` and `Sunset`.\n\n```http title="Response"\nX-Request-Id: req_01JA7X4Q9M2K\nSunset: Fri, 31 Oct 2025 23:59:59 GMT\n```',
      ),
    ).toEqual([]);
  });

  it('reports headers the description does not have, or in the wrong case', () => {
    expect(check('Send `X-Api-Key` and read `RateLimit-Policy`, `Retry-In` and `Sunset-Date`.')).toEqual([
      'header: X-Api-Key',
      'header: RateLimit-Policy',
      'header: Retry-In',
      'header: Sunset-Date',
    ]);
    expect(check('```bash title="Request"\ncurl -H "X-Partner-ID: ptn_8Fq3Zk1Lw9Xc"\n```')).toEqual([
      'header: X-Partner-ID',
    ]);
  });

  it('does not treat the words deprecation and sunset as headers', () => {
    expect(check('The Deprecation policy gives a Sunset date one year out.')).toEqual([]);
  });
});

describe('error code check', () => {
  it('accepts catalogue codes and spec names in sentences about errors', () => {
    expect(
      check(
        'The call fails with `amount_out_of_range` or `currency_not_supported`. The error lists the field with reason `out_of_range`. Void it with reason `fraud_suspected` and grant `show_code` only when the code is needed.',
      ),
    ).toEqual([]);
  });

  it('reports an invented code in an error position', () => {
    expect(check('The request fails with `card_expired`.')).toEqual(['error-code: card_expired']);
    expect(check('GCM answers 409 (`card_already_voided`).')).toEqual(['error-code: card_already_voided']);
    expect(check('Retry when the `code` is `rate_limit_exceeded`.')).toEqual(['error-code: rate_limit_exceeded']);
    expect(check('It fails with `rate_limited`, `too_many_cards` or `nonce_reused`.')).toEqual([
      'error-code: too_many_cards',
    ]);
  });

  it('reports a spec enum value used as an error code', () => {
    expect(check('The request fails with `not_allowed`.')).toEqual(['error-code: not_allowed']);
  });

  it('reports unknown snake_case tokens in sentences about errors, and code-shaped tokens anywhere', () => {
    expect(check('Log the error and show `card_blocked_message` to the customer.')).toEqual([
      'error-code: card_blocked_message',
    ]);
    expect(check('Watch for `velocity_limit_exceeded` in your logs.')).toEqual(['error-code: velocity_limit_exceeded']);
    expect(check('Set `partner_reference` on the order.')).toEqual([]);
  });

  it('checks the Code column of tables strictly', () => {
    const table =
      '| Error code | What to do |\n| --- | --- |\n| `provisioning_limit_exceeded` | Wait. |\n| `daily_limit_hit` | Wait. |';
    expect(check(table)).toEqual(['error-code: daily_limit_hit']);
  });

  it('validates problem details in JSON blocks against the Problem schema', () => {
    const problem = (code: string) =>
      `\`\`\`json title="Error"\n{"type": "https://gcm.example/problems/x", "title": "X", "status": 422, "code": "${code}", "instance": "urn:gcm:request:req_01JA7X4Q9M2K"}\n\`\`\``;
    expect(check(problem('provisioning_limit_exceeded'))).toEqual([]);
    expect(check(problem('daily_limit_exceeded'))).toEqual(['problem-body: "code"']);
  });
});

describe('request and response body check', () => {
  const block = (title: string, body: string) => `\`\`\`json title="${title}"\n${body}\n\`\`\``;

  it('accepts a body that matches the operation schema', () => {
    expect(
      check(
        block('POST /v1/gift-cards/gc_9Xb4Hk2Lm7Pq/void request body', '{"reason": "fraud_suspected", "note": null}'),
      ),
    ).toEqual([]);
    expect(
      check(
        block(
          'POST /v1/gift-cards/{giftCardId}/void 200 response',
          '{"giftCardId": "gc_9Xb4Hk2Lm7Pq", "status": "voided", "reason": "duplicate", "voidedAmount": 5000, "currency": "USD", "voidedAt": "2024-10-15T09:12:44Z", "transactionId": "txn_7Jd3Nw9Rc5Vb"}',
        ),
      ),
    ).toEqual([]);
  });

  it('reports a wrong field name on its own line', () => {
    const text = block(
      'POST /v1/gift-cards request body',
      '{\n  "businessId": "biz_7Hd2Kp9Qw4Ln",\n  "items": [{"amount": 5000, "currencyCode": "USD"}]\n}',
    );
    expect(checkDocument(text, 'b.mdx', index)).toEqual(
      expect.arrayContaining([expect.objectContaining({line: 4, rule: 'request-body', text: '"currencyCode"'})]),
    );
  });

  it('reports wrong enum values, and amounts that are not integers in minor units', () => {
    expect(check(block('POST /v1/gift-cards/gc_9Xb4Hk2Lm7Pq/void request body', '{"reason": "fraud"}'))).toEqual([
      'request-body: "reason"',
    ]);
    expect(
      check(
        block(
          'POST /v1/gift-cards request body',
          '{"businessId": "biz_7Hd2Kp9Qw4Ln", "items": [{"amount": 49.99, "currency": "USD"}]}',
        ),
      ),
    ).toEqual(['request-body: "amount"']);
  });

  it('reports a response field the schema does not have', () => {
    expect(
      check(
        block(
          'GET /v1/gift-cards/gc_9Xb4Hk2Lm7Pq/dynamic-images/img_6Pz3Qe8Ua1Vb response',
          '{"imageId": "img_6Pz3Qe8Ua1Vb", "giftCardId": "gc_9Xb4Hk2Lm7Pq", "url": "https://cdn.sandbox.gcm.example/i.png", "expiresAt": "2024-10-20T19:22:41Z", "image": {"template": "classic", "format": "png", "contentType": "image/png", "width": 1200, "height": 757, "sizeBytes": 1, "createdAt": "2024-10-14T16:06:02Z"}}',
        ),
      ),
    ).toEqual(['response-body: "urlExpiresAt"', 'response-body: "expiresAt"']);
  });

  it('reports invalid JSON and bodies for operations without one', () => {
    expect(check(block('POST /v1/gift-cards request body', '{"businessId": "biz_7Hd2Kp9Qw4Ln", ...}'))).toEqual([
      'request-body: POST /v1/gift-cards request body',
    ]);
    expect(check(block('GET /v1/gift-cards request body', '{}'))).toEqual([
      'request-body: GET /v1/gift-cards request body',
    ]);
  });

  it('leaves JSON blocks without an operation in the title alone', () => {
    expect(check(block('Card as stored by your system', '{"cardCode": "x"}'))).toEqual([]);
  });
});

describe('spec index', () => {
  const miniSpec = (problemCode: object): Json => ({
    info: {title: 'Mini API'},
    paths: {
      '/v1/notes': {
        post: {
          operationId: 'CreateNote',
          requestBody: {
            content: {
              'application/json': {
                schema: {type: 'object', properties: {text: {type: 'string'}, tag: {$ref: '#/components/schemas/Tag'}}},
              },
            },
          },
          responses: {},
        },
      },
    },
    components: {schemas: {Tag: {type: 'string', enum: ['a', 'b']}, Problem: {properties: {code: problemCode}}}},
  });

  it('validates inline request schemas, resolving their references to components', () => {
    const mini = buildSpecIndex(
      buildModel(
        'mini.json',
        miniSpec({
          type: 'string',
          enum: ['oops'],
          'x-error-codes': [{code: 'oops', status: 400, meaning: 'Something went wrong.', action: 'Fix it.'}],
        }),
      ),
    );
    const block = (body: string) => `\`\`\`json title="POST /v1/notes request body"\n${body}\n\`\`\``;
    expect(checkDocument(block('{"text": "x", "tag": "a"}'), 'm.mdx', mini)).toEqual([]);
    expect(checkDocument(block('{"txt": "x", "tag": "c"}'), 'm.mdx', mini).map((p) => p.text)).toEqual([
      '"txt"',
      '"tag"',
    ]);
  });

  it('requires an error code catalogue (x-error-codes) in the description', () => {
    expect(() => buildSpecIndex(buildModel('mini.json', miniSpec({type: 'string', enum: ['oops']})))).toThrow(
      /no error code catalogue/,
    );
  });
});

describe('link checks', () => {
  it('accepts links whose text matches their page', () => {
    expect(
      check(
        '[Void a gift card](/docs/api/partner-api/void-card), [iFrames](/docs/api/partner-api/i-frames), [StatusEnum](/docs/api/partner-api/schemas/statusenum), [API](/docs/api/partner-api/gcm-api), [error codes](/docs/api/partner-api/errors#origin_not_allowed) and [settlements](/docs/additional-support/financial-settlements).',
      ),
    ).toEqual([]);
  });

  it('reports a link whose text names another operation', () => {
    expect(check('[`POST /v1/gift-cards`](/docs/api/partner-api/void-card)')).toEqual([
      'api-link: [`POST /v1/gift-cards`](/docs/api/partner-api/void-card)',
    ]);
    expect(check('[CheckBalance](/docs/api/partner-api/get-cards)')).toEqual([
      'api-link: [CheckBalance](/docs/api/partner-api/get-cards)',
    ]);
    expect(check('[Check a gift card balance](/docs/api/partner-api/get-cards)')).toEqual([
      'api-link: [Check a gift card balance](/docs/api/partner-api/get-cards)',
    ]);
  });
});

describe('link text of an operation page', () => {
  /** Problems in a snippet, as `file:line:col: message: found "text" [rule]`. */
  const lint = (text: string) => checkDocument(text, 'guide.mdx', index).map(formatDocsProblem);
  const title = (id: string) => index.operations.find((op) => op.operationId === id)!.title;

  it("uses the spec model's titles: each operation's summary", () => {
    expect(title('VoidCard')).toBe('Void a gift card');
    expect(title('ProvisionGiftCard')).toBe('Provision gift cards');
  });

  it('accepts the title, on its own or in a sentence, and any text for a section of the page', () => {
    expect(
      lint(
        [
          'Void the card with [Void a gift card](/docs/api/partner-api/void-card).',
          '',
          '| Operation |',
          '| --- |',
          '| [Provision gift cards](/docs/api/partner-api/provision-gift-card) |',
          '',
          'Its [409 response](/docs/api/partner-api/void-card#responses) names the reason.',
        ].join('\n'),
      ),
    ).toEqual([]);
  });

  it('reports an operationId as the text, with or without code formatting, naming the title', () => {
    const message = (found: string, line: number, col: number) =>
      `guide.mdx:${line}:${col}: the link text is the operationId VoidCard: name the operation by its title "Void a gift card": found "${found}" [api-link-text]`;
    const links = [
      '[VoidCard](/docs/api/partner-api/void-card)',
      '[`VoidCard`](/docs/api/partner-api/void-card)',
      // Even for a section of the page.
      '[VoidCard](/docs/api/partner-api/void-card#responses)',
    ];
    expect(lint(`Intro.\n\nThen call ${links[0]}.\n\nSee ${links[1]} and ${links[2]}.`)).toEqual([
      message(links[0], 3, 11),
      message(links[1], 5, 5),
      message(links[2], 5, 55),
    ]);
  });

  it('reports a title the description does not have, naming the one it has', () => {
    const message = (found: string, line = 1, col = 1) =>
      `guide.mdx:${line}:${col}: a link to an operation's page is named by the operation's title: "Provision gift cards": found "${found}" [api-link-text]`;
    expect(lint('[Provision a gift card](/docs/api/partner-api/provision-gift-card)')).toEqual([
      message('[Provision a gift card](/docs/api/partner-api/provision-gift-card)'),
    ]);
    // Not even in another case, in code formatting, or as its method and path.
    expect(
      lint(
        [
          '[provision gift cards](/docs/api/partner-api/provision-gift-card)',
          '[`Provision gift cards`](/docs/api/partner-api/provision-gift-card)',
          '[`POST /v1/gift-cards`](/docs/api/partner-api/provision-gift-card)',
        ].join('\n\n'),
      ),
    ).toEqual([
      message('[provision gift cards](/docs/api/partner-api/provision-gift-card)'),
      message('[`Provision gift cards`](/docs/api/partner-api/provision-gift-card)', 3),
      message('[`POST /v1/gift-cards`](/docs/api/partner-api/provision-gift-card)', 5),
    ]);
  });

  it('fails lint:docs on a guide file with a seeded mistake, at its file:line:col', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'docs-lint-'));
    const file = path.join(dir, 'guide.mdx');
    writeFileSync(
      file,
      '---\ntitle: Guide\n---\n\nFirst [Get an access token](/docs/api/partner-api/o-auth-2-authentication), then [OAuth2Authentication](/docs/api/partner-api/o-auth-2-authentication).\n',
    );
    expect(lintGuides(model, [file]).map(formatDocsProblem)).toEqual([
      `${file}:5:82: the link text is the operationId OAuth2Authentication: name the operation by its title "Get an access token": found "[OAuth2Authentication](/docs/api/partner-api/o-auth-2-authentication)" [api-link-text]`,
    ]);
  });
});

describe('credentials in code blocks', () => {
  const block = (code: string) => `Run this:\n\n\`\`\`bash title="A request"\n${code}\n\`\`\`\n`;

  it('accepts a token or secret read from a variable, in any language', () => {
    expect(
      check(
        block(
          [
            'curl --header "Authorization: Bearer $GCM_ACCESS_TOKEN" https://sandbox.api.gcm.example/v1/gift-cards',
            'curl -H "Authorization: Bearer ${GCM_ACCESS_TOKEN}" https://sandbox.api.gcm.example/v1/gift-cards',
            "headers = {'Authorization': f'Bearer {token}'}",
            "const headers = {Authorization: 'Bearer ' + token};",
            '# Authorization: Bearer followed by the token, as in RFC 6750: Bearer tokens.',
            "GCM_ACCESS_TOKEN=$(curl --silent https://sandbox.api.gcm.example/v1/oauth2/token | jq -r '.access_token')",
            'const {GCM_CLIENT_SECRET} = process.env;',
          ].join('\n'),
        ),
      ),
    ).toEqual([]);
    // Prose and response bodies are not what a reader copies to send.
    expect(
      check('Send `Authorization: Bearer` and the token.\n\n```json title="200"\n{"token_type": "Bearer"}\n```'),
    ).toEqual([]);
  });

  it('reports a literal bearer token and a literal assigned to the token or client secret', () => {
    expect(
      checkDocument(
        block(
          [
            'curl -H "Authorization: Bearer eyJhbGciOiJIUzI1NiJ9.e30.abc" https://sandbox.api.gcm.example/v1/gift-cards',
            'curl -H "Authorization: Bearer abc123" https://sandbox.api.gcm.example/v1/gift-cards',
            "export GCM_ACCESS_TOKEN='gcm_at_sbx_2YgR7kPq9LmW4xTz6VbN1cHd8JfS3aUe'",
            'GCM_CLIENT_SECRET=cs_sbx_Qm4T7vX2pL9rW5yZ8bN3kD6h ./run.sh',
          ].join('\n'),
        ),
        'guide.mdx',
        index,
      ).map(formatDocsProblem),
    ).toEqual([
      'guide.mdx:4:25: a code block sends a literal bearer token: read it from the environment, as in `Bearer $GCM_ACCESS_TOKEN`: found "Bearer eyJhbGciOiJIUzI1NiJ9.e30.abc" [literal-credential]',
      'guide.mdx:5:25: a code block sends a literal bearer token: read it from the environment, as in `Bearer $GCM_ACCESS_TOKEN`: found "Bearer abc123" [literal-credential]',
      `guide.mdx:6:8: a code block sets GCM_ACCESS_TOKEN to a literal: read it from the environment or a secret store, or from the token response: found "GCM_ACCESS_TOKEN='gcm_at_sbx_2YgR7kPq9LmW4xTz6VbN1cHd8JfS3aUe'" [literal-credential]`,
      'guide.mdx:7:1: a code block sets GCM_CLIENT_SECRET to a literal: read it from the environment or a secret store, or from the token response: found "GCM_CLIENT_SECRET=cs_sbx_Qm4T7vX2pL9rW5yZ8bN3kD6h" [literal-credential]',
    ]);
  });
});

describe('code block titles', () => {
  const titles = (text: string) =>
    checkDocument(text, 'guide.mdx', index)
      .filter((problem) => problem.rule === 'code-block-title')
      .map((problem) => `${problem.line}:${problem.col}`);

  it('accepts fences and <CodeBlock> tags with a language and a title', () => {
    expect(
      titles('```bash title="Run it"\nls\n```\n\n<CodeBlock language="go" title="main.go">{x}</CodeBlock>'),
    ).toEqual([]);
  });

  it('reports a fence with no language or no title, and a <CodeBlock> without both', () => {
    expect(titles('Text.\n\n```\nx\n```\n\n```bash\nx\n```\n\n<CodeBlock language="go">{x}</CodeBlock>\n')).toEqual([
      '3:1',
      '7:1',
      '11:1',
    ]);
  });

  it('does not read a <CodeBlock> shown inside a fence as a tag', () => {
    expect(titles('```mdx title="Usage"\n<CodeBlock>{x}</CodeBlock>\n```')).toEqual([]);
  });
});

describe('document splitting', () => {
  it('keeps line numbers and skips front matter and imports', () => {
    const text =
      '---\ntitle: X-Bogus\n---\nimport A from "@site/x";\n\nText `X-Nonce`.\n\n```json title="T"\n{"a": 1}\n```\n';
    const {codeBlocks, prose} = splitDocument(text);
    expect(codeBlocks).toEqual([
      expect.objectContaining({lang: 'json', title: 'T', content: '{"a": 1}', line: 8, contentLine: 9}),
    ]);
    expect(prose).not.toContain('{"a": 1}');
    expect(check(text)).toEqual([]);
  });

  it('splits sentences outside code spans and carries table column headers', () => {
    const sentences = proseSentences('One `a.b c`. Two.\n\n| Code | Meaning |\n| --- | --- |\n| `x_y` | Z. |');
    expect(sentences.map((s) => [s.text.trim(), s.column])).toEqual([
      ['One `a.b c`.', ''],
      ['Two.', ''],
      ['Code', ''],
      ['Meaning', ''],
      ['`x_y`', 'Code'],
      ['Z.', 'Meaning'],
    ]);
  });
});
