/** A build reads its API description once: the reference plugin and the guides' directives share the model. */
import {copyFileSync, mkdtempSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {generateReference, type OpenApiReferenceOptions} from '..';
import {remarkApiFacts} from '../../api-facts';
import {specLoadCount} from '../model';
import {codeSampleLanguages} from '../codeSampleLanguages';
import {DOCS_ROUTE_BASE, REFERENCE_FOLDER, REFERENCE_ROUTE_BASE} from '../../shared/routes';

describe('loading the description', () => {
  it('happens once in a build: the reference, then every guide that shows its numbers', async () => {
    const docsDir = mkdtempSync(path.join(os.tmpdir(), 'spec-loads-'));
    // A copy at a path of its own: no other test file in this worker has read (and shared) it.
    const specPath = path.join(docsDir, 'openapi.json');
    copyFileSync('api/openapi.json', specPath);
    const description = {specPath, allowExternalRefs: false};
    const options: OpenApiReferenceOptions = {
      ...description,
      outputDir: path.join(docsDir, REFERENCE_FOLDER),
      docsDir,
      docsRouteBase: DOCS_ROUTE_BASE,
      descriptionLinks: 'checked',
      languages: codeSampleLanguages,
      envPrefix: 'GCM',
    };
    const before = specLoadCount();
    await generateReference(process.cwd(), options, 'https://docs.example');
    const remark = remarkApiFacts({...description, routeBase: REFERENCE_ROUTE_BASE});
    for (const file of ['docs/a.mdx', 'docs/b.mdx', 'docs/c.mdx']) {
      const tree = {
        type: 'root',
        children: [
          {
            type: 'paragraph',
            children: [{type: 'textDirective', name: 'limit', children: [{type: 'text', value: 'orderMaxCards'}]}],
          },
          {type: 'leafDirective', name: 'rate-limits'},
        ],
      };
      await remark(tree, {path: file});
      expect(tree.children[0]).toEqual({type: 'paragraph', children: [{type: 'text', value: '50 cards'}]});
    }
    expect(specLoadCount() - before).toBe(1);
    // A whole reference generation: allow for a busy machine.
  }, 30_000);
});
