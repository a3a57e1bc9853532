/** An operation's `externalDocs` in its Markdown twin: through the description's link policy, as on the page. */
import {describe, expect, it} from 'vitest';
import {buildModel, type OpenApiDocument} from '../../openapi/model';
import {twinsText} from '../../../tests/support/twins';

const operation = (operationId: string, externalDocs: object) => ({
  post: {operationId, summary: operationId, externalDocs, responses: {'200': {description: 'OK'}}},
});
const model = buildModel('docs.json', {
  openapi: '3.0.3',
  info: {title: 'Docs', version: '1'},
  servers: [{url: 'https://production.example.com'}],
  paths: {
    '/accounts/get': operation('accountsGet', {url: '/api/accounts/#accountsget'}),
    '/balance/get': operation('balanceGet', {description: 'Balance [guide]', url: 'https://example.com/docs/balance'}),
  },
} as OpenApiDocument);
const twins = twinsText(model, 'docs.json').split(/\n(?=# )/);
const twinOf = (title: string) => twins.find((twin) => twin.startsWith(`# ${title}`))!;

describe('externalDocs in an operation twin', () => {
  it('links a web address, its description kept as written', () => {
    expect(twinOf('balanceGet')).toContain('More: [Balance \\[guide\\]](https://example.com/docs/balance)');
  });

  it('shows a link to the owner’s own site as text, as the page does: no link that leads nowhere', () => {
    const twin = twinOf('accountsGet');
    expect(twin).toContain('More: /api/accounts/#accountsget');
    expect(twin).not.toContain('](/api/accounts');
  });
});
