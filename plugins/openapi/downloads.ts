/** The description as downloads (JSON, YAML, a Postman collection), always in step with the reference. */
import {mkdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {promisify} from 'node:util';
import yaml from 'js-yaml';
import converter from 'openapi-to-postmanv2';
import type {SpecModel} from './model';
import type {Download} from './render/infoPage';
import {runnableCollection, type PostmanCollection} from './postman';

export const DOWNLOAD_FILES = {
  json: 'openapi.json',
  yaml: 'openapi.yaml',
  postman: (model: SpecModel) => `${String(model.infoId)}.postman_collection.json`,
};

/** The downloads the overview lists, at `/downloads/…`. */
export function downloadLinks(model: SpecModel): Download[] {
  const download = (label: string, file: string): Download => ({label, file, href: `/downloads/${file}`});
  return [
    download('OpenAPI description (JSON)', DOWNLOAD_FILES.json),
    download('OpenAPI description (YAML)', DOWNLOAD_FILES.yaml),
    download('Postman collection (v2.1)', DOWNLOAD_FILES.postman(model)),
  ];
}

/** Writes the downloads into `dir` (a `downloads/` folder of a static directory); `siteUrl` is the docs site's. */
export async function writeDownloads(model: SpecModel, dir: string, siteUrl: string): Promise<void> {
  mkdirSync(dir, {recursive: true});
  writeFileSync(path.join(dir, DOWNLOAD_FILES.json), `${JSON.stringify(model.root, null, 2)}\n`);
  writeFileSync(path.join(dir, DOWNLOAD_FILES.yaml), yaml.dump(model.root, {noRefs: true, lineWidth: 120}));
  const convert = promisify(converter.convert);
  const result = await convert(
    {type: 'json', data: model.root},
    {folderStrategy: 'Tags', requestParametersResolution: 'Example'},
  );
  if (!result.result) throw new Error(`the Postman collection could not be made: ${result.reason}`);
  const baseUrl = String(model.root.servers?.[0]?.url ?? '');
  // The converter's output is a Postman v2.1 collection.
  const collection = runnableCollection(model, result.output[0].data as PostmanCollection, baseUrl, siteUrl);
  writeFileSync(path.join(dir, DOWNLOAD_FILES.postman(model)), `${JSON.stringify(collection, null, 2)}\n`);
}
