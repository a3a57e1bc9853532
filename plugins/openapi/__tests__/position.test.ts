import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {getLineColLocation, parseYaml, Source} from '@redocly/openapi-core';
import {lineColAt, lineStarts} from '../../shared/problems';
import {positionOf} from '../model/position';

describe('lineColAt', () => {
  const text = 'a: 1\nbb: 2\r\n\nccc: 3';
  const starts = lineStarts(text);

  it('indexes every line start, CRLF and empty lines included', () => {
    expect(starts).toEqual([0, 5, 12, 13]);
  });

  it('gives the line and column of an offset, from 1', () => {
    expect(lineColAt(starts, 0)).toEqual({line: 1, col: 1});
    expect(lineColAt(starts, 3)).toEqual({line: 1, col: 4});
    expect(lineColAt(starts, 4)).toEqual({line: 1, col: 5});
    expect(lineColAt(starts, 5)).toEqual({line: 2, col: 1});
    expect(lineColAt(starts, 12)).toEqual({line: 3, col: 1});
    expect(lineColAt(starts, 18)).toEqual({line: 4, col: 6});
  });
});

describe('positionOf', () => {
  // Every place Redocly's getLineColLocation gives in a fixture: at each node and at its key, $refs included.
  it.each(['constructs-3.0.yaml', 'constructs-3.1.json', 'polymorphic.yaml'])(
    'gives the place Redocly gives, for every node of %s',
    (name) => {
      const file = path.join('tests/fixtures/openapi', name);
      const body = readFileSync(file, 'utf8');
      const pointers = new Set<string>(['#', '#/no/such/node']);
      const walk = (value: unknown, pointer: string) => {
        pointers.add(pointer);
        if (value !== null && typeof value === 'object') {
          for (const [key, child] of Object.entries(value)) {
            walk(child, `${pointer}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`);
          }
        }
      };
      walk(parseYaml(body) as unknown, '#');
      expect(pointers.size).toBeGreaterThan(100);
      const theirSource = new Source(file, body);
      const ourSource = new Source(file, body);
      for (const pointer of pointers) {
        for (const reportOnKey of [false, true]) {
          const theirs = getLineColLocation({source: theirSource, pointer, reportOnKey}) as {
            start: {line: number; col: number};
          };
          expect(positionOf(ourSource, pointer, reportOnKey), `${pointer} ${reportOnKey}`).toEqual(theirs.start);
        }
      }
    },
  );
});
