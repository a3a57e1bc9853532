/**
 * Docusaurus's `__webpack_require__.gca` (chunk name → the chunk's URL, for prefetching), for
 * async chunks named by id and the build's hash (CHUNK_FILENAME in ./index.ts). Docusaurus's
 * own (its ChunkAssetPlugin) gives a name the bundler merged into another chunk the URL of a
 * file that is not there, and its prefetching skips only a URL with `undefined` in it, which
 * a per-chunk hash gave such a name. Here a name the chunk map does not know gives `undefined`
 * itself, so prefetching skips it whatever the files are named.
 */
import type {Chunk, Compiler} from 'webpack';

/** The runtime's function, given the async chunks' name → id map. */
export function chunkAssetCode(nameToId: Readonly<Record<string, string | number>>): string {
  return `__webpack_require__.gca = function(chunkName) { var id = ${JSON.stringify(nameToId)}[chunkName]; return id === undefined ? 'undefined' : __webpack_require__.p + __webpack_require__.u(id); };`;
}

const NAME = 'lean-client-chunk-asset';

/** Whether `plugin` is Docusaurus's ChunkAssetPlugin, which this one replaces. */
export const isDocusaurusChunkAssetPlugin = (plugin: unknown): boolean =>
  typeof plugin === 'object' && plugin !== null && plugin.constructor.name === 'ChunkAssetPlugin';

/** Adds `__webpack_require__.gca` to the browser's runtime, where Docusaurus's ChunkAssetPlugin would. */
export class ChunkAssetPlugin {
  apply(compiler: Compiler): void {
    // The bundler's own class (Rspack's under Docusaurus Faster), as Docusaurus's plugin uses it.
    const {RuntimeModule} = compiler.webpack;
    class ChunkAssetRuntimeModule extends RuntimeModule {
      constructor(private readonly target: Chunk) {
        super(NAME, RuntimeModule.STAGE_ATTACH);
        // Generated once the chunks have their ids, as Docusaurus's is.
        this.fullHash = true;
      }
      generate(): string {
        const idToName = this.target.getChunkMaps(false).name;
        return chunkAssetCode(Object.fromEntries(Object.entries(idToName).map(([id, name]) => [name, id])));
      }
    }
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.additionalTreeRuntimeRequirements.tap(NAME, (chunk) => {
        compilation.addRuntimeModule(chunk, new ChunkAssetRuntimeModule(chunk));
      });
    });
  }
}
