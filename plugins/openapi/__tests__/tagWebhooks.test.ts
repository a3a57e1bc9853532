/**
 * A tag's page lists the webhooks with the tag (3.1's webhooks sit apart in the sidebar, and a
 * tag only webhooks use had a page with its description alone); and a deprecated operation
 * sends the reader to a changelog only where the site has one.
 */
import {describe, expect, it} from 'vitest';
import {buildModel, type OpenApiDocument} from '../model';
import {renderSite} from './renderMdx';
import {twinsText} from '../../../tests/support/twins';

const model = buildModel('hooks.json', {
  openapi: '3.1.0',
  info: {title: 'Mail', version: '1'},
  tags: [
    {name: 'Emails', description: 'Sending.'},
    {name: 'Webhook Events', description: 'Events we POST to your endpoint.'},
  ],
  paths: {
    '/emails': {
      post: {operationId: 'sendEmail', tags: ['Emails'], responses: {'200': {description: 'ok'}}},
      get: {operationId: 'listEmails', tags: ['Emails'], deprecated: true, responses: {'200': {description: 'ok'}}},
    },
  },
  webhooks: {
    'email.sent': {
      post: {summary: 'Email sent', tags: ['Webhook Events', 'Emails'], responses: {'200': {description: 'ok'}}},
    },
    'email.bounced': {
      post: {
        summary: 'Email bounced',
        tags: ['Webhook Events'],
        deprecated: true,
        responses: {'200': {description: 'ok'}},
      },
    },
  },
} as OpenApiDocument);

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('a tag’s page', () => {
  it('lists the webhooks with the tag, linked, beside its operations', async () => {
    const pages = await renderSite(model);
    const page = (id: string) => pages.get(`${id}.mdx`) ?? '';
    const events = model.groups.find((group) => group.name === 'Webhook Events')!;
    expect(events.webhooks.map((hook) => hook.title)).toEqual(['Email sent', 'Email bounced']);
    const eventsPage = page(events.id);
    expect(eventsPage).toContain('<h2>Webhooks</h2>');
    expect(text(eventsPage)).toContain(
      'Email sent | POST | email.sent | | Email bounced (deprecated) | POST | email.bounced',
    );
    expect(eventsPage).not.toContain('<h2>Operations</h2>');
    const emails = page(model.groups.find((group) => group.name === 'Emails')!.id);
    expect(emails).toContain('<h2>Operations</h2>');
    expect(text(emails)).toContain('Email sent');
  });
});

describe('a deprecated operation', () => {
  it('sends the reader to the changelog only where the site has one', () => {
    const alone = twinsText(model, 'hooks.json');
    expect(alone).toContain('**Deprecated.** This operation may be removed.');
    expect(alone).toContain('**Deprecated.** This webhook may be removed.');
    expect(alone).not.toContain('changelog');
    const withChangelog = twinsText(model, 'hooks.json', '/docs/changelog');
    expect(withChangelog).toContain(
      '**Deprecated.** This operation may be removed; see the [changelog](/docs/changelog.md) for its replacement.',
    );
  });
});
