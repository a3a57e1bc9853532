/** The operation twins of a model as the site writes them, for tests. */
import {operationTwins} from '../../plugins/exports/referenceTwins';
import type {SpecModel} from '../../plugins/openapi/model';

/** How a reference built from `specPath` makes its twins (descriptions' links to other sites only). */
export const twinSource = (specPath: string) => ({
  specPath,
  allowExternalRefs: false,
  routeBase: '/docs/api/partner-api',
  envPrefix: 'API',
  languages: [],
  descriptionLinks: 'external-only' as const,
});

/** Every operation twin of `model`, one after another; `changelogRoute` where the site has a changelog. */
export function twinsText(model: SpecModel, specPath: string, changelogRoute?: string): string {
  const source = {...twinSource(specPath), ...(changelogRoute ? {changelogRoute} : {})};
  return [...operationTwins(model, source, 'https://docs.test').values()].join('\n');
}
