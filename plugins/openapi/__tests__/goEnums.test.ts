/** go-swagger's `x-go-enum-desc`: its lines leave the description and become the values' meanings, without the Go names. */
import {describe, expect, it} from 'vitest';
import {loadSpec} from '../model';
import {goEnumMeanings} from '../model/goEnums';
import {renderSite} from './renderMdx';
import {twinsText} from '../../../tests/support/twins';

const text = `
swagger: '2.0'
info: {title: go-swagger enums, version: '1'}
paths:
  /identities:
    post:
      operationId: createIdentity
      parameters:
        - {in: body, name: Body, schema: {$ref: '#/definitions/createIdentityBody'}}
      responses:
        '201': {description: created}
definitions:
  createIdentityBody:
    type: object
    properties:
      state:
        description: "State is the identity's state.\\nactive StateActive\\ninactive StateInactive  StateInactive is an identity that cannot log in."
        type: string
        enum: [active, inactive]
        x-go-enum-desc: "active StateActive\\ninactive StateInactive  StateInactive is an identity that cannot log in."
      region:
        description: "The region.\\neu EU\\nus US"
        type: string
        enum: [eu, us]
        x-go-enum-desc: "eu EU\\nus US"
`;

describe('go-swagger enum notes', () => {
  it('read each line as a value and its meaning, the Go name and its "is" dropped', () => {
    expect(
      goEnumMeanings(
        ' ConsistencyLevelUnset  ConsistencyLevelUnset is the unset / default consistency level.\nstrong ConsistencyLevelStrong  ConsistencyLevelStrong is the strong consistency level.',
      ),
    ).toEqual({'': 'The unset / default consistency level.', strong: 'The strong consistency level.'});
    expect(goEnumMeanings('eu EU\nus US')).toBeUndefined();
  });

  it('leave the description, and the values with a meaning get a table of them', async () => {
    const model = await loadSpec('goenums.yaml', {text});
    const body = model.schemas.find((s) => s.name === 'createIdentityBody')!.schema as {
      properties: Record<string, {description: string; 'x-enum-descriptions'?: object}>;
    };
    expect(body.properties.state.description).toBe("State is the identity's state.");
    expect(body.properties.state['x-enum-descriptions']).toEqual({
      active: '',
      inactive: 'An identity that cannot log in.',
    });
    expect(body.properties.region.description).toBe('The region.');
    expect(body.properties.region['x-enum-descriptions']).toBeUndefined();
    const page = [...(await renderSite(model)).values()].find((html) => html.includes('createIdentity')) ?? '';
    expect(page).not.toMatch(/StateActive|StateInactive|\bEU US\b/);
    expect(page).toContain('An identity that cannot log in.');
  });

  it('reach the operation’s Markdown twin too, under the field', async () => {
    const model = await loadSpec('goenums.yaml', {text});
    const twin = twinsText(model, 'goenums.yaml');
    expect(twin).toContain(
      "- `state` (string): State is the identity's state. One of `active`, `inactive`.\n  - `inactive`: An identity that cannot log in.",
    );
    expect(twin).not.toMatch(/StateInactive/);
  });
});
