/**
 * Links of the description's text in a reference built alone (descriptionLinks.ts): a link
 * that names no page of the reference never reaches Docusaurus's link check. It becomes
 * text, or an absolute link against the link base, with one warning per kind.
 */
import {mkdtempSync, readFileSync, rmSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {createSlugger} from '@docusaurus/utils';
import {afterAll, describe, expect, it} from 'vitest';
import {DescriptionLinks, isLinkBase, linkBase} from '../descriptionLinks';
import {firstMention, linkKind} from '../model/links';
import {buildModel, loadSpec, ProblemError, type SpecModel} from '../model';
import {generateReference, type OpenApiReferenceOptions} from '../index';
import {renderReference} from '../generate';
import {renderSite, SITE_OPTIONS} from './renderMdx';

const ROUTE = '/docs/api/partner-api';

const root = {
  openapi: '3.0.3',
  info: {title: 'Links', version: '1', description: 'See [accounts](/api/accounts/#get).'},
  externalDocs: {url: 'https://developer.example.com/docs/start'},
  paths: {
    '/a': {get: {operationId: 'getA', description: 'Or [up](../guides/x).', responses: {'200': {description: 'ok'}}}},
  },
};
const model = buildModel('links.yaml', root as never, [], (pointer) => ({
  file: 'links.yaml',
  line: pointer.length,
  col: 1,
}));

function policyOf(options: Partial<ConstructorParameters<typeof DescriptionLinks>[0]> = {}) {
  return new DescriptionLinks({
    descriptionLinks: 'external-only',
    routeBase: ROUTE,
    linkTarget: model.linkTarget,
    ...options,
  });
}

describe('what a link points at', () => {
  it.each([
    ['#operation/getA', 'redoc'],
    ['#/components/schemas/Pet', 'redoc'],
    ['https://example.com/x', 'web'],
    ['MAILTO:a@example.com', 'web'],
    ['#top', 'anchor'],
    ['/api/accounts/#get', 'site'],
    ['../guides/x', 'site'],
    ['guides/x.html', 'site'],
    ['//cdn.example.com/x', 'site'],
    ['?page=2', 'site'],
    ['ftp://files.example.com', 'scheme'],
    ['tel:+100', 'scheme'],
  ])('%s is a %s link', (href, kind) => {
    expect(linkKind(href)).toBe(kind);
  });
});

describe('the link base', () => {
  it('is the option when given, else the origin of externalDocs.url', () => {
    expect(linkBase('https://docs.example.com/v2/', root)).toEqual({
      url: 'https://docs.example.com/v2/',
      from: 'option',
    });
    expect(linkBase(undefined, root)).toEqual({url: 'https://developer.example.com', from: 'externalDocs'});
  });

  it('is none without an http(s) externalDocs.url', () => {
    expect(linkBase(undefined, {externalDocs: {url: '/docs'}})).toBeUndefined();
    expect(linkBase(undefined, {externalDocs: {url: 'ftp://x.example'}})).toBeUndefined();
    expect(linkBase(undefined, {})).toBeUndefined();
  });

  it('must be an absolute http(s) URL', () => {
    expect(isLinkBase('https://example.com')).toBe(true);
    expect(isLinkBase('/docs')).toBe(false);
    expect(isLinkBase('javascript:alert(1)')).toBe(false);
  });
});

describe('a reference built alone', () => {
  it('shows links to the owner’s site as text without a base, with one warning', () => {
    const links = policyOf();
    expect(links.policy('/api/accounts/#get')).toBeNull();
    expect(links.policy('../guides/x')).toBeNull();
    expect(links.policy('/api/accounts/#get')).toBeNull();
    expect(links.warnings(model)).toEqual([
      {
        file: 'links.yaml',
        line: '#/paths/~1a/get/description'.length,
        col: 1,
        rule: 'relative-link',
        message:
          "2 links in descriptions point at the owner's site (../guides/x, /api/accounts/#get): shown as text; pass --link-base URL to link them",
      },
    ]);
  });

  it('links them absolutely against a base, warning only when the base was a guess', () => {
    const guessed = policyOf({base: {url: 'https://developer.example.com', from: 'externalDocs'}});
    expect(guessed.policy('/api/accounts/#get')).toBe('https://developer.example.com/api/accounts/#get');
    expect(guessed.warnings(model)[0].message).toMatch(
      /1 link in descriptions points at the owner's site \(\/api\/accounts\/#get\): linked to https:\/\/developer\.example\.com, the origin of externalDocs\.url/,
    );
    const given = policyOf({base: {url: 'https://example.com/docs/v2/', from: 'option'}});
    expect(given.policy('../guides/x')).toBe('https://example.com/docs/guides/x');
    expect(given.policy('guides/x')).toBe('https://example.com/docs/v2/guides/x');
    expect(given.policy('/api')).toBe('https://example.com/api');
    expect(given.warnings(model)).toEqual([]);
  });

  it('keeps web links and links to its own pages, and drops other schemes', () => {
    const links = policyOf();
    expect(links.policy('https://example.com/x')).toBe('https://example.com/x');
    expect(links.policy('mailto:a@example.com')).toBe('mailto:a@example.com');
    expect(links.policy('#operation/getA')).toBe(`${ROUTE}/get-a`);
    expect(links.policy('#operation/none')).toBeNull();
    expect(links.policy('tel:+100')).toBeNull();
    expect(links.warnings(model)).toEqual([]);
  });

  it('links a path of the owner’s site to an operation here when its fragment names one by Redoc’s names', () => {
    const links = policyOf({base: {url: 'https://developer.example.com', from: 'externalDocs'}});
    expect(links.policy('/api/#tag/things/operation/getA')).toBe(`${ROUTE}/get-a`);
    expect(links.policy('/api/#operation/getA')).toBe(`${ROUTE}/get-a`);
    expect(links.policy('/api/#operation/none')).toBe('https://developer.example.com/api/#operation/none');
    expect(links.warnings(model)[0].message).toMatch(
      /^1 link in descriptions points at the owner's site \(\/api\/#operation\/none\)/,
    );
  });

  it('keeps a same-page link to a heading its page has, and shows the others as text', () => {
    const links = policyOf();
    const onPage = links.onPage(new Set(['getting-started']));
    expect(onPage('#getting-started')).toBe('#getting-started');
    expect(onPage('#nowhere')).toBeNull();
    expect(links.policy('#getting-started')).toBeNull();
    expect(links.warnings(model).map((w) => [w.rule, w.message])).toEqual([
      [
        'missing-anchor',
        '2 links in descriptions point at a section their page does not have (#getting-started, #nowhere): shown as text',
      ],
    ]);
  });

  it('places a warning at the first description that has one of its links', () => {
    expect(firstMention(root, '../guides/x')).toBe('#/paths/~1a/get/description');
    expect(firstMention(root, '/api/%C3%BCber')).toBeUndefined();
    expect(firstMention({info: {description: '[x](/api/über)'}}, '/api/%C3%BCber')).toBe('#/info/description');
  });
});

describe('the portal (descriptionLinks: checked)', () => {
  it('leaves every link to the build’s link check, and warns of none', () => {
    const links = policyOf({descriptionLinks: 'checked'});
    expect(links.policy('/docs/guides/x')).toBe('/docs/guides/x');
    expect(links.policy('#nowhere')).toBe('#nowhere');
    expect(links.policy('#operation/getA')).toBe(`${ROUTE}/get-a`);
    expect(links.warnings(model)).toEqual([]);
  });
});

/** The ids a page's links may name: its elements' ids, and its headings' as Docusaurus makes them. */
function anchorsOf(html: string): Set<string> {
  const slugger = createSlugger();
  const ids = [...html.matchAll(/\sid="([^"]+)"/g)].map((match) => match[1]);
  const headings = [...html.matchAll(/<h[1-6][^>]*>(.*?)<\/h[1-6]>/g)].map((match) =>
    slugger.slug(match[1].replace(/<[^>]+>/g, '')),
  );
  return new Set([...ids, ...headings]);
}

/** Every link of every page that is not web, not a page of the reference and not an anchor of its page. */
async function strayLinks(described: SpecModel, base?: string): Promise<string[]> {
  const {files} = renderReference(described, {
    ...SITE_OPTIONS,
    descriptionLinks: 'external-only',
    descriptionLinkBase: base,
  });
  const pages = new Set([...files.keys()].filter((file) => file.endsWith('.mdx')).map((file) => file.slice(0, -4)));
  const stray: string[] = [];
  for (const [file, html] of await renderSite(described, {
    descriptionLinks: 'external-only',
    descriptionLinkBase: base,
  })) {
    const anchors = anchorsOf(html);
    for (const [, href] of html.matchAll(/\shref="([^"]*)"/g)) {
      const [pathPart, anchor] = href.replace(/&amp;/g, '&').split('#');
      if (/^(?:https?:|mailto:)/i.test(href)) continue;
      if (pathPart === '' && anchors.has(decodeURIComponent(anchor ?? ''))) continue;
      if (pathPart.startsWith(`${ROUTE}/`) && pages.has(decodeURI(pathPart.slice(ROUTE.length + 1)))) continue;
      stray.push(`${file}: ${href}`);
    }
  }
  return stray;
}

