/**
 * OpenAPI 3.2 read whole (tests/fixtures/openapi/oas32.yaml): QUERY and additional operations,
 * nested tags with their kind and summary, `in: querystring`, streamed bodies (`itemSchema`),
 * `dataValue` and `serializedValue`, server names, `$self`, the device authorization flow; its
 * mistakes at their place, and the warnings of tags that cannot nest.
 */
import {mkdirSync, mkdtempSync, readFileSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {formatProblem, loadSpec, mediaExamples, ProblemError, type SpecModel} from '../model';
import {findCycles, readTagParents} from '../model/tagParents';
import {frameItems, isStreamMedia, RECORD_SEPARATOR_PICTURE} from '../model/streams';
import {querystringText} from '../model/querystring';
import {exampleObjectValue} from '../model/examples';
import {localUnderSelf} from '../model/selfResolver';
import {buildSidebar, type SidebarCategory, type SidebarDoc} from '../sidebar';
import {renderSite} from './renderMdx';
import {buildSampleRequest, renderCodeSamples} from '../render/samples/index';
import {PageContext} from '../render/context';
import {codeSampleLanguages} from '../codeSampleLanguages';
import {REFERENCE_ROUTE_BASE} from '../../shared/routes';

const FIXTURE = 'tests/fixtures/openapi/oas32.yaml';
const LENIENT = 'tests/fixtures/openapi/lenient/tag-parents-3.2.yaml';
const model = await loadSpec(FIXTURE);
const pages = await renderSite(model);

const page = (file: string) => {
  const html = pages.get(file);
  if (html === undefined) throw new Error(`no page ${file}; pages: ${[...pages.keys()].join(', ')}`);
  return html;
};
/** Text content, tags dropped and whitespace collapsed. */
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/\s+/g, ' ');
const operation = (m: SpecModel, id: string) => {
  const found = m.operations.find((op) => op.operationId === id);
  if (!found) throw new Error(`no operation ${id}`);
  return found;
};
/** The line of the fixture where `needle` is first written. */
const lineOf = (file: string, needle: string) =>
  readFileSync(file, 'utf8')
    .split('\n')
    .findIndex((line) => line.includes(needle)) + 1;

describe('an OpenAPI 3.2 description', () => {
  it('is read strictly, with no warnings, as 3.2', () => {
    expect(model.version).toBe('3.2');
    expect(model.warnings).toEqual([]);
  });

  it('reads QUERY and additionalOperations as operations, each method as written, each with its place', () => {
    expect(model.operations.map((op) => `${op.method} ${op.path}`)).toEqual([
      'get /pets',
      'query /pets',
      'get /pets/search',
      'LINK /pets/{petId}',
      'PURGE /pets/{petId}',
      'get /events',
      'get /events/log',
      'post /events/log',
    ]);
    const link = operation(model, 'linkPetOwner');
    expect(link.pointer).toBe('#/paths/~1pets~1{petId}/additionalOperations/LINK');
    expect(model.locate(link.pointer).line).toBe(lineOf(FIXTURE, '      LINK:'));
    // Path-level parameters reach an additional operation as they reach the others.
    expect(link.parameters.map((p) => `${p.in}:${p.name}`)).toEqual(['path:petId', 'header:Link']);
  });

  it('nests tags under their parents, with their kind and summary', () => {
    const pets = model.groups.find((group) => group.name === 'pets')!;
    expect(pets.children.map((child) => child.name)).toEqual(['dogs', 'search']);
    expect(pets.kind).toBe('nav');
    expect(pets.summary).toBe('Everything about pets');
    const dogs = model.groups.find((group) => group.name === 'dogs')!;
    expect(dogs.parent).toEqual({name: 'pets', label: 'pets', id: pets.id});
    // x-tagGroups are still read.
    expect(model.tagGroups.map((group) => [group.name, group.groups.map((g) => g.name)])).toEqual([
      ['Store', ['pets', 'events', 'beta']],
    ]);
  });
});

describe('the sidebar of a 3.2 description', () => {
  const {items} = buildSidebar(model, 'api');
  const store = items[0] as SidebarCategory;
  const pets = store.items[0] as SidebarCategory;

  it('lists a tag with its operations, then the tags nested under it', () => {
    expect(pets.items.map((item) => item.label)).toEqual(['List pets', 'dogs', 'search']);
    const search = pets.items[2] as SidebarCategory;
    expect(search.link).toEqual({type: 'doc', id: 'api/search'});
    expect(search.items.map((item) => [item.label, item.className])).toEqual([
      ['Query pets', 'api-method query'],
      ['Search pets by query string', 'api-method get'],
    ]);
  });

  it('starts the label of an additional operation with its method, as written', () => {
    const dogs = pets.items[1] as SidebarCategory;
    expect(dogs.items.map((item) => [item.label, (item as SidebarDoc).className])).toEqual([
      ['LINK Link a pet to its owner', 'api-method other'],
    ]);
    // A nested tag is not listed again at the top level.
    expect(items.map((item) => item.label)).not.toContain('dogs');
  });
});

