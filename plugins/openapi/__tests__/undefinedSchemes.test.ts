/**
 * A security requirement naming a scheme the description never defines (Ory Kratos's
 * `sessionToken`): a warning where the name is written, once per place, and refused in a strict
 * build; the page still says the scheme is not defined.
 */
import {describe, expect, it} from 'vitest';
import {loadSpec} from '../model';
import {UNDEFINED_SCHEME_RULE} from '../model/auth';
import {ProblemError} from '../../shared/problems';

const text = `openapi: 3.0.3
info: {title: Sessions, version: '1'}
security: [{sessionToken: []}]
paths:
  /whoami:
    get:
      responses: {'200': {description: OK}}
  /session:
    get:
      responses: {'200': {description: OK}}
  /logout:
    delete:
      security: [{cookie: []}, {apiKey: []}]
      responses: {'204': {description: Gone}}
components:
  securitySchemes:
    apiKey: {type: apiKey, in: header, name: Authorization}
`;

describe('a security requirement naming an undefined scheme', () => {
  it('is a warning at the name, once where it is written, in a lenient build', async () => {
    const model = await loadSpec('sessions.yaml', {text, mode: 'lenient'});
    const found = model.warnings.filter((w) => w.rule === UNDEFINED_SCHEME_RULE);
    expect(found.map(({line, col, message}) => ({line, col, message}))).toEqual([
      {line: 3, col: 13, message: 'security scheme "sessionToken" is not defined in components.securitySchemes'},
      {line: 13, col: 19, message: 'security scheme "cookie" is not defined in components.securitySchemes'},
    ]);
    // Requests follow the first requirement whose schemes are defined: the samples send the API key.
    const logout = model.operations.find((op) => op.path === '/logout')!;
    expect(logout.auth.requirement).toEqual({apiKey: []});
    expect(logout.auth.apiKeys).toEqual([{name: 'Authorization', in: 'header'}]);
    expect(model.operations.find((op) => op.path === '/whoami')!.security).toEqual([{sessionToken: []}]);
  });

  it('is refused in a strict build, with its place', async () => {
    const loading = loadSpec('sessions.yaml', {text, mode: 'strict'});
    await expect(loading).rejects.toBeInstanceOf(ProblemError);
    await expect(loading).rejects.toThrow(/sessions\.yaml:3:13/);
  });

  it('is found in an operation whose path item is a $ref', async () => {
    const referred = `openapi: 3.1.0
info: {title: Items, version: '1'}
paths:
  /items:
    $ref: '#/components/pathItems/Items'
components:
  pathItems:
    Items:
      get:
        security: [{nope: []}]
        responses: {'200': {description: OK}}
`;
    const model = await loadSpec('items.yaml', {text: referred, mode: 'lenient'});
    const found = model.warnings.filter((w) => w.rule === UNDEFINED_SCHEME_RULE);
    expect(found.map(({line, message}) => `${line}: ${message}`)).toEqual([
      // At the path item's $ref, which leads to where it is written.
      '5: security scheme "nope" is not defined in components.securitySchemes',
    ]);
    await expect(loadSpec('items.yaml', {text: referred, mode: 'strict'})).rejects.toBeInstanceOf(ProblemError);
  });
});