describe('no page of a reference built alone links what it does not have', () => {
  it.each([
    ['tests/fixtures/openapi/page-names.yaml', undefined],
    ['tests/fixtures/openapi/page-names.yaml', 'https://docs.example.com/v2/'],
    ['tests/fixtures/openapi/constructs-3.0.yaml', undefined],
    ['tests/fixtures/openapi/constructs-3.1.json', undefined],
    ['tests/fixtures/openapi/swagger2-forms.yaml', undefined],
    ['tests/fixtures/openapi/lenient/redoc-links.yaml', undefined],
  ])('%s (link base %s)', async (file, base) => {
    expect(await strayLinks(await loadSpec(file, {mode: 'lenient'}), base)).toEqual([]);
  });

  it('shows each kind of link of the fixture as the policy says, and warns once per kind', async () => {
    const described = await loadSpec('tests/fixtures/openapi/page-names.yaml', {mode: 'lenient'});
    const {warnings} = renderReference(described, {...SITE_OPTIONS, descriptionLinks: 'external-only'});
    expect(warnings.map((w) => `${w.line}:${w.col} ${w.rule}`)).toEqual(['10:3 relative-link', '10:3 missing-anchor']);
    const pages = await renderSite(described, {
      descriptionLinks: 'external-only',
      descriptionLinkBase: 'https://docs.example.com/v2/',
    });
    const info = pages.get('page-names.mdx') ?? '';
    expect(info).toContain('href="https://docs.example.com/guides/hal"');
    expect(info).toContain('href="#getting-started"');
    expect(info).toContain('or a section this page lacks.');
    expect(pages.get('list-accounts.mdx')).toContain('href="https://docs.example.com/api/accounts/#accountsget"');
  });
});

