/**
 * An `anyOf` or `oneOf` whose members only require fields of the object beside them (Intercom's
 * contact: `anyOf: [{required: [email]}, {required: [external_id]}]`) states which fields go
 * together, on the page and in the twin, instead of listing shapes of type "any".
 */
import {describe, expect, it} from 'vitest';
import {buildModel, requiredChoiceOf, requiredChoiceWords, type OpenApiDocument} from '../model';
import {renderReference} from '../generate';
import {SITE_OPTIONS} from '../../../tests/siteReference';
import {twinsText} from '../../../tests/support/twins';

const properties = {email: {type: 'string'}, external_id: {type: 'string'}, role: {type: 'string'}};
const model = buildModel('contacts.json', {
  openapi: '3.0.3',
  info: {title: 'Contacts', version: '1'},
  paths: {
    '/contacts': {
      post: {
        operationId: 'createContact',
        requestBody: {
          content: {
            'application/json': {
              schema: {
                type: 'object',
                properties,
                anyOf: [{required: ['email'], title: 'With email'}, {required: ['external_id']}, {required: ['role']}],
              },
            },
          },
        },
        responses: {'200': {description: 'OK'}},
      },
    },
  },
} as OpenApiDocument);

describe('members that only require fields', () => {
  it('are read as the rule they state: at least one set (anyOf), exactly one (oneOf)', () => {
    expect(requiredChoiceOf({properties, oneOf: [{required: ['email', 'role']}, {required: ['external_id']}]})).toEqual(
      {
        keyword: 'oneOf',
        sets: [['email', 'role'], ['external_id']],
      },
    );
    // A member with a shape of its own, or requiring a field the object lacks, is a shape.
    expect(requiredChoiceOf({properties, anyOf: [{required: ['email']}, {type: 'object', required: ['role']}]})).toBe(
      undefined,
    );
    expect(requiredChoiceOf({properties, anyOf: [{required: ['email']}, {required: ['phone']}]})).toBe(undefined);
  });

  it('state the rule on the page, with no shapes of type "any"', () => {
    const page = renderReference(model, SITE_OPTIONS).files.get('create-contact.mdx')!;
    const text = page.replace(/<[^>]+>/g, '');
    expect(text).toContain('At least one of email, external_id or role is required.');
    expect(text).not.toMatch(/shapes/);
  });

  it('state it in the twin, under the fields', () => {
    const twin = twinsText(model, 'contacts.json');
    expect(twin).toContain('- `role` (string)\n- At least one of `email`, `external_id` or `role` is required.');
    expect(twin).not.toContain('shape 1');
  });

  it('bracket a set of several fields, so that the rule reads one way', () => {
    const code = (name: string) => `\`${name}\``;
    expect(
      requiredChoiceWords({properties, oneOf: [{required: ['email', 'role']}, {required: ['external_id']}]}, code),
    ).toBe('Exactly one of (`email` and `role`) or `external_id` is required');
    expect(requiredChoiceWords({properties, anyOf: [{required: ['email']}, {required: ['role']}]}, code)).toBe(
      'At least one of `email` or `role` is required',
    );
  });

  it('leave the shapes of the other keyword beside them', () => {
    const both = buildModel('both.json', {
      openapi: '3.0.3',
      info: {title: 'Both', version: '1'},
      paths: {
        '/parties': {
          post: {
            operationId: 'createParty',
            requestBody: {
              content: {
                'application/json': {
                  schema: {
                    type: 'object',
                    properties,
                    anyOf: [{required: ['email']}, {required: ['external_id']}],
                    oneOf: [
                      {title: 'Person', type: 'object', properties: {birthday: {type: 'string'}}},
                      {title: 'Company', type: 'object', properties: {vat_number: {type: 'string'}}},
                    ],
                  },
                },
              },
            },
            responses: {'200': {description: 'OK'}},
          },
        },
      },
    } as OpenApiDocument);
    const page = renderReference(both, SITE_OPTIONS)
      .files.get('create-party.mdx')!
      .replace(/<[^>]+>/g, '');
    expect(page).toContain('At least one of email or external_id is required.');
    expect(page).toMatch(/Exactly one of these 2 shapes/);
    expect(page).toContain('vat_number');
    const twin = twinsText(both, 'both.json');
    expect(twin).toContain('At least one of `email` or `external_id` is required.');
    expect(twin).toContain('One of these shapes, shape 2');
  });
});
