/**
 * The spec model of api/openapi.json for the browser tests: the same model and page ids
 * the build uses (plugins/openapi/model), built synchronously from the file the build read.
 */
import {readFileSync} from 'node:fs';
import {buildModel} from '../../plugins/openapi/model';
import {routeOf} from '../../plugins/shared/routes';

export const model = buildModel('api/openapi.json', JSON.parse(readFileSync('api/openapi.json', 'utf8')));

/** The route of a generated reference page. */
export const referenceRoute = (pageId: string) => routeOf(pageId);