describe('the plugin', () => {
  const site = mkdtempSync(path.join(os.tmpdir(), 'links-'));
  afterAll(() => rmSync(site, {recursive: true, force: true}));
  const options = (more: Partial<OpenApiReferenceOptions>): OpenApiReferenceOptions => ({
    specPath: path.resolve('tests/fixtures/openapi/page-names.yaml'),
    outputDir: 'docs/api/partner-api',
    docsDir: 'docs',
    docsRouteBase: '/docs',
    allowExternalRefs: false,
    descriptionLinks: 'external-only',
    languages: [],
    envPrefix: 'API',
    ...more,
  });
  const refusal = (more: Partial<OpenApiReferenceOptions>) =>
    generateReference(site, options(more), 'https://reference.example').then(
      () => [],
      (error: unknown) =>
        error instanceof ProblemError ? error.problems.map((p) => `${p.line}:${p.col} ${p.rule}`) : [String(error)],
    );

  it('refuses the link warnings in strict mode, as it refuses the model’s', async () => {
    expect(await refusal({mode: 'strict'})).toEqual(['10:3 relative-link', '10:3 missing-anchor']);
  });

  it('refuses a link base that is not an absolute http(s) URL, without a stack trace', async () => {
    expect(await refusal({mode: 'lenient', descriptionLinkBase: '/docs'})).toEqual(['1:1 link-base']);
  });

  it('writes the link warnings to the report, after the model’s', async () => {
    const reportFile = path.join(site, 'report.json');
    expect(await refusal({mode: 'lenient', reportFile})).toEqual([]);
    const report = JSON.parse(readFileSync(reportFile, 'utf8')) as {warnings: {rule: string}[]};
    expect(report.warnings.map((w) => w.rule)).toEqual(['relative-link', 'missing-anchor']);
    expect(readFileSync(path.join(site, 'docs/api/partner-api/schemas/embedded.mdx'), 'utf8')).toContain('_embedded');
  });
});
