/**
 * The options the site generates its API reference with (docusaurus.config.ts), for tests
 * that need a page as generated, before it is written for the bundler
 * (plugins/openapi/render/prebuilt.ts).
 */
import {codeSampleLanguages} from '../plugins/openapi/codeSampleLanguages';
import type {ReferenceOptions} from '../plugins/openapi/generate';
import {REFERENCE_FOLDER, REFERENCE_ROUTE_BASE} from '../plugins/shared/routes';

export const SITE_OPTIONS: ReferenceOptions = {
  routeBase: REFERENCE_ROUTE_BASE,
  docIdPrefix: REFERENCE_FOLDER,
  languages: codeSampleLanguages,
  envPrefix: 'GCM',
  downloads: [],
  descriptionLinks: 'checked',
};
