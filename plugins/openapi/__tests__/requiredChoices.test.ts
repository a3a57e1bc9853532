/**
 * An `anyOf` or `oneOf` whose members only require fields of the object beside them (Intercom's
 * contact: `anyOf: [{required: [email]}, {required: [external_id]}]`) states which fields go
 * together, on the page and in the twin, instead of listing shapes of type "any".
 */
import {describe, expect, it} from 'vitest';
import {buildModel, requiredChoiceOf, type OpenApiDocument} from '../model';
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
        exactlyOne: true,
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
});
