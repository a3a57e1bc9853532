/** A reference built alone is its description's site: brand from `info` and `x-logo`, samples that name no one. */
import {mkdtempSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {buildModel, isObject, type SpecModel} from '../model';
import {generatedFavicon, referenceBrand} from '../referenceBrand';
import {PageContext} from '../render/context';
import {buildSampleRequest, renderCodeSamples} from '../render/samples/index';
import {codeSampleLanguages} from '../codeSampleLanguages';

const dir = mkdtempSync(path.join(os.tmpdir(), 'reference-brand-'));
const specFile = path.join(dir, 'openapi.yaml');
writeFileSync(path.join(dir, 'logo.png'), 'not really a png');
writeFileSync(path.join(dir, 'notes.txt'), 'not an image');

/** A model with this `info`, whose problems are placed at their pointer. */
const described = (info: Record<string, unknown>): Pick<SpecModel, 'info' | 'locate'> => ({
  info,
  locate: (pointer) => ({file: 'openapi.yaml', line: pointer.split('/').length, col: 3}),
});

describe('referenceBrand', () => {
  it("takes the title and tagline from info, and makes a favicon that is no one's", () => {
    const brand = referenceBrand(described({title: ' Pet Store ', summary: 'Pets, sold.', version: '1'}), specFile);
    expect(brand).toMatchObject({title: 'Pet Store', tagline: 'Pets, sold.', favicon: 'img/api-favicon.svg'});
    expect(brand.logo).toBeUndefined();
    expect(brand.image).toBeUndefined();
    expect(brand.problems).toEqual([]);
    expect(brand.files).toEqual([{path: 'img/api-favicon.svg', content: generatedFavicon('Pet Store')}]);
    expect(brand.siteUrl).not.toMatch(/gcm/i);
    expect(referenceBrand(described({}), specFile).title).toBe('API reference');
  });

  it('uses an x-logo beside the description as Redoc reads it: alt text, background colour, link', () => {
    const brand = referenceBrand(
      described({
        title: 'Pet Store',
        contact: {url: 'https://pets.example/contact'},
        'x-logo': {url: 'logo.png', altText: 'Pet Store', backgroundColor: '#FAFAFA'},
      }),
      specFile,
    );
    expect(brand.logo).toEqual({
      src: 'img/api-logo.png',
      alt: 'Pet Store',
      style: {backgroundColor: '#FAFAFA'},
      // No href of its own: Redoc links the logo to the contact URL.
      href: 'https://pets.example/contact',
    });
    expect(brand.favicon).toBe('img/api-logo.png');
    expect(brand.image).toBe('img/api-logo.png');
    expect(brand.files).toEqual([{path: 'img/api-logo.png', from: path.join(dir, 'logo.png')}]);
    expect(brand.problems).toEqual([]);
    const linked = referenceBrand(
      described({'x-logo': {url: './logo.png?v=2', href: 'https://pets.example/'}}),
      specFile,
    );
    expect(linked.logo).toEqual({src: 'img/api-logo.png', alt: '', href: 'https://pets.example/'});
  });

  it('fetches nothing: a remote logo, a missing file or a file that is no image is a warning at its place', () => {
    const cases: [unknown, RegExp][] = [
      [{url: 'https://cdn.example/logo.png'}, /is not a file beside the description.*the navbar shows the title alone/],
      [{url: '//cdn.example/logo.png'}, /is not a file beside the description/],
      [{url: 'missing.svg'}, /names no file beside the description/],
      [{url: 'notes.txt'}, /is not an image/],
      [{altText: 'no url'}, /has no url/],
    ];
    for (const [xLogo, message] of cases) {
      const brand = referenceBrand(described({title: 'T', 'x-logo': xLogo}), specFile);
      expect(brand.logo, JSON.stringify(xLogo)).toBeUndefined();
      expect(brand.favicon).toBe('img/api-favicon.svg');
      // At the url when there is one, else at x-logo.
      const at = isObject(xLogo) && 'url' in xLogo ? 4 : 3;
      expect(brand.problems).toEqual([
        {file: 'openapi.yaml', line: at, col: 3, rule: 'x-logo', message: expect.stringMatching(message)},
      ]);
    }
    const notAnObject = referenceBrand(described({'x-logo': 'logo.png'}), specFile);
    expect(notAnObject.problems.map((p) => p.message)).toEqual(['x-logo must be an object with a url: no logo shown']);
  });

  it('keeps a colour or link that could load or run something out of the page', () => {
    const brand = referenceBrand(
      described({
        'x-logo': {
          url: 'logo.png',
          backgroundColor: 'red; background-image: url(https://tracker.example/x.png)',
          href: 'javascript:alert(1)',
        },
      }),
      specFile,
    );
    expect(brand.logo).toEqual({src: 'img/api-logo.png', alt: ''});
    expect(brand.problems.map((p) => p.message)).toEqual([
      expect.stringMatching(/^x-logo backgroundColor .* is not a CSS colour: ignored$/),
      'x-logo href "javascript:alert(1)" is not an http(s) URL: ignored',
    ]);
  });

  it('draws the favicon from the first letter or digit of the title, escaped, or a neutral sign', () => {
    expect(generatedFavicon('  petstore')).toContain('>P</text>');
    expect(generatedFavicon('3D Secure')).toContain('>3</text>');
    expect(generatedFavicon('<&>')).not.toContain('<text');
    expect(generatedFavicon('')).toMatch(/^<svg [^>]*>.*<\/svg>\n$/s);
  });
});

describe("a reference's code samples", () => {
  it('name the API, not GCM, when built from another description; the portal keeps its names', () => {
    const shop = buildModel('shop.json', {
      openapi: '3.0.3',
      info: {title: 'Shop', version: '1'},
      servers: [{url: 'https://api.shop.example'}],
      components: {
        securitySchemes: {
          token: {type: 'http', scheme: 'bearer'},
          signature: {type: 'apiKey', in: 'header', name: 'X-Signature'},
        },
      },
      paths: {
        '/orders': {
          post: {
            operationId: 'createOrder',
            security: [{token: [], signature: []}],
            requestBody: {content: {'application/json': {schema: {type: 'object'}, example: {sku: 'a-1'}}}},
            responses: {'201': {description: 'Created.'}},
          },
        },
      },
    });
    const order = shop.operations[0];
    expect(order.auth.signed).toBe(true);
    const context = new PageContext(shop, {routeBase: '/docs/api/partner-api'});
    const samples = (prefix: string) =>
      renderCodeSamples(buildSampleRequest(context, order, prefix), codeSampleLanguages, 'Create an order');
    for (const sample of samples('API')) expect(sample.code, sample.language).not.toMatch(/gcm/i);
    const powershell = samples('API').find((s) => s.language === 'powershell')!.code;
    expect(powershell).toContain('function Get-ApiSignature {');
    expect(powershell).toContain('Get-ApiSignature -Secret $env:API_SIGNING_SECRET');
    const portal = samples('GCM').find((s) => s.language === 'powershell')!.code;
    expect(portal).toContain('function Get-GcmSignature {');
    expect(portal).toContain('Get-GcmSignature -Secret $env:GCM_SIGNING_SECRET');
  });
});
