/**
 * The openapi-docs plugin's page generators, replaced: every page is static Markdown
 * and a few light JSX tags, so operation pages carry their parameters, fields, examples
 * and code samples in the HTML, and no API-explorer code reaches the browser.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import type {MarkdownGenerator} from 'docusaurus-plugin-openapi-docs/lib/types';

import {listOperations, type OpenApiDocument} from './spec';
import {renderOperationPage} from './renderOperationPage';
import {renderSchemaPage} from './renderSchemaPage';
import {renderInfoPage} from './renderInfoPage';
import {renderTagPage} from './renderTagPage';

export function createMarkdownGenerators(specPath: string): MarkdownGenerator {
  let cached: OpenApiDocument | undefined;
  const spec = (): OpenApiDocument => (cached ??= JSON.parse(readFileSync(path.resolve(specPath), 'utf8')));
  return {
    createApiPageMD(item) {
      const {method, path: apiPath} = item.api;
      const entry = listOperations(spec()).find((e) => e.method === method && e.path === apiPath);
      if (!entry) throw new Error(`${specPath}: no operation ${method.toUpperCase()} ${apiPath}`);
      return renderOperationPage(spec(), entry);
    },
    createInfoPageMD() {
      return renderInfoPage(spec());
    },
    createTagPageMD(item) {
      return renderTagPage(spec(), item.tag.name ?? item.title);
    },
    createSchemaPageMD(item) {
      const name = item.schema.title ?? item.id;
      const match = Object.keys(spec().components?.schemas ?? {}).find(
        (key) => key === name || key.toLowerCase() === item.id,
      );
      if (!match) throw new Error(`${specPath}: no schema ${name}`);
      return renderSchemaPage(spec(), match);
    },
  };
}
