/**
 * The reference renderers on the construct fixtures: every construct of OpenAPI 3.0 and
 * 3.1 reaches the static HTML, and pages stay proportional to the description.
 */
import {describe, expect, it} from 'vitest';
import {buildModel, loadSpec, type ApiOperation} from '../model';
import {renderInfoPage} from '../render/infoPage';
import {operationSidebarLabel} from '../sidebar';
import type {Json} from '../../../tests/support/json';
import {renderReference} from '../generate';
import {renderMdx, renderSite, SITE_OPTIONS} from './renderMdx';
import {isRepeatedHeader} from '../render/repeatedHeaders';
import {inlineMarkdownToHtml, markdownToHtml} from '../render/markdown';

const zoo = await loadSpec('tests/fixtures/openapi/constructs-3.0.yaml');
const feed = await loadSpec('tests/fixtures/openapi/constructs-3.1.json');
const zooPages = await renderSite(zoo);
const feedPages = await renderSite(feed);
const page = (pages: Map<string, string>, file: string) => {
  const html = pages.get(file);
  if (html === undefined) throw new Error(`no page ${file}; pages: ${[...pages.keys()].join(', ')}`);
  return html;
};
/** Text content, tags dropped and whitespace collapsed. */
const text = (html: string) =>
  html
    .replace(/<wbr>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .replace(/ ([.,:;)])/g, '$1')
    .replace(/\( /g, '(');

describe('operations', () => {
  it('shows method, full URL, parameters by location and the request body', () => {
    const html = page(zooPages, 'list-animals.mdx');
    expect(text(html)).toContain('GET https://animals.zoo.example/v2 /animals');
    expect(html).toMatch(/<h3 id="header-parameters">Header parameters<\/h3>/);
    expect(html).toMatch(/<h3 id="query-parameters">Query parameters<\/h3>/);
    expect(html).toContain('<li class="api-field" id="header.X-Tenant" data-pagefind-title="X-Tenant">');
    expect(html).toContain('id="query.kind"');
    expect(text(html)).toContain('Serialised as deepObject');
  });

  it('marks deprecated operations, parameters and fields', () => {
    expect(page(zooPages, 'delete-animal.mdx')).toContain('<span class="badge api-deprecated">Deprecated</span>');
    expect(page(zooPages, 'list-animals.mdx')).toMatch(/id="query\.legacyFilter"[^>]*>[\s\S]*?api-flag--deprecated/);
    expect(page(zooPages, 'create-animal.mdx')).toMatch(
      /api-field--deprecated" id="request\.A dog\.nickname"|api-field--deprecated" id="request\.A-dog\.nickname"/,
    );
  });

  it('labels a deprecated operation so in words, once, even when its title already says it', () => {
    const op = (title: string, deprecated: boolean) => ({title, deprecated}) as ApiOperation;
    expect(operationSidebarLabel(op('Delete an animal', true))).toBe('Delete an animal (deprecated)');
    expect(operationSidebarLabel(op('Delete an animal', false))).toBe('Delete an animal');
    expect(operationSidebarLabel(op('(Deprecated) Get legacy categories', true))).toBe(
      '(Deprecated) Get legacy categories',
    );
    expect(operationSidebarLabel(op('List undeprecated things', true))).toBe('List undeprecated things (deprecated)');
  });

  it('merges allOf and shows oneOf variants with their own fields and the discriminator mapping', () => {
    const html = page(zooPages, 'create-animal.mdx');
    expect(text(html)).toContain('Exactly one of these 2 shapes, chosen by the kind field:');
    expect(text(html)).toMatch(/kind value Shape dog Dog cat Cat/);
    expect(html).toMatch(/id="request\.A-dog"[\s\S]*id="request\.A-dog\.barkVolume"/);
    expect(html).toMatch(/id="request\.Cat"[\s\S]*id="request\.Cat\.livesLeft"/);
    const dog = page(zooPages, 'schemas/dog.mdx');
    for (const field of ['id', 'name', 'kind', 'nickname', 'tags', 'barkVolume'])
      expect(dog).toContain(`id="${field}"`);
    expect(text(dog)).toContain('Includes the fields of AnimalBase.');
  });

  it('shows anyOf, maps and recursion, linking a recursive schema instead of expanding it', () => {
    const html = page(zooPages, 'schemas/treenode.mdx');
    expect(text(html)).toContain('Recursive: see TreeNode.');
    expect(text(html)).toContain('One or more of these 2 shapes:');
    expect(text(html)).toMatch(/By email .*email.*By phone .*phone/);
    expect(text(page(zooPages, 'schemas/animalbase.mdx'))).toMatch(/tags map of string/);
  });

  it('shows every body media type: JSON, XML, form, multipart with its encoding, text and files', () => {
    const create = text(page(zooPages, 'create-animal.mdx'));
    expect(create).toContain('Content type application/xml: the same fields as application/json.');
    const upload = text(page(zooPages, 'upload-records.mdx'));
    expect(upload).toContain('Content type multipart/form-data');
    expect(upload).toMatch(/scan file/);
    expect(upload).toContain('Part encoding: scan: sent as image/png, image/jpeg');
    expect(upload).toContain('Content type application/x-www-form-urlencoded');
    expect(upload).toContain('The body is plain text: string.');
    expect(upload).toMatch(/application\/pdf .*The body is the raw bytes of the file\./);
    expect(text(page(zooPages, 'put-animals-animal-id-photo.mdx'))).toMatch(/image\/png .*raw bytes of the file/);
  });

  it('shows response headers, links and callbacks; the first success is open', () => {
    const list = page(zooPages, 'list-animals.mdx');
    expect(list).toMatch(/<details class="api-response api-response--2xx" id="response-200" open[=>"]/);
    expect(list).toMatch(/<details class="api-response api-response--default" id="response-default">/);
    expect(list).toContain('id="response-200.headers.X-Total-Count"');
    expect(text(list)).toMatch(/Links .*GetFirstAnimal: Get an animal \(GET \/animals\/\{animalId\}\)/);
    expect(text(list)).toContain('Parameters: animalId ← $response.body#/0/id');
    const create = page(zooPages, 'create-animal.mdx');
    expect(text(create)).toMatch(/GetCreated: Get an animal/);
    expect(create).toMatch(/<section class="api-callback" id="callback-adopted">/);
    expect(text(create)).toMatch(/POST \{\$request\.body#\/callbackUrl\}.*Payload.*adoptedAt.*Your reply.*204/);
  });

  it('puts x-codeSamples first, replacing the generated sample of their language', () => {
    const mdx = renderReference(zoo, SITE_OPTIONS).files.get('create-animal.mdx')!;
    const labels = [...mdx.matchAll(/<PanelItem value=(?:"[^"]*"|\{[^}]*\}) label="([^"]*)"/g)].map((m) => m[1]);
    expect(labels.slice(0, 4)).toEqual(['Python (SDK)', 'Elixir', 'cURL', 'C#']);
    expect(labels).not.toContain('Python');
    expect(mdx).toContain('Client().animals.create(name="Rex", kind="dog")');
  });

  it('reads ReadMe’s x-readme code samples as its own samples', () => {
    const readme = buildModel('readme.json', {
      openapi: '3.0.3',
      info: {title: 'Tasks', version: '1'},
      servers: [{url: 'https://app.example.com/api/1.0'}],
      paths: {
        '/tasks': {
          get: {
            operationId: 'getTasks',
            responses: {'200': {description: 'OK'}},
            'x-readme': {
              'code-samples': [
                {language: 'python', install: 'pip install tasks', code: 'tasks.TasksApi(client).get_tasks()'},
                {language: 'node', name: 'Node SDK', code: 'new Tasks.TasksApi(client).getTasks()'},
                {language: 'node', name: 'no code'},
              ],
            },
          },
        },
      },
    });
    const mdx = renderReference(readme, SITE_OPTIONS).files.get('get-tasks.mdx')!;
    const labels = [...mdx.matchAll(/<PanelItem value=(?:"[^"]*"|\{[^}]*\}) label="([^"]*)"/g)].map((m) => m[1]);
    expect(labels.slice(0, 3)).toEqual(['Python', 'Node SDK', 'cURL']);
    expect(labels.filter((label) => label === 'Python')).toHaveLength(1);
    expect(mdx).toContain('get_tasks()');
    expect(mdx).toContain('getTasks()');
  });

  it('shows a security requirement naming no scheme of the description as text, linking nothing', () => {
    // A lenient build reads it (with a warning: undefinedSchemes.test.ts); a strict one refuses it.
    const undefinedScheme = buildModel(
      'auth.json',
      {
        openapi: '3.1.0',
        info: {title: 'Auth', version: '1'},
        paths: {
          '/me': {get: {operationId: 'me', security: [{sessionToken: []}], responses: {'204': {description: 'OK'}}}},
        },
        components: {securitySchemes: {apiKey: {type: 'apiKey', name: 'X-Key', in: 'header'}}},
      },
      [],
      undefined,
      'lenient',
    );
    const mdx = renderReference(undefinedScheme, SITE_OPTIONS).files.get('me.mdx')!;
    expect(mdx).toContain('Send <code>sessionToken</code> (a scheme the description does not define).');
    expect(mdx).not.toContain('#security-session-token');
  });

  it('sends a request to the server variables defaults and links auth to the overview', () => {
    const html = page(zooPages, 'get-tree.mdx');
    expect(text(html)).toContain('GET https://eu.zoo.example/v2 /trees');
    expect(text(html)).toContain('No authentication.');
    expect(page(zooPages, 'get-animal.mdx')).toContain(
      '<a href="/docs/api/partner-api/construct-zoo-api#security-api-key">apiKey</a>',
    );
  });
});

describe('site search hints', () => {
  it('indexes only the name of a response header most operations share, with the same description', async () => {
    const gcm = await loadSpec('api/openapi.json');
    const header = (name: string) => gcm.resolve(gcm.root.components?.headers?.[name]);
    expect(isRepeatedHeader(gcm, 'X-Request-Id', header('X-Request-Id'))).toBe(true);
    expect(isRepeatedHeader(gcm, 'RateLimit-Remaining', header('RateLimit-Remaining'))).toBe(true);
    // On the three operations that take an Idempotency-Key: part of what each defines.
    expect(isRepeatedHeader(gcm, 'Idempotent-Replayed', header('Idempotent-Replayed'))).toBe(false);
    expect(isRepeatedHeader(gcm, 'Sunset', header('Sunset'))).toBe(false);
    expect(isRepeatedHeader(zoo, 'X-Total-Count', {description: 'How many animals there are in all.'})).toBe(false);
  });

  it('weighs an error code’s status and indexes its reason phrase', async () => {
    const html = renderReference(await loadSpec('api/openapi.json'), SITE_OPTIONS).files.get('errors.mdx') ?? '';
    expect(html).toContain(
      '<span class="api-status api-status--4xx" title="Unauthorized" data-pagefind-weight="5" data-pagefind-index-attrs="title">401</span>',
    );
  });
});

describe('OpenAPI 3.1', () => {
  it('reads type arrays, const, examples, content media types and $ref siblings', () => {
    const html = text(page(feedPages, 'subscribe.mdx'));
    expect(html).toMatch(/secret string nullable/);
    expect(html).toContain('Always 1');
    expect(html).toContain('Example: https://you.example/hooks');
    expect(html).toMatch(/thumbnail file Media type: image\/png · Encoding: base64/);
    expect(text(page(feedPages, 'schemas/birthevent.mdx'))).toContain('The mother, when known.');
  });

  it('gives a blank version no badge on the overview', () => {
    const blank = buildModel('blank.json', {openapi: '3.1.0', info: {title: 'Blank', version: ' '}, paths: {}});
    const overview = renderReference(blank, SITE_OPTIONS).files.get(`${blank.infoId}.mdx`)!;
    expect(overview).toContain('# Blank');
    expect(overview).not.toContain('Version');
  });

  it('says an enum of one value is always it, once, as a const says it', () => {
    const single = buildModel('single.json', {
      openapi: '3.1.0',
      info: {title: 'Single', version: '1'},
      paths: {},
      components: {
        schemas: {
          Admin: {
            type: 'object',
            properties: {role: {type: 'string', enum: ['admin']}, kind: {type: 'string', enum: ['a'], const: 'a'}},
          },
        },
      },
    });
    const html = text(renderReference(single, SITE_OPTIONS).files.get('schemas/admin.mdx')!);
    expect(html).toContain('Always admin');
    expect(html.match(/Always a\b/g)).toHaveLength(1);
    expect(html).not.toContain('One of');
  });

  it('gives webhooks their own pages, shown as requests you receive, with no code samples', () => {
    const html = page(feedPages, 'webhooks/animal-born.mdx');
    expect(text(html)).toMatch(/Webhook POST animalBorn sent to the URL you register/);
    expect(text(html)).toMatch(/What you receive .*Payload/);
    expect(text(html)).toMatch(/Your reply .*200 OK/);
    expect(html).not.toContain('Code samples');
    expect(text(page(feedPages, 'feed-api.mdx'.replace('feed-api', feed.infoId)))).toMatch(
      /Webhooks .*An animal was born/,
    );
  });

  it('names a webhook with no summary by its method once in the overview', async () => {
    const model = await loadSpec('planets.json', {
      text: JSON.stringify({
        openapi: '3.1.0',
        info: {title: 'Planets', version: '1'},
        webhooks: {newPlanet: {post: {responses: {'200': {description: 'OK'}}}}},
      }),
    });
    const overview = renderInfoPage(model, [], '/api');
    expect(overview).toContain('POST newPlanet');
    expect(overview).not.toMatch(/POST newPlanet.*·/);
  });
});

describe('pages stay proportional to the description', () => {
  /** A chain of named schemas, each holding the next, `depth` long. */
  function chain(depth: number, extra: Json = {}): Json {
    const schemas: Json = {};
    for (let i = 0; i < depth; i += 1) {
      schemas[`Level${i}`] = {
        type: 'object',
        properties: {
          name: {type: 'string'},
          ...(i + 1 < depth ? {next: {$ref: `#/components/schemas/Level${i + 1}`}} : {}),
        },
      };
    }
    return {
      openapi: '3.0.3',
      info: {title: 'Deep', version: '1'},
      paths: {
        '/deep': {
          get: {
            operationId: 'getDeep',
            responses: Object.fromEntries(
              ['200', '400', '404', '409', '500'].map((status) => [
                status,
                {description: status, content: {'application/json': {schema: {$ref: '#/components/schemas/Level0'}}}},
              ]),
            ),
          },
        },
      },
      components: {schemas: {...schemas, ...extra}},
    };
  }

  it('links nested named schemas past a small depth instead of inlining them again', async () => {
    const html = (await renderSite(buildModel('deep.json', chain(8)))).get('get-deep.mdx')!;
    expect(text(html)).toContain('next Level3 Fields: see Level3.');
    expect(html).toContain('id="response-200.next.next.name"');
    expect(html).not.toContain('id="response-200.next.next.next.name"');
  });

  it('shows a schema that several responses share once, and points back to it', async () => {
    const html = (await renderSite(buildModel('deep.json', chain(3)))).get('get-deep.mdx')!;
    expect(html.match(/id="response-\d+\.name"/g)).toEqual(['id="response-200.name"']);
    expect(text(html)).toContain('The same fields as the 200 response');
  });

  it('keeps a schema-heavy page small', async () => {
    const wide: Json = {};
    for (let i = 0; i < 30; i += 1)
      wide[`Wide${i}`] = {
        type: 'object',
        properties: Object.fromEntries(
          [...Array(30).keys()].map((k) => [
            `f${k}`,
            k === 0 && i + 1 < 30
              ? {$ref: `#/components/schemas/Wide${i + 1}`}
              : {type: 'string', description: 'A field.'},
          ]),
        ),
      };
    const spec = chain(1, wide);
    spec.paths['/deep'].get.responses['200'].content['application/json'].schema = {$ref: '#/components/schemas/Wide0'};
    const mdx = renderReference(buildModel('wide.json', spec), SITE_OPTIONS).files.get('get-deep.mdx')!;
    expect(mdx.length).toBeLessThan(60_000);
  });
});

describe('a declared tag no operation uses', () => {
  const section = zoo.groups.find((group) => group.name === 'Declared but unused')!;

  it('is a page of its description alone, a page in the sidebar where the tag is declared', () => {
    const html = page(zooPages, `${section.id}.mdx`);
    expect(text(html)).toContain('it is a section of prose, with a page of its own');
    expect(html).toMatch(/<h2[^>]*>Conventions<\/h2>/);
    expect(html).not.toContain('Operations');
    const sidebar = JSON.parse(renderReference(zoo, SITE_OPTIONS).files.get('sidebar.json')!) as {
      items: {type: string; id?: string; label: string}[];
    };
    expect(sidebar.items.map((item) => [item.type, item.label]).slice(0, 3)).toEqual([
      ['category', 'Animals'],
      ['doc', 'Declared but unused'],
      ['category', 'Undeclared tag'],
    ]);
  });

  it('is what Redoc links to it and to its headings name', () => {
    const linked = buildModel(
      'sections.yaml',
      {
        openapi: '3.0.3',
        info: {
          title: 'Sections',
          version: '1',
          description: 'See [auth](#tag/Authentication) and [keys](#section/API-Keys).',
        },
        tags: [{name: 'Authentication', description: 'Send a key.\n\n## API Keys\n\nOne per partner.'}],
        paths: {'/a': {get: {operationId: 'getA', responses: {'200': {description: 'ok'}}}}},
      } as never,
      [],
      () => ({file: 'sections.yaml', line: 1, col: 1}),
    );
    expect(linked.warnings.filter((warning) => warning.rule === 'unresolved-link')).toEqual([]);
  });
});

describe('the generated MDX', () => {
  it('compiles for every page of both fixtures', async () => {
    for (const model of [zoo, feed]) {
      for (const [file, mdx] of renderReference(model, SITE_OPTIONS).files) {
        if (file.endsWith('.mdx')) await expect(renderMdx(mdx), file).resolves.toContain('<');
      }
    }
  });

  it('lays an operation page out as a reader meets it: header, request, responses, then the code panels', () => {
    const mdx = renderReference(zoo, SITE_OPTIONS).files.get('create-animal.mdx')!;
    const frontMatter = mdx.slice(0, mdx.indexOf('\n---\n', 4));
    for (const line of [
      'id: "create-animal"',
      'title: "Add an animal"',
      'description: "POST /animals"',
      'sidebar_class_name: "api-method post"',
      'hide_title: true',
      'api_method: "post"',
      'api_path: "/animals"',
      'api_operation_id: "createAnimal"',
      'api_reference: true',
    ]) {
      expect(frontMatter).toContain(line);
    }
    // One h1, then the method and the full URL with a copy button, in the order of the page.
    const order = [
      '<h1>Add an animal</h1>',
      'api-endpoint__method">POST</span>',
      'data-copy="https://animals.zoo.example/v2/animals"',
      '<h2 id="authentication">',
      '<h2 id="request">',
      '<h3 id="header-parameters">',
      '<h3 id="request-body">',
      '<h2 id="responses">',
      '<h2 id="callbacks">',
      '<div className="api-operation__aside">',
      '<CodePanel title="Request" id="request-sample"',
      '<CodePanel title="Response" id="example-response"',
    ];
    const positions = order.map((marker) => mdx.indexOf(marker));
    order.forEach((marker, i) => expect(positions[i], marker).toBeGreaterThan(-1));
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    expect(mdx.match(/<h1>/g)).toHaveLength(1);
    // The request panel: the description's own samples first, then every site language once.
    const request = mdx.slice(mdx.indexOf('id="request-sample"'), mdx.indexOf('id="example-response"'));
    const labels = [...request.matchAll(/<PanelItem value="[^"]+" label="([^"]+)">/g)].map((m) => m[1]);
    expect(labels.slice(0, 2)).toEqual(['Python (SDK)', 'Elixir']);
    expect(new Set(labels).size).toBe(labels.length);
    // The response panel opens on the first success and offers each documented status.
    const response = mdx.slice(mdx.indexOf('id="example-response"'));
    expect(response).toContain('defaultValue="201"');
    expect([...response.matchAll(/<PanelItem value="([^"]+)"/g)].map((m) => m[1])).toEqual(['201', '400']);
  });
});

describe('descriptions rendered once', () => {
  it('renders a text again from the first rendering under the same link policy, and anew under another', () => {
    const seen: string[] = [];
    const policy = (href: string) => (seen.push(href), `/to${href}`);
    const text = 'See [the guide](/guide) and `code`.';
    const first = markdownToHtml(text, policy);
    expect(first).toBe('<p>See <a href="/to/guide">the guide</a> and <code>code</code>.</p>');
    expect(markdownToHtml(text, policy)).toBe(first);
    expect(inlineMarkdownToHtml(text, policy)).toBe('See <a href="/to/guide">the guide</a> and <code>code</code>.');
    expect(seen).toEqual(['/guide', '/guide']);
    expect(markdownToHtml(text, (href) => href)).toBe(
      '<p>See <a href="/guide">the guide</a> and <code>code</code>.</p>',
    );
  });
});
