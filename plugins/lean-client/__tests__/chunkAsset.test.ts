import {describe, expect, it} from 'vitest';
import {chunkAssetCode, isDocusaurusChunkAssetPlugin} from '../chunkAsset';

/** Runs the runtime's code against a runtime whose chunk files are `assets/js/<id>.<build hash>.js`. */
function gca(nameToId: Record<string, string>): (name: string) => string {
  const runtime: Record<string, unknown> = {p: '/base/', u: (id: string) => `assets/js/${id}.abcdef12.js`};
  new Function('__webpack_require__', chunkAssetCode(nameToId))(runtime);
  return runtime.gca as (name: string) => string;
}

describe('chunkAssetCode', () => {
  it("gives a named chunk's URL from its id", () => {
    expect(gca({'0058b4c6': '70266'})('0058b4c6')).toBe('/base/assets/js/70266.abcdef12.js');
  });

  it('gives a name the bundler merged away `undefined`, which Docusaurus prefetching skips', () => {
    expect(gca({'0058b4c6': '70266'})('a7bd4aaa')).toContain('undefined');
  });
});

describe('isDocusaurusChunkAssetPlugin', () => {
  it("knows Docusaurus's plugin by its class, and nothing else", () => {
    class ChunkAssetPlugin {}
    class Other {}
    expect(isDocusaurusChunkAssetPlugin(new ChunkAssetPlugin())).toBe(true);
    expect(isDocusaurusChunkAssetPlugin(new Other())).toBe(false);
    expect(isDocusaurusChunkAssetPlugin(null)).toBe(false);
  });
});
