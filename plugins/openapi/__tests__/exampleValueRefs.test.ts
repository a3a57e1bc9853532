/**
 * An Example Object's `value` that is only a `$ref` (NHS England's `value: {$ref:
 * ../examples/x.json}`) is the value it names, from a file or from the description, never
 * the `$ref` itself shown as the example and sent in every sample.
 */
import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import {loadSpec, mediaExamples} from '../model';

const dir = mkdtempSync(path.join(os.tmpdir(), 'example-refs-'));
afterAll(() => rmSync(dir, {recursive: true, force: true}));
mkdirSync(path.join(dir, 'examples'));
writeFileSync(path.join(dir, 'examples/add.json'), '{"op": "add", "path": "/deceased"}');

function description(name: string, examples: string[]): string {
  const file = path.join(dir, name);
  writeFileSync(
    file,
    [
      'openapi: 3.0.3',
      'info: {title: Patients, version: "1"}',
      'paths:',
      '  /patients/{id}:',
      '    patch:',
      '      operationId: updatePatient',
      '      requestBody:',
      '        content:',
      '          application/json:',
      '            schema: {type: object}',
      '            examples:',
      ...examples,
      '      responses: {"200": {description: ok}}',
      'components:',
      '  examples:',
      '    replace:',
      '      value: {op: replace, path: /name}',
    ].join('\n'),
  );
  return file;
}

const valuesOf = async (file: string) => {
  const model = await loadSpec(file, {mode: 'lenient'});
  const media = model.operationById.get('updatePatient')!.requestBody!.content!['application/json'];
  return mediaExamples(model, media, 'application/json').map((example) => example.value);
};

describe('an example value that is a $ref', () => {
  it('is the file it names, or the value the description has at its pointer', async () => {
    const file = description('split.yaml', [
      '              add: {value: {$ref: examples/add.json}}',
      "              replace: {value: {$ref: '#/components/examples/replace/value'}}",
    ]);
    expect(await valuesOf(file)).toEqual([
      {op: 'add', path: '/deceased'},
      {op: 'replace', path: '/name'},
    ]);
  });

  it('names the value in a description of one file too', async () => {
    const file = description('one.yaml', [
      "              replace: {value: {$ref: '#/components/examples/replace/value'}}",
    ]);
    expect(await valuesOf(file)).toEqual([{op: 'replace', path: '/name'}]);
  });
});