describe('the pages of a 3.2 description', () => {
  it('give a QUERY operation its badge and samples that send QUERY with the body', () => {
    const html = page('query-pets.mdx');
    expect(html).toContain('<span class="badge api-method api-method--query api-endpoint__method">QUERY</span>');
    const ctx = new PageContext(model, {routeBase: REFERENCE_ROUTE_BASE});
    const request = buildSampleRequest(ctx, operation(model, 'queryPets'), 'PETS');
    expect(request.method).toBe('QUERY');
    const curl = renderCodeSamples(request, codeSampleLanguages, 'Query pets').find((s) => s.language === 'curl')!;
    expect(curl.code).toContain('--request QUERY');
    expect(curl.code).toContain('"maxAgeYears": 2');
  });

  it('send QUERY from every language, those whose client knows fixed methods included', () => {
    const ctx = new PageContext(model, {routeBase: REFERENCE_ROUTE_BASE});
    const request = buildSampleRequest(ctx, operation(model, 'queryPets'), 'PETS');
    const code = Object.fromEntries(
      renderCodeSamples(request, codeSampleLanguages, 'Query pets').map((s) => [s.language, s.code]),
    );
    expect(code.java).toContain('.method("QUERY", java.net.http.HttpRequest.BodyPublishers.ofString(body));');
    expect(code.ruby).toContain("request = Net::HTTPGenericRequest.new('QUERY', true, true, uri)");
    expect(code.powershell).toContain("CustomMethod = 'QUERY'");
    for (const language of ['python', 'nodejs', 'go', 'php', 'csharp']) expect(code[language]).toMatch(/["']QUERY["']/);
  });

  it('give an additional operation its method as written', () => {
    expect(page('link-pet-owner.mdx')).toContain('api-endpoint__method">LINK</span>');
    expect(page('purge-pet.mdx')).toContain('api-endpoint__method">PURGE</span>');
  });

  it('show a tag’s kind, summary, parent and nested tags', () => {
    const pets = text(page('pets.mdx'));
    expect(pets).toContain('Kind: nav');
    expect(pets).toContain('Everything about pets');
    expect(pets).toMatch(/Tags dogs ?: Dogs only search ?: Finding pets/);
    expect(page('dogs.mdx')).toMatch(/Part of <a href="\/docs\/api\/partner-api\/pets">pets<\/a>/);
  });

  it('show the whole query string as one parameter, with its example as sent', () => {
    const html = text(page('search-pets.mdx'));
    expect(html).toContain('Query string');
    expect(html).toContain('The whole query string, sent as application/x-www-form-urlencoded');
    // dataValue is preferred to serializedValue, and written as the query string.
    expect(html).toContain('Example: ?species=cat&name=Tom');
    const ctx = new PageContext(model, {routeBase: REFERENCE_ROUTE_BASE});
    expect(buildSampleRequest(ctx, operation(model, 'searchPets'), 'PETS').query).toBe('?species=cat&name=Tom');
  });

  it('show a streamed item’s shape and a streamed example framed as its media type frames it', () => {
    const html = page('stream-events.mdx');
    expect(text(html)).toContain('A stream of items, each an event');
    expect(html).toContain('id="response-200.event"');
    expect(text(html)).toContain('event: arrived data: {"id":9,"name":"Kit"} id: 1 event: adopted');
    const log = text(page('export-events.mdx'));
    expect(log).toContain('one JSON value a line');
    expect(log).toContain('{"kind":"adopted","petId":7} {"kind":"adopted","petId":7}');
  });

  it('send a streamed request body as its framed items', () => {
    const ctx = new PageContext(model, {routeBase: REFERENCE_ROUTE_BASE});
    const request = buildSampleRequest(ctx, operation(model, 'importEvents'), 'PETS');
    expect(request.body).toEqual({
      kind: 'text',
      contentType: 'application/jsonl',
      text: '{"kind":"adopted","petId":7}\n{"kind":"adopted","petId":7}\n',
    });
    expect(text(page('import-events.mdx'))).toContain('A stream of items, one JSON value a line. Each item:');
  });

  it('show an example’s dataValue', () => {
    expect(text(page('list-pets.mdx'))).toContain('"name": "Tom"');
  });

  it('show the servers’ names, $self and the device authorization flow on the overview', () => {
    const overview = text(page(`${model.infoId}.mdx`));
    expect(overview).toContain('| Name | URL | Description |');
    expect(overview).toContain('| Production | https://api.example.com/v1 | The live store. |');
    expect(overview).toContain('Sandbox');
    expect(overview).toContain('Description URI: https://api.example.com/openapi/pet-store-3.2.yaml');
    expect(overview).toContain(
      'OAuth 2 flow deviceAuthorization , device authorization URL https://auth.example.com/device/code , token URL https://auth.example.com/token .',
    );
  });
});

describe('tags that cannot nest', () => {
  const at = (pointer: string) => ({file: 't.yaml', line: 1, col: 1, pointer});

  it('are read at the top level: a parent no tag declares, and the last-declared tag of a cycle', () => {
    const {parents, problems} = readTagParents(
      [
        {name: 'a', parent: 'b'},
        {name: 'b', parent: 'c'},
        {name: 'c', parent: 'a'},
        {name: 'd', parent: 'nowhere'},
        {name: 'e', parent: 'e'},
        {name: 'f', parent: 'a'},
      ],
      at,
    );
    expect([...parents]).toEqual([
      ['a', 'b'],
      ['b', 'c'],
      ['f', 'a'],
    ]);
    expect(problems.map((p) => [(p as {pointer?: string}).pointer, p.rule, p.message])).toEqual([
      ['#/tags/3/parent', 'tag-parent', expect.stringContaining('"nowhere", which no tag declares')],
      ['#/tags/2/parent', 'tag-parent', 'tags nest in a cycle ("a" → "b" → "c" → "a"): "c" shown at the top level'],
      ['#/tags/4/parent', 'tag-parent', 'tags nest in a cycle ("e" → "e"): "e" shown at the top level'],
    ]);
  });

  it('finds each cycle once', () => {
    const cycles = findCycles(
      new Map([
        ['a', 'b'],
        ['b', 'a'],
        ['c', 'a'],
      ]),
    );
    expect(cycles).toEqual([['a', 'b']]);
  });

  it('are warnings at file:line:col when lenient, and stop the build when strict', async () => {
    const lenient = await loadSpec(LENIENT, {mode: 'lenient'});
    expect(lenient.warnings.map(formatProblem)).toEqual([
      `${LENIENT}:11:5: tag "eggs" names the parent "nests", which no tag declares: shown at the top level [tag-parent]`,
      `${LENIENT}:15:5: tags nest in a cycle ("left" → "right" → "left"): "right" shown at the top level [tag-parent]`,
    ]);
    const right = lenient.groups.find((group) => group.name === 'right')!;
    expect(right.parent).toBeUndefined();
    expect(right.children.map((child) => child.name)).toEqual(['left']);
    const strict = await loadSpec(LENIENT).catch((error: unknown) => error);
    expect(strict).toBeInstanceOf(ProblemError);
    expect((strict as ProblemError).message).toContain(`${LENIENT}:11:5: tag "eggs"`);
  });
});

describe('3.2 mistakes', () => {
  it('are found by Redocly’s 3.2 rules, each at its place', async () => {
    const text32 = readFileSync(FIXTURE, 'utf8')
      .replace('in: querystring', 'in: querystrin')
      .replace(/\n {10}tokenUrl: https:\/\/auth\.example\.com\/token/, '');
    const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'oas32-')), 'bad.yaml');
    writeFileSync(file, text32);
    const error = await loadSpec(file).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ProblemError);
    const lines = (error as ProblemError).message.split('\n');
    expect(lines).toEqual([
      expect.stringMatching(/bad\.yaml:\d+:15: `in` can be one of the following only: .*"querystring"\. \[struct\]$/),
      expect.stringMatching(/bad\.yaml:\d+:9: The field `tokenUrl` must be present on this level\. \[struct\]$/),
    ]);
    expect(lines.join('\n')).not.toMatch(/^\s+at /m);
  });
});

