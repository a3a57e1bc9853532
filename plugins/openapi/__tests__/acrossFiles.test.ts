import {mkdtempSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {Source} from '@redocly/openapi-core';
import {loadSpec, sharedSpec, specLoadCount} from '../model';
import {indexNodes, placeAcross} from '../model/acrossFiles';

describe('placeAcross', () => {
  const thing = {description: 'a thing', properties: {name: {type: 'string'}}};
  const file = {source: new Source('/specs/defs.yml', ''), parsed: {Thing: thing}};
  // The bundle holds the file's node itself, under a name the bundler chose.
  const root = {paths: {}, components: {schemas: {Thing2: thing, Own: {type: 'object'}}}};
  const index = indexNodes([file]);

  it('places a pointer under a node from another file in that file', () => {
    expect(placeAcross(root, index, '#/components/schemas/Thing2/properties/name/type')).toMatchObject({
      pointer: '#/Thing/properties/name/type',
      exact: true,
    });
    expect(placeAcross(root, index, '#/components/schemas/Thing2/description')?.source.absoluteRef).toBe(
      '/specs/defs.yml',
    );
  });

  it('gives the deepest node from the file when the rest of the pointer is not in it', () => {
    expect(placeAcross(root, index, '#/components/schemas/Thing2/properties/age/type')).toMatchObject({
      pointer: '#/Thing/properties',
      exact: false,
    });
  });

  it("leaves a pointer that never passes another file's node to the entry file", () => {
    expect(placeAcross(root, index, '#/components/schemas/Own/type')).toBeUndefined();
    expect(placeAcross(root, index, '#/info/title')).toBeUndefined();
  });
});

/** A description in three files: the entry, an operation's file and a schemas' file. */
function splitDescription(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'across-files-'));
  writeFileSync(
    path.join(dir, 'openapi.yaml'),
    [
      'openapi: 3.0.3',
      'info: {title: Split, version: "1"}',
      'paths:',
      '  /things:',
      '    post:',
      '      $ref: "./create.yml"',
      '',
    ].join('\n'),
  );
  writeFileSync(
    path.join(dir, 'create.yml'),
    [
      'operationId: createThing',
      'description: See [the other one](#operation/noSuchOperation).',
      'requestBody:',
      '  content:',
      '    application/json:',
      '      schema:',
      '        $ref: "./defs.yml#/Thing"',
      'responses:',
      '  "204": {description: Created}',
      '',
    ].join('\n'),
  );
  writeFileSync(
    path.join(dir, 'defs.yml'),
    [
      'Thing:',
      '  type: object',
      '  properties:',
      '    name:',
      '      type: string',
      '      description: Like [that one](#operation/alsoMissing).',
      '',
    ].join('\n'),
  );
  return dir;
}

describe('a description over several files', () => {
  it('is read again when a file its $refs name changes, and only then', async () => {
    const dir = splitDescription();
    const source = {specPath: 'openapi.yaml', allowExternalRefs: true, mode: 'lenient' as const, cwd: dir};
    const before = specLoadCount();
    const first = await sharedSpec(source);
    expect(first.files.map((file) => path.basename(file)).sort()).toEqual(['create.yml', 'defs.yml', 'openapi.yaml']);
    expect(await sharedSpec(source)).toBe(first);
    expect(specLoadCount() - before).toBe(1);
    writeFileSync(
      path.join(dir, 'create.yml'),
      'operationId: createThing\nsummary: Create a thing\nresponses:\n  "204": {description: Created}\n',
    );
    const second = await sharedSpec(source);
    expect(specLoadCount() - before).toBe(2);
    expect(second.operations[0].title).toBe('Create a thing');
    expect(second.files.map((file) => path.basename(file)).sort()).toEqual(['create.yml', 'openapi.yaml']);
  });

  it("reports what the model finds at the place in the file it is written in, not at the entry's $ref", async () => {
    const dir = splitDescription();
    const model = await loadSpec(path.join(dir, 'openapi.yaml'), {mode: 'lenient', allowExternalRefs: true});
    const links = model.warnings
      .filter((warning) => warning.rule === 'unresolved-link')
      .map(({file, line, col, message}) => `${path.basename(file)}:${line}:${col}: ${message.split(' names')[0]}`);
    expect(links).toEqual([
      'create.yml:2:1: link "#operation/noSuchOperation"',
      'defs.yml:6:7: link "#operation/alsoMissing"',
    ]);
  });
});
