/**
 * Parts of a description that are there but empty, as swaggo writes them: `info.contact: {}` and
 * an operation's `responses: {}`. The overview gives no empty "Contact:" line, and the operation
 * page says it documents no response instead of an empty section with a control to expand it.
 */
import {describe, expect, it} from 'vitest';
import {operationPageOf} from '../../../tests/support/pages';
import {buildModel, type OpenApiDocument} from '../model';
import {renderReference} from '../generate';
import {SITE_OPTIONS} from '../../../tests/siteReference';

const model = buildModel('uploads.json', {
  openapi: '3.0.3',
  info: {title: 'Uploads', version: '1', contact: {}},
  paths: {'/uploads/{id}': {delete: {operationId: 'dropUpload', responses: {}}}},
} as OpenApiDocument);
const files = [...renderReference(model, SITE_OPTIONS).files.values()];

describe('empty parts of a description', () => {
  it('give the overview no empty contact line', () => {
    const overview = files.find((mdx) => mdx.includes('title: "Uploads"'))!;
    expect(overview).not.toContain('Contact');
  });

  it('give an operation without responses a sentence that says so', () => {
    const page = operationPageOf(model, 'dropUpload');
    expect(page).toContain(
      '<h2 id="responses">Responses</h2>\n<p>The description documents no response for this operation.</p>',
    );
  });
});