describe('streamed bodies', () => {
  it('are the sequential media types', () => {
    for (const type of ['text/event-stream', 'application/jsonl', 'application/x-ndjson', 'application/json-seq'])
      expect(isStreamMedia(type)).toBe(true);
    expect(isStreamMedia('application/json')).toBe(false);
  });

  it('frame their items as their media type does', () => {
    expect(frameItems('application/jsonl', [{a: 1}, 2])).toBe('{"a":1}\n2\n');
    expect(frameItems('application/json-seq', [{a: 1}])).toBe(`${RECORD_SEPARATOR_PICTURE}{"a":1}\n`);
    expect(frameItems('text/event-stream', [{event: 'x', data: 'one\ntwo'}, {n: 1}])).toBe(
      'event: x\ndata: one\ndata: two\n\ndata: {"n":1}\n\n',
    );
  });

  it('give an example built from the item schema, several items long', () => {
    const media = {itemSchema: {type: 'object', properties: {n: {type: 'integer', example: 3}}}};
    expect(mediaExamples(model, media as never, 'application/x-ndjson')).toEqual([
      {title: '', value: '{"n":3}\n{"n":3}\n'},
    ]);
  });
});

describe('example objects of 3.2', () => {
  it('prefer dataValue, then value, then serializedValue (as sent)', () => {
    expect(exampleObjectValue(model, {dataValue: 1, value: 2, serializedValue: '3'})).toEqual({found: true, value: 1});
    expect(exampleObjectValue(model, {value: 2, serializedValue: '3'})).toEqual({found: true, value: 2});
    expect(exampleObjectValue(model, {serializedValue: '3'})).toEqual({found: true, value: '3', serialized: true});
    expect(exampleObjectValue(model, {})).toEqual({found: false});
  });

  it('write a querystring parameter’s example as the query string sent', () => {
    expect(querystringText({a: 1, b: ['x', 'y z']}, 'application/x-www-form-urlencoded')).toBe('a=1&b=x&b=y%20z');
    expect(querystringText('?a=1', '', true)).toBe('a=1');
    expect(querystringText({a: 1}, 'application/json')).toBe('%7B%22a%22%3A1%7D');
  });
});

