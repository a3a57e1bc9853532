#!/usr/bin/env node
/**
 * Writes the API downloads from api/openapi.json into static/downloads (git-ignored),
 * so they can never drift from the description: the OpenAPI document as JSON and YAML,
 * and a Postman collection (v2.1).
 */
import {mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import {promisify} from 'node:util';
import yaml from 'js-yaml';
import converter from 'openapi-to-postmanv2';

const SPEC = 'api/openapi.json';
const OUT = 'static/downloads';

const text = readFileSync(SPEC, 'utf8');
const spec = JSON.parse(text);
mkdirSync(OUT, {recursive: true});
writeFileSync(`${OUT}/openapi.json`, `${JSON.stringify(spec, null, 2)}\n`);
writeFileSync(`${OUT}/openapi.yaml`, yaml.dump(spec, {noRefs: true, lineWidth: 120}));

const convert = promisify(converter.convert);
const result = await convert(
  {type: 'json', data: spec},
  {folderStrategy: 'Tags', requestParametersResolution: 'Example'},
);
if (!result.result) {
  console.error(`downloads: ${SPEC} could not be converted to a Postman collection: ${result.reason}`);
  process.exit(1);
}
const collection = result.output[0].data;
writeFileSync(`${OUT}/gcm-api.postman_collection.json`, `${JSON.stringify(collection, null, 2)}\n`);
console.log(`downloads: wrote openapi.json, openapi.yaml and gcm-api.postman_collection.json to ${OUT}`);
