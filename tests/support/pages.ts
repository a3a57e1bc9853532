/** The generated MDX of an operation's page, as the site writes it, for tests. */
import type {SpecModel} from '../../plugins/openapi/model';
import {renderReference} from '../../plugins/openapi/generate';
import {SITE_OPTIONS} from '../siteReference';

/** The page of the operation with this operationId (before its HTML moves to a module beside it). */
export function operationPageOf(model: SpecModel, operationId: string): string {
  const page = [...renderReference(model, SITE_OPTIONS).files.values()].find((mdx) =>
    mdx.includes(`api_operation_id: ${JSON.stringify(operationId)}`),
  );
  if (page === undefined) throw new Error(`no page of the operation ${operationId}`);
  return page;
}