describe('method badges', () => {
  /** WCAG's relative luminance of `#rrggbb`. */
  const luminance = (hex: string) => {
    const [r, g, b] = [1, 3, 5].map((at) => {
      const c = parseInt(hex.slice(at, at + 2), 16) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const contrast = (a: string, b: string) => {
    const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x);
    return (high + 0.05) / (low + 0.05);
  };

  it('of QUERY and of any other method keep white text at AA contrast, in light and dark alike', () => {
    const css = readFileSync('plugins/openapi/client/api-reference.css', 'utf8');
    // The badges' colours are set once, for both modes: no [data-theme='dark'] rule changes them.
    expect(css).not.toMatch(/\[data-theme='dark'\][^}]*--site-method-/);
    for (const method of ['query', 'other']) {
      const colour = new RegExp(`--site-method-${method}: (#[0-9a-f]{6});`).exec(css)?.[1];
      expect(colour, method).toBeDefined();
      expect(contrast(colour!, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    }
  });
});

describe('$self', () => {
  it('maps an address under its folder to the file beside the description, and nothing else', () => {
    const self = 'https://api.example.com/v1/openapi.yaml';
    expect(localUnderSelf('https://api.example.com/v1/schemas/pet.yaml', self, '/work/api/openapi.yaml')).toBe(
      '/work/api/schemas/pet.yaml',
    );
    expect(localUnderSelf('https://api.example.com/v2/pet.yaml', self, '/work/api/openapi.yaml')).toBeUndefined();
    expect(localUnderSelf('https://api.example.com/v1/pet.yaml', '/relative.yaml', '/work/api/openapi.yaml')).toBe(
      undefined,
    );
  });

  it('is the base of the references: one to its own address is read from beside the file, never fetched', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'oas32-self-'));
    mkdirSync(path.join(dir, 'schemas'));
    writeFileSync(
      path.join(dir, 'schemas', 'pet.yaml'),
      'type: object\nproperties:\n  name: {type: string, example: Rex}\n',
    );
    writeFileSync(
      path.join(dir, 'openapi.yaml'),
      [
        'openapi: 3.2.0',
        '$self: https://unreachable.example/v1/openapi.yaml',
        'info: {title: Self, version: "1"}',
        'paths:',
        '  /pets:',
        '    get:',
        '      responses:',
        "        '200':",
        '          description: A pet.',
        '          content:',
        '            application/json:',
        '              schema:',
        "                $ref: 'https://unreachable.example/v1/schemas/pet.yaml'",
        '',
      ].join('\n'),
    );
    const read = await loadSpec(path.join(dir, 'openapi.yaml'));
    expect(read.files).toContain(path.join(dir, 'schemas', 'pet.yaml'));
    const media = read.operations[0].responses['200'].content!['application/json'];
    expect(mediaExamples(read, media)).toEqual([{title: '', value: {name: 'Rex'}}]);
  });
});
