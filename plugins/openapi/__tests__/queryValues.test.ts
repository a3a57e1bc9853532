/** A query example is sent encoded once, also when its writer wrote it encoded (Spotify's search `q`). */
import {describe, expect, it} from 'vitest';
import {queryValue} from '../render/samples/request';

describe('a query value', () => {
  it('is encoded once', () => {
    expect(queryValue('remaster track:Doxy')).toBe('remaster%20track%3ADoxy');
    expect(queryValue('remaster%20track:Doxy')).toBe('remaster%20track%3ADoxy');
    expect(queryValue('50% off')).toBe('50%25%20off');
    expect(queryValue('100%')).toBe('100%25');
  });
});
