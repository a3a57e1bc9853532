/**
 * A description that names no host (Swagger 2.0 without `host`, a relative server URL): the API is
 * served wherever it is installed (Gitea's). The page shows the path as written, inventing no
 * origin; a sample needs an absolute URL, so its default is a placeholder it says to replace.
 */
import {describe, expect, it} from 'vitest';
import {loadSpec} from '../model';
import {renderReference} from '../generate';
import {sampleRequestOf, samplesOf} from '../../../tests/support/samples';
import {SITE_OPTIONS} from '../../../tests/siteReference';

const text = `swagger: '2.0'
info: {title: Self-hosted, version: '1.0'}
basePath: /api/v1
paths:
  /repos/{owner}:
    get:
      operationId: listRepos
      parameters: [{name: owner, in: path, required: true, type: string}]
      responses: {'200': {description: OK}}
`;

describe('a description that names no host', () => {
  it('shows the endpoint as written, with no invented origin', async () => {
    const model = await loadSpec('hostless.yaml', {text, mode: 'lenient'});
    const page = renderReference(model, SITE_OPTIONS).files.get('list-repos.mdx')!;
    const endpoint = page.match(/<div class="api-endpoint api-endpoint--main">.*?<\/div>/s)?.[0] ?? page;
    expect(endpoint.replace(/<[^>]+>/g, '')).toMatch(/^GET\/api\/v1\/repos\//);
    expect(endpoint).not.toContain('example.com');
  });

  it('gives its samples a placeholder host, and says to set the base URL', async () => {
    const model = await loadSpec('hostless.yaml', {text, mode: 'lenient'});
    expect(sampleRequestOf(model).base).toEqual({
      env: 'API_BASE',
      default: 'https://api.example.com/api/v1',
      hostless: true,
    });
    for (const [language, code] of Object.entries(samplesOf(model))) {
      expect(code, language).toMatch(/Set API_BASE to your server's URL \(the description names no host/);
    }
  });

  it('says so in the note above the samples, counting the base URL as a variable to set', async () => {
    const model = await loadSpec('hostless.yaml', {text, mode: 'lenient'});
    const page = renderReference(model, SITE_OPTIONS).files.get('list-repos.mdx')!;
    const note = page.match(/<details class="api-panel-note">.*?<\/details>/s)?.[0] ?? '';
    expect(note).toContain('<summary>A complete program: set 1 environment variable</summary>');
    expect(note.replace(/<[^>]+>/g, '')).toContain(
      "Set GCM_API_BASE to your server's URL (the description names no host; https://api.example.com/api/v1 is a placeholder).",
    );
    expect(note).not.toContain('defaults to');
  });

  it('takes a protocol-relative server as naming its host, sent over HTTPS', async () => {
    const model = await loadSpec('relative.yaml', {
      text: `openapi: 3.0.3
info: {title: Self-hosted, version: '1.0'}
servers: [{url: '//git.example.org/api/v1'}]
paths:
  /repos:
    get:
      operationId: listRepos
      responses: {'200': {description: OK}}
`,
      mode: 'lenient',
    });
    expect(sampleRequestOf(model).base).toEqual({env: 'API_BASE', default: 'https://git.example.org/api/v1'});
  });
});
