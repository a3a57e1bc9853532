/**
 * plugins/api-changes/diff.ts: diffSurfaces' steps one at a time, on surfaces written by hand
 * (apiChanges.test.ts covers the whole comparison from descriptions).
 */
import {describe, expect, it} from 'vitest';
import {diffErrorCodes, diffFields, diffScopesAndSchemes, type ApiChange, type DiffContext} from '../diff';
import {emptySurface, type FieldFact, type Surface} from '../surface';

const surface = (parts: Partial<Surface> = {}): Surface => ({...emptySurface('1'), ...parts});

const context = (before: Surface, after: Surface): DiffContext => ({before, after, changes: []});

describe('diffSurfaces steps', () => {
  it('diffErrorCodes: a code whose status changed, and one removed', () => {
    const before = surface({
      errorCodes: new Map([
        ['card_frozen', {status: 409, meaning: 'Frozen.', pointer: '/a'}],
        ['gone', {status: 410, meaning: 'Gone.', pointer: '/b'}],
      ]),
    });
    const after = surface({errorCodes: new Map([['card_frozen', {status: 422, meaning: 'Frozen.', pointer: '/c'}]])});
    const c = context(before, after);
    diffErrorCodes(c);
    expect(c.changes.map((change) => [change.rule, change.side, change.pointer])).toEqual([
      ['error-code-status-changed', 'after', '/c'],
      ['error-code-removed', 'before', '/b'],
    ]);
    expect(c.changes[0].text).toContain('is now 422 (was 409)');
  });

  it('diffScopesAndSchemes: adds to the changes already found, after them', () => {
    const c = context(surface(), surface({scopes: new Map([['cards:read', {pointer: '/s'}]])}));
    const earlier: ApiChange = {
      rule: 'api-added',
      breaking: false,
      subject: {kind: 'operation', operation: 'GET /v1/cards'},
      text: 'Added',
      side: 'after',
      pointer: '/p',
      mentions: [],
    };
    c.changes.push(earlier);
    diffScopesAndSchemes(c);
    expect(c.changes.map((change) => change.rule)).toEqual(['api-added', 'scope-added']);
  });

  it('diffFields: a request field that became required, only in the direction its owner is used', () => {
    const field = (required: boolean): FieldFact => ({
      owner: {kind: 'schema', name: 'Card', id: 'card'},
      path: 'limit.amount',
      required,
      deprecated: false,
      shape: {type: 'integer', nullable: false},
      pointer: '/components/schemas/Card/properties/limit',
    });
    const schemas = new Map([['Card', {id: 'card', pointer: '/components/schemas/Card'}]]);
    const directions = new Map([['Card', new Set(['request'] as const)]]);
    const before = surface({schemas, directions, fields: new Map([['Card|limit.amount', field(false)]])});
    const after = surface({schemas, directions, fields: new Map([['Card|limit.amount', field(true)]])});
    const c = context(before, after);
    diffFields(c);
    expect(c.changes).toHaveLength(1);
    expect(c.changes[0]).toMatchObject({
      rule: 'request-property-became-required',
      subject: {kind: 'field', owner: 'Card', path: 'limit.amount'},
      mentions: [
        [{schema: 'card'}, {code: 'Card'}],
        [{code: 'amount'}, {code: 'limit.amount'}],
      ],
    });
  });
});
